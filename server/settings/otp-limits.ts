/*
 * The OTP abuse limits beyond the per-mobile hourly cap (RINN_OTP_SENDS_PER_HOUR, read in
 * main.ts). Each is a whole number from the environment; unset or blank keeps the default, and
 * anything else refuses to start with a message naming the variable, like the other settings.
 */

import { OTP_RESEND_SECONDS } from '../../src/domain/otp';

export interface OtpLimits {
  /**
   * Sends + resends one client address may ask for per hour, counted per family (login, guest),
   * so guest sends from an office never stop its partners logging in.
   */
  sendsPerIpPerHour: number;
  /**
   * Guest sends + resends from everybody per hour: the last guard against SMS pumping when the
   * texts come from many addresses. Login texts reach only registered partners, each capped per
   * hour, so they cannot be pumped and are not counted (a guest flood never blocks a login).
   */
  guestSendsPerHourGlobal: number;
  /** Login sends for mobiles with no partner account, per client address per hour. */
  unknownMobilesPerIpPerHour: number;
  /**
   * Wrong codes one client address may type for one mobile per family per hour (over all the
   * mobile's sessions) without waiting. Counted per address so a stranger's guesses lock out the
   * stranger, not the owner of the mobile on their own device.
   */
  wrongCodesPerMobilePerHour: number;
  /**
   * Wrong codes one mobile may get per family per hour from every address together before every
   * address waits, the owner's too: the last guard against guessing from many addresses. Far
   * above what the default per-mobile send cap lets anyone type (5 codes of 5 tries an hour), so
   * it only bites where RINN_OTP_SENDS_PER_HOUR is raised (docs/decisions.md).
   */
  wrongCodesPerMobilePerHourGlobal: number;
  /** The first wait when either count is reached; each further one doubles it, up to an hour. */
  wrongCodeDelaySeconds: number;
  /**
   * Seconds from one text of a code to the next resend of it (OTP_RESEND_SECONDS, the 30 s the
   * app counts down). Shortened only by the browser suite's server, whose paths would otherwise
   * wait the real 30 s before each Resend (docs/decisions.md).
   */
  resendWaitSeconds: number;
}

export const DEFAULT_OTP_LIMITS: Readonly<OtpLimits> = {
  sendsPerIpPerHour: 20,
  guestSendsPerHourGlobal: 1000,
  unknownMobilesPerIpPerHour: 10,
  wrongCodesPerMobilePerHour: 10,
  wrongCodesPerMobilePerHourGlobal: 100,
  wrongCodeDelaySeconds: 60,
  resendWaitSeconds: OTP_RESEND_SECONDS,
};

/** Which variable sets which limit. */
export const OTP_LIMIT_VARIABLES: Readonly<Record<keyof OtpLimits, string>> = {
  sendsPerIpPerHour: 'RINN_OTP_SENDS_PER_IP_PER_HOUR',
  guestSendsPerHourGlobal: 'RINN_OTP_SENDS_PER_HOUR_GLOBAL',
  unknownMobilesPerIpPerHour: 'RINN_OTP_UNKNOWN_MOBILES_PER_IP_PER_HOUR',
  wrongCodesPerMobilePerHour: 'RINN_OTP_WRONG_CODES_PER_MOBILE_PER_HOUR',
  wrongCodesPerMobilePerHourGlobal: 'RINN_OTP_WRONG_CODES_PER_MOBILE_PER_HOUR_GLOBAL',
  wrongCodeDelaySeconds: 'RINN_OTP_WRONG_CODE_DELAY_SECONDS',
  resendWaitSeconds: 'RINN_OTP_RESEND_SECONDS',
};

function readLimit(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const limit = Number(value.trim());
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new Error(`${name} must be a whole number of at least 1 (got "${value}")`);
  }
  return limit;
}

/** The limits from the environment (process.env in main.ts); throws on a bad value. */
export function readOtpLimits(env: Readonly<Record<string, string | undefined>>): OtpLimits {
  const limits = { ...DEFAULT_OTP_LIMITS };
  for (const key of Object.keys(OTP_LIMIT_VARIABLES) as (keyof OtpLimits)[]) {
    const name = OTP_LIMIT_VARIABLES[key];
    limits[key] = readLimit(name, env[name], DEFAULT_OTP_LIMITS[key]);
  }
  return limits;
}
