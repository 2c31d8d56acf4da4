// Bench rows for server/media: the derivatives of a 30 s 1080p clip, made by the
// exported ffprobe/ffmpeg argument lists run bare, and by the compiled wrapper
// functions (probe + makeVideoDerivatives). The ratio is the wrapper's overhead.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dist = (file) => new URL(`../../dist/node/server/media/${file}`, import.meta.url).href;

const SECONDS = 30;
const ROUNDS = 2;

function spawnBare(tool, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} exited with ${code}`))));
  });
}

/**
 * CPU milliseconds used so far by this process and its finished children
 * (Linux /proc: cutime + cstime, in clock ticks of 10 ms). Unlike wall time,
 * it holds still when other work shares the machine.
 */
function cpuMs() {
  const own = process.cpuUsage();
  let children = 0;
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    children = (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    // not Linux: children's CPU time unknown
  }
  return (own.user + own.system) / 1000 + children;
}

async function timed(fn) {
  const start = performance.now();
  const cpu = cpuMs();
  await fn();
  return { wall: performance.now() - start, cpu: cpuMs() - cpu };
}

/** Adds the media processing rows through `row(name, value, target, ok)`. */
export async function mediaProcessingRows(row) {
  const { mediaTools } = await import(dist('tools.js'));
  const { probe, probeArgs } = await import(dist('probe.js'));
  const { makeVideoDerivatives, planVideo, videoArgs, writeVideoOverlays } = await import(dist('video.js'));
  const tools = mediaTools({
    ffmpegPath: process.env.FFMPEG_PATH || undefined,
    ffprobePath: process.env.FFPROBE_PATH || undefined,
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'framestock-media-bench-'));
  try {
    // The clip: ffmpeg's moving test pattern and a tone, H.264 + AAC, as a camera or editor would deliver it.
    const clip = path.join(dir, 'clip.mp4');
    const made = await timed(() =>
      spawnBare(tools.ffmpeg, [
        ...['-v', 'error', '-nostdin', '-y'],
        ...['-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${SECONDS}`],
        ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', clip],
      ]),
    );
    row(`media: make the ${SECONDS} s 1080p30 test clip (setup)`, `${(made.wall / 1000).toFixed(1)} s`, '', undefined);

    // The same commands either way: the bare run gets its overlay images written beforehand, untimed.
    const info = await probe(tools, clip);
    const plan = planVideo(info);
    const bareDir = path.join(dir, 'bare');
    const wrappedDir = path.join(dir, 'wrapped');
    mkdirSync(bareDir);
    await writeVideoOverlays(plan, bareDir);

    const bare = [];
    const wrapped = [];
    for (let i = 0; i < ROUNDS; i++) {
      bare.push(
        await timed(async () => {
          await spawnBare(tools.ffprobe, probeArgs(clip));
          await spawnBare(tools.ffmpeg, videoArgs(plan, clip, bareDir));
        }),
      );
      wrapped.push(
        await timed(async () => {
          const probed = await probe(tools, clip);
          await makeVideoDerivatives(tools, clip, probed, wrappedDir);
        }),
      );
    }
    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    const report = (label, runs) => {
      const wall = Math.min(...runs.map((r) => r.wall));
      const cpu = Math.min(...runs.map((r) => r.cpu));
      row(
        label,
        `${s(wall)} wall, ${s(cpu)} CPU (best of ${ROUNDS}: ${runs.map((r) => s(r.wall)).join(', ')})`,
        '',
        undefined,
      );
      return { wall, cpu };
    };
    const b = report(
      `media: ${SECONDS} s 1080p clip → thumbnail, 720p preview, hover loop, storyboard; bare ffprobe + ffmpeg`,
      bare,
    );
    const w = report('media: the same through server/media (probe + makeVideoDerivatives)', wrapped);
    row(
      'media processing time ratio (wrapper / bare, wall clock)',
      `${(w.wall / b.wall).toFixed(3)}×`,
      '≤ 1.15×',
      w.wall / b.wall <= 1.15,
    );
    row(
      'media processing cost ratio (wrapper / bare, CPU time)',
      `${(w.cpu / b.cpu).toFixed(3)}×`,
      '≤ 1.15×',
      w.cpu / b.cpu <= 1.15,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
