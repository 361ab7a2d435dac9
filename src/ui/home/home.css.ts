import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';

/** The home's cards are the kit's. */
export { card } from '../kit/card.css';

export const cardTitle = style({ fontSize: '1.125rem' });

export const count = style({
  fontSize: '2rem',
  fontWeight: 700,
  color: vars.color.primary,
});

export const track = style({ textAlign: 'center' });

export const draftName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
