import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPLICATIONS } from '../../server/db/demo-applications';
import { SECOND_PARTNER_MOBILE } from '../../server/db/demo-second-partner';
import { DEMO_PARTNER_MOBILE } from '../../server/db/seed';
import { LENDERS } from '../../src/domain/lenders/catalog';
import { loginToken } from '../support/accounts';
import { expectMatchesContract } from '../support/contract';
import { databases } from '../support/server';
import { useTestDatabase } from '../support/suite';

/*
 * Issue 29 item 5: the README's table of the demo's applications is what the API answers from a
 * fresh start (a new database seeded in demo mode). Each line of the table, between its
 * `demo-story` markers, is parsed here: the tracker id's status (as tracking answers it) and each
 * lender claim — "<lender> approved|rejected|pending" is the row's decision on the lenders
 * table; "… by the lender" is also what the lender answered (the application's lender_statuses);
 * "all <decision>" is every lender's row; "none for the partner" is a borrower's own, whose
 * lenders the partner does not see. The table and this test are one list: a line added to the
 * README is checked at once.
 */

interface Claim {
  trackerId: string;
  status: string;
  lenders: string;
}

function readmeClaims(): Claim[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('<!-- demo-story:start -->');
  const end = readme.indexOf('<!-- demo-story:end -->');
  if (start < 0 || end < start) throw new Error('README.md has no demo-story table');
  return readme
    .slice(start, end)
    .split('\n')
    .filter((line) => /^\| \d{8} \|/.test(line))
    .map((line) => {
      const [trackerId = '', , status = '', lenders = ''] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { trackerId, status, lenders };
    });
}

const CLAIMS = readmeClaims();
const LENDER_BY_NAME = new Map(LENDERS.map((lender) => [lender.name, lender.id]));
const upper = (words: string) => words.toUpperCase().replaceAll(' ', '_');

/** "<lender> <words>[ by the lender]" → its parts. */
function lenderClaim(text: string) {
  const match = /^(.+?) (approved|rejected|pending|under review)( by the lender)?$/.exec(text);
  if (!match) throw new Error(`README claim not understood: "${text}"`);
  const [, name = '', words = '', byLender] = match;
  const lenderId = LENDER_BY_NAME.get(name);
  if (!lenderId) throw new Error(`README names no such lender: "${name}"`);
  return { lenderId, words, byLender: byLender !== undefined };
}

describe.each(databases())("the README's demo claims on %s", (kind) => {
  const { t } = useTestDatabase(kind);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens['90'] = await loginToken(t, DEMO_PARTNER_MOBILE);
    tokens['91'] = await loginToken(t, SECOND_PARTNER_MOBILE);
  });

  it('has a table with every seeded application of the demo partner', () => {
    const claimed = new Set(CLAIMS.map((claim) => claim.trackerId));
    for (const app of DEMO_APPLICATIONS) expect(claimed).toContain(app.trackerId);
  });

  it.each(CLAIMS.map((claim) => [claim.trackerId, claim] as const))(
    '%s is as the README says',
    async (trackerId, claim) => {
      const tracked = await t.call<{ status: string; tracker_id: string }>(
        'GET',
        `/api/v1/track?tracker_id=${trackerId}`,
      );
      expect(tracked.status).toBe(200);
      expect(tracked.body.data.status).toBe(upper(claim.status));
      if (claim.lenders === 'none for the partner') return;

      const token = tokens[trackerId.slice(0, 2)] ?? '';
      const app = await t.db
        .selectFrom('applications')
        .select('id')
        .where('tracker_id', '=', trackerId)
        .executeTakeFirstOrThrow();
      const decisionPath = `/api/v1/lender/policy/decision?application_id=${app.id}`;
      const decisions = await t.call<{ lender_id: string; decision: string }[]>(
        'GET',
        decisionPath,
        { token },
      );
      expectMatchesContract('GET', decisionPath, decisions.status, decisions.body);
      expect(decisions.status).toBe(200);
      const decisionOf = new Map(decisions.body.data.map((row) => [row.lender_id, row.decision]));
      const all = /^all (approved|rejected|pending)$/.exec(claim.lenders);
      if (all) {
        expect(new Set(decisionOf.values())).toEqual(new Set([upper(all[1] ?? '')]));
        return;
      }
      const application = await t.call<{
        lender_statuses: { lender_id: string; status: string; lender_ref_id: string | null }[];
      }>('GET', `/api/v1/loan-application/${app.id}`, { token });
      const answered = new Map(
        application.body.data.lender_statuses.map((row) => [row.lender_id, row]),
      );
      for (const text of claim.lenders.split(', ')) {
        const { lenderId, words, byLender } = lenderClaim(text);
        if (byLender) {
          expect(answered.get(lenderId)?.status, text).toBe(upper(words));
          expect(answered.get(lenderId)?.lender_ref_id, text).toBeTruthy();
        }
        // Under review is the lender's word, not a decision: the row keeps its policy's.
        if (words !== 'under review') expect(decisionOf.get(lenderId), text).toBe(upper(words));
      }
    },
  );

  it('shows, by policy, an APPROVED lender row on one application and a REJECTED one on another', () => {
    const byPolicy = CLAIMS.flatMap((claim) =>
      claim.lenders.includes('none') || claim.lenders.startsWith('all')
        ? []
        : claim.lenders
            .split(', ')
            .map(lenderClaim)
            .filter((parsed) => !parsed.byLender)
            .map((parsed) => ({ trackerId: claim.trackerId, words: parsed.words })),
    );
    expect(byPolicy.some((entry) => entry.words === 'approved')).toBe(true);
    expect(byPolicy.some((entry) => entry.words === 'rejected')).toBe(true);
  });

  it('gives every seeded person their own name, e-mail, mobile and (past the drafts) PAN', async () => {
    const rows = await t.db
      .selectFrom('applications')
      .select(['name', 'mobile', 'pan_number', 'status', 'personal_info', 'employment_info'])
      .where((eb) => eb.or([eb('tracker_id', 'like', '9000%'), eb('tracker_id', 'like', '9100%')]))
      .execute();
    const unique = (values: unknown[]) => expect(new Set(values).size).toBe(values.length);
    unique(rows.map((row) => row.name));
    unique(rows.map((row) => row.mobile));
    const emails = rows.flatMap((row) =>
      [row.personal_info?.['email'], row.employment_info?.['official_email']].filter(
        (email) => typeof email === 'string',
      ),
    );
    unique(emails);
    // Drafts keep the documented test PAN the browser suites resume them with.
    unique(
      rows
        .filter((row) => row.status !== 'DRAFT' && row.status !== 'INCOMPLETE')
        .map((row) => row.pan_number),
    );
  });
});
