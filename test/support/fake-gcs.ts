/**
 * A GCS-shaped HTTP server on loopback, speaking the parts of the JSON API and
 * of V4 signed-URL downloads that @google-cloud/storage uses:
 *
 *   POST   /upload/storage/v1/b/<bucket>/o?uploadType=media|multipart|resumable&name=<name>
 *   PUT    <resumable session URI>          chunks with Content-Range, 308 until the last
 *   GET    /storage/v1/b/<bucket>/o/<name>  object resource, or the bytes with alt=media (Range too)
 *   PATCH  /storage/v1/b/<bucket>/o/<name>  metadata update (custom metadata merged key by key)
 *   DELETE /storage/v1/b/<bucket>/o/<name>
 *   GET    /storage/v1/b/<bucket>/o?prefix=  listing (one page)
 *   POST   /storage/v1/b/<bucket>/o/<name>/compose   concatenation of source objects
 *   GET    /<bucket>/<name>                 public objects, or any object with a valid V4 signature
 *
 * Like GCS it creates an object only when an upload is complete, and computes
 * md5Hash, crc32c, generation and timestamps itself. Signed URLs are verified for
 * real (RSA-SHA256 against the service account's public key, expiry against `now`).
 */
import { createHash, createPublicKey, type KeyObject, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGcsOptions {
  buckets: string[];
  /** Buckets whose objects anyone may GET by plain URL (allUsers objectViewer). */
  publicBuckets?: string[];
  /** client_email → PEM public key of each service account allowed to sign URLs. */
  serviceAccounts?: Record<string, string | KeyObject>;
  /** Clock for signed-URL expiry and timestamps. */
  now?: () => number;
}

export interface FakeObject {
  bucket: string;
  name: string;
  data: Buffer;
  generation: string;
  contentType: string;
  cacheControl?: string;
  contentDisposition?: string;
  metadata?: Record<string, string>;
  md5Hash: string;
  crc32c: string;
  timeCreated: Date;
  updated: Date;
}

interface ObjectFields {
  name?: string;
  contentType?: string;
  cacheControl?: string;
  contentDisposition?: string;
  metadata?: Record<string, string>;
}

interface UploadSession {
  bucket: string;
  name: string;
  fields: ObjectFields;
  chunks: Buffer[];
  received: number;
  object?: FakeObject;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason = 'invalid',
  ) {
    super(message);
  }
}

const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

export class FakeGcs {
  private readonly server: Server;
  private readonly buckets: Map<string, Map<string, FakeObject>>;
  private readonly publicBuckets: Set<string>;
  private readonly keys: Map<string, KeyObject>;
  private readonly sessions = new Map<string, UploadSession>();
  private readonly now: () => number;
  private readonly injectedFailures: { method: string; status: number }[] = [];
  private lastGeneration = 0;
  private origin = '';

