import type { InspectionEvent } from 'xstate';
import type { WizardMachine } from '../../machines/wizard/machine';
import type { ActorRefFrom } from 'xstate';
import { WIZARD_SAVE_DELAY_MS, type WizardOwner, type WizardStore } from '../storage/wizard-store';

type WizardActor = ActorRefFrom<WizardMachine>;

/**
 * Keeps the wizard on the device (issue 7: nothing typed is lost): every change anywhere in the
 * wizard's system (its step's form, that form's uploads) writes the persisted snapshot a moment
 * after the last one. Nothing is written while the wizard is busy (a create or a load in
 * flight): restoring that would send it again.
 *
 * Pass `inspect` to createActor, then `attach` the actor; `flush` writes at once (page hide).
 */
export function wizardPersistence(
  store: WizardStore,
  owner: WizardOwner,
  delayMs = WIZARD_SAVE_DELAY_MS,
) {
  let actor: WizardActor | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const write = () => {
    timer = undefined;
    if (!actor) return;
    const snapshot = actor.getSnapshot();
    // Submitted or rejected: the application is the server's now, nothing typed is kept.
    if (snapshot.status === 'done') {
      store.clear();
      return;
    }
    if (snapshot.status !== 'active' || snapshot.hasTag('busy')) return;
    store.save(owner, actor.getPersistedSnapshot(), {
      step: snapshot.context.step,
      applicationId: snapshot.context.application?.id ?? null,
      trackerId: snapshot.context.application?.trackerId ?? null,
    });
  };

  return {
    inspect(event: InspectionEvent) {
      if (event.type !== '@xstate.snapshot') return;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(write, delayMs);
    },
    attach(wizard: WizardActor) {
      actor = wizard;
    },
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
