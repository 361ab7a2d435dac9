import { FormMobileSchema } from '../contact';
import { textField } from '../text';
import { fieldsObject } from '../validation';

/*
 * A Join Us request's review (partner-portal §4 "Join Us", §7 tracking): its states, what the
 * tracking screen is told in each, and the ADMIN's rejection with a reason. The tracking query
 * and the approve/reject path take the mobile the request was made with ('Invalid mobile').
 */

export const JOIN_US_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type JoinUsStatus = (typeof JOIN_US_STATUSES)[number];

export const JOIN_US_PENDING_MESSAGE =
  'Your partner registration has been received and is under review.';
export const JOIN_US_APPROVED_MESSAGE =
  'Your partner registration has been approved. Log in with your mobile number.';
/** Says "Reason", not "Remarks": a tracking message with Remarks offers Complete Application. */
export const joinUsRejectedMessage = (reason: string) =>
  `Your partner registration was rejected. Reason: ${reason}`;
export const JOIN_US_NOT_FOUND = 'No partner registration found for this mobile number.';

/** What the tracking screen shows for a request in this state. */
export function joinUsTrackMessage(status: JoinUsStatus, reason: string | null): string {
  if (status === 'PENDING') return JOIN_US_PENDING_MESSAGE;
  if (status === 'APPROVED') return JOIN_US_APPROVED_MESSAGE;
  return joinUsRejectedMessage(reason ?? '');
}

/** GET /v1/join-us/track?tracker_id=<mobile>. */
export const JoinUsTrackQuerySchema = fieldsObject({ tracker_id: FormMobileSchema });

export const REJECTION_REASON_MIN_LENGTH = 3;
export const REJECTION_REASON_MAX_LENGTH = 500;
export const REJECTION_REASON_MESSAGE = `Give a reason of ${REJECTION_REASON_MIN_LENGTH} to ${REJECTION_REASON_MAX_LENGTH} characters for the rejection`;

/** POST /v1/join-us/{mobile}/reject: the reason the applicant is shown when they track. */
export const JoinUsRejectionSchema = fieldsObject({
  reason: textField(REJECTION_REASON_MESSAGE, {
    min: REJECTION_REASON_MIN_LENGTH,
    max: REJECTION_REASON_MAX_LENGTH,
    lines: 'multi',
  }),
});
