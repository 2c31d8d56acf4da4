/**
 * Running conversions. Every new conversion sends one `converter.run` job;
 * a run job claims the oldest QUEUED conversion whose member has none
 * RUNNING (the partial unique index makes that a database guarantee, across
 * workers) and converts it, then sends another run job so a member's next
 * conversion is picked up. A worker runs one job at a time, so conversions
 * queue in creation order.
 *
 * While ffmpeg runs, a heartbeat writes the progress (ffmpeg's `-progress`
 * output time over the expected duration) every second and reads back the
 * row: a cancelled or erased conversion stops ffmpeg at the next beat.
 * ffmpeg gets only the file protocol and accepted demuxers
 * (`untrustedInput`), no shell, and one time limit for all its passes.
 * When the job runner stops (a deploy, a shutdown) it aborts the job's
 * signal: ffmpeg is killed and the conversion goes back to the queue, first
 * in line for the next worker, instead of failing.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../../graphql/context.js';
import { type JobDefinition, jobName } from '../../jobs/queue.js';
import { PROGRESS_ARGS, progressReader } from '../../media/progress.js';
import { MediaToolError, run, untrustedInput } from '../../media/tools.js';
import { ConversionEntity, ConverterSourceEntity } from './conversion.entity.js';
import { RETENTION_HOURS } from './limits.js';
import { type ConversionPlan, type PresetValue, planConversion, type SourceInfo } from './presets.js';
import { converterTools } from './sources.js';

export const RUN_CONVERSIONS = jobName('converter.run');
const HEARTBEAT_MS = 1000;
/** A compressed file this much under its target is re-encoded once at a corrected bitrate. */
const TARGET_TOLERANCE = 0.05;

export const resultPath = (userId: string, conversionId: string, ext: string) =>
  `converter/${userId}/results/${conversionId}.${ext}`;

export function sourceInfo(s: ConverterSourceEntity): SourceInfo {
  return {
    kind: s.kind,
    name: s.name,
    contentType: s.contentType,
    bytes: s.bytes,
    durationSeconds: s.durationSeconds,
    width: s.width,
    height: s.height,
    hasAudio: s.hasAudio,
  };
}

/**
 * For a size-targeted result `bytes` long: the bitrate scale of the one
 * corrected last pass it needs (x264's two-pass rate control misses by a few
 * per cent on some clips), or null when it already fits the window.
 * The bench replays the same rule on its bare runs.
 */
export function correctionScale(plan: Pick<ConversionPlan, 'targetBytes'>, bytes: number): number | null {
  if (!plan.targetBytes) return null;
  if (bytes <= plan.targetBytes && bytes >= plan.targetBytes * (1 - TARGET_TOLERANCE)) return null;
  return (plan.targetBytes * (1 - TARGET_TOLERANCE / 2)) / bytes;
}

/** The ffmpeg arguments of one pass, exactly as the job runs them (the bench runs these bare). */
export function passArgs(plan: ConversionPlan, input: string, pass: string[]): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-v',
    'error',
    ...PROGRESS_ARGS,
    ...plan.inputArgs,
    ...untrustedInput(input),
    ...pass,
  ];
}

export function conversionRunJob(deps: AppDeps): JobDefinition {
  return {
    job: RUN_CONVERSIONS,
    // A run's failure is recorded on its conversion; the job itself is not retried.
    queue: { retryLimit: 0, expireInSeconds: deps.config.converter.jobTimeoutMinutes * 60 + 600 },
    pollingIntervalSeconds: 1,
    async handler(_data, { signal }) {
      const id = await claimNext(deps);
      if (!id) return;
      try {
        await convert(deps, id, signal);
      } finally {
        await deps.jobs.send(RUN_CONVERSIONS, {});
      }
    },
  };
}

/** Marks the next eligible conversion RUNNING and returns its id; null when none may start. */
export async function claimNext(deps: Pick<AppDeps, 'db'>): Promise<string | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const rows: { id: string }[] = await deps.db.query(
        `WITH next AS (
           SELECT c.id FROM conversions c
            WHERE c.status = 'QUEUED'
              AND NOT EXISTS (SELECT 1 FROM conversions r WHERE r.user_id = c.user_id AND r.status = 'RUNNING')
            ORDER BY c.created_at, c.id LIMIT 1 FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE conversions c SET status = 'RUNNING', started_at = now(), heartbeat_at = now(),
                  attempts = c.attempts + 1, progress = 0
             FROM next WHERE c.id = next.id RETURNING c.id
         )
         SELECT id FROM claimed`,
      );
      return rows[0]?.id ?? null;
    } catch (err) {
      // Another worker started this member's other conversion a moment ago: look again.
      if ((err as { code?: string }).code !== '23505') throw err;
    }
  }
  return null;
}

