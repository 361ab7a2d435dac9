import * as v from 'valibot';
import { MobileSchema, PincodeSchema } from './contact';
import { UPLOAD_PURPOSES } from './enums';
import { HostnameSchema } from './hostname';
import { OtpSchema } from './otp';
import { fieldsObject } from './validation';

/*
 * Request bodies of the OTP and pincode calls. v.object (through fieldsObject) drops unknown keys
 * rather than rejecting them, so an older or newer client sending an extra field still works.
 */

export { HostnameSchema };

const SessionIdSchema = v.pipe(v.string('Invalid session'), v.trim(), v.uuid('Invalid session'));

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

const UTM_ID_MESSAGE = 'UTM id must be text of at most 100 characters';

export const GuestVerifyOtpBodySchema = fieldsObject({
  session_id: SessionIdSchema,
  otp: OtpSchema,
  application_data: v.optional(
    fieldsObject(
      {
        utm_details: v.optional(
          fieldsObject(
            {
              utm_id: v.optional(
                v.pipe(v.string(UTM_ID_MESSAGE), v.trim(), v.maxLength(100, UTM_ID_MESSAGE)),
              ),
            },
            'Invalid UTM details',
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
