import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_LIFETIME_SECONDS } from '../../server/storage/port';
import { EXPORT_KEPT_MS, sweepExports, sweepUploads } from '../../server/usecases/housekeeping';
import { applicationWithDocuments } from '../support/lender-actions';
import { memoryLog } from '../support/logs';
import { databases, testApp, type TestApp } from '../support/server';
import { STORAGE_ADAPTERS, type StorageAdapter } from '../support/storages';
import { partnerWithToken, useDatabase, type TestPartner } from '../support/suite';

/*
 * Issue 29 item 12: export workbooks (the whole application, the full PAN included) stayed in
 * the storage after their 10-minute link expired. The export sweep deletes each once its link
 * has expired (and a minute's grace): before that it stays and downloads, after it the storage
 * holds no export — on the local folder (the folder itself is empty) and on S3 (s3rver).
 */

const MINUTE = 60 * 1000;

describe.each(databases())('the export sweep on %s', (kind) => {
  const database = useDatabase(kind);

  describe.each(STORAGE_ADAPTERS)('with %s', (_name, start) => {
    let adapter: StorageAdapter;
    let t: TestApp;
    let partner: TestPartner;
    beforeAll(async () => {
      adapter = await start();
      t = testApp(database, { storage: adapter.storage });
      partner = await partnerWithToken(t);
    });
    afterAll(() => adapter.close());

    const exportFor = async (applicationId: string, lenderId: string) => {
      const answer = await t.call<{ file_url: string }>(
        'GET',
        `/api/v1/loan-application/${applicationId}/export?export_type=xlsx&lender_id=${lenderId}`,
        { token: partner.token },
      );
      expect(answer.status, answer.text).toBe(200);
      return answer.body.data.file_url;
    };

    it('deletes every workbook once its link has expired, and nothing before', async () => {
      const { storage } = adapter;
      const application = await applicationWithDocuments(t, partner);
      await exportFor(application.id, 'protium');
      await exportFor(application.id, 'sahyadri');
      const exported = await storage.list('exports/');
      expect(exported).toHaveLength(2);
      const documents = await storage.list('applications/');
      expect(documents.length).toBeGreaterThanOrEqual(2);
      const log = memoryLog();

      // A minute before the link expires: both stay.
      const live = new Date(Date.now() + LINK_LIFETIME_SECONDS * 1000 - MINUTE);
      expect(await sweepExports({ storage, log: log.log, now: live })).toEqual([]);
      expect(await storage.list('exports/')).toEqual(exported);

      // The upload sweep (hourly) never takes an export, nor the export sweep a document.
      const muchLater = new Date(Date.now() + 24 * 60 * MINUTE);
      await sweepUploads({ db: database.db, storage, log: log.log, now: muchLater });
      expect(await storage.list('exports/')).toEqual(exported);

      // Once the link and the grace have passed: both go, the documents stay.
      const expired = new Date(Date.now() + EXPORT_KEPT_MS + MINUTE);
      const removed = await sweepExports({ storage, log: log.log, now: expired });
      expect([...(removed ?? [])].sort()).toEqual([...exported].sort());
      expect(await storage.list('exports/')).toEqual([]);
      expect(await storage.list('applications/')).toEqual(documents);
      if (adapter.folder) {
        const folder = join(adapter.folder, 'exports');
        expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
      }
      const line = log
        .lines()
        .filter((entry) => entry['msg'] === 'expired exports removed')
        .at(-1);
      expect(line?.['removed']).toEqual({ export_files: 2 });
      // Counts only: a key names a tracker id.
      expect(JSON.stringify(log.lines())).not.toContain(application.trackerId);

      // A second sweep finds nothing and fails on nothing.
      expect(await sweepExports({ storage, log: log.log, now: expired })).toEqual([]);
    });

    it('answers the expired link 403, and the swept file is gone for good', async () => {
      if (!adapter.folder) return; // S3's links go to the bucket, not to the API.
      const application = await applicationWithDocuments(t, partner);
      const link = await exportFor(application.id, 'protium');
      t.clock.advance(LINK_LIFETIME_SECONDS + 1);
      const late = await t.call('GET', link, { contract: false });
      expect(late.status).toBe(403);
      await sweepExports({
        storage: adapter.storage,
        log: memoryLog().log,
        now: new Date(Date.now() + EXPORT_KEPT_MS + MINUTE),
      });
      expect(await adapter.storage.list('exports/')).toEqual([]);
    });
  });
});
