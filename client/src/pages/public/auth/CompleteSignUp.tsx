/**
 * `/auth/complete-sign-up?token=`: the link emailed after sign-up. Opening it
 * creates the account (its address is proven) and signs in, then goes on to
 * where the visitor was heading when they signed up (`continuePath`).
 */
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorNotice, LinkLanding } from '../../../components/LinkLanding';
import { PageLoading } from '../../../components/PageLoading';
import { CompleteSignUpDocument } from '../../../graphql/generated/graphql';
import { track } from '../../../lib/analytics';
import { apolloClient } from '../../../lib/apollo';
import { type AuthResult, useAuth } from '../../../lib/auth';
import { useAfterSignIn } from '../../../lib/useAfterSignIn';
import { useOnce } from '../../../lib/useOnce';

export default function CompleteSignUpPage() {
  const [params] = useSearchParams();
  const token = params.get('token') || '';
  const auth = useAuth();
  const { go } = useAfterSignIn();
  // As with sign-in links: spend the link once the start-up session restore has settled.
  const result = useOnce<{ outcome: AuthResult<string>; continuePath: string | null }>(
    auth.authInitialized ? token : null,
    async (t) => {
      if (!t) {
        return {
          outcome: {
            ok: false,
            errors: [
              {
                code: 'EXPIRED_OR_USED_LINK',
                field: null,
                message: 'This link is incomplete: open the whole link from the email.',
              },
            ],
          },
          continuePath: null,
        };
      }
      let continuePath: string | null = null;
      const outcome = await auth.startSession<string>(async () => {
        const payload = (await apolloClient.mutate({ mutation: CompleteSignUpDocument, variables: { token: t } })).data
          ?.completeSignUp;
        continuePath = payload?.continuePath ?? null;
        return payload;
      });
      if (outcome.ok) track('sign_up', { method: 'password' });
      return { outcome, continuePath };
    },
  );

  useEffect(() => {
    if (result?.outcome.ok) go(result.outcome.user, result.continuePath);
  }, [result, go]);

  if (!result || result.outcome.ok) {
    return (
      <LinkLanding title="Creating your account" status="working">
        <PageLoading label={result ? 'Your account is ready. Continuing…' : 'Checking your link…'} />
      </LinkLanding>
    );
  }
  const taken = result.outcome.errors.some((e) => e.code === 'EMAIL_ALREADY_IN_USE');
  return (
    <LinkLanding title={taken ? 'You already have an account' : 'This link no longer works'} status="failed">
      <ErrorNotice>
        {result.outcome.errors.map((e) => (
          <p key={e.message}>{e.message}</p>
        ))}
      </ErrorNotice>
      <p className="button-row">
        {auth.isAuthenticated ? (
          // Opened again after it worked: the account exists and this browser is in it.
          <Link className="button button--primary" to="/members/dashboard">
            Go to your dashboard
          </Link>
        ) : taken ? (
          <>
            <Link className="button button--primary" to="/login">
              Sign in
            </Link>
            <Link className="button button--secondary" to="/forgot-password">
              Reset my password
            </Link>
          </>
        ) : (
          // Used (the account exists: sign in) or expired (sign up again): the server cannot say which.
          <>
            <Link className="button button--primary" to="/login">
              Sign in
            </Link>
            <Link className="button button--secondary" to="/register">
              Sign up again
            </Link>
          </>
        )}
      </p>
    </LinkLanding>
  );
}
