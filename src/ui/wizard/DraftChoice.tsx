import type { OpenDraft } from '../../machines/wizard/draft';
import { Button } from '../kit/Button';
import { MessageLine } from '../kit/MessageLine';
import { capitalised, draftTitle, progressText } from '../kit/draft-text';
import * as styles from './wizard.css';

export interface DraftChoiceProps {
  draft: OpenDraft;
  onContinue: () => void;
  onStartNew: () => void;
}

/**
 * Create Application while another application is open on this device: continue it, or start a
 * new one (which forgets the device's copy only now; the application stays on the server).
 */
export function DraftChoice({ draft, onContinue, onStartNew }: DraftChoiceProps) {
  const title = draftTitle(draft);
  return (
    <section className={styles.form} aria-labelledby="draft-choice-title">
      <h1 id="draft-choice-title" className={styles.title}>
        Create Application
      </h1>
      <p>
        {capitalised(title)} is still open on this device
        {draft.progress ? ` (${progressText(draft.progress)})` : ''}.
      </p>
      <p>Continue {title} or start a new one.</p>
      <Button size="lg" fullWidth onClick={onContinue}>
        Continue {title}
      </Button>
      <Button variant="outline" fullWidth onClick={onStartNew}>
        Start a new one
      </Button>
    </section>
  );
}

/**
 * A first step restored with a borrower typed but no application yet (Create Application opens
 * it, a reload too): it says whose it is, and offers a new one instead.
 */
export function DraftNote({ draft, onStartNew }: Pick<DraftChoiceProps, 'draft' | 'onStartNew'>) {
  return (
    <MessageLine role="status">
      Continuing {draftTitle(draft)}.{' '}
      <button type="button" className={styles.inlineAction} onClick={onStartNew}>
        Start a new one
      </button>
    </MessageLine>
  );
}
