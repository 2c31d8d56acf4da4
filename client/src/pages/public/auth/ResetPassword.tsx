/**
 * `/auth/reset-password?token=`: choose a new password. The token is only
 * spent when the new password is accepted (a WEAK_PASSWORD leaves it usable);
 * on success every session of the account has ended, so the next step is
 * signing in with the new password.
 */
import '../../../styles/auth.css';
import '../../../styles/account.css';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/AuthCard';
import { SuccessNotice } from '../../../components/LinkLanding';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextField } from '../../../components/TextField';
import { PasswordResetLinkUsableDocument, ResetPasswordDocument } from '../../../graphql/generated/graphql';
import { apolloClient } from '../../../lib/apollo';
import { fromPayload, toFormErrors } from '../../../lib/errors';
import { passwordHint, passwordProblem, usePasswordPolicy } from '../../../lib/password';
import { type FieldErrors, useFormErrors } from '../../../lib/useFormErrors';

const FIELDS = ['newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { policy, loaded } = usePasswordPolicy();
  const [values, setValues] = useState<Record<Field, string>>({ newPassword: '', confirmPassword: '' });
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList } = useFormErrors(FIELDS);
  const [linkDead, setLinkDead] = useState(!token);
  const [submitting, setSubmitting] = useState(false);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const [deadOnArrival, setDeadOnArrival] = useState(false);

  // A used or expired link says so at once, not after a new password was typed twice. If the
  // check itself fails (offline), the form stays: submitting answers the same question.
  useEffect(() => {
    if (!token) return;
    let current = true;
    apolloClient
      .query({ query: PasswordResetLinkUsableDocument, variables: { token }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (current && data?.passwordResetLinkUsable === false) setDeadOnArrival(true);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [token]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local: FieldErrors<Field> = {};
    const problem = passwordProblem(values.newPassword, policy);
    if (problem) local.newPassword = problem;
    else if (values.confirmPassword !== values.newPassword) local.confirmPassword = 'The two passwords do not match.';
    if (local.newPassword || local.confirmPassword) return showErrors(local, []);

    setSubmitting(true);
    showErrors({}, []);
    try {
      const { data } = await apolloClient.mutate({
        mutation: ResetPasswordDocument,
        variables: { token, newPassword: values.newPassword },
      });
      const payload = data?.resetPassword;
      if (payload && payload.errors.length === 0) {
        setDoneFor(payload.email ?? '');
        return;
      }
      const errors = fromPayload(payload?.errors ?? []);
      if (errors.some((e) => e.code === 'EXPIRED_OR_USED_LINK' || e.code === 'USER_DISABLED')) setLinkDead(true);
      // The token's errors name no field of this form: they show above it.
      showErrorList(errors);
    } catch (error) {
      showErrors(
        {},
        toFormErrors(error).map((e) => e.message),
      );
    } finally {
      setSubmitting(false);
    }
  }

  if (doneFor !== null) {
    return (
      <AuthCard
        titleId="reset-title"
        title="Password changed"
        lead="Your new password is set."
        formErrors={[]}
        footer={<Link to="/">Go to the home page</Link>}
      >
        <SuccessNotice>
          <p>For your safety we have signed your account out everywhere. Sign in with your new password.</p>
        </SuccessNotice>
        <button
          type="button"
          className="button button--primary button--block button--large"
          onClick={() => void navigate('/login', { state: { email: doneFor } })}
        >
          Sign in
        </button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      titleId="reset-title"
      title="Choose a new password"
      lead="Set the password you will use to sign in from now on."
      formErrors={
        !token
          ? ['This link is incomplete. Ask for a new one.']
          : deadOnArrival
            ? ['This link has expired or was already used. Ask for a new one.']
            : formErrors
      }
      footer={
        <p>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      {linkDead || deadOnArrival ? (
        <Link className="button button--primary button--block button--large" to="/forgot-password">
          Ask for a new reset link
        </Link>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="reset-title">
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
            inputRef={inputRef('confirmPassword')}
          />
          <SubmitButton busy={submitting} className="button button--primary button--block button--large">
            Set new password
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
