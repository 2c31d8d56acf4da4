/**
 * Keeps a query's answer from undoing a mutation the user made meanwhile.
 *
 * Every list is `cache-and-network`: it shows the cache and asks the server
 * again. An admin can click a row's "Feature" while that request is still out.
 * If the server read the list before the mutation committed but its answer
 * lands after the mutation's, Apollo writes the older `featured: false` over
 * the newer `true`: the click looks ignored, and a second click undoes it.
 *
 * So this link remembers which entities ("Typename:id") each mutation answered
 * with. When a query's answer arrives and a mutation landed after the query was
 * sent, touching an entity in that answer, the answer may predate the mutation:
 * the link drops it and asks again (at most MAX_ASKS times in all). Answers
 * that share no entity with a landed mutation pass untouched.
 */
import { ApolloLink } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { defer, finalize, mergeMap, type Observable, of, tap } from 'rxjs';

/** How many times one query is sent at most (the first ask and the re-asks). */
export const MAX_ASKS = 3;

/** The cache ids ("Typename:id") of every entity in an answer's data. */
export function entityKeys(data: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(data)) {
    for (const item of data) entityKeys(item, into);
  } else if (data && typeof data === 'object') {
    const { __typename, id } = data as { __typename?: unknown; id?: unknown };
    if (typeof __typename === 'string' && (typeof id === 'string' || typeof id === 'number')) {
      into.add(`${__typename}:${id}`);
    }
    for (const value of Object.values(data)) entityKeys(value, into);
  }
  return into;
}

export function createStaleAnswerLink(): ApolloLink {
  /** Numbers each mutation's answer, in the order they landed. */
  let landedCount = 0;
  let landings: { seq: number; keys: Set<string> }[] = [];
  /** For each query out now, how many mutations had landed when it was sent. */
  const openSince: number[] = [];

  // Only queries out now can be stale, and only against mutations that landed after they were sent.
  const forget = (since: number) => {
    openSince.splice(openSince.indexOf(since), 1);
    const oldest = Math.min(...openSince);
    landings = landings.filter((l) => l.seq > oldest);
  };

  const touchedSince = (since: number, data: unknown): boolean => {
    const later = landings.filter((l) => l.seq > since);
    if (later.length === 0) return false;
    for (const key of entityKeys(data)) if (later.some((l) => l.keys.has(key))) return true;
    return false;
  };

  function ask(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction, asks: number) {
    // Counted when the request goes out (on subscription), not when it is planned.
    return defer((): Observable<ApolloLink.Result> => {
      const since = landedCount;
      openSince.push(since);
      let open = true;
      const close = () => {
        if (open) forget(since);
        open = false;
      };
      return forward(operation).pipe(
        mergeMap((result) => {
          const stale = asks < MAX_ASKS && 'data' in result && touchedSince(since, result.data);
          close();
          return stale ? ask(operation, forward, asks + 1) : of(result);
        }),
        finalize(close),
      );
    });
  }

  return new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.MUTATION) {
      return forward(operation).pipe(
        tap((result) => {
          const keys = 'data' in result ? entityKeys(result.data) : new Set<string>();
          landedCount += 1;
          if (keys.size > 0 && openSince.length > 0) landings.push({ seq: landedCount, keys });
        }),
      );
    }
    if (operation.operationType !== OperationTypeNode.QUERY) return forward(operation);
    return ask(operation, forward, 1);
  });
}
