/**
 * `npm run schema:release`: publishes the current schema as the API contract
 * (schema.released.graphql), the deliberate step that moves the baseline the
 * breaking-change test compares against (see server/graphql/contract.ts).
 *
 * It refuses while schema.graphql is stale (what is released must be what is
 * committed) or while a breaking change is not in the approvals file. On
 * success the approvals are folded in and their list is emptied; commit both
 * files together, with the release.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  APPROVED_CHANGES_FILE,
  checkContract,
  emptyApprovals,
  parseApprovals,
  RELEASED_SCHEMA_FILE,
} from '../graphql/contract.js';
import { printSchemaSdl } from '../graphql/schema.js';
import { moduleSet } from '../module.js';
import { modules } from '../modules/index.js';

const current = await printSchemaSdl(moduleSet(modules).resolvers);
if (readFileSync('schema.graphql', 'utf8') !== current) {
  console.error('schema.graphql is stale: run `npm run schema`, commit it, then release.');
  process.exit(1);
}

const approvals = parseApprovals(readFileSync(APPROVED_CHANGES_FILE, 'utf8'));
const { unapproved, stale } = checkContract(readFileSync(RELEASED_SCHEMA_FILE, 'utf8'), current, approvals);
if (unapproved.length > 0) {
  console.error(`Not released: breaking changes nobody approved (add them to ${APPROVED_CHANGES_FILE} with a reason):`);
  for (const change of unapproved) console.error(`  ${change}`);
  process.exit(1);
}

writeFileSync(RELEASED_SCHEMA_FILE, current);
writeFileSync(APPROVED_CHANGES_FILE, emptyApprovals());
const shipped = approvals.filter((a) => !stale.includes(a));
console.log(`${RELEASED_SCHEMA_FILE} written.`);
for (const a of shipped)
  console.log(`  released breaking change: ${a.change} (${a.reason}; approved by ${a.approvedBy})`);
for (const a of stale) console.log(`  dropped an approval that matched no change: ${a.change}`);
console.log(`Commit ${RELEASED_SCHEMA_FILE} and ${APPROVED_CHANGES_FILE} together.`);
