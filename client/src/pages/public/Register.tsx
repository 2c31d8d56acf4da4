/**
 * Create an account. The client checks what it can before sending: a
 * plausible email and a password that meets the server's `passwordPolicy`
 * (the spec's minimum of 6 until it has loaded or when it cannot be read:
 * lib/password.ts). The server's WEAK_PASSWORD and INVALID_EMAIL messages show
 * beside their fields. A valid sign-up answers "check your inbox": the emailed
 * link (/auth/complete-sign-up) creates the account and signs in — whether an
 * address has an account already is told only to its owner, by email.
 */
import '../../styles/auth.css';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { SuccessNotice } from '../../components/LinkLanding';
import { PageLoading } from '../../components/PageLoading';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { SignUpDocument } from '../../graphql/generated/graphql';
import { apolloClient } from '../../lib/apollo';
import { useAuth } from '../../lib/auth';
import { emailProblem } from '../../lib/email';
import { type FormError, fromPayload, toFormErrors } from '../../lib/errors';
import { passwordHint, passwordProblem, usePasswordPolicy } from '../../lib/password';
import { useAfterSignIn } from '../../lib/useAfterSignIn';
import { type FieldErrors, useFormErrors } from '../../lib/useFormErrors';

const MAX_DISPLAY_NAME_LENGTH = 80;

const FIELDS = ['displayName', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

function validateSignUp(
  values: Record<Field, string>,
  policy: Parameters<typeof passwordProblem>[1],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (values.displayName.trim().length > MAX_DISPLAY_NAME_LENGTH) {
    errors.displayName = `Use at most ${MAX_DISPLAY_NAME_LENGTH} characters.`;
  }
  const email = values.email.trim();
  const emailError = emailProblem(email);
  if (emailError) errors.email = emailError;
  const passwordError = passwordProblem(values.password, policy, email);
  if (passwordError) errors.password = passwordError;
  return errors;
}

export default function RegisterPage() {
  const auth = useAuth();
  const { redirect, go } = useAfterSignIn();
  const { policy, loaded } = usePasswordPolicy();
  const [values, setValues] = useState<Record<Field, string>>({ displayName: '', email: '', password: '' });
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList } = useFormErrors(FIELDS);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const alreadySignedIn = auth.authInitialized && auth.isAuthenticated && !submitting;
  useEffect(() => {
    if (alreadySignedIn) go(auth.user);
  }, [alreadySignedIn, go, auth.user]);

  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = validateSignUp(values, policy);
    if (Object.keys(local).length > 0) return showErrors(local, []);

    setSubmitting(true);
    showErrors({}, []);
    let errors: FormError[];
    try {
      const { data } = await apolloClient.mutate({
        mutation: SignUpDocument,
        variables: {
          email: values.email.trim(),
          password: values.password,
          displayName: values.displayName.trim() || null,
          continuePath: redirect,
        },
      });
      const payload = data?.signUp;
      errors = payload ? fromPayload(payload.errors) : toFormErrors(undefined);
      if (payload?.confirmationSentTo && errors.length === 0) {
        setValues((v) => ({ ...v, password: '' }));
        setSentTo(payload.confirmationSentTo);
      }
    } catch (error) {
      errors = toFormErrors(error);
    }
    setSubmitting(false);
    if (errors.length > 0) showErrorList(errors);
  }

  if (alreadySignedIn) return <PageLoading label="You are signed in. Continuing…" />;

  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  if (sentTo) {
    return (
      <AuthCard
        titleId="register-title"
        title="Check your inbox"
        lead="One step left: confirm your address and your account is ready."
        formErrors={[]}
        footer={
          <p>
            Already have an account? <Link to={`/login${query}`}>Sign in instead</Link>
          </p>
        }
      >
        <SuccessNotice>
          <p>
            We sent a link to <strong>{sentTo}</strong>. Open it within 24 hours to finish creating your account: it
            signs you in{redirect ? ' and takes you back to where you were' : ''}.
          </p>
          <p>
            Nothing after a few minutes? Check your spam folder. If this address already has a Framestock account, the
            email says so and how to sign in.
          </p>
        </SuccessNotice>
        <button type="button" className="button button--secondary button--block" onClick={() => setSentTo(null)}>
          Use another address
        </button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      titleId="register-title"
      title="Create your account"
      lead="One account for browsing, favourites, requests and downloads."
      formErrors={formErrors}
      footer={
        <p>
          Already have an account? <Link to={`/login${query}`}>Sign in instead</Link>
        </p>
      }
    >
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="register-title">
        <TextField
          label="Display name"
          name="displayName"
          autoComplete="nickname"
          hint="Optional: without one, the part of your email before the @ is shown. You can change it later in your profile."
          maxLength={MAX_DISPLAY_NAME_LENGTH}
          value={values.displayName}
          onChange={set('displayName')}
          error={fieldErrors.displayName}
          inputRef={inputRef('displayName')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={set('email')}
          error={fieldErrors.email}
          inputRef={inputRef('email')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={passwordHint(policy, loaded)}
          value={values.password}
          onChange={set('password')}
          error={fieldErrors.password}
          inputRef={inputRef('password')}
        />
        <SubmitButton busy={submitting} className="button button--primary button--block button--large">
          Create account
        </SubmitButton>
        <p className="form__legal">
          By creating an account you accept the <Link to="/terms">Terms of Service</Link> and the{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </form>
    </AuthCard>
  );
}
