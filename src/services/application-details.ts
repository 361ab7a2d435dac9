import { documentFieldOf } from '../domain/document-fields';
import type {
  ApplicationDetails,
  DetailDocument,
  DetailSection,
} from '../machines/application-details/types';
import type { components } from './api/schema';

/*
 * A whole application (the contract's Application) → what an expanded row of the applications
 * list shows: a block per section, its fields in words and its files as documents to open.
 */

type Application = components['schemas']['Application'];
type Section = Record<string, unknown> | null | undefined;

/** 'business_pincode' → 'Business pincode'. */
export function labelOf(field: string): string {
  const words = field.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields that are not the borrower's data: ids and the rules' bookkeeping. */
const HIDDEN = new Set(['id', 'statement_bank_id']);

function sectionOf(title: string, section: Section): DetailSection | null {
  if (!section) return null;
  const fields: { label: string; value: string }[] = [];
  const documents: DetailDocument[] = [];
  for (const [field, value] of Object.entries(section)) {
    if (HIDDEN.has(field) || value === null || value === undefined || value === '') continue;
    const document = documentFieldOf(field);
    if (document) {
      const ids = (Array.isArray(value) ? value : [value]).filter(
        (id): id is string => typeof id === 'string',
      );
      ids.forEach((fileId, index) =>
        documents.push({
          label: ids.length > 1 ? `${document.label} ${index + 1}` : document.label,
          fileId,
        }),
      );
    } else if (typeof value === 'string' || typeof value === 'number') {
      fields.push({ label: labelOf(field), value: String(value) });
    } else if (typeof value === 'boolean') {
      fields.push({ label: labelOf(field), value: value ? 'Yes' : 'No' });
    }
  }
  return { title, fields, documents };
}

export function detailsOf(application: Application): ApplicationDetails {
  const employmentTitle = application.job_type === 'SELF_EMPLOYED' ? 'Business' : 'Employment';
  const sections = [
    sectionOf('Personal', application.personal_info as Section),
    sectionOf(employmentTitle, application.employment_info as Section),
    sectionOf('Business', application.business_info as Section),
    ...application.co_applicants.map((co, index) =>
      sectionOf(`Co-applicant ${index + 1}`, co as Section),
    ),
    ...application.references.map((reference, index) =>
      sectionOf(`Reference ${index + 1}`, reference as Section),
    ),
    sectionOf('Loan documents', application.asset_documents as Section),
  ].filter((section): section is DetailSection => section !== null);
  return {
    sections,
    lenderStatuses: application.lender_statuses.map((status) => ({
      lenderId: status.lender_id,
      status: status.status,
      reference: status.lender_ref_id ?? null,
    })),
  };
}
