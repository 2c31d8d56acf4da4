/**
 * Scratch directories for media work (a processing job's copy of the
 * original and its outputs, the demo seeder's generated sources), and the
 * boot-time sweep of the ones a dead process left behind.
 *
 * Each name carries its owner's stamp (pid + start time, see processes.ts):
 * `framestock-media-<pid>.<start>-XXXXXX`. A process that dies without its
 * `finally` (kill -9, power loss) leaves a full copy of an original behind;
 * the next boot of any Framestock process on the machine removes the
 * directories whose owner is gone, after killing whatever still works in
 * them (an orphaned ffmpeg where the parent-death signal is unavailable).
 * Directories of live processes (a worker beside the web server) are left alone.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../logger.js';
import { formatStamp, isAlive, killProcessesMentioning, ownStamp, parseStamp } from '../processes.js';

export type WorkDirPurpose = 'media' | 'demo';

/** `framestock-<purpose>-<stamp>-XXXXXX`; names from before stamps had no `<stamp>-` part. */
const NAME = /^framestock-(?:media|demo)-(?:(\d+\.\d+)-)?[A-Za-z0-9]{6}$/;

/** Unstamped directories (older versions) count as abandoned once this old. */
const UNSTAMPED_MAX_AGE_MS = 60 * 60_000;

/** Makes a fresh scratch directory owned by this process; the caller removes it when done. */
export function makeWorkDir(purpose: WorkDirPurpose, root = tmpdir()): Promise<string> {
  return mkdtemp(path.join(root, `framestock-${purpose}-${formatStamp(ownStamp)}-`));
}

/** Removes the scratch directories of processes that are gone; returns how many. */
export async function removeStaleWorkDirs(log: Logger, root = tmpdir()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const match = NAME.exec(name);
    if (!match) continue;
    const dir = path.join(root, name);
    if (!(await abandoned(dir, match[1]))) continue;
    const killed = killProcessesMentioning(`${dir}${path.sep}`);
    await rm(dir, { recursive: true, force: true });
    log.info({ dir, killedProcesses: killed }, 'removed a scratch directory left by a stopped process');
    removed++;
  }
  return removed;
}

async function abandoned(dir: string, stampText: string | undefined): Promise<boolean> {
  const stamp = stampText === undefined ? undefined : parseStamp(stampText);
  if (stamp) return !isAlive(stamp);
  try {
    return Date.now() - (await stat(dir)).mtimeMs > UNSTAMPED_MAX_AGE_MS;
  } catch {
    return false; // removed meanwhile
  }
}
