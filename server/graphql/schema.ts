import 'reflect-metadata';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { type GraphQLSchema, lexicographicSortSchema } from 'graphql';
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
  }).then(withAuthDirective);
  return built;
}

/** The SDL committed as schema.graphql: sorted, with directives, so diffs show only real changes. */
export async function printSchemaSdl(): Promise<string> {
  const schema = lexicographicSortSchema(await getSchema());
  return `${printSchemaWithDirectives(schema).trim()}\n`;
}
