import type { Kysely, Transaction } from 'kysely';
import type { ConsentKind, ConsentLibrary } from '../../../src/i18n/consents/kinds';
import { SHIPPED_CONSENTS } from '../../../src/i18n/consents/shipped';
import type { Language } from '../../../src/i18n/language';
import type { Database } from '../../db/schema';
import type { ConsentOrigin } from '../../http/consent-origin';

/*
 * The consent ledger's one writer (issue 21 item 4; migration 0019). Callers record inside the
 * transaction of the write the consent goes with, so a refused request records nothing.
 */

export interface NewConsent {
  applicationId: string;
  kind: ConsentKind;
  /** The version of the text the person was shown (currentConsentVersion). */
  textVersion: number;
  /** The language it was shown in. */
  lang: Language;
  /**
   * BORROWER: the borrower, their mobile verified by OTP (the public flow's guest, or the code
   * of a KFS acknowledgement); PARTNER: the partner, ticking on the borrower's behalf.
   */
  givenBy: 'BORROWER' | 'PARTNER';
  /** The application's borrower mobile. */
  mobile: string;
  /**
   * The partner who gave it (PARTNER, required), or whose session relayed the borrower's own
   * (a KFS acknowledgement typed in on the partner's screen); null for a guest.
   */
  partnerId: string | null;
  /** KFS_ACKNOWLEDGEMENT only (and then required): the statement acknowledged. */
  proposalNumber?: string;
  origin: ConsentOrigin;
  at: Date;
}

/**
 * Appends a consent, once: the same text version of the same kind (and, for an acknowledgement,
 * the same statement) given again for an application adds nothing. True when it was added.
 */
export async function recordConsent(
  tx: Transaction<Database> | Kysely<Database>,
  consent: NewConsent,
): Promise<boolean> {
  if ((consent.kind === 'KFS_ACKNOWLEDGEMENT') !== (consent.proposalNumber !== undefined)) {
    throw new Error('A proposal number goes with a KFS acknowledgement, and only with one');
  }
  if (consent.givenBy === 'PARTNER' && consent.partnerId === null) {
    throw new Error("A partner's consent names the partner");
  }
  const added = await tx
    .insertInto('consents')
    .values({
      application_id: consent.applicationId,
      kind: consent.kind,
      text_version: consent.textVersion,
      lang: consent.lang,
      given_by: consent.givenBy,
      mobile: consent.mobile,
      partner_id: consent.partnerId,
      proposal_number: consent.proposalNumber ?? null,
      given_at: consent.at,
      client_address: consent.origin.clientAddress,
      user_agent: consent.origin.userAgent,
    })
    // consents_once: this text version was recorded already; nothing else may conflict.
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return added !== undefined;
}

/** The version of a kind's current text in a language (the server's library, AppDeps). */
export function currentConsentVersion(
  library: ConsentLibrary,
  kind: ConsentKind,
  lang: Language,
): number {
  return library[lang][kind].version;
}

/** The texts a server records against: the shipped ones, unless its deps name others (tests). */
export function consentLibraryOf(deps: { consentTexts?: ConsentLibrary }): ConsentLibrary {
  return deps.consentTexts ?? SHIPPED_CONSENTS;
}
