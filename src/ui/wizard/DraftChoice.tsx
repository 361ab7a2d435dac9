import { Trans, useLingui } from '@lingui/react/macro';
import type { OpenDraft } from '../../machines/wizard/draft';
import { Button } from '../kit/Button';
import { MessageLine } from '../kit/MessageLine';
import { useDraftWords } from './draft-words';
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
  const words = useDraftWords(draft);
  const { t } = useLingui();
  const progress = draft.progress ? ` (${words.progress(draft.progress)})` : '';
  return (
    <section className={styles.form} aria-labelledby="draft-choice-title">
      <h1 id="draft-choice-title" className={styles.title}>
        <Trans>Create Application</Trans>
      </h1>
      <p>{words.stillOpen(progress)}</p>
      <p>{words.continueOrNew}</p>
      <Button size="lg" fullWidth onClick={onContinue}>
        {words.continueIt}
      </Button>
      <Button variant="outline" fullWidth onClick={onStartNew}>
        {t`Start a new one`}
      </Button>
    </section>
  );
}

/**
 * A first step restored with a borrower typed but no application yet (Create Application opens
 * it, a reload too): it says whose it is, and offers a new one instead.
 */
export function DraftNote({ draft, onStartNew }: Pick<DraftChoiceProps, 'draft' | 'onStartNew'>) {
  const words = useDraftWords(draft);
  return (
    <MessageLine role="status">
      {words.continuing}{' '}
      <button type="button" className={styles.inlineAction} onClick={onStartNew}>
        <Trans>Start a new one</Trans>
      </button>
    </MessageLine>
  );
}
