import { describe, expect, it } from 'vitest';
import {
  isKfsWorkingDay,
  kfsExpired,
  kfsValidUntil,
  workingDaysAfter,
} from '../../../../src/domain/kfs/working-days';

/* A KFS is valid for at least three working days from its issue (RBI/2024-25/18 para 5). */

describe('working days for a KFS', () => {
  it('skips weekends and the national holidays', () => {
    expect(isKfsWorkingDay('2026-11-27')).toBe(true); // a Friday
    expect(isKfsWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isKfsWorkingDay('2027-01-26')).toBe(false); // Republic Day, a Tuesday
    expect(isKfsWorkingDay('2027-08-16')).toBe(true);
    expect(isKfsWorkingDay('2028-08-15')).toBe(false); // Independence Day, a Tuesday
    expect(isKfsWorkingDay('2029-10-02')).toBe(false); // Gandhi Jayanti, a Tuesday
  });

  it('counts from the day after the issue', () => {
    expect(kfsValidUntil('2026-11-25')).toBe('2026-11-30'); // Wed → Thu, Fri, Mon
    expect(kfsValidUntil('2026-11-28')).toBe('2026-12-02'); // Sat → Mon, Tue, Wed
    expect(kfsValidUntil('2027-01-22')).toBe('2027-01-28'); // Fri → Mon, (26th), Wed, Thu
    expect(workingDaysAfter('2026-11-27', 1)).toBe('2026-11-30');
  });

  it('expires the day after its last valid day', () => {
    expect(kfsExpired('2026-12-02', '2026-12-02')).toBe(false);
    expect(kfsExpired('2026-12-02', '2026-12-03')).toBe(true);
  });
});
