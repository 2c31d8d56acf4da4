/** `/auth/email-link?token=&continue=`: signs in with the link sent by "Email me a sign-in link". */
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorNotice, LinkLanding } from '../../../components/LinkLanding';
import { PageLoading } from '../../../components/PageLoading';
import { track } from '../../../lib/analytics';
import { type AuthResult, useAuth } from '../../../lib/auth';
import { fromPayload } from '../../../lib/errors';
import { safeRedirectTarget } from '../../../lib/redirect';
import { useAfterSignIn } from '../../../lib/useAfterSignIn';
import { useOnce } from '../../../lib/useOnce';

export default function EmailLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') || '';
  const auth = useAuth();
  const { go } = useAfterSignIn();
  // Spend the link only once the start-up session restore has settled: both set the refresh
  // cookie, and the later response would otherwise decide which session the browser keeps.
  const result = useOnce<AuthResult<string>>(auth.authInitialized ? token : null, async (t) => {
    if (!t) return { ok: false, errors: fromPayload([{ code: 'EXPIRED_OR_USED_LINK', message: '' }]) };
    const outcome = await auth.signInWithEmailLink(t);
    if (outcome.ok) track('login', { method: 'email_link' });
    return outcome;
  });

  // The link carries where sign-in was heading (`continue`, a path on this site), whichever browser opens it.
  const target = safeRedirectTarget(params.get('continue'));
  useEffect(() => {
    if (result?.ok) go(result.user, target);
  }, [result, go, target]);

  if (!result || result.ok) {
    return (
      <LinkLanding title="Signing you in" status="working">
        <PageLoading label={result ? 'Signed in. Continuing…' : 'Checking your sign-in link…'} />
      </LinkLanding>
    );
  }
  return (
    <LinkLanding title="This link no longer works" status="failed">
      <ErrorNotice>
        {result.errors.map((e) => (
          <p key={e.message}>{e.message}</p>
        ))}
      </ErrorNotice>
      <p className="button-row">
        <Link className="button button--primary" to="/forgot-password?mode=link">
          Email me a new sign-in link
        </Link>
        <Link className="button button--secondary" to="/login">
          Sign in with a password
        </Link>
      </p>
    </LinkLanding>
  );
}
