import { assign, sendParent, sendTo, setup } from 'xstate';
import { CHOOSE_AGAIN_MESSAGE, documentIssue, MAX_DOCUMENT_BYTES } from '../../domain/documents';
import { missingCallback } from '../missing';
import type {
  ChosenFile,
  TransferCommand,
  TransferInput,
  UploadChanged,
  UploadContext,
  UploadEvent,
  UploadInput,
  UploadTag,
} from './types';

/**
 * One document field of the capture wizard (spec §3, §8): NONE → PROGRESS (percent) → SUCCESS
 * (a tick and the file's name; the file can be removed) | FAILED (the field emptied, the reason,
 * Retry unless the file itself was refused). Spawned by its form per field. Only what serialises
 * is in context (ids, names, percent, error): the File lives in the `transfer` actor
 * (src/services), which sends it and keeps it for Retry. After a reload that actor starts afresh
 * and says it is idle, so a field caught in PROGRESS becomes FAILED.
 */

/** The names of the files still in the field. */
const namesOf = (names: Record<string, string>, fileIds: readonly string[]) =>
  Object.fromEntries(Object.entries(names).filter(([id]) => fileIds.includes(id)));

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
    tags: {} as UploadTag,
  },
  actors: {
    transfer: missingCallback<TransferCommand, TransferInput>('upload', 'transfer'),
  },
  guards: {
    hasFiles: ({ context }) => context.fileIds.length > 0,
    isAcceptable: ({ context }, params: { file: ChosenFile }) =>
      documentIssue(params.file, context.maxBytes, { imagesOnly: context.imagesOnly }) === null,
    isLastFile: ({ context }, params: { fileId: string }) =>
      context.fileIds.every((id) => id === params.fileId),
    isRetryable: (_, params: { retryable: boolean }) => params.retryable,
  },
  actions: {
    startTransfer: sendTo('transfer', (_, params: { file: ChosenFile }) => ({
      type: 'transfer.start' as const,
      file: params.file,
    })),
    retryTransfer: sendTo('transfer', { type: 'transfer.retry' as const }),
    beginProgress: assign({ percent: 0, error: null }),
    rememberName: assign((_, params: { file: ChosenFile }) => ({ sendingName: params.file.name })),
    setPercent: assign((_, params: { percent: number }) => ({
      percent: Math.max(0, Math.min(100, Math.round(params.percent))),
    })),
    /** A single field's new file replaces the old; a multi-file field's is added. */
    keepUploaded: assign(({ context }, params: { fileIds: string[] }) => {
      const fileIds = context.multiple ? [...context.fileIds, ...params.fileIds] : params.fileIds;
      const added = context.sendingName
        ? Object.fromEntries(params.fileIds.map((id) => [id, context.sendingName as string]))
        : {};
      return {
        fileIds,
        names: { ...namesOf(context.names, fileIds), ...added },
        sendingName: null,
        percent: 100,
      };
    }),
    /** Spec §8: a failure empties the field. A multi-file field keeps the files it already had. */
    fail: assign(({ context }, params: { message: string }) => {
      const fileIds = context.multiple ? context.fileIds : [];
      return { error: params.message, fileIds, names: namesOf(context.names, fileIds), percent: 0 };
    }),
    refuseFile: assign(({ context }, params: { file: ChosenFile }) => {
      const fileIds = context.multiple ? context.fileIds : [];
      return {
        error: documentIssue(params.file, context.maxBytes, { imagesOnly: context.imagesOnly }),
        fileIds,
        names: namesOf(context.names, fileIds),
      };
    }),
    removeFile: assign(({ context }, params: { fileId: string }) => {
      const fileIds = context.fileIds.filter((id) => id !== params.fileId);
      return { fileIds, names: namesOf(context.names, fileIds) };
    }),
    clearFiles: assign({ fileIds: [], names: {}, percent: 0, error: null }),
    tellForm: sendParent(({ context }): UploadChanged => ({
      type: 'upload.changed',
      field: context.field,
      fileIds: context.fileIds,
    })),
  },
}).createMachine({
  id: 'upload',
  description: 'One document field: choose a file, watch it upload, remove it or retry.',
  context: ({ input }) => ({
    field: input.field,
    applicationId: input.applicationId ?? null,
    recordIndex: input.recordIndex ?? null,
    multiple: input.multiple,
    maxBytes: input.maxBytes ?? MAX_DOCUMENT_BYTES,
    imagesOnly: input.imagesOnly ?? false,
    fileIds: input.fileIds ?? [],
    names: {},
    sendingName: null,
    percent: 0,
    error: null,
  }),
  invoke: {
    id: 'transfer',
    src: 'transfer',
    input: ({ context }) => ({
      field: context.field,
      applicationId: context.applicationId,
      recordIndex: context.recordIndex,
    }),
  },
  initial: 'starting',
  on: {
    'file.chosen': [
      {
        guard: { type: 'isAcceptable', params: ({ event }) => ({ file: event.file }) },
        target: '.progress',
        actions: [
          'beginProgress',
          { type: 'rememberName', params: ({ event }) => ({ file: event.file }) },
          { type: 'startTransfer', params: ({ event }) => ({ file: event.file }) },
        ],
      },
      {
        target: '.refused',
        actions: [
          { type: 'refuseFile', params: ({ event }) => ({ file: event.file }) },
          'tellForm',
        ],
      },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'hasFiles', target: 'success' }, { target: 'none' }],
    },
    none: { description: 'NONE: no file yet.' },
    progress: {
      tags: 'busy',
      description: 'PROGRESS: the file is on its way; the percent is real upload progress.',
      on: {
        'file.chosen': {},
        'transfer.progress': {
          actions: { type: 'setPercent', params: ({ event }) => ({ percent: event.percent }) },
        },
        'transfer.done': {
          target: 'success',
          actions: [
            { type: 'keepUploaded', params: ({ event }) => ({ fileIds: event.fileIds }) },
            'tellForm',
          ],
        },
        'transfer.failed': [
          {
            guard: { type: 'isRetryable', params: ({ event }) => ({ retryable: event.retryable }) },
            target: 'failed',
            actions: [
              { type: 'fail', params: ({ event }) => ({ message: event.message }) },
              'tellForm',
            ],
          },
          {
            description: 'The server refused the file itself: sending it again cannot help.',
            target: 'refused',
            actions: [
              { type: 'fail', params: ({ event }) => ({ message: event.message }) },
              'tellForm',
            ],
          },
        ],
        'transfer.idle': {
          description: 'Restored after a reload: the file that was on its way is gone.',
          target: 'failed',
          actions: [{ type: 'fail', params: { message: CHOOSE_AGAIN_MESSAGE } }, 'tellForm'],
        },
      },
    },
    success: {
      tags: 'uploaded',
      description: "SUCCESS: a tick and the file's name; the file can be viewed or removed.",
      on: {
        'file.remove': [
          {
            guard: { type: 'isLastFile', params: ({ event }) => ({ fileId: event.fileId }) },
            target: 'none',
            actions: ['clearFiles', 'tellForm'],
          },
          {
            actions: [
              { type: 'removeFile', params: ({ event }) => ({ fileId: event.fileId }) },
              'tellForm',
            ],
          },
        ],
        'file.clear': { target: 'none', actions: ['clearFiles', 'tellForm'] },
      },
    },
    refused: {
      tags: 'error',
      description:
        'FAILED with no Retry: the file itself was refused (not a PNG, JPG or PDF, too large), before sending or by the server. Choose another file.',
    },
    failed: {
      tags: ['error', 'retryable'],
      description: 'FAILED: the field emptied, the reason shown, Retry offered.',
      on: {
        'upload.retry': { target: 'progress', actions: ['beginProgress', 'retryTransfer'] },
      },
    },
  },
});
