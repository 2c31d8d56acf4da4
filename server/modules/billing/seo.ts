/**
 * The pricing pages' head in the raw HTML: a Product with its Offers (USD,
 * monthly and yearly, in stock) for each plan on offer, so search engines
 * read the prices without running the app. One query (plans with prices).
 */
import { pageTitle, SITE_NAME } from '../../../client/src/routeTable.js';
import { formatPrice, type JsonLd } from '../../http/seo/json-ld.js';
import type { PageHeadResolver } from '../../http/seo/page-meta.js';
import { isIndexable } from '../../http/seo/site.js';
import { socialImageUrl } from '../../http/seo/social-image.js';
import { CURRENCY } from './money.js';
import { listPlans, type PlanWithPrices } from './plans.service.js';

function offer(url: string, cents: number, duration: 'P1M' | 'P1Y' | null, name: string): JsonLd {
  return {
    '@type': 'Offer',
    name,
    price: formatPrice(cents),
    priceCurrency: CURRENCY,
    availability: 'https://schema.org/InStock',
    url,
    ...(duration
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: formatPrice(cents),
            priceCurrency: CURRENCY,
            billingDuration: duration,
          },
        }
      : {}),
  };
}

export function planProductLd({ plan, prices }: PlanWithPrices, url: string): JsonLd {
  // Monthly first, then yearly.
  const current = prices.filter((p) => p.current).sort((a, b) => a.interval.localeCompare(b.interval));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${SITE_NAME} ${plan.name}`,
    description: plan.description || plan.features.join('. '),
    sku: plan.slug,
    productID: plan.id,
    url,
    offers: plan.isFree
      ? [offer(url, 0, null, `${plan.name} plan`)]
      : current.map((p) =>
          offer(
            url,
            p.amountCents,
            p.interval === 'YEAR' ? 'P1Y' : 'P1M',
            `${plan.name}, billed ${p.interval === 'YEAR' ? 'yearly' : 'monthly'}`,
          ),
        ),
  };
}

const pricingHead: PageHeadResolver = async ({ deps, site, route }) => {
  const plans = await listPlans(deps.db.manager, { includeArchived: false });
  const url = `${site}/public/pricing`;
  const names = plans.map((p) => p.plan.name).join(', ');
  const description = `${SITE_NAME} plans${names ? ` — ${names}` : ''}: premium video assets, images and audio for creators. Monthly or yearly in USD, cancel any time.`;
  return {
    status: 200,
    head: {
      title: pageTitle('Pricing'),
      description,
      canonical: url,
      noindex: !isIndexable(route),
      image: socialImageUrl(site, 'Pricing', description),
      jsonLd: plans.map((p) => planProductLd(p, url)),
    },
  };
};

export const pricingPages: Record<string, PageHeadResolver> = {
  'public-pricing': pricingHead,
  'members-pricing': pricingHead,
};
