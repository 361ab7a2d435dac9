import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AuditActorKind } from '../../src/domain/audit/actions';
import type { FieldChange } from '../../src/domain/audit/changes';
import type { LenderPolicy, SupportedAction } from '../../src/domain/lenders/policy';

/*
 * The tables as Kysely sees them. Times are always written from the app's clock (never SQL now()),
 * so tests can move time; int8 and numeric come back as numbers (see open.ts).
 */

type Timestamp = ColumnType<Date, Date, Date>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** A nullable column an insert may leave out (added by a later migration, null by default). */
type OptionalNullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface UsersTable {
  id: string;
  /** AGENT or ADMIN (src/domain/enums.ts ROLES). */
  role: string;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string;
  address: string | null;
  pincode: string | null;
  city: string | null;
  state: string | null;
  pan: string | null;
  aadhaar_front: string | null;
  aadhaar_back: string | null;
  cancelled_cheque: string | null;
  account_number: string | null;
  bank_name: string | null;
  ifsc: string | null;
  referral_code: string | null;
  partner_kind: string | null;
  /** The language the partner reads, 'en' or 'hi' (migration 024): SMS texts follow it. */
  language: Generated<string>;
  created_at: CreatedAt;
}

export type SessionKind = 'LOGIN' | 'GUEST';

export interface SessionsTable {
  id: string;
  /** sha256 of the token: a database leak does not hand out working tokens. */
  token_hash: string;
  kind: SessionKind;
  /** Null for guests, who have a verified mobile but no account. */
  user_id: string | null;
  mobile: string;
  /**
   * The brand key (src/brands/catalog.ts) of the site the session was issued on: the token
   * works only on that brand's hostnames (server/http/auth.ts).
   */
  brand: string;
  /** The account's role when the session was issued (AGENT or ADMIN); null for guests. */
  role: string | null;
  /**
   * A guest's: what the mobile was verified for (the OTP send's request_origin: KYC, APPLY_LOAN
   * or JOIN_US), null when the send named none, and for logins. Join Us takes JOIN_US only.
   */
  origin: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** LOGIN for partners, GUEST for anybody, KFS: the borrower acknowledging a Key Fact Statement. */
export type OtpPurpose = 'LOGIN' | 'GUEST' | 'KFS';

export interface OtpSessionsTable {
  /** The session_id the client holds. */
  id: string;
  purpose: OtpPurpose;
  mobile: string;
  hostname: string;
  request_origin: string | null;
  code_hash: string;
  expires_at: Timestamp;
  wrong_attempts: number;
  last_sent_at: Timestamp;
  verified_at: Timestamp | null;
  created_at: Timestamp;
  /** A KFS session's statement (kfs_issues): the application and version its code acknowledges. */
  kfs_application_id: OptionalNullable<string>;
  kfs_version: OptionalNullable<number>;
}

export interface OtpSendsTable {
  id: Generated<number>;
  /** Each family has its own quota: guest sends never use up a partner's login sends. */
  purpose: OtpPurpose;
  mobile: string;
  /** The client address that asked (null for sends from before it was recorded). */
  ip: string | null;
  sent_at: Timestamp;
}

/** One wrong code entered for a mobile, whichever of its sessions it was for. */
export interface OtpWrongCodesTable {
  id: Generated<number>;
  purpose: OtpPurpose;
  mobile: string;
  /** The client address that typed it (null for wrong codes from before it was recorded). */
  ip: string | null;
  failed_at: Timestamp;
  /** Set when it made this address wait for the mobile: no code from it is checked before then. */
  locked_until: Timestamp | null;
  /** Set when it took the mobile to the ceiling (every address): no code is checked until then. */
  mobile_locked_until: Timestamp | null;
}

/** A login send for a mobile with no partner account: who is a partner must not leak freely. */
/** A tracker id that found no application, by client address (the tracking limit). */
export interface TrackMissesTable {
  id: Generated<number>;
  ip: string;
  missed_at: Timestamp;
}

export interface LoginLookupMissesTable {
  id: Generated<number>;
  ip: string;
  missed_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'SMS';
  recipient: string;
  body: string;
  created_at: Timestamp;
}

/** Demo/dev Email to Lender (server/mail/dev-mailbox.ts): what an SMTP server would have got. */
export interface MailboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body: string;
  /** The attachments' file names, in order. */
  attachments: ColumnType<string[], string, string>;
  created_at: Timestamp;
}

