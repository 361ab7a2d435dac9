// The CPU time a process has used, from /proc: shared by the measured runs (measure.mjs) and the
// profiles (profile.mjs), which import neither each other.
import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU time (user + system) a process has used, in µs, from /proc: unlike the profile's
 * samples it does not count time the process waited for a core on a busy machine.
 */
export function cpuMicros(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
