import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { column } from './flex';

export const empty = style({ ...column(vars.space.sm), alignItems: 'center', textAlign: 'center' });

export const message = style({ margin: 0, color: vars.color.muted });
