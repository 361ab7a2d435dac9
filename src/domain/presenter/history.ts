import type { MessageDescriptor } from '@lingui/core';
import { auditActionWords, type AuditAction } from '../audit/actions';
import { HISTORY_MESSAGES as SAYS } from '../i18n/history-messages';
import { domainMessage } from '../i18n/lookup';
import { fieldChanges, type FieldChange } from '../audit/changes';
import { fieldSpecOf, type FieldSpec, type SectionId } from './fields';
import { formatValue } from './format';
import { STEP_TITLES } from './labels';

/*
 * An audit entry as the History panel says it (issue 29 item 2): the action, who and when, and
 * each change as a sentence — "Asha Verma changed Monthly In-hand Salary from ₹85,000 to
 * ₹95,000." The entries store field keys and raw values (the server keeps them so); this turns
 * them into the forms' labels and the presenter's formats on display. Internal fields (ids,
 * check values, proposal numbers, stage markers, attribution) make no sentence.
 */

export interface AuditActorLike {
  kind: 'PARTNER' | 'ADMIN' | 'GUEST' | 'SYSTEM';
  id?: string | null;
  name?: string | null;
}

export interface AuditEntryLike {
  sequence: number;
  at: string;
  actor: AuditActorLike;
  action: string;
  changes: readonly FieldChange[];
}

/** A place's value: a name, a formatted value or a label (worded as a domain text), or words. */
export type HistoryValue = string | number | HistoryText;

/** Words of the History panel: a message of HISTORY_MESSAGES with its places' values. */
export interface HistoryText {
  id: string;
  message: string;
  values?: Readonly<Record<string, HistoryValue>>;
}

export interface ShownStep {
  sequence: number;
  /** What was done ('Employment details saved'). */
  action: string;
  /** Who did it ('Asha Verma (partner)', 'The borrower'). */
  actor: HistoryText;
  /** When, as the server recorded it (ISO). */
  at: string;
  /** Each change as a sentence ('Asha Verma changed … from ₹85,000 to ₹95,000'). */
  sentences: readonly HistoryText[];
}

const says = (
  descriptor: { id: string; message: string },
  values?: Record<string, HistoryValue>,
): HistoryText => (values ? { ...descriptor, values } : { ...descriptor });

/**
 * History words in a language: `say` is Lingui's `i18n._` (the language shown). Each place's
 * value is worded first: words as themselves, a label or a value of src/domain in its words
 * there (domainMessage), a name or a figure as it is.
 */
export function sayHistory(
  text: HistoryText,
  say: (descriptor: MessageDescriptor) => string,
): string {
  const values: Record<string, string | number> = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, value]): [string, string | number] => [
      name,
      typeof value === 'object'
        ? sayHistory(value, say)
        : typeof value === 'string'
          ? say(domainMessage(value))
          : value,
    ]),
  );
  return say({ ...text, values });
}

