import { HINDI_WORD } from './hindi-word-path';
import { hindiWord } from './language-switch.css';

/**
 * "हिन्दी" as an outline of the shipped face, not as text: the app's language switch is on every
 * page, English ones included, and its one Hindi word must not fetch the 100 KB Devanagari face
 * (nor show boxes on a phone without one). Hidden from screen readers: the button is named by
 * its aria-label. scripts/hindi-word-svg.mjs writes the outline.
 */
export function HindiWord() {
  return (
    <svg className={hindiWord} viewBox={HINDI_WORD.viewBox} aria-hidden="true" focusable="false">
      <path d={HINDI_WORD.d} />
    </svg>
  );
}
