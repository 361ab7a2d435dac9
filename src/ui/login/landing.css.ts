import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  minHeight: '100%',
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const logo = style({
  height: '40px',
  width: 'auto',
  alignSelf: 'flex-start',
});

export const title = style({
  fontSize: '1.75rem',
  color: vars.color.text,
});

export const lead = style({
  color: vars.color.muted,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'stretch',
});

export const secondaryLink = style({
  textAlign: 'center',
  fontWeight: 600,
  padding: vars.space.sm,
});

export const track = style({
  textAlign: 'center',
  color: vars.color.muted,
});
// Track Here: 45 px tall to tap, though it reads as part of the line.
globalStyle(`${track} a`, { padding: '13px 0' });

export const partners = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const partnersTitle = style({
  fontSize: '1rem',
  color: vars.color.muted,
  textAlign: 'center',
});

export const carouselWindow = style({
  overflow: 'hidden',
  maskImage: 'linear-gradient(90deg, transparent, black 10%, black 90%, transparent)',
  '@media': {
    '(prefers-reduced-motion: reduce)': { maskImage: 'none' },
  },
});

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

export const carouselTrack = style({
  display: 'flex',
  gap: vars.space.xl,
  width: 'max-content',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  animation: `${scroll} 30s linear infinite`,
  '@media': {
    // Without motion every partner is shown at once, wrapped, instead of scrolling past.
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      flexWrap: 'wrap',
      width: 'auto',
      justifyContent: 'center',
      gap: vars.space.sm,
    },
  },
});

/** The second copy of the strip exists only to make the scrolling loop seamless. */
export const loopCopy = style({
  '@media': {
    '(prefers-reduced-motion: reduce)': { display: 'none' },
  },
});

export const carouselItem = style({
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
