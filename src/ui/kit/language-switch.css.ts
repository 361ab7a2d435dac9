import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { wrappingRow } from './flex';

/** The language switch: its buttons side by side, wrapping on a narrow screen. */
export const languageSwitch = style(wrappingRow(vars.space.sm));

/** The word हिन्दी drawn as an outline (HindiWord): as tall as a line of the button's text. */
export const hindiWord = style({
  display: 'block',
  height: '1.53em',
  width: 'auto',
  margin: '-0.18em 0',
  fill: 'currentColor',
  // The face's regular outline, thickened to stand beside the buttons' semibold English.
  stroke: 'currentColor',
  strokeWidth: 28,
});