/** A change's sentence in a language, with its full stop once ('12% p.a.' keeps its own). */
export function saySentence(
  text: HistoryText,
  say: (descriptor: MessageDescriptor) => string,
): string {
  const sentence = sayHistory(text, say);
  return /[.।]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** Which section an action's changes belong to. */
const SECTION_OF: Partial<Record<AuditAction, SectionId>> = {
  APPLICATION_CREATED: 'first-step',
  FIRST_STEP_UPDATED: 'first-step',
  PERSONAL_DETAILS_SAVED: 'personal',
  EMPLOYMENT_DETAILS_SAVED: 'employment',
  BUSINESS_DETAILS_SAVED: 'business',
  DOCUMENT_UPLOADED: 'personal',
  CO_APPLICANT_ADDED: 'co-applicant',
  CO_APPLICANT_UPDATED: 'co-applicant',
  CO_APPLICANT_REMOVED: 'co-applicant',
  REFERENCES_SAVED: 'reference',
  ASSET_DOCUMENTS_SAVED: 'asset-documents',
  OFFER_MADE: 'offer',
  OFFER_EDITED: 'offer',
  OFFER_ACCEPTED: 'offer',
  KFS_ISSUED: 'kfs',
  KFS_CODE_SENT: 'kfs',
  KFS_ACKNOWLEDGED: 'kfs',
  SUBMITTED: 'application',
  RETURNED_FOR_CORRECTION: 'application',
  STATUS_CHANGED: 'application',
  LEAD_SENT: 'lender',
  LENDER_DOCUMENTS_UPLOADED: 'lender',
  LENDER_EMAILED: 'lender',
  LENDER_EXPORTED: 'lender',
  LENDER_STATUS_CHANGED: 'lender',
  CASE_RECORDED: 'case',
};

/** Who acted, as the byline says it. */
export function actorWords(actor: AuditActorLike): HistoryText {
  switch (actor.kind) {
    case 'PARTNER':
      return actor.name ? says(SAYS.BY_PARTNER_NAMED, { name: actor.name }) : says(SAYS.BY_PARTNER);
    case 'ADMIN':
      return actor.name ? says(SAYS.BY_ADMIN_NAMED, { name: actor.name }) : says(SAYS.BY_ADMIN);
    case 'GUEST':
      return says(SAYS.WHO_BORROWER);
    case 'SYSTEM':
      return actor.name ? says(SAYS.NAME, { name: actor.name }) : says(SAYS.BY_SYSTEM);
  }
}

/** Who acted, as a sentence starts. */
function subjectOf(actor: AuditActorLike): HistoryValue {
  switch (actor.kind) {
    case 'GUEST':
      return says(SAYS.WHO_BORROWER);
    case 'SYSTEM':
      return actor.name ?? says(SAYS.WHO_SYSTEM);
    default:
      return actor.name ?? says(actor.kind === 'ADMIN' ? SAYS.WHO_ADMIN : SAYS.WHO_PARTNER);
  }
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'references[2]' → its place in the list (2). */
const REFERENCE_PLACE = /^references\[(\d+)\]$/;

/** What a change is about: the field's spec, with the words naming whose field it is. */
interface Subject {
  spec: FieldSpec;
  /** The field's name in the sentence: its label, or its label with its reference. */
  label: HistoryValue;
  section: SectionId;
  field: string;
}

function subjectsOf(
  section: SectionId,
  change: FieldChange,
): Array<{ subject: Subject; change: FieldChange }> {
  const place = REFERENCE_PLACE.exec(change.field);
  if (place) {
    const number = place[1] ?? '';
    const before = change.old;
    const after = change.new;
    // A reference edited in place: each of its fields that changed, named with the reference.
    if (isRecord(before) && isRecord(after)) {
      return fieldChanges(before, after).flatMap((inner) => {
        const spec = fieldSpecOf('reference', inner.field);
        return spec
          ? [
              {
                subject: {
                  spec,
                  label: says(SAYS.REFERENCE_FIELD, { label: spec.label, number }),
                  section: 'reference' as const,
                  field: inner.field,
                },
                change: inner,
              },
            ]
          : [];
      });
    }
    return [
      {
        subject: {
          spec: { label: `${STEP_TITLES.reference} ${number}`, format: { kind: 'files' } },
          label: says(SAYS.REFERENCE, { number }),
          section,
          field: change.field,
        },
        change,
      },
    ];
  }
  const spec = fieldSpecOf(section, change.field) ?? null;
  if (spec) return [{ subject: { spec, label: spec.label, section, field: change.field }, change }];
  return [];
}

/** One change as a sentence; null when it says nothing a person needs (internal). */
function sentenceOf(who: HistoryValue, subject: Subject, change: FieldChange): HistoryText | null {
  const { spec, field, label } = subject;
  const before: unknown = 'old' in change ? change.old : undefined;
  const after: unknown = change.new;
  const scalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);
  // A value recorded without its before (a lender's id, a reference): said as it became.
  if (!('old' in change) && spec.format.kind !== 'files' && scalar(after)) {
    const now = formatValue(spec.format, after, field);
    return now === null ? null : says(SAYS.SET, { who, label, now });
  }
  const whole =
    spec.format.kind === 'files' ||
    !('old' in change) ||
    isRecord(before) ||
    isRecord(after) ||
    (spec.format.kind !== 'list' &&
      spec.format.kind !== 'enums' &&
      (Array.isArray(before) || Array.isArray(after)));
  if (whole) {
    if (isBlank(after))
      return isBlank(before) && 'old' in change ? null : says(SAYS.REMOVED, { who, label });
    return says(isBlank(before) ? SAYS.ADDED : SAYS.REPLACED, { who, label });
  }
  const was = formatValue(spec.format, before, field);
  const now = formatValue(spec.format, after, field);
  if (was === null && now === null) return null;
  if (was === null) return says(SAYS.SET, { who, label, now: now ?? '' });
  if (now === null) return says(SAYS.REMOVED_WAS, { who, label, was });
  return says(SAYS.CHANGED, { who, label, was, now });
}

/** The section an upload's field belongs to: documents are named by their field, wherever. */
function sectionFor(action: string): SectionId {
  return SECTION_OF[action as AuditAction] ?? 'application';
}

/** Application-level fields (status, a dropped section or offer) read the same in every entry. */
const APPLICATION_FIELDS = new Set([
  'status',
  'remarks',
  'rejection_reason',
  'employment_info',
  'business_info',
  'loan_offer',
]);

export function presentEntry(entry: AuditEntryLike): ShownStep {
  const who = subjectOf(entry.actor);
  const section = sectionFor(entry.action);
  const sentences = entry.changes.flatMap((change) => {
    const where: SectionId =
      APPLICATION_FIELDS.has(change.field) && section !== 'lender' && section !== 'case'
        ? 'application'
        : section;
    return subjectsOf(where, change).flatMap(({ subject, change: inner }) => {
      const sentence = sentenceOf(who, subject, inner);
      return sentence === null ? [] : [sentence];
    });
  });
  return {
    sequence: entry.sequence,
    action: auditActionWords(entry.action),
    actor: actorWords(entry.actor),
    at: entry.at,
    sentences,
  };
}

/** The trail, oldest first, as the History panel shows it. */
export function presentHistory(entries: readonly AuditEntryLike[]): ShownStep[] {
  return entries.map(presentEntry);
}
