import type { AppDeps } from '../../../graphql/context.js';
import { type JobDefinition, jobName } from '../../../jobs/queue.js';
import { testModeOf } from '../provider-registry.js';

const TEST_MODE_CLOCK = jobName('billing.test-mode-clock');

/** Test mode's passing of time: every 10 minutes, renew or end the subscriptions whose period is over. */
export function testModeJobs(deps: AppDeps): JobDefinition[] {
  if (deps.config.billing.stripe) return [];
  return [
    {
      job: TEST_MODE_CLOCK,
      cron: '*/10 * * * *',
      async handler() {
        const n = await testModeOf(deps)?.advanceClock();
        if (n) deps.log.info({ subscriptions: n }, 'test mode: renewed or ended subscriptions');
      },
    },
  ];
}
