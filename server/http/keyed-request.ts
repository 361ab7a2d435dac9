// The request context's shape (auth.ts) and the middleware that fills this part of it
// (idempotency.ts) both need it: in a file of its own, so they do not import each other.

/** What the middleware learnt of a create: its key, its hash (lazily), when it came. */
export interface KeyedRequest {
  key: string;
  requestHash: () => Promise<string>;
  now: Date;
}
