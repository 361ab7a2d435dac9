import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { DocumentStorage, IncomingFile, StoredObject } from './port';
import type { LinkSigner } from './signed-links';

/**
 * Documents as files in a folder (RINN_STORAGE_DIR). Keys are relative paths; a key that would
 * leave the folder is refused (keys are made by the server, so that would be a bug). Writes go
 * to a hidden temporary name first and are renamed into place, so a reader never sees half a
 * file and a failed write leaves nothing.
 */
export function localStorage(folder: string, signer: LinkSigner): DocumentStorage {
  const root = resolve(folder);

  const pathOf = (key: string) => {
    const path = resolve(root, key);
    if (!path.startsWith(root + sep) || key.split('/').some((part) => part.startsWith('.'))) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return path;
  };

  /** The stored files under the folder sorted by key, and apart the unfinished writes. */
  const walk = async () => {
    const stored: { key: string; path: string }[] = [];
    const hidden: string[] = [];
    const visit = async (folderPath: string) => {
      let entries;
      try {
        entries = await readdir(folderPath, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const path = join(folderPath, entry.name);
        if (entry.name.startsWith(PARTIAL_PREFIX)) {
          if (entry.isFile()) hidden.push(path);
        } else if (entry.name.startsWith('.')) {
          // Keys never have a part starting with a dot (pathOf): not the server's.
          continue;
        } else if (entry.isDirectory()) {
          await visit(path);
        } else {
          stored.push({ key: relative(root, path).split(sep).join('/'), path });
        }
      }
    };
    await visit(root);
    stored.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return { stored, hidden };
  };
  const files = async () => (await walk()).stored;
  const partials = async () => (await walk()).hidden;

  return {
    kind: 'local',
    description: `folder ${folder}`,

    async put(key, file: IncomingFile) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const partial = join(dirname(target), `${PARTIAL_PREFIX}${randomBytes(8).toString('hex')}`);
      try {
        await copyOrMove(file.path, partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },

    async read(key): Promise<Readable | null> {
      const path = pathOf(key);
      try {
        if (!(await stat(path)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(path);
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async list(prefix = '') {
      return (await files()).map((file) => file.key).filter((key) => key.startsWith(prefix));
    },

    async listObjects(prefix = '') {
      const found: StoredObject[] = [];
      for (const file of await files()) {
        if (!file.key.startsWith(prefix)) continue;
        // Removed since it was listed: not there any more, so not listed.
        const modified = await stat(file.path).catch(() => null);
        if (modified) found.push({ key: file.key, modifiedAt: modified.mtime });
      }
      return found;
    },

    async removeUnfinished(before) {
      const removed: string[] = [];
      for (const path of await partials()) {
        const modified = await stat(path).catch(() => null);
        if (!modified || modified.mtime >= before) continue;
        await rm(path, { force: true });
        removed.push(path);
      }
      return removed;
    },

    link({ fileId, now }) {
      return Promise.resolve(signer.sign(fileId, now));
    },

    checkLink: (fileId, expires, signature, now) => signer.check(fileId, expires, signature, now),
  };
}

/** A put's bytes before they are renamed into place: a kill mid-put leaves one behind. */
const PARTIAL_PREFIX = '.partial-';

/**
 * The spooled upload is moved when it is on the same disk, copied otherwise. The caller removes
 * its spool file either way.
 */
async function copyOrMove(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
  }
}
