import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { COLUMN_WIDTH, WIDE_SCREEN } from './layout';

const BAR_HEIGHT = '76px';

export const bar = style({
  position: 'fixed',
  zIndex: 20,
  left: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.lg,
  // Keep the actions above the home indicator on phones without a home button.
  paddingBottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom))`,
  paddingLeft: `calc(${vars.space.lg} + env(safe-area-inset-left))`,
  paddingRight: `calc(${vars.space.lg} + env(safe-area-inset-right))`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.md,
  '@media': {
    // Inside the decorated frame the bar spans the app's column, not the whole window.
    [WIDE_SCREEN]: { maxWidth: COLUMN_WIDTH, marginInline: 'auto' },
  },
});

/** Keeps the page's last content from hiding behind the fixed bar. */
export const spacer = style({
  height: `calc(${BAR_HEIGHT} + env(safe-area-inset-bottom))`,
  flexShrink: 0,
});
