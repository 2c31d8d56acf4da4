import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { toUser, User, userById } from '../accounts/index.js';
import type { AuditLogEntity } from '../audit/index.js';
import * as media from './media.service.js';
import {
  AdminMediaFilter,
  ApproveMediaPayload,
  ArchiveMediaPayload,
  Asset,
  Audio,
  BulkMediaInput,
  BulkMediaPayload,
  BulkSetMediaAccessInput,
  BulkSetMediaCategoryInput,
  BulkSetMediaPlatformsInput,
  BulkTagMediaInput,
  DeleteMediaPayload,
  ImageWidth,
  Media,
  MediaConnection,
  MediaHistoryEntry,
  MediaIdInput,
  type MediaPayloadShape,
  MediaProcessing,
  MediaRejection,
  MediaSort,
  type MediaStatus,
  type RejectionReason,
  RejectMediaInput,
  RejectMediaPayload,
  ReprocessMediaPayload,
  StoredFile,
  Storyboard,
  SubmitMediaPayload,
  UnarchiveMediaPayload,
  UpdateMediaInput,
  UpdateMediaPayload,
} from './media.types.js';
import { fileUrl, publicFileUrl, storyboardOf, thumbnailsOf, toStoredFile } from './media-files.js';
import * as workflow from './media-workflow.js';
import { categoryById, toCategory } from './taxonomy.service.js';
import { Category, MediaKind, Platform, Tag } from './taxonomy.types.js';

/** Fields of every kind; object types implementing Media inherit these resolvers. */
@Resolver(() => Media)
export class MediaFieldResolver {
  @FieldResolver(() => Category, { nullable: true, description: 'The category; null when none is set yet.' })
  async category(@Ctx() ctx: Context, @Root() m: Media): Promise<Category | null> {
    if (!m.categoryId) return null;
    const row = await categoryById(ctx).load(m.categoryId);
    return row ? toCategory(row) : null;
  }

  @FieldResolver(() => [Tag], { description: 'Tags, by name.' })
  async tags(@Ctx() ctx: Context, @Root() m: Media): Promise<Tag[]> {
    const rows = (await media.tagsByMedia(ctx).load(m.id)) ?? [];
    return rows.map((t) => ({ id: t.id, name: t.name, slug: t.slug }));
  }

  @FieldResolver(() => [Platform], { description: 'The editing platforms it is made for, in display order.' })
  platforms(@Ctx() ctx: Context, @Root() m: Media): Platform[] | Promise<Platform[]> {
    return media
      .platformsByMedia(ctx)
      .with(m.id, (rows) =>
        (rows ?? []).map((p) => ({ id: p.id, name: p.name, slug: p.slug, icon: p.icon, position: p.position })),
      );
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'URL of the WebP thumbnail (640 px wide); null until processed.',
  })
  thumbnailUrl(@Ctx() ctx: Context, @Root() m: Media): string | null | Promise<string | null> {
    return publicFileUrl(ctx, m.id, 'THUMBNAIL');
  }

  @FieldResolver(() => [ImageWidth], {
    description:
      'The thumbnail at every width made, narrowest first, for `srcset`: 320, 640 and 960 px WebP (video and ' +
      'images; a width only when the source is wider than the next smaller one). Empty until processed; items ' +
      'processed before the widths existed get them from a background job.',
  })
  thumbnails(@Ctx() ctx: Context, @Root() m: Media): ImageWidth[] | Promise<ImageWidth[]> {
    return thumbnailsOf(ctx, m.id);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'URL of the watermarked preview (MP4, WebP or MP3 by kind); null until processed.',
  })
  previewUrl(@Ctx() ctx: Context, @Root() m: Media): string | null | Promise<string | null> {
    return publicFileUrl(ctx, m.id, 'PREVIEW');
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => MediaProcessing, { description: 'State of making derivatives from the original.' })
  processing(@Root() m: Media): MediaProcessing {
    return { state: m.processingState, error: m.processingError, processedAt: m.processedAt };
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => MediaRejection, { nullable: true, description: 'Why it was rejected; null unless REJECTED.' })
  rejection(@Root() m: Media): MediaRejection | null {
    return m.rejectionReason ? { reason: m.rejectionReason, note: m.rejectionNote ?? '' } : null;
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => Date, { nullable: true, description: 'When it was last submitted for review.' })
  submittedAt(@Root() m: Media): Date | null {
    return m.submittedAt;
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => String, { description: 'The file name as uploaded.' })
  originalFilename(@Root() m: Media): string {
    return m.originalFilename;
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => [StoredFile], { description: 'Every stored file: the original and its derivatives.' })
  async files(@Ctx() ctx: Context, @Root() m: Media): Promise<StoredFile[]> {
    return ((await media.filesByMedia(ctx).load(m.id)) ?? []).map(toStoredFile);
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => User, { nullable: true, description: 'Who uploaded it; null when that account is gone.' })
  async uploader(@Ctx() ctx: Context, @Root() m: Media): Promise<User | null> {
    const row = m.uploaderId ? await userById(ctx).load(m.uploaderId) : null;
    return row ? toUser(row) : null;
  }

  @Auth(Role.ADMIN)
  @FieldResolver(() => [MediaHistoryEntry], { description: 'What happened to it, newest first (at most 100 entries).' })
  async history(@Ctx() ctx: Context, @Root() m: Media): Promise<MediaHistoryEntry[]> {
    return ((await media.historyByMedia(ctx).load(m.id)) ?? []).map(toHistoryEntry);
  }
}

