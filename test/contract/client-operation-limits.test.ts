/**
 * Every operation the web client sends fits the server's request limits
 * (server/graphql/limits.ts) at its largest page size, so tightening a limit
 * can never break a screen unnoticed: tokens, root fields, aliases, depth,
 * the per-parent rule, and the estimated cost.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  print,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import {
  aliasLimitRule,
  depthLimitRule,
  MAX_TOKENS,
  operationCost,
  rootFieldLimitRule,
  sqlPerParentRule,
} from '../../server/graphql/limits.js';
import { appSchema } from '../support/app-schema.js';

const dir = path.resolve('client/src/graphql');
const sources = readdirSync(dir)
  .filter((f) => f.endsWith('.graphql'))
  .map((f) => readFileSync(path.join(dir, f), 'utf8'));
const all = parse(sources.join('\n'));
const fragments = all.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
const operations = all.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
/** The fragments an operation spreads, directly or through other fragments. */
function spreadBy(node: ASTNode, found = new Map<string, FragmentDefinitionNode>()): FragmentDefinitionNode[] {
  visit(node, {
    FragmentSpread(spread) {
      const fragment = fragments.find((f) => f.name.value === spread.name.value);
      if (fragment && !found.has(fragment.name.value)) {
        found.set(fragment.name.value, fragment);
        spreadBy(fragment, found);
      }
    },
  });
  return [...found.values()];
}

const { graphql } = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/framestock-contract' });

/**
 * Int variables not named here are page sizes (`first`): the members' maximum, 100.
 * The home page's own sizes are client constants (HomeCatalog.tsx: 8, 6 and 12); checked at three times those.
 */
const INT_VARIABLES: Record<string, Record<string, number>> = { HomeCatalog: { rowSize: 24, bundleCount: 18 } };

/** A valid value of an input type: what it holds does not change the cost, only page sizes do. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, sample(f.type)]),
    );
  }
  const scalars: Record<string, unknown> = {
    Int: 100,
    Float: 1,
    Boolean: true,
    ID: '00000000-0000-4000-8000-000000000000',
    DateTimeISO: new Date().toISOString(),
    JSONObject: {},
  };
  return scalars[(type as { name: string }).name] ?? 'x';
}

function worstVariables(op: (typeof operations)[number], schema: Awaited<ReturnType<typeof appSchema>>) {
  const values: Record<string, unknown> = {};
  for (const v of op.variableDefinitions ?? []) {
    const name = v.variable.name.value;
    const type = typeFromAST(schema, v.type as never) as GraphQLInputType;
    const override = INT_VARIABLES[op.name?.value ?? '']?.[name];
    if (override !== undefined) values[name] = override;
    else if (isNonNullType(type) || getNamedType(type).name === 'Int') values[name] = sample(type);
  }
  return values;
}

describe('the web client’s operations', () => {
  it('are found', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it.each(operations.map((op) => [op.name?.value ?? '(anonymous)', op] as const))(
    '%s fits every request limit',
    async (_name, op) => {
      const schema = await appSchema();
      const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [op, ...spreadBy(op)] };
      // What the client sends is the operation and the fragments it spreads: the parser's token limit holds it.
      expect(() => parse(print(document), { maxTokens: MAX_TOKENS })).not.toThrow();
      const errors = validate(schema, document, [
        ...specifiedRules,
        depthLimitRule(graphql.maxDepth),
        rootFieldLimitRule(),
        aliasLimitRule(),
        sqlPerParentRule(),
      ]);
      expect(errors.map((e) => e.message)).toEqual([]);
      const cost = operationCost(schema, document, op, worstVariables(op, schema));
      expect(cost).toBeLessThanOrEqual(graphql.maxCost);
    },
  );
});
