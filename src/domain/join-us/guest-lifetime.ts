/**
 * How long a guest token (a verified mobile: Join Us, a borrower's application) lasts: a week,
 * as the server issues it (server/usecases/sessions.ts, GUEST_SESSION_DAYS; a unit test keeps
 * the two equal). The device keeps what the token lets it do no longer than this.
 */
export const GUEST_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
