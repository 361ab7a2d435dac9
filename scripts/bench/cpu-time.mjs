// The CPU time a process has used, read from /proc: shared by the alternating measure
// (measure.mjs) and the profile (profile.mjs), so neither imports the other for it.
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

/** The CPU time (µs) of each pid in `pids`, by pid (0 for one that is gone). */
export function cpuByPid(pids) {
  return new Map(pids.map((pid) => [pid, cpuMicros(pid) ?? 0]));
}

/** How much CPU time (µs) the processes used between two readings (a pid new since: all of it). */
export function cpuUsedSince(before, after) {
  let used = 0;
  for (const [pid, micros] of after) used += micros - (before.get(pid) ?? 0);
  return used;
}
