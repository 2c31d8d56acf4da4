/** `/auth/verify-email?token=`: confirms the address from the link sent after sign-up. */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorNotice, LinkLanding, SuccessNotice } from '../../../components/LinkLanding';
import { PageLoading } from '../../../components/PageLoading';
import { SendVerificationEmailDocument, VerifyEmailDocument } from '../../../graphql/generated/graphql';
import { apolloClient } from '../../../lib/apollo';
import { useAuth } from '../../../lib/auth';
import { describeError, type FormError, fromPayload, toFormErrors } from '../../../lib/errors';
import { useOnce } from '../../../lib/useOnce';

async function verify(token: string): Promise<FormError[]> {
  try {
    const { data } = await apolloClient.mutate({ mutation: VerifyEmailDocument, variables: { token } });
    return fromPayload(data?.verifyEmail.errors ?? []);
  } catch (error) {
    return toFormErrors(error);
  }
}

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') || null;
  const auth = useAuth();
  const errors = useOnce(token ?? '', (t) =>
    t ? verify(t) : Promise.resolve(fromPayload([{ code: 'EXPIRED_OR_USED_LINK', message: '' }])),
  );
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | string>('idle');
  const succeeded = errors?.length === 0;
  const { isAuthenticated, refreshUser } = auth;
  // The signed-in user's state (banner, settings) follows the change.
  useEffect(() => {
    if (succeeded && isAuthenticated) void refreshUser();
  }, [succeeded, isAuthenticated, refreshUser]);

  if (errors === undefined) {
    return (
      <LinkLanding title="Verifying your email" status="working">
        <PageLoading label="Confirming your email address…" />
      </LinkLanding>
    );
  }

  if (errors.length === 0) {
    return (
      <LinkLanding title="Email verified" status="done">
        <SuccessNotice>
          <p>Thank you: your email address is confirmed.</p>
        </SuccessNotice>
        <p className="button-row">
          {auth.isAuthenticated ? (
            <Link className="button button--primary" to="/members/dashboard">
              Go to your dashboard
            </Link>
          ) : (
            <Link className="button button--primary" to="/login">
              Sign in
            </Link>
          )}
        </p>
      </LinkLanding>
    );
  }

  async function sendAgain() {
    setResend('sending');
    try {
      const { data } = await apolloClient.mutate({ mutation: SendVerificationEmailDocument });
      const problem = data?.sendVerificationEmail.errors[0];
      setResend(problem ? describeError(problem) : 'sent');
    } catch (error) {
      setResend(toFormErrors(error)[0]?.message ?? 'failed');
    }
  }

  return (
    <LinkLanding title="This link no longer works" status="failed">
      <ErrorNotice>
        {errors.map((e) => (
          <p key={e.message}>{e.message}</p>
        ))}
      </ErrorNotice>
      {auth.isAuthenticated ? (
        resend === 'sent' ? (
          <SuccessNotice>
            <p>We have sent a new verification link to {auth.user?.email}.</p>
          </SuccessNotice>
        ) : (
          <>
            {resend !== 'idle' && resend !== 'sending' && <p className="field__error">{resend}</p>}
            <button
              type="button"
              className="button button--primary"
              disabled={resend === 'sending'}
              onClick={() => void sendAgain()}
            >
              Send a new verification email
            </button>
          </>
        )
      ) : (
        <p>
          <Link to="/login?redirect=%2Fmembers%2Fsettings">Sign in</Link> and ask for a new verification email from the
          banner at the top of your account pages.
        </p>
      )}
    </LinkLanding>
  );
}
