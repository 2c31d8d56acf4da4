/**
 * The server's password policy (`passwordPolicy`) for every form that sets a
 * password (sign-up, reset, change): the spec's minimum of 6 (§5) until it has
 * loaded or when it cannot be read.
 */
import { useQuery } from '@apollo/client/react';
import { PasswordPolicyDocument, type PasswordPolicyQuery } from '../graphql/generated/graphql';

type Policy = Pick<PasswordPolicyQuery['passwordPolicy'], 'minLength' | 'maxLength' | 'refusesEmail'>;
export const FALLBACK_PASSWORD_POLICY: Policy = { minLength: 6, maxLength: 128, refusesEmail: false };

export function usePasswordPolicy(): { policy: Policy; loaded: boolean } {
  const { data } = useQuery(PasswordPolicyDocument, { fetchPolicy: 'cache-first' });
  return { policy: data?.passwordPolicy ?? FALLBACK_PASSWORD_POLICY, loaded: Boolean(data) };
}

/** What is wrong with a new password by the policy, or null. `email` enables the not-your-email rule. */
export function passwordProblem(password: string, policy: Policy, email?: string | null): string | null {
  const length = [...password].length;
  if (!password) return 'Choose a password.';
  if (length < policy.minLength) return `Use at least ${policy.minLength} characters.`;
  if (length > policy.maxLength) return `Use at most ${policy.maxLength} characters.`;
  if (policy.refusesEmail && email) {
    const lowered = password.toLowerCase();
    const address = email.toLowerCase();
    if (lowered === address || lowered === address.split('@')[0])
      return 'Do not use your email address as your password.';
  }
  return null;
}

export function passwordHint(policy: Policy, loaded: boolean): string {
  return loaded
    ? `At least ${policy.minLength} characters. Pick one you do not use anywhere else.`
    : 'Pick one you do not use anywhere else.';
}
