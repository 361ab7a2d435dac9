import { createFormMachine } from '../form/create-form-machine';
import { joinUsFormSpec } from './spec';

/**
 * `/join-us` (partner-portal §2, §3, §5): Partner Registration is the generic form chart fed
 * the registration's spec (spec.ts). Quiet until Submit, then every issue at once; the pincode
 * fills city and state; each document uploads as the wizard's do; the save is
 * POST /v1/join-us/request, and its final state is the "request received" screen. Drawn here
 * on a brand with shop and counter photos (the brand decides: spec.ts).
 */
export const joinUsMachine = createFormMachine(joinUsFormSpec({ shopAndCounterPhotos: true }));

export type JoinUsMachine = typeof joinUsMachine;
