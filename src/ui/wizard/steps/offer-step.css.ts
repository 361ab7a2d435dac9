import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme.css';

/** The loan offer step: the offer's table, the three editable figures, the two buttons. */

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const title = style({
  fontSize: '1.25rem',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const row = style({
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const label = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} 0`,
  textAlign: 'left',
  fontWeight: 400,
  color: vars.color.muted,
});

export const value = style({
  padding: `${vars.space.sm} 0`,
  textAlign: 'right',
  fontWeight: 600,
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: '1rem',
  fontWeight: 700,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

/** A dt/dd pair in one wrapper (allowed in a dl), laid out by the dl's grid. */
export const summaryRow = style({
  display: 'contents',
});

export const summaryValue = style({
  margin: 0,
  textAlign: 'right',
  fontWeight: 600,
});

export const dialogBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
