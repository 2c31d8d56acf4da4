/**
 * The converter's upload endpoint, `/api/converter/uploads` (tus, with the
 * platform's resumable plumbing): any signed-in member uploads a video,
 * audio file or image up to their plan's converter size. A finished upload
 * is probed (ffprobe, file protocol only) before anything is kept: a file
 * that is not media, is damaged, or runs longer than CONVERTER_MAX_INPUT_MINUTES
 * is refused with a plain message and leaves nothing behind (no staged bytes,
 * no object, no row). What passes becomes a source, kept 24 hours, with its
 * frames sprite; the final PATCH answers `Framestock-Converter-Source-Id`.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Upload } from '@tus/server';
import type { FileTypeResult } from 'file-type';
import type { AppDeps } from '../../graphql/context.js';
import type { HttpRoute } from '../../http/route.js';
import { type ProbeResult, probe } from '../../media/probe.js';
import { MediaToolError, type MediaTools, mediaTools } from '../../media/tools.js';
import {
  baseMime,
  checkFileMetadata,
  describeContent,
  formatFileSize,
  isUploadRejection,
  reject,
  type StoredUploadMetadata,
  type UploadPolicy,
  type UploadRejection,
} from '../../uploads/policy.js';
import type { Staging } from '../../uploads/staging.js';
import { uploadEndpoint } from '../../uploads/tus-server.js';
import { ConverterSourceEntity, type SourceKindValue } from './conversion.entity.js';
import { framesGrid, makeFrames } from './frames.js';
import { converterLimits, MAX_LIVE_SOURCES, RETENTION_HOURS } from './limits.js';

export const CONVERTER_UPLOADS_PATH = '/api/converter/uploads';
export const SOURCE_ID_HEADER = 'Framestock-Converter-Source-Id';
const HOUR_MS = 3_600_000;

/** Containers ffmpeg reads well, as file-type names them from the first bytes. */
const ACCEPTED = new Set([
  'video/mp4',
  'video/x-m4v',
  'video/quicktime',
  'video/webm',
  'video/matroska',
  'video/x-matroska',
  'video/x-msvideo',
  'video/mpeg',
  'video/mp2t',
  'video/x-flv',
  'video/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/vnd.wave',
  'audio/mpeg',
  'audio/flac',
  'audio/x-flac',
  'audio/ogg',
  'audio/opus',
  'audio/aac',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aiff',
  'audio/x-aiff',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/bmp',
  'image/tiff',
]);
const ACCEPTED_TEXT = 'a video (MP4, MOV, WebM, MKV, AVI…), an audio file (MP3, WAV, FLAC, OGG, M4A…) or an image';

export const sourcePrefix = (userId: string, sourceId: string) => `converter/${userId}/${sourceId}`;

export function isAccepted(detected: FileTypeResult | undefined): detected is FileTypeResult {
  return detected !== undefined && ACCEPTED.has(baseMime(detected.mime));
}

export function wrongType(detected: FileTypeResult | undefined, head: Buffer): UploadRejection {
  return reject(415, `The converter takes ${ACCEPTED_TEXT}; this file looks like ${describeContent(detected, head)}.`);
}

/** Whether the member may add a file of `size` bytes now (switches, plan size, live files), or why not. */
export async function roomFor(deps: AppDeps, userId: string, size: number): Promise<UploadRejection | null> {
  const limits = await converterLimits(deps, deps.db.manager, userId);
  if (!limits.enabled) return reject(403, 'The file converter is switched off on this site.');
  if (size > limits.maxFileBytes) {
    return reject(
      413,
      `The file is ${formatFileSize(size)}; the converter takes files up to ${formatFileSize(limits.maxFileBytes)} on your ${limits.planName} plan.`,
    );
  }
  const live = await deps.db.manager.countBy(ConverterSourceEntity, { userId });
  if (live >= MAX_LIVE_SOURCES) {
    return reject(
      429,
      `You have ${live} files in the converter already; they are deleted ${RETENTION_HOURS} hours after upload. Try again later.`,
    );
  }
  return null;
}

