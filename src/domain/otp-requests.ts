import * as v from 'valibot';
import { TRACKER_ID_LENGTH } from './application-ids';
import { MobileSchema, PincodeSchema } from './contact';
import { UPLOAD_PURPOSES } from './enums';
import { HostnameSchema } from './hostname';
import { OtpSchema } from './otp';
import { textField } from './text';
import { UTM_DETAILS_MESSAGE, UtmIdSchema } from './utm';
import { fieldsObject } from './validation';

/*
 * Request bodies of the OTP and pincode calls. v.object (through fieldsObject) drops unknown keys
 * rather than rejecting them, so an older or newer client sending an extra field still works.
 */

export { HostnameSchema };

const SessionIdSchema = v.pipe(
  textField('Invalid session', { max: 36 }),
  v.uuid('Invalid session'),
);

export const SendOtpBodySchema = fieldsObject({
  mobile: MobileSchema,
  hostname: HostnameSchema,
  request_origin: v.optional(v.picklist(UPLOAD_PURPOSES, 'Invalid request origin')),
});
export type SendOtpBody = v.InferOutput<typeof SendOtpBodySchema>;

export const ResendOtpBodySchema = fieldsObject({ session_id: SessionIdSchema });
export type ResendOtpBody = v.InferOutput<typeof ResendOtpBodySchema>;

export const VerifyOtpBodySchema = fieldsObject({ session_id: SessionIdSchema, otp: OtpSchema });
export type VerifyOtpBody = v.InferOutput<typeof VerifyOtpBodySchema>;

export const PROPOSAL_NUMBER_MESSAGE = 'Invalid proposal number';
const PROPOSAL_NUMBER_PATTERN = new RegExp(`^KFS-[0-9]{${TRACKER_ID_LENGTH}}-[0-9]{2,}$`);

/**
 * POST /kfs/send-otp: the proposal number of the statement on screen, the one the code is for.
 * Strict, unlike the other OTP bodies: a field the send does not know is refused (400), as the
 * contract says (additionalProperties: false).
 */
export const SendKfsOtpBodySchema = v.strictObject(
  {
    proposal_number: v.pipe(
      textField(PROPOSAL_NUMBER_MESSAGE, { max: 40, asTyped: true }),
      v.regex(PROPOSAL_NUMBER_PATTERN, PROPOSAL_NUMBER_MESSAGE),
    ),
  },
  (issue) => {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && key !== 'proposal_number') {
      return `Unknown field: ${key.slice(0, 40)}`;
    }
    return PROPOSAL_NUMBER_MESSAGE;
  },
);
export type SendKfsOtpBody = v.InferOutput<typeof SendKfsOtpBodySchema>;

export const GuestVerifyOtpBodySchema = fieldsObject({
  session_id: SessionIdSchema,
  otp: OtpSchema,
  application_data: v.optional(
    fieldsObject(
      {
        utm_details: v.optional(
          fieldsObject(
            {
              utm_id: v.optional(UtmIdSchema),
            },
            UTM_DETAILS_MESSAGE,
          ),
        ),
      },
      'Invalid application data',
    ),
  ),
});
export type GuestVerifyOtpBody = v.InferOutput<typeof GuestVerifyOtpBodySchema>;

export const PincodeQuerySchema = fieldsObject({ pincode: PincodeSchema });
export type PincodeQuery = v.InferOutput<typeof PincodeQuerySchema>;
