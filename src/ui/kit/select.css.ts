import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { label as fieldLabel } from './field.css';
import { column } from './flex';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  textAlign: 'left',
  cursor: 'pointer',
  // Room for the clear and chevron icons on the right.
  paddingRight: '88px',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

// A long label wraps short of the clear and chevron icons.
globalStyle(`${trigger} ~ ${fieldLabel}`, { paddingRight: '88px' });

export const valueText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minHeight: '1.5em',
});

export const placeholder = style({
  color: vars.color.muted,
});

export const icons = style({
  position: 'absolute',
  right: vars.space.xs,
  top: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '2px',
  color: vars.color.muted,
  pointerEvents: 'none',
});

export const clear = style({
  pointerEvents: 'auto',
});

export const chevron = style({
  margin: `0 ${vars.space.sm} 0 ${vars.space.xs}`,
  transition: 'transform 150ms',
  selectors: {
    '[aria-expanded="true"] ~ * &': { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const popover = style({
  zIndex: 30,
  width: 'var(--radix-popover-trigger-width)',
  minWidth: '220px',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.sm,
  selectors: { '&:focus': { outline: 'none' } },
});

export const panel = style(column(vars.space.sm));

export const search = style({
  width: '100%',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: '16px',
  selectors: {
    '&:focus-visible': { outlineOffset: '0' },
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
  },
});

export const listbox = style({
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

// Spec §9: the list is at most 40vh tall in the popover and 60vh in the sheet.
export const listboxInPopover = style({ maxHeight: '40vh' });
export const listboxInSheet = style({ maxHeight: '60vh' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    // The option the arrow keys are on: a ring as clear as a focused control's, not only a tint.
    '&[data-active="true"]': {
      background: vars.color.primarySoft,
      boxShadow: `inset 0 0 0 2px ${vars.color.focus}`,
    },
    '&[aria-selected="true"]': { fontWeight: 600, color: vars.color.primary },
  },
});

export const empty = style({
  color: vars.color.muted,
  textAlign: 'center',
  padding: vars.space.lg,
  selectors: { '&:empty': { padding: 0 } },
});
