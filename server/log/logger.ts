import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/**
 * Fields that must never reach a log line in clear, wherever they sit in what is logged (one
 * level down covers `{ body: { mobile } }` and `{ err: { token } }`). A mobile that a line needs
 * goes in masked, as `mobile_masked` (maskMobile).
 */
const SECRET_FIELDS = [
  'mobile',
  'code',
  'otp',
  'token',
  'guest_token',
  'pan',
  'pan_number',
  'account_number',
  'aadhaar',
  'aadhaar_number',
  'password',
  'authorization',
  'cookie',
  'parameters',
  'params',
  'sql',
  'query',
];

export const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.headers.token',
];

export interface LoggerSettings {
  /** pino level; `silent` turns logging off (default info). */
  level?: string;
  /** Where lines go (default stdout). Tests pass a stream they can read. */
  destination?: DestinationStream;
}

/** One JSON line per event, secrets censored, so operators can search and ship the logs. */
export function createLogger(settings: LoggerSettings = {}): Logger {
  const options: LoggerOptions = {
    level: settings.level ?? 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    formatters: { level: (label) => ({ level: label }) },
  };
  return settings.destination ? pino(options, settings.destination) : pino(options);
}

/** 9876543210 → 98******10: enough to tell two partners apart, not enough to text one. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 5) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 2)}${'*'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
}
