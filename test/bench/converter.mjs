// Bench rows for the file converter (issue 18): a 60 s 1080p clip (ffmpeg's
// test pattern with grain, and a tone) converted to each preset through the
// running server — tus upload, queue, pg-boss job, storage in and out — and
// the same ffmpeg passes run bare on a local copy. The job's time is the
// conversion's own startedAt → finishedAt (download from storage, ffmpeg,
// upload, rows); the time waiting for a worker is reported on its own row.
// Presets that finish within about a second (MP3, WAV) run five times and
// count with their median: one 0.2 s WAV run measured anywhere from 0.79× to
// 1.28×. The bench admin raises the Free plan's converter minutes first (as an
// operator would, `updatePlan`) so that the repeats fit the month's allowance.
// CONVERTER_BENCH_SECONDS shortens the clip for a quick look;
// CONVERTER_BENCH_PRESETS=WEBP,WAV measures only those presets (the whole set
// takes about 20 minutes on 2 cores).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dist = (file) => new URL(`../../dist/node/server/${file}`, import.meta.url).href;
const SECONDS = Number(process.env.CONVERTER_BENCH_SECONDS ?? 60);
const TARGET = 1.1;

/** Runs of the sub-second presets, whose single runs are mostly noise. */
const SHORT_REPEATS = 5;
/** Every preset; `repeats` for the ones that finish within about a second. */
const ALL_RUNS = [
  { label: 'MP4 H.264/AAC', preset: 'MP4_WEB' },
  { label: 'vertical 9:16, blurred fill', preset: 'VERTICAL', fill: 'BLUR' },
  { label: 'GIF 12 fps, 480 px', preset: 'GIF' },
  { label: 'animated WebP 15 fps, 480 px', preset: 'WEBP' },
  { label: 'extract MP3', preset: 'MP3', repeats: SHORT_REPEATS },
  { label: 'extract WAV', preset: 'WAV', repeats: SHORT_REPEATS },
  { label: 'compress to 40 % (two-pass)', preset: 'COMPRESS', targetShare: 0.4 },
  { label: 'trim to the first half', preset: 'TRIM', endSeconds: SECONDS / 2 },
  { label: 'resize to 1280 wide', preset: 'RESIZE', width: 1280 },
];
const ONLY = process.env.CONVERTER_BENCH_PRESETS?.split(',');
const RUNS = (ONLY ? ALL_RUNS.filter((r) => ONLY.includes(r.preset)) : ALL_RUNS).flatMap((r) =>
  Array.from({ length: r.repeats ?? 1 }, () => r),
);
/** Minutes the runs need, with room to spare: what the bench admin sets as the Free plan's allowance. */
const MINUTES_NEEDED = Math.ceil((RUNS.length * SECONDS) / 60) + 5;

