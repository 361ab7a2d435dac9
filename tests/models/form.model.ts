import { createMachine } from 'xstate';
import { createCoverageModel, leafStateKeys } from './coverage';

/**
 * The timing of a capture form as the person sees it (spec §5), context-free: quiet until the
 * first Save, then only the first issue shows and follows every change; the server's refusal
 * sits on the message line until the next change; saved data that comes back is checked 100 ms
 * after it shows. Waiting and server answers are explicit events.
 *
 * Events:
 * - TYPE_INVALID / TYPE_VALID: fill the fields with something the schema refuses / accepts.
 * - SAVE: press Save.
 * - SERVER_ACCEPTS / SERVER_REFUSES: the save's answer.
 * - WAIT_100MS: the re-check after resuming.
 * - OPEN_NEW / OPEN_SAVED: the form opens empty, or with saved data that no longer passes (a
 *   rule changed since it was saved).
 */
export const formModel = createMachine({
  id: 'formModel',
  initial: 'closed',
  states: {
    closed: {
      description: 'Before the step shows.',
      on: { OPEN_NEW: 'blank', OPEN_SAVED: 'resumedWithIssues' },
    },
    blank: {
      description: 'A new form: nothing typed, no issue shown.',
      on: { SAVE: 'issueShown', TYPE_VALID: 'validQuiet', TYPE_INVALID: 'invalidQuiet' },
    },
    invalidQuiet: {
      description: 'Something wrong typed, but nothing shown before the first Save.',
      on: { SAVE: 'issueShown', TYPE_VALID: 'validQuiet' },
    },
    validQuiet: {
      description: 'Everything right; no message.',
      on: { SAVE: 'saving', TYPE_INVALID: 'invalidQuiet' },
    },
    issueShown: {
      description: 'Save refused on the device: the first issue shows on its field.',
      on: { TYPE_VALID: 'validLive', TYPE_INVALID: 'issueShown' },
    },
    validLive: {
      description: 'After a refused Save, fixed: the issue is gone; a new mistake shows at once.',
      on: { TYPE_INVALID: 'issueShown', SAVE: 'saving' },
    },
    saving: {
      description: 'Busy: Save is disabled until the server answers.',
      on: { SERVER_ACCEPTS: 'saved', SERVER_REFUSES: 'refusalShown' },
    },
    refusalShown: {
      description: "The server's words on the message line, the values kept.",
      on: { TYPE_VALID: 'validLive', SAVE: 'saving' },
    },
    resumedWithIssues: {
      description: 'Saved data came back with an issue: not shown for the first 100 ms.',
      on: { WAIT_100MS: 'issueShown' },
    },
    saved: { type: 'final', description: 'The step is saved; the wizard moves on.' },
  },
});

export const formTestModel = createCoverageModel(formModel);

/** Every leaf state of the model; each must have an assertion wherever the paths run. */
export const FORM_MODEL_STATES = leafStateKeys(formModel);

/**
 * A lookup field (pincode → city and state, spec §3) as the person sees it.
 *
 * Events:
 * - TYPE_COMPLETE: a complete pincode typed (the debounce starts again on each one).
 * - TYPE_INCOMPLETE: a digit removed: what the lookup filled is cleared.
 * - WAIT_300MS: the debounce passes and the lookup is asked.
 * - LOOKUP_FINDS / LOOKUP_FINDS_NOTHING / CONNECTION_DROPS: its answer.
 */
export const lookupModel = createMachine({
  id: 'lookupModel',
  initial: 'empty',
  states: {
    empty: {
      description: 'City and state empty, nothing asked.',
      on: { TYPE_COMPLETE: 'waiting' },
    },
    waiting: {
      description: 'Typed; the lookup waits 300 ms after the last keystroke.',
      on: { WAIT_300MS: 'fetching', TYPE_COMPLETE: 'waiting', TYPE_INCOMPLETE: 'empty' },
    },
    fetching: {
      description: 'Asked; city and state still empty.',
      on: {
        LOOKUP_FINDS: 'filled',
        LOOKUP_FINDS_NOTHING: 'empty',
        CONNECTION_DROPS: 'empty',
        TYPE_INCOMPLETE: 'empty',
      },
    },
    filled: {
      description: 'City and state filled from the pincode.',
      on: { TYPE_COMPLETE: 'waiting', TYPE_INCOMPLETE: 'empty' },
    },
  },
});

export const lookupTestModel = createCoverageModel(lookupModel);
export const LOOKUP_MODEL_STATES = leafStateKeys(lookupModel);
