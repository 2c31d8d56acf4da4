/**
 * The converter's rules for the viewer: limits, their sources and
 * conversions (ownership: a member sees and touches only their own; anything
 * else is NOT_FOUND), previewing, starting and cancelling.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import { type ConnectionShape, pageSize, paginate } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { byKeys, defineLoader } from '../../graphql/loaders.js';
import { type PayloadErrorOf, tooManyRequests, userError } from '../../graphql/payload.js';
import { type RateLimit, reserve } from '../../http/rate-limits.js';
import { MediaToolError } from '../../media/tools.js';
import { ConversionEntity, ConverterSourceEntity } from './conversion.entity.js';
import {
  type CancelConversionInput,
  type Conversion,
  ConversionErrorCode,
  type ConversionInput,
  type ConversionPayload,
  type ConversionPreset,
  type ConversionStatus,
  type ConverterLimitsInfo,
  type ConverterSource,
  type ConverterSourceKind,
  type PreviewConversionPayload,
} from './converter.types.js';
import { renderPreview } from './frames.js';
import { converterLimits, converterSwitchedOn, MAX_QUEUED, RETENTION_HOURS } from './limits.js';
import { type ConversionPlan, type PlanError, PRESETS_BY_KIND, type PresetValue, planConversion } from './presets.js';
import { RUN_CONVERSIONS, sourceInfo } from './runner.js';
import { CONVERTER_UPLOADS_PATH, converterTools } from './sources.js';

type Err = PayloadErrorOf<ConversionErrorCode>;
const DOWNLOAD_URL_SECONDS = 600;
const FRAMES_URL_SECONDS = 3600;
/** Previews run ffmpeg in the request: plenty for a member moving sliders, not for a loop. */
const PREVIEW_LIMIT: RateLimit = { name: 'converter-preview', points: 120, windowSeconds: 600 };

async function viewerId(ctx: Context): Promise<string> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new Error('the converter needs a viewer (the schema requires MEMBER)');
  return viewer.id;
}

export async function viewerLimits(ctx: Context): Promise<ConverterLimitsInfo> {
  const limits = await converterLimits(ctx.app, ctx.app.db.manager, await viewerId(ctx));
  return {
    enabled: limits.enabled,
    planName: limits.planName,
    maxFileBytes: limits.maxFileBytes,
    maxInputMinutes: Math.round(limits.maxInputSeconds / 60),
    minutesPerMonth: limits.minutesPerMonth,
    minutesUsed: limits.usedSeconds / 60,
    periodEnd: limits.period.end,
    retentionHours: RETENTION_HOURS,
    uploadPath: CONVERTER_UPLOADS_PATH,
  };
}

async function ownSource(ctx: Context, id: string): Promise<ConverterSourceEntity | null> {
  if (!isUuid(id)) return null;
  return ctx.app.db.manager.findOneBy(ConverterSourceEntity, { id, userId: await viewerId(ctx) });
}

async function toSource(ctx: Context, s: ConverterSourceEntity): Promise<ConverterSource> {
  return {
    id: s.id,
    name: s.name,
    kind: s.kind as ConverterSourceKind,
    bytes: s.bytes,
    durationSeconds: s.durationSeconds,
    width: s.width,
    height: s.height,
    hasAudio: s.hasAudio,
    presets: PRESETS_BY_KIND[s.kind].filter((p) => s.hasAudio || (p !== 'MP3' && p !== 'WAV')) as ConversionPreset[],
    frames:
      s.framesPath && s.frames
        ? {
            ...s.frames,
            url: await ctx.app.storage.signedUrl('private', s.framesPath, { expiresInSeconds: FRAMES_URL_SECONDS }),
          }
        : null,
    createdAt: s.createdAt,
    expiresAt: s.expiresAt,
  };
}

export async function viewerSource(ctx: Context, id: string): Promise<ConverterSource | null> {
  const s = await ownSource(ctx, id);
  return s ? toSource(ctx, s) : null;
}

export async function viewerSources(
  ctx: Context,
  args: { first?: number | null; after?: string | null },
): Promise<ConnectionShape<ConverterSource>> {
  const first = await pageSize(ctx, args.first);
  const qb = ctx.app.db.manager
    .createQueryBuilder(ConverterSourceEntity, 's')
    .where('s.user_id = :userId', { userId: await viewerId(ctx) });
  const page = await paginate(qb, {
    first,
    after: args.after,
    keys: [
      { column: 's.created_at', direction: 'DESC', value: (s: ConverterSourceEntity) => s.createdAt.toISOString() },
      { column: 's.id', direction: 'DESC', value: (s: ConverterSourceEntity) => s.id },
    ],
  });
  const edges = await Promise.all(
    page.edges.map(async (e) => ({ cursor: e.cursor, node: await toSource(ctx, e.node) })),
  );
  return {
    ...page,
    get totalCount() {
      return page.totalCount;
    },
    edges,
  };
}

