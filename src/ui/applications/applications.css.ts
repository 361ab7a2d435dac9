import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const filter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const select = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const rows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** A row as a card: stacked on a phone, so the table fits 390 px. */
export const row = style({
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ color: vars.color.muted });

export const value = style({ margin: 0, overflowWrap: 'anywhere', minWidth: 0 });

export const remarks = style({ color: vars.color.warning, margin: 0, overflowWrap: 'anywhere' });

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.divider}`,
});

export const sectionTitle = style({ fontSize: '1rem', margin: 0 });

export const documents = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const empty = style({ textAlign: 'center', color: vars.color.muted });

/** A step of the History panel (in a `rows` list): a line down its side keeps the order plain. */
export const step = style({
  display: 'grid',
  rowGap: vars.space.xs,
  paddingLeft: vars.space.sm,
  borderLeft: `2px solid ${vars.color.divider}`,
});

export const changes = style({
  margin: 0,
  paddingLeft: vars.space.md,
  color: vars.color.muted,
  fontSize: '0.875rem',
  // Values may be long (remarks, addresses): they wrap inside 390 px.
  overflowWrap: 'anywhere',
});
