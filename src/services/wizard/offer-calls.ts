import { fromPromise } from 'xstate';
import type { OfferEdit } from '../../domain/rules-engine/offer-edit-schema';
import { offerMachine } from '../../machines/offer/machine';
import type { ChangeOfferInput, LoadOfferInput, Offer } from '../../machines/offer/types';
import type { ApiClient } from '../api/client';
import { unwrap } from '../api/unwrap';
import type { Runtime } from '../runtime';

/*
 * The rules engine's offer (capture-app §7: POST and PATCH /v1/bureau/bre/loankone), with the
 * partner's login token: the offer is a partner's step only (the public flow has none).
 */

export function offerCalls(client: ApiClient) {
  return {
    /** The offer: the rules run on the first call, later calls answer the stored one. */
    async load(applicationId: string, signal?: AbortSignal): Promise<Offer> {
      const { data } = await unwrap(
        client.POST('/v1/bureau/bre/loankone', { body: { application_id: applicationId }, signal }),
      );
      return data.bre_info;
    },

    /**
     * Changes the offer (`edit`: only the figures sent are changed) and, with `accept`, accepts
     * it. The server recomputes every figure and reruns the rules; it answers the new offer.
     */
    async change(
      applicationId: string,
      edit: OfferEdit | undefined,
      accept: boolean,
      signal?: AbortSignal,
    ): Promise<Offer> {
      const body = {
        application_id: applicationId,
        is_accepted: accept,
        ...(edit ? { updated_info: edit } : {}),
      };
      const { data } = await unwrap(client.PATCH('/v1/bureau/bre/loankone', { body, signal }));
      return data.bre_info;
    },
  };
}

export type OfferCalls = ReturnType<typeof offerCalls>;

/**
 * The offer chart with the real server behind it. The screen still provides `announce` and
 * `announceRejection` (toasts).
 */
export function createOfferMachine(runtime: Pick<Runtime, 'client'>) {
  const calls = offerCalls(runtime.client);
  return offerMachine.provide({
    actors: {
      loadOffer: fromPromise<Offer, LoadOfferInput>(({ input, signal }) =>
        calls.load(input.applicationId, signal),
      ),
      updateOffer: fromPromise<Offer, ChangeOfferInput>(({ input, signal }) =>
        calls.change(input.applicationId, input.edit, false, signal),
      ),
      acceptOffer: fromPromise<Offer, ChangeOfferInput>(({ input, signal }) =>
        calls.change(input.applicationId, input.edit, true, signal),
      ),
    },
  });
}
