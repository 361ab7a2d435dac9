import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column } from '../kit/flex';

/** The registration's "request received" screen: the message and where to go next. */
export const received = style(column(vars.space.lg));

export const title = style({ fontSize: '1.25rem' });

/** The verified mobile above the form, and the way to tracking below it. */
export const note = style({ color: vars.color.muted });
