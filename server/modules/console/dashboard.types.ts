import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

@ObjectType({ description: 'A number over the chosen period, with the same number over the period before it.' })
export class Kpi {
  @Field(() => Float, { description: 'This period.' })
  value: number;

  @Field(() => Float, { nullable: true, description: 'The period before (same length); null when it does not apply.' })
  previous: number | null;
}

@ObjectType({ description: 'Subscriptions and revenue (from billing).' })
export class RevenueTiles {
  @Field(() => Kpi, { description: 'Monthly recurring revenue in US cents at the end of each period.' })
  mrrCents: Kpi;

  @Field(() => Kpi, { description: 'Running subscriptions at the end of each period.' })
  activeSubscribers: Kpi;

  @Field(() => Kpi, { description: 'Subscriptions started in the period.' })
  newSubscribers: Kpi;

  @Field(() => Kpi, {
    description: 'Churn: subscriptions ended in the period, as a percentage of those running at its start.',
  })
  churnPercent: Kpi;

  @Field(() => Kpi, { description: 'Revenue paid in the period, net of refunds, US cents.' })
  revenueCents: Kpi;
}

@ObjectType({ description: 'Visitors, sign-ups and conversion.' })
export class AudienceTiles {
  @Field(() => Kpi, { description: 'Accounts created in the period.' })
  signUps: Kpi;

  @Field(() => Kpi, { description: 'Visitor-days in the period (a visitor counts once a day), from page_view events.' })
  visitors: Kpi;

  @Field(() => Kpi, {
    description: 'Sign-up events per 100 visitor-days (the analytics events, as the Analytics funnel counts them).',
  })
  visitorToSignUpPercent: Kpi;

  @Field(() => Kpi, { description: 'New subscriptions per 100 sign-ups.' })
  signUpToSubscriberPercent: Kpi;
}

@ObjectType({ description: 'Catalogue, downloads and storage.' })
export class CatalogTiles {
  @Field(() => Int, { description: 'Items waiting for review now.' })
  pendingApprovals: number;

  @Field(() => Int, { description: 'Published items now.' })
  published: number;

  @Field(() => Float, { description: 'Bytes of every stored file (originals and derivatives).' })
  storageBytes: number;

  @Field(() => Int, { description: 'Downloads recorded today (UTC).' })
  downloadsToday: number;

  @Field(() => Int, { description: 'Downloads in the last 7 days.' })
  downloads7d: number;

  @Field(() => Kpi, { description: 'Downloads in the last 30 days, against the 30 before.' })
  downloads30d: Kpi;
}

@ObjectType({ description: 'Background jobs (pg-boss).' })
export class JobTiles {
  @Field(() => Int, { description: 'Jobs waiting to run now.' })
  waiting: number;

  @Field(() => Int, { description: 'Jobs that failed for good in the last 24 hours.' })
  failed24h: number;
}

@ObjectType({ description: 'The request board (requests module).' })
export class RequestTiles {
  @Field(() => Int, { description: 'Requests still OPEN: collecting votes, waiting for an admin to plan or decline.' })
  open: number;
}

@ObjectType({
  description: 'The admin dashboard: each group of tiles is read only when selected, in one or two statements.',
})
export class AdminDashboard {
  @Field(() => Int, { description: 'Length of the period in days.' })
  days: number;

  @Field({ description: 'Start of the period.' })
  from: Date;

  @Field({ description: 'End of the period (now).' })
  to: Date;
}

export enum AnalyticsBucket {
  DAY = 'day',
  WEEK = 'week',
  MONTH = 'month',
}
registerEnumType(AnalyticsBucket, {
  name: 'AnalyticsBucket',
  description: 'Width of one point of an analytics series.',
  valuesConfig: {
    DAY: { description: 'One UTC day.' },
    WEEK: { description: 'One ISO week (from Monday).' },
    MONTH: { description: 'One calendar month.' },
  },
});

@ObjectType({
  description:
    'One point of the analytics series: the sums of the daily rollups from `start` to `end`. A week or month the range cuts is clipped to the range (`partial`).',
})
export class AnalyticsPoint {
  @Field({
    description:
      "First day the point counts (UTC midnight): the bucket's start (the day; the Monday of an ISO week; the 1st of a month), or the range's start when the range begins inside the bucket.",
  })
  start: Date;

  @Field({
    description:
      "Day after the last day the point counts (UTC midnight, excluded): the bucket's end, or the range's end when the range ends inside the bucket.",
  })
  end: Date;

  @Field(() => Int, {
    description: 'Days counted, from `start` to `end`: 1 for DAY, up to 7 for WEEK, up to 31 for MONTH.',
  })
  days: number;

  @Field({
    description:
      'True when the range cuts the bucket (a first or last week or month): only the days from `start` to `end` are counted, so the point is not comparable with a whole one.',
  })
  partial: boolean;

  @Field(() => Int, { description: 'Page views.' })
  pageViews: number;

  @Field(() => Int, {
    description:
      "Visitor-days: daily unique visitors summed over the days counted. Visitor ids are new every day (no cookie), so a visitor who comes on three days of a week counts three times; for DAY points this is the day's unique visitors.",
  })
  visitors: number;

  @Field(() => Int, { description: '`sign_up` events.' })
  signUps: number;

  @Field(() => Int, { description: '`login` events.' })
  signIns: number;

  @Field(() => Int, { description: '`purchase` events (paid invoices and item checkouts).' })
  purchases: number;

  @Field(() => Float, { description: 'Revenue of those purchases, US cents.' })
  revenueCents: number;

  @Field(() => Float, { description: 'MRR at `end`, US cents (from billing).' })
  mrrCents: number;
}

@ObjectType({ description: 'A page path or referrer host with its counts.' })
export class AnalyticsKeyCount {
  @Field({
    description:
      'The path (e.g. /public/browse: no query string or fragment, lower-case, no trailing slash) or referrer host (e.g. www.google.com).',
  })
  key: string;

  @Field(() => Int, { description: 'Page views.' })
  views: number;

  @Field(() => Int, { description: 'Visitor-days (daily unique visitors summed over the range).' })
  visitors: number;
}

@ObjectType({ description: 'Site analytics over a range, from daily rollups (at most a minute behind).' })
export class SiteAnalytics {
  @Field({ description: 'Start of the range (UTC day).' })
  from: Date;

  @Field({ description: 'End of the range (UTC day, excluded).' })
  to: Date;

  @Field(() => AnalyticsBucket, {
    description:
      'Width of each point: the `bucket` asked for, or the one the server chose by the range (DAY up to 92 days, WEEK up to 366, MONTH beyond).',
  })
  bucket: AnalyticsBucket;

  @Field(() => [AnalyticsPoint], {
    description:
      'One point per bucket, empty ones included, oldest first (at most 400); the first and last may be partial.',
  })
  series: AnalyticsPoint[];

  @Field(() => [AnalyticsKeyCount], { description: 'The 20 most viewed pages.' })
  topPages: AnalyticsKeyCount[];

  @Field(() => [AnalyticsKeyCount], { description: 'The 20 most frequent referrer hosts.' })
  topReferrers: AnalyticsKeyCount[];
}
