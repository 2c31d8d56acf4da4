/**
 * The HTTP policy of spec §7, on ofetch: idempotent requests (queries) are
 * not retried; others (mutations, recognised by their Idempotency-Key header)
 * are retried once on 408, 409, 425, 429, 500, 502, 503 and 504 — or when no
 * answer came at all — with the same key, so the server runs them once.
 * Every attempt has its own timeout: 30 s, 60 s for uploads.
 *
 * `policyFetch` has the signature of `fetch`, for Apollo's HttpLink and GraphiQL.
 * A request that gets no answer rejects with a NetworkRequestError (code
 * NETWORK_REQUEST_FAILED); an answer with an error status is returned as is.
 */
import { FetchError, ofetch } from 'ofetch';

export const REQUEST_TIMEOUT_MS = 30_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const RETRY_STATUS_CODES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/** Wait before the one retry, unless the server asks (Retry-After) for at most this long. */
export const RETRY_DELAY_MS = 400;
const MAX_RETRY_AFTER_MS = 5_000;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const NETWORK_REQUEST_FAILED = 'NETWORK_REQUEST_FAILED';

/** No answer from the server: offline, DNS, connection reset or timeout. */
export class NetworkRequestError extends Error {
  readonly code = NETWORK_REQUEST_FAILED;
  constructor(cause: unknown) {
    super('The network request failed: the server could not be reached.', { cause });
    this.name = 'NetworkRequestError';
  }
}

/** `fetch` options plus a per-attempt timeout (e.g. `UPLOAD_TIMEOUT_MS`). */
export type PolicyRequestInit = RequestInit & { timeout?: number };

/** A key for one logical mutation: the same on its retry, new for the next mutation. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; plain-http LAN development does not have one.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function attemptSignal(outer: AbortSignal | null | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!outer) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([outer, timeout]);
  const controller = new AbortController();
  for (const signal of [outer, timeout]) {
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function retryDelay(response: Response | undefined): number {
  const header = response?.headers.get('retry-after');
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : RETRY_DELAY_MS;
}

export async function policyFetch(input: RequestInfo | URL, init: PolicyRequestInit = {}): Promise<Response> {
  const { timeout = REQUEST_TIMEOUT_MS, signal: outer, headers: givenHeaders, body, ...rest } = init;
  const headers = new Headers(givenHeaders);
  // Only mutations carry an Idempotency-Key (set per operation in the Apollo link chain).
  const retry = headers.has(IDEMPOTENCY_HEADER) ? 1 : 0;
  const url = input instanceof Request ? input.url : String(input);
  try {
    return await ofetch.raw(url, {
      ...rest,
      headers,
      body: body ?? undefined,
      // Hand the body over untouched: the caller (Apollo, GraphiQL) reads it.
      responseType: 'stream',
      retry,
      retryStatusCodes: [...RETRY_STATUS_CODES],
      retryDelay: (ctx) => retryDelay(ctx.response),
      onRequest: (ctx) => {
        // A fresh deadline for every attempt, still cancellable by the caller.
        ctx.options.signal = attemptSignal(outer, timeout);
      },
    });
  } catch (error) {
    if (error instanceof FetchError && error.response) return error.response;
    if (outer?.aborted) throw outer.reason ?? error;
    throw new NetworkRequestError(error instanceof FetchError ? (error.cause ?? error) : error);
  }
}
