import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme.css';

/** The co-applicants list and the outcome screens: a title, rows or lines, actions at the end. */

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({
  fontSize: '1.25rem',
});

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const name = style({
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const mobile = style({
  color: vars.color.muted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const link = style({
  color: vars.color.primary,
  fontWeight: 600,
});
