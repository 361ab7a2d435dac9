/*
 * What kind of partner an account is (users.partner_kind), and what each kind may do. In Indian
 * loan distribution a DSA (direct selling agent, a firm or a person registered with lenders) and
 * an individual agent are paid a payout on each disbursal, so they record the disbursements made
 * offline; a connector only refers borrowers (to a DSA or to us) and is paid by the referral, so
 * it has no disbursements of its own to record (partner-portal §6; docs/decisions.md).
 */

export const PARTNER_KINDS = ['INDIVIDUAL', 'DSA', 'CONNECTOR'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const PARTNER_KIND_LABELS: Readonly<Record<PartnerKind, string>> = {
  INDIVIDUAL: 'Individual agent',
  DSA: 'DSA',
  CONNECTOR: 'Connector',
};

/**
 * The kind of an account made by approving a Join Us request: a person who registers on the
 * form is an individual agent until someone with an admin's say changes it.
 */
export const DEFAULT_PARTNER_KIND: PartnerKind = 'INDIVIDUAL';

/** The kinds that record offline disbursement cases (the home buttons and both case calls). */
const CASE_RECORDING_KINDS: readonly PartnerKind[] = ['INDIVIDUAL', 'DSA'];

export function isPartnerKind(kind: unknown): kind is PartnerKind {
  return (PARTNER_KINDS as readonly unknown[]).includes(kind);
}

/**
 * Whether a partner of this kind records offline disbursements. No kind (an admin, an account
 * from before kinds) or an unknown one records none: the buttons are hidden and the server 403s.
 */
export function mayRecordCases(kind: string | null | undefined): boolean {
  return isPartnerKind(kind) && CASE_RECORDING_KINDS.includes(kind);
}

/** What a partner of a kind that records no cases is told (the server's 403, the screen). */
export const NO_CASES_FOR_KIND = 'Your partner account does not record offline disbursements.';
