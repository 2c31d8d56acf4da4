/**
 * The schema is a public contract (DESIGN §4): committed, described, and
 * never broken. These tests fail when schema.graphql is stale, when a type or
 * field lacks a description, or when a change breaks the released contract
 * (schema.released.graphql) without an approval; the checker itself is
 * shown to catch removed, retyped and newly restricted fields.
 */
import { readFileSync } from 'node:fs';
import { type FieldMapper, MapperKind, mapSchema, printSchemaWithDirectives } from '@graphql-tools/utils';
import {
  buildSchema,
  GraphQLInt,
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  APPROVED_CHANGES_FILE,
  checkContract,
  parseApprovals,
  RELEASED_SCHEMA_FILE,
} from '../../server/graphql/contract.js';
import { appSchema, appSchemaSdl } from '../support/app-schema.js';

describe('schema.graphql', () => {
  it('is up to date with the code (run `npm run schema`)', async () => {
    expect(readFileSync('schema.graphql', 'utf8')).toBe(await appSchemaSdl());
  });

  it('describes every type, field, argument and enum value', async () => {
    const schema = await appSchema();
    const missing: string[] = [];
    const types = Object.values(schema.getTypeMap()).filter(
      (t: GraphQLNamedType) => !isIntrospectionType(t) && !isSpecifiedScalarType(t),
    );
    for (const type of types) {
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('makes no unapproved breaking change against the released contract (schema.released.graphql)', async () => {
    const report = checkContract(
      readFileSync(RELEASED_SCHEMA_FILE, 'utf8'),
      await appSchemaSdl(),
      parseApprovals(readFileSync(APPROVED_CHANGES_FILE, 'utf8')),
    );
    // A failure here lists each change: deprecate instead, or approve it with a reason in the approvals file.
    expect(report.unapproved).toEqual([]);
    expect(report.stale.map((a) => a.change)).toEqual([]);
  });
});

/** The checker itself, on edits of the released schema: it must catch what breaks a client, and only that. */
describe('the breaking-change check', () => {
  const released = readFileSync(RELEASED_SCHEMA_FILE, 'utf8');
  const edit = (fieldMapper: FieldMapper) =>
    printSchemaWithDirectives(mapSchema(buildSchema(released), { [MapperKind.OBJECT_FIELD]: fieldMapper }));
  /** Replaces one exact line; throws when it is not there, so an edit can never silently do nothing. */
  const replaceLine = (sdl: string, line: string, by: string) => {
    if (!sdl.includes(`\n${line}\n`)) throw new Error(`the released schema has no line "${line}"`);
    return sdl.replace(`\n${line}\n`, `\n${by}\n`);
  };
  const withoutField = (typeName: string, fieldName: string) =>
    edit((field, name, type) => (type === typeName && name === fieldName ? null : field));

  it('passes the released schema against itself', () => {
    expect(checkContract(released, released, [])).toEqual({ unapproved: [], stale: [] });
  });

  it('reports a removed field', () => {
    expect(checkContract(released, withoutField('Query', 'mediaItem'), []).unapproved).toEqual([
      'FIELD_REMOVED: Query.mediaItem was removed.',
    ]);
  });

  it('reports a retyped field', () => {
    const retyped = edit((field, name, type) =>
      type === 'Query' && name === 'platforms' ? { ...field, type: GraphQLInt } : field,
    );
    expect(checkContract(released, retyped, []).unapproved).toEqual([
      'FIELD_CHANGED_KIND: Query.platforms changed type from [Platform!]! to Int.',
    ]);
  });

  it('reports a public field that now needs a sign-in, and a member field that now needs an admin', () => {
    let sdl = replaceLine(
      released,
      '  passwordPolicy: PasswordPolicy!',
      '  passwordPolicy: PasswordPolicy! @auth(requires: MEMBER)',
    );
    sdl = replaceLine(sdl, '  me: User! @auth(requires: MEMBER)', '  me: User! @auth(requires: ADMIN)');
    expect(checkContract(released, sdl, []).unapproved).toEqual([
      'AUTH_REQUIREMENT_RAISED: Query.me now requires ADMIN (was MEMBER).',
      'AUTH_REQUIREMENT_RAISED: Query.passwordPolicy now requires MEMBER (was public).',
    ]);
    // Loosening a requirement breaks nobody.
    expect(checkContract(sdl, released, []).unapproved).toEqual([]);
  });

  it('lets additions through', () => {
    const added = replaceLine(
      released,
      '  passwordPolicy: PasswordPolicy!',
      '  passwordPolicy: PasswordPolicy!\n  """A new field."""\n  newField: Int',
    );
    expect(checkContract(released, added, []).unapproved).toEqual([]);
  });

  it('lets an approved change through and flags an approval that matches no change', () => {
    const approval = {
      change: 'FIELD_REMOVED: Query.mediaItem was removed.',
      reason: 'Replaced by mediaBySlug; no client has read it since version 3.',
      approvedBy: 'lead',
    };
    expect(checkContract(released, withoutField('Query', 'mediaItem'), [approval])).toEqual({
      unapproved: [],
      stale: [],
    });
    expect(checkContract(released, released, [approval]).stale).toEqual([approval]);
  });

  it('refuses an approval without its reason', () => {
    const file = JSON.stringify({ approved: [{ change: 'FIELD_REMOVED: Query.x was removed.', approvedBy: 'lead' }] });
    expect(() => parseApprovals(file)).toThrow(`${APPROVED_CHANGES_FILE}: entry 1 needs a non-empty "reason"`);
    expect(parseApprovals(readFileSync(APPROVED_CHANGES_FILE, 'utf8'))).toEqual([]);
  });
});
