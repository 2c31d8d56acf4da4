/**
 * Accounts: users, sign-in (password, email link, social), sessions,
 * profile, and the identity every request is authenticated with.
 */

import { forgetIdempotencyRecords } from '../../http/idempotency.js';
import { defineModule } from '../../module.js';
import { accountEmailJobs } from './account-emails.js';
import { AccountsResolver } from './accounts.resolver.js';
import { ActionTokenEntity } from './action-token.entity.js';
import { AdminUsersResolver } from './admin-users.resolver.js';
import { ensureDemoAccounts } from './demo-accounts.js';
import { accountMaintenanceJobs } from './maintenance.js';
import { OidcResolver } from './oidc/oidc.resolver.js';
import { oidcRoutes } from './oidc/oidc.routes.js';
import { SignInAttemptEntity } from './oidc/sign-in-attempt.entity.js';
import { UserIdentityEntity } from './oidc/user-identity.entity.js';
import { PendingSignUpEntity } from './pending-sign-up.entity.js';
import { ProfileResolver } from './profile.resolver.js';
import { profileRoutes } from './profile.routes.js';
import { erasePhoto, profilePhotoJobs } from './profile.service.js';
import { AccountSecurityResolver } from './security.resolver.js';
import { RefreshTokenEntity, SessionEntity } from './session.entity.js';
import { UserEntity } from './user.entity.js';
import { accountsIdentity } from './viewer.js';

export { createUser, toUser, userById } from './accounts.service.js';
export { User, UserConnection } from './accounts.types.js';
export { setUserRole } from './admin-users.js';
export { SetUserRoleErrorCode } from './admin-users.types.js';
export { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL, ensureDemoAccounts } from './demo-accounts.js';
export { passwordPolicy } from './password-policy.js';
export {
  EMAIL_TOPICS,
  type EmailCadence,
  type EmailTopic,
  type NotificationPreferencesData,
  notificationPreferencesOf,
} from './profile-rules.js';
export { setUserDisabled } from './security.service.js';
export { SetUserDisabledErrorCode } from './security.types.js';
export { UserEntity } from './user.entity.js';

export default defineModule({
  name: 'accounts',
  entities: [
    UserEntity,
    SessionEntity,
    RefreshTokenEntity,
    ActionTokenEntity,
    PendingSignUpEntity,
    UserIdentityEntity,
    SignInAttemptEntity,
  ],
  resolvers: [AccountsResolver, AccountSecurityResolver, AdminUsersResolver, OidcResolver, ProfileResolver],
  jobs: (deps) => [...accountEmailJobs(deps), ...profilePhotoJobs(deps), ...accountMaintenanceJobs(deps)],
  // Sessions, refresh and link tokens, and provider identities go with the user row (ON DELETE CASCADE).
  async erase(ctx, m, userId) {
    await erasePhoto(ctx, m, userId);
    await forgetIdempotencyRecords(ctx, m, userId);
  },
  routes: (deps) => [
    { path: '/api/auth/oidc', handler: oidcRoutes(deps) },
    { path: '/api/profile', handler: profileRoutes(deps) },
  ],
  identity: accountsIdentity,
  async onStart({ deps, embedded }) {
    // A newcomer's first start: a demo admin and member, their passwords printed once.
    if (embedded) await ensureDemoAccounts(deps, deps.log);
  },
});
