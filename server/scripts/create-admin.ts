/** `npm run create-admin -- --email E --password P [--name N]`: creates an administrator, or promotes an existing account. */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { Role } from '../graphql/auth.js';
import { createLogger } from '../logger.js';
import { moduleSet } from '../module.js';
import { createUser, passwordPolicy, UserEntity } from '../modules/accounts/index.js';
import { modules } from '../modules/index.js';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
if (!values.email || !values.password) {
  console.error(
    'Usage: npm run create-admin -- --email you@example.com --password "a long passphrase" [--name "Your Name"]',
  );
  process.exit(64);
}

const config = loadConfig();
const db = await openDatabase(config, createLogger('warn', false), {
  migrate: true,
  entities: moduleSet(modules).entities,
});
let code = 0;
try {
  const created = await createUser(
    db.dataSource,
    { email: values.email, password: values.password, displayName: values.name, role: Role.ADMIN, emailVerified: true },
    passwordPolicy(config),
  );
  if ('user' in created) {
    console.log(`Administrator ${created.user.email} created.`);
  } else if (created.error.code === 'EMAIL_ALREADY_IN_USE') {
    await db.dataSource.getRepository(UserEntity).update({ email: values.email.trim() }, { role: Role.ADMIN });
    console.log(`${values.email} already had an account; it is now an administrator (password unchanged).`);
  } else {
    console.error(`Not created: ${created.error.message}`);
    code = 65;
  }
} finally {
  await db.close();
}
process.exit(code);
