import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column, plainList, wrappingRow } from '../kit/flex';

/* The Links tab: the form, then My QR Codes as cards on a phone, paging below; the QR sheet. */

export const section = style(column(vars.space.lg));

export const title = style({ fontSize: '1.25rem' });

export const rows = style({ ...column(vars.space.sm), ...plainList });

export const card = style({
  ...column(vars.space.sm),
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  overflowWrap: 'anywhere',
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const term = style({ color: vars.color.muted, fontSize: '13px' });

export const fact = style({ margin: 0 });

export const url = style({ margin: 0, fontSize: '13px', wordBreak: 'break-all' });

export const actions = style({ ...wrappingRow(vars.space.sm), alignItems: 'center' });

export const feedback = style({ fontSize: '13px', fontWeight: 600 });

export const qr = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: '280px',
  alignItems: 'center',
});

export const qrImage = style({ width: '280px', height: '280px' });

export const downloadLink = style({
  textAlign: 'center',
  color: vars.color.primary,
  fontWeight: 600,
});
