import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme.css';
import { column, plainList } from '../../kit/flex';

/** The co-applicants list and the outcome screens: a title, rows or lines, actions at the end. */

export { title, actions } from '../../kit/step-form.css';

export const list = style(column(vars.space.lg));

export const entries = style({ ...column(vars.space.sm), ...plainList });

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

export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const mobile = style({
  color: vars.color.muted,
});

export const link = style({
  color: vars.color.primary,
  fontWeight: 600,
});
