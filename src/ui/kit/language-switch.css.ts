import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { wrappingRow } from './flex';

/** The language switch: its buttons side by side, wrapping on a narrow screen. */
export const languageSwitch = style(wrappingRow(vars.space.sm));
