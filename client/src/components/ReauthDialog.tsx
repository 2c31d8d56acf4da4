/**
 * Recent sign-in (issue 3 item 5): changePassword, changeEmail and
 * deleteAccount answer REQUIRES_RECENT_LOGIN when this session last presented
 * credentials more than 5 minutes ago. `useRecentLogin().runSensitive(action)`
 * runs the action; on that code it opens this dialog (the password again →
 * `reauthenticate`; for accounts without a password, the provider or an email
 * link) and, once confirmed, runs the action again by itself.
 */
import '../styles/account.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AuthProvidersDocument, ReauthenticateDocument, RequestEmailLinkDocument } from '../graphql/generated/graphql';
import { useAuth } from '../lib/auth';
import { describeError, fromPayload, splitFormErrors, toFormErrors } from '../lib/errors';
import { FormAlerts } from './FormAlerts';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

interface HasErrors {
  errors: readonly { code: string }[];
}

export function useRecentLogin(): {
  runSensitive<T extends HasErrors>(action: () => Promise<T>): Promise<T | null>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<((confirmed: boolean) => void) | null>(null);
  const runSensitive = useCallback(async <T extends HasErrors>(action: () => Promise<T>): Promise<T | null> => {
    const first = await action();
    if (!first.errors.some((e) => e.code === 'REQUIRES_RECENT_LOGIN')) return first;
    const confirmed = await new Promise<boolean>((resolve) => setPending(() => resolve));
    // Cancelled: nothing happened, nothing to report.
    return confirmed ? action() : null;
  }, []);
  const dialog = pending ? (
    <ReauthDialog
      onDone={(confirmed) => {
        pending(confirmed);
        setPending(null);
      }}
    />
  ) : null;
  return { runSensitive, dialog };
}

function ReauthDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { user } = useAuth();
  const location = useLocation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [linkSent, setLinkSent] = useState(false);
  const [reauthenticate, { loading }] = useMutation(ReauthenticateDocument);
  const [requestLink, { loading: sending }] = useMutation(RequestEmailLinkDocument);
  const hasPassword = user?.hasPassword !== false;
  const { data } = useQuery(AuthProvidersDocument, { fetchPolicy: 'cache-first', skip: hasPassword });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setFieldError('Enter your password.');
      return;
    }
    setFormErrors([]);
    setFieldError(undefined);
    try {
      const result = await reauthenticate({ variables: { password } });
      const payload = result.data?.reauthenticate;
      if (payload && payload.errors.length === 0) {
        onDone(true);
        return;
      }
      const errors = fromPayload(
        (payload?.errors ?? []).map((e) =>
          e.code === 'INVALID_CREDENTIAL' ? { ...e, code: 'INCORRECT_PASSWORD' } : e,
        ),
      );
      const split = splitFormErrors(errors, ['password'] as const);
      setFieldError(split.fieldErrors.password);
      setFormErrors(split.formErrors);
    } catch (error) {
      setFormErrors(toFormErrors(error).map((e) => e.message));
    }
  }

  async function sendLink() {
    if (!user) return;
    setFormErrors([]);
    try {
      const result = await requestLink({ variables: { email: user.email } });
      const problem = result.data?.requestEmailLink.errors[0];
      if (problem) setFormErrors([describeError(problem)]);
      else setLinkSent(true);
    } catch (error) {
      setFormErrors(toFormErrors(error).map((e) => e.message));
    }
  }

  const back = `${location.pathname}${location.search}`;
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDone(false);
      }}
    >
      <h2 id={titleId}>Confirm it’s you</h2>
      <p className="dialog__lead">
        {describeError({ code: 'REQUIRES_RECENT_LOGIN' })}{' '}
        {hasPassword
          ? 'Enter your password; we then carry on with what you asked.'
          : 'Sign in again, then repeat the change.'}
      </p>
      <FormAlerts messages={formErrors} />
      {hasPassword ? (
        <form className="form" noValidate onSubmit={onSubmit}>
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldError}
          />
          <div className="button-row">
            <SubmitButton busy={loading} className="button button--primary">
              Confirm
            </SubmitButton>
            <button type="button" className="button button--secondary" onClick={() => onDone(false)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <div className="form">
          {(data?.authProviders ?? []).map((p) => (
            <a
              key={p.id}
              className="button button--secondary button--block"
              href={`${p.startUrl}?redirect=${encodeURIComponent(back)}`}
            >
              Continue with {p.displayName}
            </a>
          ))}
          {linkSent ? (
            <p className="notice notice--success" role="status">
              We have emailed a sign-in link to {user?.email}. Open it on this device, then repeat the change.
            </p>
          ) : (
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => void sendLink()}
              disabled={sending}
            >
              Email me a sign-in link
            </button>
          )}
          <button type="button" className="button button--ghost button--block" onClick={() => onDone(false)}>
            Cancel
          </button>
        </div>
      )}
    </dialog>
  );
}
