import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column } from './flex';

/**
 * The floating-label field shared by TextField, TextArea and SearchableSelect: the label sits
 * inside the box and moves up when the control has focus or a value. A long label wraps (its
 * end often carries the unit: "Total Work Experience (Years)"), never ends in "…".
 */

export const field = style({
  ...column(vars.space.xs),
  width: '100%',
});

export const box = style({
  position: 'relative',
  // A column: the label (drawn first, `order: -1`) over the control, both in the flow, so a long
  // label wraps onto a second line and the box grows, instead of losing its end to "…".
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&:focus-within': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}`,
    },
    // A keyboard user sees the same ring as on every other control, around the whole field
    // (pickers included: their control is a button inside the box).
    '&:has(:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
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

// Under a floated label (which now takes its own room above), the control keeps the box's height.
// Each selector is a rule of its own, so one the browser does not know cannot void the others.
for (const floated of [
  '&:focus',
  '&:is(input, textarea):not(:placeholder-shown)',
  '&:has(~ [data-floating="true"])',
  '&:-webkit-autofill',
]) {
  globalStyle(`${control}${floated.slice(1)}`, { paddingTop: '2px' });
  globalStyle(`${control}:not(textarea)${floated.slice(1)}`, { minHeight: '35px' });
}

export const textarea = style({
  minHeight: '112px',
  paddingTop: '26px',
  resize: 'vertical',
  lineHeight: 1.4,
});

/** The label floats (small, at the top) while the control has focus or a value. */
export const label = style({
  order: -1,
  // Resting, it lies over the empty control where a value would be (the negative margin pulls
  // the control up under it; it lets taps through): one line of it takes no extra room.
  padding: `17px ${vars.space.md} 0`,
  marginBottom: '-37px',
  overflowWrap: 'anywhere',
  color: vars.color.muted,
  fontSize: '16px',
  lineHeight: '20px',
  pointerEvents: 'none',
  transition: 'font-size 120ms, padding 120ms, margin 120ms, color 120ms',
  selectors: {
    [`${control}:focus ~ &, ${control}:is(input, textarea):not(:placeholder-shown) ~ &, &[data-floating="true"]`]:
      { paddingTop: '6px', marginBottom: 0, fontSize: '12px', lineHeight: '15px' },
    [`${control}:focus ~ &`]: { color: vars.color.primary },
    [`${box}[data-invalid="true"] &`]: { color: vars.color.danger },
    // Saved values filled in by the browser do not clear :placeholder-shown everywhere; a key of
    // its own becomes a rule of its own, so an unknown pseudo-class cannot void the rule above.
    [`${control}:-webkit-autofill ~ &`]: {
      paddingTop: '6px',
      marginBottom: 0,
      fontSize: '12px',
      lineHeight: '15px',
    },
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
