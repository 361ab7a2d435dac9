import * as v from 'valibot';
import { APPLICATION_SOURCES, LEAD_SOURCES, LOAN_TYPES } from '../enums';
import { atMostCharacters, textField } from '../text';
import { fieldsObject } from '../validation';

/*
 * The UTM form (partner-portal §5, issue 20 item 1) and POST /v1/user/qr's body: one schema for
 * the Links tab's form and the server, with the messages docs/decisions.md records. Optional
 * texts may be blank ('' is stored as no value); the limits are §9's.
 */

export const UTM_LIMITS = { campaign: 100, medium: 50, content: 100, term: 100 } as const;

export const UTM_SOURCE_REQUIRED = 'Select a UTM source from the list';
export const UTM_MEDIUM_INVALID = 'Invalid UTM medium';
export const UTM_MEDIUM_TOO_LONG = atMostCharacters('UTM medium', UTM_LIMITS.medium);
export const UTM_CAMPAIGN_INVALID = 'Invalid UTM campaign';
export const UTM_CAMPAIGN_TOO_LONG = atMostCharacters('UTM campaign', UTM_LIMITS.campaign);
export const UTM_CONTENT_INVALID = 'Invalid UTM content';
export const UTM_CONTENT_TOO_LONG = atMostCharacters('UTM content', UTM_LIMITS.content);
export const UTM_TERM_INVALID = 'Invalid UTM term';
export const UTM_TERM_TOO_LONG = atMostCharacters('UTM term', UTM_LIMITS.term);
export const APPLICATION_SOURCE_REQUIRED = 'Select an application source: NORMAL or DIRECT_LEADS';
export const LINK_LOAN_TYPE_REQUIRED = 'Loan type is required';
export const LINK_LOAN_TYPE_INVALID = 'Select a loan type from the list';
export const BASE_URL_INVALID = 'Invalid base URL';
/** The server's refusal of a base_url of another site (no links in our name to elsewhere). */
export const BASE_URL_NOT_THIS_SITE = "The base URL must be this site's own address.";

export const MAX_BASE_URL_LENGTH = 2048;

/** What decides the form's rules: the brand's direct-leads flag (src/brands/catalog.ts). */
export interface LinkRules {
  directLeads: boolean;
}

const optionalUtm = (message: string, max: number, tooLong: string) =>
  v.optional(textField(message, { max, tooLong }), '');

/** A blank choice ('' from an empty select) is no choice. */
const blankIsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

const entries = {
  utm_source: v.picklist(LEAD_SOURCES, UTM_SOURCE_REQUIRED),
  utm_medium: optionalUtm(UTM_MEDIUM_INVALID, UTM_LIMITS.medium, UTM_MEDIUM_TOO_LONG),
  utm_campaign: optionalUtm(UTM_CAMPAIGN_INVALID, UTM_LIMITS.campaign, UTM_CAMPAIGN_TOO_LONG),
  utm_content: optionalUtm(UTM_CONTENT_INVALID, UTM_LIMITS.content, UTM_CONTENT_TOO_LONG),
  utm_term: optionalUtm(UTM_TERM_INVALID, UTM_LIMITS.term, UTM_TERM_TOO_LONG),
  application_source: v.picklist(APPLICATION_SOURCES, APPLICATION_SOURCE_REQUIRED),
  loan_type: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(blankIsAbsent),
      v.optional(v.picklist(LOAN_TYPES, LINK_LOAN_TYPE_INVALID)),
    ),
  ),
  base_url: textField(BASE_URL_INVALID, { max: MAX_BASE_URL_LENGTH, min: 1 }),
};

/** Whether a link needs a loan type: on a direct-leads brand, or when it says DIRECT_LEADS. */
export const needsLoanType = (rules: LinkRules, applicationSource: string | undefined) =>
  rules.directLeads || applicationSource === 'DIRECT_LEADS';

/** The UTM form / POST /v1/user/qr body for a brand (entries in screen order). */
export function utmLinkSchema(rules: LinkRules) {
  return v.pipe(
    fieldsObject(entries),
    v.forward(
      v.check(
        (link) => !needsLoanType(rules, link.application_source) || link.loan_type !== undefined,
        LINK_LOAN_TYPE_REQUIRED,
      ),
      ['loan_type'],
    ),
  );
}

export type UtmLinkBody = v.InferOutput<ReturnType<typeof utmLinkSchema>>;

/** The UTM parameters a link's URL carries, in this order (src/ui/wizard/paths.ts reads them). */
const URL_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'];

/** The public apply flow's first step (hash route): where every link lands. */
export const LINK_LANDING = '#/apply-loan/mobile';

/**
 * A link's URL: the site's origin, in its query the link's id (utm_id) and its non-blank UTM
 * parameters, and the apply flow's first step as the hash. The query stands before the hash,
 * where the router reads it (src/ui/app/history-traversal.ts) and the server's logs see it;
 * the flow keeps it through OTP and create.
 *
 * On a brand whose Apply leads to its own external application (`applyUrl`: the direct-leads
 * brand), the link leads there instead, as the brand's Apply does: that address with utm_id, the
 * UTM parameters and the link's loan type (`loan_type`) in its query, and no hash of ours.
 */
export function linkUrl(
  origin: string,
  id: string,
  link: Partial<Record<(typeof URL_PARAMETERS)[number] | 'loan_type', string>>,
  applyUrl?: string,
): string {
  const query = new URLSearchParams({ utm_id: id });
  for (const name of URL_PARAMETERS) {
    const value = link[name];
    if (value) query.set(name, value);
  }
  if (!applyUrl) return `${origin}/?${query.toString()}${LINK_LANDING}`;
  const external = new URL(applyUrl);
  for (const [name, value] of query) external.searchParams.set(name, value);
  if (link.loan_type) external.searchParams.set('loan_type', link.loan_type);
  return external.toString();
}
