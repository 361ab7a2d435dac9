import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { wrappingRow } from './flex';

export const pager = style({
  ...wrappingRow(vars.space.sm),
  alignItems: 'center',
  justifyContent: 'space-between',
});
