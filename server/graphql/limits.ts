/**
 * What one operation may ask for, checked before execution so an abusive
 * operation is refused (HTTP 400) without a single SQL statement:
 *
 * - size: at most MAX_TOKENS tokens (a parser option, see server.ts), depth
 *   GRAPHQL_MAX_DEPTH, MAX_ROOT_FIELDS fields at the root and MAX_ALIASES
 *   aliases — aliases are how one request repeats expensive work;
 * - shape: fields that run SQL per parent object only where there is one
 *   parent (SQL_PER_PARENT);
 * - cost: GRAPHQL_MAX_COST, estimated on the operation's validated variables.
 *   Connections cost their page statement plus their items × `first`, and
 *   counts and aggregates their statement (connection.ts SQL_COST), so no
 *   `first: 1` makes a facet pass nearly free.
 *
 * Whatever a client sends, a refusal is a 400 with a code, never a 500.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  getVariableValues,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import {
  type ComplexityEstimator,
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
} from 'graphql-query-complexity';
import { DEFAULT_PAGE_SIZE, MAX_ADMIN_PAGE_SIZE, SQL_COST } from './connection.js';
import type { Context } from './context.js';

/** Longest document parsed; the web client's largest operation has about 350 tokens. */
export const MAX_TOKENS = 5000;
/** Most fields at the root of one operation; the home page asks for 13. */
export const MAX_ROOT_FIELDS = 20;
/** Most aliases in one operation (fragments counted where they are spread); the home page uses 11. */
export const MAX_ALIASES = 30;

/** A refusal found while validating: reported as an ordinary validation error (400), never thrown (500). */
function refuse(context: ValidationContext | null | undefined, message: string, err?: unknown) {
  context?.reportError(new GraphQLError(message, { originalError: err instanceof Error ? err : undefined }));
}

export function depthLimitRule(maxDepth: number) {
  return maxDepthRule({
    n: maxDepth,
    ignoreIntrospection: true,
    flattenFragments: true,
    propagateOnRejection: false,
    onReject: [(context, err) => refuse(context, `Query is too deep: at most ${maxDepth} levels are allowed.`, err)],
  });
}

export function aliasLimitRule(maxAliases = MAX_ALIASES) {
  return maxAliasesRule({
    n: maxAliases,
    propagateOnRejection: false,
    onReject: [(context, err) => refuse(context, `Too many aliases: at most ${maxAliases} per operation.`, err)],
  });
}

/** Most selections a rule visits once fragments are spread (as graphql-query-complexity's node limit). */
export const MAX_NODES = 10_000;

/**
 * Counts visits, so a walk that spreads fragments stops at MAX_NODES: ten
 * spreads of a fragment that spreads another ten times… is a few hundred
 * tokens and an exponential tree.
 */
class NodeBudget {
  private left = MAX_NODES;
  spend(): void {
    if (--this.left < 0) throw new TooManyNodes();
  }
}
class TooManyNodes extends Error {}

/** Runs a rule's walk; a walk that outgrows MAX_NODES becomes the rule's refusal. */
function withinNodes(context: ValidationContext, walk: () => void): void {
  try {
    walk();
  } catch (err) {
    if (!(err instanceof TooManyNodes)) throw err;
    refuse(context, `Query is too large: more than ${MAX_NODES} selections once its fragments are spread.`);
  }
}

/** Fields directly under a selection set, through inline fragments and fragment spreads (each spread counts). */
function fieldsOf(
  set: SelectionSetNode | undefined,
  fragment: (name: string) => FragmentDefinitionNode | undefined | null,
  budget: NodeBudget,
  seen: ReadonlySet<string> = new Set(),
): FieldNode[] {
  return (set?.selections ?? []).flatMap((s) => {
    budget.spend();
    if (s.kind === Kind.FIELD) return [s];
    if (s.kind === Kind.INLINE_FRAGMENT) return fieldsOf(s.selectionSet, fragment, budget, seen);
    const name = s.name.value;
    // A fragment cycle is reported by graphql's own NoFragmentCycles rule.
    return seen.has(name) ? [] : fieldsOf(fragment(name)?.selectionSet, fragment, budget, new Set([...seen, name]));
  });
}

