import type { Migration, MigrationProvider } from 'kysely/migration';
import { foundation } from './001-foundation';
import { otpAbuseLimits } from './002-otp-abuse-limits';
import { applicationSections } from './003-application-sections';
import { documents } from './004-documents';
import { captureCompletion } from './005-capture-completion';
import { trackMisses } from './006-track-misses';
import { sessionBrand } from './007-session-brand';
import { wrongCodesPerAddress } from './008-wrong-codes-per-address';
import { statedAmounts } from './009-stated-amounts';
import { lenders } from './010-lenders';
import { cases } from './011-cases';
import { applicationListIndex } from './012-application-list-index';
import { devMailbox } from './013-dev-mailbox';
import { utmLinks } from './014-utm-links';
import { joinUs } from './015-join-us';
import { applicationListDays } from './016-application-list-days';
import { kfs } from './017-kfs';
import { kfsOtp } from './018-kfs-otp';
import { consents } from './019-consents';
import { auditTrail } from './020-audit-trail';
import { sessionOrigin } from './021-session-origin';
import { idempotency } from './022-idempotency';
import { changeNotices } from './023-change-notices';
import { userLanguage } from './024-user-language';

/*
 * One file per migration, listed here in the order they apply. Kysely's Migrator records each
 * applied name in the database (kysely_migration) and runs only the ones not yet there, in
 * this order. Migrations live in code (not a folder scan) so the server runs the same way from
 * tsx, a bundle or a test. A new migration is a new file and one line at the end of this list;
 * never edit or rename one that has shipped (its name is what the database recorded). They
 * take Kysely<unknown> because they must not depend on today's Database interface.
 */
const applied: ReadonlyArray<readonly [string, Migration]> = [
  ['0001_foundation', foundation],
  ['0002_otp_abuse_limits', otpAbuseLimits],
  ['0003_application_sections', applicationSections],
  ['0004_documents', documents],
  ['0005_capture_completion', captureCompletion],
  ['0006_track_misses', trackMisses],
  ['0007_session_brand', sessionBrand],
  ['0008_wrong_codes_per_address', wrongCodesPerAddress],
  ['0009_stated_amounts', statedAmounts],
  ['0010_lenders', lenders],
  ['0011_cases', cases],
  ['0012_application_list_index', applicationListIndex],
  ['0013_dev_mailbox', devMailbox],
  ['0014_utm_links', utmLinks],
  ['0015_join_us', joinUs],
  ['0016_application_list_days', applicationListDays],
  ['0017_kfs', kfs],
  ['0018_kfs_otp', kfsOtp],
  ['0019_consents', consents],
  ['0020_audit_trail', auditTrail],
  ['0021_session_origin', sessionOrigin],
  ['0022_idempotency', idempotency],
  ['0023_change_notices', changeNotices],
  ['0024_user_language', userLanguage],
];

export const migrations: Record<string, Migration> = Object.fromEntries(applied);

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
