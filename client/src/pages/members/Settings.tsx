/**
 * `/settings` and `/members/settings`: the account's security. Sessions
 * (devices, revoke one, sign out everywhere else), change password, change
 * email, delete account. The three sensitive changes run through
 * useRecentLogin: a REQUIRES_RECENT_LOGIN answer asks for the password again
 * and repeats the change by itself.
 */
import '../../styles/account.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { FormAlerts } from '../../components/FormAlerts';
import { SuccessNotice } from '../../components/LinkLanding';
import { PageLoading } from '../../components/PageLoading';
import { useRecentLogin } from '../../components/ReauthDialog';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import {
  ChangeEmailDocument,
  ChangePasswordDocument,
  DeleteAccountDocument,
  MyBillingDocument,
  MySessionsDocument,
  type MySessionsQuery,
  RevokeSessionDocument,
  SignOutEverywhereDocument,
} from '../../graphql/generated/graphql';
import { useAuth } from '../../lib/auth';
import { day, longDay } from '../../lib/dates';
import { emailProblem } from '../../lib/email';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { showNoticeAfterReload } from '../../lib/notice';
import { passwordHint, passwordProblem, usePasswordPolicy } from '../../lib/password';
import { useFormErrors } from '../../lib/useFormErrors';

export const DELETE_CONFIRMATION = 'DELETE';

type RunSensitive = ReturnType<typeof useRecentLogin>['runSensitive'];

export default function SettingsPage() {
  const { runSensitive, dialog } = useRecentLogin();
  return (
    <div className="account-page">
      <header>
        <h1 className="account-page__title">Settings</h1>
        <p className="account-page__lead">Where you are signed in, and how you sign in.</p>
      </header>
      <SessionsPanel />
      <ChangePasswordPanel runSensitive={runSensitive} />
      <ChangeEmailPanel runSensitive={runSensitive} />
      <DeleteAccountPanel runSensitive={runSensitive} />
      {dialog}
    </div>
  );
}

function Panel({
  id,
  title,
  lead,
  danger,
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={danger ? 'panel panel--danger' : 'panel'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className="panel__lead">{lead}</p>
      {children}
    </section>
  );
}

// ---------------------------------------------------------------- sessions

type SessionNode = MySessionsQuery['mySessions']['edges'][number]['node'];

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 30],
    ['month', 12],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return unit === 'second' ? 'just now' : relative.format(value, unit);
    value = Math.round(value / size);
  }
  return relative.format(value, 'year');
}

