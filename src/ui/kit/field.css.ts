import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column } from './flex';

/**
 * The floating-label field shared by TextField, TextArea and SearchableSelect: the label sits
 * inside the box and moves up when the control has focus or a value.
 */

export const field = style({
  ...column(vars.space.xs),
  width: '100%',
});

export const box = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
    '&[data-invalid="true"]:focus-within': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-disabled="true"]': { background: vars.color.background, opacity: 0.7 },
  },
});

export const control = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: '16px',
  padding: `22px ${vars.space.md} 6px`,
  minHeight: '56px',
  borderRadius: vars.radius.md,
  selectors: {
    // The box draws the focus ring around the whole field.
    '&:focus, &:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.muted, opacity: 0 },
    '&:focus::placeholder': { opacity: 1 },
  },
});

export const textarea = style({
  minHeight: '112px',
  paddingTop: '26px',
  resize: 'vertical',
  lineHeight: 1.4,
});

export const label = style({
  position: 'absolute',
  left: vars.space.md,
  top: '17px',
  maxWidth: `calc(100% - 2 * ${vars.space.md})`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.muted,
  fontSize: '16px',
  lineHeight: '20px',
  pointerEvents: 'none',
  transformOrigin: 'left top',
  transition: 'transform 120ms, color 120ms',
  selectors: {
    [`${control}:focus ~ &, ${control}:is(input, textarea):not(:placeholder-shown) ~ &, &[data-floating="true"]`]:
      {
        transform: 'translateY(-10px) scale(0.75)',
      },
    [`${control}:focus ~ &`]: { color: vars.color.primary },
    [`${box}[data-invalid="true"] &`]: { color: vars.color.danger },
    // Saved values filled in by the browser do not clear :placeholder-shown everywhere; a key of
    // its own becomes a rule of its own, so an unknown pseudo-class cannot void the rule above.
    [`${control}:-webkit-autofill ~ &`]: { transform: 'translateY(-10px) scale(0.75)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const hint = style({
  color: vars.color.muted,
  fontSize: '13px',
  paddingInline: vars.space.xs,
});

export const error = style({
  color: vars.color.danger,
  fontSize: '13px',
  paddingInline: vars.space.xs,
});
