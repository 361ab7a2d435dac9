/*
 * Content negotiation for compressed bodies. Hono's `accepts` helper breaks ties between
 * equally weighted encodings by header order, so `gzip, deflate, br` (what browsers send)
 * would get gzip; we want the smallest body the client accepts, which is brotli.
 */

export type Encoding = 'br' | 'gzip';

/** Ours, best first. */
const PREFERRED: readonly Encoding[] = ['br', 'gzip'];

/** The best encoding the `Accept-Encoding` header allows, or null for the identity body. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: { encoding: Encoding; weight: number } | null = null;
  for (const encoding of PREFERRED) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (!best || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding ?? null;
}
