import { presentApplication } from '../domain/presenter/application';
import { presentValue } from '../domain/presenter/fields';
import type { ApplicationDetails } from '../machines/application-details/types';
import type { components } from './api/schema';

/*
 * A whole application (the contract's Application) → what an expanded row of the applications
 * list shows: the presenter's blocks by step, its documents as one list, the lenders' answers.
 */

type Application = components['schemas']['Application'];

export function detailsOf(application: Application): ApplicationDetails {
  const shown = presentApplication(application);
  return {
    sections: shown.sections.map((section) => ({
      title: section.title,
      fields: section.fields.map(({ label, value }) => ({ label, value })),
    })),
    documents: shown.documents,
    lenderStatuses: application.lender_statuses.map((status) => ({
      lenderId: status.lender_id,
      lender: presentValue('lender', 'lender_id', status.lender_id) ?? status.lender_id,
      status: presentValue('lender', 'status', status.status) ?? status.status,
      reference: status.lender_ref_id ?? null,
    })),
  };
}