function storedMetadata(raw: Record<string, string | null> | undefined): StoredUploadMetadata | null {
  if (!raw?.uploaderId || !raw.filename) return null;
  return { filename: raw.filename, filetype: raw.filetype ?? '', uploaderId: raw.uploaderId };
}

function converterUploadPolicy(deps: AppDeps): UploadPolicy {
  return {
    refuse: () => (deps.config.converter.enabled ? null : 'The file converter is switched off on this site.'),
    async checkNew(raw, size, uploaderId) {
      const file = checkFileMetadata(raw ?? {}, size);
      if (isUploadRejection(file)) return file;
      // `refuse` above answers the operator's switch at once; the admin's is in the settings.
      const refused = await roomFor(deps, uploaderId, file.size);
      if (refused) return refused;
      return { filename: file.filename, filetype: file.filetype, uploaderId };
    },
    stored: storedMetadata,
    accepts: (_meta, detected) => isAccepted(detected),
    wrongType: (_meta, detected, head) => wrongType(detected, head),
    finish: async (app, staging, upload, meta) => ({
      [SOURCE_ID_HEADER]: await finishSource(app, staging, upload, meta),
    }),
    finishHeaders: [SOURCE_ID_HEADER],
  };
}

export function converterUploadRoute(deps: AppDeps): HttpRoute {
  return uploadEndpoint(deps, CONVERTER_UPLOADS_PATH, converterUploadPolicy(deps));
}

let tools: MediaTools | undefined;
/** Resolved on first use, so a missing binary fails conversions (with its reason), not the boot. */
export function converterTools(deps: Pick<AppDeps, 'config'>): MediaTools {
  tools ??= mediaTools(deps.config.media);
  return tools;
}

/** What a probed file is to the converter, or why it cannot be converted. */
export function classify(
  detected: FileTypeResult,
  probed: ProbeResult,
  maxInputSeconds: number,
): { kind: SourceKindValue } | UploadRejection {
  const mime = baseMime(detected.mime);
  const duration = probed.durationSeconds;
  const animated = probed.video && duration !== null && duration > 0.2;
  let kind: SourceKindValue;
  if (mime.startsWith('image/') && !(mime === 'image/gif' && animated)) kind = 'IMAGE';
  else if (probed.video && !mime.startsWith('audio/')) kind = 'VIDEO';
  else if (probed.audio) kind = 'AUDIO';
  else return reject(422, 'The file has neither a picture nor sound the converter can read.');
  if (kind === 'IMAGE') {
    if (!probed.video) return reject(422, 'The image could not be read: it may be damaged.');
    return { kind };
  }
  if (!duration || duration <= 0)
    return reject(422, 'The file could not be read to its end: it may be damaged or incomplete.');
  if (duration > maxInputSeconds) {
    return reject(
      422,
      `The file is ${Math.ceil(duration / 60)} minutes long; the converter takes files up to ${Math.round(maxInputSeconds / 60)} minutes. Trim it first.`,
    );
  }
  return { kind };
}

/**
 * A complete upload becomes a source. Idempotent per upload: a repeated final
 * PATCH (waiting on the upload's lock) gets the same id.
 */
