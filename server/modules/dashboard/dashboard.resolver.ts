/**
 * `memberDashboard`: the member's home composed from the other modules'
 * exported functions, one field resolver per block. Each block runs a fixed
 * number of statements (pinned in test/api/dashboard.test.ts): a list of ids
 * or rows, then one `publishedMediaByIds` for its cards, whose relations come
 * through the request's DataLoaders.
 */
import { Ctx, Extensions, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Auth, signedIn } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { listCost, SQL_PER_PARENT } from '../../graphql/limits.js';
import { Media, publishedMediaByIds } from '../catalog/index.js';
import { DownloadMeter, downloadedCategoryIds, downloadMeter, recentDownloads } from '../downloads/index.js';
import { recentFavorites } from '../favorites/index.js';
import { newForYou } from '../follows/index.js';
import { latestUnread, Notification, toNotification, unreadCountOf } from '../notifications/index.js';
import { AssetRequest, memberRequests } from '../requests/index.js';
import {
  DASHBOARD_DOWNLOADS,
  DASHBOARD_FAVORITES,
  DASHBOARD_NEW_FOR_YOU,
  DASHBOARD_NOTIFICATIONS,
  DASHBOARD_REQUESTS,
  DashboardDownload,
  MemberDashboard,
} from './dashboard.types.js';

@Resolver(() => MemberDashboard)
export class DashboardResolver {
  @Query(() => MemberDashboard, {
    description:
      'The viewer’s home (/members/dashboard): plan and meter, recent activity, new items, requests, unread notifications.',
  })
  @Auth()
  async memberDashboard(@Ctx() ctx: Context): Promise<MemberDashboard> {
    return { userId: (await signedIn(ctx)).id };
  }

  // Each block runs its own statements: never under a list (there is one dashboard per request).
  @Extensions({ [SQL_PER_PARENT]: true })
  @FieldResolver(() => DownloadMeter, { description: 'The plan in force and its fair-use meter.' })
  meter(@Root() d: MemberDashboard, @Ctx() ctx: Context) {
    return meterOf(d, ctx);
  }

  @Extensions({ [SQL_PER_PARENT]: true })
  @FieldResolver(() => Boolean, {
    description: 'True when no subscription is running (the Free plan is in force): the page offers the plans.',
  })
  async isFreePlan(@Root() d: MemberDashboard, @Ctx() ctx: Context): Promise<boolean> {
    return (await meterOf(d, ctx)).isFree;
  }

  @Extensions({ [SQL_PER_PARENT]: true })
  @FieldResolver(() => [DashboardDownload], {
    description: `The latest downloads, newest first (at most ${DASHBOARD_DOWNLOADS}).`,
    complexity: listCost(DASHBOARD_DOWNLOADS),
  })
  async recentDownloads(@Root() d: MemberDashboard, @Ctx() ctx: Context): Promise<DashboardDownload[]> {
    const rows = await recentDownloads(ctx.app.db, d.userId, DASHBOARD_DOWNLOADS);
    const ids = [...new Set(rows.flatMap((r) => (r.mediaId ? [r.mediaId] : [])))];
    const byId = new Map((await publishedMediaByIds(ctx, ids)).map((m) => [m.id, m]));
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      kind: r.kind,
      downloadedAt: r.downloadedAt,
      media: (r.mediaId && byId.get(r.mediaId)) || null,
    }));
  }

  @Extensions({ [SQL_PER_PARENT]: true })
  @FieldResolver(() => [Media], {
    description: `The latest favourites that are published, newest first (at most ${DASHBOARD_FAVORITES}).`,
    complexity: listCost(DASHBOARD_FAVORITES),
  })
  async recentFavorites(@Root() d: MemberDashboard, @Ctx() ctx: Context): Promise<Media[]> {
    const rows = await recentFavorites(ctx.app.db, d.userId, DASHBOARD_FAVORITES);
    return publishedMediaByIds(
      ctx,
      rows.map((r) => r.mediaId),
    );
  }

  @Extensions({ [SQL_PER_PARENT]: true })
  @FieldResolver(() => [Media], {
    description: `The newest published items in the categories and platforms the viewer follows or downloads from (at most ${DASHBOARD_NEW_FOR_YOU}); empty for a member who has done neither.`,
    complexity: listCost(DASHBOARD_NEW_FOR_YOU),
  })
  async newForYou(@Root() d: MemberDashboard, @Ctx() ctx: Context): Promise<Media[]> {
    const downloaded = await downloadedCategoryIds(ctx.app.db, d.userId);
    return publishedMediaByIds(ctx, await newForYou(ctx.app.db.manager, d.userId, DASHBOARD_NEW_FOR_YOU, downloaded));
  }

  @Extensions({ [SQL_PER_PARENT]: true })
  @FieldResolver(() => [AssetRequest], {
    description: `The viewer’s own requests and those they voted for, most recently changed first (at most ${DASHBOARD_REQUESTS}); \`isMine\` tells them apart.`,
    complexity: listCost(DASHBOARD_REQUESTS),
  })
  requests(@Root() d: MemberDashboard, @Ctx() ctx: Context): Promise<AssetRequest[]> {
    return memberRequests(ctx.app.db, d.userId, DASHBOARD_REQUESTS);
  }

  @Extensions({ [SQL_PER_PARENT]: true })
  @FieldResolver(() => [Notification], {
    description: `The newest unread notifications (at most ${DASHBOARD_NOTIFICATIONS}).`,
    complexity: listCost(DASHBOARD_NOTIFICATIONS),
  })
  async unreadNotifications(@Root() d: MemberDashboard, @Ctx() ctx: Context): Promise<Notification[]> {
    return (await latestUnread(ctx.app.db.manager, d.userId, DASHBOARD_NOTIFICATIONS)).map(toNotification);
  }

  @Extensions({ [SQL_PER_PARENT]: true })
  @FieldResolver(() => Int, { description: 'How many notifications are unread in all.' })
  unreadNotificationCount(@Root() d: MemberDashboard, @Ctx() ctx: Context): Promise<number> {
    return unreadCountOf(ctx.app.db.manager, d.userId);
  }
}

function meterOf(d: MemberDashboard, ctx: Context) {
  d.meter ??= downloadMeter(ctx.app.db, d.userId, { graceDays: ctx.app.config.billing.pastDueGraceDays });
  return d.meter;
}
