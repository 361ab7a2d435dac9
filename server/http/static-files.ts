import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import type { Encoding } from './encoding';

/** One body of a file, identity or encoded, with its own validator. */
export interface Body {
  bytes: Buffer;
  etag: string;
}

/** A file of the built front end, in memory with its precompressed copies. */
export interface StaticFile {
  type: string;
  identity: Body;
  encoded: Partial<Record<Encoding, Body>>;
}

const VARIANT_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Quoted strong validator; encoded bodies get their own so caches never mix them up. */
export function etagOf(bytes: Buffer, suffix = ''): string {
  return `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}${suffix}"`;
}

/**
 * Never served: source maps (they hold the sources), dot-folders (Vite's manifest, build data
 * such as the first-paint fragments) and the precompressed copies themselves (they are served
 * under their original name, negotiated).
 */
function isPrivate(urlPath: string): boolean {
  return (
    urlPath.split('/').some((segment) => segment.startsWith('.')) || /\.(map|br|gz)$/.test(urlPath)
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Reads dist/ once at start: a deploy replaces the folder and restarts the process, so the
 * files never change under a running server, and serving from memory needs no disk access.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const present = new Set(walk(root));
  for (const path of present) {
    const urlPath = `/${relative(root, path).split(sep).join('/')}`;
    if (isPrivate(urlPath)) continue;
    const bytes = readFileSync(path);
    const encoded: StaticFile['encoded'] = {};
    for (const [encoding, suffix] of Object.entries(VARIANT_SUFFIX) as [Encoding, string][]) {
      if (!present.has(path + suffix)) continue;
      const variant = readFileSync(path + suffix);
      encoded[encoding] = { bytes: variant, etag: etagOf(bytes, `-${encoding}`) };
    }
    files.set(urlPath, {
      type: getMimeType(urlPath) ?? 'application/octet-stream',
      identity: { bytes, etag: etagOf(bytes) },
      encoded,
    });
  }
  return files;
}
