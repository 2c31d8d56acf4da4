/**
 * Receipts for payments without a provider-hosted invoice (test mode, items):
 * `GET /api/billing/receipts/<paymentId>?expires=…&signature=…`, a plain HTML
 * page. A link opens in a new tab without our bearer token, so the link itself
 * is the credential: HMAC-signed with the storage signing secret, valid for an
 * hour, and only ever handed to the payment's owner (Payment.receiptUrl).
 * It names who was billed (the account's name and email, as they are now:
 * payments keep no copy of them) and nothing more of the account; a payment
 * whose account was erased is billed to no one.
 */

import { createHmac, timingSafeEqual } from 'node:crypto';
import { type RequestHandler, Router } from 'express';
import type { Config } from '../../config.js';
import { longDay } from '../../dates.js';
import { isUuid } from '../../db/ids.js';
import type { AppDeps } from '../../graphql/context.js';
import { escapeHtml } from '../../mail/layout.js';
import { UserEntity } from '../accounts/index.js';
import { formatUsd } from './money.js';
import { PaymentEntity } from './payment.entity.js';

export const RECEIPTS_PATH = '/api/billing/receipts';
const LIFETIME_SECONDS = 3600;

function sign(config: Config, paymentId: string, expires: number): string {
  return createHmac('sha256', config.storage.signingSecret)
    .update(`receipt:v1:${paymentId}:${expires}`)
    .digest('base64url');
}

export function receiptUrl(config: Config, paymentId: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + LIFETIME_SECONDS;
  return `${config.siteUrl ?? ''}${RECEIPTS_PATH}/${paymentId}?expires=${expires}&signature=${sign(config, paymentId, expires)}`;
}

export function receiptRoutes(deps: AppDeps): RequestHandler {
  const router = Router();
  router.get('/:id', async (req, res, next) => {
    try {
      const id = req.params.id;
      const expires = Number(req.query.expires);
      const given = Buffer.from(String(req.query.signature ?? ''));
      const expected = Buffer.from(isUuid(id) && Number.isInteger(expires) ? sign(deps.config, id, expires) : '');
      const valid = given.length === expected.length && expected.length > 0 && timingSafeEqual(given, expected);
      if (!valid || expires * 1000 < Date.now()) {
        res
          .status(403)
          .type('text/plain')
          .send('This receipt link has expired or is not valid. Open it again from your payments page.');
        return;
      }
      const p = await deps.db.manager.findOneBy(PaymentEntity, { id });
      if (!p) {
        res.status(404).type('text/plain').send('No such receipt.');
        return;
      }
      const user = p.userId
        ? await deps.db.manager.findOne(UserEntity, {
            where: { id: p.userId },
            select: { id: true, displayName: true, email: true },
          })
        : null;
      const billedTo = user ? [user.displayName.trim(), user.email].filter(Boolean).join('\n') : null;
      const rows: [string, string][] = [
        ['Receipt', p.id],
        ...(billedTo ? [['Billed to', billedTo] as [string, string]] : []),
        ['For', p.description],
        ['Date', longDay(p.paidAt ?? p.createdAt)],
        ['Amount', `${formatUsd(p.amountCents)} ${p.currency}`],
        ...(p.amountRefundedCents > 0 ? [['Refunded', formatUsd(p.amountRefundedCents)] as [string, string]] : []),
        ['Status', p.status.charAt(0).toUpperCase() + p.status.slice(1)],
        ['Reference', p.providerId],
      ];
      res
        .status(200)
        .set('Cache-Control', 'private, no-store')
        .set('X-Robots-Tag', 'noindex')
        .type('html')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Receipt · Framestock</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1d1d1f}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);column-gap:1.5rem;margin:0}
dt,dd{margin:0;padding:8px 0;border-bottom:1px solid #ddd}dt{color:#555}
dd{text-align:right;overflow-wrap:anywhere;white-space:pre-line}</style></head>
<body><h1>Framestock receipt</h1><dl>
${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}
</dl>
${p.providerId.includes('_test_') ? '<p><strong>Test mode — no card was charged.</strong></p>' : ''}
</body></html>`,
        );
    } catch (err) {
      next(err);
    }
  });
  return router;
}
