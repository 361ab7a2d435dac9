import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
});

export const cardTitle = style({ fontSize: '1.125rem' });

export const count = style({
  fontSize: '2rem',
  fontWeight: 700,
  color: vars.color.primary,
});

export const track = style({ textAlign: 'center' });

export const draftName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
