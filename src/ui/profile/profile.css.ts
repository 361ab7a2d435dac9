import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column } from '../kit/flex';

export const tabs = style(column(vars.space.lg));

export const tabList = style({
  display: 'flex',
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const tab = style({
  flex: 1,
  padding: vars.space.md,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.muted,
  borderBottom: '3px solid transparent',
  selectors: {
    '&[data-state="active"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
  },
});

export const panel = style(column(vars.space.lg));

export const heading = style({ fontSize: '1.25rem' });

export const details = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.divider}` } },
});

export const term = style({ color: vars.color.muted });

export const value = style({ margin: 0, textAlign: 'right', overflowWrap: 'anywhere' });
