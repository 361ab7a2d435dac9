import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../brands/theme.css';
import { DEVANAGARI_FAMILY } from './devanagari-family';

/*
 * Hindi on a device without a Devanagari font (issue 29 item 3): text marked `lang="hi"` (the
 * KFS, the consents, the language switch's हिन्दी) takes the brand's fonts first, then the
 * shipped face. The face covers only Devanagari (its unicode-range), so Latin text in Hindi
 * passages (figures, the proposal number) keeps the brand's font. This rule lives with the
 * language switch, in the chunks that show Hindi, never in the first load.
 */
globalStyle(':lang(hi)', {
  fontFamily: `${vars.font.body}, '${DEVANAGARI_FAMILY}'`,
});
