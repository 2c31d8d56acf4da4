/**
 * The ffmpeg / ffprobe binaries and the one way this server runs them.
 *
 * Every run goes through `run`: no shell, a hard timeout, an abort signal,
 * and a `MediaToolError` whose message is short enough, and free enough of
 * server paths, to show to the admin who uploaded the file. The full stderr
 * tail stays on the error (`detail`) for the server log.
 */
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, chmodSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, getPriority, setPriority } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { Config } from '../config.js';

/** Absolute paths of the two binaries every media function takes. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
}

/**
 * What went wrong, for the caller's retry policy: `FAILED` (the tool exited
 * with an error, usually a damaged or unsupported file), `INVALID_MEDIA` (the
 * file was read but is not what the caller needs, e.g. no video stream),
 * `TIMEOUT`, `ABORTED` (our abort signal), `INTERRUPTED` (killed by a signal
 * from outside: a shutdown, the OOM killer, an operator; says nothing about
 * the file, so worth retrying), `UNAVAILABLE` (the binary is missing or not
 * executable).
 */
export type MediaToolErrorCode = 'FAILED' | 'INVALID_MEDIA' | 'TIMEOUT' | 'ABORTED' | 'INTERRUPTED' | 'UNAVAILABLE';

/** A media tool failure; `message` is safe to show to an admin, `detail` is for the server log. */
export class MediaToolError extends Error {
  override name = 'MediaToolError';
  readonly code: MediaToolErrorCode;
  /** The last few KB of the tool's stderr, or other diagnostics (may contain server paths). */
  readonly detail: string;

