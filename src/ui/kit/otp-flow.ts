import { createOtpMachine } from '../../services/otp.actors';
import { createFlow } from '../app/flow';

/** A landing sheet's OTP: mobile → code → verified, on the sheet's channel. */
export const OtpFlow = createFlow(createOtpMachine);
