/**
 * The schema is a public contract (DESIGN §4): committed, described, and
 * never broken. These tests fail when schema.graphql is stale, when a type or
 * field lacks a description, or when a committed field disappears or changes type.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  findBreakingChanges,
  type GraphQLNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
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

  it('makes no breaking change against the last committed schema', async () => {
    let committed: string;
    try {
      committed = execFileSync('git', ['show', 'HEAD:schema.graphql'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      return; // no history yet (first commit, or not a git checkout): nothing to break
    }
    const changes = findBreakingChanges(buildSchema(committed), await appSchema());
    expect(changes.map((c) => `${c.type}: ${c.description}`)).toEqual([]);
  });
});
