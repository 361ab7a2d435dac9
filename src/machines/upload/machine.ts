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
 * (a tick; the file can be cleared) | FAILED (the field emptied, the reason, Retry). Spawned by
 * its form per field. Only what serialises is in context (ids, percent, error): the File lives
 * in the `transfer` actor (src/services), which sends it and keeps it for Retry. After a reload
 * that actor starts afresh and says it is idle, so a field caught in PROGRESS becomes FAILED.
 */
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
      documentIssue(params.file, context.maxBytes) === null,
    isLastFile: ({ context }, params: { fileId: string }) =>
      context.fileIds.every((id) => id === params.fileId),
  },
  actions: {
    startTransfer: sendTo('transfer', (_, params: { file: ChosenFile }) => ({
      type: 'transfer.start' as const,
      file: params.file,
    })),
    retryTransfer: sendTo('transfer', { type: 'transfer.retry' as const }),
    beginProgress: assign({ percent: 0, error: null }),
    setPercent: assign((_, params: { percent: number }) => ({
      percent: Math.max(0, Math.min(100, Math.round(params.percent))),
    })),
    /** A single field's new file replaces the old; a multi-file field's is added. */
    keepUploaded: assign(({ context }, params: { fileIds: string[] }) => ({
      fileIds: context.multiple ? [...context.fileIds, ...params.fileIds] : params.fileIds,
      percent: 100,
    })),
    /** Spec §8: a failure empties the field. A multi-file field keeps the files it already had. */
    fail: assign(({ context }, params: { message: string }) => ({
      error: params.message,
      fileIds: context.multiple ? context.fileIds : [],
      percent: 0,
    })),
    refuseFile: assign(({ context }, params: { file: ChosenFile }) => ({
      error: documentIssue(params.file, context.maxBytes),
      fileIds: context.multiple ? context.fileIds : [],
    })),
    removeFile: assign(({ context }, params: { fileId: string }) => ({
      fileIds: context.fileIds.filter((id) => id !== params.fileId),
    })),
    clearFiles: assign({ fileIds: [], percent: 0, error: null }),
    tellForm: sendParent(({ context }): UploadChanged => ({
      type: 'upload.changed',
      field: context.field,
      fileIds: context.fileIds,
    })),
  },
}).createMachine({
  id: 'upload',
  description: 'One document field: choose a file, watch it upload, clear it or retry.',
  context: ({ input }) => ({
    field: input.field,
    applicationId: input.applicationId ?? null,
    recordIndex: input.recordIndex ?? null,
    multiple: input.multiple,
    maxBytes: input.maxBytes ?? MAX_DOCUMENT_BYTES,
    fileIds: input.fileIds ?? [],
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
        'transfer.failed': {
          target: 'failed',
          actions: [
            { type: 'fail', params: ({ event }) => ({ message: event.message }) },
            'tellForm',
          ],
        },
        'transfer.idle': {
          description: 'Restored after a reload: the file that was on its way is gone.',
          target: 'failed',
          actions: [{ type: 'fail', params: { message: CHOOSE_AGAIN_MESSAGE } }, 'tellForm'],
        },
      },
    },
    success: {
      tags: 'uploaded',
      description: 'SUCCESS: a tick; the file can be viewed or cleared.',
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
        'FAILED before sending: not a PNG, JPG or PDF, or too large. Choose another file.',
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
