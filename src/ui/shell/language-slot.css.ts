import { globalStyle, style } from '@vanilla-extract/css';

/*
 * The switch's room (one small button, "English" or "हिन्दी": the wider, English, fits), kept
 * while its code loads. Its width is fixed, and the switch fills exactly that width when it
 * arrives: a switch wider than the empty box squeezed the partner's greeting beside it onto more
 * lines, and home moved down under the first paint.
 */
export const languageSlot = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  flexShrink: 0,
  width: '84px',
  minHeight: '36px',
  marginLeft: 'auto',
});

globalStyle(`${languageSlot} > button`, {
  width: '100%',
  paddingLeft: '8px',
  paddingRight: '8px',
});
