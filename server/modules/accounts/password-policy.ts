/**
 * The password policy (NIST SP 800-63B style): a minimum length, a generous
 * maximum, no composition rules, and a deny-list — the most common passwords
 * and the account's own email address. Published in the schema
 * (`passwordPolicy`) so clients validate against exactly these rules.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import type { Config } from '../../config.js';
import { MAX_PASSWORD_LENGTH } from './password.js';

/** How many of the most common passwords are refused. */
export const COMMON_PASSWORDS_REFUSED = 1000;

// zxcvbn-ts ranks its list by frequency in leaked-password corpora, most common first.
const COMMON_PASSWORDS = new Set(
  dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED).map((p) => p.toLowerCase()),
);

export interface PasswordPolicy {
  minLength: number;
  maxLength: number;
}

export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 8, maxLength: MAX_PASSWORD_LENGTH };

export function passwordPolicy(config: Config): PasswordPolicy {
  return { minLength: config.auth.passwordMinLength, maxLength: MAX_PASSWORD_LENGTH };
}

/**
 * Why a password is refused, as a message fit to show beside the field; null when it is acceptable.
 * `email` is the account's address (the password may be neither it nor its local part).
 */
export function passwordProblem(policy: PasswordPolicy, password: string, email: string): string | null {
  // Length in code points, so an emoji counts as one character, as the person typing it sees it.
  const length = [...password].length;
  if (length < policy.minLength) return `Use at least ${policy.minLength} characters.`;
  if (length > policy.maxLength) return `Use at most ${policy.maxLength} characters.`;
  const lowered = password.trim().toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) {
    return 'This password is one of the most common ones and is easily guessed. Choose another.';
  }
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (lowered === address || lowered === localPart) return 'Do not use your email address as your password.';
  return null;
}
