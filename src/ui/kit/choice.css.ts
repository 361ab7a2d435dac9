import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column, plainFieldset } from './flex';

/** Radio groups and checkboxes: native controls in the brand's colour, with room to tap. */

export const group = style({
  ...column(vars.space.xs),
  ...plainFieldset,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: '14px',
  fontWeight: 600,
  color: vars.color.text,
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
    '[data-invalid="true"] &': { borderColor: vars.color.danger },
  },
});

// 24 px: WCAG 2.2's smallest target (2.5.8), the box alone, before its label adds to it.
export const input = style({
  flex: 'none',
  width: '24px',
  height: '24px',
  margin: 0,
  accentColor: vars.color.primary,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: '44px',
  paddingBlock: vars.space.sm,
  cursor: 'pointer',
  lineHeight: 1.4,
});

export const checkboxInput = style({
  flex: 'none',
  width: '24px',
  height: '24px',
  margin: 0,
  accentColor: vars.color.primary,
});
