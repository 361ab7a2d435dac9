import type { SnapshotFrom } from 'xstate';
import type { uploadMachine } from './machine';

type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;

/** The spec's upload status of the field. */
export type UploadStatus = 'NONE' | 'PROGRESS' | 'SUCCESS' | 'FAILED';

export const selectStatus = (snapshot: UploadSnapshot): UploadStatus => {
  if (snapshot.hasTag('busy')) return 'PROGRESS';
  if (snapshot.hasTag('uploaded')) return 'SUCCESS';
  if (snapshot.hasTag('error')) return 'FAILED';
  return 'NONE';
};
export const selectFileIds = (snapshot: UploadSnapshot) => snapshot.context.fileIds;
export const selectPercent = (snapshot: UploadSnapshot) =>
  snapshot.hasTag('busy') ? snapshot.context.percent : null;
/** Retry re-sends the file; a refused file must be chosen again instead. */
export const selectCanRetry = (snapshot: UploadSnapshot) => snapshot.hasTag('retryable');
/** Shown only while the state carries `error`. */
export const selectUploadError = (snapshot: UploadSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : null;
