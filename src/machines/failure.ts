/*
 * The one place a failure becomes the sentence a person reads (capture-app §8, partner-portal
 * §8): `errorTextFrom` reads a failed answer's body (the services throw ApiError with it),
 * `failureText` picks, for a chart, the server's words or the chart's own. Charts keep only
 * their texts (a `FailureTexts`), never a rule of their own.
 *
 * The session chart imports this module, so it is in every first load and built in whole: keep
 * it to the rules, and leave each screen's words in that screen's chart (the form's
 * SAVE_FAILURE_TEXTS, the wizard's APPLICATION_LOAD_TEXTS...), which load with the screen.
 */

/**
 * How a machine reads a failed actor. The services throw `ApiError { status, message }` whose
 * message is already `errorTextFrom` of the answer; machines may not import services, so they
 * read the same shape structurally. Status 0 means the server was never reached.
 */
export interface Failure {
  status: number;
  message: string;
}

/** Shown when an answer carries no usable message, and when the server could not be reached. */
export const UNKNOWN_FAILURE_TEXT = 'Something went wrong!';

/** Shown when a message embeds a JSON fragment that does not parse. */
export const UNREADABLE_ERROR_TEXT = 'Something went wrong while processing the response.';

/** The status of a failure that never reached the server (offline, DNS, CORS). */
const UNREACHED = 0;

export function failureOf(error: unknown): Failure {
  if (typeof error === 'object' && error !== null) {
    const { status, message } = error as { status?: unknown; message?: unknown };
    return {
      status: typeof status === 'number' ? status : UNREACHED,
      message: typeof message === 'string' && message !== '' ? message : UNKNOWN_FAILURE_TEXT,
    };
  }
  return { status: UNREACHED, message: UNKNOWN_FAILURE_TEXT };
}

/** The server answered and refused (4xx): the user can act on its message. */
export function isRefusal(error: unknown): boolean {
  const { status } = failureOf(error);
  return status >= 400 && status < 500;
}

/** A chart's own words for a failure the server did not explain (capture-app §8). */
export interface FailureTexts {
  /** The server answered with no words of its own (and, without `unreachable`, no answer). */
  fallback: string;
  /** The server was not reached (default: `fallback`). */
  unreachable?: string;
  /** Statuses with a text of their own, whatever the server said (404: not found...). */
  byStatus?: Readonly<Partial<Record<number, string>>>;
  /** Only a refusal's (4xx) words are shown; any other failure says `fallback`. */
  refusalsOnly?: boolean;
  /** Always `fallback`, whatever the server said: the spec gives this failure one sentence. */
  fixed?: boolean;
}

/**
 * The text of a failure: the chart's text for its status, else the server's words, else the
 * chart's own (`fallback`, or `unreachable` when no answer came). Without texts, the server's
 * words or UNKNOWN_FAILURE_TEXT.
 */
export function failureText(error: unknown, texts?: FailureTexts): string {
  const { status, message } = failureOf(error);
  if (!texts) return message;
  if (texts.fixed) return texts.fallback;
  const own = texts.byStatus?.[status];
  if (own !== undefined) return own;
  if (status === UNREACHED) return texts.unreachable ?? texts.fallback;
  if (message === UNKNOWN_FAILURE_TEXT) return texts.fallback;
  if (texts.refusalsOnly && !isRefusal(error)) return texts.fallback;
  return message;
}

function messageField(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

function innerText(fragment: unknown): string | null {
  if (typeof fragment !== 'object' || fragment === null) return null;
  for (const key of ['message', 'detail'] as const) {
    const value = (fragment as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/**
 * The text of a failed answer (partner-portal spec §8): the answer's `message`, else
 * UNKNOWN_FAILURE_TEXT. Upstream systems (lenders, bureaus) sometimes answer with their own
 * JSON, which our server passes on inside the message, e.g.
 * `Lender said: {"message":"PAN mismatch"}`: the user sees the inner `message` or `detail`.
 */
export function errorTextFrom(body: unknown): string {
  const message = messageField(body);
  if (message === null) return UNKNOWN_FAILURE_TEXT;
  const start = message.indexOf('{');
  const end = message.lastIndexOf('}');
  if (start === -1) return message;
  if (end < start) return UNREADABLE_ERROR_TEXT;
  let fragment: unknown;
  try {
    fragment = JSON.parse(message.slice(start, end + 1));
  } catch {
    return UNREADABLE_ERROR_TEXT;
  }
  // A fragment without message/detail says nothing better than the message around it.
  return innerText(fragment) ?? message;
}
