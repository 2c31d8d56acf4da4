/**
 * `/forgot-password`: ask for a password-reset link, or (second option) for a
 * sign-in link. The confirmation is the same whatever the address — whether an
 * account exists is never revealed (the server answers alike too).
 */
import '../../styles/auth.css';
import '../../styles/account.css';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/AuthCard';
import { SuccessNotice } from '../../components/LinkLanding';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { RequestEmailLinkDocument, RequestPasswordResetDocument } from '../../graphql/generated/graphql';
import { apolloClient } from '../../lib/apollo';
import { emailProblem } from '../../lib/email';
import { fromPayload, toFormErrors } from '../../lib/errors';
import { safeRedirectTarget } from '../../lib/redirect';
import { useFormErrors } from '../../lib/useFormErrors';

const FIELDS = ['email'] as const;

type Mode = 'reset' | 'link';

const COPY: Record<Mode, { title: string; lead: string; submit: string; sent: (email: string) => string }> = {
  reset: {
    title: 'Reset your password',
    lead: 'Enter the email address of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    sent: (email) =>
      `If an account uses ${email}, a link to reset its password is on its way. It works once, within 1 hour.`,
  },
  link: {
    title: 'Sign in with an email link',
    lead: 'No password needed: we will email you a link that signs you in.',
    submit: 'Email me a sign-in link',
    sent: (email) => `If an account uses ${email}, a sign-in link is on its way. It works once, within 15 minutes.`,
  },
};

export default function ForgotPasswordPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const mode: Mode = params.get('mode') === 'link' ? 'link' : 'reset';
  const [email, setEmail] = useState(() => (location.state as { email?: string } | null)?.email ?? '');
  const { fieldErrors, formErrors, inputRef, showErrors, showErrorList } = useFormErrors(FIELDS);
  const [sentTo, setSentTo] = useState<{ mode: Mode; email: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const copy = COPY[mode];

  function switchTo(next: Mode) {
    setSentTo(null);
    showErrors({}, []);
    const redirect = params.get('redirect');
    setParams(
      { ...(next === 'link' ? { mode: 'link' } : {}), ...(redirect ? { redirect } : {}) },
      {
        replace: true,
        state: location.state,
      },
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const local = emailProblem(address);
    showErrors(local ? { email: local } : {}, []);
    if (local) return;
    setSubmitting(true);
    try {
      const { data } =
        mode === 'reset'
          ? await apolloClient
              .mutate({ mutation: RequestPasswordResetDocument, variables: { email: address } })
              .then((r) => ({ data: r.data?.requestPasswordReset }))
          : await apolloClient
              .mutate({
                mutation: RequestEmailLinkDocument,
                // The link continues where the sign-in page was heading.
                variables: { email: address, continueTo: safeRedirectTarget(params.get('redirect')) },
              })
              .then((r) => ({ data: r.data?.requestEmailLink }));
      const errors = fromPayload(data?.errors ?? []);
      if (errors.length === 0) {
        setSentTo({ mode, email: address });
        return;
      }
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

  return (
    <AuthCard
      titleId="forgot-title"
      title={copy.title}
      lead={copy.lead}
      formErrors={formErrors}
      footer={
        <p>
          Remembered your password? <Link to="/login">Sign in</Link>
        </p>
      }
    >
      <fieldset className="segmented">
        <legend>What do you need?</legend>
        <label>
          <input type="radio" name="mode" checked={mode === 'reset'} onChange={() => switchTo('reset')} />
          Reset password
        </label>
        <label>
          <input type="radio" name="mode" checked={mode === 'link'} onChange={() => switchTo('link')} />
          Sign-in link
        </label>
      </fieldset>
      {sentTo?.mode === mode ? (
        <>
          <SuccessNotice>
            <p>{COPY[sentTo.mode].sent(sentTo.email)}</p>
            <p>
              Nothing after a few minutes? Check your spam folder, or make sure you typed the address you signed up
              with.
            </p>
          </SuccessNotice>
          <button type="button" className="button button--secondary button--block" onClick={() => setSentTo(null)}>
            Use another address
          </button>
        </>
      ) : (
        <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="forgot-title">
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
          <SubmitButton busy={submitting} className="button button--primary button--block button--large">
            {copy.submit}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
