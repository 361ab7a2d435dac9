import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

/*
 * The button's looks as plain classes, put together by buttonClass (button-class.ts): the same
 * rules a recipe would make, without the recipe's runtime in the first load (issue 32 made room
 * for the i18n runtime; docs/decisions.md).
 */
export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: 600,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  background: 'transparent',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const buttonVariant = styleVariants({
  default: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
  },
  outline: {
    background: vars.color.surface,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
  },
  ghost: {
    color: vars.color.primary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primarySoft } },
  },
  ghostBlack: {
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.divider } },
  },
  ghostBlackOutline: {
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.divider } },
  },
  link: {
    color: vars.color.primary,
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    fontWeight: 500,
    selectors: { '&:hover:not(:disabled)': { textDecorationThickness: '2px' } },
  },
});

export const buttonSize = styleVariants({
  default: { minHeight: '44px', padding: `0 ${vars.space.lg}`, fontSize: '16px' },
  sm: { minHeight: '36px', padding: `0 ${vars.space.md}`, fontSize: '14px' },
  lg: { minHeight: '52px', padding: `0 ${vars.space.xl}`, fontSize: '18px' },
  // 44 px: the smallest comfortable touch target.
  icon: { width: '44px', height: '44px', padding: 0, borderRadius: vars.radius.pill },
  // Text-like, yet a whole 44 px tall to tap.
  link: { padding: 0, minHeight: '44px', fontSize: 'inherit', borderRadius: vars.radius.sm },
});

export const buttonFullWidth = style({ width: '100%' });
