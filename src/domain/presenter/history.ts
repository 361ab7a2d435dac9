import { auditActionWords, type AuditAction } from '../audit/actions';
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

export interface ShownStep {
  sequence: number;
  /** What was done ('Employment details saved'). */
  action: string;
  /** Who did it ('Asha Verma (partner)', 'The borrower'). */
  actor: string;
  /** When, as the server recorded it (ISO). */
  at: string;
  /** Each change as a sentence. */
  sentences: readonly string[];
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
export function actorWords(actor: AuditActorLike): string {
  switch (actor.kind) {
    case 'PARTNER':
      return actor.name ? `${actor.name} (partner)` : 'Partner';
    case 'ADMIN':
      return actor.name ? `${actor.name} (admin)` : 'Admin';
    case 'GUEST':
      return 'The borrower';
    case 'SYSTEM':
      return actor.name ?? 'System';
  }
}

/** Who acted, as a sentence starts. */
function subjectOf(actor: AuditActorLike): string {
  switch (actor.kind) {
    case 'GUEST':
      return 'The borrower';
    case 'SYSTEM':
      return actor.name ?? 'The system';
    default:
      return actor.name ?? (actor.kind === 'ADMIN' ? 'An admin' : 'The partner');
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
  section: SectionId;
  field: string;
}

function subjectsOf(
  section: SectionId,
  change: FieldChange,
): Array<{ subject: Subject; change: FieldChange }> {
  const place = REFERENCE_PLACE.exec(change.field);
  if (place) {
    const title = `${STEP_TITLES.reference} ${place[1]}`;
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
                  spec: { ...spec, label: `${spec.label} of ${title}` },
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
          spec: { label: title, format: { kind: 'files' } },
          section,
          field: change.field,
        },
        change,
      },
    ];
  }
  const spec = fieldSpecOf(section, change.field) ?? null;
  if (spec) return [{ subject: { spec, section, field: change.field }, change }];
  return [];
}

/** A sentence's full stop, once: a value may end with its own ('12% p.a.'). */
const stop = (sentence: string) => (sentence.endsWith('.') ? sentence : `${sentence}.`);

/** One change as a sentence; null when it says nothing a person needs (internal). */
function sentenceOf(who: string, subject: Subject, change: FieldChange): string | null {
  const sentence = clauseOf(who, subject, change);
  return sentence === null ? null : stop(sentence);
}

function clauseOf(who: string, subject: Subject, change: FieldChange): string | null {
  const { spec, field } = subject;
  const before: unknown = 'old' in change ? change.old : undefined;
  const after: unknown = change.new;
  const scalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);
  // A value recorded without its before (a lender's id, a reference): said as it became.
  if (!('old' in change) && spec.format.kind !== 'files' && scalar(after)) {
    const now = formatValue(spec.format, after, field);
    return now === null ? null : `${who} set ${spec.label} to ${now}`;
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
      return isBlank(before) && 'old' in change ? null : `${who} removed ${spec.label}`;
    return `${who} ${isBlank(before) ? 'added' : 'replaced'} ${spec.label}`;
  }
  const was = formatValue(spec.format, before, field);
  const now = formatValue(spec.format, after, field);
  if (was === null && now === null) return null;
  if (was === null) return `${who} set ${spec.label} to ${now}`;
  if (now === null) return `${who} removed ${spec.label} (was ${was})`;
  return `${who} changed ${spec.label} from ${was} to ${now}`;
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
