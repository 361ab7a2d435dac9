import { keyframes, style } from '@vanilla-extract/css';
import { REDUCED_MOTION } from './layout';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1.1em',
  height: '1.1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': {
    // Still shows that work is under way, without the fast spin.
    [REDUCED_MOTION]: { animationDuration: '2s' },
  },
});

export const wrapper = style({
  display: 'inline-flex',
  alignItems: 'center',
});
