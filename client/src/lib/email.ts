/** The client's email check before sending (the server checks again and answers INVALID_EMAIL). */
export const MAX_EMAIL_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(raw: string, empty = 'Enter your email address.'): string | null {
  const email = raw.trim();
  if (!email) return empty;
  if (email.length > MAX_EMAIL_LENGTH) return `Use at most ${MAX_EMAIL_LENGTH} characters.`;
  if (!EMAIL_PATTERN.test(email)) return 'Enter a valid email address.';
  return null;
}
