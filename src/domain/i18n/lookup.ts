import type { MessageDescriptor } from '@lingui/core';
import { LABEL_TABLES } from './labels';
import { PROMPT_MESSAGES } from './prompts';
import { TEXT_MESSAGES } from './texts';
import { VALIDATION_MESSAGES } from './validation-messages';

/*
 * Issue 32: every text src/domain hands to a person is a Lingui descriptor with an explicit id
 * (./validation-messages.ts, ./labels.ts, ./prompts.ts, ./texts.ts), its English exactly the
 * text the domain's code says (schemas, label tables, prompts). The code keeps saying English
 * strings (valibot wants strings, the server's answers and the tests read them): this module
 * finds the descriptor a domain text was said with, so a screen words it with
 * `i18n._(domainMessage(text))` and the server answers with `code` = its id. A unit test checks
 * that every message of every domain schema is found here, and that no two ids share an English.
 */

/** A domain text: its stable id (the API's `code`), its English, and any values in its places. */
export type DomainMessage = MessageDescriptor & { id: string; message: string };

/** Every descriptor of src/domain, for the tests and for the lookups below. */
export const DOMAIN_MESSAGES: readonly DomainMessage[] = [
  ...Object.values(VALIDATION_MESSAGES),
  ...Object.values(PROMPT_MESSAGES),
  ...Object.values(TEXT_MESSAGES),
  ...LABEL_TABLES.flatMap((table) => Object.values(table)),
];

/** What `{name}` places a message has, and a pattern matching its English with any values. */
interface Template {
  descriptor: DomainMessage;
  names: string[];
  pattern: RegExp;
}

const PLACE = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let exact: Map<string, DomainMessage> | null = null;
let templates: Template[] = [];

/** Built on first use, so importing a schema costs nothing until a text is looked up. */
function byEnglish(): Map<string, DomainMessage> {
  if (exact) return exact;
  exact = new Map();
  for (const descriptor of DOMAIN_MESSAGES) {
    const parts = descriptor.message.split(PLACE);
    if (parts.length === 1) {
      if (!exact.has(descriptor.message)) exact.set(descriptor.message, descriptor);
      continue;
    }
    // split() with a group alternates literal text and place names: "a {x} b" → [a, x, b].
    const names = parts.filter((_, index) => index % 2 === 1);
    const source = parts.map((part, index) => (index % 2 === 0 ? escape(part) : '(.+?)')).join('');
    templates.push({ descriptor, names, pattern: new RegExp(`^${source}$`, 's') });
  }
  // The longest literal text first: 'Eligible for up to {amount}' before a bare '{x}'.
  templates = templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return exact;
}

/**
 * The descriptor a domain text was said with, with the values of its places ('Tenure must be
 * at most 60 months' → TENURE_TOO_LONG with { max: '60' }), or null when src/domain has no such
 * text (a lender's name, a server's own sentence).
 */
export function findDomainMessage(text: string): DomainMessage | null {
  const found = byEnglish().get(text);
  if (found) return found;
  for (const { descriptor, names, pattern } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]]));
    return { ...descriptor, values };
  }
  return null;
}

/**
 * A text of src/domain as a descriptor for `i18n._()`: the domain's own descriptor when it has
 * one, else the text itself (its id and English alike), which every language shows as it is.
 */
export function domainMessage(text: string): DomainMessage {
  return findDomainMessage(text) ?? { id: text, message: text };
}

/** The message of a valibot issue, or of anything that carries one (FieldIssue, Validated). */
interface HasMessage {
  readonly message: string;
}

/**
 * The descriptor of a schema's refusal: `issueMessage(issue).id` is the stable code (the API's
 * `code`), `.message` the English the issue says, `i18n._(issueMessage(issue))` its words in the
 * language shown. A message no domain schema says (valibot's own "Invalid type: …", a server
 * schema's) is INVALID_INPUT with its English kept.
 */
export function issueMessage(issue: HasMessage): DomainMessage {
  return (
    findDomainMessage(issue.message) ?? {
      id: VALIDATION_MESSAGES.INVALID_INPUT.id,
      message: issue.message,
    }
  );
}
