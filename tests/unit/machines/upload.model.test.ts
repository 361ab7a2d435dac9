import {
  assign,
  createActor,
  fromCallback,
  setup,
  spawnChild,
  type AnyActorRef,
  type Snapshot,
} from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  CHOOSE_AGAIN_MESSAGE,
  DOCUMENT_CONTENT_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  documentTooLargeMessage,
  MAX_DOCUMENT_BYTES,
} from '../../../src/domain/documents';
import { uploadMachine } from '../../../src/machines/upload/machine';
import {
  selectCanRetry,
  selectFileIds,
  selectFileNames,
  selectPercent,
  selectStatus,
  selectUploadError,
} from '../../../src/machines/upload/selectors';
import type {
  ChosenFile,
  TransferCommand,
  TransferInput,
  UploadChanged,
  UploadEvent,
} from '../../../src/machines/upload/types';
import { recordedChecks, uncoveredTransitions } from '../../models/coverage';
import { UPLOAD_MODEL_STATES, uploadModel, uploadTestModel } from '../../models/upload.model';

const DROPPED = 'Could not upload the file. Please try again.';

const file = (name: string, type: string, size = 1024): ChosenFile =>
  Object.assign(new Blob([new Uint8Array(size)], { type }), { name });

/** A form that spawns one upload field, as the capture forms do, and hears what it reports. */
const formWithUpload = setup({
  types: {
    context: {} as { heard: UploadChanged[]; fileIds: string[]; multiple: boolean },
    events: {} as UploadChanged,
    input: {} as { fileIds: string[]; multiple: boolean },
  },
  actors: { uploadField: uploadMachine },
}).createMachine({
  context: ({ input }) => ({ heard: [], ...input }),
  entry: spawnChild('uploadField', {
    id: 'upload.pan',
    input: ({ context }) => ({
      field: 'pan',
      multiple: context.multiple,
      fileIds: context.fileIds,
    }),
    syncSnapshot: true,
  }),
  on: {
    'upload.changed': {
      actions: assign(({ context, event }) => ({ heard: [...context.heard, event] })),
    },
  },
});

/**
 * The transfer as src/services will do it, with the server's answers in the test's hands: it
 * keeps the chosen file for Retry and, started afresh (a reload), says it is idle.
 */
function harness(options: { multiple?: boolean; fileIds?: string[] } = {}) {
  const sends: Array<{ file: ChosenFile; answer: (event: UploadEvent) => void }> = [];
  const transfer = fromCallback<TransferCommand, TransferInput>(({ sendBack, receive }) => {
    let kept: ChosenFile | null = null;
    sendBack({ type: 'transfer.idle' });
    receive((command) => {
      if (command.type === 'transfer.start') kept = command.file;
      if (!kept) {
        sendBack({ type: 'transfer.failed', message: CHOOSE_AGAIN_MESSAGE, retryable: true });
        return;
      }
      sends.push({ file: kept, answer: (event) => sendBack(event) });
    });
  });
  const machine = formWithUpload.provide({
    actors: { uploadField: uploadMachine.provide({ actors: { transfer } }) },
  });
  const input = { multiple: options.multiple ?? false, fileIds: options.fileIds ?? [] };
  let form = createActor(machine, { input }).start();
  const upload = () => form.getSnapshot().children['upload.pan'] as AnyActorRef;
  return {
    sends,
    upload,
    snapshot: () =>
      upload().getSnapshot() as ReturnType<(typeof uploadMachine)['getInitialSnapshot']>,
    heard: () => form.getSnapshot().context.heard,
    send: (event: UploadEvent) => upload().send(event),
    reload: () => {
      const persisted = form.getPersistedSnapshot();
      form.stop();
      form = createActor(machine, { input, snapshot: persisted as Snapshot<unknown> }).start();
    },
  };
}

type Harness = ReturnType<typeof harness>;
type UploadSnapshot = ReturnType<Harness['snapshot']>;

