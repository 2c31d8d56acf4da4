/**
 * Scratch directories a killed process left in the temp dir are removed at
 * boot — after killing whatever still works in them — while those of live
 * processes (a worker beside the server) are left alone.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatStamp, ownStamp } from '../../server/processes.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const realTmp = tmpdir();
const root = mkdtempSync(path.join(realTmp, 'framestock-tmp-'));
const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

/** A stamp (pid + start time) of a process that has since exited. */
async function deadStamp(): Promise<string> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  await sleep(100);
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  child.kill('SIGKILL');
  await exited(child);
  return `${child.pid}.${start}`;
}

function scratch(name: string, ageMs = 0): string {
  const dir = path.join(root, name);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'original.mp4'), 'a copy of somebody’s upload');
  if (ageMs) utimesSync(dir, new Date(Date.now() - ageMs), new Date(Date.now() - ageMs));
  return dir;
}

let t: TestServer | undefined;
let orphan: ChildProcess;
let dirs: Record<string, string>;

beforeAll(async () => {
  dirs = {
    dead: scratch(`framestock-media-${await deadStamp()}-aB3dE9`),
    deadDemo: scratch(`framestock-demo-${await deadStamp()}-Zx81Qw`),
    live: scratch(`framestock-media-${formatStamp(ownStamp)}-k2LmN0`),
    oldUnstamped: scratch('framestock-media-Q1w2E3', 2 * 60 * 60_000),
    freshUnstamped: scratch('framestock-media-R4t5Y6'),
    unrelated: scratch('framestock-media-notes'),
  };
  // An ffmpeg stand-in still reading the dead owner's copy (where no parent-death signal reached it).
  orphan = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', `file:${dirs.dead}/original.mp4`], {
    stdio: 'ignore',
  });
  // Only the boot reads the temp dir from the environment here; everything else in this file knows `root`.
  process.env.TMPDIR = root;
  try {
    t = await startTestServer();
  } finally {
    process.env.TMPDIR = realTmp;
  }
}, 60_000);

afterAll(async () => {
  orphan?.kill('SIGKILL');
  await t?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('scratch directories at boot', () => {
  it('removes the dead processes’ directories and kills what still worked in them', async () => {
    expect(existsSync(dirs.dead as string)).toBe(false);
    expect(existsSync(dirs.deadDemo as string)).toBe(false);
    expect(existsSync(dirs.oldUnstamped as string)).toBe(false);
    await Promise.race([exited(orphan), sleep(5_000)]);
    expect(orphan.signalCode).toBe('SIGKILL');
  });

  it('keeps the directories of live processes, fresh unstamped ones and names it does not own', () => {
    expect(existsSync(dirs.live as string)).toBe(true);
    expect(existsSync(dirs.freshUnstamped as string)).toBe(true);
    expect(existsSync(dirs.unrelated as string)).toBe(true);
  });
});
