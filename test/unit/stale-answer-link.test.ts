/**
 * The web client's stale-answer link (client/src/lib/staleAnswerLink.ts) in a
 * real Apollo Client with its cache, over HTTP to a loopback server that
 * holds one bundle. The server reads the bundle when a list request arrives
 * but can hold the answer back, so the test sets up the race the admin's
 * bundle table met: the list is read, the admin's "Feature" lands, then the
 * older list answer arrives.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloClient, ApolloLink, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStaleAnswerLink, entityKeys, MAX_ASKS } from '../../client/src/lib/staleAnswerLink.js';

const LIST = gql`
  query Bundles {
    bundles {
      id
      title
      featured
    }
  }
`;
const FEATURE = gql`
  mutation Feature($id: ID!) {
    feature(id: $id) {
      id
      featured
    }
  }
`;
const RENAME_OTHER = gql`
  mutation RenameOther {
    renameMedia {
      id
      title
    }
  }
`;

let server: Server;
let url: string;
let featured = false;
let listAsks = 0;
/** List answers held back until released (the next `holdLists` list requests). */
let holdLists = 0;
let held: (() => void)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      const { operationName } = JSON.parse(body) as { operationName: string };
      const send = (data: unknown) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
      if (operationName === 'Bundles') {
        listAsks += 1;
        // Read now; answer now or when released.
        const data = { bundles: [{ __typename: 'Bundle', id: 'b1', title: 'Motion Pack', featured }] };
        if (holdLists > 0) {
          holdLists -= 1;
          held.push(() => send(data));
        } else send(data);
      } else if (operationName === 'Feature') {
        featured = true;
        send({ feature: { __typename: 'Bundle', id: 'b1', featured } });
      } else {
        send({ renameMedia: { __typename: 'Media', id: 'm9', title: 'Other' } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  featured = false;
  listAsks = 0;
  holdLists = 0;
  held = [];
});

function client(link: ApolloLink | null) {
  const http = new HttpLink({ uri: url });
  return new ApolloClient({ link: link ? ApolloLink.from([link, http]) : http, cache: new InMemoryCache() });
}

const shownFeatured = (c: ApolloClient) =>
  c.cache.readFragment<{ featured: boolean }>({ id: 'Bundle:b1', fragment: gql`fragment F on Bundle { featured }` })
    ?.featured;

/** The list asked again while its answer is held, the mutation landed, then the old answer arrives. */
async function raceFeature(c: ApolloClient, mutation = FEATURE) {
  await c.query({ query: LIST });
  holdLists = 1;
  const refresh = c.query({ query: LIST, fetchPolicy: 'network-only' });
  await expect.poll(() => held.length).toBe(1);
  await c.mutate({ mutation, variables: { id: 'b1' } });
  held.shift()?.();
  return refresh;
}

describe('stale answer link', () => {
  it('without it, the older list answer undoes the mutation in the cache (the race it is for)', async () => {
    const c = client(null);
    await raceFeature(c);
    expect(featured).toBe(true);
    expect(shownFeatured(c)).toBe(false);
  });

  it('asks again when a mutation on one of the answer’s entities landed after the query was sent', async () => {
    const c = client(createStaleAnswerLink());
    const answer = (await raceFeature(c)) as { data?: { bundles: { featured: boolean }[] } };
    expect(listAsks).toBe(3); // the first load, the stale refresh, its re-ask
    expect(answer.data?.bundles[0]?.featured).toBe(true);
    expect(shownFeatured(c)).toBe(true);
  });

  it('passes an answer untouched when the mutation touched other entities', async () => {
    const c = client(createStaleAnswerLink());
    await raceFeature(c, RENAME_OTHER);
    expect(listAsks).toBe(2);
  });

  it('passes an answer to a query sent after the mutation landed', async () => {
    const c = client(createStaleAnswerLink());
    await c.query({ query: LIST });
    await c.mutate({ mutation: FEATURE, variables: { id: 'b1' } });
    await c.query({ query: LIST, fetchPolicy: 'network-only' });
    expect(listAsks).toBe(2);
    expect(shownFeatured(c)).toBe(true);
  });

  it(`gives up after ${MAX_ASKS} asks and passes the last answer`, async () => {
    const c = client(createStaleAnswerLink());
    await c.query({ query: LIST });
    holdLists = MAX_ASKS;
    const refresh = c.query({ query: LIST, fetchPolicy: 'network-only' });
    for (let ask = 1; ask <= MAX_ASKS; ask++) {
      await expect.poll(() => held.length).toBe(1);
      // Each ask is read, then overtaken by another mutation on the same bundle.
      await c.mutate({ mutation: FEATURE, variables: { id: 'b1' } });
      held.shift()?.();
    }
    await refresh;
    expect(listAsks).toBe(1 + MAX_ASKS);
  });
});

describe('entityKeys', () => {
  it('collects the cache ids of nested entities and ignores objects without both a type and an id', () => {
    const data = {
      __typename: 'Query',
      bundles: [{ __typename: 'Bundle', id: 'b1', cover: { __typename: 'Image', id: 7 }, meta: { id: 'x' } }],
    };
    expect([...entityKeys(data)]).toEqual(['Bundle:b1', 'Image:7']);
  });
});