function runBare(tool, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} exited with ${code}`))));
  });
}

async function gql(url, token, query, variables) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function upload(url, token, file) {
  const bytes = readFileSync(file);
  const auth = { Authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' };
  const meta = `filename ${Buffer.from('bench.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`;
  const created = await fetch(`${url}/api/converter/uploads`, {
    method: 'POST',
    headers: { ...auth, 'Upload-Length': String(bytes.length), 'Upload-Metadata': meta },
  });
  if (created.status !== 201) throw new Error(`upload refused: ${created.status} ${await created.text()}`);
  const res = await fetch(new URL(created.headers.get('location'), url), {
    method: 'PATCH',
    headers: { ...auth, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: bytes,
  });
  const id = res.headers.get('framestock-converter-source-id');
  if (!id) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return id;
}

/**
 * @param {{ url: string, token: string }} server a running server with jobs in process, and a member's token
 * @param {(name: string, value: string, target: string, ok?: boolean) => void} row
 */
export async function converterRows(server, row) {
  const { mediaTools } = await import(dist('media/tools.js'));
  const { planConversion } = await import(dist('modules/converter/presets.js'));
  const { correctionScale, passArgs } = await import(dist('modules/converter/runner.js'));
  const tools = mediaTools({
    ffmpegPath: process.env.FFMPEG_PATH || undefined,
    ffprobePath: process.env.FFPROBE_PATH || undefined,
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'framestock-converter-bench-'));
  try {
    const clip = path.join(dir, 'clip.mp4');
    await runBare(tools.ffmpeg, [
      ...[
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        `testsrc2=size=1920x1080:rate=30:duration=${SECONDS},noise=alls=12:allf=t`,
      ],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${SECONDS}`],
      ...[
        // A phone camera's bitrate (about 15 Mbit/s: ~110 MB a minute), inside a Free plan's converter cap.
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        ...['-b:v', '15M', '-maxrate', '15M', '-bufsize', '30M'],
        '-pix_fmt',
        'yuv420p',
        '-c:a',
        'aac',
        '-shortest',
        clip,
      ],
    ]);
    // The Free plan's 10 minutes a month do not cover the repeats: the admin raises them, as an operator can.
    const { plans } = await gql(server.url, server.token, '{ plans { id name } }');
    const free = plans.find((p) => p.name === 'Free');
    const { updatePlan } = await gql(
      server.url,
      server.token,
      'mutation($i: UpdatePlanInput!) { updatePlan(input: $i) { errors { message } } }',
      { i: { id: free.id, converterMinutesPerMonth: MINUTES_NEEDED } },
    );
    if (updatePlan.errors.length > 0) throw new Error(updatePlan.errors[0].message);
    const sourceId = await upload(server.url, server.token, clip);
    const { converterSource: source } = await gql(
      server.url,
      server.token,
      'query($id: ID!) { converterSource(id: $id) { kind name bytes durationSeconds width height hasAudio } }',
      { id: sourceId },
    );
    const info = { ...source, contentType: 'video/mp4' };
    /** Runs by preset label: a preset run several times counts with its median. */
    const ratios = new Map();
    const median = (runs) => [...runs].sort((a, b) => a.ratio - b.ratio)[Math.floor(runs.length / 2)];
    let waitMs = 0;
    for (const r of RUNS) {
      const settings = {
        fill: r.fill,
        width: r.width,
        endSeconds: r.endSeconds,
        targetBytes: r.targetShare ? Math.floor(source.bytes * r.targetShare) : undefined,
      };
      const asked = performance.now();
      const { startConversion } = await gql(
        server.url,
        server.token,
        'mutation($i: ConversionInput!) { startConversion(input: $i) { conversion { id } errors { message } } }',
        { i: { sourceId, preset: r.preset, ...settings } },
      );
      if (!startConversion.conversion) throw new Error(startConversion.errors[0]?.message);
      let c;
      for (;;) {
        ({ conversion: c } = await gql(
          server.url,
          server.token,
          'query($id: ID!) { conversion(id: $id) { status error elapsedSeconds startedAt } }',
          { id: startConversion.conversion.id },
        ));
        if (!['QUEUED', 'RUNNING'].includes(c.status)) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (c.status !== 'SUCCEEDED') throw new Error(`${r.label}: ${c.error}`);
      waitMs = Math.max(waitMs, new Date(c.startedAt).getTime() - (Date.now() - (performance.now() - asked)));

      const plan = planConversion(info, r.preset, settings);
      const out = path.join(dir, `out.${plan.output.ext}`);
      const t0 = performance.now();
      const files = { output: out, passLog: path.join(dir, 'x264') };
      for (const pass of plan.passes(files)) await runBare(tools.ffmpeg, passArgs(plan, clip, pass));
      // The same passes the job runs: a size-targeted result that misses its window gets one corrected last pass.
      const scale = correctionScale(plan, statSync(out).size);
      if (scale !== null) await runBare(tools.ffmpeg, passArgs(plan, clip, plan.passes(files, scale).at(-1)));
      const bare = (performance.now() - t0) / 1000;
      const runs = [...(ratios.get(r.label) ?? []), { ratio: c.elapsedSeconds / bare, job: c.elapsedSeconds, bare }];
      ratios.set(r.label, runs);
      if (runs.length < (r.repeats ?? 1)) continue;
      const m = median(runs);
      const spread =
        runs.length > 1 ? `, median of ${runs.length}: ${runs.map((x) => x.ratio.toFixed(2)).join(', ')}` : '';
      row(
        `converter, ${SECONDS} s 1080p → ${r.label}: job / bare ffmpeg`,
        `${m.ratio.toFixed(2)}× (${m.job.toFixed(1)} s vs ${m.bare.toFixed(1)} s${spread})`,
        `≤ ${TARGET}×`,
        m.ratio <= TARGET,
      );
    }
    const worst = Math.max(...[...ratios.values()].map((runs) => median(runs).ratio));
    row(
      'converter, worst preset overhead (the short ones by their median)',
      `${worst.toFixed(2)}×`,
      `≤ ${TARGET}×`,
      worst <= TARGET,
    );
    row(
      'converter, longest wait from startConversion to a worker starting it',
      `${(waitMs / 1000).toFixed(1)} s`,
      'reported',
      undefined,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
