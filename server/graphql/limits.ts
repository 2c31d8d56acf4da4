/**
 * Depth and cost limits, applied before execution so an abusive operation is
 * refused without a single SQL statement.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { GraphQLError, type GraphQLSchema, getVariableValues } from 'graphql';
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
        async didResolveOperation({ request, document, operation }) {
          // Variables that do not fit their types (9.5 for an Int) are the caller's mistake: leave them to
          // execution, which answers 400 BAD_USER_INPUT; costing them here would throw and become a 500.
          const coerced = getVariableValues(schema, operation?.variableDefinitions ?? [], request.variables ?? {});
          if (coerced.errors) return;
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
