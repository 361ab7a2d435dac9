import { fromPromise } from 'xstate';
import type { LookupInput, LookupOutput } from '../machines/form/types';
import type { ApiClient } from './api/client';
import { unwrap } from './api/unwrap';

/**
 * A form's pincode lookup (spec §5): GET /v1/pincode/get-city-state fills city and state, named
 * as the field is (company_pincode → company_city…). Shared by the capture wizard's forms and
 * Partner Registration.
 */
export function cityStateLookup(client: ApiClient) {
  return fromPromise<LookupOutput, LookupInput>(async ({ input, signal }) => {
    const prefix = input.field.replace(/pincode$/, '');
    try {
      const { data } = await unwrap(
        client.GET('/v1/pincode/get-city-state', {
          params: { query: { pincode: String(input.value) } },
          signal,
        }),
      );
      return { [`${prefix}city`]: data.city, [`${prefix}state`]: data.state };
    } catch (error) {
      // Not found clears the fields (spec §3); anything else leaves them to be typed.
      if ((error as { status?: number }).status === 404) return null;
      throw error;
    }
  });
}
