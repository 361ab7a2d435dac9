import { useSelector } from '@xstate/react';
import { selectBorrower, selectOfferActor } from '../../../machines/wizard/selectors';
import { BackButton } from '../BackButton';
import { useWizard } from '../wizard-context';
import OfferStep from './OfferStep';

/** The loan offer step in the wizard: the offer chart the wizard invoked, with Back. */
export default function OfferStepScreen() {
  const { wizard } = useWizard();
  const offer = useSelector(wizard, selectOfferActor);
  const mobile = useSelector(wizard, (snapshot) => String(selectBorrower(snapshot).mobile ?? ''));
  if (!offer) return null;
  return <OfferStep offer={offer} mobile={mobile} actions={<BackButton />} />;
}