async function finishSource(
  deps: AppDeps,
  staging: Staging,
  upload: Upload,
  meta: StoredUploadMetadata,
): Promise<string> {
  const existing = await deps.db.manager.findOne(ConverterSourceEntity, {
    where: { uploadId: upload.id },
    select: { id: true },
  });
  if (existing) {
    await staging.remove(upload.id);
    return existing.id;
  }
  const work = await mkdtemp(path.join(tmpdir(), 'framestock-converter-in-'));
  try {
    const detected = await staging.detect(upload.id);
    if (!isAccepted(detected)) throw wrongType(detected, await staging.readHead(upload.id, 4100));
    const input = path.join(work, `input.${detected.ext}`);
    await pipeline(staging.open(upload.id), createWriteStream(input));
    const id = await keepSource(deps, work, input, detected, {
      userId: meta.uploaderId,
      name: meta.filename,
      uploadId: upload.id,
    });
    await staging.remove(upload.id).catch((err: unknown) => {
      // The staging cleanup removes it a day later; the source is already safe.
      deps.log.warn({ err, uploadId: upload.id }, 'staged converter upload not removed after finishing');
    });
    return id;
  } catch (err) {
    // A refused file's staged bytes go (a storage or database failure keeps them, so finishing again can succeed).
    if (isUploadRejection(err)) await staging.remove(upload.id).catch(() => undefined);
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Probes a local copy of a file and keeps it as one of the member's sources:
 * the input and its frames sprite in private storage and the row. A file that
 * is not convertible rejects with an UploadRejection; whatever fails, the
 * objects written so far are deleted, so nothing half-made stays.
 */
export async function keepSource(
  deps: AppDeps,
  work: string,
  input: string,
  detected: FileTypeResult,
  owner: { userId: string; name: string; uploadId: string },
): Promise<string> {
  const written: string[] = [];
  try {
    const t = converterTools(deps);
    let probed: ProbeResult;
    try {
      probed = await probe(t, input);
    } catch (err) {
      if (err instanceof MediaToolError && err.code !== 'UNAVAILABLE') {
        throw reject(422, `The file could not be read as media (${err.message}): it may be damaged.`);
      }
      throw err;
    }
    const limits = await converterLimits(deps, deps.db.manager, owner.userId);
    const kind = classify(detected, probed, limits.maxInputSeconds);
    if (isUploadRejection(kind)) throw kind;

    const id = randomUUID();
    const prefix = sourcePrefix(owner.userId, id);
    const video = probed.video;
    const duration = kind.kind === 'IMAGE' ? null : probed.durationSeconds;
    let frames: { path: string; grid: ReturnType<typeof framesGrid> } | null = null;
    if (video && kind.kind !== 'AUDIO') {
      const grid = framesGrid(video.width, video.height, duration);
      const sprite = path.join(work, 'frames.jpg');
      try {
        await makeFrames(t, input, sprite, grid, duration);
      } catch (err) {
        if (err instanceof MediaToolError && err.code !== 'UNAVAILABLE') {
          throw reject(422, `The picture could not be decoded (${err.message}): the file may be damaged.`);
        }
        throw err;
      }
      written.push(`${prefix}/frames.jpg`);
      await deps.storage.writeFile('private', `${prefix}/frames.jpg`, sprite, {
        contentType: 'image/jpeg',
      });
      frames = { path: `${prefix}/frames.jpg`, grid };
    }
    const contentType = baseMime(detected.mime);
    const inputPath = `${prefix}/input.${detected.ext}`;
    written.push(inputPath);
    const stored = await deps.storage.writeFile('private', inputPath, input, {
      contentType,
      customMetadata: { uploadId: owner.uploadId, filename: owner.name },
    });
    await deps.db.manager.insert(ConverterSourceEntity, {
      id,
      userId: owner.userId,
      uploadId: owner.uploadId,
      name: owner.name.slice(0, 255),
      kind: kind.kind,
      path: inputPath,
      contentType,
      bytes: stored.size,
      durationSeconds: duration,
      width: video?.width ?? null,
      height: video?.height ?? null,
      hasAudio: probed.audio !== null,
      framesPath: frames?.path ?? null,
      frames: frames?.grid ?? null,
      expiresAt: new Date(Date.now() + RETENTION_HOURS * HOUR_MS),
    });
    return id;
  } catch (err) {
    for (const p of written) await deps.storage.delete('private', p).catch(() => undefined);
    throw err;
  }
}
