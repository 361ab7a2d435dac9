import { style } from '@vanilla-extract/css';

/**
 * A figure read at a glance (an amount in rupees, a date, a score): never broken across lines,
 * whatever squeezes its box. At 390 px a flex row once wrapped '₹48,500' as '₹48,50' over '0'.
 * Digits of equal width keep figures in a column aligned.
 */
export const figure = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
