import { useState } from 'react';
import * as v from 'valibot';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { fieldsObject } from '../../domain/validation';
import { createFormMachine } from '../../machines/form/create-form-machine';
import type { SaveInput } from '../../machines/form/types';
import { uploadMachine } from '../../machines/upload/machine';
import type { ChosenFile, TransferCommand, TransferInput } from '../../machines/upload/types';
import { createFlow } from '../app/flow';
import { Button } from './Button';
import { CheckboxField } from './CheckboxField';
import { focusField } from './focus-field';
import { GallerySection } from './GallerySection';
import { MessageLine } from './MessageLine';
import { UploadField, type UploadActor } from './UploadField';
import {
  issueMessageOn,
  selectIssue,
  selectIssues,
  selectServerError,
} from '../../machines/form/selectors';

/**
 * A real form with two real upload fields, over a pretend connection: it reports progress in
 * steps of 10 %, can be held at 50 % (so a test sees PROGRESS for as long as it needs), and drops
 * once for a file whose name starts with 'drop' (so FAILED and Retry can be tried).
 */
const connection = { holdAtHalf: false };
const uploadedFiles = new Map<string, string>();
export const DROPPED_MESSAGE = 'The connection dropped. Please try again.';

const pretendTransfer = fromCallback<TransferCommand, TransferInput>(
  ({ receive, sendBack, input }) => {
    let file: ChosenFile | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let sent = 0;
    const dropped = new WeakSet<ChosenFile>();
    const send = (chosen: ChosenFile) => {
      clearInterval(timer);
      let percent = 0;
      timer = setInterval(() => {
        if (connection.holdAtHalf && percent >= 50) return;
        percent += 10;
        if (chosen.name.startsWith('drop') && !dropped.has(chosen) && percent > 50) {
          dropped.add(chosen);
          clearInterval(timer);
          sendBack({ type: 'transfer.failed', message: DROPPED_MESSAGE, retryable: true });
        } else if (percent >= 100) {
          clearInterval(timer);
          sent += 1;
          const fileId = `${input.field}-${sent}`;
          uploadedFiles.set(fileId, URL.createObjectURL(chosen));
          sendBack({ type: 'transfer.done', fileIds: [fileId] });
        } else {
          sendBack({ type: 'transfer.progress', percent });
        }
      }, 40);
    };
    receive((command) => {
      if (command.type === 'transfer.start') file = command.file;
      if (file) send(file);
      else sendBack({ type: 'transfer.idle' });
    });
    return () => clearInterval(timer);
  },
);

const documentsForm = createFormMachine({
  id: 'galleryDocuments',
  schemaFor: () =>
    fieldsObject({
      identity_proof: v.pipe(
        v.string('Missing identity proof'),
        v.minLength(1, 'Missing identity proof'),
      ),
      statements: v.pipe(
        v.array(v.string(), 'Bank statement is required'),
        v.minLength(1, 'Bank statement is required'),
      ),
    }),
  uploads: { identity_proof: { multiple: false }, statements: { multiple: true } },
}).provide({
  actors: {
    uploadField: uploadMachine.provide({ actors: { transfer: pretendTransfer } }),
    save: fromPromise<void, SaveInput>(() =>
      Promise.reject(new Error('The gallery keeps nothing: both documents are in order.')),
    ),
  },
});

/** The gallery's flow: its pretend connection stands in for the runtime's services. */
const GalleryFlow = createFlow(() => documentsForm);

type GalleryForm = ActorRefFrom<typeof documentsForm>;
const selectUploads = (snapshot: ReturnType<GalleryForm['getSnapshot']>) => ({
  identity: snapshot.children['upload.identity_proof'] as UploadActor | undefined,
  statements: snapshot.children['upload.statements'] as UploadActor | undefined,
});
const sameUploads = (a: ReturnType<typeof selectUploads>, b: ReturnType<typeof selectUploads>) =>
  a.identity === b.identity && a.statements === b.statements;

const viewUrl = async (fileId: string) => {
  const url = uploadedFiles.get(fileId);
  if (!url) throw new Error('Unknown file');
  return url;
};

export function GalleryUploads() {
  return (
    <GalleryFlow.Host page={undefined} input={{ values: { identity_proof: '', statements: [] } }}>
      <GalleryDocuments />
    </GalleryFlow.Host>
  );
}

function GalleryDocuments() {
  const form = GalleryFlow.useActorRef();
  const { identity, statements } = GalleryFlow.useSelector(selectUploads, sameUploads);
  const issues = GalleryFlow.useSelector(selectIssues);
  const serverError = GalleryFlow.useSelector(selectServerError);
  const [hold, setHold] = useState(false);
  const errorOf = (field: string) => issueMessageOn(issues, field);

  return (
    <GallerySection title="Uploads">
      <CheckboxField
        label="Hold uploads at half way"
        checked={hold}
        onChange={(checked) => {
          connection.holdAtHalf = checked;
          setHold(checked);
        }}
      />
      {identity ? (
        <UploadField
          id="gallery-identity_proof"
          label="Identity proof"
          upload={identity}
          viewUrl={viewUrl}
          error={errorOf('identity_proof')}
        />
      ) : null}
      {statements ? (
        <UploadField
          id="gallery-statements"
          label="Bank statements"
          upload={statements}
          viewUrl={viewUrl}
          error={errorOf('statements')}
        />
      ) : null}
      {serverError ? <MessageLine tone="error">{serverError}</MessageLine> : null}
      <Button
        onClick={() => {
          form.send({ type: 'form.submit' });
          const field = selectIssue(form.getSnapshot())?.field;
          if (field) focusField(`gallery-${field}`);
        }}
      >
        Check documents
      </Button>
    </GallerySection>
  );
}
