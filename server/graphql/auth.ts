/**
 * Authorization lives in the schema: `@auth(requires: Role = MEMBER)` on an
 * object type or a field. `applyAuthDirective` reads the directive from the
 * built schema — the only list of rules — wraps each covered resolver with the
 * check, and states the requirement in the field's description.
 */
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  DirectiveLocation,
  defaultFieldResolver,
  GraphQLDirective,
  type GraphQLEnumType,
  type GraphQLFieldConfig,
  type GraphQLSchema,
} from 'graphql';
import { Directive, registerEnumType } from 'type-graphql';
import type { Context } from './context.js';
import { appError, ErrorCode } from './errors.js';
import type { Viewer } from './identity.js';

export enum Role {
  MEMBER = 'MEMBER',
  ADMIN = 'ADMIN',
}

registerEnumType(Role, {
  name: 'Role',
  description: 'What a signed-in user may do. ADMIN includes everything MEMBER may.',
  valuesConfig: {
    MEMBER: { description: 'A signed-in member: browse, download, favourite, request.' },
    ADMIN: { description: 'An administrator: upload, review, price, analyse.' },
  },
});

/** `@Auth()` = signed in; `@Auth(Role.ADMIN)` = administrators only. On a class or a field. */
export const Auth = (requires: Role = Role.MEMBER) => Directive(`@auth(requires: ${requires})`);

export function withAuthDirective(schema: GraphQLSchema): GraphQLSchema {
  const roleType = schema.getType('Role') as GraphQLEnumType | undefined;
  if (!roleType) throw new Error('the Role enum must be part of the schema');
  const directive = new GraphQLDirective({
    name: 'auth',
    description: 'Restricts a type or field to signed-in users (MEMBER) or administrators (ADMIN).',
    locations: [DirectiveLocation.OBJECT, DirectiveLocation.FIELD_DEFINITION],
    args: { requires: { type: roleType, defaultValue: Role.MEMBER } },
  });
  const config = schema.toConfig();
  return applyAuthDirective(
    new (schema.constructor as typeof GraphQLSchema)({ ...config, directives: [...config.directives, directive] }),
  );
}

function requirementOf(schema: GraphQLSchema, node: Parameters<typeof getDirective>[1]): Role | undefined {
  const found = getDirective(schema, node, 'auth')?.[0] as { requires?: Role } | undefined;
  return found ? (found.requires ?? Role.MEMBER) : undefined;
}

export function requirementText(role: Role): string {
  return role === Role.ADMIN ? 'Requires ADMIN.' : 'Requires a signed-in user.';
}

function applyAuthDirective(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_TYPE]: (type) => {
      const role = requirementOf(schema, type);
      if (!role) return type;
      const config = type.toConfig();
      config.description = appendSentence(config.description, requirementText(role));
      return new (type.constructor as new (c: typeof config) => typeof type)(config);
    },
    [MapperKind.OBJECT_FIELD]: (field, _name, typeName) => {
      const role = effectiveRequirement(schema, typeName, field);
      if (!role) return field;
      return guard(field, role, requirementOf(schema, field) !== undefined);
    },
  });
}

/**
 * What a field of an object type requires: the stronger of its own @auth and
 * its type's. Undefined means public. The schema contract (contract.ts) asks
 * the same question of the released SDL, so both read the rule one way.
 */
export function effectiveRequirement(
  schema: GraphQLSchema,
  typeName: string,
  field: Parameters<typeof getDirective>[1],
): Role | undefined {
  const parent = schema.getType(typeName);
  const typeRole = parent ? requirementOf(schema, parent as never) : undefined;
  return strongest(requirementOf(schema, field), typeRole);
}

function strongest(a: Role | undefined, b: Role | undefined): Role | undefined {
  if (a === Role.ADMIN || b === Role.ADMIN) return Role.ADMIN;
  return a ?? b;
}

function appendSentence(text: string | null | undefined, sentence: string): string {
  if (!text) return sentence;
  return text.includes(sentence) ? text : `${text.trimEnd()} ${sentence}`;
}

function guard(
  field: GraphQLFieldConfig<unknown, Context>,
  role: Role,
  describe: boolean,
): GraphQLFieldConfig<unknown, Context> {
  const resolve = field.resolve ?? defaultFieldResolver;
  return {
    ...field,
    description: describe ? appendSentence(field.description, requirementText(role)) : field.description,
    resolve: async (source, args, ctx, info) => {
      await requireRole(ctx, role);
      return resolve(source, args, ctx, info);
    },
  };
}

/**
 * The check itself: a valid access token for an existing, enabled user with
 * the role. Services use it too when a rule depends on data, not the schema.
 */
export async function requireRole(ctx: Context, role: Role): Promise<void> {
  const viewer = await ctx.viewer();
  if (!viewer) {
    throw appError(
      ErrorCode.UNAUTHENTICATED,
      ctx.auth.tokenError === 'expired'
        ? 'Your session has expired. Sign in again.'
        : ctx.auth.tokenError
          ? 'The access token is invalid. Sign in again.'
          : 'Sign in to continue.',
    );
  }
  if (viewer.disabled) throw appError(ErrorCode.USER_DISABLED, 'This account has been disabled.');
  if (role === Role.ADMIN && viewer.role !== Role.ADMIN) {
    throw appError(ErrorCode.FORBIDDEN, 'Only administrators may do this.');
  }
}

/** The viewer of an @auth field (the directive has checked there is one). */
export async function signedIn(ctx: Context): Promise<Viewer> {
  const viewer = await ctx.viewer();
  if (!viewer) throw appError(ErrorCode.UNAUTHENTICATED, 'Sign in to continue.');
  return viewer;
}
