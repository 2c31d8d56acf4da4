import { randomBytes } from 'node:crypto';
import { Role } from '../../graphql/auth.js';
import type { AppDeps } from '../../graphql/context.js';
import type { Logger } from '../../logger.js';
import { createUser } from './accounts.service.js';
import { passwordPolicy } from './password-policy.js';
import { UserEntity } from './user.entity.js';

export const DEMO_ADMIN_EMAIL = 'admin@framestock.local';
export const DEMO_MEMBER_EMAIL = 'member@framestock.local';

/**
 * On the first embedded start (no users yet) create a demo admin and member
 * with random passwords, printed this once: they are not stored anywhere else.
 */
export async function ensureDemoAccounts(deps: AppDeps, log: Logger): Promise<void> {
  if ((await deps.db.getRepository(UserEntity).count()) > 0) return;
  const accounts = [
    { email: DEMO_ADMIN_EMAIL, role: Role.ADMIN, displayName: 'Demo Admin' },
    { email: DEMO_MEMBER_EMAIL, role: Role.MEMBER, displayName: 'Demo Member' },
  ];
  const lines: string[] = [];
  const policy = passwordPolicy(deps.config);
  for (const account of accounts) {
    // 12 characters, or the configured minimum if that is longer (n bytes give ⌈4n/3⌉ base64url characters).
    const password = randomBytes(Math.max(9, Math.ceil((policy.minLength * 3) / 4))).toString('base64url');
    const created = await createUser(deps.db, { ...account, password, emailVerified: true }, policy);
    if ('error' in created) throw new Error(`demo account ${account.email}: ${created.error.message}`);
    lines.push(`  ${account.role.padEnd(6)}  ${account.email}  ${password}`);
  }
  log.info('demo accounts created');
  console.log(`\n  Demo accounts (shown once — note them now):\n${lines.join('\n')}\n`);
}
