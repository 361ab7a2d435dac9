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
/** The names files were chosen with, by id; a file resumed from the server has none. */
export const selectFileNames = (snapshot: UploadSnapshot) => snapshot.context.names;
export const selectPercent = (snapshot: UploadSnapshot) =>
  snapshot.hasTag('busy') ? snapshot.context.percent : null;
/** Retry re-sends the file; a refused file (on the device or by the server) must be chosen again. */
export const selectCanRetry = (snapshot: UploadSnapshot) => snapshot.hasTag('retryable');
/** Shown only while the state carries `error`. */
export const selectUploadError = (snapshot: UploadSnapshot) =>
  snapshot.hasTag('error') ? snapshot.context.error : null;
