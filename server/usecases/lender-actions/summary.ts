import { presentApplication } from '../../../src/domain/presenter/application';
import type { Application } from '../applications/view';

/*
 * The email's text: the whole application as the expanded row shows it (src/domain/presenter):
 * a block per step in the wizard's order, each field with its label and its value in words
 * (₹ Indian grouping, DD-MM-YYYY, option labels, PAN and Aadhaar masked), then the documents it
 * holds, so the lender reads the case without opening an attachment. The full PAN travels only
 * in the documents and the export workbook, not in an e-mail's text (docs/decisions.md).
 */

export function emailSubject(application: Application): string {
  return `Loan application ${application.tracker_id} — ${application.name}`;
}

/** The summary's blocks, then whatever the caller adds (the attachments). */
export function summaryText(application: Application, lenderName: string): string {
  const shown = presentApplication(application);
  const blocks = shown.sections.map((section) =>
    [section.title, ...section.fields.map((field) => `${field.label}: ${field.value}`)].join('\n'),
  );
  const documents =
    shown.documents.length > 0
      ? [['Documents', ...shown.documents.map((document) => `- ${document.label}`)].join('\n')]
      : [];
  return [
    `Dear ${lenderName} team,`,
    '',
    `Please find below loan application ${application.tracker_id}.`,
    '',
    [...blocks, ...documents].join('\n\n'),
  ].join('\n');
}
