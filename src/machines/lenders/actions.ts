import type { MessageDescriptor } from '@lingui/core';
import { sendParent } from 'xstate';
import { lenderAnswerWords } from '../../domain/lenders/decision';
import { createRowActionMachine } from '../row-action/machine';
import type { ExportResult, LeadResult, LeadUploadResult } from './types';

/*
 * The four actions of a lender row, each an instance of the row-action chart with its words
 * (partner-portal §2, §8). Their services (src/services/lenders.ts) provide the calls.
 */

/** §8's words for Email to Lender. */
export const EMAIL_SENT = 'Email sent successfully';
export const EMAIL_FAILED = 'Failed to send email';
/**
 * The same words as descriptors (issue 32), said by the view in the language shown. The failure
 * reaches failureText as the English sentence until failures travel as codes (a marked
 * descriptor's `message` is compiled at build time, so it is not a string in the browser).
 */
export const EMAIL_SENT_WORDS = /*i18n*/ {
  id: 'lenders.emailSent',
  message: 'Email sent successfully',
};
export const EMAIL_FAILED_WORDS = /*i18n*/ {
  id: 'lenders.emailFailed',
  message: 'Failed to send email',
};

/** Send to Lender's toast: the lender's answer and the lead's reference (issue 29 item 8). */
export const leadSentText = (
  lenderName: string,
  result: Pick<LeadResult, 'status' | 'reference'>,
): MessageDescriptor => ({
  .../*i18n*/ { id: 'lenders.leadSent', message: '{lender}: {answer} · Reference {reference}' },
  values: {
    lender: lenderName,
    answer: lenderAnswerWords(result.status),
    reference: result.reference,
  },
});

/** Upload Files' toast. */
export const filesSentText = (lenderName: string): MessageDescriptor => ({
  .../*i18n*/ { id: 'lenders.filesSent', message: 'Files sent to {lender}' },
  values: { lender: lenderName },
});

/**
 * Send to Lender: the lender answers a status and the lead's reference, which the toast says
 * and the row shows; the page hands them to the row's other actions.
 */
export const sendToLenderMachine = createRowActionMachine<LeadResult>({
  id: 'sendToLender',
  description:
    'Send to Lender (the row-action chart): the lender answers its status and the lead’s reference, told in a toast and shown in the row.',
  doneText: (result, context) => leadSentText(context.lenderName, result),
}).provide({
  actions: {
    deliver: sendParent(({ context }, params: { result: LeadResult }) => ({
      type: 'lead.sent' as const,
      lenderId: context.facts.lenderId,
      status: params.result.status,
      reference: params.result.reference,
      answeredAt: params.result.answeredAt,
    })),
  },
});

/** Upload Files: the application's documents go to the lender for the lead sent before. */
export const uploadFilesMachine = createRowActionMachine<LeadUploadResult>({
  id: 'uploadFiles',
  description:
    'Upload Files (the row-action chart): the application’s documents go to the lender for its lead; Protium takes them only once it APPROVED.',
  doneText: (_, context) => filesSentText(context.lenderName),
});

/** Email to Lender, in §8's words whatever the server said. */
export const emailToLenderMachine = createRowActionMachine<null>({
  id: 'emailToLender',
  description:
    'Email to Lender (the row-action chart): the application goes to the lender by email; ‘Email sent successfully’ or ‘Failed to send email’.',
  texts: { fallback: EMAIL_FAILED, fixed: true },
  doneText: () => EMAIL_SENT_WORDS,
});

/** Export: the lender's workbook, which the browser downloads (its `deliver`). */
export const exportForLenderMachine = createRowActionMachine<ExportResult>({
  id: 'exportForLender',
  description:
    'Export (the row-action chart): the application as the lender’s workbook, downloaded by the browser.',
  doneText: () => null,
});
