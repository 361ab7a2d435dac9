import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const sentTo = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: '0.875rem',
});

export const resendRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  minHeight: '1.5rem',
  alignItems: 'center',
});

export const countdown = style({
  color: vars.color.muted,
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
});
