/**
 * Sign in with email and password. Errors from the server's payload show
 * beside the field they name (`errors[].field`), the rest above the form.
 */
import '../../styles/auth.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { PageLoading } from '../../components/PageLoading';
import { TextField } from '../../components/TextField';
import { track } from '../../lib/analytics';
import { useAuth } from '../../lib/auth';
import { splitFormErrors } from '../../lib/errors';
import { useAfterSignIn } from '../../lib/useAfterSignIn';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

export default function LoginPage() {
  const auth = useAuth();
  const { redirect, go } = useAfterSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const signedInHere = useRef(false);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  // Already signed in (e.g. restored session): go on to where the user was headed.
  const alreadySignedIn = auth.authInitialized && auth.isAuthenticated && !signedInHere.current && !submitting;
  useEffect(() => {
    if (alreadySignedIn) go(auth.user);
  }, [alreadySignedIn, go, auth.user]);

  function showErrors(errors: Partial<Record<Field, string>>, messages: string[]) {
    setFieldErrors(errors);
    setFormErrors(messages);
    const first = FIELDS.find((f) => errors[f]);
    if (first) refs[first].current?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local: Partial<Record<Field, string>> = {};
    if (!email.trim()) local.email = 'Enter your email address.';
    if (!password) local.password = 'Enter your password.';
    if (local.email || local.password) return showErrors(local, []);

    setSubmitting(true);
    showErrors({}, []);
    const result = await auth.signIn(email.trim(), password);
    if (result.ok) {
      signedInHere.current = true;
      track('login', { method: 'password' });
      go(result.user);
      return;
    }
    setSubmitting(false);
    const { fieldErrors: byField, formErrors: general } = splitFormErrors(result.errors, FIELDS);
    showErrors(byField, general);
  }

  if (alreadySignedIn) return <PageLoading label="You are signed in. Continuing…" />;

  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <AuthCard
      titleId="login-title"
      title="Sign in"
      lead="Welcome back. Sign in to download, save and request assets."
      formErrors={formErrors}
      footer={
        <p>
          New to Framestock? <Link to={`/register${query}`}>Create an account</Link>
        </p>
      }
    >
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="login-title">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldErrors.email}
          inputRef={refs.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          inputRef={refs.password}
        />
        <p className="form__aside">
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <button type="submit" className="button button--primary button--block button--large" disabled={submitting}>
          {submitting && <span className="spinner spinner--small" aria-hidden="true" />}
          Sign in
        </button>
      </form>
    </AuthCard>
  );
}