export function rootFieldLimitRule(maxRootFields = MAX_ROOT_FIELDS): ValidationRule {
  return (context) => ({
    OperationDefinition(operation: OperationDefinitionNode) {
      withinNodes(context, () => {
        const count = fieldsOf(operation.selectionSet, (name) => context.getFragment(name), new NodeBudget()).length;
        if (count > maxRootFields) {
          refuse(context, `Too many root fields: at most ${maxRootFields} per operation, found ${count}.`);
        }
      });
    },
  });
}

/**
 * The cost of a list field whose size the schema does not bound: its items'
 * cost times an estimate (or a size read from its arguments). Lists of
 * objects that can reach SQL of their own (a category's media) need one, or
 * the estimate would count a list of fifty as one.
 */
export function listCost(size: number | ((args: Record<string, unknown>) => number)) {
  return ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) =>
    1 + childComplexity * (typeof size === 'number' ? size : size(args));
}

/**
 * Field extension of fields that run statements of their own for each parent
 * object (a category's media: a page, a count, facets). Asked for under a list
 * — every category of a tree, every item of a page — one request would run
 * them once per element, which no static estimate can price: such fields may
 * be selected only where there is one parent (`category(id) { media }`).
 * Set with type-graphql's `@Extensions({ [SQL_PER_PARENT]: true })`.
 */
export const SQL_PER_PARENT = 'sqlPerParent';

export function sqlPerParentRule(): ValidationRule {
  return (context) => {
    const schema = context.getSchema();
    const reported = new Set<string>();
    const budget = new NodeBudget();
    const walk = (
      set: SelectionSetNode | undefined,
      type: GraphQLNamedType,
      underList: string | null,
      seen: ReadonlySet<string>,
    ) => {
      for (const s of set?.selections ?? []) {
        budget.spend();
        if (s.kind === Kind.INLINE_FRAGMENT) {
          const cond = s.typeCondition ? schema.getType(s.typeCondition.name.value) : type;
          if (cond) walk(s.selectionSet, cond, underList, seen);
        } else if (s.kind === Kind.FRAGMENT_SPREAD) {
          const fragment = context.getFragment(s.name.value);
          const cond = fragment && schema.getType(fragment.typeCondition.name.value);
          if (fragment && cond && !seen.has(fragment.name.value)) {
            walk(fragment.selectionSet, cond, underList, new Set([...seen, fragment.name.value]));
          }
        } else if (isObjectType(type) || isInterfaceType(type)) {
          const field = type.getFields()[s.name.value];
          if (!field) continue;
          const name = `${type.name}.${field.name}`;
          if (field.extensions?.[SQL_PER_PARENT] && underList && !reported.has(name)) {
            reported.add(name);
            refuse(
              context,
              `${name} runs its own statements for each ${type.name}: ask for it on one ${type.name} (not under the list ${underList}).`,
            );
          }
          const isList = isListType(getNullableType(field.type));
          walk(s.selectionSet, getNamedType(field.type), isList ? name : underList, seen);
        }
      }
    };
    return {
      OperationDefinition(operation: OperationDefinitionNode) {
        const root = schema.getRootType(operation.operation);
        if (root) withinNodes(context, () => walk(operation.selectionSet, root, null, new Set()));
      },
    };
  };
}

interface CostContext {
  fragments: Record<string, FragmentDefinitionNode>;
}

/** A connection: an object type with `edges` and `pageInfo` (connection.ts), whatever resolver returns it. */
function isConnection(type: GraphQLCompositeType): boolean {
  if (!isObjectType(type)) return false;
  const fields = type.getFields();
  return 'edges' in fields && 'pageInfo' in fields;
}

/**
 * A field of a connection declared with a constant cost (`totalCount`,
 * `facets`, `pageInfo`) costs exactly that: what it runs is the statement, and
 * its sub-fields are values already in hand.
 */
