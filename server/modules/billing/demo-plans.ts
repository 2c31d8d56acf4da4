/**
 * Demo plans for a newcomer's first start: Creator and Studio beside the Free
 * plan the migration made. Two small inserts, only when no paid plan exists.
 */
import type { DataSource } from 'typeorm';
import { PlanEntity, PlanPriceEntity } from './plan.entity.js';

const GB = 1_000_000_000;

export const DEMO_PLANS = [
  {
    slug: 'creator',
    name: 'Creator',
    description: 'For creators who post every week.',
    features: [
      'Every Premium asset, image and track',
      '100 downloads a month',
      'Personal licence for your own channels',
      'File converter: 120 minutes a month, files up to 2 GB',
    ],
    downloadAllowance: 100,
    licence: 'PERSONAL' as const,
    converterMaxFileBytes: 2 * GB,
    converterMinutesPerMonth: 120,
    highlighted: true,
    monthly: 1200,
    yearly: 12000,
  },
  {
    slug: 'studio',
    name: 'Studio',
    description: 'For editors and teams doing client work.',
    features: [
      'Every Premium asset, image and track',
      '500 downloads a month',
      'Commercial licence: client work, ads, monetised channels',
      'File converter: 600 minutes a month, files up to 10 GB',
    ],
    downloadAllowance: 500,
    licence: 'COMMERCIAL' as const,
    converterMaxFileBytes: 10 * GB,
    converterMinutesPerMonth: 600,
    highlighted: false,
    monthly: 2900,
    yearly: 29000,
  },
];

export async function ensureDemoPlans(db: DataSource): Promise<void> {
  await db.transaction(async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('billing:plans'))`);
    if (await m.existsBy(PlanEntity, { isFree: false })) return;
    for (const [i, p] of DEMO_PLANS.entries()) {
      const plan = await m.save(
        m.create(PlanEntity, {
          slug: p.slug,
          name: p.name,
          description: p.description,
          features: p.features,
          downloadAllowance: p.downloadAllowance,
          licence: p.licence,
          converterMaxFileBytes: p.converterMaxFileBytes,
          converterMinutesPerMonth: p.converterMinutesPerMonth,
          highlighted: p.highlighted,
          position: i + 1,
        }),
      );
      await m.insert(PlanPriceEntity, [
        { planId: plan.id, interval: 'MONTH', amountCents: p.monthly },
        { planId: plan.id, interval: 'YEAR', amountCents: p.yearly },
      ]);
    }
  });
}
