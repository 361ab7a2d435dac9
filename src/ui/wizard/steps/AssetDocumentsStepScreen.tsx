import { useSelector } from '@xstate/react';
import { needsAssetDocuments } from '../../../domain/asset-loan-types';
import { selectLoanType } from '../../../machines/wizard/selectors';
import { useWizard } from '../wizard-context';
import AssetDocumentsStep from './AssetDocumentsStep';
import { useFormStep } from './use-form-step';

/** The asset documents in the wizard: the auto-loan or the gold-loan set, by the loan type. */
export default function AssetDocumentsStepScreen() {
  const { wizard } = useWizard();
  const loanType = useSelector(wizard, selectLoanType);
  const step = useFormStep(loanType === 'AUTO_LOAN' ? 'autoLoanDocuments' : 'goldLoanDocuments');
  if (!step || !needsAssetDocuments(loanType)) return null;
  return <AssetDocumentsStep {...step} loanType={loanType} />;
}
