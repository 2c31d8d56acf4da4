/**
 * ffmpeg's machine-readable progress (`-progress pipe:1 -nostats`): blocks of
 * `key=value` lines ending in `progress=continue` (about twice a second) or
 * `progress=end`. `out_time_us` (`out_time_ms` in ffmpeg 4, in microseconds
 * despite its name) is how far into the output the encoder is: divided by
 * the output's expected duration it is a real progress fraction.
 */

/** The arguments that make ffmpeg write progress blocks to stdout (read by `progressReader`). */
export const PROGRESS_ARGS = ['-progress', 'pipe:1', '-nostats'] as const;

/**
 * A stdout consumer for `run`'s `onStdout`: calls `onProgress` with the
 * output time reached (seconds) at the end of each block, and `true` on the
 * last one. Lines may arrive split across chunks.
 */
export function progressReader(onProgress: (outSeconds: number, done: boolean) => void): (chunk: Buffer) => void {
  let pending = '';
  let outSeconds = 0;
  return (chunk) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const eq = line.indexOf('=');
      if (eq < 0) continue;
      const key = line.slice(0, eq).trim();
      const value = line.slice(eq + 1).trim();
      if (key === 'out_time_us' || key === 'out_time_ms') {
        const us = Number(value);
        // ffmpeg prints N/A (or a negative time) before the first frame is out.
        if (Number.isFinite(us) && us >= 0) outSeconds = us / 1e6;
      } else if (key === 'progress') {
        onProgress(outSeconds, value === 'end');
      }
    }
  };
}
