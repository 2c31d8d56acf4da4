/**
 * The profile's limits and defaults, shared by the users table, the GraphQL
 * types and the service, so a limit is stated once.
 */

/** Characters (Unicode code points, as PostgreSQL's varchar counts them). */
export const MAX_BIO_LENGTH = 500;
export const MAX_DISPLAY_NAME_LENGTH = 80;

/** The optional emails a user can switch on or off. Stored as jsonb; add a key here and in its default below. */
export interface NotificationPreferencesData {
  /** News about Framestock features: the broadcasts topic seen as a switch (see notificationPreferencesOf). */
  productUpdates: boolean;
  /** Progress of the user's asset requests (accepted, fulfilled, declined). */
  requestUpdates: boolean;
  /** A receipt with the licence for each download. */
  downloadReceipts: boolean;
  /** How each topic of in-app notifications is also emailed. */
  email: Record<EmailTopic, EmailCadence>;
}

/**
 * The topics of in-app notifications a user can have emailed; the
 * notifications module maps each notification type to one. Subscription
 * events are not among them: billing emails those itself (receipts and
 * payment problems are not optional).
 */
export const EMAIL_TOPICS = ['reviews', 'requests', 'follows', 'broadcasts'] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];
/** At once, gathered into one email a day, or not at all. */
export const EMAIL_CADENCES = ['immediate', 'daily', 'off'] as const;
export type EmailCadence = (typeof EMAIL_CADENCES)[number];

export const DEFAULT_EMAIL_CADENCE: Readonly<Record<EmailTopic, EmailCadence>> = Object.freeze({
  reviews: 'immediate',
  requests: 'immediate',
  // New items arrive often: one email a day is plenty.
  follows: 'daily',
  // Like product news, admin broadcasts by email need the user's consent.
  broadcasts: 'off',
});

export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<NotificationPreferencesData> = Object.freeze({
  productUpdates: false,
  requestUpdates: true,
  downloadReceipts: true,
  email: DEFAULT_EMAIL_CADENCE,
});

/**
 * The stored preferences over the defaults: rows written before a key existed
 * get its default. `requestUpdates` and `productUpdates` (older than
 * per-topic email) are the requests and broadcasts topics seen as switches:
 * a row that turned requests off keeps them off, a row that turned product
 * news on gets the team's announcements (admin broadcasts, the only product
 * news there is) at once, and each always reads as "that topic's email is
 * not off".
 */
export function notificationPreferencesOf(stored: Partial<NotificationPreferencesData>): NotificationPreferencesData {
  const email: Record<EmailTopic, EmailCadence> = {
    ...DEFAULT_EMAIL_CADENCE,
    ...(stored.requestUpdates === false ? { requests: 'off' } : {}),
    ...(stored.productUpdates === true ? { broadcasts: 'immediate' } : {}),
  };
  for (const topic of EMAIL_TOPICS) {
    const cadence = stored.email?.[topic];
    if (cadence && (EMAIL_CADENCES as readonly string[]).includes(cadence)) email[topic] = cadence;
  }
  return {
    ...DEFAULT_NOTIFICATION_PREFERENCES,
    ...stored,
    email,
    requestUpdates: email.requests !== 'off',
    productUpdates: email.broadcasts !== 'off',
  };
}

/** C0/C1 controls; a bio may keep line breaks and tabs, a display name nothing of the kind. */
const CONTROL = /\p{Cc}/u;
const CONTROL_EXCEPT_BREAKS = /(?![\n\t])\p{Cc}/u;

const codePoints = (s: string) => [...s].length;

export type Checked = { ok: true; value: string } | { ok: false; tooLong: boolean; message: string };

export function checkDisplayName(raw: string): Checked {
  const value = raw.normalize('NFC').trim();
  if (value.length === 0) return { ok: false, tooLong: false, message: 'Enter a display name.' };
  if (codePoints(value) > MAX_DISPLAY_NAME_LENGTH) {
    return { ok: false, tooLong: true, message: `Use at most ${MAX_DISPLAY_NAME_LENGTH} characters.` };
  }
  if (CONTROL.test(value)) {
    return { ok: false, tooLong: false, message: 'The name cannot contain line breaks or control characters.' };
  }
  return { ok: true, value };
}

/** Line endings become \n, so the limit counts what the reader sees. */
export function checkBio(raw: string): Checked {
  const value = raw.normalize('NFC').replace(/\r\n?/g, '\n').trim();
  if (codePoints(value) > MAX_BIO_LENGTH) {
    return {
      ok: false,
      tooLong: true,
      message: `Use at most ${MAX_BIO_LENGTH} characters (this has ${codePoints(value)}).`,
    };
  }
  if (CONTROL_EXCEPT_BREAKS.test(value)) {
    return { ok: false, tooLong: false, message: 'The bio cannot contain control characters.' };
  }
  return { ok: true, value };
}
