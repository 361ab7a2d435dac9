import type { Transaction } from 'kysely';
import { brandOfKey } from '../../http/brand';
import type { ConsentKind, ConsentLibrary } from '../../../src/i18n/consents/kinds';
import { isLanguage, type Language } from '../../../src/i18n/language';
import type { Database } from '../../db/schema';
import { ApiError } from '../../errors';
import type { ConsentOrigin } from '../../http/consent-origin';
import type { Viewer } from '../applications/access';
import type { FirstStep } from '../applications/first-step';
import { currentConsentVersion, recordConsent } from './record';

/*
 * The first step's two checkboxes as consent records (issue 21 item 4), written in the
 * transaction of the create or update that carries them: a ticked box whose text the brand
 * shows (it has the link the text names) is recorded at the text's current version in the
 * language it was shown in, once per version.
 */

export const CONSENT_LANG_MESSAGE = 'consent_lang must be en or hi';

/** What a first-step request says about how its consents were given. */
export interface FirstStepConsentContext {
  /** The language the texts were shown in (the body's consent_lang). */
  lang: Language;
  library: ConsentLibrary;
  origin: ConsentOrigin;
}

/** The body's consent_lang: English when absent, 400 when it is anything but en or hi. */
export function consentLangOf(body: unknown): Language {
  const fields = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const lang = fields['consent_lang'];
  if (lang === undefined) return 'en';
  if (!isLanguage(lang)) throw new ApiError(400, CONSENT_LANG_MESSAGE);
  return lang;
}

const BOXES = [
  { kind: 'TERMS', field: 'terms_accepted', link: 'tncLink' },
  { kind: 'BUREAU_CONSENT', field: 'bureau_consent', link: 'lenderConsentLink' },
] as const satisfies ReadonlyArray<{
  kind: ConsentKind;
  field: keyof FirstStep;
  link: 'tncLink' | 'lenderConsentLink';
}>;

export async function recordFirstStepConsents(
  tx: Transaction<Database>,
  input: {
    applicationId: string;
    /** The application's brand key: its links decide which texts were shown. */
    brand: string;
    mobile: string;
    viewer: Viewer;
    step: FirstStep;
    context: FirstStepConsentContext;
    at: Date;
  },
): Promise<void> {
  const { viewer, context } = input;
  // A partner ticks on the borrower's behalf; a guest is the borrower, mobile verified by OTP.
  const giver =
    viewer.family === 'KYC'
      ? ({ givenBy: 'PARTNER', partnerId: viewer.partnerId } as const)
      : ({ givenBy: 'BORROWER', partnerId: null } as const);
  const brand = brandOfKey(input.brand);
  for (const box of BOXES) {
    if (input.step[box.field] !== true || !brand[box.link]) continue;
    await recordConsent(tx, {
      applicationId: input.applicationId,
      kind: box.kind,
      textVersion: currentConsentVersion(context.library, box.kind, context.lang),
      lang: context.lang,
      ...giver,
      mobile: input.mobile,
      origin: context.origin,
      at: input.at,
    });
  }
}
