import { fromCallback } from 'xstate';
import { fileTypeOfField } from '../domain/document-fields';
import type { UploadPurpose } from '../domain/enums';
import { failureText, isRefusal } from '../machines/failure';
import type { ChosenFile, TransferCommand, TransferInput } from '../machines/upload/types';
import type { ApiClient } from './api/client';
import { fetchWithUploadProgress } from './api/fetch-with-upload-progress';
import { retryingOnce } from './api/middleware';
import { unwrap } from './api/unwrap';
import type { FamilyPaths } from './wizard/family-calls';

export interface TransferOptions {
  /** KYC (a partner's capture) or APPLY_LOAN (a borrower's own); Join Us's route is its own. */
  purpose?: UploadPurpose;
  /** The family's upload route (FAMILY_CALLS in wizard/family-calls.ts), or Join Us's. */
  path: FamilyPaths['uploadFile'] | '/v1/join-us/upload-file';
  /** Told of each file stored, as it was chosen (Join Us views its files from the device). */
  onStored?: (fileId: string, file: ChosenFile) => void;
}

/**
 * The upload machine's `transfer` actor: sends one chosen file to the server with real upload
 * progress, and keeps it for Retry. The File lives only here (never in a snapshot): after a
 * reload this actor starts empty and says so (`transfer.idle`), so a field that was on its way
 * becomes FAILED and asks for the file again. Stopping the actor aborts the upload, silently.
 */
export function uploadTransfer(client: ApiClient, options: TransferOptions) {
  return fromCallback<TransferCommand, TransferInput>(({ input, receive, sendBack }) => {
    let kept: ChosenFile | null = null;
    let inFlight: AbortController | null = null;

    const send = async (file: ChosenFile) => {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      const form = new FormData();
      // The fields, then the file (the server takes them in any order).
      if (options.purpose) form.append('upload_type', options.purpose);
      form.append('file_type', fileTypeOfField(input.field) ?? 'OTHERS');
      if (input.applicationId) form.append('application_id', input.applicationId);
      // A co-applicant's document names its co-applicant (capture-app §5).
      if (input.recordIndex) form.append('record_index', input.recordIndex);
      form.append('name_prefix', input.field);
      form.append('file', file, file.name);
      try {
        const { data } = await unwrap(
          client.POST(options.path, {
            // The contract types the file as a string; the body is the FormData built above.
            body: form as unknown as never,
            bodySerializer: (body: unknown) => body as FormData,
            // Its own fetch (for progress), so the client's retry of a 503 is wrapped around it.
            fetch: retryingOnce(
              fetchWithUploadProgress((percent) =>
                sendBack({ type: 'transfer.progress', percent }),
              ),
            ),
            signal: controller.signal,
          }),
        );
        if (inFlight !== controller) return;
        options.onStored?.(data.file_id, file);
        sendBack({ type: 'transfer.done', fileIds: [data.file_id] });
      } catch (error) {
        if (controller.signal.aborted) return;
        // A refusal (4xx: not a PNG, JPG or PDF by its bytes, too large...) would come again.
        sendBack({
          type: 'transfer.failed',
          message: failureText(error),
          retryable: !isRefusal(error),
        });
      } finally {
        if (inFlight === controller) inFlight = null;
      }
    };

    receive((command) => {
      if (command.type === 'transfer.start') {
        kept = command.file;
        void send(command.file);
      } else if (kept) {
        void send(kept);
      } else {
        sendBack({ type: 'transfer.idle' });
      }
    });
    // A fresh start (a reload): nothing is on its way.
    sendBack({ type: 'transfer.idle' });
    return () => inFlight?.abort();
  });
}
