import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { type DocumentNode, GraphQLError, type GraphQLSchema, visit } from 'graphql';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/errors.js';
import { requestScope } from '../http/request-context.js';
import { Role, requireRole } from './auth.js';
import type { AppDeps, Context } from './context.js';
import { ErrorCode, formatError, isClientFacing } from './errors.js';
import {
  aliasLimitRule,
  costLimitPlugin,
  depthLimitRule,
  MAX_TOKENS,
  rootFieldLimitRule,
  sqlPerParentRule,
} from './limits.js';
import { replicaRoutingPlugin } from './replica-routing.js';
import { nulLiteralRule, nulVariablesPlugin } from './text-input.js';

function selectsIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/** A refusal before execution has no data to go with it: an HTTP status says so (Apollo would answer 500). */
const REFUSAL_STATUS: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, USER_DISABLED: 403 };

/** Introspection is open in development; in production only admins may read the schema. */
function introspectionPlugin(open: boolean): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, contextValue }) {
          if (open || !selectsIntrospection(document)) return;
          try {
            await requireRole(contextValue, Role.ADMIN);
          } catch (err) {
            const status = err instanceof GraphQLError ? REFUSAL_STATUS[String(err.extensions.code)] : undefined;
            if (!status || !(err instanceof GraphQLError)) throw err;
            throw new GraphQLError(err.message, { extensions: { ...err.extensions, http: { status } } });
          }
        },
      };
    },
  };
}

/**
 * Logs every unexpected error with its stack, under the request id the client
 * was given; a request refused as a whole for the client's own mistake
 * (parse, validation, limits, variables) is one info line.
 */
const errorLogPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          if (isClientFacing(error)) {
            if (!error.path) {
              contextValue.log.info({ code: error.extensions?.code, reason: error.message }, 'graphql request refused');
            }
          } else if (isDatabaseUnavailable(error)) {
            // An outage, not a bug: one line, no stack.
            contextValue.log.warn(
              { reason: (error.originalError ?? error).message, path: error.path },
              'database unavailable',
            );
          } else {
            contextValue.log.error({ err: error.originalError ?? error, path: error.path }, 'graphql resolver failed');
          }
        }
      },
    };
  },
};

/**
 * A database that did not answer makes the whole answer a 503 with
 * Retry-After, so clients and their retry policies back off and try again.
 */
const unavailablePlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors ?? [];
        if (!errors.some((e) => e.extensions?.code === ErrorCode.SERVICE_UNAVAILABLE)) return;
        response.http.status = 503;
        response.http.headers.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      },
    };
  },
};

/** graphql-js's "Did you mean …?" hints name fields and types a caller cannot see in the schema. */
const SUGGESTION = /\s*Did you mean .+\?$/;

/** In production, only admins (who may introspect anyway) get those hints. */
const suggestionsForAdminsPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single') return;
        const errors = response.body.singleResult.errors;
        if (!errors?.some((e) => SUGGESTION.test(e.message))) return;
        const viewer = await contextValue.viewer().catch(() => null);
        if (viewer?.role === Role.ADMIN) return;
        response.body.singleResult.errors = errors.map((e) => ({ ...e, message: e.message.replace(SUGGESTION, '') }));
      },
    };
  },
};

export function createApolloServer(
  schema: GraphQLSchema,
  deps: AppDeps,
  httpServer: Server,
  replicaReads: ReadonlySet<string>,
): ApolloServer<Context> {
  const { config } = deps;
  return new ApolloServer<Context>({
    schema,
    introspection: true,
    allowBatchedHttpRequests: false,
    // main.ts owns shutdown (drain HTTP, then jobs, then the database); Apollo must not re-raise signals.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: config.isDev,
    // The token limit is the parser's: a huge document is refused before it is even built.
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: [
      depthLimitRule(config.graphql.maxDepth),
      rootFieldLimitRule(),
      aliasLimitRule(),
      sqlPerParentRule(),
      nulLiteralRule,
    ],
    formatError: (formatted, error) =>
      formatError(formatted, error, { requestId: requestScope.getStore()?.requestId, exposeStack: config.isDev }),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // Apollo's cache-control plugin wraps every field's resolver to collect cache hints, and nothing here
      // gives any (the answers' no-store is set in http/app.ts). Without it a 24-card page with its facets
      // resolves its thousands of fields unwrapped: 12% more of them a second at ten connections.
      ApolloServerPluginCacheControlDisabled(),
      introspectionPlugin(config.isDev),
      nulVariablesPlugin,
      costLimitPlugin(schema, config.graphql.maxCost),
      errorLogPlugin,
      unavailablePlugin,
      ...(config.isProd ? [suggestionsForAdminsPlugin] : []),
      replicaRoutingPlugin(deps, replicaReads),
    ],
  });
}
