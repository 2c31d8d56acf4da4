/**
 * /admin/users/:id — one account for support: profile and state, sign-in
 * methods and active sessions (revoke one or all), plan and payments (cancel
 * the subscription, refund a payment: RefundDialog), their downloads,
 * favourites and requests, the audit trail of what they did and what admins
 * did to them, and erasure (GDPR) behind a typed confirmation.
 */
import '../../styles/admin-users.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  AdminCancelSubscriptionDocument,
  AdminSetUserDisabledDocument,
  AdminSetUserRoleDocument,
  AdminUserDocument,
  type AdminUserQuery,
  EraseUserDocument,
  RevokeUserSessionsDocument,
} from '../../graphql/generated/graphql';
import { useAuth } from '../../lib/auth';
import { toFormErrors } from '../../lib/errors';
import { formatUsd } from '../../lib/usd';
import { formatDateTime } from '../admin-media/format';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormAlerts } from '../FormAlerts';
import { QueryStatus } from '../QueryStatus';
import { AuditTrail } from './AuditTrail';
import { isRefundable, RefundDialog } from './RefundDialog';
import { UserActivity } from './UserActivity';

type Account = NonNullable<AdminUserQuery['user']>;
type Problem = readonly { message: string }[];

const when = (iso: unknown) => formatDateTime(iso as string);
const METHOD_LABELS: Record<string, string> = { PASSWORD: 'Password', EMAIL_LINK: 'Email link', SOCIAL: 'Social' };

