import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  color: vars.color.muted,
  fontSize: '13px',
});

export const logo = style({
  height: '20px',
  width: 'auto',
});