function toHistoryEntry(a: AuditLogEntity): MediaHistoryEntry {
  const d = a.data as {
    from?: MediaStatus;
    to?: MediaStatus;
    reason?: RejectionReason;
    note?: string;
    changedFields?: string[];
  };
  return {
    at: a.createdAt,
    action: a.action,
    fromStatus: d.from ?? null,
    toStatus: d.to ?? null,
    reason: d.reason ?? null,
    note: d.note ?? null,
    changedFields: Array.isArray(d.changedFields) ? d.changedFields : [],
    actorId: a.actorId,
  };
}

@Resolver(() => MediaHistoryEntry)
export class MediaHistoryEntryResolver {
  @FieldResolver(() => User, { nullable: true, description: 'Who did it; null for the system or a deleted account.' })
  async actor(@Ctx() ctx: Context, @Root() e: MediaHistoryEntry): Promise<User | null> {
    const row = e.actorId ? await userById(ctx).load(e.actorId) : null;
    return row ? toUser(row) : null;
  }
}

@Resolver(() => Asset)
export class AssetResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: 'URL of a muted MP4 loop of at most 6 s for hover previews; null until processed.',
  })
  hoverLoopUrl(@Ctx() ctx: Context, @Root() a: Asset): string | null | Promise<string | null> {
    return publicFileUrl(ctx, a.id, 'HOVER_LOOP');
  }

  @FieldResolver(() => Storyboard, { nullable: true, description: 'Frame sprite for scrubbing; null until processed.' })
  storyboard(@Ctx() ctx: Context, @Root() a: Asset): Storyboard | null | Promise<Storyboard | null> {
    return storyboardOf(ctx, a.id);
  }
}

@Resolver(() => Audio)
export class AudioResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      'URL of the waveform peaks (JSON: `{ sampleRate, samplesPerPixel, length, data }`); null until processed.',
  })
  waveformUrl(@Ctx() ctx: Context, @Root() a: Audio): string | null | Promise<string | null> {
    return publicFileUrl(ctx, a.id, 'WAVEFORM');
  }
}

@Resolver(() => StoredFile)
export class StoredFileResolver {
  @FieldResolver(() => String, {
    description:
      'Where to fetch it: a permanent URL for public files, a signed link valid 15 minutes for the original.',
  })
  url(@Ctx() ctx: Context, @Root() f: StoredFile): Promise<string> {
    return fileUrl(ctx, f);
  }
}

const payload = (p: MediaPayloadShape) => p;

