// Writes src/ui/kit/hindi-word-path.ts: the word "हिन्दी" as one SVG path, shaped by fontkit (the
// shaper pdfkit uses for the KFS PDF) from the shipped face, IBM Plex Sans Devanagari. The
// language switch draws it, so an English page shows its one Hindi word without fetching any
// Devanagari font (issue 32; tests/e2e/devanagari-font.test.ts). Run: node scripts/hindi-word-svg.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fontkit = require('fontkit');
const FACE =
  'node_modules/@ibm/plex-sans-devanagari/fonts/complete/woff/IBMPlexSansDevanagari-Regular.woff';
const WORD = 'हिन्दी';

const font = fontkit.openSync(FACE);
const run = font.layout(WORD);
const round = (n) => Math.round(n);
let x = 0;
let left = 0;
let right = 0;
const commands = [];
for (const [index, glyph] of run.glyphs.entries()) {
  const position = run.positions[index];
  // Font units grow upwards; SVG's y grows downwards.
  const path = glyph.path.translate(x + position.xOffset, position.yOffset).scale(1, -1);
  for (const { command, args } of path.commands) {
    const letter = {
      moveTo: 'M',
      lineTo: 'L',
      quadraticCurveTo: 'Q',
      bezierCurveTo: 'C',
      closePath: 'Z',
    }[command];
    commands.push(letter + args.map(round).join(' '));
    // A vowel sign may reach left of the word's start (ि does): the box takes it in.
    args.forEach((value, at) => {
      if (at % 2 === 0) [left, right] = [Math.min(left, value), Math.max(right, value)];
    });
  }
  x += position.xAdvance;
}
right = Math.max(right, x);
// The box of the line: the face's ascent and descent, so the word sits as text would.
const top = -font.ascent;
const height = font.ascent - font.descent;
const source = `// Written by scripts/hindi-word-svg.mjs from ${FACE.split('/').pop()}: do not edit.
/** "${WORD}" as one SVG path in the shipped face's units: its box and its outline. */
export const HINDI_WORD = {
  viewBox: '${round(left)} ${top} ${round(right - left)} ${height}',
  d: '${commands.join('')}',
} as const;
`;
writeFileSync('src/ui/kit/hindi-word-path.ts', source);
console.log(
  `hindi-word-path.ts: ${commands.join('').length} characters of path, ${round(right - left)} × ${height}`,
);