export function UserDetail({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(AdminUserDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const user = data?.user;
  if (!user) {
    return (
      <div className="au-detail">
        <Link className="am-back" to="/admin/users">
          ← All users
        </Link>
        <QueryStatus loading={loading} error={error} onRetry={refetch} loadingLabel="Loading the account…" />
        {data && !user && (
          <div className="am-empty">
            <p>No account has this id: it may have been erased.</p>
            <Link className="button button--secondary" to="/admin/users">
              Find an account
            </Link>
          </div>
        )}
      </div>
    );
  }
  return <Detail user={user} refetch={refetch} />;
}

function Detail({ user, refetch }: { user: Account; refetch: () => unknown }) {
  const { user: me } = useAuth();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string[]>([]);
  const [dialog, setDialog] = useState<null | 'disable' | 'revoke-all' | 'erase' | 'cancel' | 'role'>(null);
  const [reason, setReason] = useState('');
  const [typed, setTyped] = useState('');
  const [refunding, setRefunding] = useState<string | null>(null);
  const [setDisabled] = useMutation(AdminSetUserDisabledDocument);
  const [setRole] = useMutation(AdminSetUserRoleDocument);
  const [revoke] = useMutation(RevokeUserSessionsDocument);
  const [erase] = useMutation(EraseUserDocument);
  const [cancel] = useMutation(AdminCancelSubscriptionDocument);
  const self = me?.id === user.id;

  /** Runs an action; returns its errors for the dialog, and refreshes the page's data after. */
  async function act(run: () => Promise<Problem | undefined>): Promise<Problem> {
    try {
      const errors = (await run()) ?? [];
      if (errors.length === 0) await refetch();
      return errors;
    } catch (err) {
      return toFormErrors(err);
    }
  }

  async function enable() {
    setProblem([]);
    const errors = await act(
      async () =>
        (await setDisabled({ variables: { input: { userId: user.id, disabled: false } } })).data?.setUserDisabled
          .errors,
    );
    setProblem(errors.map((e) => e.message));
  }

  async function revokeOne(sessionId: string) {
    setProblem([]);
    const errors = await act(
      async () =>
        (await revoke({ variables: { input: { userId: user.id, sessionId } } })).data?.revokeUserSessions.errors,
    );
    setProblem(errors.map((e) => e.message));
  }

  const billing = user.billing;
  const sessions = user.activeSessions.edges.map((e) => e.node);
  const refundOf = user.payments.edges.find((e) => e.node.id === refunding)?.node;
  return (
    <div className="au-detail">
      <Link className="am-back" to="/admin/users">
        ← All users
      </Link>
      <header className="am-list__header">
        <div>
          <h1 className="am-list__title">{user.displayName || user.email}</h1>
          <p className="am-list__lead">{user.email}</p>
        </div>
      </header>
      <FormAlerts messages={problem} />
      <div className="au-detail__grid">
        <section className="au-card" aria-labelledby="au-profile">
          <h2 id="au-profile">Account</h2>
          <dl className="au-facts">
            <dt>Role</dt>
            <dd>{user.role === 'ADMIN' ? 'Administrator' : 'Member'}</dd>
            <dt>Email</dt>
            <dd>{user.emailVerified ? 'Verified' : 'Not verified'}</dd>
            <dt>Status</dt>
            <dd>
              {user.disabled
                ? `Disabled ${user.disabledAt ? when(user.disabledAt) : ''}${user.disabledReason ? ` — “${user.disabledReason}”` : ''}`
                : 'Enabled'}
            </dd>
            <dt>Signs in with</dt>
            <dd>
              {[...user.signInMethods.map((m) => METHOD_LABELS[m] ?? m), ...user.socialProviders].join(', ') ||
                'No method left'}
            </dd>
            <dt>Signed up</dt>
            <dd>{when(user.createdAt)}</dd>
          </dl>
          {!self && (
            <div className="button-row">
              {user.disabled ? (
                <button type="button" className="button button--secondary" onClick={() => void enable()}>
                  Enable account
                </button>
              ) : (
                <button type="button" className="button button--secondary" onClick={() => setDialog('disable')}>
                  Disable account…
                </button>
              )}
              <button type="button" className="button button--secondary" onClick={() => setDialog('role')}>
                {user.role === 'ADMIN' ? 'Make member…' : 'Make admin…'}
              </button>
            </div>
          )}
          {self && <p className="am-muted">This is you: you cannot disable or demote yourself here.</p>}
        </section>

        <section className="au-card" aria-labelledby="au-sessions">
          <h2 id="au-sessions">Active sessions ({user.activeSessions.totalCount})</h2>
          {sessions.length === 0 ? (
            <p className="am-muted">Signed in nowhere.</p>
          ) : (
            <ul className="au-list">
              {sessions.map((s) => (
                <li key={s.id}>
                  <span>
                    {s.device ?? 'Unknown device'}
                    {s.location ? ` · ${s.location}` : ''}
                    <br />
                    <span className="am-muted">Last used {when(s.lastUsedAt)}</span>
                  </span>
                  <button type="button" className="button button--ghost" onClick={() => void revokeOne(s.id)}>
                    Revoke
                  </button>
                </li>
              ))}
            </ul>
          )}
          {sessions.length > 0 && (
            <button type="button" className="button button--secondary" onClick={() => setDialog('revoke-all')}>
              Sign out everywhere…
            </button>
          )}
        </section>

        <section className="au-card" aria-labelledby="au-billing">
          <h2 id="au-billing">Plan and payments</h2>
          <dl className="au-facts">
            <dt>Plan</dt>
            <dd>{billing.plan.name}</dd>
            <dt>Subscription</dt>
            <dd>
              {billing.subscriptionId
                ? `${billing.status.toLowerCase().replace('_', ' ')}${billing.priceCents != null ? `, ${formatUsd(billing.priceCents)} a ${billing.interval === 'YEAR' ? 'year' : 'month'}` : ''}${billing.cancelAtPeriodEnd ? ', ends at period end' : ''}`
                : 'None'}
            </dd>
            {billing.currentPeriodEnd && (
              <>
                <dt>Period ends</dt>
                <dd>{when(billing.currentPeriodEnd)}</dd>
              </>
            )}
            <dt>Allowance</dt>
            <dd>{billing.downloadAllowance} downloads a month</dd>
          </dl>
          {billing.subscriptionId && !billing.cancelAtPeriodEnd && (
            <button type="button" className="button button--secondary" onClick={() => setDialog('cancel')}>
              Cancel subscription…
            </button>
          )}
          <h3>Payments ({user.payments.totalCount})</h3>
          {user.payments.edges.length === 0 ? (
            <p className="am-muted">No payments.</p>
          ) : (
            <ul className="au-list">
              {user.payments.edges.map(({ node: p }) => (
                <li key={p.id}>
                  <span id={`au-payment-${p.id}`}>
                    {p.description}
                    <br />
                    <span className="am-muted">{when(p.createdAt)}</span>
                  </span>
                  <span className="au-payment__end">
                    <span>
                      {formatUsd(p.amountCents)} · {p.status.toLowerCase()}
                      {p.amountRefundedCents > 0 ? ` (refunded ${formatUsd(p.amountRefundedCents)})` : ''}
                    </span>
                    {isRefundable(p) && (
                      <button
                        type="button"
                        className="button button--ghost"
                        aria-describedby={`au-payment-${p.id}`}
                        onClick={() => setRefunding(p.id)}
                      >
                        Refund…
                      </button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <UserActivity user={user} />
      </div>

      <AuditTrail entries={user.auditTrail.edges.map((e) => e.node)} total={user.auditTrail.totalCount} />

      {!self && (
        <section className="au-card au-danger" aria-labelledby="au-erase">
          <h2 id="au-erase">Erase this account</h2>
          <p>
            Deletes the account and its personal data for good (GDPR). Payments stay for accounting, without the person.
          </p>
          <button type="button" className="button button--danger" onClick={() => setDialog('erase')}>
            Erase account…
          </button>
        </section>
      )}

      {dialog === 'disable' && (
        <ConfirmDialog
          title={`Disable ${user.email}?`}
          confirmLabel="Disable account"
          onClose={() => setDialog(null)}
          onConfirm={() =>
            act(
              async () =>
                (await setDisabled({ variables: { input: { userId: user.id, disabled: true, reason } } })).data
                  ?.setUserDisabled.errors,
            )
          }
        >
          <p>Their next request is refused. Sessions stay, so enabling the account gives them their devices back.</p>
          <label className="field__label" htmlFor="au-reason">
            Reason (shown to admins)
          </label>
          <input
            id="au-reason"
            className="field__input"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </ConfirmDialog>
      )}
      {dialog === 'role' && (
        <ConfirmDialog
          title={user.role === 'ADMIN' ? `Make ${user.email} a member?` : `Make ${user.email} an administrator?`}
          confirmLabel={user.role === 'ADMIN' ? 'Make member' : 'Make admin'}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            act(
              async () =>
                (
                  await setRole({
                    variables: { input: { userId: user.id, role: user.role === 'ADMIN' ? 'MEMBER' : 'ADMIN' } },
                  })
                ).data?.setUserRole.errors,
            )
          }
        >
          <p>
            {user.role === 'ADMIN'
              ? 'They lose the admin console on their next request.'
              : 'They get the whole admin console, this page included.'}
          </p>
        </ConfirmDialog>
      )}
      {dialog === 'revoke-all' && (
        <ConfirmDialog
          title="Sign out everywhere?"
          confirmLabel={`End ${sessions.length} session${sessions.length === 1 ? '' : 's'}`}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            act(
              async () => (await revoke({ variables: { input: { userId: user.id } } })).data?.revokeUserSessions.errors,
            )
          }
        >
          <p>Every device of {user.email} must sign in again. This is recorded in the audit trail.</p>
        </ConfirmDialog>
      )}
      {dialog === 'cancel' && billing.subscriptionId && (
        <ConfirmDialog
          title="Cancel this subscription?"
          confirmLabel="Cancel at period end"
          cancelLabel="Keep it"
          onClose={() => setDialog(null)}
          onConfirm={() =>
            act(
              async () =>
                (
                  await cancel({
                    variables: { input: { userId: user.id, subscriptionId: billing.subscriptionId as string } },
                  })
                ).data?.adminCancelSubscription.errors,
            )
          }
        >
          <p>It runs to the end of the paid period and then ends; no further charge.</p>
        </ConfirmDialog>
      )}
      {refundOf && <RefundDialog payment={refundOf} onClose={() => setRefunding(null)} onRefunded={refetch} />}
      {dialog === 'erase' && (
        <ConfirmDialog
          title={`Erase ${user.email}?`}
          confirmLabel="Erase for good"
          cancelLabel="Keep the account"
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            try {
              const result = await erase({ variables: { input: { userId: user.id, confirmation: typed } } });
              const errors = result.data?.eraseUser.errors ?? [];
              if (errors.length === 0) void navigate('/admin/users', { replace: true });
              return errors;
            } catch (err) {
              return toFormErrors(err);
            }
          }}
        >
          <p>This cannot be undone. Type the account’s email address to confirm.</p>
          <label className="field__label" htmlFor="au-confirm">
            Email address
          </label>
          <input
            id="au-confirm"
            className="field__input"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </ConfirmDialog>
      )}
    </div>
  );
}
