import type { Snapshot } from 'xstate';
import type { Family, WizardStep } from '../../machines/wizard/types';
import { STORAGE_KEYS } from './token-store';

/** Bumped when the wizard chart changes shape: an older saved state is then dropped. */
export const WIZARD_STORE_VERSION = 6;

/** Wait this long after the last change before writing: typing stays cheap. */
export const WIZARD_SAVE_DELAY_MS = 250;

/** Whose wizard it is: a saved state is only restored for the same family and partner. */
export interface WizardOwner {
  family: Family;
  /** The partner's id (KYC), or the verified mobile's guest token holder (APPLY_LOAN: null). */
  agentId: string | null;
}

interface Saved {
  version: number;
  family: Family;
  agentId: string | null;
  snapshot: Snapshot<unknown>;
}

/** What the spec's own keys name (partner-portal §4), written alongside the snapshot. */
export interface WizardFacts {
  step: WizardStep;
  applicationId: string | null;
  trackerId: string | null;
}

export interface WizardStore {
  /** The saved wizard of this owner, or null (none, another owner's, an older version, bad JSON). */
  load(owner: WizardOwner): Snapshot<unknown> | null;
  /** The saved wizard as stored: it changes with every write (a view re-reads on a change). */
  stored(): string | null;
  save(owner: WizardOwner, snapshot: Snapshot<unknown>, facts: WizardFacts): void;
  clear(): void;
}

export function createWizardStore(storage: Storage): WizardStore {
  return {
    load(owner) {
      const raw = storage.getItem(STORAGE_KEYS.wizard);
      if (!raw) return null;
      try {
        const saved = JSON.parse(raw) as Partial<Saved>;
        const matches =
          saved.version === WIZARD_STORE_VERSION &&
          saved.family === owner.family &&
          (saved.agentId ?? null) === owner.agentId &&
          typeof saved.snapshot === 'object' &&
          saved.snapshot !== null;
        return matches ? (saved.snapshot as Snapshot<unknown>) : null;
      } catch {
        return null;
      }
    },
    stored() {
      return storage.getItem(STORAGE_KEYS.wizard);
    },
    save(owner, snapshot, facts) {
      const saved: Saved = { version: WIZARD_STORE_VERSION, ...owner, snapshot };
      try {
        storage.setItem(STORAGE_KEYS.wizard, JSON.stringify(saved));
        storage.setItem(STORAGE_KEYS.step, facts.step);
        if (facts.applicationId) storage.setItem(STORAGE_KEYS.applicationId, facts.applicationId);
        if (facts.trackerId) storage.setItem(STORAGE_KEYS.trackerId, facts.trackerId);
      } catch {
        // A full or blocked storage: the wizard goes on; only a reload would lose the values.
      }
    },
    clear() {
      for (const key of [
        STORAGE_KEYS.wizard,
        STORAGE_KEYS.step,
        STORAGE_KEYS.applicationId,
        STORAGE_KEYS.trackerId,
      ]) {
        storage.removeItem(key);
      }
    },
  };
}
