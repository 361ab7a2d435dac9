import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { label } from './field.css';

/** A field with a button at its right end (the date field's calendar). */
export const withPickButton = style({
  paddingRight: '52px',
});

export const pickButton = style({
  position: 'absolute',
  right: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.muted,
});

// A long label wraps short of the calendar button.
globalStyle(`${withPickButton} ~ ${label}`, { paddingRight: '52px' });
