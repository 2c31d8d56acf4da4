/**
 * Depth and cost limits, applied before execution so an abusive operation is
 * refused without a single SQL statement.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import type { Context } from './context.js';

export function depthLimitRule(maxDepth: number) {
  return maxDepthRule({
    n: maxDepth,
    ignoreIntrospection: true,
    flattenFragments: true,
    // Report as an ordinary validation error (400) instead of throwing out of validation (500).
    propagateOnRejection: false,
    onReject: [
      (context, err) =>
        context?.reportError(
          new GraphQLError(`Query is too deep: at most ${maxDepth} levels are allowed.`, { originalError: err }),
        ),
    ],
  });
}

export function costLimitPlugin(schema: GraphQLSchema, maxCost: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          const cost = getComplexity({
            schema,
            query: document,
            operationName: request.operationName ?? undefined,
            variables: request.variables ?? {},
            estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
          });
          if (cost > maxCost) {
            throw new GraphQLError(`Query is too expensive: cost ${cost} exceeds the limit of ${maxCost}.`, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', cost, maxCost, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
