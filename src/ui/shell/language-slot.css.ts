import { style } from '@vanilla-extract/css';

/** The switch's room (two small buttons), kept while its code loads. */
export const languageSlot = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  flexShrink: 0,
  minWidth: '152px',
  minHeight: '36px',
  marginLeft: 'auto',
});
