/**
 * Per-request state that deep layers need without threading it through every
 * call: the request id for logs and error reports, and a count of SQL
 * statements (pinned by tests, reported by the bench).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  requestId: string;
  sqlStatements: number;
}

export const requestScope = new AsyncLocalStorage<RequestScope>();

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}
