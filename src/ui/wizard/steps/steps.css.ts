import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme.css';

/** The section steps of the capture wizard: titled groups of fields, Save at the end. */

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const title = style({
  fontSize: '1.25rem',
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const groupTitle = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: '1rem',
  fontWeight: 700,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
});

export const yearRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const groupError = style({
  color: vars.color.danger,
  fontSize: '13px',
});
