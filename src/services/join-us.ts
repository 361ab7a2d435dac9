import {
  fromPromise,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type InspectionEvent,
} from 'xstate';
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
import { JOIN_US_SAVE_DELAY_MS, type JoinUsOwner, type JoinUsStore } from './storage/join-us-store';
import { uploadTransfer } from './upload-transfer';

type PartnerRegistration = components['schemas']['PartnerRegistration'];

/**
 * The files this page uploaded for the registration, kept so View opens them: a guest's Join Us
 * files have no link of their own on the server, so the file as chosen is the one to show. After
 * a reload the form keeps the files' ids and names (joinUsPersistence), not the files: View then
 * says it cannot open them, and Remove and a new choice still work.
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

/**
 * Keeps Partner Registration on the device (issue 29 item 7), as the wizard keeps its draft
 * (src/services/wizard/persistence.ts): every change in the form's system (the form, its
 * uploads) writes the persisted snapshot 250 ms after the last one; nothing is written while the
 * form is busy (a submit in flight: restoring would send it again); the final state (the request
 * is in) forgets it. Pass `inspect` to the flow's host and `attach` its actor.
 */
export function joinUsPersistence(
  store: JoinUsStore,
  owner: JoinUsOwner,
  delayMs = JOIN_US_SAVE_DELAY_MS,
) {
  let actor: AnyActorRef | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const write = () => {
    timer = undefined;
    if (!actor) return;
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    if (snapshot.status === 'done') {
      store.clear();
      return;
    }
    if (snapshot.status !== 'active' || snapshot.hasTag('busy')) return;
    store.save(owner, actor.getPersistedSnapshot());
  };

  return {
    inspect(event: InspectionEvent) {
      if (event.type !== '@xstate.snapshot') return;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(write, delayMs);
    },
    attach(form: AnyActorRef) {
      actor = form;
    },
    /** Writes at once (the page is being hidden: a phone may discard the tab). */
    flush() {
      if (timer !== undefined) clearTimeout(timer);
      write();
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      actor = null;
    },
  };
}
