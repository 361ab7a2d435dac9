import { createThemeContract, globalStyle } from '@vanilla-extract/css';
import { defaultBrand } from './catalog';
import { tokensFor } from './tokens';

/**
 * The one theme contract every brand fills in. Its shape is taken from `tokensFor` (the values
 * of this call are ignored), so the contract and the per-brand themes cannot drift apart.
 */
export const vars = createThemeContract(tokensFor(defaultBrand));

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: '16px',
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: 1.25,
  margin: 0,
});

globalStyle('p', {
  margin: 0,
});

globalStyle('img, svg', {
  display: 'block',
  maxWidth: '100%',
});

globalStyle('button, input, textarea, select', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('a', {
  color: vars.color.primary,
});

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
