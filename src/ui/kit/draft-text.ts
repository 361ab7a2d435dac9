import { t } from '@lingui/core/macro';
import type { StepProgress } from '../../domain/capture-progress';
import type { OpenDraft } from '../../machines/wizard/draft';

/*
 * How an open draft and the step counter are named on screen: the wizard, its Create
 * Application question and the home screen say them in the same words.
 */

/** "Meera Nair’s application", else by the borrower's mobile, else plainly. */
export function draftTitle(draft: Pick<OpenDraft, 'name' | 'mobile'>): string {
  const { name, mobile } = draft;
  if (name) return t`${name}’s application`;
  if (mobile) return t`the application for ${mobile}`;
  return t`the application you started`;
}

/** "Step 3 of 8: Employment Details". */
export const progressText = ({ number, total, name }: StepProgress) =>
  t`Step ${number} of ${total}: ${name}`;

/** A title at the start of a sentence ("The application for …"). */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
