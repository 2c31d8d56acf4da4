/**
 * The provider this app runs on: Stripe when configured, else test mode. One
 * per app (it holds no state of its own: the SDK client, or a handle on the
 * database), made on first use.
 */
import type { AppDeps } from '../../graphql/context.js';
import type { PaymentProvider } from './provider.js';
import { stripeProvider } from './stripe-provider.js';
import { type TestModeProvider, testModeProvider } from './test-mode/test-mode-provider.js';
import { receiveWebhook } from './webhooks.js';

const providers = new WeakMap<AppDeps, PaymentProvider>();

export function providerOf(deps: AppDeps): PaymentProvider {
  let provider = providers.get(deps);
  if (!provider) {
    const stripe = deps.config.billing.stripe;
    provider = stripe
      ? stripeProvider(stripe)
      : testModeProvider(deps.db, deps.config.billing.testModeWebhookSecret, async (raw, signature) => {
          const outcome = await receiveWebhook(deps, providerOf(deps), raw, signature);
          if (outcome.status !== 200) throw new Error(`test-mode webhook refused: ${outcome.error}`);
        });
    providers.set(deps, provider);
  }
  return provider;
}

/** The test-mode provider, or null when Stripe is configured. */
export function testModeOf(deps: AppDeps): TestModeProvider | null {
  const provider = providerOf(deps);
  return provider.mode === 'TEST' ? (provider as TestModeProvider) : null;
}