const oncePerConnectionCost: ComplexityEstimator = ({ type, field }) => {
  const declared = field.extensions?.complexity;
  return typeof declared === 'number' && isConnection(type) ? declared : undefined;
};

/**
 * A connection's cost: its page statement, then what runs once per connection
 * (fields of the connection type declared with a constant cost: `totalCount`,
 * `facets`, `pageInfo`), then the rest — the edges — once per requested item.
 * Fields under a directive (@skip/@include) are left in the per-item part,
 * which can only overestimate.
 */
const connectionCost: ComplexityEstimator = ({ field, node, args, childComplexity, context }) => {
  const type = getNamedType(field.type);
  if (!isObjectType(type) || !isConnection(type)) return undefined;
  const fields = type.getFields();
  const fragments = (context as CostContext | undefined)?.fragments ?? {};
  let once = 0;
  // The estimator has visited these selections already, within its own node limit.
  for (const child of fieldsOf(node.selectionSet, (name) => fragments[name], new NodeBudget())) {
    const declared = fields[child.name.value]?.extensions?.complexity;
    if (typeof declared === 'number' && !child.directives?.length) once += declared;
  }
  const first = typeof args.first === 'number' && args.first > 0 ? args.first : DEFAULT_PAGE_SIZE;
  return SQL_COST.page + once + (childComplexity - once) * Math.min(first, MAX_ADMIN_PAGE_SIZE);
};

/** The estimated cost of an operation; throws a 400 GraphQLError for variables that do not fit the operation. */
export function operationCost(
  schema: GraphQLSchema,
  document: Parameters<typeof getComplexity>[0]['query'],
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  // Validated here, before the estimate reads them: a client's wrong type is a 400, not a crash.
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) {
    throw new GraphQLError(coerced.errors.map((e) => e.message).join(' '), {
      extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
    });
  }
  const fragments: CostContext['fragments'] = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  try {
    return getComplexity({
      schema,
      query: document,
      operationName: operation.name?.value,
      variables,
      context: { fragments } satisfies CostContext,
      estimators: [
        oncePerConnectionCost,
        connectionCost,
        fieldExtensionsEstimator(),
        simpleEstimator({ defaultComplexity: 1 }),
      ],
    });
  } catch (err) {
    // The estimator's own refusals (too many nodes once fragments are spread) are the client's doing.
    if (!(err instanceof GraphQLError)) throw err;
    throw new GraphQLError(err.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
  }
}

/** How many variable sets of one document keep their cost (the oldest goes first), and the longest one kept. */
const COSTS_PER_DOCUMENT = 64;
const MAX_KEPT_VARIABLES_LENGTH = 1024;

export function costLimitPlugin(schema: GraphQLSchema, maxCost: number): ApolloServerPlugin<Context> {
  // Apollo hands every request with the same query text the same parsed document (its document cache), and the
  // cost is a function of that document, the operation and the variables: an app's few documents with their
  // usual variables are estimated once, not on every request (the estimate walks every field: ~1.5 ms for a
  // page of cards with its facets). Only costs that were estimated are kept; a refusal is worked out again.
  const known = new WeakMap<DocumentNode, Map<string, number>>();
  const costOf = (document: DocumentNode, operation: OperationDefinitionNode, variables: Record<string, unknown>) => {
    const key = `${operation.name?.value ?? ''}\0${JSON.stringify(variables)}`;
    let costs = known.get(document);
    const hit = costs?.get(key);
    if (hit !== undefined) return hit;
    const cost = operationCost(schema, document, operation, variables);
    if (key.length > MAX_KEPT_VARIABLES_LENGTH) return cost;
    if (!costs) {
      costs = new Map();
      known.set(document, costs);
    }
    if (costs.size >= COSTS_PER_DOCUMENT) costs.delete(costs.keys().next().value as string);
    costs.set(key, cost);
    return cost;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation }) {
          if (!operation) return;
          const cost = costOf(document, operation, request.variables ?? {});
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
