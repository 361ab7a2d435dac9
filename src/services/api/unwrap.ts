import { ApiError, codeOf, NETWORK_FAILURE_STATUS } from './api-error';
import { errorTextFrom, UNKNOWN_FAILURE_TEXT } from '../../machines/failure';

/** Every answer of the contract is this envelope; callers keep `data` and `message`. */
export interface Answer<TData> {
  data: TData;
  message: string;
}

interface EnvelopeLike {
  data?: unknown;
  message?: string;
  status_code?: number;
}

/** What an openapi-fetch call resolves to, loosely: success body or error body, and the Response. */
interface FetchResult<TBody> {
  data?: TBody;
  error?: unknown;
  response: Response;
}

/**
 * A call cancelled through its signal has nobody waiting for it: the actor that made it was
 * stopped. It must not answer at all — XState revives stopped actors when React re-runs effects
 * (StrictMode, Activity), and a late "aborted" failure would then land on the revived actor as
 * if its own, fresh call had failed.
 */
const CANCELLED: Promise<never> = new Promise(() => {});

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * Awaits an openapi-fetch call and unwraps the answer to its body: `{ data, message }` on
 * success; otherwise throws an ApiError whose message is the text to show (spec §8). An envelope
 * whose `status_code` says failure is a failure even if the HTTP status said 200, as older
 * gateways answer that way.
 */
export async function unwrap<TBody extends EnvelopeLike>(
  call: Promise<FetchResult<TBody>>,
): Promise<Answer<TBody['data']>> {
  let result: FetchResult<TBody>;
  try {
    result = await call;
  } catch (error) {
    if (isAbort(error)) return CANCELLED;
    throw new ApiError(NETWORK_FAILURE_STATUS, UNKNOWN_FAILURE_TEXT);
  }
  const { response } = result;
  if (!response.ok) {
    const { code, params } = codeOf(result.error);
    throw new ApiError(response.status, errorTextFrom(result.error), code, params);
  }
  const body = result.data;
  const statusCode = typeof body?.status_code === 'number' ? body.status_code : response.status;
  if (statusCode >= 400) {
    const { code, params } = codeOf(body);
    throw new ApiError(statusCode, errorTextFrom(body), code, params);
  }
  // A 204 has no body; its callers declare `data: null` and ignore it.
  return { data: body?.data as TBody['data'], message: body?.message ?? '' };
}
