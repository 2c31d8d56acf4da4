import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { type DocumentNode, GraphQLError, type GraphQLSchema, visit } from 'graphql';
import { requestScope } from '../http/request-context.js';
import { Role, requireRole } from './auth.js';
import type { AppDeps, Context } from './context.js';
import { formatError, isClientFacing } from './errors.js';
import { costLimitPlugin, depthLimitRule } from './limits.js';
import { replicaRoutingPlugin } from './replica-routing.js';

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

/** Logs every unexpected error with its stack, under the request id the client was given. */
const errorLogPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          if (isClientFacing(error)) continue;
          contextValue.log.error({ err: error.originalError ?? error, path: error.path }, 'graphql resolver failed');
        }
      },
    };
  },
};

/** Outside production, tell tests and the bench how many SQL statements a request ran. */
const sqlCountPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const scope = requestScope.getStore();
        if (scope) response.http.headers.set('x-sql-statements', String(scope.sqlStatements));
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
    validationRules: [depthLimitRule(config.graphql.maxDepth)],
    formatError: (formatted, error) =>
      formatError(formatted, error, { requestId: requestScope.getStore()?.requestId, exposeStack: config.isDev }),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      introspectionPlugin(config.isDev),
      costLimitPlugin(schema, config.graphql.maxCost),
      errorLogPlugin,
      replicaRoutingPlugin(deps, replicaReads),
      ...(config.isProd ? [] : [sqlCountPlugin]),
    ],
  });
}
