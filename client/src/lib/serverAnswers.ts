/**
 * Answers of a server-rendered page (server/http/page-render.ts): the server
 * asks each `useFetchQuery` document of the page once, renders with the
 * answers, and writes them into the page as JSON; the browser hands them to
 * useFetchQuery before it hydrates, so its first render is the server's and
 * asks nothing again.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createContext } from 'react';
import { SERVER_ANSWERS_ID } from '../serverRendering';

/** The server's side: one answer per key, asked once however often the page renders. */
export interface ServerQueries {
  answer(
    key: string,
    document: TypedDocumentNode<unknown, never>,
    variables: Record<string, unknown>,
  ): Promise<unknown>;
}

/** Set only while the server renders a page; in the browser useFetchQuery asks over HTTP. */
export const ServerQueriesContext = createContext<ServerQueries | null>(null);

/** The answers the server wrote into this page (keyed as useFetchQuery keys them), removed from it as they are read; null when it wrote none. */
export function takeServerAnswers(): Record<string, unknown> | null {
  const script = document.getElementById(SERVER_ANSWERS_ID);
  if (!script) return null;
  script.remove();
  try {
    return JSON.parse(script.textContent ?? '') as Record<string, unknown>;
  } catch {
    return null;
  }
}
