import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  minHeight: '70vh',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const heading = style({
  fontSize: '22px',
});

export const text = style({
  color: vars.color.muted,
  maxWidth: '36ch',
});
