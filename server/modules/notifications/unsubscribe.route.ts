/**
 * One-click unsubscribe (RFC 8058). The link in every notification email
 * opens a small confirmation page (GET changes nothing: mail scanners follow
 * links); its button, and mail clients' one-click action, POST to the same
 * address, which turns the token's topic (or every daily topic) off. The
 * token is verified by its signature alone; a bad one changes nothing and
 * gets a 400 page that says why.
 */
import express, { type Request, type Response } from 'express';
import type { AppDeps } from '../../graphql/context.js';
import type { HttpRoute } from '../../http/route.js';
import { escapeHtml } from '../../mail/layout.js';
import { EMAIL_TOPICS, type EmailTopic, notificationPreferencesOf, UserEntity } from '../accounts/index.js';
import { TOPIC_LABEL } from './email-topics.js';
import { UNSUBSCRIBE_PATH } from './notification-emails.js';
import { type UnsubscribeScope, type VerifiedUnsubscribe, verifyUnsubscribeToken } from './unsubscribe-token.js';

const PROBLEM: Record<Exclude<VerifiedUnsubscribe, { ok: true }>['reason'], string> = {
  malformed:
    'This unsubscribe link is incomplete. Copy the whole address from the email, or change your email settings in your profile.',
  tampered:
    'This unsubscribe link is not valid. Nothing was changed. You can change your email settings in your profile.',
  expired:
    'This unsubscribe link has expired. Nothing was changed. You can change your email settings in your profile.',
};

const what = (scope: UnsubscribeScope) =>
  scope === 'daily' ? 'the daily digest' : `emails about ${TOPIC_LABEL[scope]}`;

function page(res: Response, status: number, title: string, body: string): void {
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'Content-Type': 'text/html; charset=utf-8' })
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Framestock</title><style>` +
        'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0b10;color:#ececf1;font:16px/1.5 system-ui,sans-serif}' +
        'main{max-width:28rem;padding:2rem 1.5rem}h1{font-size:1.5rem;margin:0 0 1rem}a{color:#a99bff}' +
        'button{min-height:44px;padding:.75rem 1.25rem;border:0;border-radius:.5rem;background:#5b3df5;color:#fff;font:600 1rem system-ui,sans-serif;cursor:pointer}' +
        'button:focus-visible{outline:3px solid #a99bff;outline-offset:2px}' +
        `</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

const settingsLink = '<p><a href="/profile">Your email settings</a></p>';

/** Turns the scope off in one locked read-modify-write of the user's preferences. */
async function applyUnsubscribe(deps: AppDeps, userId: string, scope: UnsubscribeScope): Promise<boolean> {
  return deps.db.transaction(async (m) => {
    const user = await m.findOne(UserEntity, { where: { id: userId }, lock: { mode: 'pessimistic_write' } });
    if (!user) return false;
    const prefs = notificationPreferencesOf(user.notificationPreferences);
    const topics: EmailTopic[] = scope === 'daily' ? EMAIL_TOPICS.filter((t) => prefs.email[t] === 'daily') : [scope];
    for (const topic of topics) prefs.email[topic] = 'off';
    await m.update(UserEntity, { id: userId }, { notificationPreferences: notificationPreferencesOf(prefs) });
    return true;
  });
}

export function unsubscribeRoute(deps: AppDeps): HttpRoute {
  const router = express.Router();
  const verified = (req: Request) =>
    verifyUnsubscribeToken(deps.config.auth.jwtSecret, typeof req.query.token === 'string' ? req.query.token : '');

  router.get('/', (req, res) => {
    const token = verified(req);
    if (!token.ok)
      return page(res, 400, 'Link not valid', `<p>${escapeHtml(PROBLEM[token.reason])}</p>${settingsLink}`);
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(req.query.token))}`;
    page(
      res,
      200,
      'Unsubscribe?',
      `<p>Stop ${escapeHtml(what(token.scope))}? You will still see them in the app.</p>` +
        `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
        `<button type="submit">Unsubscribe</button></form>${settingsLink}`,
    );
  });

  // Mail clients POST `List-Unsubscribe=One-Click` here; the token in the address is all that counts.
  router.post('/', async (req, res, next) => {
    try {
      const token = verified(req);
      if (!token.ok)
        return page(res, 400, 'Link not valid', `<p>${escapeHtml(PROBLEM[token.reason])}</p>${settingsLink}`);
      if (!(await applyUnsubscribe(deps, token.userId, token.scope))) {
        return page(res, 400, 'Link not valid', `<p>This account no longer exists. Nothing was changed.</p>`);
      }
      page(
        res,
        200,
        'You are unsubscribed',
        `<p>We will not send you ${escapeHtml(what(token.scope))} any more.</p>${settingsLink}`,
      );
    } catch (err) {
      next(err);
    }
  });
  router.all('/', (_req, res) => {
    res.set('Allow', 'GET, POST').status(405).end();
  });
  return { path: UNSUBSCRIBE_PATH, handler: router };
}
