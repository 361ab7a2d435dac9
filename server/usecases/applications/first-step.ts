import type * as v from 'valibot';
import type { Brand } from '../../../src/brands/catalog';
import type { CaptureFamily } from '../../../src/domain/sections/first-step-options';
import type { firstStepSchema } from '../../../src/domain/sections/first-step';
import { type FirstStepRules } from '../../../src/domain/sections/first-step';

/** The first step as the domain's schema gives it: what create and update store. */
export type FirstStep = v.InferOutput<ReturnType<typeof firstStepSchema>>;

/** The first step's rules for a request: its family and the brand of the site it came from. */
export function firstStepRules(family: CaptureFamily, brand: Brand): FirstStepRules {
  return {
    family,
    relaxedValidation: brand.flags.relaxedValidation,
    // The partner flow never has a referral code; the public flow may.
    signedIn: family === 'KYC',
    hasTermsLink: Boolean(brand.tncLink),
    hasConsentLink: Boolean(brand.lenderConsentLink),
  };
}

/** The columns of the first step (all but the mobile, which never changes after create). */
export function firstStepColumns(step: FirstStep) {
  return {
    name: step.name,
    pan_number: step.pan_number ?? null,
    job_type: step.job_type,
    loan_type: step.loan_type,
    required_amount: step.required_amount ?? null,
    purpose: step.purpose ?? null,
    terms_accepted: step.terms_accepted ?? null,
    bureau_consent: step.bureau_consent ?? null,
  };
}

/** The UTM details to keep: the link's utm_id sent beside them joins them unless they have one. */
export function utmDetailsOf(step: FirstStep): string | null {
  const details = { ...(step.utm_id ? { utm_id: step.utm_id } : {}), ...step.utm_details };
  return Object.keys(details).length > 0 ? JSON.stringify(details) : null;
}

/** The link the application came through: the utm_id kept in its UTM details (as utmDetailsOf). */
export function utmIdOf(step: FirstStep): string | undefined {
  return step.utm_details?.utm_id ?? (step.utm_id || undefined);
}
