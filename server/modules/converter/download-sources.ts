/**
 * A member's own download as converter input (`addDownloadToConverter`): the
 * item's original is copied from storage into the member's sources, under
 * the same switches, plan size, live-file cap and probing as an upload
 * (sources.ts), so the converter never has to ask for the file again.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import { isUploadRejection, type UploadRejection } from '../../uploads/policy.js';
import { downloadedOriginal } from '../downloads/index.js';
import { viewerSource } from './conversions.service.js';
import {
  type AddDownloadToConverterInput,
  type ConverterSourcePayload,
  ConverterSourceErrorCode as E,
} from './converter.types.js';
import { isAccepted, keepSource, roomFor } from './sources.js';

/** The upload refusals, by HTTP status, as the payload's codes. */
const CODE_OF_STATUS: Record<number, E> = { 403: E.DISABLED, 413: E.TOO_LARGE, 429: E.TOO_MANY_FILES };

const refused = (r: UploadRejection): ConverterSourcePayload => ({
  source: null,
  errors: [userError(CODE_OF_STATUS[r.status_code] ?? E.NOT_CONVERTIBLE, r.body)],
});

export async function addDownloadToConverter(
  ctx: Context,
  input: AddDownloadToConverterInput,
): Promise<ConverterSourcePayload> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new Error('the converter needs a viewer (the schema requires MEMBER)');
  const deps = ctx.app;
  const original = await downloadedOriginal(deps.db.manager, viewer.id, input.downloadId);
  if (!original) {
    return { source: null, errors: [userError(E.NOT_FOUND, 'No such download of yours.', 'downloadId')] };
  }
  const room = await roomFor(deps, viewer.id, original.size);
  if (room) return refused(room);

  const work = await mkdtemp(path.join(tmpdir(), 'framestock-converter-dl-'));
  try {
    const copy = path.join(work, 'original');
    await pipeline(deps.storage.createReadStream(original.bucketKind, original.fullPath), createWriteStream(copy));
    const detected = await fileTypeFromFile(copy);
    if (!isAccepted(detected)) {
      return { source: null, errors: [userError(E.NOT_CONVERTIBLE, 'The converter cannot read this item’s file.')] };
    }
    // ffmpeg and the stored source go by the extension of what the bytes are.
    const input = path.join(work, `input.${detected.ext}`);
    await rename(copy, input);
    // Not a tus upload: a fresh id stands in for the upload's (the column is the upload-idempotency key).
    const id = await keepSource(deps, work, input, detected, {
      userId: viewer.id,
      name: `${original.title}.${detected.ext}`,
      uploadId: randomUUID(),
    });
    return { source: await viewerSource(ctx, id), errors: [] };
  } catch (err) {
    if (isUploadRejection(err)) return refused(err);
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
