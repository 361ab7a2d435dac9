import { useSelector } from '@xstate/react';
import { needsAssetDocuments } from '../../../domain/asset-loan-types';
import { selectForm, selectLoanType } from '../../../machines/wizard/selectors';
import { BackButton } from '../BackButton';
import { useWizard } from '../wizard-context';
import AssetDocumentsStep from './AssetDocumentsStep';

/** The asset documents in the wizard: the auto-loan or the gold-loan set, by the loan type. */
export default function AssetDocumentsStepScreen() {
  const { wizard, specs, viewUrl } = useWizard();
  const form = useSelector(wizard, selectForm);
  const loanType = useSelector(wizard, selectLoanType);
  if (!form || !needsAssetDocuments(loanType)) return null;
  const spec = loanType === 'AUTO_LOAN' ? specs.autoLoanDocuments : specs.goldLoanDocuments;
  return (
    <AssetDocumentsStep
      form={form}
      spec={spec}
      loanType={loanType}
      viewUrl={viewUrl}
      actions={<BackButton />}
    />
  );
}
