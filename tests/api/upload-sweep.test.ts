import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSpoolFolder } from '../../server/storage/spool';
import { ORPHAN_GRACE_MS, sweepUploads } from '../../server/usecases/housekeeping';
import { randomId } from '../../server/usecases/random-id';
import { memoryLog } from '../support/logs';
import { STORAGE_ADAPTERS, type StorageAdapter } from '../support/storages';
import { databases, testApp } from '../support/server';
import { createPartner, loginToken, randomMobile } from '../support/accounts';
import { applicationFor, fixture, upload } from '../support/uploads';
import { useDatabase } from '../support/suite';

/*
 * Issue 16 item 5: after kill -9s, spool folders, half-written storage files and stored files
 * no row points to were left for ever. A simulated crash leaves each kind, stale and not; the
 * start-up sweep must remove exactly the stale ones, keep what a live request may still be
 * using, and log what it removed — on both storage adapters and both databases.
 */

/** A pid no process has: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid;
}

const HOUR = 60 * 60 * 1000;

describe.each(databases())('the start-up sweep of crashed uploads on %s', (kind) => {
  const database = useDatabase(kind);

  describe.each(STORAGE_ADAPTERS)('with %s', (_name, start) => {
    let adapter: StorageAdapter;
    beforeAll(async () => {
      adapter = await start();
    });
    afterAll(() => adapter.close());

    it('removes exactly the stale spools, unfinished writes and orphans, and logs them', async () => {
      const { storage } = adapter;
      const now = new Date();
      const old = new Date(now.getTime() - ORPHAN_GRACE_MS - 60_000);
      const spoolDir = mkdtempSync(join(tmpdir(), 'rinn-sweep-spool-'));

      // Spool folders, each with a half-received file in it.
      const folder = (name: string, when?: Date) => {
        const path = join(spoolDir, name);
        mkdirSync(path);
        writeFileSync(join(path, '0'), 'half an upload');
        if (when) {
          utimesSync(join(path, '0'), when, when);
          utimesSync(path, when, when);
        }
        return path;
      };
      const dead = deadPid();
      const staleSpools = [
        folder(`rinn-upload-${dead}-deadbeef-a1b2c3`),
        folder(`rinn-demo-documents-${dead}-deadbeef-d4e5f6`),
        // This pid's previous life (a container restarts its server under the same pid).
        folder(`rinn-upload-${process.pid}-00000000-g7h8i9`),
        // A live process's, but untouched for over an hour: no request lasts that long.
        folder(`rinn-upload-${process.ppid}-12345678-j1k2l3`, new Date(now.getTime() - 2 * HOUR)),
        // An older version's name, without its maker: only its age tells.
        folder('rinn-upload-Ab12Cd', new Date(now.getTime() - 2 * HOUR)),
      ];
      const ownLive = await makeSpoolFolder(spoolDir, 'rinn-upload-');
      writeFileSync(join(ownLive, '0'), 'this process is receiving it');
      const liveSpools = [
        ownLive,
        // Another worker's upload in progress (RINN_WORKERS share the temp folder).
        folder(`rinn-upload-${process.ppid}-12345678-m4n5o6`),
        folder('rinn-upload-Zz99Yy'),
        folder('not-ours', new Date(now.getTime() - 2 * HOUR)),
      ];

      // Stored files: one uploaded for real (it has its row), orphans old and young.
      const t = testApp(database, { storage, spoolDir: mkdtempSync(join(tmpdir(), 'rinn-sp-')) });
      const partner = await createPartner(t.db);
      const token = await loginToken(t, partner.mobile);
      const applicationId = await applicationFor(t.db, {
        partnerId: partner.id,
        mobile: randomMobile(),
      });
      const uploaded = await upload<{ file_id: string }>(
        t,
        '/api/v1/apply-loan/upload-file',
        [
          { name: 'upload_type', value: 'KYC' },
          { name: 'file_type', value: 'PAN' },
          { name: 'application_id', value: applicationId },
          { name: 'file', file: fixture('tiny.png'), fileName: 'pan.png', type: 'image/png' },
        ],
        { token },
      );
      expect(uploaded.status).toBe(201);
      const row = await t.db
        .selectFrom('documents')
        .select('storage_key')
        .where('id', '=', uploaded.body.data.file_id)
        .executeTakeFirstOrThrow();
      adapter.backdate(row.storage_key, old);

      const pdf = fixture('tiny.pdf');
      const spool = join(spoolDir, 'bytes');
      writeFileSync(spool, pdf);
      const put = async (key: string, when?: Date) => {
        await storage.put(key, { path: spool, size: pdf.length, contentType: 'application/pdf' });
        // The local adapter moves the spooled file into place: the next put needs another.
        writeFileSync(spool, pdf);
        if (when) adapter.backdate(key, when);
        return key;
      };
      const oldOrphan = await put(`applications/${applicationId}/${randomId()}.pdf`, old);
      const youngOrphan = await put(`applications/${applicationId}/${randomId()}.pdf`);
      // Not an upload's key: the sweep only judges what uploads store.
      const elsewhere = await put(`exports/${randomId()}.pdf`, old);

      // Local only: writes cut short inside the folder, one old, one perhaps still going.
      const unfinished: string[] = [];
      const inProgress: string[] = [];
      if (adapter.folder) {
        const partial = (name: string, when?: Date) => {
          const path = join(adapter.folder ?? '', 'applications', applicationId, name);
          writeFileSync(path, 'half a file');
          if (when) utimesSync(path, when, when);
          return path;
        };
        unfinished.push(partial('.partial-0123456789abcdef', old));
        inProgress.push(partial('.partial-fedcba9876543210'));
      }

      const logs = memoryLog();
      const swept = await sweepUploads({ db: t.db, storage, log: logs.log, spoolDir, now });

      expect(swept).toEqual({
        spoolFolders: expect.arrayContaining(staleSpools) as string[],
        unfinishedFiles: unfinished,
        orphanFiles: [oldOrphan],
      });
      expect(swept?.spoolFolders).toHaveLength(staleSpools.length);
      expect(readdirSync(spoolDir).sort()).toEqual(
        [...liveSpools.map((path) => path.slice(spoolDir.length + 1)), 'bytes'].sort(),
      );
      expect(await storage.list()).toEqual(
        [row.storage_key, youngOrphan, elsewhere].sort((a, b) => (a < b ? -1 : 1)),
      );
      if (adapter.folder) {
        const left = readdirSync(join(adapter.folder, 'applications', applicationId));
        expect(left.filter((name) => name.startsWith('.partial-'))).toEqual([
          '.partial-fedcba9876543210',
        ]);
      }

      // The log says what went: counts, and the paths and keys.
      const line = logs.lines().find((entry) => entry['msg'] === 'stale uploads removed');
      expect(line).toMatchObject({
        level: 'info',
        removed: {
          spool_folders: staleSpools.length,
          unfinished_files: unfinished.length,
          orphan_files: 1,
        },
        orphan_files: [oldOrphan],
        unfinished_files: unfinished,
      });
      expect([...(line?.['spool_folders'] as string[])].sort()).toEqual([...staleSpools].sort());
      expect(logs.text()).not.toContain('half an upload');

      // A second sweep finds nothing more (every process runs it, idempotent).
      const again = memoryLog();
      expect(await sweepUploads({ db: t.db, storage, log: again.log, spoolDir, now })).toEqual({
        spoolFolders: [],
        unfinishedFiles: [],
        orphanFiles: [],
      });
      expect(again.lines().find((entry) => entry['msg'] === 'stale uploads removed')).toMatchObject(
        { level: 'debug' },
      );
      rmSync(spoolDir, { recursive: true, force: true });
    });
  });
});
