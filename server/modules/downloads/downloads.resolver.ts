import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { SQL_COST } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { Media } from '../catalog/index.js';
import { downloadAnalytics } from './analytics.service.js';
import { DownloadAnalytics, DownloadAnalyticsArgs } from './analytics.types.js';
import {
  Download,
  DownloadConnection,
  DownloadItemInput,
  DownloadItemPayload,
  DownloadLicence,
  DownloadMeter,
  LicencePayload,
  LicenceVerification,
  MyDownloadsArgs,
  RevokeLicenceInput,
  SetLicenceProjectInput,
} from './downloads.types.js';
import { grantDownload } from './grant.service.js';
import { downloadsOf, licenceById, licencesCsv, publishedMedia, toLicence } from './history.service.js';
import { revokeLicence, setLicenceProject, verifyLicence } from './licences.service.js';
import { downloadMeter } from './meter.js';

async function viewerId(ctx: Context): Promise<string> {
  const viewer = await ctx.viewer();
  if (!viewer) throw new Error('runs behind @auth');
  return viewer.id;
}

@Resolver(() => Download)
export class DownloadsResolver {
  @Query(() => DownloadMeter, {
    description: 'The viewer’s fair-use meter: downloads used this period, the allowance and when it resets.',
  })
  @Auth()
  async myDownloadMeter(@Ctx() ctx: Context): Promise<DownloadMeter> {
    return downloadMeter(ctx.app.db, await viewerId(ctx), { graceDays: ctx.app.config.billing.pastDueGraceDays });
  }

  @Query(() => DownloadConnection, { description: 'The viewer’s downloads, newest first, with their licences.' })
  @Auth()
  async myDownloads(@Ctx() ctx: Context, @Args() args: MyDownloadsArgs) {
    return downloadsOf(ctx, await viewerId(ctx), args);
  }

  @Query(() => String, {
    description:
      'Every licence of the viewer as CSV (licence id, item, type, plan, date, project, status, verify URL).',
  })
  @Auth()
  async myLicencesCsv(@Ctx() ctx: Context): Promise<string> {
    const origin = ctx.app.config.siteUrl ?? `${ctx.req.protocol}://${ctx.req.get('host')}`;
    return licencesCsv(ctx.app.db, origin, await viewerId(ctx));
  }

  @Query(() => LicenceVerification, {
    nullable: true,
    name: 'licence',
    description: 'Public licence check by id: valid or revoked, item, type, date. No personal data. Null if unknown.',
  })
  checkLicence(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The licence id.' }) id: string) {
    return verifyLicence(ctx.app.db.manager, id);
  }

  @Mutation(() => DownloadItemPayload, {
    description:
      'Download a media item or a bundle: checks the plan (SUBSCRIPTION_REQUIRED) and the fair-use allowance ' +
      '(FAIR_USE_LIMIT), records the download with its licence once per period, and returns a short-lived URL.',
  })
  @Auth()
  downloadItem(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The item to download and an optional project name.' }) input: DownloadItemInput,
  ) {
    return grantDownload(ctx, input);
  }

  @Mutation(() => LicencePayload, { description: 'Name (or clear) the project of one of the viewer’s licences.' })
  @Auth()
  setLicenceProject(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The licence and its project name.' }) input: SetLicenceProjectInput,
  ) {
    return setLicenceProject(ctx, input);
  }

  @Query(() => DownloadAnalytics, {
    description:
      'Downloads over a date range (admins): totals, a series by day, week or month split by kind, and the ' +
      'split by category, platform and plan with the top items and members. Aggregated in SQL.',
    // A handful of range-scan aggregates over a capped range, for admins: priced as one aggregate pass.
    complexity: SQL_COST.aggregate,
  })
  @Auth(Role.ADMIN)
  downloadAnalytics(@Ctx() ctx: Context, @Args() args: DownloadAnalyticsArgs): Promise<DownloadAnalytics> {
    return downloadAnalytics(ctx.app.db.manager, args);
  }

  @Mutation(() => LicencePayload, { description: 'Revoke a licence with a reason (refund, chargeback, abuse).' })
  @Auth(Role.ADMIN)
  revokeLicence(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The licence and why it is revoked.' }) input: RevokeLicenceInput,
  ) {
    return revokeLicence(ctx, input);
  }

  @FieldResolver(() => DownloadLicence, { description: 'Its licence.' })
  async licence(@Ctx() ctx: Context, @Root() d: Download): Promise<DownloadLicence> {
    if (d.licence) return d.licence;
    const l = await licenceById(ctx).load(d.licenceId);
    if (!l) throw new Error(`download ${d.id} has no licence`);
    return toLicence(ctx.app.config, l);
  }

  @FieldResolver(() => Media, {
    nullable: true,
    description: 'The media item as the catalogue shows it now; null for bundles and items no longer published.',
  })
  async media(@Ctx() ctx: Context, @Root() d: Download): Promise<Media | null> {
    return d.mediaId ? publishedMedia(ctx).load(d.mediaId) : null;
  }
}
