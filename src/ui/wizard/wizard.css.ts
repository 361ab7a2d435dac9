import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column } from '../kit/flex';

export const wizard = style({
  ...column(vars.space.lg),
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
});

export const form = style(column(vars.space.md));

export const title = style({
  fontSize: '1.25rem',
  color: vars.color.text,
});

export const tracker = style({
  color: vars.color.muted,
});
