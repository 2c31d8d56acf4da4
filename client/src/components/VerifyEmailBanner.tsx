/**
 * A signed-in user whose email address is not verified sees this above the
 * members pages, with a button to send the verification link again.
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SendVerificationEmailDocument } from '../graphql/generated/graphql';
import { useAuth } from '../lib/auth';
import { describeError, toFormErrors } from '../lib/errors';

export function VerifyEmailBanner() {
  const { user, refreshUser } = useAuth();
  const [send, { loading }] = useMutation(SendVerificationEmailDocument);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  if (!user || user.emailVerified) return null;

  async function onSend() {
    setOutcome(null);
    try {
      const result = await send();
      const problem = result.data?.sendVerificationEmail.errors[0];
      if (problem?.code === 'ALREADY_VERIFIED') {
        await refreshUser();
        return;
      }
      setOutcome(
        problem
          ? { ok: false, message: describeError(problem) }
          : { ok: true, message: `Sent. Check ${user?.email} for the link (valid 24 hours).` },
      );
    } catch (error) {
      setOutcome({ ok: false, message: toFormErrors(error)[0]?.message ?? describeError({ code: 'UNKNOWN' }) });
    }
  }

  return (
    <section className="verify-banner" aria-label="Email verification">
      <p className="verify-banner__text">
        Please confirm your email address <strong>{user.email}</strong>: open the link we emailed you.
      </p>
      {outcome?.ok ? null : (
        <button
          type="button"
          className="button button--secondary verify-banner__button"
          disabled={loading}
          onClick={() => void onSend()}
        >
          Resend verification email
        </button>
      )}
      <p
        className={
          outcome && !outcome.ok ? 'verify-banner__status verify-banner__status--error' : 'verify-banner__status'
        }
        role="status"
      >
        {outcome?.message}
      </p>
    </section>
  );
}
