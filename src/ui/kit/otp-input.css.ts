import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column } from './flex';

export const root = style(column(vars.space.sm));

export const group = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'center',
});

export const digit = style({
  flex: '1 1 0',
  minWidth: 0,
  maxWidth: '52px',
  height: '56px',
  textAlign: 'center',
  fontSize: '24px',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  caretColor: vars.color.primary,
  selectors: {
    '&:focus': {
      outline: 'none',
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 2px ${vars.color.primary}`,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 2px ${vars.color.danger}` },
    '&:disabled': { background: vars.color.background, cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const error = style({
  color: vars.color.danger,
  fontSize: '13px',
  textAlign: 'center',
});