  constructor(message: string, options: { code: MediaToolErrorCode; detail?: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.code = options.code;
    this.detail = options.detail ?? '';
  }
}

/**
 * Threads one ffmpeg run may use per decoder, filter graph and encoder: all
 * cores of a small worker, but at most 4, so one large job does not starve
 * the web process or a second job on a big machine.
 */
export const MEDIA_THREADS = Math.max(1, Math.min(4, availableParallelism()));

const require = createRequire(import.meta.url);

/**
 * Resolves the binaries: FFMPEG_PATH / FFPROBE_PATH when set, else the static
 * builds shipped in @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe.
 * The npm packages' own `chmod u+x` postinstall does not run under npm 11
 * (install scripts are not approved); their tarballs carry the execute bit
 * already, and when a copy has lost it this restores it (as the postinstall
 * would) or throws an `UNAVAILABLE` error naming the fix.
 */
export function mediaTools(media: Config['media']): MediaTools {
  return {
    ffmpeg: media.ffmpegPath ?? shippedBinary('ffmpeg', '@ffmpeg-installer/ffmpeg', 'FFMPEG_PATH'),
    ffprobe: media.ffprobePath ?? shippedBinary('ffprobe', '@ffprobe-installer/ffprobe', 'FFPROBE_PATH'),
  };
}

function shippedBinary(name: string, pkg: string, envVar: string): string {
  let file: string;
  try {
    // The installer packages throw (a string, not an Error) on a platform they have no build for.
    file = (require(pkg) as { path: string }).path;
  } catch (err) {
    throw new MediaToolError(`${name} is not available on this server`, {
      code: 'UNAVAILABLE',
      detail: `${pkg}: ${String(err)}. Set ${envVar} to an ${name} binary.`,
    });
  }
  try {
    accessSync(file, constants.X_OK);
  } catch {
    try {
      chmodSync(file, statSync(file).mode | 0o100);
      accessSync(file, constants.X_OK);
    } catch (err) {
      throw new MediaToolError(`${name} is not available on this server`, {
        code: 'UNAVAILABLE',
        detail: `${file} is not executable by this user (${(err as Error).message}): run \`chmod a+x ${file}\` or set ${envVar}.`,
      });
    }
  }
  return file;
}

/**
 * The input options for an untrusted file, to put just before its `-i`.
 * `file` is the only protocol (no http, no `concat:` or `subfile,` tricks),
 * and only container formats we accept may open it: playlists and lists
 * that point at other files (HLS, ffconcat) are refused before they read
 * anything. The `file:` prefix stops ffmpeg from reading any part of the
 * name as a protocol. The name itself must be one the server chose: `%`
 * and glob characters are refused, since the `image2` demuxer (which
 * ffprobe picks for some JPEGs) would expand them into other files.
 */
export function untrustedInput(file: string): string[] {
  if (/[%*?[\]{}]/.test(file)) throw new Error(`Media input path must not contain % or glob characters: ${file}`);
  return ['-protocol_whitelist', 'file', '-format_whitelist', ACCEPTED_DEMUXERS, '-i', `file:${file}`];
}

/**
 * Demuxers an uploaded file may be read with (ffmpeg matches any of a
 * demuxer's comma-separated names, e.g. `mov,mp4,m4a,3gp,3g2,mj2`).
 * Video: MP4/MOV, Matroska/WebM, AVI, MPEG-TS/PS, FLV, ASF/WMV, MXF, Ogg, GIF.
 * Audio: WAV/W64, AIFF, MP3, FLAC, AAC (ADTS), CAF. Still images: the
 * single-file `*_pipe` demuxers, and `image2` for one named file.
 */
const ACCEPTED_DEMUXERS = [
  'mov',
  'matroska',
  'avi',
  'mpegts',
  'mpeg',
  'flv',
  'asf',
  'mxf',
  'ogg',
  'gif',
  'wav',
  'w64',
  'aiff',
  'mp3',
  'flac',
  'aac',
  'caf',
  'png_pipe',
  'jpeg_pipe',
  'webp_pipe',
  'bmp_pipe',
  'tiff_pipe',
  'image2',
].join(',');

/** How `run` bounds a tool and where its stdout goes. */
export interface RunOptions {
  /** Kills the process (SIGKILL) and rejects with code `ABORTED`. */
  signal?: AbortSignal;
  /** Kills the process (SIGKILL) and rejects with code `TIMEOUT` after this long. */
  timeoutMs: number;
  /** Receives stdout as it arrives (nothing is kept); without it stdout is collected and returned. */
  onStdout?: (chunk: Buffer) => void;
  /**
   * Written to the tool's stdin (e.g. raw frames for `-i pipe:0`); without it stdin is closed. Each chunk has
   * reached the pipe before the next is asked for, so a producer may hand over the same buffer every time.
   */
  stdin?: AsyncIterable<Uint8Array>;
  /**
   * Runs the tool at least this nice (POSIX, 1–19): work nobody waits for, which should take only what the rest
   * leaves. Set as the tool starts, before it starts its threads (they inherit it).
   */
  niceness?: number;
}

const STDERR_TAIL_BYTES = 4096;
/** ffprobe's JSON for a sane file is a few KB; a crafted one must not fill the heap. */
const MAX_STDOUT_BYTES = 16 * 1024 * 1024;

/**
 * `setpriv --pdeathsig KILL --` where it works (Linux with util-linux): the
 * tool then gets SIGKILL the moment this process dies, even by `kill -9`,
 * instead of running on as an orphan. Checked once; elsewhere tools run
 * unwrapped and the boot-time sweep (work-dirs.ts) kills leftovers.
 */
let deathSignalWrapper: string[] | null | undefined;
function parentDeathWrapper(): string[] | null {
  if (deathSignalWrapper !== undefined) return deathSignalWrapper;
  deathSignalWrapper = null;
  if (process.platform === 'linux') {
    const wrapper = ['setpriv', '--pdeathsig', 'KILL', '--'];
    const probe = spawnSync(wrapper[0] as string, [...wrapper.slice(1), process.execPath, '--version'], {
      stdio: 'ignore',
      timeout: 5_000,
    });
    if (probe.status === 0) deathSignalWrapper = wrapper;
  }
  return deathSignalWrapper;
}

/**
 * The command that runs `tool`: through the parent-death wrapper when there
 * is one and the tool is an absolute path we can check first (so a missing
 * binary is still `UNAVAILABLE`, not a wrapper failure).
 */
function command(tool: string, args: readonly string[]): [string, string[]] {
  const wrapper = path.isAbsolute(tool) ? parentDeathWrapper() : null;
  if (!wrapper) return [tool, [...args]];
  accessSync(tool, constants.X_OK);
  return [wrapper[0] as string, [...wrapper.slice(1), tool, ...args]];
}

/**
 * Runs one media tool without a shell and resolves with its stdout; rejects
 * with a `MediaToolError` when it cannot start, exits non-zero, runs past
 * `timeoutMs`, is aborted (the process is killed in both these cases), or is
 * killed by someone else (`INTERRUPTED`). The tool dies with this process.
 */
export function run(tool: string, args: readonly string[], options: RunOptions): Promise<Buffer> {
  const name = path.basename(tool).replace(/\.exe$/i, '');
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new MediaToolError(`${name} was cancelled`, { code: 'ABORTED' }));
      return;
    }
    let file: string;
    let argv: string[];
    try {
      [file, argv] = command(tool, args);
    } catch (err) {
      reject(
        new MediaToolError(`${name} could not be started`, {
          code: 'UNAVAILABLE',
          detail: `${tool}: ${(err as Error).message}`,
          cause: err,
        }),
      );
      return;
    }
    // A process group of its own: a terminal's Ctrl-C reaches the server, which stops its tools in order
    // (abort, then retry); it must not reach ffmpeg first and look like a damaged file.
    const child = spawn(file, argv, {
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
      detached: process.platform !== 'win32',
    });
    if (options.niceness && child.pid) {
      try {
        // Never raise a priority: a server already running nicer keeps its tools as nice as itself.
        setPriority(child.pid, Math.max(options.niceness, getPriority(child.pid)));
      } catch {
        // Gone already (its exit reports why), or not allowed here: it runs at normal priority.
      }
    }
    // A tool that exits early (an error, a kill) closes the pipe: its exit says why, not the EPIPE.
    if (options.stdin) writeEach(options.stdin, child.stdin).catch(() => child.stdin.destroy());
    else child.stdin.end();
    child.stdin.on('error', () => undefined);
    let stderr = '';
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let failure: MediaToolError | undefined;
    const stop = (error: MediaToolError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };

    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_BYTES);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onStdout) {
        try {
          options.onStdout(chunk);
        } catch (err) {
          stop(new MediaToolError(`${name} output could not be read`, { code: 'FAILED', cause: err }));
        }
        return;
      }
      stdoutBytes += chunk.length;
      if (stdoutBytes > MAX_STDOUT_BYTES) {
        stop(new MediaToolError(`${name} printed too much output`, { code: 'FAILED' }));
      } else {
        stdout.push(chunk);
      }
    });

    const limit = options.timeoutMs < 1000 ? `${options.timeoutMs} ms` : `${Math.round(options.timeoutMs / 1000)} s`;
    const timer = setTimeout(
      () => stop(new MediaToolError(`${name} took longer than ${limit}`, { code: 'TIMEOUT' })),
      options.timeoutMs,
    );
    const onAbort = () => stop(new MediaToolError(`${name} was cancelled`, { code: 'ABORTED' }));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.once('error', (err: NodeJS.ErrnoException) => {
      // Spawn failures (ENOENT, EACCES): no process, so no 'close' with a code may follow.
      failure ??= new MediaToolError(`${name} could not be started`, {
        code: 'UNAVAILABLE',
        detail: `${tool}: ${err.message}`,
        cause: err,
      });
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (!failure && signal) {
        failure = new MediaToolError(`${name} was stopped by ${signal}`, { code: 'INTERRUPTED' });
      }
      if (failure) {
        reject(
          new MediaToolError(failure.message, {
            code: failure.code,
            detail: failure.detail || stderr,
            cause: failure.cause,
          }),
        );
      } else if (code !== 0) {
        reject(new MediaToolError(`${name} failed: ${summarizeStderr(stderr)}`, { code: 'FAILED', detail: stderr }));
      } else {
        resolve(Buffer.concat(stdout));
      }
    });
  });
}