describe('upload model: its generated paths run against the real upload machine', () => {
  let h: Harness;
  const checks: Record<string, (s: UploadSnapshot) => void> = {
    none: (s) => {
      expect(selectStatus(s)).toBe('NONE');
      expect(selectFileIds(s)).toEqual([]);
    },
    progress: (s) => {
      expect(selectStatus(s)).toBe('PROGRESS');
      expect(selectPercent(s)).toBe(0);
      expect(h.sends.at(-1)?.file.name).toBe('pan.pdf');
    },
    progressMoving: (s) => {
      expect(selectPercent(s)).toBe(42);
    },
    success: (s) => {
      expect(selectStatus(s)).toBe('SUCCESS');
      expect(selectFileIds(s)).toEqual(['file-1']);
      expect(selectFileNames(s)).toEqual({ 'file-1': 'pan.pdf' });
      expect(h.heard().at(-1)).toEqual({
        type: 'upload.changed',
        field: 'pan',
        fileIds: ['file-1'],
      });
    },
    refused: (s) => {
      expect(selectStatus(s)).toBe('FAILED');
      expect([
        DOCUMENT_TYPE_MESSAGE,
        documentTooLargeMessage(MAX_DOCUMENT_BYTES),
        DOCUMENT_CONTENT_MESSAGE,
      ]).toContain(selectUploadError(s));
      expect(selectCanRetry(s)).toBe(false);
      expect(selectFileIds(s)).toEqual([]);
    },
    failed: (s) => {
      expect(selectStatus(s)).toBe('FAILED');
      expect(selectUploadError(s)).toBe(DROPPED);
      expect(selectCanRetry(s)).toBe(true);
      expect(selectFileIds(s)).toEqual([]);
      expect(h.heard().at(-1)?.fileIds).toEqual([]);
    },
    failedAfterReload: (s) => {
      expect(selectStatus(s)).toBe('FAILED');
      expect(selectUploadError(s)).toBe(CHOOSE_AGAIN_MESSAGE);
      expect(selectFileIds(s)).toEqual([]);
    },
  };
  const paths = uploadTestModel.getShortestPaths();
  const asserted = new Set<string>();

  it('has an assertion for every model state and its paths cover every transition', () => {
    expect(Object.keys(checks).sort()).toEqual([...UPLOAD_MODEL_STATES].sort());
    expect(uncoveredTransitions(uploadModel, paths)).toEqual([]);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    h = harness();
    await path.test({
      states: recordedChecks(checks, asserted, () => h.snapshot()),
      events: {
        CHOOSE_FILE: () =>
          h.send({ type: 'file.chosen', file: file('pan.pdf', 'application/pdf') }),
        CHOOSE_TOO_LARGE: () =>
          h.send({
            type: 'file.chosen',
            file: file('pan.png', 'image/png', MAX_DOCUMENT_BYTES + 1),
          }),
        CHOOSE_TEXT_FILE: () =>
          h.send({ type: 'file.chosen', file: file('notes.txt', 'text/plain') }),
        PROGRESS_REPORTED: () =>
          h.sends.at(-1)?.answer({ type: 'transfer.progress', percent: 41.6 }),
        SERVER_STORES: () => h.sends.at(-1)?.answer({ type: 'transfer.done', fileIds: ['file-1'] }),
        SERVER_REFUSES: () =>
          h.sends.at(-1)?.answer({
            type: 'transfer.failed',
            message: DOCUMENT_CONTENT_MESSAGE,
            retryable: false,
          }),
        CONNECTION_DROPS: () =>
          h.sends.at(-1)?.answer({ type: 'transfer.failed', message: DROPPED, retryable: true }),
        RETRY: () => h.send({ type: 'upload.retry' }),
        REMOVE: () => h.send({ type: 'file.clear' }),
        RELOAD: () => h.reload(),
      },
    });
  });

  it('ran every state assertion on some path', () => {
    expect([...asserted].sort()).toEqual([...UPLOAD_MODEL_STATES].sort());
  });
});

describe('a multi-file field (bank statements)', () => {
  it('adds each file, removes one, and keeps the others when one fails', () => {
    const h = harness({ multiple: true, fileIds: ['stmt-1'] });
    expect(selectStatus(h.snapshot())).toBe('SUCCESS');
    h.send({ type: 'file.chosen', file: file('may.pdf', 'application/pdf') });
    h.sends.at(-1)?.answer({ type: 'transfer.done', fileIds: ['stmt-2'] });
    expect(selectFileIds(h.snapshot())).toEqual(['stmt-1', 'stmt-2']);
    h.send({ type: 'file.chosen', file: file('june.pdf', 'application/pdf') });
    h.sends.at(-1)?.answer({ type: 'transfer.failed', message: DROPPED, retryable: true });
    expect(selectFileIds(h.snapshot())).toEqual(['stmt-1', 'stmt-2']);
    h.send({ type: 'upload.retry' });
    expect(h.sends.at(-1)?.file.name).toBe('june.pdf');
    h.sends.at(-1)?.answer({ type: 'transfer.done', fileIds: ['stmt-3'] });
    h.send({ type: 'file.remove', fileId: 'stmt-2' });
    expect(selectFileIds(h.snapshot())).toEqual(['stmt-1', 'stmt-3']);
    expect(h.heard().at(-1)?.fileIds).toEqual(['stmt-1', 'stmt-3']);
    // The names of the files chosen here; stmt-1 came from the server and has none.
    expect(selectFileNames(h.snapshot())).toEqual({ 'stmt-3': 'june.pdf' });
  });

  it("keeps each stored file's name through a reload", () => {
    const h = harness({ multiple: true });
    h.send({ type: 'file.chosen', file: file('may.pdf', 'application/pdf') });
    h.sends.at(-1)?.answer({ type: 'transfer.done', fileIds: ['stmt-1'] });
    h.send({ type: 'file.chosen', file: file('june.pdf', 'application/pdf') });
    h.sends.at(-1)?.answer({ type: 'transfer.done', fileIds: ['stmt-2'] });
    h.reload();
    expect(selectStatus(h.snapshot())).toBe('SUCCESS');
    expect(selectFileNames(h.snapshot())).toEqual({ 'stmt-1': 'may.pdf', 'stmt-2': 'june.pdf' });
  });

  it('goes back to NONE when its last file is removed', () => {
    const h = harness({ multiple: true, fileIds: ['stmt-1'] });
    h.send({ type: 'file.remove', fileId: 'stmt-1' });
    expect(selectStatus(h.snapshot())).toBe('NONE');
    expect(h.heard().at(-1)?.fileIds).toEqual([]);
  });
});
