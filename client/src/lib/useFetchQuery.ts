/**
 * A query for screens that render without Apollo Client (the public landing
 * screens, see ./apolloLoader.ts and client/js-budget.mjs): the same typed
 * documents, sent by ./graphqlRequest.ts, with the part of `useQuery`'s
 * answer those screens read — `data`, `previousData`, `loading`, `error`,
 * `refetch`, `fetchMore` — and its `skip`.
 *
 * Answers are remembered per operation and variables for the life of the
 * page, for Back and Forward: a screen the user returns to shows what it
 * showed, at once and with the pages it had loaded, so the browser can put
 * them where they were (the way a browser's back-forward cache does). Any
 * other visit asks the server, so nothing edited meanwhile shows stale;
 * `refetch` always asks. A request still running when the variables change
 * is aborted. What is remembered is forgotten when the signed-in user
 * changes (lib/auth).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { startTransition, use, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useNavigationType } from 'react-router';
import { graphqlRequest, operationOf } from './graphqlRequest';
import { ServerQueriesContext } from './serverAnswers';

export interface FetchQueryResult<TData, TVariables> {
  data: TData | undefined;
  /** The answer shown before the variables changed, while the new one loads. */
  previousData: TData | undefined;
  loading: boolean;
  error: unknown;
  refetch(): Promise<void>;
  /** Asks with these variables on top of the current ones and merges the answer into `data`; rejects on failure. */
  fetchMore(variables: Partial<TVariables>, merge: (data: TData, more: TData) => TData): Promise<void>;
}

/** Enough for a few lists with their filters and the shell's own queries; the oldest goes first. */
const REMEMBERED_ANSWERS = 30;
const remembered = new Map<string, unknown>();

function remember(key: string, data: unknown): void {
  remembered.delete(key);
  remembered.set(key, data);
  if (remembered.size > REMEMBERED_ANSWERS) remembered.delete(remembered.keys().next().value as string);
}

/** The answers a server-rendered page came with (./serverAnswers.ts): the first render shows them and asks nothing. */
export function rememberServerAnswers(answers: Readonly<Record<string, unknown>>): void {
  for (const [key, data] of Object.entries(answers)) remember(key, data);
}

/** Forgets every remembered answer: the signed-in user changed, and answers may have been theirs. */
export function forgetFetchedAnswers(): void {
  remembered.clear();
}

interface State<TData> {
  key: string;
  data?: TData;
  previousData?: TData;
  error?: unknown;
  loading: boolean;
}

/** What is known for `key` now: the remembered answer when returning (`back`), or nothing yet (loading unless skipped). */
function stateFor<TData>(key: string, skip: boolean, back: boolean, shown: State<TData> | undefined): State<TData> {
  const data = back ? (remembered.get(key) as TData | undefined) : undefined;
  const previousData = shown ? (shown.data ?? shown.previousData) : undefined;
  return { key, data, previousData, loading: data === undefined && !skip };
}

export function useFetchQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: { variables?: NoInfer<TVariables>; skip?: boolean } = {},
): FetchQueryResult<TData, TVariables> {
  const variablesJson = JSON.stringify(options.variables ?? {});
  const key = `${operationOf(document as TypedDocumentNode<unknown, never>)?.name?.value ?? ''} ${variablesJson}`;
  const skip = options.skip ?? false;
  const back = useNavigationType() === 'POP';
  // Rendering on the server: wait for the answer (React's server renderer waits for `use`) and show it.
  const server = useContext(ServerQueriesContext);
  const serverData =
    server && !skip
      ? (use(server.answer(key, document as TypedDocumentNode<unknown, never>, JSON.parse(variablesJson))) as TData)
      : undefined;
  const [stored, setState] = useState<State<TData>>(() =>
    serverData === undefined ? stateFor(key, skip, back, undefined) : { key, data: serverData, loading: false },
  );
  // Between a change of variables and the effect below, render what is known for the new ones.
  const state = stored.key === key ? stored : stateFor(key, skip, back, stored);
  const latest = useRef(state);
  latest.current = state;

  const request = useCallback(
    (signal: AbortSignal) => {
      graphqlRequest(document, JSON.parse(variablesJson) as TVariables, { signal }).then(
        (data) => {
          if (signal.aborted) return;
          remember(key, data);
          // A transition: React renders the (often long) result in slices, so the page answers taps meanwhile.
          startTransition(() => setState({ key, data, previousData: data, loading: false }));
        },
        (error: unknown) => {
          if (!signal.aborted)
            setState((s) => ({ ...(s.key === key ? s : stateFor(key, false, false, s)), error, loading: false }));
        },
      );
    },
    [document, key, variablesJson],
  );

  // Ask unless returning to a remembered answer; a refetch asks again (`run`).
  const [run, setRun] = useState(0);
  const lastRun = useRef(run);
  // `back` is read when the variables change, not watched: a later navigation does not ask again.
  useEffect(() => {
    const refetching = lastRun.current !== run;
    lastRun.current = run;
    setState((s) => (s.key === key ? s : stateFor(key, skip, back, s)));
    if (skip || (back && remembered.has(key) && !refetching)) return;
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    request(controller.signal);
    return () => controller.abort();
  }, [key, skip, run, request]);

  const refetch = useCallback(async () => setRun((n) => n + 1), []);

  const fetchMore = useCallback(
    async (more: Partial<TVariables>, merge: (data: TData, more: TData) => TData) => {
      const page = await graphqlRequest(document, { ...(JSON.parse(variablesJson) as TVariables), ...more });
      // The variables changed meanwhile: this page belongs to a list no longer shown.
      const shown = latest.current;
      if (shown.key !== key || shown.data === undefined) return;
      const data = merge(shown.data, page);
      remember(key, data);
      setState({ key, data, previousData: data, loading: false });
    },
    [document, key, variablesJson],
  );

  return {
    data: state.data,
    previousData: state.previousData,
    loading: state.loading,
    error: state.error,
    refetch,
    fetchMore,
  };
}
