/**
 * Create an account. The client checks what it can before sending: a
 * plausible email and a password that meets the server's `passwordPolicy`
 * (the spec's minimum of 6 until it has loaded or when it cannot be read:
 * lib/password.ts). The server's WEAK_PASSWORD, INVALID_EMAIL and
 * EMAIL_ALREADY_IN_USE messages show beside their fields.
 */
import '../../styles/auth.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { PageLoading } from '../../components/PageLoading';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { track } from '../../lib/analytics';
import { useAuth } from '../../lib/auth';
import { emailProblem } from '../../lib/email';
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
  const signedUpHere = useRef(false);

  const alreadySignedIn = auth.authInitialized && auth.isAuthenticated && !signedUpHere.current && !submitting;
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
    const result = await auth.signUp({
      email: values.email.trim(),
      password: values.password,
      displayName: values.displayName.trim() || null,
    });
    if (result.ok) {
      signedUpHere.current = true;
      track('sign_up', { method: 'password' });
      go(result.user);
      return;
    }
    setSubmitting(false);
    showErrorList(result.errors);
  }

  if (alreadySignedIn) return <PageLoading label="You are signed in. Continuing…" />;

  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
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
          hint="Optional. Shown on your profile; you can change it later."
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
