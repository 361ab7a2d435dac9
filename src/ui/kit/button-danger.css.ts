import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

/*
 * The kit Button's destructive looks, given as its `className` (Delete a link, and the Delete
 * that confirms it). Kept out of button.css.ts, whose stylesheet every first load carries
 * within the login route's 90 KB, while only screens loaded later delete anything.
 */

/** The filled button that does the deleting. */
export const danger = style({
  borderColor: vars.color.danger,
  background: vars.color.danger,
  color: vars.color.surface,
  // As specific as the variants' hover, and loaded after them: it wins.
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.danger, filter: 'brightness(0.9)' },
  },
});

/** The outlined button that asks first. */
export const dangerOutline = style({
  borderColor: vars.color.danger,
  background: vars.color.surface,
  color: vars.color.danger,
  selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSoft } },
});
