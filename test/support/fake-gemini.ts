/**
 * A Gemini-API-shaped server on loopback, enough for Veo through
 * `@google/genai` (its `httpOptions.baseUrl` pointed here):
 *
 *   POST /v1beta/models/{model}:predictLongRunning   → { name } (a long-running operation)
 *   GET  /v1beta/models/{model}/operations/{id}      → { name, done, response | error, metadata }
 *   GET  /v1beta/files/{id}:download?alt=media       → the video bytes
 *
 * The API key must come in `x-goog-api-key`. Errors use Google's JSON error
 * body (`{ error: { code, message, status } }`). Tests choose what the next
 * generation does with `next` (videos, a safety block, a failed operation,
 * a quota or argument refusal, transient 503s while polling).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeOutcome =
  | { kind: 'videos'; count?: number }
  | { kind: 'safety'; reasons: string[] }
  | { kind: 'operation-error'; code: number; message: string }
  /** Refused at once by predictLongRunning with this HTTP status and google.rpc status. */
  | { kind: 'refused'; httpStatus: number; status: string; message: string };

export interface FakePlan {
  outcome: FakeOutcome;
  /** How many status checks answer `done: false` before the outcome (default 1). */
  pollsUntilDone?: number;
  /** How many status checks answer 503 before anything else (transient trouble). */
  failingPolls?: number;
}

interface Operation {
  name: string;
  plan: FakePlan;
  polls: number;
  failedPolls: number;
}

export interface FakeGemini {
  url: string;
  apiKey: string;
  /** What the next predictLongRunning does. */
  next: FakePlan;
  /** Bodies of predictLongRunning requests, in order. */
  requests: { model: string; body: Record<string, unknown> }[];
  /** Status checks answered, per operation name (503s included). */
  polls: Map<string, number>;
  downloads: number;
  /** The bytes every generated video downloads as. */
  videoBytes: Buffer;
  stop(): Promise<void>;
}

const GENERATE = /^\/v1beta\/models\/([^/:]+):predictLongRunning$/;
const OPERATION = /^\/v1beta\/(models\/[^/]+\/operations\/[^/]+)$/;
const DOWNLOAD = /^\/v1beta\/files\/([a-z0-9]+):download$/;

export async function startFakeGemini(videoBytes: Buffer): Promise<FakeGemini> {
  const operations = new Map<string, Operation>();
  const files = new Set<string>();
  const fake: FakeGemini = {
    url: '',
    apiKey: 'fake-gemini-api-key',
    next: { outcome: { kind: 'videos' } },
    requests: [],
    polls: new Map(),
    downloads: 0,
    videoBytes,
    stop: async () => undefined,
  };

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
  };
  const googleError = (res: ServerResponse, code: number, status: string, message: string) =>
    json(res, code, { error: { code, message, status } });

  const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
  };

  const finished = (op: Operation): Record<string, unknown> => {
    const { outcome } = op.plan;
    const base = {
      name: op.name,
      done: true,
      metadata: { '@type': 'type.googleapis.com/google.ai.generativelanguage.v1beta.PredictLongRunningMetadata' },
    };
    if (outcome.kind === 'operation-error') return { ...base, error: { code: outcome.code, message: outcome.message } };
    const response = { '@type': 'type.googleapis.com/google.ai.generativelanguage.v1beta.PredictLongRunningResponse' };
    if (outcome.kind === 'safety') {
      return {
        ...base,
        response: {
          ...response,
          generateVideoResponse: { raiMediaFilteredCount: 1, raiMediaFilteredReasons: outcome.reasons },
        },
      };
    }
    const samples = Array.from({ length: outcome.kind === 'videos' ? (outcome.count ?? 1) : 0 }, () => {
      const id = randomUUID().replace(/-/g, '').slice(0, 12);
      files.add(id);
      // Like the real API: an https URI on Google's host, which the SDK turns into files/{id}:download on its base URL.
      return { video: { uri: `https://generativelanguage.googleapis.com/v1beta/files/${id}:download?alt=media` } };
    });
    return { ...base, response: { ...response, generateVideoResponse: { generatedSamples: samples } } };
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.headers['x-goog-api-key'] !== fake.apiKey) {
      googleError(res, 400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.');
      return;
    }
    const generate = GENERATE.exec(url.pathname);
    if (req.method === 'POST' && generate) {
      const body = await readJson(req);
      fake.requests.push({ model: generate[1] as string, body });
      const plan = fake.next;
      if (plan.outcome.kind === 'refused') {
        googleError(res, plan.outcome.httpStatus, plan.outcome.status, plan.outcome.message);
        return;
      }
      const name = `models/${generate[1]}/operations/${randomUUID().replace(/-/g, '').slice(0, 16)}`;
      operations.set(name, { name, plan, polls: 0, failedPolls: 0 });
      json(res, 200, { name });
      return;
    }
    const operation = OPERATION.exec(url.pathname);
    if (req.method === 'GET' && operation) {
      const op = operations.get(operation[1] as string);
      if (!op) return googleError(res, 404, 'NOT_FOUND', `Operation ${operation[1]} not found.`);
      fake.polls.set(op.name, (fake.polls.get(op.name) ?? 0) + 1);
      if (op.failedPolls < (op.plan.failingPolls ?? 0)) {
        op.failedPolls += 1;
        return googleError(res, 503, 'UNAVAILABLE', 'The service is currently unavailable.');
      }
      op.polls += 1;
      if (op.polls <= (op.plan.pollsUntilDone ?? 1)) {
        json(res, 200, { name: op.name, metadata: { progressPercent: Math.min(99, op.polls * 30) } });
        return;
      }
      json(res, 200, finished(op));
      return;
    }
    const download = DOWNLOAD.exec(url.pathname);
    if (req.method === 'GET' && download && url.searchParams.get('alt') === 'media') {
      if (!files.has(download[1] as string)) return googleError(res, 404, 'NOT_FOUND', 'File not found.');
      fake.downloads += 1;
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(fake.videoBytes.length) });
      res.end(fake.videoBytes);
      return;
    }
    googleError(res, 404, 'NOT_FOUND', `No route for ${req.method} ${url.pathname}`);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.stop = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