/**
 * The one line of an ffmpeg/ffprobe error worth showing: the last line, or
 * the whitelist refusal (whose last line only says "Invalid argument"),
 * without the `[demuxer @ 0x…]` prefix and with every absolute path cut to
 * its file name.
 */
export function summarizeStderr(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const refused = lines.find((l) => l.includes('Format not on whitelist'));
  if (refused) {
    const format = /^\[([^\s@\]]+)/.exec(refused)?.[1];
    return `unsupported file format${format ? ` (${format.split(',')[0]})` : ''}`;
  }
  const last = lines.at(-1);
  if (!last) return 'unknown error';
  const text = last
    .replace(/^\[[^\]]*@ 0x[0-9a-f]+\]\s*/i, '')
    // "file:/tmp/job-1/input.mp4: Invalid data …": the input named at the start says nothing to the admin.
    .replace(/^(?:file:)?\/\S*?:\s+/, '')
    .replace(/(^|[\s'"(=])((?:file:)?\/[^\s'",:]+)/g, (_, before: string, p: string) => before + path.basename(p));
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

/**
 * Writes one chunk at a time and waits until the pipe has it: no read-ahead
 * (Readable.from buffered 16 chunks, 60 MB of 720p frames) and no chunk still
 * referenced when the producer draws its next one into the same memory.
 */
async function writeEach(source: AsyncIterable<Uint8Array>, sink: Writable): Promise<void> {
  for await (const chunk of source) {
    await new Promise<void>((resolve, reject) => sink.write(chunk, (err) => (err ? reject(err) : resolve())));
  }
  sink.end();
}
