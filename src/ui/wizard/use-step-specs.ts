import { useMemo } from 'react';
import { businessSchemaFor } from '../../domain/sections/business';
import { coApplicantSchemaFor } from '../../domain/sections/co-applicant';
import { employmentSchemaFor } from '../../domain/sections/employment';
import { personalSchemaFor } from '../../domain/sections/personal';
import type { Family } from '../../machines/wizard/types';
import type { StepSpecs } from '../../services/wizard/capture-wizard';
import { useSite } from '../app/site';
import { firstStepFormSpec } from './first-step-form';
import { assetDocumentsFormSpec } from './steps/asset-documents-form';
import { businessFormSpec } from './steps/business-form';
import { coApplicantFormSpec } from './steps/co-applicant-form';
import { employmentFormSpec } from './steps/employment-form';
import { kycFormSpec } from './steps/kyc-form';
import { referencesFormSpec } from './steps/references-form';

/** Each step's form for this site: the brand decides the relaxed rules and the links. */
export function useStepSpecs(family: Family): StepSpecs {
  const { brand, runtime } = useSite();
  return useMemo(() => {
    const rules = { relaxedValidation: brand.flags.relaxedValidation };
    return {
      mobile: firstStepFormSpec({
        ...rules,
        family,
        signedIn: runtime.tokens.getLoginToken() !== null,
        hasTermsLink: Boolean(brand.tncLink),
        hasConsentLink: Boolean(brand.lenderConsentLink),
      }),
      kyc: kycFormSpec(personalSchemaFor(rules)),
      employment: employmentFormSpec(employmentSchemaFor(rules)),
      business: businessFormSpec(businessSchemaFor(rules)),
      coApplicant: coApplicantFormSpec(coApplicantSchemaFor(rules)),
      references: referencesFormSpec(),
      autoLoanDocuments: assetDocumentsFormSpec('AUTO_LOAN'),
      goldLoanDocuments: assetDocumentsFormSpec('GOLD_LOAN'),
    };
  }, [brand, family, runtime.tokens]);
}
