import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

/**
 * A card on the page's background: the home's applications, a lender's row. Its content stacks
 * with the medium gap; a screen adds its own class for anything else.
 */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
});
