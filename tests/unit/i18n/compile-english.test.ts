import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileEnglish } from '../../../src/i18n/compile-english';

const LOCALES = join(import.meta.dirname, '../../../src/i18n/locales');

/** Every English message of every catalog (the msgids of each en.po). */
function englishMessages(): string[] {
  const messages: string[] = [];
  for (const area of readdirSync(LOCALES)) {
    const po = readFileSync(join(LOCALES, area, 'en.po'), 'utf8');
    for (const [, quoted] of po.matchAll(/^msgid ("(?:[^"\\]|\\.)*"(?:\n"(?:[^"\\]|\\.)*")*)/gm)) {
      const text = quoted!
        .split('\n')
        .map((part) => JSON.parse(part) as string)
        .join('');
      if (text !== '') messages.push(text);
    }
  }
  return messages;
}

describe('compileEnglish, the first load’s own reader of English messages', () => {
  it('reads every English message of every catalog exactly as Lingui’s compiler does', () => {
    const messages = englishMessages();
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(compileEnglish(message), message).toEqual(compileMessage(message));
    }
  });

  it.each([
    'Plain words',
    'Hello {name}',
    'Hello {name}, you have {count} cases',
    '{count, plural, one {# case} other {# cases}}',
    '{count, plural, =0 {No cases} one {One case} other {# cases}}',
    '{kind, select, salaried {Salaried} other {Self-employed}}',
    '{count, plural, one {# case from {lender}} other {# cases from {lender}}}',
    '{count, plural, offset:1 one {you} other {you and # others}}',
    "The partner's case",
    "Use '{braces}' as written",
    "It''s done",
    'Numbers # outside a plural stay as written',
    'Already applied? <0>Track Here</0>',
    '',
  ])('reads %j as Lingui does', (message) => {
    expect(compileEnglish(message)).toEqual(compileMessage(message));
  });

  it('shows a text it cannot read as written', () => {
    expect(compileEnglish('Unclosed {place')).toEqual(['Unclosed {place']);
  });
});
