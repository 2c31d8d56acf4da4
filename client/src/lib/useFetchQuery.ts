/**
 * A query for screens that render without Apollo Client (the home page, see
 * ./apolloLoader.ts): the same typed documents, sent by ./graphqlRequest.ts,
 * with the part of `useQuery`'s answer those screens read — `data`,
 * `loading`, `error` and `refetch`, and its `skip`. No cache: the query runs
 * once per mount and again on `refetch` or when the variables change; a
 * request still running when they change is aborted.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { graphqlRequest } from './graphqlRequest';

export interface FetchQueryResult<TData> {
  data: TData | undefined;
  loading: boolean;
  error: unknown;
  refetch(): Promise<void>;
}

export function useFetchQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: { variables?: TVariables; skip?: boolean } = {},
): FetchQueryResult<TData> {
  const key = JSON.stringify(options.variables ?? {});
  const skip = options.skip ?? false;
  const [state, setState] = useState<{ data?: TData; error?: unknown; loading: boolean }>({ loading: true });
  const [run, setRun] = useState(0);

  // `key` stands for the variables; a new `run` asks again.
  useEffect(() => {
    if (skip) {
      setState((s) => (s.loading ? { ...s, loading: false } : s));
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: undefined }));
    graphqlRequest(document, JSON.parse(key) as TVariables, { signal: controller.signal }).then(
      // A transition: React renders the (often long) result in slices, so the page answers taps meanwhile.
      (data) => startTransition(() => setState({ data, loading: false })),
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, error, loading: false }));
      },
    );
    return () => controller.abort();
  }, [document, key, run, skip]);

  const refetch = useCallback(async () => setRun((n) => n + 1), []);
  return { data: state.data, loading: state.loading, error: state.error, refetch };
}
