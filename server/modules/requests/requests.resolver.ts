import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, Role, signedIn } from '../../graphql/auth.js';
import { mapConnection } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { byKeys, defineLoader } from '../../graphql/loaders.js';
import { userById } from '../accounts/index.js';
import { Media, publishedMediaByIds } from '../catalog/index.js';
import {
  createRequest,
  listRequests,
  requestById,
  setVote,
  similarRequests,
  toRequest,
  votedByViewer,
} from './requests.service.js';
import {
  AssetRequest,
  AssetRequestConnection,
  AssetRequestsArgs,
  CreateAssetRequestInput,
  CreateAssetRequestPayload,
  MergeAssetRequestsInput,
  MergeAssetRequestsPayload,
  SetAssetRequestVoteInput,
  SetAssetRequestVotePayload,
  UpdateAssetRequestStatusInput,
  UpdateAssetRequestStatusPayload,
} from './requests.types.js';
import { mergeRequests, updateStatus } from './requests-admin.service.js';

const votedFor = defineLoader<string, boolean>('requestVotedByViewer', async (ctx, ids) => {
  const viewer = await signedIn(ctx);
  const voted = await votedByViewer(ctx, viewer.id, ids);
  return ids.map((id) => voted.has(id));
});

/** The published items linked to each request: the links and the items, two statements for a whole page. */
const linkedItems = defineLoader<string, Media[]>('requestItems', async (ctx, ids) => {
  const links: { request_id: string; media_id: string }[] = await ctx.app.db.query(
    'SELECT request_id, media_id FROM asset_request_items WHERE request_id = ANY($1) ORDER BY position',
    [ids],
  );
  const items = await publishedMediaByIds(ctx, [...new Set(links.map((l) => l.media_id))]);
  const byId = new Map(items.map((i) => [i.id, i]));
  return ids.map((id) => links.flatMap((l) => (l.request_id === id ? (byId.get(l.media_id) ?? []) : [])));
});

const categoryName = defineLoader<string, string>('requestCategoryName', async (ctx, ids) => {
  const rows: { id: string; name: string }[] = await ctx.app.db.query(
    'SELECT id, name FROM categories WHERE id = ANY($1)',
    [ids],
  );
  return byKeys(ids, rows, (r) => r.id).map((r) => r?.name ?? null);
});

@Resolver(() => AssetRequest)
export class AssetRequestResolver {
  @Query(() => AssetRequestConnection, { description: 'The request board.' })
  @Auth()
  async assetRequests(@Ctx() ctx: Context, @Args() args: AssetRequestsArgs) {
    return mapConnection(await listRequests(ctx, args), toRequest);
  }

  @Query(() => AssetRequest, { nullable: true, description: 'One request, or null when there is none with that id.' })
  @Auth()
  async assetRequest(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The request.' }) id: string) {
    const row = await requestById(ctx, id);
    return row ? toRequest(row) : null;
  }

  @Query(() => [AssetRequest], {
    description:
      'Open, planned or in-progress requests whose titles share words with `title` (at most 5): vote instead of asking twice.',
  })
  @Auth()
  async similarAssetRequests(
    @Ctx() ctx: Context,
    @Arg('title', { description: 'What the member is typing (240 characters at most).' }) title: string,
  ) {
    return (await similarRequests(ctx, title)).map(toRequest);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer voted for it.' })
  async viewerHasVoted(@Root() r: AssetRequest, @Ctx() ctx: Context): Promise<boolean> {
    return (await votedFor(ctx).load(r.id)) ?? false;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer asked for it.' })
  async isMine(@Root() r: AssetRequest, @Ctx() ctx: Context): Promise<boolean> {
    return r.requesterId === (await signedIn(ctx)).id;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The requester’s display name; null once their account is gone.',
  })
  async requesterName(@Root() r: AssetRequest, @Ctx() ctx: Context): Promise<string | null> {
    return r.requesterId ? ((await userById(ctx).load(r.requesterId))?.displayName ?? null) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The name of its category, when it has one.' })
  async categoryName(@Root() r: AssetRequest, @Ctx() ctx: Context): Promise<string | null> {
    return r.categoryId ? await categoryName(ctx).load(r.categoryId) : null;
  }

  @FieldResolver(() => [Media], { description: 'The published items that fulfil it (FULFILLED).' })
  async items(@Root() r: AssetRequest, @Ctx() ctx: Context): Promise<Media[]> {
    return (await linkedItems(ctx).load(r.id)) ?? [];
  }

  @Mutation(() => CreateAssetRequestPayload, { description: 'Asks for an asset; the requester’s vote is counted.' })
  @Auth()
  createAssetRequest(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The request.' }) input: CreateAssetRequestInput,
  ) {
    return createRequest(ctx, input);
  }

  @Mutation(() => SetAssetRequestVotePayload, { description: 'Votes for a request, or takes the vote back.' })
  @Auth()
  setAssetRequestVote(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The vote.' }) input: SetAssetRequestVoteInput,
  ) {
    return setVote(ctx, input);
  }

  @Mutation(() => UpdateAssetRequestStatusPayload, {
    description:
      'Moves a request on (plan, start, fulfil with items, decline with a reason); tells requester and voters.',
  })
  @Auth(Role.ADMIN)
  updateAssetRequestStatus(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The change.' }) input: UpdateAssetRequestStatusInput,
  ) {
    return updateStatus(ctx, input);
  }

  @Mutation(() => MergeAssetRequestsPayload, {
    description: 'Folds a duplicate into another request: votes move, voters of the duplicate are told once.',
  })
  @Auth(Role.ADMIN)
  mergeAssetRequests(@Ctx() ctx: Context, @Arg('input', { description: 'The pair.' }) input: MergeAssetRequestsInput) {
    return mergeRequests(ctx, input);
  }
}
