/**
 * Telling whether the process that left something behind is still alive.
 *
 * A crashed (`kill -9`) server leaves temp directories, job leases and a
 * running embedded PostgreSQL behind. The next process must know whether
 * their owner is gone, and a pid alone is not enough: pids are reused. A
 * stamp adds the process's start time (Linux `/proc/<pid>/stat`), so a
 * recycled pid never passes for the old owner. Where `/proc` is missing the
 * stamp falls back to the pid alone.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** A process and when it started (clock ticks since boot; '0' when unknown). */
export interface ProcessStamp {
  pid: number;
  start: string;
}

/** The start time the kernel records for a process, or undefined (no such process, or no /proc). */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after "(command name)", which may itself hold spaces and parentheses; starttime is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** This process's stamp. */
export const ownStamp: ProcessStamp = { pid: process.pid, start: startTimeOf(process.pid) ?? '0' };

/** `<pid>.<start>`: safe in file names and database columns. */
export function formatStamp(stamp: ProcessStamp): string {
  return `${stamp.pid}.${stamp.start}`;
}

export function parseStamp(text: string): ProcessStamp | undefined {
  const match = /^(\d+)\.(\d+)$/.exec(text);
  return match ? { pid: Number(match[1]), start: match[2] as string } : undefined;
}

/** True while the stamped process runs (on this machine). */
export function isAlive(stamp: ProcessStamp): boolean {
  try {
    process.kill(stamp.pid, 0);
  } catch (err) {
    // EPERM: it exists, it is just not ours to signal.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (stamp.start === '0') return true;
  const start = startTimeOf(stamp.pid);
  return start === undefined || start === stamp.start;
}

/**
 * Kills (SIGKILL) every process whose command line mentions `text` (a temp
 * directory a dead owner's ffmpeg still works in); returns how many. Linux
 * only: elsewhere there is no /proc to search and it returns 0.
 */
export function killProcessesMentioning(text: string): number {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  let killed = 0;
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue;
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone meanwhile, or not ours to read
    }
    if (!cmdline.includes(text)) continue;
    try {
      process.kill(Number(pid), 'SIGKILL');
      killed++;
    } catch {
      // exited meanwhile
    }
  }
  return killed;
}
