import 'reflect-metadata';
import { MapperKind, mapSchema, printSchemaWithDirectives } from '@graphql-tools/utils';
import { GraphQLObjectType, type GraphQLSchema, lexicographicSortSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { withAuthDirective } from './auth.js';

// biome-ignore lint/complexity/noBannedTypes: type-graphql takes bare resolver classes
type ResolverClass = Function;

const built = new WeakMap<readonly ResolverClass[], Promise<GraphQLSchema>>();

/**
 * The executable schema of the modules' resolvers (server/module.ts):
 * type-graphql's build with the @auth directive applied. Built once per list.
 */
export function getSchema(resolvers: readonly ResolverClass[]): Promise<GraphQLSchema> {
  let schema = built.get(resolvers);
  if (!schema) {
    const [first, ...rest] = resolvers;
    if (!first) throw new Error('no resolvers: the module list is empty');
    schema = buildSchema({
      resolvers: [first, ...rest],
      // class-validator checks input limits (lengths, list sizes) before any resolver runs.
      validate: { forbidUnknownValues: false },
      // Subscriptions name their own source (`@Subscription({ subscribe })`, fed by server/db/pubsub.ts);
      // type-graphql's in-process topics would not reach other instances, so none may use them.
      pubSub: {
        publish() {
          throw new Error('type-graphql topics are not used: publish through server/db/pubsub.ts');
        },
        subscribe() {
          throw new Error('type-graphql topics are not used: give @Subscription a `subscribe` function');
        },
      },
    }).then((s) => withAuthDirective(describeRootTypes(s)));
    built.set(resolvers, schema);
  }
  return schema;
}

/** type-graphql cannot describe the root types; the schema contract wants every type described. */
function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const descriptions: Record<string, string> = {
    Query: 'Reads. Fields marked @auth need a bearer token; the rest are public.',
    Mutation: 'Writes. Each takes one `input` and returns a payload whose `errors` list expected failures.',
    Subscription:
      'Live events over WebSocket (graphql-ws at /graphql), authenticated by the init payload’s `authorization`.',
  };
  return mapSchema(schema, {
    [MapperKind.ROOT_OBJECT]: (type) =>
      new GraphQLObjectType({ ...type.toConfig(), description: descriptions[type.name] }),
  });
}

/** The SDL committed as schema.graphql: sorted, with directives, so diffs show only real changes. */
export async function printSchemaSdl(resolvers: readonly ResolverClass[]): Promise<string> {
  const schema = lexicographicSortSchema(await getSchema(resolvers));
  return `${printSchemaWithDirectives(schema).trim()}\n`;
}
