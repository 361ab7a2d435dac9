import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
});
