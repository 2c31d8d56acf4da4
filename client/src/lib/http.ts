/**
 * The HTTP policy of spec §7, on the browser's own `fetch`: idempotent
 * requests (queries) are not retried; others (mutations, recognised by their
 * Idempotency-Key header) are retried once on 408, 409, 425, 429, 500, 502,
 * 503 and 504 — or when no answer came at all — with the same key, so the
 * server runs them once. Every attempt has its own timeout: 30 s, 60 s for
 * uploads. (No HTTP library: one retry and a timeout are a few lines, and the
 * first page of a phone visit should not download a second HTTP client.)
 *
 * `policyFetch` has the signature of `fetch`, for Apollo's HttpLink and GraphiQL.
 * A request that gets no answer rejects with a NetworkRequestError (code
 * NETWORK_REQUEST_FAILED); an answer with an error status is returned as is.
 */

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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function policyFetch(input: RequestInfo | URL, init: PolicyRequestInit = {}): Promise<Response> {
  const { timeout = REQUEST_TIMEOUT_MS, signal: outer, headers: givenHeaders, ...rest } = init;
  const headers = new Headers(givenHeaders);
  // Only mutations carry an Idempotency-Key (set per operation in the Apollo link chain).
  const attempts = headers.has(IDEMPOTENCY_HEADER) ? 2 : 1;
  const url = input instanceof Request ? input.url : String(input);
  for (let attempt = 1; ; attempt++) {
    const last = attempt === attempts;
    let response: Response;
    try {
      // A fresh deadline for every attempt, still cancellable by the caller.
      response = await fetch(url, { ...rest, headers, signal: attemptSignal(outer, timeout) });
    } catch (error) {
      if (outer?.aborted) throw outer.reason ?? error;
      if (last) throw new NetworkRequestError(error);
      await wait(RETRY_DELAY_MS);
      continue;
    }
    if (last || !RETRY_STATUS_CODES.includes(response.status)) return response;
    // Free the connection of the answer we drop before asking again.
    await response.body?.cancel().catch(() => undefined);
    await wait(retryDelay(response));
  }
}
