import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { COLUMN_WIDTH, REDUCED_MOTION, SHEET_CARD_SCREEN } from './layout';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });
const slideDown = keyframes({ from: { transform: 'none' }, to: { transform: 'translateY(100%)' } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'scale(0.96)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} 200ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 150ms ease-in` },
  },
  '@media': { [REDUCED_MOTION]: { animation: 'none !important' } },
});

export const content = style({
  position: 'fixed',
  zIndex: 41,
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: '90vh',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.lg,
  paddingBottom: 'env(safe-area-inset-bottom)',
  selectors: {
    '&[data-state="open"]': { animation: `${slideUp} 250ms cubic-bezier(0.32, 0.72, 0, 1)` },
    '&[data-state="closed"]': { animation: `${slideDown} 200ms ease-in` },
    '&:focus': { outline: 'none' },
  },
  '@media': {
    // A centred card on wider screens; `inset: 0` + `margin: auto` centres it without a
    // transform, so the animations own `transform`.
    [SHEET_CARD_SCREEN]: {
      inset: 0,
      margin: 'auto',
      width: `min(${COLUMN_WIDTH}, calc(100vw - 32px))`,
      height: 'fit-content',
      maxHeight: '85vh',
      borderRadius: vars.radius.lg,
      paddingBottom: 0,
      selectors: {
        '&[data-state="open"]': { animation: `${popIn} 200ms ease-out` },
        '&[data-state="closed"]': { animation: `${popOut} 150ms ease-in` },
      },
    },
    [REDUCED_MOTION]: { animation: 'none !important' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
});

export const title = style({
  fontSize: '18px',
  fontWeight: 700,
});

export const description = style({
  color: vars.color.muted,
  fontSize: '14px',
  padding: `0 ${vars.space.lg}`,
});

export const body = style({
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.lg}`,
  overflowY: 'auto',
  minHeight: 0,
});
