import type { Transaction } from 'kysely';
import { brandOfKey } from '../../http/brand';
import type { ConsentKind, ConsentLibrary } from '../../../src/i18n/consents/kinds';
import type { Database } from '../../db/schema';
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

/** Where a first-step request's consents were given, and the texts it records against. */
export interface FirstStepConsentContext {
  library: ConsentLibrary;
  origin: ConsentOrigin;
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
  // The language the texts were shown in (the body's consent_lang).
  const lang = input.step.consent_lang ?? 'en';
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
      textVersion: currentConsentVersion(context.library, box.kind, lang),
      lang,
      ...giver,
      mobile: input.mobile,
      origin: context.origin,
      at: input.at,
    });
  }
}
