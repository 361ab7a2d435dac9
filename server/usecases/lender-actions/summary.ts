import { formatDate } from '../../../src/domain/dates';
import { formatRupees } from '../../../src/domain/money';
import type { Application } from '../applications/view';
import { FIELDS, type FieldValue } from './application-fields';

/*
 * The email's text: every field with a value, as the portal shows it (₹ Indian grouping,
 * DD-MM-YYYY), one per line, so the lender reads the case without opening an attachment.
 */

function shown(value: FieldValue): string | null {
  if (value.value === null) return null;
  switch (value.kind) {
    case 'amount':
      return formatRupees(value.value);
    case 'date':
      return formatDate(value.value);
    case 'number':
      return String(value.value);
    default:
      return value.value;
  }
}

export function emailSubject(application: Application): string {
  return `Loan application ${application.tracker_id} — ${application.name}`;
}

/** The summary lines, then whatever the caller adds (the documents). */
export function summaryText(application: Application, lenderName: string): string {
  const lines = FIELDS.flatMap((field) => {
    const text = shown(field.read(application));
    return text === null ? [] : [`${field.label}: ${text}`];
  });
  return [
    `Dear ${lenderName} team,`,
    '',
    `Please find below loan application ${application.tracker_id}.`,
    '',
    ...lines,
  ].join('\n');
}