/** The tenant config as stored (the API shape minus is_uat, which depends on the hostname). */
export interface StoredTenantConfig {
  brand: string;
  name: string;
  logo_url: string;
  powered_by_logo_url: string;
  favicon_url: string;
  tnc_link: string | null;
  lender_consent_link: string | null;
  flags: {
    direct_leads: boolean;
    show_apply_now: boolean;
    relaxed_validation: boolean;
    shop_and_counter_photos: boolean;
    show_loan_offers_link: boolean;
  };
}

export interface TenantsTable {
  /** The brand key: every hostname of a brand shares its config. */
  brand_key: string;
  config: ColumnType<StoredTenantConfig, string, string>;
}

/** Which flow made an application, and so who may see it (see usecases/application-access.ts). */
export type ApplicationFamily = 'KYC' | 'APPLY_LOAN';

type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;

/** A section as stored: the domain schema's output for it, kept whole. */
export type StoredSection = Record<string, unknown>;

export interface ApplicationsTable {
  /** 32 characters (the contract's ApplicationId). */
  id: string;
  family: ApplicationFamily;
  /** The partner who created it (KYC); null for a borrower's own (APPLY_LOAN). */
  partner_id: string | null;
  tracker_id: string;
  /** The brand key of the session that created it: that brand's rules apply to it. */
  brand: string;
  status: string;
  job_type: string | null;
  loan_type: string | null;
  name: string;
  /** The borrower's mobile; for APPLY_LOAN also the owner (the guest token's verified mobile). */
  mobile: string;
  pan_number: string | null;
  required_amount: number | null;
  /** The purpose of the loan (the first step's `purpose`). */
  purpose: string | null;
  referral_code: string | null;
  utm_details: NullableJson<Record<string, string>>;
  terms_accepted: boolean | null;
  bureau_consent: boolean | null;
  /** Reviewer remarks, set when the application is returned for correction (INCOMPLETE). */
  remarks: string | null;
  rejection_reason: string | null;
  stage: Json<string[]>;
  personal_info: NullableJson<StoredSection>;
  employment_info: NullableJson<StoredSection>;
  business_info: NullableJson<StoredSection>;
  /** The references, each with its id (src/domain/sections/references.ts). */
  references: NullableJson<StoredSection[]>;
  asset_documents: NullableJson<StoredSection>;
  /** The rules engine's offer as the contract's LoanOffer (src/domain/rules-engine/offer.ts). */
  loan_offer: NullableJson<StoredSection>;
  /** What the rules ran on (OfferFacts): a PATCH recomputes from these, never from the client. */
  offer_facts: NullableJson<StoredSection>;
  /** When the application was submitted (final submit, or the public mark-completed). */
  submitted_at: Timestamp | null;
  /** The live link of its brand a public application was made through (migration 0014). */
  utm_link_id: OptionalNullable<string>;
  /** That link's partner, whose list it is in (set with utm_link_id, never without). */
  link_partner_id: OptionalNullable<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A co-applicant of an application: `id` is what the capture routes call record_index. */
export interface CoApplicantsTable {
  id: string;
  application_id: string;
  /** The co-applicant's details, as src/domain/sections/co-applicant.ts checks them. */
  details: Json<StoredSection>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An uploaded document: its bytes are in the document storage under storage_key. */
export interface DocumentsTable {
  /** 32 random letters and digits: the file_id the client holds. */
  id: string;
  application_id: string;
  /** The partner who uploaded it (login token), or null for a guest upload. */
  owner_partner_id: string | null;
  /** The verified mobile of the guest token that uploaded it, or null for a partner's. */
  owner_mobile: string | null;
  /** KYC or APPLY_LOAN (the upload_type sent). */
  purpose: 'KYC' | 'APPLY_LOAN';
  /** The contract's FileType (PAN, BANK_STATEMENT, …). */
  file_type: string;
  name_prefix: string | null;
  record_index: string | null;
  storage_key: string;
  /** Detected from the bytes: image/png, image/jpeg or application/pdf. */
  content_type: string;
  size_bytes: number;
  /** Hex sha256 of the bytes as stored. */
  sha256: string;
  created_at: Timestamp;
}

export interface BanksTable {
  /** The 4-letter bank code of IFSCs (e.g. SBIN). */
  id: string;
  name: string;
}

/** A lender as the catalog says (src/domain/lenders/catalog.ts), reseeded on every start. */
export interface LendersTable {
  /** The catalog's slug (protium, kaveri, …): the contract's lender_id. */
  id: string;
  name: string;
  is_preferred: boolean;
  policy: Json<LenderPolicy>;
  supported_actions: Json<SupportedAction[]>;
  /** The catalog's order: the lenders list and ties on the lenders table follow it. */
  sort_order: number;
}

/** What a lender said about an application, once a lead was sent (one row per pair). */
export interface LenderStatusesTable {
  application_id: string;
  lender_id: string;
  /** The lender's own status word (APPROVED, UNDER_REVIEW, …). */
  status: string;
  /** The lender's reference for the lead (the client_reference_id; the upload's lead_id). */
  lender_ref_id: string | null;
  /** The lender's last answer as it sent it (the contract's raw_data_from_lender). */
  raw_data_from_lender: NullableJson<Record<string, unknown>>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A partner's tracking link (migration 0014, partner-portal §3 UTM link); deleted softly. */
export interface UtmLinksTable {
  /** 32 random letters and digits: the utm_id its URL carries. */
  id: string;
  partner_id: string;
  /** The brand key of the site it was made on: it attributes applications of that brand only. */
  brand: string;
  /** NORMAL or DIRECT_LEADS (src/domain/enums.ts APPLICATION_SOURCES). */
  application_source: string;
  loan_type: string | null;
  /** A lead source of src/domain/enums.ts LEAD_SOURCES. */
  utm_source: string;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  utm_url: string;
  created_at: Timestamp;
  /** Set by DELETE: the link leaves the list and attributes no new application. */
  deleted_at: OptionalNullable<Date>;
}

/** An offline disbursement a partner recorded (migration 0011, partner-portal §3 Case). */
export interface CasesTable {
  id: string;
  partner_id: string;
  /** The Case ID the partner gave, if any. */
  tracker_id: string | null;
  /** The borrower's name. */
  name: string;
  loan_type: string;
  required_amount: number;
  remarks: string | null;
  created_at: CreatedAt;
}

/** One lender of a case, in the order the partner gave them (`position` from 0). */
export interface CaseLendersTable {
  case_id: string;
  position: number;
  lender_id: string;
  /** A `date` column: read it as text (YYYY-MM-DD), both drivers parse dates differently. */
  disbursement_date: string;
  is_pendency: boolean;
  pendency_desc: string | null;
  insurance_fee_waiver: number | null;
  pf_waiver_percentage: number | null;
  interest_rate_waiver: number | null;
}

/**
 * How many applications an owner has in each status, kept exact by a trigger (migration 0012):
 * owner 'partner:<id>' (the partner's own) or 'referral:<code>' (the public flow's, by code);
 * from migration 0014 also 'link:<partner id>' (brought by the partner's links) and
 * 'utm:<link id>' (brought by one link: its application_count).
 */
export interface ApplicationCountsTable {
  owner: string;
  status: string;
  /** bigint: the driver answers it as a string. */
  n: string | number;
}

/**
 * How many applications an owner created each UTC day, per status and in all ('*'), kept exact
 * by the same trigger (migration 0016): where a deep page of the list starts.
 */
export interface ApplicationDayCountsTable {
  owner: string;
  /** A status, or '*' for every status. */
  status: string;
  /** Days since 1970-01-01, UTC. */
  day: number;
  n: string | number;
}

/** One issue of an application's Key Fact Statement (migration 0017). */
export interface KfsIssuesTable {
  application_id: string;
  version: number;
  proposal_number: string;
  /** The offer's terms the issue was made from (kfsTermsKey): another key, another version. */
  terms_key: string;
  /** 'YYYY-MM-DD', Indian dates. */
  issued_on: string;
  valid_until: string;
  issued_at: Date;
  /** When the borrower acknowledged this version by OTP. */
  acknowledged_at: Date | null;
}

/**
 * One consent given (migration 0019): kind and text version (src/i18n/consents), language, who
 * gave it and from where. Append-only: never updated or deleted.
 */
export interface ConsentsTable {
  id: Generated<number>;
  application_id: string;
  /** TERMS, BUREAU_CONSENT or KFS_ACKNOWLEDGEMENT (src/i18n/consents/kinds.ts). */
  kind: 'TERMS' | 'BUREAU_CONSENT' | 'KFS_ACKNOWLEDGEMENT';
  text_version: number;
  lang: 'en' | 'hi';
  /** BORROWER: the borrower, their mobile verified by OTP; PARTNER: the partner on their behalf. */
  given_by: 'BORROWER' | 'PARTNER';
  /** The application's borrower. */
  mobile: string;
  /** The partner who gave it (PARTNER), or whose session relayed the borrower's (BORROWER). */
  partner_id: string | null;
  /** The Key Fact Statement acknowledged (KFS_ACKNOWLEDGEMENT only). */
  proposal_number: string | null;
  given_at: Timestamp;
  client_address: string;
  user_agent: string | null;
}

/** A document uploaded for a Join Us request (migration 0015): owned by a guest's verified mobile. */
export interface JoinUsFilesTable {
  id: string;
  owner_mobile: string;
  /** The brand key of the site it was uploaded on. */
  brand: string;
  /** PAN, AADHAAR_FRONT, AADHAAR_BACK, GST, CANCELLED_CHEQUE, SHOP_PHOTO or COUNTER_PHOTO. */
  file_type: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  created_at: Timestamp;
}

/**
 * A Join Us request (migration 0015, partner-portal §3 Partner registration). PAN and account
 * numbers are whole here and masked in every answer and log line. File fields hold
 * join_us_files ids. partner_id is the account made on approval.
 */
export interface JoinUsRequestsTable {
  id: string;
  mobile: string;
  brand: string;
  first_name: string;
  last_name: string;
  business_name: string | null;
  gst_number: string | null;
  pan_number: string;
  email: string;
  pincode: string;
  city: string;
  state: string;
  address: string;
  bank_name: string;
  account_number: string;
  ifsc: string;
  pan: string;
  aadhaar_front: string;
  aadhaar_back: string;
  gst: string | null;
  cancelled_cheque: string;
  shop_photo: string | null;
  counter_photo: string | null;
  referred_by: string | null;
  utm_id: string | null;
  /** PENDING, APPROVED or REJECTED (src/domain/join-us/review.ts). */
  status: string;
  /** The ADMIN's reason, for REJECTED only. */
  reason: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: string | null;
  partner_id: string | null;
}

/**
 * One entry of an application's audit trail (migration 0020): append-only, a trigger refuses
 * UPDATE, DELETE and TRUNCATE. `changes` are stored masked (src/domain/audit/changes.ts).
 */
export interface AuditEntriesTable {
  /** The order of the entries (an identity). */
  id: Generated<number>;
  application_id: string;
  at: Timestamp;
  /** PARTNER, ADMIN, GUEST or SYSTEM (src/domain/audit/actions.ts). */
  actor_kind: AuditActorKind;
  /** The user id of a PARTNER or ADMIN, the verified mobile of a GUEST, null for SYSTEM. */
  actor_id: string | null;
  /** The actor's name when they acted (a partner's or admin's name, the system's part). */
  actor_name: string | null;
  /** An AuditAction (src/domain/audit/actions.ts). */
  action: string;
  changes: Json<FieldChange[]>;
}

/**
 * A create's Idempotency-Key (issue 30 item 2), per caller (`partner:<user id>` or
 * `session:<guest session id>`): the request's hash and the answer it gave (null only inside the
 * create's own transaction, which claims the key first and fills the answer last).
 */
export interface IdempotencyKeysTable {
  caller: string;
  key: string;
  request_hash: string;
  status: number | null;
  /** The answer's JSON text, as it was sent. */
  answer: string | null;
  created_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  otp_sessions: OtpSessionsTable;
  otp_sends: OtpSendsTable;
  otp_wrong_codes: OtpWrongCodesTable;
  login_lookup_misses: LoginLookupMissesTable;
  track_misses: TrackMissesTable;
  outbox: OutboxTable;
  mailbox: MailboxTable;
  tenants: TenantsTable;
  applications: ApplicationsTable;
  documents: DocumentsTable;
  banks: BanksTable;
  co_applicants: CoApplicantsTable;
  lenders: LendersTable;
  lender_statuses: LenderStatusesTable;
  cases: CasesTable;
  case_lenders: CaseLendersTable;
  application_counts: ApplicationCountsTable;
  utm_links: UtmLinksTable;
  application_day_counts: ApplicationDayCountsTable;
  kfs_issues: KfsIssuesTable;
  consents: ConsentsTable;
  join_us_files: JoinUsFilesTable;
  join_us_requests: JoinUsRequestsTable;
  audit_entries: AuditEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type OtpSession = Selectable<OtpSessionsTable>;
export type ApplicationRow = Selectable<ApplicationsTable>;
export type LenderStatusRow = Selectable<LenderStatusesTable>;
