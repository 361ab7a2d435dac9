import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { selectApplication } from '../../machines/lenders/selectors';
import { Button } from '../kit/Button';
import { LendersFlow } from './lenders-flow';
import * as styles from './lenders.css';

/**
 * Upload Files' question: the documents it will send, then Send Files or Cancel. A native modal
 * <dialog> (focus kept inside, Escape closes, focus back on the button that opened it): the
 * kit's Sheet would pull the dialog library into a chunk the login route's first load lists,
 * past its 90 KB budget.
 */
export default function ConfirmFiles({
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const application = LendersFlow.useSelector(selectApplication);
  const documents = application?.documents ?? [];
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { t } = useLingui();
  const count = documents.length;
  useEffect(() => {
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
    return () => shown?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={() => onOpenChange(false)}
    >
      <h2 id={titleId} className={styles.lenderName}>
        <Trans>Upload Files</Trans>
      </h2>
      <p id={descriptionId} className={styles.note}>
        {documents.length > 0
          ? t`${plural(count, {
              one: 'This document goes to the lender with the lead:',
              other: 'These # documents go to the lender with the lead:',
            })}`
          : t`This application has no documents to send yet.`}
      </p>
      {documents.length > 0 && (
        <ul className={styles.reasons} aria-label={t`Documents to send`}>
          {documents.map((name, index) => (
            <li key={`${name}-${index}`}>{name}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button fullWidth disabled={documents.length === 0} onClick={onConfirm}>
          <Trans>Send Files</Trans>
        </Button>
        <Button variant="outline" fullWidth onClick={() => onOpenChange(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </dialog>
  );
}
