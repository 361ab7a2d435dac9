import { useLingui } from '@lingui/react/macro';
import type { StepProgress } from '../../domain/capture-progress';
import type { OpenDraft } from '../../machines/wizard/draft';

/** What the wizard says about an open draft, in the language shown. */
export interface DraftWords {
  /** "Meera Nair’s application is still open on this device (Step 2 of 8: …)." */
  stillOpen: (progress: string) => string;
  /** "Continue Meera Nair’s application or start a new one." */
  continueOrNew: string;
  /** "Continue Meera Nair’s application" (the button). */
  continueIt: string;
  /** "Continuing Meera Nair’s application." */
  continuing: string;
  /** "Step 3 of 8: Employment Details". */
  progress: (progress: StepProgress) => string;
}

/**
 * The draft named by its borrower's name, else their mobile, else plainly (the kit's
 * draftTitle says the same in English): each sentence whole, so Hindi can order its words.
 */
export function useDraftWords(draft: Pick<OpenDraft, 'name' | 'mobile'>): DraftWords {
  const { t } = useLingui();
  const progress = ({ number, total, name }: StepProgress) =>
    t`Step ${number} of ${total}: ${name}`;
  const { name, mobile } = draft;
  if (name) {
    return {
      stillOpen: (shown) => t`${name}’s application is still open on this device${shown}.`,
      continueOrNew: t`Continue ${name}’s application or start a new one.`,
      continueIt: t`Continue ${name}’s application`,
      continuing: t`Continuing ${name}’s application.`,
      progress,
    };
  }
  if (mobile) {
    return {
      stillOpen: (shown) => t`The application for ${mobile} is still open on this device${shown}.`,
      continueOrNew: t`Continue the application for ${mobile} or start a new one.`,
      continueIt: t`Continue the application for ${mobile}`,
      continuing: t`Continuing the application for ${mobile}.`,
      progress,
    };
  }
  return {
    stillOpen: (shown) => t`The application you started is still open on this device${shown}.`,
    continueOrNew: t`Continue the application you started or start a new one.`,
    continueIt: t`Continue the application you started`,
    continuing: t`Continuing the application you started.`,
    progress,
  };
}
