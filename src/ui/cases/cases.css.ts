import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column, plainList, wrappingRow } from '../kit/flex';

/* The case screens: a titled column, the list's rows as cards on a phone, paging below. */

export const screen = style(column(vars.space.lg));

export const title = style({ fontSize: '1.25rem' });

export const links = style(wrappingRow(vars.space.md));

export const rows = style({ ...column(vars.space.sm), ...plainList });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  overflowWrap: 'anywhere',
});

export const term = style({ color: vars.color.muted, fontSize: '13px' });
