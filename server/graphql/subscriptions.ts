/**
 * GraphQL subscriptions over WebSocket (the graphql-ws protocol) on the same
 * HTTP server and path as queries: `ws(s)://<host>/graphql`. The client sends
 * its access token in the connection's init payload
 * (`{ authorization: 'Bearer <token>' }`), the same token queries carry in a
 * header; a client whose token is refreshed reconnects with the new one.
 *
 * Only subscriptions travel here: queries and mutations go through Apollo
 * over HTTP, where the cost limits, idempotency and replica routing live.
 */

import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import { ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import {
  type ExecutionArgs,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { AppDeps, Context } from './context.js';
import { depthLimitRule } from './limits.js';
import { LoaderRegistry } from './loaders.js';

/** The most subscriptions one socket may hold at once (a tab needs one or two). */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 5;

type Extra = {
  request: IncomingMessage;
};

function tokenOf(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const value = params?.authorization ?? params?.Authorization;
  if (typeof value !== 'string') return undefined;
  return /^Bearer\s+(\S+)$/i.exec(value)?.[1] ?? '';
}

/** A request context for one subscription, from the socket's upgrade request and init payload. */
function socketContext(app: AppDeps, request: IncomingMessage, token: string | undefined): Context {
  const auth = token === undefined ? {} : app.identity.verify(token);
  let viewer: ReturnType<Context['viewer']> | undefined;
  const requestId = randomUUID();
  return {
    app,
    // Services read headers and the peer address from it; nothing is ever written to the response.
    req: request as Request,
    res: new ServerResponse(request) as unknown as Response,
    requestId,
    log: app.log.child({ reqId: requestId, ws: true }),
    auth,
    loaders: new LoaderRegistry(),
    viewer: () => {
      viewer ??= app.identity.load(auth);
      return viewer;
    },
  };
}

export function attachSubscriptions(
  httpServer: Server,
  schema: GraphQLSchema,
  deps: AppDeps,
): { dispose(): Promise<void> } {
  const wss = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 64 * 1024 });
  const active = new WeakMap<object, number>();
  const server = useServer<Record<string, unknown>, Extra>(
    {
      schema,
      onConnect: (ctx) => {
        const token = tokenOf(ctx.connectionParams);
        // A refused token closes the socket with 4403 (graphql-ws's Forbidden): the client refreshes and reconnects.
        if (token !== undefined && deps.identity.verify(token).userId === undefined) return false;
        return true;
      },
      onSubscribe: (ctx, _id, payload) => {
        const count = active.get(ctx) ?? 0;
        if (count >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [new GraphQLError(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} subscriptions per connection.`)];
        }
        let document: ReturnType<typeof parse>;
        try {
          document = parse(payload.query, { maxTokens: 2000 });
        } catch (err) {
          return [err instanceof GraphQLError ? err : new GraphQLError('Syntax error.')];
        }
        const errors = validate(schema, document, [...specifiedRules, depthLimitRule(deps.config.graphql.maxDepth)]);
        if (errors.length > 0) return errors;
        const operation = getOperationAST(document, payload.operationName);
        if (operation?.operation !== OperationTypeNode.SUBSCRIPTION) {
          return [
            new GraphQLError('Only subscriptions are served over WebSocket; send queries and mutations over HTTP.'),
          ];
        }
        active.set(ctx, count + 1);
        const args: ExecutionArgs = {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue: socketContext(deps, ctx.extra.request, tokenOf(ctx.connectionParams)),
        };
        return args;
      },
      onComplete: (ctx) => {
        active.set(ctx, Math.max(0, (active.get(ctx) ?? 1) - 1));
      },
    },
    wss,
  );
  return {
    async dispose() {
      for (const client of wss.clients) client.close(1001, 'Server shutting down');
      await server.dispose();
    },
  };
}