async function convert(deps: AppDeps, id: string, stopping: AbortSignal): Promise<void> {
  const { db, log } = deps;
  const row = await db.manager.findOneBy(ConversionEntity, { id });
  if (!row) return;
  const source = row.sourceId ? await db.manager.findOneBy(ConverterSourceEntity, { id: row.sourceId }) : null;
  if (!source) {
    await finishFailed(deps, id, 'The uploaded file has expired; upload it again.');
    return;
  }
  const plan = planConversion(sourceInfo(source), row.preset as PresetValue, row.settings);
  if ('code' in plan) {
    await finishFailed(deps, id, plan.message);
    return;
  }

  // Aborted by a cancel or an erasure (seen by the heartbeat) or by the job runner stopping.
  const abort = new AbortController();
  const stop = () => abort.abort();
  stopping.addEventListener('abort', stop, { once: true });
  if (stopping.aborted) stop();
  let progress = 0;
  const beat = setInterval(() => {
    heartbeat(deps, id, progress)
      .then((alive) => {
        if (!alive) abort.abort();
      })
      .catch((err: unknown) => log.warn({ err, conversionId: id }, 'conversion heartbeat failed'));
  }, HEARTBEAT_MS);
  const work = await mkdtemp(path.join(tmpdir(), 'framestock-convert-'));
  try {
    // The stored upload itself on local storage (a copy of up to the plan's cap costs time for nothing), else a download.
    const input = await deps.storage.localFile(
      'private',
      source.path,
      path.join(work, `input${path.extname(source.path)}`),
      abort.signal,
    );
    const files = { output: path.join(work, `output.${plan.output.ext}`), passLog: path.join(work, 'x264') };
    const deadline = Date.now() + deps.config.converter.jobTimeoutMinutes * 60_000;
    const runPasses = async (passes: string[][], from: number, of: number) => {
      for (const [i, pass] of passes.entries()) {
        const share = (from + i) / of;
        await run(converterTools(deps).ffmpeg, passArgs(plan, input, pass), {
          signal: abort.signal,
          timeoutMs: Math.max(1000, deadline - Date.now()),
          onStdout: progressReader((seconds) => {
            const within = plan.outSeconds > 0 ? Math.min(1, seconds / plan.outSeconds) : 0;
            progress = Math.min(0.99, share + within / of);
          }),
        });
      }
    };
    const passes = plan.passes(files);
    await runPasses(passes, 0, passes.length);
    let bytes = (await stat(files.output)).size;
    const scale = correctionScale(plan, bytes);
    if (plan.targetBytes && scale !== null) {
      const last = plan.passes(files, scale).at(-1) as string[];
      await runPasses([last], passes.length - 1, passes.length);
      bytes = (await stat(files.output)).size;
      if (bytes > plan.targetBytes) {
        throw new MediaToolError(
          `the result (${(bytes / 1e6).toFixed(2)} MB) does not fit the target; choose a larger size`,
          {
            code: 'INVALID_MEDIA',
          },
        );
      }
    }
    const target = resultPath(row.userId, id, plan.output.ext);
    await deps.storage.writeFile('private', target, files.output, {
      contentType: plan.output.contentType,
    });
    const done: { id: string }[] = await db.query(
      `WITH done AS (
         UPDATE conversions SET status = 'SUCCEEDED', progress = 1, finished_at = now(),
                expires_at = now() + make_interval(hours => $2), output_path = $3, output_name = $4,
                output_content_type = $5, output_bytes = $6
          WHERE id = $1 AND status = 'RUNNING' RETURNING id
       ) SELECT id FROM done`,
      [id, RETENTION_HOURS, target, plan.output.name, plan.output.contentType, bytes],
    );
    // Cancelled or erased while the file was stored: take it back.
    if (done.length === 0) await deps.storage.delete('private', target);
    else log.info({ conversionId: id, preset: row.preset, bytes }, 'conversion finished');
  } catch (err) {
    if (stopping.aborted) {
      await requeue(deps, id);
      log.info({ conversionId: id }, 'conversion interrupted by shutdown; queued again');
      return;
    }
    if (abort.signal.aborted) return; // cancelled or erased: the row says so already
    if (err instanceof MediaToolError && err.code !== 'UNAVAILABLE') {
      await finishFailed(deps, id, `The conversion failed: ${err.message}.`);
      log.warn({ conversionId: id, reason: err.message, detail: err.detail }, 'conversion failed');
      return;
    }
    await finishFailed(deps, id, 'The conversion failed on the server; your minutes were not counted. Try again.');
    log.error({ err, conversionId: id }, 'conversion failed unexpectedly');
  } finally {
    stopping.removeEventListener('abort', stop);
    clearInterval(beat);
    await rm(work, { recursive: true, force: true });
  }
}

/** Writes the progress; false when the conversion is no longer RUNNING (cancelled, erased). */
async function heartbeat(deps: Pick<AppDeps, 'db'>, id: string, progress: number): Promise<boolean> {
  const rows: unknown[] = await deps.db.query(
    `WITH beat AS (
       UPDATE conversions SET progress = $2, heartbeat_at = now() WHERE id = $1 AND status = 'RUNNING' RETURNING id
     ) SELECT id FROM beat`,
    [id, progress],
  );
  return rows.length > 0;
}

/**
 * Back to QUEUED with its original place (queues order by creation time). The
 * attempt stays counted, so a conversion that keeps losing its worker still
 * ends FAILED through the cleanup's stale-heartbeat rule.
 */
async function requeue(deps: Pick<AppDeps, 'db'>, id: string): Promise<void> {
  await deps.db.query(
    `UPDATE conversions SET status = 'QUEUED', progress = 0, started_at = NULL WHERE id = $1 AND status = 'RUNNING'`,
    [id],
  );
}

async function finishFailed(deps: Pick<AppDeps, 'db'>, id: string, message: string): Promise<void> {
  await deps.db.query(
    `UPDATE conversions SET status = 'FAILED', error = $2, finished_at = now() WHERE id = $1 AND status = 'RUNNING'`,
    [id, message.slice(0, 500)],
  );
}
