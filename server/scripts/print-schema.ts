/** `npm run schema`: writes the SDL to schema.graphql (committed; a test fails when it is stale). */
import { writeFileSync } from 'node:fs';
import { printSchemaSdl } from '../graphql/schema.js';
import { moduleSet } from '../module.js';
import { modules } from '../modules/index.js';

writeFileSync('schema.graphql', await printSchemaSdl(moduleSet(modules).resolvers));
console.log('schema.graphql written');
