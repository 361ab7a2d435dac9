import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

/** The home's cards are the kit's. */
export { card } from '../kit/card.css';

export const cardTitle = style({ fontSize: '1.125rem' });

/** The count's line (2rem at the body's line height of 1.5), held while the count loads. */
export const countSlot = style({
  minHeight: '3rem',
  display: 'flex',
  alignItems: 'center',
  // The last count seen and the spinner, side by side while the server's answer comes.
  gap: '0.75rem',
});

export const count = style({
  fontSize: '2rem',
  fontWeight: 700,
  color: vars.color.primary,
});

export const track = style({ textAlign: 'center' });
/**
 * The tracking link, 44 px tall to tap (as the kit's standaloneLink; a class of its own, so the
 * home's chunk does not share a one-rule chunk with the tracking screens, which the first
 * load's list of chunks would have to name).
 */
export const trackLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: '44px' });

export const draftName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
