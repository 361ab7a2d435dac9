import { MOBILE_LENGTH } from '../../domain/contact';
import { firstStepSchemaFor, type FirstStepRules } from '../../domain/sections/first-step';
import type { FormSpec } from '../../machines/form/types';

const isCompleteMobile = (value: unknown) =>
  typeof value === 'string' && /^[6-9]\d+$/.test(value) && value.length === MOBILE_LENGTH;

/**
 * The first step's form: the domain's rules, and for partners the mobile lookup (300 ms after
 * the last digit) that tells the wizard an application already exists for it. A borrower's own
 * flow has no lookup: the mobile is not theirs to look up before it is verified.
 */
export function firstStepFormSpec(rules: FirstStepRules): FormSpec {
  return {
    id: 'firstStep',
    schemaFor: firstStepSchemaFor(rules),
    lookups:
      rules.family === 'KYC'
        ? { mobile: { isReady: isCompleteMobile, fills: [], tellsParent: true } }
        : {},
  };
}
