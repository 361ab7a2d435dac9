import { fromPromise } from 'xstate';
import type { RegistrationRules } from '../domain/join-us/registration';
import { createFormMachine } from '../machines/form/create-form-machine';
import type { SaveInput } from '../machines/form/types';
import { joinUsFormSpec } from '../machines/join-us/spec';
import { uploadMachine } from '../machines/upload/machine';
import type { ChosenFile } from '../machines/upload/types';
import type { components } from './api/schema';
import { unwrap } from './api/unwrap';
import { cityStateLookup } from './pincode';
import type { Runtime } from './runtime';
import { uploadTransfer } from './upload-transfer';

type PartnerRegistration = components['schemas']['PartnerRegistration'];

/**
 * The files this page uploaded for the registration, kept so View opens them: a guest's Join Us
 * files have no link of their own on the server, and a registration lives within one visit (the
 * verified mobile does not outlive a reload), so the file as chosen is the one to show.
 */
export function chosenFiles() {
  const files = new Map<string, ChosenFile>();
  return {
    keep: (fileId: string, file: ChosenFile) => void files.set(fileId, file),
    /** A link to the file on this device, opened in a new tab. */
    viewUrl: async (fileId: string): Promise<string> => {
      const file = files.get(fileId);
      if (!file) throw new Error('The file is not on this device');
      return URL.createObjectURL(file);
    },
  };
}

export type ChosenFiles = ReturnType<typeof chosenFiles>;

/**
 * Partner Registration with the real server behind it: the pincode lookup every form shares,
 * each document through POST /v1/join-us/upload-file (with progress, as the wizard's uploads),
 * and the save POST /v1/join-us/request with the guest token Join Us's OTP kept.
 */
export function createJoinUsMachine(
  runtime: Pick<Runtime, 'client'>,
  page: { rules: RegistrationRules; files: ChosenFiles },
) {
  const transfer = uploadTransfer(runtime.client, {
    path: '/v1/join-us/upload-file',
    onStored: page.files.keep,
  });
  return createFormMachine(joinUsFormSpec(page.rules)).provide({
    actors: {
      save: fromPromise<void, SaveInput>(async ({ input, signal }) => {
        await unwrap(
          runtime.client.POST('/v1/join-us/request', {
            // The domain's registration schema made these values (spec.ts): the contract's body.
            body: input.values as unknown as PartnerRegistration,
            signal,
          }),
        );
      }),
      lookup: cityStateLookup(runtime.client),
      uploadField: uploadMachine.provide({ actors: { transfer } }),
    },
  });
}
