/**
 * What administrators do to one account: change its role, end its sessions,
 * erase it. Guards: nobody removes their own admin role or erases themselves
 * here, and the last enabled administrator can be neither demoted nor erased.
 * The guard locks every admin row first, so two admins demoting each other at
 * once cannot leave the site without one.
 */
import { type EntityManager, In } from 'typeorm';
import { isUuid } from '../../db/ids.js';
import { Role, signedIn } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import { audit } from '../audit/index.js';
import { toUser } from './accounts.service.js';
import {
  EraseUserErrorCode,
  type EraseUserInput,
  type EraseUserPayload,
  RevokeUserSessionsErrorCode,
  type RevokeUserSessionsInput,
  type RevokeUserSessionsPayload,
  SetUserRoleErrorCode,
  type SetUserRoleInput,
  type SetUserRolePayload,
  SignInMethod,
} from './admin-users.types.js';
import { UserIdentityEntity } from './oidc/user-identity.entity.js';
import { eraseUser } from './security.service.js';
import { revokeSessions } from './sessions.js';
import { UserEntity } from './user.entity.js';

/** True when an enabled administrator other than `userId` exists; locks the admin rows for the transaction. */
async function anotherAdminRemains(m: EntityManager, userId: string): Promise<boolean> {
  const admins: { id: string; disabled_at: Date | null }[] = await m.query(
    `SELECT id, disabled_at FROM users WHERE role = 'ADMIN' ORDER BY id FOR UPDATE`,
  );
  return admins.some((a) => a.id !== userId && a.disabled_at === null);
}

export async function setUserRole(ctx: Context, input: SetUserRoleInput): Promise<SetUserRolePayload> {
  const viewer = await signedIn(ctx);
  const refuse = (code: SetUserRoleErrorCode, message: string) => ({
    user: null,
    errors: [userError(code, message, code === SetUserRoleErrorCode.NOT_FOUND ? 'userId' : 'role')],
  });
  if (input.userId === viewer.id && input.role !== Role.ADMIN) {
    return refuse(SetUserRoleErrorCode.CANNOT_DEMOTE_YOURSELF, 'You cannot remove your own admin role.');
  }
  return ctx.app.db.transaction(async (m) => {
    const demoting = input.role !== Role.ADMIN;
    if (demoting && !(await anotherAdminRemains(m, input.userId))) {
      return refuse(SetUserRoleErrorCode.LAST_ADMIN, 'This is the last administrator: make someone else admin first.');
    }
    const user = await m.findOne(UserEntity, { where: { id: input.userId }, lock: { mode: 'pessimistic_write' } });
    if (!user) return refuse(SetUserRoleErrorCode.NOT_FOUND, 'No such user.');
    if (user.role !== input.role) {
      await m.update(UserEntity, { id: user.id }, { role: input.role });
      await audit(
        ctx,
        {
          action: 'user.role_changed',
          targetType: 'user',
          targetId: user.id,
          data: { from: user.role, to: input.role },
        },
        m,
      );
      user.role = input.role;
    }
    return { user: toUser(user), errors: [] };
  });
}

export async function revokeUserSessions(
  ctx: Context,
  input: RevokeUserSessionsInput,
): Promise<RevokeUserSessionsPayload> {
  const notFound = (field: string) => ({
    revokedSessions: 0,
    errors: [userError(RevokeUserSessionsErrorCode.NOT_FOUND, 'No such account or active session.', field)],
  });
  if (input.sessionId && !isUuid(input.sessionId)) return notFound('sessionId');
  return ctx.app.db.transaction(async (m) => {
    if (!(await m.existsBy(UserEntity, { id: input.userId }))) return notFound('userId');
    let revoked: number;
    if (input.sessionId) {
      // Only a session of this account: another account's id is "not found".
      const { affected } = await m
        .createQueryBuilder()
        .update('sessions')
        .set({ revokedAt: () => 'now()', revokeReason: 'revoked_by_admin' })
        .where('id = :id AND user_id = :userId AND revoked_at IS NULL AND expires_at > now()', {
          id: input.sessionId,
          userId: input.userId,
        })
        .execute();
      revoked = affected ?? 0;
      if (!revoked) return notFound('sessionId');
    } else {
      revoked = await revokeSessions(m, { userId: input.userId }, 'revoked_by_admin');
    }
    await audit(
      ctx,
      {
        action: 'session.revoked_by_admin',
        targetType: 'user',
        targetId: input.userId,
        data: { revokedSessions: revoked, ...(input.sessionId ? { sessionId: input.sessionId } : { all: true }) },
      },
      m,
    );
    return { revokedSessions: revoked, errors: [] };
  });
}

export async function eraseUserAsAdmin(ctx: Context, input: EraseUserInput): Promise<EraseUserPayload> {
  const viewer = await signedIn(ctx);
  const refuse = (code: EraseUserErrorCode, message: string, field: string) => ({
    erased: false,
    errors: [userError(code, message, field)],
  });
  if (input.userId === viewer.id) {
    return refuse(
      EraseUserErrorCode.CANNOT_ERASE_YOURSELF,
      'Delete your own account from your profile instead.',
      'userId',
    );
  }
  return ctx.app.db.transaction(async (m) => {
    const user = await m.findOne(UserEntity, { where: { id: input.userId }, lock: { mode: 'pessimistic_write' } });
    if (!user) return refuse(EraseUserErrorCode.NOT_FOUND, 'No such user.', 'userId');
    if (input.confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
      return refuse(
        EraseUserErrorCode.CONFIRMATION_MISMATCH,
        'Type the account’s email address exactly to confirm.',
        'confirmation',
      );
    }
    if (user.role === 'ADMIN' && !(await anotherAdminRemains(m, user.id))) {
      return refuse(EraseUserErrorCode.LAST_ADMIN, 'The last administrator cannot be erased.', 'userId');
    }
    await eraseUser(ctx, m, user, () => viewer.id);
    return { erased: true, errors: [] };
  });
}

/** How each account can sign in, in one statement for a page of users. */
export async function signInMethodsOf(
  m: EntityManager,
  users: readonly { id: string; hasPassword: boolean; emailVerified: boolean }[],
): Promise<{ methods: SignInMethod[]; providers: string[] }[]> {
  const ids = users.map((u) => u.id);
  const identities = ids.length
    ? await m.find(UserIdentityEntity, { where: { userId: In(ids) }, order: { provider: 'ASC' } })
    : [];
  return users.map((u) => {
    const providers = identities.filter((i) => i.userId === u.id).map((i) => i.provider);
    const methods: SignInMethod[] = [];
    if (u.hasPassword) methods.push(SignInMethod.PASSWORD);
    if (u.emailVerified) methods.push(SignInMethod.EMAIL_LINK);
    if (providers.length) methods.push(SignInMethod.SOCIAL);
    return { methods, providers };
  });
}
