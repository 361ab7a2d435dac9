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

/** A link-like action inside a line of text. */
export const inlineAction = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
});
