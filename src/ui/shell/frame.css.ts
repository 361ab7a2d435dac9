import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { COLUMN_WIDTH, WIDE_SCREEN } from '../kit/layout';

export const frame = style({
  minHeight: '100vh',
  '@media': {
    // Spec §2: from 1024 px the app is a phone-width column on a branded backdrop.
    [WIDE_SCREEN]: {
      padding: `${vars.space.xl} 0`,
      backgroundColor: vars.color.background,
      backgroundImage: [
        `radial-gradient(circle at 12% 18%, ${vars.color.primarySoft} 0, ${vars.color.primarySoft} 180px, transparent 181px)`,
        `radial-gradient(circle at 88% 78%, ${vars.color.accentSoft} 0, ${vars.color.accentSoft} 240px, transparent 241px)`,
        `radial-gradient(circle at 80% 12%, ${vars.color.accentSoft} 0, ${vars.color.accentSoft} 60px, transparent 61px)`,
        `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.background} 60%)`,
      ].join(', '),
      backgroundAttachment: 'fixed',
    },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  '@media': {
    [WIDE_SCREEN]: {
      maxWidth: COLUMN_WIDTH,
      minHeight: `calc(100vh - 2 * ${vars.space.xl})`,
      margin: '0 auto',
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.lg,
      overflow: 'clip',
    },
  },
});
