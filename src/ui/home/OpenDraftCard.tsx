import { Trans } from '@lingui/react/macro';
import { useMemo, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { selectProfile } from '../../machines/auth/selectors';
import { openDraftIn } from '../../machines/wizard/draft';
import { createWizardStore } from '../../services/storage/wizard-store';
import { Session } from '../app/session';
import { buttonClass } from '../kit/button-class';
import { capitalised, draftTitle, progressText } from '../kit/draft-text';
import { wizardHref } from '../kit/wizard-paths';
import * as styles from './home.css';

/** Home is never on screen while this tab's wizard writes; nothing to listen to. */
const noSubscription = () => () => undefined;

/**
 * The partner's application kept on this device, if any: whose it is, its step, and Continue.
 * The device's copy is read as an external store, so React reads it again once the wizard just
 * left has written its last change (it writes as it leaves, after home's first render).
 */
export function OpenDraftCard() {
  const profile = Session.useSelector(selectProfile);
  const agentId = profile?.id ?? null;
  const store = useMemo(() => createWizardStore(globalThis.localStorage), []);
  const stored = useSyncExternalStore(noSubscription, store.stored);
  const draft = useMemo(
    () => (stored === null ? null : openDraftIn(store.load({ family: 'KYC', agentId }))),
    [store, stored, agentId],
  );
  if (!draft) return null;
  const title = draftTitle(draft);
  return (
    <section className={styles.card} aria-labelledby="draft-heading">
      <h2 id="draft-heading" className={styles.cardTitle}>
        <Trans>Your draft is kept</Trans>
      </h2>
      <p className={styles.draftName}>{capitalised(title)}</p>
      {draft.progress && <p>{progressText(draft.progress)}</p>}
      <Link href={wizardHref('KYC', draft.shown)} className={buttonClass({ fullWidth: true })}>
        <Trans>Continue {title}</Trans>
      </Link>
    </section>
  );
}