export function toConversion(c: ConversionEntity, now = Date.now()): Conversion {
  const started = c.startedAt?.getTime() ?? null;
  const ended = c.finishedAt?.getTime() ?? null;
  const elapsed = started === null ? null : ((c.status === 'RUNNING' ? now : (ended ?? now)) - started) / 1000;
  const eta =
    c.status === 'RUNNING' && elapsed !== null && c.progress >= 0.02
      ? Math.max(0, (elapsed * (1 - c.progress)) / c.progress)
      : null;
  return {
    id: c.id,
    preset: c.preset as ConversionPreset,
    description: c.description,
    status: c.status as ConversionStatus,
    sourceName: c.sourceName,
    sourceId: c.sourceId,
    progress: c.progress,
    elapsedSeconds: elapsed === null ? null : Math.max(0, elapsed),
    etaSeconds: eta,
    billedSeconds: c.billedSeconds,
    error: c.error,
    output:
      c.outputPath && c.outputName
        ? {
            name: c.outputName,
            bytes: c.outputBytes ?? 0,
            contentType: c.outputContentType ?? 'application/octet-stream',
          }
        : null,
    expired: c.status === 'SUCCEEDED' && !c.outputPath,
    createdAt: c.createdAt,
    startedAt: c.startedAt,
    finishedAt: c.finishedAt,
    expiresAt: c.expiresAt,
    outputPath: c.outputPath,
  };
}

export async function viewerConversion(ctx: Context, id: string): Promise<Conversion | null> {
  if (!isUuid(id)) return null;
  const c = await ctx.app.db.manager.findOneBy(ConversionEntity, { id, userId: await viewerId(ctx) });
  return c ? toConversion(c) : null;
}

export async function viewerConversions(
  ctx: Context,
  args: { first?: number | null; after?: string | null },
): Promise<ConnectionShape<Conversion>> {
  const first = await pageSize(ctx, args.first);
  const qb = ctx.app.db.manager
    .createQueryBuilder(ConversionEntity, 'c')
    .where('c.user_id = :userId', { userId: await viewerId(ctx) });
  const page = await paginate(qb, {
    first,
    after: args.after,
    keys: [
      { column: 'c.created_at', direction: 'DESC', value: (c: ConversionEntity) => c.createdAt.toISOString() },
      { column: 'c.id', direction: 'DESC', value: (c: ConversionEntity) => c.id },
    ],
  });
  const now = Date.now();
  return {
    ...page,
    get totalCount() {
      return page.totalCount;
    },
    edges: page.edges.map((e) => ({ cursor: e.cursor, node: toConversion(e.node, now) })),
  };
}

/** Places of QUEUED conversions in the site's queue (1 = next), one statement per page. */
export const queuePositionById = defineLoader<string, number>('converter.queuePosition', async (ctx, ids) => {
  const rows: { id: string; position: number }[] = await ctx.app.db.query(
    `SELECT c.id, (SELECT count(*)::int FROM conversions q
                    WHERE q.status = 'QUEUED' AND (q.created_at, q.id) <= (c.created_at, c.id)) AS position
       FROM conversions c WHERE c.id = ANY($1) AND c.status = 'QUEUED'`,
    [ids],
  );
  return byKeys(ids, rows, (r) => r.id).map((r) => r?.position ?? null);
});

export function downloadUrl(ctx: Context, c: Conversion): Promise<string> | null {
  if (c.status !== 'SUCCEEDED' || !c.outputPath || !c.output) return null;
  return ctx.app.storage.signedUrl('private', c.outputPath, {
    expiresInSeconds: DOWNLOAD_URL_SECONDS,
    downloadName: c.output.name,
  });
}

/** The source and the plan of an input, or the error to answer with. */
async function planFor(
  ctx: Context,
  input: ConversionInput,
): Promise<{ source: ConverterSourceEntity; plan: ConversionPlan } | Err> {
  if (!(await converterSwitchedOn(ctx.app)))
    return userError(ConversionErrorCode.DISABLED, 'The file converter is switched off on this site.');
  const source = await ownSource(ctx, input.sourceId);
  if (!source) {
    return userError(
      ConversionErrorCode.NOT_FOUND,
      'That file is not in your converter any more: upload it again.',
      'sourceId',
    );
  }
  const plan = planConversion(sourceInfo(source), input.preset as PresetValue, {
    startSeconds: input.startSeconds,
    endSeconds: input.endSeconds,
    fill: input.fill,
    fps: input.fps,
    width: input.width,
    height: input.height,
    targetBytes: input.targetBytes,
  });
  if (isPlanError(plan)) return userError(ConversionErrorCode[plan.code], plan.message, plan.field);
  return { source, plan };
}

const isPlanError = (p: ConversionPlan | PlanError): p is PlanError => 'code' in p;

