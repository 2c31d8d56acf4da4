/**
 * Serves the local storage driver's files at `/api/storage/<bucket>/<path>`,
 * the local stand-in for GCS's download endpoints: public objects by plain URL,
 * private ones only through an unexpired URL signed by LocalStorageDriver.
 *
 * Caching: every answer has validators (ETag from the MD5, Last-Modified); a
 * public object asked for by a versioned URL (`?v=`, as media derivatives
 * are linked) is cached for a year, immutable. Text (waveform JSON, VTT, SVG)
 * is compressed when the browser accepts it and asks for the whole object;
 * a byte range is always a range of the stored bytes, and media is sent as stored.
 */
import { pipeline } from 'node:stream/promises';
import compression from 'compression';
import { type Request, type Response, Router } from 'express';
import { LocalStorageDriver } from '../storage/local.js';
import {
  assertValidPath,
  attachmentDisposition,
  CACHE_CONTROL,
  InvalidStoragePathError,
  isTextContent,
  type StorageDriver,
  StorageNotFoundError,
  type StoredFileMetadata,
} from '../storage/types.js';

/** Mount at `/api/storage`, and only for the local driver: GCS serves its own files. */
export function storageRoutes(driver: StorageDriver): Router {
  if (!(driver instanceof LocalStorageDriver)) {
    throw new Error(`storageRoutes serves the local storage driver, not "${driver.name}"`);
  }
  const router = Router();
  // Decides per answer, at its first byte: text types, and never a ranged request.
  router.use(compression({ filter: (req, res) => req.headers.range === undefined && compression.filter(req, res) }));
  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    await serve(driver, req, res);
  });
  return router;
}

async function serve(driver: LocalStorageDriver, req: Request, res: Response): Promise<void> {
  const target = parseTarget(req.path);
  if (target === undefined) return plain(res, 400, 'Bad path');
  const { bucket, objectPath } = target;
  const kind = driver.kindOfBucket(bucket);
  if (kind === undefined) return plain(res, 404, 'Not found');

  const queryStart = req.url.indexOf('?');
  const query = new URLSearchParams(queryStart === -1 ? '' : req.url.slice(queryStart + 1));
  let downloadName: string | undefined;
  // Signature before existence, so a private path's existence is not revealed to strangers.
  if (kind === 'private' || query.has('signature')) {
    const check = driver.checkSignature(bucket, objectPath, query);
    if (!check.valid) return plain(res, 403, check.reason);
    downloadName = check.downloadName;
  }

  let meta: StoredFileMetadata;
  try {
    meta = await driver.getMetadata(kind, objectPath);
  } catch (err) {
    if (err instanceof StorageNotFoundError) return plain(res, 404, 'Not found');
    throw err;
  }

  // Text may be sent compressed: one validator for both encodings must then be weak (RFC 9110 §8.8.1).
  const text = isTextContent(meta.contentType);
  const strong = `"${Buffer.from(meta.md5Hash, 'base64').toString('hex')}"`;
  const etag = text ? `W/${strong}` : strong;
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', meta.updated.toUTCString());
  res.setHeader('Cache-Control', kind === 'public' && query.has('v') ? CACHE_CONTROL.versioned : CACHE_CONTROL[kind]);
  res.setHeader('Accept-Ranges', 'bytes');
  // Uploaded HTML or SVG is served from our own origin: never let it sniff into, or run as, a page.
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  if (matchesIfNoneMatch(req.headers['if-none-match'], strong)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', meta.contentType);
  if (downloadName !== undefined) res.setHeader('Content-Disposition', attachmentDisposition(downloadName));

  // If-Range needs a strong validator: with a weak one the whole object is sent.
  const ifRange = req.headers['if-range'];
  const range =
    ifRange === undefined || (!text && ifRange === etag) ? parseRange(req.headers.range, meta.size) : undefined;
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${meta.size}`);
    return plain(res, 416, 'Range not satisfiable');
  }
  if (range) {
    res.status(206);
    res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${meta.size}`);
    res.setHeader('Content-Length', range.end - range.start + 1);
  } else {
    res.status(200);
    res.setHeader('Content-Length', meta.size);
  }
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(driver.createReadStream(kind, objectPath, range), res).catch((err: NodeJS.ErrnoException) => {
    // The client went away mid-download: nothing to report.
    if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
  });
}

function plain(res: Response, status: number, message: string): void {
  res.status(status).type('text/plain').send(message);
}

/**
 * Splits the still percent-encoded path into bucket and object path, decoding
 * each segment exactly once. Encoded dots or slashes (`%2e%2e`, `%2F`) therefore
 * decode into the object path and meet the same checks as literal ones.
 */
function parseTarget(rawPath: string): { bucket: string; objectPath: string } | undefined {
  const [, bucket, ...rest] = rawPath.split('/');
  if (!bucket || rest.length === 0) return undefined;
  try {
    const objectPath = rest.map(decodeURIComponent).join('/');
    assertValidPath(objectPath);
    return { bucket: decodeURIComponent(bucket), objectPath };
  } catch (err) {
    if (err instanceof URIError || err instanceof InvalidStoragePathError) return undefined;
    throw err;
  }
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * A single `bytes=` range, clamped to the object. Multiple or malformed ranges
 * are ignored and the whole object is sent, which RFC 9110 allows.
 */
function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (header === undefined || size === 0) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') {
    if (last === '') return undefined;
    const suffix = Number(last);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