function SessionsPanel() {
  const { data, loading, error, refetch } = useQuery(MySessionsDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeSessionDocument);
  const [signOutOthers, { loading: signingOut }] = useMutation(SignOutEverywhereDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const [messages, setMessages] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const sessions = data?.mySessions.edges.map((e) => e.node) ?? [];
  const others = sessions.filter((s) => !s.current).length;

  async function onRevoke(session: SessionNode) {
    setBusy(session.id);
    setMessages([]);
    setDone(null);
    try {
      const result = await revoke({ variables: { sessionId: session.id } });
      const errors = fromPayload(result.data?.revokeSession.errors ?? []);
      setMessages(errors.map((e) => e.message));
      if (errors.length === 0) setDone(`Signed out ${session.device ?? 'that device'}.`);
      await refetch();
    } catch (e) {
      setMessages(toFormErrors(e).map((x) => x.message));
    } finally {
      setBusy(null);
    }
  }

  async function onSignOutOthers() {
    setMessages([]);
    setDone(null);
    try {
      const result = await signOutOthers({ variables: { keepCurrentSession: true } });
      const n = result.data?.signOutEverywhere.revokedSessions ?? 0;
      setDone(n === 1 ? 'Signed out 1 other device.' : `Signed out ${n} other devices.`);
      await refetch();
    } catch (e) {
      setMessages(toFormErrors(e).map((x) => x.message));
    }
  }

  return (
    <Panel
      id="sessions-title"
      title="Where you are signed in"
      lead="Devices with an active session, most recent first. Sign out any you do not recognise."
    >
      <FormAlerts messages={error && !data ? toFormErrors(error).map((e) => e.message) : messages} />
      {done && (
        <SuccessNotice>
          <p>{done}</p>
        </SuccessNotice>
      )}
      {loading && !data ? (
        <PageLoading label="Loading your sessions…" />
      ) : (
        <ul className="sessions" aria-label="Active sessions">
          {sessions.map((s) => (
            <li key={s.id} className="session">
              <div>
                <p className="session__device">
                  {s.device ?? 'Unknown device'}
                  {s.current && <span className="badge">This device</span>}
                </p>
                <p className="session__meta">
                  {s.location ?? 'Location unknown'} · Last used {timeAgo(s.lastUsedAt)} · Signed in{' '}
                  {day(s.signedInAt, 'local')}
                </p>
              </div>
              {!s.current && (
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={busy === s.id}
                  onClick={() => void onRevoke(s)}
                  aria-label={`Revoke ${s.device ?? 'unknown device'}, last used ${timeAgo(s.lastUsedAt)}`}
                >
                  Revoke
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={signingOut || others === 0}
        onClick={() => void onSignOutOthers()}
      >
        Sign out everywhere else
      </button>
    </Panel>
  );
}

// ---------------------------------------------------------------- change password

function ChangePasswordPanel({ runSensitive }: { runSensitive: RunSensitive }) {
  const { user } = useAuth();
  const { policy, loaded } = usePasswordPolicy();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  // Only newPassword takes the focus: a mismatched confirmation leaves it where it is.
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList } = useFormErrors([
    'newPassword',
    'confirmPassword',
  ] as const);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(false);
    const problem = passwordProblem(values.newPassword, policy, user?.email);
    const local = problem
      ? { newPassword: problem }
      : values.confirmPassword !== values.newPassword
        ? { confirmPassword: 'The two passwords do not match.' }
        : {};
    showErrors(local, []);
    if (Object.keys(local).length > 0) return;
    setSubmitting(true);
    try {
      const result = await runSensitive(async () => {
        const r = await changePassword({ variables: { newPassword: values.newPassword } });
        return r.data?.changePassword ?? { user: null, errors: [] };
      });
      if (!result) return;
      const errors = fromPayload(result.errors);
      if (errors.length === 0) {
        setDone(true);
        setValues({ newPassword: '', confirmPassword: '' });
        return;
      }
      showErrorList(errors);
    } catch (e) {
      showErrors(
        {},
        toFormErrors(e).map((x) => x.message),
      );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Panel
      id="password-title"
      title="Change password"
      lead={
        user?.hasPassword === false
          ? 'You sign in with an email link or a provider. Set a password to sign in with it too.'
          : 'Every other device is signed out when your password changes; this one stays signed in.'
      }
    >
      <FormAlerts messages={formErrors} />
      {done && (
        <SuccessNotice>
          <p>Your password has been changed. Your other devices have been signed out.</p>
        </SuccessNotice>
      )}
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="password-title">
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint={passwordHint(policy, loaded)}
          value={values.newPassword}
          onChange={(e) => setValues((v) => ({ ...v, newPassword: e.target.value }))}
          error={fieldErrors.newPassword}
          inputRef={inputRef('newPassword')}
        />
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
          error={fieldErrors.confirmPassword}
        />
        <div>
          <SubmitButton busy={submitting} className="button button--primary">
            Change password
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}

// ---------------------------------------------------------------- change email

function ChangeEmailPanel({ runSensitive }: { runSensitive: RunSensitive }) {
  const { user } = useAuth();
  const [changeEmail] = useMutation(ChangeEmailDocument);
  const [newEmail, setNewEmail] = useState('');
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList } = useFormErrors(['email'] as const);
  const [pending, setPending] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(null);
    const address = newEmail.trim();
    const local =
      emailProblem(address, 'Enter the new email address.') ??
      (address.toLowerCase() === user?.email.toLowerCase() ? 'This is your current address already.' : undefined);
    showErrors(local ? { email: local } : {}, []);
    if (local) return;
    setSubmitting(true);
    try {
      const result = await runSensitive(async () => {
        const r = await changeEmail({ variables: { newEmail: address } });
        return r.data?.changeEmail ?? { pendingEmail: null, errors: [] };
      });
      if (!result) return;
      const errors = fromPayload(result.errors, { newEmail: 'email' });
      if (errors.length === 0) {
        setPending(result.pendingEmail ?? address);
        setNewEmail('');
        return;
      }
      showErrorList(errors);
    } catch (e) {
      showErrors(
        {},
        toFormErrors(e).map((x) => x.message),
      );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Panel
      id="email-title"
      title="Change email"
      lead={
        <>
          You sign in with <strong>{user?.email}</strong>. We send a confirmation link to the new address; nothing
          changes until you follow it (within 1 hour), and we let your current address know.
        </>
      }
    >
      <FormAlerts messages={formErrors} />
      {pending && (
        <SuccessNotice>
          <p>
            Check <strong>{pending}</strong>: follow the link we sent there to finish the change. If that address
            already belongs to another Framestock account, the email says so instead and nothing changes.
          </p>
        </SuccessNotice>
      )}
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="email-title">
        <TextField
          label="New email address"
          name="newEmail"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          error={fieldErrors.email}
          inputRef={inputRef('email')}
        />
        <div>
          <SubmitButton busy={submitting} className="button button--primary">
            Send confirmation link
          </SubmitButton>
        </div>
      </form>
    </Panel>
  );
}

// ---------------------------------------------------------------- delete account

function DeleteAccountPanel({ runSensitive }: { runSensitive: RunSensitive }) {
  const [deleteAccount] = useMutation(DeleteAccountDocument);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typed.trim() !== DELETE_CONFIRMATION) return;
    setMessages([]);
    setSubmitting(true);
    try {
      const result = await runSensitive(async () => {
        const r = await deleteAccount();
        return r.data?.deleteAccount ?? { deleted: false, errors: [] };
      });
      if (!result) return;
      if (result.deleted) {
        // Leave the signed-in pages first, so their guard does not send us to the login page.
        // The server has ended every session and cleared the cookie: a fresh load of the home page starts
        // signed out, with nothing of the account left in memory (and no signed-in page left mounted whose
        // guard would send us to the login page on the way).
        showNoticeAfterReload(
          'Your account has been deleted. We have emailed you a confirmation. Thank you for using Framestock.',
        );
        window.location.assign('/');
        return;
      }
      setMessages(fromPayload(result.errors).map((e) => e.message));
    } catch (e) {
      setMessages(toFormErrors(e).map((x) => x.message));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Panel
      id="delete-title"
      danger
      title="Delete account"
      lead="Your profile, favourites, downloads history and sessions are erased. Payment records stay, without your name, for accounting. This cannot be undone."
    >
      <FormAlerts messages={messages} />
      {!confirming ? (
        <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
          Delete my account…
        </button>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="delete-title">
          <RunningPlanWarning />
          <TextField
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            name="confirmDelete"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <div className="button-row">
            <SubmitButton
              busy={submitting}
              className="button button--danger"
              disabled={typed.trim() !== DELETE_CONFIRMATION}
            >
              Delete my account permanently
            </SubmitButton>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setConfirming(false);
                setTyped('');
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </Panel>
  );
}

/**
 * Deleting an account ends its subscription at once: a member who paid for a
 * period is told before typing DELETE, with what they can do instead.
 */
function RunningPlanWarning() {
  const { data } = useQuery(MyBillingDocument, { fetchPolicy: 'cache-and-network' });
  const billing = data?.myBilling;
  const running = billing?.subscriptionId && (billing.status === 'ACTIVE' || billing.status === 'PAST_DUE');
  if (!billing || !running) return null;
  const until = billing.currentPeriodEnd ? longDay(billing.currentPeriodEnd as string, 'UTC') : null;
  return (
    <div className="form-alert" role="alert">
      <p>
        Your {billing.plan.name} plan{until ? ` is paid until ${until}` : ' is running'}. Deleting your account ends it
        now, and the time left is not refunded.
      </p>
      <p>
        To keep using it until then, {billing.cancelAtPeriodEnd ? '' : 'cancel it on '}
        {billing.cancelAtPeriodEnd ? (
          'come back after that date to delete the account.'
        ) : (
          <>
            <Link to="/members/profile/payments">Payments</Link> (it will not renew) and delete the account after that
            date.
          </>
        )}
      </p>
    </div>
  );
}
