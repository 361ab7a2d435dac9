import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column, wrappingRow } from './flex';

export const page = style({
  ...column(vars.space.xl),
  padding: vars.space.lg,
});

export const section = style({
  ...column(vars.space.md),
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const sectionTitle = style({
  fontSize: '18px',
});

export const subTitle = style({
  fontSize: '14px',
  color: vars.color.muted,
  fontWeight: 600,
  textTransform: 'capitalize',
});

export const row = style(wrappingRow(vars.space.sm));

export const stack = style(column(vars.space.md));

export const output = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.muted,
  fontSize: '14px',
});

export const footerButton = style({
  flex: 1,
});
