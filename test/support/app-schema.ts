/** The app's schema, built from the module list as the server builds it. */
import { getSchema, printSchemaSdl } from '../../server/graphql/schema.js';
import { moduleSet } from '../../server/module.js';
import { modules } from '../../server/modules/index.js';

const { resolvers } = moduleSet(modules);

export const appSchema = () => getSchema(resolvers);
export const appSchemaSdl = () => printSchemaSdl(resolvers);
