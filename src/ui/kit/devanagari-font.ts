import regular from '@ibm/plex-sans-devanagari/fonts/complete/woff2/IBMPlexSansDevanagari-Regular.woff2?url';
import { DEVANAGARI_FAMILY } from './devanagari-family';
import './devanagari.css';

/**
 * Devanagari and what Hindi text uses with it: the block, its Vedic extensions, the joiners
 * (ZWNJ, ZWJ), the rupee sign's old form, the dotted circle, the North Indic number forms and
 * the extended block. A page without one of these characters downloads nothing.
 */
export const DEVANAGARI_RANGE =
  'U+0900-097F, U+1CD0-1CFF, U+200C-200D, U+20A8, U+25CC, U+A830-A839, U+A8E0-A8FF';

/**
 * IBM Plex Sans Devanagari Regular (OFL; the face the KFS PDF embeds), one file of ~100 KB: bold
 * text is synthesised from it rather than shipping a second file. Registered once, when a
 * screen with the language switch first loads; the browser fetches the file only when it draws
 * a Devanagari character (the face's unicode-range).
 */
function registerDevanagari() {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const face = new FontFace(DEVANAGARI_FAMILY, `url(${regular}) format('woff2')`, {
    weight: '400',
    style: 'normal',
    display: 'swap',
    unicodeRange: DEVANAGARI_RANGE,
  });
  document.fonts.add(face);
}

registerDevanagari();
