import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { openInNewTab, VIEW_FAILED, VIEW_FAILED_MESSAGE } from './open-in-new-tab';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { DOCUMENT_KINDS, IMAGE_KINDS } from '../../domain/documents';
import type { uploadMachine } from '../../machines/upload/machine';
import {
  selectCanRetry,
  selectFileIds,
  selectFileNames,
  selectPercent,
  selectStatus,
  selectUploadError,
} from '../../machines/upload/selectors';
import { Button } from './Button';
import * as fieldStyles from './field.css';
import { FieldMessages } from './FieldMessages';
import { CheckIcon, UploadIcon } from './icons';
import * as styles from './upload.css';
import { useFieldIds } from './use-field-ids';
import { visuallyHidden } from './visually-hidden.css';

export type UploadActor = ActorRefFrom<typeof uploadMachine>;

/**
 * What the picker offers (spec §5): the accepted extensions, plus their media types so phones
 * offer the camera and the gallery too (`capture` is not forced: a saved scan is as good).
 */
export const DOCUMENT_ACCEPT = [
  ...DOCUMENT_KINDS.map((kind) => `.${kind}`),
  'image/png',
  'image/jpeg',
  'application/pdf',
].join(',');

/** What the picker offers for a photo (images only): PNG and JPG. */
export const IMAGE_ACCEPT = [
  ...IMAGE_KINDS.map((kind) => `.${kind}`),
  'image/png',
  'image/jpeg',
].join(',');

export { VIEW_FAILED_MESSAGE };

export interface UploadFieldProps {
  label: string;
  /** The field's upload actor (the form's child `upload.<field>`). */
  upload: UploadActor;
  /** A short-lived link to an uploaded file (the presigned URL), opened in a new tab. */
  viewUrl: (fileId: string) => Promise<string>;
  /** The form's issue for this field ('Missing PAN'); the upload's own failure wins. */
  error?: ReactNode;
  hint?: ReactNode;
  /** The file input's id, so an issue can move focus to it. */
  id?: string;
  disabled?: boolean;
}

/**
 * One document field (spec §4, §8): NONE (choose a file) → PROGRESS (real percent) → SUCCESS (a
 * tick, the file's name, View, Remove) | FAILED (emptied, the reason, Retry unless the file itself
 * was refused). A multi-file field lists its files, each removable, with a button to add another.
 */
export function UploadField({
  label,
  upload,
  viewUrl,
  error,
  hint,
  id,
  disabled,
}: UploadFieldProps) {
  const status = useSelector(upload, selectStatus);
  const fileIds = useSelector(upload, selectFileIds);
  const names = useSelector(upload, selectFileNames);
  const percent = useSelector(upload, selectPercent);
  const canRetry = useSelector(upload, selectCanRetry);
  const uploadError = useSelector(upload, selectUploadError);
  const { multiple, imagesOnly } = upload.getSnapshot().context;
  const [viewError, setViewError] = useState<string | null>(null);
  const shownError = uploadError ?? viewError ?? error;
  const { control, hintId, errorId } = useFieldIds(id, hint, shownError);
  const labelId = useId();
  const { t, i18n } = useLingui();
  const chooseId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after a failure) still fires a change.
    event.target.value = '';
    if (!file) return;
    setViewError(null);
    upload.send({ type: 'file.chosen', file });
  };

  const view = async (fileId: string) => {
    setViewError(null);
    if (!(await openInNewTab(() => viewUrl(fileId)))) setViewError(i18n._(VIEW_FAILED));
  };

  const chooser = (text: string) => (
    <label className={styles.choose} data-disabled={Boolean(disabled)}>
      <input
        {...control}
        className={visuallyHidden}
        type="file"
        accept={imagesOnly ? IMAGE_ACCEPT : DOCUMENT_ACCEPT}
        disabled={disabled}
        aria-labelledby={`${labelId} ${chooseId}`}
        onChange={choose}
      />
      <UploadIcon width={18} height={18} />
      <span id={chooseId}>{text}</span>
    </label>
  );

  const progress =
    status === 'PROGRESS' ? (
      <div className={styles.row}>
        <progress
          className={styles.progress}
          max={100}
          value={percent ?? 0}
          aria-valuenow={percent ?? 0}
          aria-label={t`Uploading ${label}`}
        />
        <span className={styles.percent} aria-hidden="true">
          {`${percent ?? 0}%`}
        </span>
      </div>
    ) : null;

  // A file resumed from the server (chosen on another device) has no name in the chart.
  const fileRow = (fileId: string, fallback: string) => {
    const name = names[fileId] ?? fallback;
    return (
      <li key={fileId} className={styles.row}>
        <span className={styles.done}>
          <CheckIcon width={18} height={18} />
          {name}
        </span>
        <Button
          variant="link"
          size="link"
          aria-label={t`View ${name} (${label})`}
          onClick={() => void view(fileId)}
        >
          <Trans>View</Trans>
        </Button>
        <Button
          variant="ghostBlack"
          size="sm"
          aria-label={t`Remove ${name} (${label})`}
          disabled={disabled}
          onClick={() =>
            upload.send(multiple ? { type: 'file.remove', fileId } : { type: 'file.clear' })
          }
        >
          <Trans>Remove</Trans>
        </Button>
      </li>
    );
  };

  return (
    <div className={fieldStyles.field}>
      <div className={styles.upload} data-invalid={Boolean(shownError)}>
        <p id={labelId} className={styles.label}>
          {label}
        </p>
        {multiple ? (
          <>
            {fileIds.length > 0 ? (
              <ul className={styles.files} aria-label={t`${label}: uploaded files`}>
                {fileIds.map((fileId, index) => fileRow(fileId, t`File ${index + 1}`))}
              </ul>
            ) : null}
            {progress ?? chooser(fileIds.length > 0 ? t`Add another file` : t`Choose file`)}
          </>
        ) : status === 'SUCCESS' && fileIds[0] ? (
          <ul className={styles.files}>{fileRow(fileIds[0], t`Uploaded`)}</ul>
        ) : (
          (progress ?? chooser(t`Choose file`))
        )}
        {canRetry ? (
          <div className={styles.row}>
            <Button
              variant="outline"
              size="sm"
              aria-label={t`Retry ${label}`}
              disabled={disabled}
              onClick={() => upload.send({ type: 'upload.retry' })}
            >
              <Trans>Retry</Trans>
            </Button>
          </div>
        ) : null}
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={shownError} errorId={errorId} />
    </div>
  );
}
