import { sql, type Kysely, type Selectable } from 'kysely';
import QRCode from 'qrcode';
import { APPLICATION_SOURCES, LEAD_SOURCES, LOAN_TYPES } from '../../../src/domain/enums';
import type { LinkListQuery } from '../../../src/domain/links/link-list';
import { linkUrl, type UtmLinkBody } from '../../../src/domain/links/link-schema';
import { totalPages } from '../../../src/domain/paging';
import type { Schema } from '../../contract-types';
import type { Database, User, UtmLinksTable } from '../../db/schema';
import { ApiError } from '../../errors';
import { randomId } from '../random-id';
import { writeOnce, type Once } from '../idempotency';

/*
 * A partner's tracking links (partner-portal §3, §7; issue 20 item 1): make one with its QR,
 * show one's QR, list them with how many applications each brought, delete one. A link is the
 * partner's alone: someone else's, an unknown or a deleted one is 404 (never 403: it does not
 * confirm the link exists), and nothing changes.
 */

export type UtmLinkAnswer = Schema<'UtmLink'>;
export type UtmLinkPageAnswer = Schema<'UtmLinkPage'>;
export type QrAnswer = Schema<'QrResult'>;

export const LINK_NOT_FOUND = /*i18n*/ {
  id: 'LINK_NOT_FOUND',
  message: 'Link not found',
};

/** The shape of a link's id (randomId): any other id in a path is no link. */
const LINK_ID = /^[A-Za-z0-9]{32}$/;

type LinkRow = Omit<Selectable<UtmLinksTable>, 'deleted_at'> & {
  created_by_name: string;
  application_count: string | number;
};

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** The stored row as the contract's UtmLink (a value the enums no longer hold fails loudly). */
function linkOf(row: LinkRow): UtmLinkAnswer {
  const { application_source: source, loan_type: loanType, utm_source: utmSource } = row;
  if (!isOneOf(APPLICATION_SOURCES, source) || !isOneOf(LEAD_SOURCES, utmSource)) {
    throw new Error(`Unknown application or UTM source in utm_links.${row.id}`);
  }
  if (loanType !== null && !isOneOf(LOAN_TYPES, loanType)) {
    throw new Error(`Unknown loan type in utm_links.${row.id}`);
  }
  return {
    id: row.id,
    type: source,
    application_source: source,
    loan_type: loanType,
    utm_source: utmSource,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    utm_content: row.utm_content,
    utm_term: row.utm_term,
    utm_url: row.utm_url,
    created_by: { name: row.created_by_name },
    created_at: row.created_at.toISOString(),
    application_count: Number(row.application_count),
  };
}

/** The QR of a link's URL: a PNG as a data URL (what the contract's qr_code_image holds). */
async function qrOf(id: string, url: string): Promise<QrAnswer> {
  const image = await QRCode.toDataURL(url, {
    type: 'image/png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
  return { id, qr_code_image: image, utm_link: url };
}

const blankIsNull = (text: string): string | null => (text === '' ? null : text);

/**
 * Makes a link on the brand of the site the partner is on, opening that site (`origin`, already
 * checked to be the request's own) at the apply flow, or the brand's external application where
 * its Apply leads there (`applyUrl`), and answers its QR.
 */
export async function createLink(
  db: Kysely<Database>,
  input: {
    partnerId: string;
    brand: string;
    origin: string;
    applyUrl?: string;
    body: UtmLinkBody;
    now: Date;
  },
  once?: Once<QrAnswer>,
): Promise<QrAnswer> {
  const { body } = input;
  const id = randomId();
  const utm = {
    utm_source: body.utm_source,
    utm_medium: blankIsNull(body.utm_medium),
    utm_campaign: blankIsNull(body.utm_campaign),
    utm_content: blankIsNull(body.utm_content),
    utm_term: blankIsNull(body.utm_term),
  };
  const url = linkUrl(input.origin, id, body, input.applyUrl);
  const answer = await qrOf(id, url);
  return writeOnce(db, once, async (tx) => {
    await tx
      .insertInto('utm_links')
      .values({
        id,
        partner_id: input.partnerId,
        brand: input.brand,
        application_source: body.application_source,
        loan_type: body.loan_type ?? null,
        ...utm,
        utm_url: url,
        created_at: input.now,
      })
      .execute();
    return answer;
  });
}

/** A live link of the partner's by id, or 404. */
async function liveLinkUrl(db: Kysely<Database>, partnerId: string, id: string) {
  if (!LINK_ID.test(id)) throw new ApiError(404, LINK_NOT_FOUND);
  const row = await db
    .selectFrom('utm_links')
    .select('utm_url')
    .where('id', '=', id)
    .where('partner_id', '=', partnerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, LINK_NOT_FOUND);
  return row.utm_url;
}

/** GET /v1/user/qr/{id}: the QR of one of the partner's live links. */
export async function linkQr(db: Kysely<Database>, partnerId: string, id: string) {
  return qrOf(id, await liveLinkUrl(db, partnerId, id));
}

/**
 * One page of the partner's live links in creation order (newest first by default; ties by id,
 * so paging is stable), each with how many applications it brought: the kept count of owner
 * 'utm:<id>' over every status (migration 0014), a primary-key read per row.
 */
export async function linksOf(
  db: Kysely<Database>,
  partner: Pick<User, 'id' | 'first_name' | 'last_name'>,
  { page, size, order }: LinkListQuery,
): Promise<UtmLinkPageAnswer> {
  const live = db
    .selectFrom('utm_links')
    .where('partner_id', '=', partner.id)
    .where('deleted_at', 'is', null);
  const [rows, counted] = await Promise.all([
    live
      .select([
        'id',
        'partner_id',
        'brand',
        'application_source',
        'loan_type',
        'utm_source',
        'utm_medium',
        'utm_campaign',
        'utm_content',
        'utm_term',
        'utm_url',
        'created_at',
        sql<string | number>`coalesce((select sum(n) from application_counts
          where owner = 'utm:' || utm_links.id), 0)`.as('application_count'),
      ])
      .orderBy('created_at', order)
      .orderBy('id', order)
      .limit(size)
      .offset(page * size)
      .execute(),
    live.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const name = `${partner.first_name} ${partner.last_name}`.trim();
  const total = Number(counted.count);
  return {
    list: rows.map((row) => linkOf({ ...row, created_by_name: name })),
    total_pages: totalPages(total, size),
    total_elements: total,
  };
}

/**
 * DELETE /v1/utm/link/{id}: the link leaves the list and attributes nothing more; what it
 * brought stays the partner's (applications keep their link). Not live or not theirs: 404.
 */
export async function deleteLink(db: Kysely<Database>, partnerId: string, id: string, now: Date) {
  if (!LINK_ID.test(id)) throw new ApiError(404, LINK_NOT_FOUND);
  const { numUpdatedRows } = await db
    .updateTable('utm_links')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('partner_id', '=', partnerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  if (numUpdatedRows === 0n) throw new ApiError(404, LINK_NOT_FOUND);
}

/**
 * The live link of this brand a public application's utm_id names, for attribution; null for
 * an unknown, deleted or other brand's id (kept in utm_details all the same).
 */
export async function attributingLink(
  db: Kysely<Database>,
  utmId: string | undefined,
  brand: string,
): Promise<{ id: string; partner_id: string } | null> {
  if (utmId === undefined || !LINK_ID.test(utmId)) return null;
  const row = await db
    .selectFrom('utm_links')
    .select(['id', 'partner_id'])
    .where('id', '=', utmId)
    .where('brand', '=', brand)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}
