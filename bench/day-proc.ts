// Memory and CPU of the processes bench/day.ts measures, read from /proc (Linux).
import { readdirSync, readFileSync } from "node:fs";

/** /proc/PID/stat counts CPU time in clock ticks; USER_HZ is 100 on Linux. */
const MS_PER_TICK = 10;

/** Resident memory of a process, MB (VmRSS), or NaN when it is gone. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The fields of /proc/PID/stat after the command name (field 3 onwards). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** CPU time a process has used, ms (user + system; with its reaped children's when asked). */
export function cpuMs(pid: number, withReapedChildren = false): number {
  const fields = statFields(pid);
  if (!fields) return 0;
  // Fields 14-17 of stat: utime, stime, cutime, cstime (here at 11-14, counting from 0 at field 3).
  const ticks = [11, 12, ...(withReapedChildren ? [13, 14] : [])].reduce(
    (sum, i) => sum + Number(fields[i] ?? 0),
    0,
  );
  return ticks * MS_PER_TICK;
}

/**
 * CPU time of a PostgreSQL server, ms: the postmaster (with the backends it has reaped) and
 * the processes it runs now (one backend per pooled connection, the background workers).
 */
export function postgresCpuMs(postmasterPid: number): number {
  let total = cpuMs(postmasterPid, true);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    if (fields && Number(fields[1]) === postmasterPid) total += cpuMs(Number(entry));
  }
  return total;
}

/** The whole machine's busy and total CPU time so far, ms (from /proc/stat). */
export function machineCpuMs(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, n) => sum + n, 0);
  // idle and iowait are the 4th and 5th numbers.
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) * MS_PER_TICK, total: total * MS_PER_TICK };
}