export async function previewConversion(ctx: Context, input: ConversionInput): Promise<PreviewConversionPayload> {
  const planned = await planFor(ctx, input);
  if ('code' in planned) return { preview: null, errors: [planned] };
  const { source, plan } = planned;
  const blocked = await reserve(ctx.app.db, [{ limit: PREVIEW_LIMIT, subject: source.userId }]);
  if (blocked) return { preview: null, errors: [tooManyRequests(ConversionErrorCode.TOO_MANY_REQUESTS, blocked)] };
  const base = {
    description: plan.description,
    outputName: plan.output.name,
    width: plan.output.width,
    height: plan.output.height,
    billedSeconds: plan.billedSeconds,
  };
  if (!plan.pictureFilter || !source.framesPath || !source.frames)
    return { preview: { ...base, imageUrl: null }, errors: [] };
  const work = await mkdtemp(path.join(tmpdir(), 'framestock-preview-'));
  try {
    const sprite = await buffer(ctx.app.storage.createReadStream('private', source.framesPath));
    const { dataUrl } = await renderPreview(
      converterTools(ctx.app),
      work,
      sprite,
      source.frames,
      plan.settings.startSeconds ?? 0,
      plan.pictureFilter,
    );
    return { preview: { ...base, imageUrl: dataUrl }, errors: [] };
  } catch (err) {
    if (!(err instanceof MediaToolError)) throw err;
    ctx.log.warn({ reason: err.message, detail: err.detail }, 'converter preview failed');
    return {
      preview: null,
      errors: [userError(ConversionErrorCode.PREVIEW_FAILED, `The preview could not be made: ${err.message}.`)],
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Queues a conversion. The member's minutes and queue are checked and the
 * row written under a per-member lock, so parallel requests cannot overspend.
 */
export async function startConversion(ctx: Context, input: ConversionInput): Promise<ConversionPayload> {
  const planned = await planFor(ctx, input);
  if ('code' in planned) return { conversion: null, errors: [planned] };
  const { source, plan } = planned;
  const result = await ctx.app.db.transaction(async (m): Promise<ConversionEntity | Err> => {
    await lockMember(m, source.userId);
    const limits = await converterLimits(ctx.app, m, source.userId);
    const left = limits.minutesPerMonth * 60 - limits.usedSeconds;
    if (plan.billedSeconds > left + 0.001) {
      const minutes = (s: number) =>
        s < 60 ? `${Math.max(0, Math.ceil(s))} seconds` : `${Math.floor(s / 6) / 10} minutes`;
      return userError(
        ConversionErrorCode.MINUTES_EXHAUSTED,
        `This needs ${minutes(plan.billedSeconds)} and your ${limits.planName} plan has ${minutes(left)} left until ${limits.period.end.toISOString().slice(0, 10)}. Trim it, or upgrade your plan.`,
      );
    }
    const queued = await m.countBy(ConversionEntity, { userId: source.userId, status: 'QUEUED' });
    if (queued >= MAX_QUEUED) {
      return userError(
        ConversionErrorCode.TOO_MANY_QUEUED,
        `You have ${queued} conversions waiting: let them finish first.`,
      );
    }
    const row = m.create(ConversionEntity, {
      userId: source.userId,
      sourceId: source.id,
      sourceName: source.name,
      preset: plan.preset,
      description: plan.description.slice(0, 300),
      settings: plan.settings as Record<string, unknown>,
      billedSeconds: plan.billedSeconds,
    });
    await m.save(row);
    await ctx.app.jobs.send(RUN_CONVERSIONS, {}, { tx: m });
    return row;
  });
  if (!(result instanceof ConversionEntity)) return { conversion: null, errors: [result] };
  return { conversion: toConversion(result), errors: [] };
}

async function lockMember(m: EntityManager, userId: string): Promise<void> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`converter:${userId}`]);
}

/** Cancels a waiting or running conversion (a running ffmpeg stops within a second). */
export async function cancelConversion(ctx: Context, input: CancelConversionInput): Promise<ConversionPayload> {
  const userId = await viewerId(ctx);
  if (!isUuid(input.id))
    return { conversion: null, errors: [userError(ConversionErrorCode.NOT_FOUND, 'No such conversion.', 'id')] };
  const rows: ConversionEntity[] = await ctx.app.db.manager
    .createQueryBuilder()
    .update(ConversionEntity)
    .set({ status: 'CANCELED', finishedAt: () => 'now()' })
    .where(`id = :id AND user_id = :userId AND status IN ('QUEUED', 'RUNNING')`, { id: input.id, userId })
    .returning('*')
    .execute()
    .then((r) => r.raw as ConversionEntity[]);
  const row = await ctx.app.db.manager.findOneBy(ConversionEntity, { id: input.id, userId });
  if (!row)
    return { conversion: null, errors: [userError(ConversionErrorCode.NOT_FOUND, 'No such conversion.', 'id')] };
  if (rows.length === 0) {
    return {
      conversion: toConversion(row),
      errors: [userError(ConversionErrorCode.ALREADY_FINISHED, 'The conversion has already ended.', 'id')],
    };
  }
  return { conversion: toConversion(row), errors: [] };
}
