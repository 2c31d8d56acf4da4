/** `/auth/confirm-email-change?token=`: applies a new email address from the link sent to it. */
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorNotice, LinkLanding, SuccessNotice } from '../../../components/LinkLanding';
import { PageLoading } from '../../../components/PageLoading';
import { ConfirmEmailChangeDocument } from '../../../graphql/generated/graphql';
import { apolloClient } from '../../../lib/apollo';
import { useAuth } from '../../../lib/auth';
import { type FormError, fromPayload, toFormErrors } from '../../../lib/errors';
import { useOnce } from '../../../lib/useOnce';

type Outcome = { email: string } | { errors: FormError[] };

async function confirm(token: string): Promise<Outcome> {
  if (!token) return { errors: fromPayload([{ code: 'EXPIRED_OR_USED_LINK', message: '' }]) };
  try {
    const { data } = await apolloClient.mutate({ mutation: ConfirmEmailChangeDocument, variables: { token } });
    const payload = data?.confirmEmailChange;
    if (payload?.user) return { email: payload.user.email };
    return { errors: fromPayload(payload?.errors ?? []) };
  } catch (error) {
    return { errors: toFormErrors(error) };
  }
}

export default function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const auth = useAuth();
  const outcome = useOnce(params.get('token') || '', confirm);
  const succeeded = outcome !== undefined && 'email' in outcome;
  const { isAuthenticated, refreshUser } = auth;
  // The signed-in user's state (banner, settings) follows the change.
  useEffect(() => {
    if (succeeded && isAuthenticated) void refreshUser();
  }, [succeeded, isAuthenticated, refreshUser]);

  if (!outcome) {
    return (
      <LinkLanding title="Confirming your new email" status="working">
        <PageLoading label="Confirming your new email address…" />
      </LinkLanding>
    );
  }
  if ('email' in outcome) {
    return (
      <LinkLanding title="Email address changed" status="done">
        <SuccessNotice>
          <p>
            You now sign in with <strong>{outcome.email}</strong>. We have told your previous address about the change.
          </p>
        </SuccessNotice>
        <p className="button-row">
          <Link className="button button--primary" to={auth.isAuthenticated ? '/members/settings' : '/login'}>
            {auth.isAuthenticated ? 'Back to settings' : 'Sign in'}
          </Link>
        </p>
      </LinkLanding>
    );
  }
  return (
    <LinkLanding title="This link no longer works" status="failed">
      <ErrorNotice>
        {outcome.errors.map((e) => (
          <p key={e.message}>{e.message}</p>
        ))}
      </ErrorNotice>
      <p>
        Ask for a new confirmation link from <Link to="/members/settings">Settings → Change email</Link>.
      </p>
    </LinkLanding>
  );
}
