/**
 * Notifications by email, by each user's per-topic cadence. Two pg-boss
 * jobs, both reading only committed rows and both set-based:
 * - `notifications.email` (kicked when notifications commit, and every
 *   minute as a safety net) looks at rows not yet looked at: immediate
 *   ones are claimed and sent, daily ones wait for the digest, the rest
 *   are settled as never emailed;
 * - `notifications.digest` (daily) sends each user one email with their
 *   waiting rows.
 * A row is claimed (`email_state` = 'sent') in the statement that reads it,
 * before its email goes out: a retry or a second worker never sends it again.
 * A send that fails puts its rows back, so the next run tries again.
 */
import type { DataSource, EntityManager } from 'typeorm';
import type { AppDeps } from '../../graphql/context.js';
import { type JobDefinition, jobName } from '../../jobs/queue.js';
import { renderEmail } from '../../mail/layout.js';
import { createMailer, type MailMessage } from '../../mail/mailer.js';
import { type EmailTopic, notificationPreferencesOf } from '../accounts/index.js';
import { mailSenderOf } from '../settings/index.js';
import { emailTopicOf, TOPIC_LABEL } from './email-topics.js';
import { signUnsubscribeToken, type UnsubscribeScope } from './unsubscribe-token.js';

export const NOTIFICATION_EMAILS = jobName('notifications.email');
export const NOTIFICATION_DIGEST = jobName('notifications.digest');

/** Path of the one-click unsubscribe page and endpoint (GET confirms, POST unsubscribes). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** Rows looked at per statement; a run goes on until none is left. */
const SWEEP_BATCH = 500;
/** Users per digest statement. */
const DIGEST_USERS = 200;
/** Items listed in one digest; the rest are counted ("and 12 more"). */
const DIGEST_ITEMS = 30;

type EmailState = 'sent' | 'daily' | 'off';

interface SweptRow {
  id: string;
  type: string;
  title: string;
  body: string;
  link: string | null;
  email: string;
  user_id: string;
  prefs: Record<string, unknown>;
  disabled: boolean;
}

interface DigestItem {
  id: string;
  type: string;
  title: string;
  link: string | null;
}

export interface EmailLinks {
  origin: string;
  secret: string;
}

