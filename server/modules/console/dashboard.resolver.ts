import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { SQL_COST } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { AUTO_BUCKET_MAX_DAYS } from '../analytics/index.js';
import {
  audienceTiles,
  catalogTiles,
  dashboardPeriod,
  jobTiles,
  MAX_ANALYTICS_DAYS,
  MAX_DAILY_ANALYTICS_DAYS,
  MAX_DASHBOARD_DAYS,
  requestTiles,
  revenueTiles,
  siteAnalytics,
} from './dashboard.service.js';
import {
  AdminDashboard,
  AnalyticsBucket,
  AudienceTiles,
  CatalogTiles,
  JobTiles,
  RequestTiles,
  RevenueTiles,
  SiteAnalytics,
} from './dashboard.types.js';

@Resolver(() => AdminDashboard)
export class DashboardResolver {
  @Query(() => AdminDashboard, {
    description: 'The admin dashboard over the last `days` days, against the days before.',
  })
  @Auth(Role.ADMIN)
  adminDashboard(
    @Arg('days', () => Int, { defaultValue: 30, description: `Period length, 1–${MAX_DASHBOARD_DAYS} days.` })
    days: number,
  ): AdminDashboard {
    return dashboardPeriod(days);
  }

  @FieldResolver(() => RevenueTiles, {
    description: 'MRR, subscribers, churn, revenue (one statement).',
    complexity: SQL_COST.aggregate,
  })
  revenue(@Root() d: AdminDashboard, @Ctx() ctx: Context) {
    return revenueTiles(ctx, d);
  }

  @FieldResolver(() => AudienceTiles, {
    description: 'Sign-ups, visitors, conversion (four statements).',
    complexity: SQL_COST.aggregate,
  })
  audience(@Root() d: AdminDashboard, @Ctx() ctx: Context) {
    return audienceTiles(ctx, d);
  }

  @FieldResolver(() => CatalogTiles, {
    description: 'Approvals, storage, downloads (one statement).',
    complexity: SQL_COST.aggregate,
  })
  catalog(@Ctx() ctx: Context) {
    return catalogTiles(ctx);
  }

  @FieldResolver(() => JobTiles, { description: 'Job queue health (one statement).', complexity: SQL_COST.count })
  jobs(@Ctx() ctx: Context) {
    return jobTiles(ctx);
  }

  @FieldResolver(() => RequestTiles, { description: 'The request board (one statement).', complexity: SQL_COST.count })
  requests(@Ctx() ctx: Context) {
    return requestTiles(ctx);
  }

  @Query(() => SiteAnalytics, {
    description: `Traffic, sign-ups, sign-ins, purchases, revenue and MRR over a range of whole UTC days (at most ${MAX_ANALYTICS_DAYS}), from rollups, in points of a day, an ISO week or a month: by default the server picks by the range's length (DAY up to ${AUTO_BUCKET_MAX_DAYS.day} days, WEEK up to ${AUTO_BUCKET_MAX_DAYS.week}, MONTH beyond) and says which in \`bucket\`.`,
    complexity: SQL_COST.aggregate,
  })
  @Auth(Role.ADMIN)
  siteAnalytics(
    @Ctx() ctx: Context,
    @Arg('from', () => Date, { description: 'First day (its UTC date is used).' }) from: Date,
    @Arg('to', () => Date, { description: 'Day after the last (excluded).' }) to: Date,
    @Arg('bucket', () => AnalyticsBucket, {
      nullable: true,
      description: `Width of each point; leave out (or null) for the server's choice by range. DAY covers at most ${MAX_DAILY_ANALYTICS_DAYS} days.`,
    })
    bucket?: AnalyticsBucket | null,
  ) {
    return siteAnalytics(ctx, { from, to, bucket });
  }
}
