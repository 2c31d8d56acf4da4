import 'reflect-metadata';
import { MapperKind, mapSchema, printSchemaWithDirectives } from '@graphql-tools/utils';
import { GraphQLObjectType, type GraphQLSchema, lexicographicSortSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { withAuthDirective } from './auth.js';
import { resolvers } from './resolvers.js';

let built: Promise<GraphQLSchema> | undefined;

/** The executable schema: type-graphql's build with the @auth directive applied. Built once per process. */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    // class-validator checks input limits (lengths, list sizes) before any resolver runs.
    validate: { forbidUnknownValues: false },
  }).then((schema) => withAuthDirective(describeRootTypes(schema)));
  return built;
}

/** type-graphql cannot describe the root types; the schema contract wants every type described. */
function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const descriptions: Record<string, string> = {
    Query: 'Reads. Fields marked @auth need a bearer token; the rest are public.',
    Mutation: 'Writes. Each takes one `input` and returns a payload whose `errors` list expected failures.',
  };
  return mapSchema(schema, {
    [MapperKind.ROOT_OBJECT]: (type) =>
      new GraphQLObjectType({ ...type.toConfig(), description: descriptions[type.name] }),
  });
}

/** The SDL committed as schema.graphql: sorted, with directives, so diffs show only real changes. */
export async function printSchemaSdl(): Promise<string> {
  const schema = lexicographicSortSchema(await getSchema());
  return `${printSchemaWithDirectives(schema).trim()}\n`;
}
