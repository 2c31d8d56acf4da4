/**
 * The built server (dist/) run as `npm start` runs it: a child process on the
 * embedded database in `dataDir`, no demo catalogue unless asked. For tests
 * of the real process's lifecycle: start, stop by signal, restart on the same data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './global-setup.js';

export const isBuilt = (): boolean => existsSync('dist/node/server/main.js');

export interface BuiltServer {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
}

export async function bootBuilt(opts: {
  dataDir: string;
  pgPort: number;
  logLevel?: string;
  /** A process group of its own, like a terminal's foreground job (signal all of it with `process.kill(-pid)`). */
  detached?: boolean;
}): Promise<BuiltServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/node/server/main.js'], {
    env: {
      ...process.env,
      DATA_DIR: opts.dataDir,
      PORT: String(port),
      EMBEDDED_POSTGRES_PORT: String(opts.pgPort),
      LOG_LEVEL: opts.logLevel ?? 'warn',
      DATABASE_URL: '',
      // The process is under test, not the demo catalogue (demo-seed.test.ts covers it).
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: opts.detached ?? false,
  });
  let output = '';
  child.stdout?.on('data', (c) => (output += c));
  child.stderr?.on('data', (c) => (output += c));
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (output.includes('Framestock is running'))
      return { child, url: `http://127.0.0.1:${port}`, output: () => output };
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

/** Resolves with the exit code once the process has exited (at once if it already has). */
export const exited = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