/** The List-Unsubscribe pair of RFC 8058 and the visible link, for one user and scope. */
function unsubscribe(links: EmailLinks, userId: string, scope: UnsubscribeScope) {
  const url = `${links.origin}${UNSUBSCRIBE_PATH}?token=${signUnsubscribeToken(links.secret, userId, scope)}`;
  return {
    url,
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const absolute = (links: EmailLinks, link: string | null) => `${links.origin}${link ?? '/profile/notifications'}`;

export function immediateEmail(links: EmailLinks, row: SweptRow, topic: EmailTopic): MailMessage {
  const off = unsubscribe(links, row.user_id, topic);
  return {
    to: row.email,
    template: 'notification',
    link: absolute(links, row.link),
    headers: off.headers,
    ...renderEmail({
      title: row.title,
      paragraphs: row.body ? [row.body] : [],
      action: { label: 'Open in Framestock', url: absolute(links, row.link) },
      footnote: `You get these because ${TOPIC_LABEL[topic]} are emailed to you as they happen. Unsubscribe: ${off.url} — or choose a daily digest in your notification settings.`,
    }),
  };
}

export function digestEmail(links: EmailLinks, userId: string, to: string, items: DigestItem[]): MailMessage {
  const off = unsubscribe(links, userId, 'daily');
  const shown = items.slice(0, DIGEST_ITEMS);
  const more = items.length - shown.length;
  return {
    to,
    template: 'notification-digest',
    headers: off.headers,
    ...renderEmail({
      title: `Your Framestock day: ${items.length} update${items.length === 1 ? '' : 's'}`,
      paragraphs: [
        ...shown.map((item) => `• ${item.title} — ${absolute(links, item.link)}`),
        ...(more > 0 ? [`…and ${more} more.`] : []),
      ],
      action: { label: 'See all notifications', url: `${links.origin}/profile/notifications` },
      footnote: `This is your daily digest. Stop it with one click: ${off.url}`,
    }),
  };
}

/** What a row's email becomes under its owner's current preferences. */
function decide(row: SweptRow): EmailState {
  const topic = emailTopicOf(row.type);
  if (!topic || row.disabled) return 'off';
  const cadence = notificationPreferencesOf(row.prefs).email[topic];
  return cadence === 'immediate' ? 'sent' : cadence;
}

async function setStates(m: Pick<EntityManager, 'query'>, ids: string[], states: (EmailState | null)[]) {
  if (ids.length === 0) return;
  await m.query(
    `UPDATE notifications n SET email_state = v.state
       FROM unnest($1::uuid[], $2::text[]) AS v(id, state) WHERE n.id = v.id`,
    [ids, states],
  );
}

/** One batch of rows not yet looked at: decided and claimed in one transaction, then sent. Returns rows looked at. */
async function sweepBatch(db: DataSource, send: (m: MailMessage) => Promise<void>, links: EmailLinks): Promise<number> {
  const rows = await db.transaction(async (m) => {
    const found: SweptRow[] = await m.query(
      // The batch first (the pending index, in order), then its owners by primary key: joined
      // before the LIMIT, the planner may hash all users for every batch.
      `WITH batch AS (
         SELECT id, seq, type, title, body, link, user_id FROM notifications
          WHERE email_state IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED
       )
       SELECT b.id, b.type, b.title, b.body, b.link, b.user_id, u.email,
              u.notification_preferences AS prefs, u.disabled_at IS NOT NULL AS disabled
         FROM batch b JOIN users u ON u.id = b.user_id
        ORDER BY b.seq`,
      [SWEEP_BATCH],
    );
    const states = found.map(decide);
    await setStates(
      m,
      found.map((r) => r.id),
      states,
    );
    return { looked: found.length, toSend: found.filter((_, i) => states[i] === 'sent') };
  });
  const failed: string[] = [];
  for (const row of rows.toSend) {
    try {
      await send(immediateEmail(links, row, emailTopicOf(row.type) as EmailTopic));
    } catch {
      failed.push(row.id);
    }
  }
  await setStates(
    db,
    failed,
    failed.map(() => null),
  );
  if (failed.length > 0) throw new Error(`${failed.length} notification email(s) failed; they are retried`);
  return rows.looked;
}

/** Looks at every row not yet looked at, a batch at a time (a broadcast's 100,000 rows are 200 statements, not 100,000). */
export async function sendImmediateEmails(
  db: DataSource,
  send: (m: MailMessage) => Promise<void>,
  links: EmailLinks,
  signal?: AbortSignal,
): Promise<void> {
  while (!signal?.aborted && (await sweepBatch(db, send, links)) === SWEEP_BATCH) {}
}

/**
 * The daily digest, a batch of users per statement: their waiting rows are
 * claimed and read in one UPDATE … RETURNING, then each user gets one email.
 * Stopped half-way, the next run sends what is still waiting, and only that.
 */
export async function sendDigests(
  db: DataSource,
  send: (m: MailMessage) => Promise<void>,
  links: EmailLinks,
  signal?: AbortSignal,
): Promise<number> {
  let sent = 0;
  while (!signal?.aborted) {
    const batch: { user_id: string; email: string; items: DigestItem[] }[] = await db.query(
      `WITH who AS (
         SELECT DISTINCT user_id FROM notifications WHERE email_state = 'daily' ORDER BY user_id LIMIT $1
       ), claimed AS (
         UPDATE notifications n SET email_state = 'sent' FROM who
          WHERE n.user_id = who.user_id AND n.email_state = 'daily'
         RETURNING n.id, n.user_id, n.seq, n.type, n.title, n.link
       )
       SELECT c.user_id, u.email,
              json_agg(json_build_object('id', c.id, 'type', c.type, 'title', c.title, 'link', c.link) ORDER BY c.seq) AS items
         FROM claimed c JOIN users u ON u.id = c.user_id
        GROUP BY c.user_id, u.email`,
      [DIGEST_USERS],
    );
    if (batch.length === 0) break;
    const failed: string[] = [];
    for (const user of batch) {
      try {
        await send(digestEmail(links, user.user_id, user.email, user.items));
        sent++;
      } catch {
        failed.push(...user.items.map((i) => i.id));
      }
    }
    await setStates(
      db,
      failed,
      failed.map(() => 'daily'),
    );
    if (failed.length > 0) throw new Error(`${failed.length} digest item(s) failed to send; they are retried`);
  }
  return sent;
}

export function notificationEmailJobs(deps: AppDeps): JobDefinition[] {
  const { db, log, config } = deps;
  const mailer = createMailer(config, db, log);
  const links: EmailLinks = {
    origin: config.siteUrl ?? `http://localhost:${config.port}`,
    secret: config.auth.jwtSecret,
  };
  const send = async (message: MailMessage) => mailer.send({ ...message, from: await mailSenderOf(deps) });
  return [
    {
      job: NOTIFICATION_EMAILS,
      // The safety net: a kick lost with an instance is made up within a minute.
      cron: '* * * * *',
      // One queued and one running at most: a burst of kicks is one more sweep, not one per notification.
      queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600, policy: 'stately' },
      pollingIntervalSeconds: 1,
      handler: (_data, { signal }) => sendImmediateEmails(db, send, links, signal),
    },
    {
      job: NOTIFICATION_DIGEST,
      cron: '0 7 * * *',
      queue: { retryLimit: 5, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600, policy: 'stately' },
      async handler(_data, { signal }) {
        const sent = await sendDigests(db, send, links, signal);
        log.info({ sent }, 'notification digests sent');
      },
    },
  ];
}
