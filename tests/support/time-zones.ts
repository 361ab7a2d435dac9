import { afterAll, beforeAll } from 'vitest';

/*
 * A date handled as a UTC instant slips by a day somewhere: the calendar suites run their rules
 * in zones on both sides of UTC, at local wall-clock times.
 */

/** Zones on both sides of UTC, Kiritimati 14 hours ahead, Los Angeles 7 or 8 behind. */
export const ZONES = ['UTC', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati'];

/** Runs the suite in `zone` (TZ set in beforeAll) and puts the previous zone back (afterAll). */
export function useTimeZone(zone: string): void {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
}

/** A local wall-clock time (month 1 to 12), noon unless told. */
export const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute);
