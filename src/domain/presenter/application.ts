import { needsAssetDocuments } from '../enums';
import { fieldSpecOf, SECTIONS, type SectionId } from './fields';
import { formatValue } from './format';
import { profitLabel, STEP_TITLES, turnoverLabel } from './labels';

export { STEP_TITLES };

/*
 * A stored application as a person reads it (issue 29 item 2): its fields grouped by the step
 * that captured them, in the wizard's order, each with its label and its value formatted; the
 * uploaded files as one list of documents, each named by its field and whose it is. The
 * expanded row, the lender's e-mail and any later statement show this, so a field added later
 * reads well everywhere at once. Internal fields are left out (./fields.ts).
 */

type Record_ = Readonly<Record<string, unknown>>;

/** The application as the contract's Application carries it (only what is shown). */
export interface StoredApplication {
  tracker_id: string;
  status: string;
  created_at: string;
  mobile: string;
  name: string;
  pan_number?: string | null;
  job_type: string;
  loan_type: string;
  required_amount?: number | null;
  purpose?: string | null;
  remarks?: string | null;
  rejection_reason?: string | null;
  personal_info?: Record_ | null;
  employment_info?: Record_ | null;
  business_info?: Record_ | null;
  co_applicants?: readonly Record_[] | null;
  references?: readonly Record_[] | null;
  asset_documents?: Record_ | null;
  loan_offer?: Record_ | null;
}

export interface ShownField {
  /** The stored field's name (for keys in lists; never shown). */
  field: string;
  label: string;
  value: string;
}

export interface ShownSection {
  /** Which step captured it. */
  step: SectionId;
  title: string;
  fields: readonly ShownField[];
}

export interface ShownDocument {
  /** The document's name, with whose it is beyond the applicant's ('PAN Card, Co-applicant 1'). */
  label: string;
  fileId: string;
}

export interface ShownApplication {
  sections: readonly ShownSection[];
  documents: readonly ShownDocument[];
}

const fileIdsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (id): id is string => typeof id === 'string' && id.trim() !== '',
  );

/** The financial years' figures as fields ('Turnover FY 2024-25': ₹…). */
function financialFields(value: unknown): ShownField[] {
  const rows = (value as { data?: unknown } | null)?.data;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: Record_) => {
    const fy = typeof row['fy'] === 'string' ? row['fy'] : '';
    return (
      [
        ['turnover', turnoverLabel(fy)],
        ['profit', profitLabel(fy)],
      ] as const
    ).flatMap(([key, label]) => {
      const shown = formatValue({ kind: 'amount' }, row[key]);
      return shown === null
        ? []
        : [{ field: `business_financials.${fy}.${key}`, label, value: shown }];
    });
  });
}

/**
 * One record's fields in its section's order (then any the section does not list), and its
 * files added to `documents` named with `whose`.
 */
function sectionOf(
  step: SectionId,
  title: string,
  record: Record_ | null | undefined,
  documents: ShownDocument[],
  whose?: string,
): ShownSection | null {
  if (!record) return null;
  const fields: ShownField[] = [];
  // In the section's screen order, files too (stored keys come in any order).
  const order = Object.keys(SECTIONS[step].fields);
  const place = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const entries = Object.entries(record).sort(([a], [b]) => place(a) - place(b));
  for (const [field, value] of entries) {
    const spec = fieldSpecOf(step, field);
    if (!spec) continue;
    if (field === 'business_financials') {
      fields.push(...financialFields(value));
      continue;
    }
    if (spec.format.kind === 'files') {
      const ids = fileIdsOf(value);
      ids.forEach((fileId, index) => {
        const name = ids.length > 1 ? `${spec.label} ${index + 1}` : spec.label;
        documents.push({ label: whose ? `${name}, ${whose}` : name, fileId });
      });
      continue;
    }
    const shown = formatValue(spec.format, value, field);
    if (shown !== null) fields.push({ field, label: spec.label, value: shown });
  }
  return { step, title, fields: ordered(step, fields) };
}

/** In the section's screen order (a stored record's keys may come in any order). */
function ordered(step: SectionId, fields: ShownField[]): ShownField[] {
  const order = Object.keys(SECTIONS[step].fields);
  const place = (field: string) => {
    const at = order.indexOf(field.split('.')[0] ?? field);
    return at === -1 ? order.length : at;
  };
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => place(a.field.field) - place(b.field.field) || a.index - b.index)
    .map(({ field }) => field);
}

/** The application, grouped by step in the wizard's order, and its documents as one list. */
export function presentApplication(application: StoredApplication): ShownApplication {
  const documents: ShownDocument[] = [];
  const first = sectionOf(
    'first-step',
    STEP_TITLES['first-step'],
    {
      mobile: application.mobile,
      name: application.name,
      pan_number: application.pan_number,
      job_type: application.job_type,
      loan_type: application.loan_type,
      required_amount: application.required_amount,
      purpose: application.purpose,
    },
    documents,
  );
  const about = sectionOf(
    'application',
    'Application',
    {
      tracker_id: application.tracker_id,
      status: application.status,
      created_at: application.created_at,
      remarks: application.remarks,
      rejection_reason: application.rejection_reason,
    },
    documents,
  );
  const sections = [
    first && about ? { ...first, fields: [...about.fields, ...first.fields] } : first,
    sectionOf('personal', STEP_TITLES.personal, application.personal_info, documents),
    sectionOf('employment', STEP_TITLES.employment, application.employment_info, documents),
    sectionOf('business', STEP_TITLES.business, application.business_info, documents),
    ...(application.co_applicants ?? []).map((co, index) => {
      const title = `${STEP_TITLES['co-applicant']} ${index + 1}`;
      return sectionOf('co-applicant', title, co, documents, title);
    }),
    ...(application.references ?? []).map((reference, index) =>
      sectionOf('reference', `${STEP_TITLES.reference} ${index + 1}`, reference, documents),
    ),
    needsAssetDocuments(application.loan_type) || application.asset_documents
      ? sectionOf(
          'asset-documents',
          STEP_TITLES['asset-documents'],
          application.asset_documents,
          documents,
        )
      : null,
    sectionOf('offer', STEP_TITLES.offer, application.loan_offer, documents),
  ];
  return {
    sections: sections.filter(
      (section): section is ShownSection => section !== null && section.fields.length > 0,
    ),
    documents,
  };
}
