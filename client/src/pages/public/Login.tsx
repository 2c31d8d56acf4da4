/**
 * Sign in with email and password, an email link (/forgot-password?mode=link)
 * or a configured social provider. Errors from the server's payload show
 * beside the field they name (`errors[].field`), the rest above the form; a
 * failed social sign-in comes back as `?error=<CODE>` and a session the server
 * ended (disabled, expired) is explained, both through lib/errors.ts.
 *
 * Social sign-in is a full-page navigation to the provider's `startUrl` with
 * `redirect` back to this page, which then continues where the user was going
 * (the return itself — refreshSession, analytics — is handled app-wide by
 * useSocialSignInReturn).
 */
import '../../styles/auth.css';
import '../../styles/account.css';
import { useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { PageLoading } from '../../components/PageLoading';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { AuthProvidersDocument } from '../../graphql/generated/graphql';
import { track } from '../../lib/analytics';
import { useAuth } from '../../lib/auth';
import { describeError } from '../../lib/errors';
import { useAfterSignIn } from '../../lib/useAfterSignIn';
import { type FieldErrors, useFormErrors } from '../../lib/useFormErrors';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

export default function LoginPage() {
  const auth = useAuth();
  const { redirect, go } = useAfterSignIn();
  const location = useLocation();
  const [params] = useSearchParams();
  const { data: providerData } = useQuery(AuthProvidersDocument, { fetchPolicy: 'cache-first' });
  const providers = providerData?.authProviders ?? [];
  const [email, setEmail] = useState(() => (location.state as { email?: string } | null)?.email ?? '');
  const [password, setPassword] = useState('');
  // Why we are here: a social sign-in that failed (?error=) or a session the server ended.
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList } = useFormErrors(FIELDS, () => {
    const code = params.get('error') ?? auth.sessionEndedReason;
    return code ? [describeError({ code })] : [];
  });
  const [submitting, setSubmitting] = useState(false);
  const signedInHere = useRef(false);

  // Already signed in (e.g. restored session): go on to where the user was headed.
  const alreadySignedIn = auth.authInitialized && auth.isAuthenticated && !signedInHere.current && !submitting;
  useEffect(() => {
    if (alreadySignedIn) go(auth.user);
  }, [alreadySignedIn, go, auth.user]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local: FieldErrors<Field> = {};
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
    showErrorList(result.errors);
  }

  if (alreadySignedIn) return <PageLoading label="You are signed in. Continuing…" />;

  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  // The provider brings the browser back here (signed in), and this page goes on to `redirect` or home.
  const returnPath = `/login${query}`;
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
      {providers.length > 0 && (
        <>
          <div className="providers">
            {providers.map((p) => (
              <a
                key={p.id}
                className="button button--secondary button--block button--large"
                href={`${p.startUrl}?redirect=${encodeURIComponent(returnPath)}`}
              >
                Continue with {p.displayName}
              </a>
            ))}
          </div>
          <p className="divider">or with your email</p>
        </>
      )}
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
          inputRef={inputRef('email')}
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
          inputRef={inputRef('password')}
        />
        <p className="form__aside">
          <Link to="/forgot-password" state={{ email: email.trim() || undefined }}>
            Forgot your password?
          </Link>
        </p>
        <SubmitButton busy={submitting} className="button button--primary button--block button--large">
          Sign in
        </SubmitButton>
        <Link
          className="button button--ghost button--block"
          to={`/forgot-password?mode=link${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`}
          state={{ email: email.trim() || undefined }}
        >
          Email me a sign-in link instead
        </Link>
      </form>
    </AuthCard>
  );
}