  constructor(options: FakeGcsOptions) {
    this.buckets = new Map(options.buckets.map((b) => [b, new Map()]));
    this.publicBuckets = new Set(options.publicBuckets);
    this.keys = new Map(
      Object.entries(options.serviceAccounts ?? {}).map(([email, key]) => [
        email,
        typeof key === 'string' ? createPublicKey(key) : key,
      ]),
    );
    this.now = options.now ?? Date.now;
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((err: unknown) => this.fail(req, res, err));
    });
  }

  /** Listens on a random loopback port; returns the endpoint to give the client as apiEndpoint. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve, reject) => this.server.close((err) => (err ? reject(err) : resolve())));
  }

  get url(): string {
    return this.origin;
  }

  object(bucket: string, name: string): FakeObject | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  /** Names of the objects in a bucket, sorted. */
  objectNames(bucket: string): string[] {
    return [...this.bucket(bucket).keys()].sort();
  }

  /** Resumable sessions not (yet) completed, with the bytes the server holds for each. */
  unfinishedUploads(): { bucket: string; name: string; received: number }[] {
    return [...this.sessions.values()]
      .filter((s) => s.object === undefined)
      .map(({ bucket, name, received }) => ({ bucket, name, received }));
  }

  /** Makes the next upload request with this method fail with `status` once its body has arrived, like a flaky backend. */
  failNextUpload(method: 'POST' | 'PUT', status = 503): void {
    this.injectedFailures.push({ method, status });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
    const method = req.method ?? 'GET';

    const upload = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(rawPath);
    if (upload) {
      const bucket = decodeURIComponent(upload[1] as string);
      const uploadType = url.searchParams.get('uploadType');
      const failure = this.injectedFailures.find((f) => f.method === method);
      if (failure) {
        this.injectedFailures.splice(this.injectedFailures.indexOf(failure), 1);
        await readBody(req);
        throw new HttpError(failure.status, 'Injected backend failure', 'backendError');
      }
      if (method === 'PUT' && uploadType === 'resumable') return this.resumableChunk(req, res, url);
      if (method === 'POST' && uploadType === 'resumable') return this.startResumable(req, res, bucket, url);
      if (method === 'POST' && uploadType === 'multipart') return this.multipartUpload(req, res, bucket, url);
      if (method === 'POST' && uploadType === 'media') return this.mediaUpload(req, res, bucket, url);
      throw new HttpError(400, `Unsupported upload: ${method} uploadType=${uploadType}`);
    }
    const list = /^\/storage\/v1\/b\/([^/]+)\/o$/.exec(rawPath);
    if (list && method === 'GET') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const items = [...this.bucket(decodeURIComponent(list[1] as string)).values()]
        .filter((o) => o.name.startsWith(prefix))
        .sort((a, b) => (a.name < b.name ? -1 : 1))
        .map((o) => this.resource(o));
      return json(res, 200, { kind: 'storage#objects', items });
    }
    const compose = /^\/storage\/v1\/b\/([^/]+)\/o\/([^/]+)\/compose$/.exec(rawPath);
    if (compose && method === 'POST') {
      return this.compose(req, res, decodeURIComponent(compose[1] as string), decodeURIComponent(compose[2] as string));
    }
    const jsonObject = /^\/storage\/v1\/b\/([^/]+)\/o\/([^/]+)$/.exec(rawPath);
    if (jsonObject) {
      const bucket = decodeURIComponent(jsonObject[1] as string);
      const name = decodeURIComponent(jsonObject[2] as string);
      if (method === 'GET' && url.searchParams.get('alt') === 'media') {
        return this.sendMedia(req, res, this.requireObject(bucket, name), url, false);
      }
      if (method === 'GET') return json(res, 200, this.resource(this.requireObject(bucket, name)));
      if (method === 'PATCH') return this.patchMetadata(req, res, this.requireObject(bucket, name));
      if (method === 'DELETE') {
        this.requireObject(bucket, name);
        this.bucket(bucket).delete(name);
        res.writeHead(204).end();
        return;
      }
      throw new HttpError(405, `Unsupported method ${method}`);
    }
    const download = /^\/([^/]+)\/(.+)$/.exec(rawPath);
    if (download && (method === 'GET' || method === 'HEAD')) {
      const bucket = decodeURIComponent(download[1] as string);
      const name = decodeURIComponent(download[2] as string);
      if (url.searchParams.has('X-Goog-Signature')) this.verifySignedUrl(req, rawPath, url);
      else if (!this.publicBuckets.has(bucket)) {
        throw new HttpError(403, 'Anonymous caller does not have access.', 'AccessDenied');
      }
      return this.sendMedia(req, res, this.requireObject(bucket, name), url, true);
    }
    throw new HttpError(404, `Not found: ${method} ${rawPath}`, 'notFound');
  }

  private async mediaUpload(req: IncomingMessage, res: ServerResponse, bucket: string, url: URL): Promise<void> {
    this.bucket(bucket);
    const data = await readBody(req);
    const object = this.store(
      bucket,
      { name: url.searchParams.get('name') ?? undefined, contentType: req.headers['content-type'] },
      data,
    );
    json(res, 200, this.resource(object));
  }

  private async multipartUpload(req: IncomingMessage, res: ServerResponse, bucket: string, url: URL): Promise<void> {
    this.bucket(bucket);
    const boundary = /boundary=("?)([^";]+)\1/.exec(req.headers['content-type'] ?? '')?.[2];
    if (!boundary) throw new HttpError(400, 'multipart upload without a boundary');
    const [meta, media] = parseMultipart(await readBody(req), boundary);
    if (!meta || !media) throw new HttpError(400, 'multipart upload needs a metadata part and a media part');
    const fields = JSON.parse(meta.body.toString('utf8')) as ObjectFields;
    fields.name ??= url.searchParams.get('name') ?? undefined;
    fields.contentType ??= media.headers['content-type'];
    json(res, 200, this.resource(this.store(bucket, fields, media.body)));
  }

  private async startResumable(req: IncomingMessage, res: ServerResponse, bucket: string, url: URL): Promise<void> {
    this.bucket(bucket);
    const body = await readBody(req);
    const fields = (body.length > 0 ? JSON.parse(body.toString('utf8')) : {}) as ObjectFields;
    const name = url.searchParams.get('name') ?? fields.name;
    if (!name) throw new HttpError(400, 'Required object name missing', 'required');
    // The client moves contentType out of the JSON body into this header.
    const headerType = req.headers['x-upload-content-type'];
    if (typeof headerType === 'string') fields.contentType = headerType;
    const id = randomUUID();
    this.sessions.set(id, { bucket, name, fields, chunks: [], received: 0 });
    const location = new URL(`/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`, this.origin);
    location.search = new URLSearchParams({ uploadType: 'resumable', name, upload_id: id }).toString();
    res.writeHead(200, { Location: location.href, 'Content-Length': 0 }).end();
  }

  /**
   * One PUT of a resumable session. Content-Range `bytes A-B/T` appends a chunk
   * (T may be `*` until the last one); an open end with unknown total (the client's
   * single-request mode) means this request carries the rest; a range of just `*`
   * asks for status, or finalizes once all T bytes are in.
   */
  private async resumableChunk(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const session = this.sessions.get(url.searchParams.get('upload_id') ?? '');
    if (!session) throw new HttpError(404, 'No such upload session', 'notFound');
    // Bytes of an interrupted request are dropped whole; the client asks for status and resends.
    const body = await readBody(req);
    if (session.object) return json(res, 200, this.resource(session.object));
    const range = /^bytes (?:(\d+)-(\d+|\*)|\*)\/(\d+|\*)$/.exec(req.headers['content-range'] ?? '');
    if (!range) throw new HttpError(400, `Bad Content-Range: ${req.headers['content-range']}`);
    const [, first, last, total] = range;
    if (first !== undefined) {
      if (Number(first) !== session.received) {
        throw new HttpError(400, `Chunk starts at ${first}, server has ${session.received} bytes`);
      }
      if (last !== '*' && Number(last) - Number(first) + 1 !== body.length) {
        throw new HttpError(400, `Content-Range ${first}-${last} does not match ${body.length} body bytes`);
      }
      session.chunks.push(body);
      session.received += body.length;
    }
    const complete = total === '*' ? last === '*' : Number(total) === session.received;
    if (total !== '*' && session.received > Number(total))
      throw new HttpError(400, 'More bytes than the declared total');
    if (!complete) {
      const headers: Record<string, string | number> = { 'Content-Length': 0 };
      if (session.received > 0) headers.Range = `bytes=0-${session.received - 1}`;
      res.writeHead(308, headers).end();
      return;
    }
    session.object = this.store(
      session.bucket,
      { ...session.fields, name: session.name },
      Buffer.concat(session.chunks),
    );
    session.chunks = [];
    json(res, 200, this.resource(session.object));
  }

  /** Like GCS: the sources' bytes in order become a new generation of the destination, with its given fields. */
  private async compose(req: IncomingMessage, res: ServerResponse, bucket: string, name: string): Promise<void> {
    const body = JSON.parse((await readBody(req)).toString('utf8')) as {
      destination?: ObjectFields;
      sourceObjects?: { name: string }[];
    };
    const sources = (body.sourceObjects ?? []).map((s) => this.requireObject(bucket, s.name));
    if (sources.length === 0 || sources.length > 32) throw new HttpError(400, 'Compose takes 1 to 32 source objects');
    const fields = { ...body.destination, name };
    json(res, 200, this.resource(this.store(bucket, fields, Buffer.concat(sources.map((s) => s.data)))));
  }

  /** PATCH semantics of GCS: given fields replace; custom metadata keys merge, a null value removes one. */
  private async patchMetadata(req: IncomingMessage, res: ServerResponse, o: FakeObject): Promise<void> {
    const body = JSON.parse((await readBody(req)).toString('utf8')) as Omit<ObjectFields, 'metadata'> & {
      metadata?: Record<string, string | null> | null;
    };
    if (body.contentType !== undefined) o.contentType = body.contentType;
    if (body.cacheControl !== undefined) o.cacheControl = body.cacheControl;
    if (body.contentDisposition !== undefined) o.contentDisposition = body.contentDisposition;
    if (body.metadata === null) o.metadata = undefined;
    else if (body.metadata) {
      const merged: Record<string, string> = { ...o.metadata };
      for (const [key, value] of Object.entries(body.metadata)) {
        if (value === null) delete merged[key];
        else merged[key] = String(value);
      }
      o.metadata = merged;
    }
    o.updated = new Date(this.now());
    json(res, 200, this.resource(o));
  }

  private store(bucket: string, fields: ObjectFields, data: Buffer): FakeObject {
    if (!fields.name) throw new HttpError(400, 'Required object name missing', 'required');
    const at = new Date(this.now());
    // GCS generations are microsecond timestamps, unique and increasing per object.
    this.lastGeneration = Math.max(this.lastGeneration + 1, at.getTime() * 1000);
    const object: FakeObject = {
      bucket,
      name: fields.name,
      data,
      generation: String(this.lastGeneration),
      contentType: fields.contentType ?? 'application/octet-stream',
      cacheControl: fields.cacheControl,
      contentDisposition: fields.contentDisposition,
      metadata: fields.metadata,
      md5Hash: createHash('md5').update(data).digest('base64'),
      crc32c: crc32cBase64(data),
      timeCreated: at,
      updated: at,
    };
    this.bucket(bucket).set(object.name, object);
    return object;
  }

  private resource(o: FakeObject): Record<string, unknown> {
    const path = `b/${encodeURIComponent(o.bucket)}/o/${encodeURIComponent(o.name)}`;
    return {
      kind: 'storage#object',
      id: `${o.bucket}/${o.name}/${o.generation}`,
      selfLink: `${this.origin}/storage/v1/${path}`,
      mediaLink: `${this.origin}/download/storage/v1/${path}?generation=${o.generation}&alt=media`,
      name: o.name,
      bucket: o.bucket,
      generation: o.generation,
      metageneration: '1',
      contentType: o.contentType,
      storageClass: 'STANDARD',
      size: String(o.data.length),
      md5Hash: o.md5Hash,
      crc32c: o.crc32c,
      etag: etagOf(o),
      timeCreated: o.timeCreated.toISOString(),
      updated: o.updated.toISOString(),
      timeStorageClassUpdated: o.timeCreated.toISOString(),
      ...(o.cacheControl === undefined ? {} : { cacheControl: o.cacheControl }),
      ...(o.contentDisposition === undefined ? {} : { contentDisposition: o.contentDisposition }),
      ...(o.metadata === undefined ? {} : { metadata: o.metadata }),
    };
  }

  /** The bytes, whole or a single Range, with the headers the client library reads. */
  private sendMedia(req: IncomingMessage, res: ServerResponse, o: FakeObject, url: URL, xmlApi: boolean): void {
    const size = o.data.length;
    const headers: Record<string, string | number> = {
      'Content-Type': (xmlApi && url.searchParams.get('response-content-type')) || o.contentType,
      ETag: xmlApi ? `"${Buffer.from(o.md5Hash, 'base64').toString('hex')}"` : etagOf(o),
      'Last-Modified': o.updated.toUTCString(),
      'Accept-Ranges': 'bytes',
      'X-Goog-Generation': o.generation,
      'X-Goog-Metageneration': '1',
      'X-Goog-Hash': `crc32c=${o.crc32c},md5=${o.md5Hash}`,
      'X-Goog-Stored-Content-Encoding': 'identity',
      'X-Goog-Stored-Content-Length': size,
    };
    if (o.cacheControl) headers['Cache-Control'] = o.cacheControl;
    const disposition = (xmlApi && url.searchParams.get('response-content-disposition')) || o.contentDisposition;
    if (disposition) headers['Content-Disposition'] = disposition;

    let body = o.data;
    let status = 200;
    const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    if (range && (range[1] || range[2])) {
      const [, first = '', last = ''] = range;
      const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
      const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
      if (start >= size || end < start) {
        res.writeHead(416, { 'Content-Range': `bytes */${size}`, 'Content-Length': 0 }).end();
        return;
      }
      status = 206;
      body = o.data.subarray(start, end + 1);
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * V4 signature check as GCS does it: rebuild the canonical request from what
   * arrived, hash it into the string-to-sign, verify with the signer's public key.
   */
  private verifySignedUrl(req: IncomingMessage, rawPath: string, url: URL): void {
    const q = url.searchParams;
    const deny = (message: string) => new HttpError(403, message, 'SignatureDoesNotMatch');
    if (q.get('X-Goog-Algorithm') !== 'GOOG4-RSA-SHA256') throw deny('Unsupported X-Goog-Algorithm');
    const [email, scopeDate, ...scopeRest] = (q.get('X-Goog-Credential') ?? '').split('/');
    const scope = [scopeDate, ...scopeRest].join('/');
    const key = this.keys.get(email ?? '');
    if (!key || !/^\d{8}\/auto\/storage\/goog4_request$/.test(scope))
      throw deny('Unknown or malformed X-Goog-Credential');
    const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(q.get('X-Goog-Date') ?? '');
    const expires = Number(q.get('X-Goog-Expires'));
    if (!date || !Number.isInteger(expires) || expires < 1 || expires > MAX_SIGNED_URL_SECONDS) {
      throw new HttpError(400, 'Malformed X-Goog-Date or X-Goog-Expires', 'AuthorizationQueryParametersError');
    }
    const [, y, mo, d, h, mi, s] = date.map(Number) as number[];
    const signedAt = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
    if (this.now() > signedAt + expires * 1000) throw new HttpError(400, 'Request has expired', 'ExpiredToken');

    const signedHeaders = q.get('X-Goog-SignedHeaders') ?? '';
    const canonicalHeaders = signedHeaders
      .split(';')
      .map((name) => {
        // The client signs the bare host name: it drops the port from apiEndpoint.
        const value = name === 'host' ? (req.headers.host ?? '').replace(/:\d+$/, '') : req.headers[name];
        return `${name}:${String(value ?? '').trim()}\n`;
      })
      .join('');
    const canonicalQuery = [...q]
      .filter(([k]) => k !== 'X-Goog-Signature')
      .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const canonicalRequest = [
      req.method,
      rawPath,
      canonicalQuery,
      canonicalHeaders,
      signedHeaders,
      'UNSIGNED-PAYLOAD',
    ].join('\n');
    const stringToSign = [
      'GOOG4-RSA-SHA256',
      q.get('X-Goog-Date'),
      scope,
      createHash('sha256').update(canonicalRequest).digest('hex'),
    ].join('\n');
    const signature = Buffer.from(q.get('X-Goog-Signature') ?? '', 'hex');
    if (!verify('RSA-SHA256', Buffer.from(stringToSign), key, signature)) {
      throw deny('The request signature we calculated does not match the signature you provided.');
    }
  }

  private bucket(name: string): Map<string, FakeObject> {
    const bucket = this.buckets.get(name);
    if (!bucket) throw new HttpError(404, 'The specified bucket does not exist.', 'notFound');
    return bucket;
  }

  private requireObject(bucket: string, name: string): FakeObject {
    const object = this.bucket(bucket).get(name);
    if (!object) throw new HttpError(404, `No such object: ${bucket}/${name}`, 'notFound');
    return object;
  }

  /** JSON API errors have GCS's JSON shape; XML-API (signed/public URL) errors its XML shape. */
  private fail(req: IncomingMessage, res: ServerResponse, err: unknown): void {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const status = err instanceof HttpError ? err.status : 500;
    const message = err instanceof Error ? err.message : String(err);
    const reason = err instanceof HttpError ? err.reason : 'backendError';
    if ((req.url ?? '').startsWith('/storage/') || (req.url ?? '').startsWith('/upload/')) {
      json(res, status, { error: { code: status, message, errors: [{ message, domain: 'global', reason }] } });
      return;
    }
    const xml = `<?xml version='1.0' encoding='UTF-8'?><Error><Code>${reason}</Code><Message>${message}</Message></Error>`;
    res.writeHead(status, { 'Content-Type': 'application/xml; charset=UTF-8' }).end(xml);
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

function etagOf(o: FakeObject): string {
  return Buffer.from(`${o.generation}/1`).toString('base64');
}

/** Rejects when the client aborts mid-body, so a broken upload can never be stored. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    req.on('close', () => {
      if (!req.complete) reject(new HttpError(499, 'Client closed the request mid-body'));
    });
  });
}

function parseMultipart(body: Buffer, boundary: string): { headers: Record<string, string>; body: Buffer }[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { headers: Record<string, string>; body: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, start);
    if (next === -1) throw new HttpError(400, 'Unterminated multipart body');
    // Each part sits between the CRLF ending the delimiter line and the CRLF before the next one.
    const part = body.subarray(start + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const headers: Record<string, string> = {};
    for (const line of part.subarray(0, split).toString('latin1').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    parts.push({ headers, body: part.subarray(split + 4) });
    at = next;
  }
  return parts;
}

/** Percent-encoding of V4 canonical queries: everything but RFC 3986 unreserved characters. */
function rfc3986(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
  return c >>> 0;
});

/** CRC32C (Castagnoli) as GCS reports it: big-endian, base64. */
export function crc32cBase64(data: Buffer): string {
  let crc = 0xffffffff;
  for (const byte of data) crc = ((CRC32C_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)) >>> 0;
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}