@Resolver()
export class MediaResolver {
  @Query(() => Media, {
    nullable: true,
    description:
      'One published media item, by id or by slug (unique across kinds); null when there is none (or it is not published).',
  })
  mediaItem(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { nullable: true, description: 'The id; takes precedence over slug and kind.' })
    id?: string | null,
    @Arg('slug', () => String, { nullable: true, description: 'The slug.' }) slug?: string | null,
    @Arg('kind', () => MediaKind, {
      nullable: true,
      description: 'With `slug`: the kind the item must be (optional; an item of another kind answers null).',
    })
    kind?: MediaKind | null,
  ): Promise<Media | null> {
    return media.findPublishedMedia(ctx, { id, slug, kind });
  }

  @Auth(Role.ADMIN)
  @Query(() => Media, { nullable: true, description: 'Any media item by id, whatever its status; null when none.' })
  adminMediaItem(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { description: 'The id.' }) id: string,
  ): Promise<Media | null> {
    return media.findAnyMedia(ctx, id);
  }

  @Auth(Role.ADMIN)
  @Query(() => MediaConnection, {
    description: 'Every media item, whatever its status, filtered and sorted (the admin tables and review queue).',
  })
  adminMedia(
    @Ctx() ctx: Context,
    @Args() args: ConnectionArgs,
    @Arg('filter', () => AdminMediaFilter, { nullable: true, description: 'Conditions; all must hold.' })
    filter?: AdminMediaFilter | null,
    @Arg('sort', () => MediaSort, { defaultValue: MediaSort.NEWEST, description: 'Order; default NEWEST.' })
    sort: MediaSort = MediaSort.NEWEST,
  ) {
    return media.listAdminMedia(ctx, filter, sort, args);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UpdateMediaPayload, { description: 'Edits a media item’s metadata (any status).' })
  updateMedia(@Ctx() ctx: Context, @Arg('input', { description: 'What to change.' }) input: UpdateMediaInput) {
    return media.updateMedia(ctx, input).then(payload);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeleteMediaPayload, { description: 'Deletes a media item, its links and its stored files.' })
  deleteMedia(@Ctx() ctx: Context, @Arg('input', { description: 'Which item.' }) input: MediaIdInput) {
    return media.deleteMedia(ctx, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ReprocessMediaPayload, {
    description: 'Runs processing again (after a failure, or to refresh derivatives).',
  })
  reprocessMedia(@Ctx() ctx: Context, @Arg('input', { description: 'Which item.' }) input: MediaIdInput) {
    return media.reprocessMedia(ctx, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SubmitMediaPayload, {
    description: 'DRAFT or REJECTED → PENDING_REVIEW. Needs finished processing and a category.',
  })
  submitMedia(@Ctx() ctx: Context, @Arg('input', { description: 'Which item.' }) input: MediaIdInput) {
    return workflow.submitMedia(ctx, input.id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ApproveMediaPayload, { description: 'PENDING_REVIEW → PUBLISHED; notifies the uploader.' })
  approveMedia(@Ctx() ctx: Context, @Arg('input', { description: 'Which item.' }) input: MediaIdInput) {
    return workflow.approveMedia(ctx, input.id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RejectMediaPayload, {
    description: 'PENDING_REVIEW → REJECTED with a reason and a note; notifies the uploader.',
  })
  rejectMedia(@Ctx() ctx: Context, @Arg('input', { description: 'Which item, and why.' }) input: RejectMediaInput) {
    return workflow.rejectMedia(ctx, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ArchiveMediaPayload, { description: 'PUBLISHED → ARCHIVED: withdrawn from the catalogue.' })
  archiveMedia(@Ctx() ctx: Context, @Arg('input', { description: 'Which item.' }) input: MediaIdInput) {
    return workflow.archiveMedia(ctx, input.id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UnarchiveMediaPayload, { description: 'ARCHIVED → PUBLISHED: back in the catalogue.' })
  unarchiveMedia(@Ctx() ctx: Context, @Arg('input', { description: 'Which item.' }) input: MediaIdInput) {
    return workflow.unarchiveMedia(ctx, input.id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => BulkMediaPayload, {
    description: 'Publishes up to 100 items: approves those PENDING_REVIEW, brings back those ARCHIVED.',
  })
  bulkPublishMedia(@Ctx() ctx: Context, @Arg('input', { description: 'Which items.' }) input: BulkMediaInput) {
    return workflow.bulkPublish(ctx, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => BulkMediaPayload, { description: 'Archives up to 100 PUBLISHED items.' })
  bulkArchiveMedia(@Ctx() ctx: Context, @Arg('input', { description: 'Which items.' }) input: BulkMediaInput) {
    return workflow.bulkArchive(ctx, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => BulkMediaPayload, { description: 'Deletes up to 100 items with their files.' })
  bulkDeleteMedia(@Ctx() ctx: Context, @Arg('input', { description: 'Which items.' }) input: BulkMediaInput) {
    return workflow.bulkDelete(ctx, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => BulkMediaPayload, { description: 'Adds tags to up to 100 items (tags they have already stay).' })
  bulkTagMedia(@Ctx() ctx: Context, @Arg('input', { description: 'Which items and tags.' }) input: BulkTagMediaInput) {
    return workflow.bulkTag(ctx, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => BulkMediaPayload, { description: 'Removes tags from up to 100 items.' })
  bulkUntagMedia(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Which items and tags.' }) input: BulkTagMediaInput,
  ) {
    return workflow.bulkUntag(ctx, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => BulkMediaPayload, { description: 'Sets the category of up to 100 items (each must be of its kind).' })
  bulkSetMediaCategory(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Which items and category.' }) input: BulkSetMediaCategoryInput,
  ) {
    return workflow.bulkSetCategory(ctx, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => BulkMediaPayload, { description: 'Replaces the platform list of up to 100 items.' })
  bulkSetMediaPlatforms(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Which items and platforms.' }) input: BulkSetMediaPlatformsInput,
  ) {
    return workflow.bulkSetPlatforms(ctx, input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => BulkMediaPayload, {
    description: 'Sets the access level (and optionally the price) of up to 100 items.',
  })
  bulkSetMediaAccess(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Which items and access.' }) input: BulkSetMediaAccessInput,
  ) {
    return workflow.bulkSetAccess(ctx, input);
  }
}
