/** `npm run schema`: writes the SDL to schema.graphql (committed; a test fails when it is stale). */
import { writeFileSync } from 'node:fs';
import { printSchemaSdl } from '../graphql/schema.js';

writeFileSync('schema.graphql', await printSchemaSdl());
console.log('schema.graphql written');
