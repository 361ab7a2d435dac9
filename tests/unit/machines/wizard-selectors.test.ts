import type { StateValue } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { wizardMachine } from '../../../src/machines/wizard/machine';
import {
  selectIsBusy,
  selectIsListingCoApplicants,
  selectIsLoading,
  selectIsSubmitting,
  selectLoadError,
  selectSubmitError,
} from '../../../src/machines/wizard/selectors';

/*
 * The wizard's views read busy and failed through selectors built on its tags (`busy`, `error`,
 * and `load`, `list` or `submit` naming the call), never on state names. Each is checked here
 * against the states it used to name, in every state of the chart, with a failure in context.
 */

const ERROR = 'Something went wrong!';

/** A state's path as its state value: ['mobile', 'editing'] is { mobile: 'editing' }. */
const valueOf = ([key = '', ...rest]: readonly string[]): StateValue =>
  rest.length === 0 ? key : { [key]: valueOf(rest) };

/** Every leaf state of the wizard. */
const LEAVES: StateValue[] = getStateNodes(wizardMachine.root)
  .filter((node) => node.type === 'atomic' || node.type === 'final')
  .map((node) => valueOf(node.path));

describe('wizard: busy and failed from tags', () => {
  const base = wizardMachine.resolveState({ value: 'starting', context: {} as never }).context;
  it('walks every leaf state', () => expect(LEAVES.length).toBeGreaterThan(20));

  it.each(LEAVES.map((value) => [JSON.stringify(value), value] as const))('in %s', (_, value) => {
    const s = wizardMachine.resolveState({ value, context: { ...base, error: ERROR } });
    expect(selectIsLoading(s)).toBe(
      s.matches('loading') || s.matches({ business: 'loadingSaved' }),
    );
    expect(selectIsListingCoApplicants(s)).toBe(s.matches({ coApplicants: 'loadingList' }));
    expect(selectIsSubmitting(s)).toBe(
      s.matches({ finalSubmit: 'sending' }) || s.matches({ completeApplication: 'sending' }),
    );
    expect(selectLoadError(s)).toBe(
      s.matches('loadFailed') ||
        s.matches({ business: 'loadFailed' }) ||
        s.matches({ coApplicants: 'listFailed' })
        ? ERROR
        : null,
    );
    // A refusal shows on the submit step while it stays ready (after the submit came back).
    expect(selectSubmitError(s)).toBe(
      s.matches({ finalSubmit: { ready: 'refused' } }) ||
        s.matches({ completeApplication: { ready: 'refused' } })
        ? ERROR
        : null,
    );
    expect(selectIsBusy(s)).toBe(
      selectIsLoading(s) ||
        selectIsListingCoApplicants(s) ||
        selectIsSubmitting(s) ||
        s.matches({ mobile: { handedOver: 'creating' } }) ||
        s.matches({ mobile: { handedOver: 'updating' } }),
    );
  });
});
