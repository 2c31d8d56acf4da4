/**
 * Values and operations derived from the schema, for the contract tests that
 * call every query and mutation (authorization-matrix, bad-input, ownership):
 * a field added to the schema is covered without anyone writing a test for it.
 */
import { getDirective } from '@graphql-tools/utils';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { Role } from '../../server/graphql/auth.js';

export type RootField = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

/** Every query and mutation field of the schema. */
export function rootFields(schema: GraphQLSchema): RootField[] {
  return (['query', 'mutation'] as const).flatMap((kind) => {
    const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
    return Object.values(root?.getFields() ?? {}).map((field) => ({ kind, field }));
  });
}

/** The role a field requires through @auth, on the field or on the type it returns (ADMIN wins). */
export function requiredRole(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>): Role | undefined {
  const onField = getDirective(schema, field, 'auth')?.[0]?.requires as Role | undefined;
  const onType = getDirective(schema, getNamedType(field.type) as never, 'auth')?.[0]?.requires as Role | undefined;
  if (onField === Role.ADMIN || onType === Role.ADMIN) return Role.ADMIN;
  return onField ?? onType;
}

/**
 * Operations that end the caller's own session or change its credentials: a test calling every
 * operation with one token skips them, or it would sign itself out (the accounts tests cover them).
 */
export const OWN_SESSION_OPERATIONS: ReadonlySet<string> = new Set([
  'signOut',
  'signOutEverywhere',
  'deleteAccount',
  'changePassword',
  'changeEmail',
  'reauthenticate',
  'refreshSession',
]);

const SCALAR_SAMPLES: Record<string, unknown> = {
  ID: '00000000-0000-4000-8000-000000000000',
  String: 'x',
  Int: 1,
  Float: 1,
  Boolean: true,
  DateTimeISO: '2026-01-01T00:00:00.000Z',
  JSONObject: {},
};

export interface SampleOptions {
  /** The value of an ID field or argument of this name (default: one fixed uuid). */
  idFor?: (name: string) => string;
  /** Fill the optional fields of the top input object too (default: required fields only). */
  optionalFields?: boolean;
  /** Other samples of some scalars, e.g. `{ Boolean: false }`. */
  scalars?: Record<string, unknown>;
}

/** A valid value of `type`: the default sample of each scalar, the first value of each enum. */
export function sample(type: GraphQLInputType, opts: SampleOptions = {}, name = '', depth = 0): unknown {
  if (isNonNullType(type)) return sample(type.ofType, opts, name, depth);
  if (isListType(type)) return [sample(type.ofType, opts, name, depth)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isScalarType(type)) {
    if (!(type.name in SCALAR_SAMPLES)) throw new Error(`add a sample for scalar ${type.name}`);
    if (type.name === 'ID' && opts.idFor) return opts.idFor(name);
    return opts.scalars && type.name in opts.scalars ? opts.scalars[type.name] : SCALAR_SAMPLES[type.name];
  }
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => (opts.optionalFields && depth === 0) || (isNonNullType(f.type) && f.defaultValue === undefined))
        .map((f) => [f.name, sample(f.type, opts, f.name, depth + 1)]),
    );
  }
  throw new Error(`unsupported input type ${String(type)}`);
}

export const isList = (type: GraphQLInputType) => isListType(isNonNullType(type) ? type.ofType : type);

/**
 * `{ __typename }` for a composite type; with `leafFields`, its argument-free
 * leaf fields too, and a payload's `errors { code }`.
 */
function selection(type: GraphQLOutputType, leafFields: boolean): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!leafFields || !(isObjectType(named) || isInterfaceType(named))) return ' { __typename }';
  const fields = Object.values(named.getFields()).filter((f) => f.args.length === 0);
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type))).map((f) => f.name);
  const errors = fields.some((f) => f.name === 'errors' && !isLeafType(getNamedType(f.type)))
    ? ['errors { code }']
    : [];
  return ` { ${['__typename', ...leaves, ...errors].join(' ')} }`;
}

/**
 * The operation calling `field` with its arguments as variables: the required
 * ones, or all of them with `allArgs`.
 */
export function operationFor(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  opts: { allArgs?: boolean; leafFields?: boolean } = {},
): { query: string; args: readonly GraphQLArgument[] } {
  const args = field.args.filter((a) => opts.allArgs || (isNonNullType(a.type) && a.defaultValue === undefined));
  const vars = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return {
    query: `${kind}${vars ? `(${vars})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection(field.type, Boolean(opts.leafFields))} }`,
    args,
  };
}

/** The scalar slots of an argument a test can set one at a time: the argument itself, or its input object's fields. */
export function slotsOf(arg: GraphQLArgument): (GraphQLArgument | GraphQLInputField)[] {
  const named = getNamedType(arg.type);
  return isInputObjectType(named) ? Object.values(named.getFields()) : [arg];
}
