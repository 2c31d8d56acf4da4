/**
 * The API contract: what published clients (the web client, the mobile app)
 * may rely on. `schema.released.graphql` is the last released schema; it
 * changes only through the release step (`npm run schema:release`), never
 * with an ordinary commit, so a change that removes or retypes a field is
 * caught on a clean checkout too — unlike a diff against the previous commit,
 * which already holds the new schema once the change is committed.
 *
 * The escape hatch is `schema.approved-breaking-changes.json`: a reviewed
 * list of breaking changes someone decided to ship, each with its reason. A
 * release folds them into the released schema and empties the list.
 */
import {
  buildSchema,
  findBreakingChanges,
  type GraphQLSchema,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
} from 'graphql';
import { effectiveRequirement, Role } from './auth.js';

export const RELEASED_SCHEMA_FILE = 'schema.released.graphql';
export const APPROVED_CHANGES_FILE = 'schema.approved-breaking-changes.json';

/** One approved breaking change, in the words `breakingChanges` reports it. */
export interface ApprovedChange {
  /** Exactly as reported, e.g. "FIELD_REMOVED: Query.foo was removed." */
  change: string;
  /** Why clients can live with it (deprecation period over, no client used it, …). */
  reason: string;
  /** Who reviewed it. */
  approvedBy: string;
}

export interface ContractReport {
  /** Breaking changes against the released schema that nobody approved: each one fails the check. */
  unapproved: string[];
  /** Approvals that match no current change: stale entries to delete, so the list stays honest. */
  stale: ApprovedChange[];
}

const RANK: Record<Role, number> = { [Role.MEMBER]: 1, [Role.ADMIN]: 2 };
const roleName = (role: Role | undefined) => role ?? 'public';

/**
 * Fields whose `@auth` requirement went up (public → MEMBER → ADMIN): the
 * field is still there with its type, so graphql-js sees no change, but a
 * client that read it without that role now gets an error.
 */
function raisedRequirements(released: GraphQLSchema, current: GraphQLSchema): string[] {
  const found: string[] = [];
  for (const type of Object.values(released.getTypeMap())) {
    if (isIntrospectionType(type) || !(isObjectType(type) || isInterfaceType(type))) continue;
    const now = current.getType(type.name);
    if (!now || !(isObjectType(now) || isInterfaceType(now))) continue; // reported as removed or changed kind
    for (const field of Object.values(type.getFields())) {
      const after = now.getFields()[field.name];
      if (!after) continue;
      const was = effectiveRequirement(released, type.name, field);
      const is = effectiveRequirement(current, now.name, after);
      if ((is ? RANK[is] : 0) > (was ? RANK[was] : 0)) {
        found.push(
          `AUTH_REQUIREMENT_RAISED: ${type.name}.${field.name} now requires ${roleName(is)} (was ${roleName(was)}).`,
        );
      }
    }
  }
  return found;
}

/** Every change from `released` to `current` that can break a client, as "TYPE: description" lines, sorted. */
export function breakingChanges(released: GraphQLSchema, current: GraphQLSchema): string[] {
  return [
    ...findBreakingChanges(released, current).map((c) => `${c.type}: ${c.description}`),
    ...raisedRequirements(released, current),
  ].sort();
}

/**
 * Both sides are compared as SDL: the applied `@auth` directives then read
 * the same way on each (a built schema keeps them as extensions, SDL as AST).
 */
export function checkContract(
  releasedSdl: string,
  currentSdl: string,
  approvals: readonly ApprovedChange[],
): ContractReport {
  const changes = breakingChanges(buildSchema(releasedSdl), buildSchema(currentSdl));
  const approved = new Set(approvals.map((a) => a.change));
  const current = new Set(changes);
  return {
    unapproved: changes.filter((c) => !approved.has(c)),
    stale: approvals.filter((a) => !current.has(a.change)),
  };
}

/** Reads the approvals file; a malformed entry stops the check with the entry named (an approval needs its reason). */
export function parseApprovals(json: string): ApprovedChange[] {
  const data = JSON.parse(json) as { approved?: unknown };
  if (!Array.isArray(data.approved)) throw new Error(`${APPROVED_CHANGES_FILE}: "approved" must be a list`);
  return data.approved.map((entry, i) => {
    const e = entry as Partial<Record<keyof ApprovedChange, unknown>>;
    for (const key of ['change', 'reason', 'approvedBy'] as const) {
      if (typeof e[key] !== 'string' || !(e[key] as string).trim()) {
        throw new Error(`${APPROVED_CHANGES_FILE}: entry ${i + 1} needs a non-empty "${key}"`);
      }
    }
    return { change: e.change, reason: e.reason, approvedBy: e.approvedBy } as ApprovedChange;
  });
}

/** The approvals file with an empty list (written by the release step), explaining itself to its next reader. */
export function emptyApprovals(): string {
  return `${JSON.stringify(
    {
      $comment:
        'Breaking changes against schema.released.graphql that were reviewed and accepted. Add one entry per change, with "change" exactly as the schema test reports it, a "reason" and "approvedBy". `npm run schema:release` empties this list.',
      approved: [],
    },
    null,
    2,
  )}\n`;
}
