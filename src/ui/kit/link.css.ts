import { style } from '@vanilla-extract/css';

/**
 * A link that stands on its own line (Back to login, Track Here): text-sized, yet 44 px tall
 * to tap (WCAG 2.2 2.5.8 asks at least 24). Links inside a sentence stay inline.
 */
export const standaloneLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
});
