/**
 * `POST /api/stripe/webhook`: the raw body (no JSON parser runs before module
 * routes), at most 1 MB, handed to receiveWebhook with its signature header.
 * 400 = refused (bad signature), 200 = handled, repeated or ignored; a failure
 * while handling is 500 and nothing is recorded, so Stripe retries it.
 */
import { type RequestHandler, Router } from 'express';
import type { AppDeps } from '../../graphql/context.js';
import { providerOf } from './provider-registry.js';
import { receiveWebhook } from './webhooks.js';

const MAX_BODY_BYTES = 1024 * 1024;

export function webhookRoute(deps: AppDeps): RequestHandler {
  const router = Router();
  router.post('/', async (req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) {
        res.status(413).json({ error: 'Payload too large.' });
        return;
      }
      chunks.push(chunk as Buffer);
    }
    try {
      const outcome = await receiveWebhook(deps, providerOf(deps), Buffer.concat(chunks), req.get('stripe-signature'));
      if (outcome.status === 400) res.status(400).json({ error: outcome.error });
      else res.status(200).json({ received: true, result: outcome.result });
    } catch (err) {
      req.log?.error({ err }, 'webhook handling failed; the provider will retry');
      res.status(500).json({ error: 'Handling failed; retry later.' });
    }
  });
  return router;
}
