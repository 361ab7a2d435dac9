import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { AssetLoanType } from '../../../domain/asset-loan-types';
import { LongText, Uploads } from '../../kit/form-fields';
import { ASSET_DOCUMENT_FIELDS } from './asset-documents-form';
import { FieldGroup, StepForm, type StepViewProps } from '../../kit/step-form';
import { ASSET_DOCUMENT_LABELS, STEP_TITLES } from '../../../domain/presenter/labels';

export { assetDocumentsFormSpec } from './asset-documents-form';

export interface AssetDocumentsStepProps extends StepViewProps {
  /** Which set the application needs: its loan type (only these two have asset documents). */
  loanType: AssetLoanType;
}

const TITLES: Readonly<Record<AssetLoanType, MessageDescriptor>> = {
  AUTO_LOAN: msg`Vehicle documents`,
  GOLD_LOAN: msg`Gold article documents`,
};

/**
 * Asset documents (capture-app §3): an auto loan's seven vehicle documents or a gold loan's
 * three article documents and the valuer's comment. Each field takes several files; at least
 * one file in all is needed.
 */
export default function AssetDocumentsStep({ loanType, ...props }: AssetDocumentsStepProps) {
  const { i18n } = useLingui();
  return (
    <StepForm {...props} title={STEP_TITLES['asset-documents']}>
      <FieldGroup title={i18n._(TITLES[loanType])}>
        <Uploads names={ASSET_DOCUMENT_FIELDS[loanType]} />
        {/* A gold loan's schema has it; an auto loan's does not, so it is not shown. */}
        <LongText name="gl_valuer_comment" label={ASSET_DOCUMENT_LABELS.gl_valuer_comment} />
      </FieldGroup>
    </StepForm>
  );
}
