/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Who may download. */
export type Access =
  /** Every signed-in member. */
  | 'FREE'
  /** Members with an active subscription. */
  | 'PREMIUM';

/** One of the viewer’s downloads to put in the converter. */
export type AddDownloadToConverterInput = {
  /** The download (from `myDownloads`): an item’s, not a bundle’s. */
  downloadId: string | number;
};

/** Cancel a member’s subscription at the end of its period. */
export type AdminCancelSubscriptionInput = {
  /** Their running subscription. */
  subscriptionId: string | number;
  /** The member. */
  userId: string | number;
};

/** Narrows the admin media list; every given condition must hold. */
export type AdminMediaFilter = {
  /** Only this access level. */
  access?: Access | null | undefined;
  /** Only media in this category or one of its subcategories. */
  categoryId?: string | number | null | undefined;
  /** Only this kind. */
  kind?: MediaKind | null | undefined;
  /** Only media made for this platform. */
  platformId?: string | number | null | undefined;
  /** Only these processing states. */
  processing?: Array<ProcessingState> | null | undefined;
  /** Words in the title, slug or uploaded file name (case-insensitive), at most 100 characters. */
  search?: string | null | undefined;
  /** Only these statuses. */
  statuses?: Array<MediaStatus> | null | undefined;
  /** Only media with this tag. */
  tagId?: string | number | null | undefined;
};

/** Order of the admin users list. */
export type AdminUserSort =
  /** By email address, A to Z. */
  | 'EMAIL'
  /** By display name, A to Z. */
  | 'NAME'
  /** Newest sign-up first. */
  | 'NEWEST'
  /** Oldest sign-up first. */
  | 'OLDEST';

/** Narrow the admin users list; every given condition must hold. */
export type AdminUsersFilter = {
  /** True: only disabled accounts; false: only enabled ones. */
  disabled?: boolean | null | undefined;
  /** Only members with a running subscription on this plan (for the Free plan: without a running one). */
  planId?: string | number | null | undefined;
  /** Only this role. */
  role?: Role | null | undefined;
  /** Part of an email address or display name (at most 100 characters). */
  search?: string | null | undefined;
  /** Signed up at or after this time. */
  signedUpFrom?: string | null | undefined;
  /** Signed up before this time. */
  signedUpTo?: string | null | undefined;
};

/** Width of one point of an analytics series. */
export type AnalyticsBucket =
  /** One UTC day. */
  | 'DAY'
  /** One calendar month. */
  | 'MONTH'
  /** One ISO week (from Monday). */
  | 'WEEK';

/** One analytics event: PAGE_VIEW, LOGIN or SIGN_UP (the others are recorded by the server). */
export type AnalyticsEventInput = {
  /** When it happened on the client; defaults to when the server receives it. */
  occurredAt?: string | null | undefined;
  /** Event properties (see AnalyticsEventType); at most 4096 bytes as JSON. */
  properties?: Record<string, unknown> | null | undefined;
  /** What happened. */
  type: AnalyticsEventType;
};

/** Kinds of analytics event. */
export type AnalyticsEventType =
  /** Something failed on the client without stopping the app (e.g. the payment script): `description`, `fatal`. */
  | 'EXCEPTION'
  /** A file was downloaded: `file_url`, `file_name`, `file_category`. Recorded by the server; trackEvents refuses it. */
  | 'FILE_DOWNLOAD'
  /** A sign-in: `method`. */
  | 'LOGIN'
  /** A page was shown: properties `path`, `title`, `referrer`. The server stores `path` without query string or fragment, lower-case, without trailing slash (`/Login/?redirect=/x` is `/login`), and `referrer` as origin and path only. */
  | 'PAGE_VIEW'
  /** A subscription was bought: `items` (item_id, item_name, price, currency, item_category), `transaction_id`, `value`, `currency`. Recorded by the server from the payment provider; trackEvents refuses it. */
  | 'PURCHASE'
  /** An account was created: `method`. */
  | 'SIGN_UP';

/** Why ApproveMedia failed. */
export type ApproveMediaErrorCode =
  /** The media item’s status does not allow this step. */
  | 'INVALID_TRANSITION'
  /** The media item does not exist. */
  | 'NOT_FOUND'
  /** The media item is not ready for review: processing unfinished, or no category. */
  | 'NOT_READY'
  /** The review policy asks a second administrator to approve one’s own upload. */
  | 'OWN_UPLOAD';

/** Why ArchiveMedia failed. */
export type ArchiveMediaErrorCode =
  /** The media item’s status does not allow this step. */
  | 'INVALID_TRANSITION'
  /** The media item does not exist. */
  | 'NOT_FOUND';

/** Order of the request board. */
export type AssetRequestSort =
  /** Newest first. */
  | 'NEWEST'
  /** In progress, planned, open, then fulfilled, declined, merged; most votes first within. */
  | 'STATUS'
  /** Most votes first. */
  | 'VOTES';

/** Where a request stands: OPEN → PLANNED → IN_PROGRESS → FULFILLED | DECLINED; MERGED into another. */
export type AssetRequestStatus =
  /** Will not be made; see the reason. */
  | 'DECLINED'
  /** Published: see its linked items. */
  | 'FULFILLED'
  /** Being made now. */
  | 'IN_PROGRESS'
  /** A duplicate: its votes moved to `mergedIntoId`. */
  | 'MERGED'
  /** Asked for; collecting votes. */
  | 'OPEN'
  /** Accepted: it will be made or sourced. */
  | 'PLANNED';

/** What a video asset is for. */
export type AssetType =
  /** Animated elements: titles, shapes, stickers. */
  | 'ANIMATION'
  /** Effects laid over footage (light leaks, glitches, particles). */
  | 'EFFECT'
  /** Colour looks (shown by a before/after preview). */
  | 'LUT'
  /** Overlays, often with an alpha channel. */
  | 'OVERLAY'
  /** Editable project templates (shown by their rendered preview). */
  | 'TEMPLATE'
  /** Cuts from one clip to the next. */
  | 'TRANSITION';

/** How often a subscription is billed. */
export type BillingInterval =
  /** Every month. */
  | 'MONTH'
  /** Once a year. */
  | 'YEAR';

/** Who a broadcast goes to. */
export type BroadcastAudience =
  /** Members whose paid plan applies now (active, trialing, or past due within grace). */
  | 'ACTIVE_PLAN'
  /** Every enabled account. */
  | 'EVERYONE'
  /** Members without a paid plan. */
  | 'FREE'
  /** Holders of one plan (`planId`); the Free plan means FREE. */
  | 'PLAN';

/** Where a broadcast stands. */
export type BroadcastStatus =
  /** Waiting for its time (or for the job to start). */
  | 'SCHEDULED'
  /** Copies are being written in batches. */
  | 'SENDING'
  /** Every member of the audience has a copy. */
  | 'SENT';

/** What a bulk mutation does when some items cannot be changed. */
export type BulkErrorPolicy =
  /** Change nothing unless every item can be changed. */
  | 'ALL_OR_NOTHING'
  /** Change every item that can be, report the others. */
  | 'BEST_EFFORT';

/** Why BulkMedia failed. */
export type BulkMediaErrorCode =
  /** A category, tag or platform id in the input does not exist. */
  | 'UNKNOWN_REFERENCE';

/** Media items to act on together: 1–100 ids, and what to do when some fail. */
export type BulkMediaInput = {
  /** What to do when some items cannot be changed. Default ALL_OR_NOTHING. */
  errorPolicy?: BulkErrorPolicy;
  /** The media items, 1–100 distinct ids. */
  ids: Array<string | number>;
};

/** Why one item of a bulk mutation was not changed. */
export type BulkMediaItemErrorCode =
  /** The category holds another kind of media. */
  | 'CATEGORY_KIND_MISMATCH'
  /** Its status does not allow this step. */
  | 'INVALID_TRANSITION'
  /** It could have been changed, but ALL_OR_NOTHING stopped the batch. */
  | 'NOT_APPLIED'
  /** No media item has this id. */
  | 'NOT_FOUND'
  /** Not processed yet, or without a category. */
  | 'NOT_READY'
  /** The review policy (SECOND_ADMIN) asks another administrator to approve it. */
  | 'OWN_UPLOAD';

/** An in-app notification to send. */
export type BulkNotificationInput = {
  /** Text, at most 1000 characters. */
  body?: string;
  /** A path in the app to open, e.g. /members/pricing. */
  link?: string | null | undefined;
  /** Title, 1–120 characters. */
  title: string;
};

/** Access level (and optionally price) of many media items. */
export type BulkSetMediaAccessInput = {
  /** The new access level. */
  access: Access;
  /** What to do when some items cannot be changed. Default ALL_OR_NOTHING. */
  errorPolicy?: BulkErrorPolicy;
  /** The media items, 1–100 distinct ids. */
  ids: Array<string | number>;
  /** New price in US cents, 0–1000000; omit to keep each price. */
  priceCents?: number | null | undefined;
};

/** One category for many media items (all of its kind). */
export type BulkSetMediaCategoryInput = {
  /** The category; null removes the category. */
  categoryId?: string | number | null | undefined;
  /** What to do when some items cannot be changed. Default ALL_OR_NOTHING. */
  errorPolicy?: BulkErrorPolicy;
  /** The media items, 1–100 distinct ids. */
  ids: Array<string | number>;
};

/** The platform list of many media items. */
export type BulkSetMediaPlatformsInput = {
  /** What to do when some items cannot be changed. Default ALL_OR_NOTHING. */
  errorPolicy?: BulkErrorPolicy;
  /** The media items, 1–100 distinct ids. */
  ids: Array<string | number>;
  /** The complete new platform list (may be empty). */
  platformIds: Array<string | number>;
};

/** Tags to add to or remove from many media items. */
export type BulkTagMediaInput = {
  /** What to do when some items cannot be changed. Default ALL_OR_NOTHING. */
  errorPolicy?: BulkErrorPolicy;
  /** The media items, 1–100 distinct ids. */
  ids: Array<string | number>;
  /** The tags, 1–30 ids. */
  tagIds: Array<string | number>;
};

/** Why BulkUpdateUsers failed. */
export type BulkUpdateUsersErrorCode =
  /** NOTIFY needs a notification with a title. */
  | 'MISSING_NOTIFICATION';

/** An action on up to 100 accounts. Each is changed on its own (best effort): one refused account does not stop the others. */
export type BulkUpdateUsersInput = {
  /** What to do to each. */
  action: BulkUserAction;
  /** The accounts, 1–100 ids. */
  ids: Array<string | number>;
  /** With NOTIFY: the notification. */
  notification?: BulkNotificationInput | null | undefined;
  /** With DISABLE: why (at most 500 characters). */
  reason?: string | null | undefined;
};

/** What a bulk action does to each account. */
export type BulkUserAction =
  /** Disable (with `reason`); never yourself. */
  | 'DISABLE'
  /** Enable again. */
  | 'ENABLE'
  /** Give the ADMIN role. */
  | 'MAKE_ADMIN'
  /** Take the ADMIN role away; never your own, never the last admin’s. */
  | 'MAKE_MEMBER'
  /** Send an in-app notification (`notification`). */
  | 'NOTIFY';

/** Why one account of a bulk action was not changed. */
export type BulkUserItemErrorCode =
  /** Administrators cannot disable or demote themselves. */
  | 'CANNOT_CHANGE_YOURSELF'
  /** The last enabled administrator cannot be demoted. */
  | 'LAST_ADMIN'
  /** No account has this id. */
  | 'NOT_FOUND';

/** A conversion to cancel. */
export type CancelConversionInput = {
  /** The conversion. */
  id: string | number;
};

/** Why ChangeEmail failed. */
export type ChangeEmailErrorCode =
  /** The new address is this account’s own. (Whether another account has it is not said: its owner is emailed instead.) */
  | 'EMAIL_ALREADY_IN_USE'
  /** The email address is not valid. */
  | 'INVALID_EMAIL'
  /** The session last presented credentials more than 5 minutes ago: call `reauthenticate` (or sign in again), then retry. */
  | 'REQUIRES_RECENT_LOGIN'
  /** Too many requests for this address or from this network; retry after `retryAfterSeconds`. */
  | 'TOO_MANY_REQUESTS';

/** Why ChangePassword failed. */
export type ChangePasswordErrorCode =
  /** The session last presented credentials more than 5 minutes ago: call `reauthenticate` (or sign in again), then retry. */
  | 'REQUIRES_RECENT_LOGIN'
  /** The password does not meet `passwordPolicy`; the message says which rule. */
  | 'WEAK_PASSWORD';

/** Move the viewer’s subscription to another plan or billing period. */
export type ChangePlanInput = {
  /** The new billing period. */
  interval: BillingInterval;
  /** The new plan. */
  planId: string | number;
};

/** Why Checkout failed. */
export type CheckoutErrorCode =
  /** The viewer’s plan already includes this item. */
  | 'ALREADY_INCLUDED'
  /** The viewer bought this item already. */
  | 'ALREADY_OWNED'
  /** The viewer already has a running subscription: change plan instead. */
  | 'ALREADY_SUBSCRIBED'
  /** The Free plan needs no checkout: every member has it. */
  | 'FREE_PLAN'
  /** The item is not sold on its own (free, or included in plans only). */
  | 'ITEM_NOT_FOR_SALE'
  /** No published item has this id. */
  | 'ITEM_NOT_FOUND'
  /** The plan is no longer offered. */
  | 'PLAN_ARCHIVED'
  /** No plan has this id. */
  | 'PLAN_NOT_FOUND'
  /** The payment provider could not be reached; try again. */
  | 'PROVIDER_UNAVAILABLE'
  /** Only USD is accepted. */
  | 'UNSUPPORTED_CURRENCY';

/** Why CompleteSignUp failed. */
export type CompleteSignUpErrorCode =
  /** The address got an account since the link was sent: sign in, or reset the password. */
  | 'EMAIL_ALREADY_IN_USE'
  /** The link is unknown, already used or expired (after 24 hours): sign up again. */
  | 'EXPIRED_OR_USED_LINK';

/** Finish a test-mode checkout (test mode only; no card is charged). */
export type CompleteTestCheckoutInput = {
  /** Pay or decline. */
  outcome: TestCheckoutOutcome;
  /** The checkout session (`cs_test_…`). */
  sessionId: string | number;
};

/** Why ConfirmEmailChange failed. */
export type ConfirmEmailChangeErrorCode =
  /** Another account took this address after the link was sent. */
  | 'EMAIL_ALREADY_IN_USE'
  /** The link is unknown, already used or expired: ask for a new one. */
  | 'EXPIRED_OR_USED_LINK';

/** Why Conversion failed. */
export type ConversionErrorCode =
  /** The conversion has already ended. */
  | 'ALREADY_FINISHED'
  /** The converter is switched off on this site. */
  | 'DISABLED'
  /** A setting is out of range; see field. */
  | 'INVALID_SETTINGS'
  /** Not enough converter minutes left this month. */
  | 'MINUTES_EXHAUSTED'
  /** The preset does not apply to this file. */
  | 'NOT_FOR_SOURCE'
  /** No such source or conversion of yours (or it has expired). */
  | 'NOT_FOUND'
  /** The preview could not be made. */
  | 'PREVIEW_FAILED'
  /** Too many conversions waiting; let some finish. */
  | 'TOO_MANY_QUEUED'
  /** Too many previews; wait a moment. */
  | 'TOO_MANY_REQUESTS';

/** A preset and its settings for one of the viewer’s sources. */
export type ConversionInput = {
  /** Convert up to this second (default: the end). */
  endSeconds?: number | null | undefined;
  /** VERTICAL: crop or blurred fill (default CROP). */
  fill?: VerticalFill | null | undefined;
  /** GIF, WEBP: frames per second, 1–30 (default 12 / 15). */
  fps?: number | null | undefined;
  /** RESIZE: height 16–4096 (with width: fit inside and pad). */
  height?: number | null | undefined;
  /** What to make. */
  preset: ConversionPreset;
  /** The source to convert. */
  sourceId: string | number;
  /** Convert from this second (default: the start). */
  startSeconds?: number | null | undefined;
  /** COMPRESS: the size in bytes to land within 5 % under. */
  targetBytes?: number | null | undefined;
  /** GIF, WEBP: width 64–1280 (default 480). RESIZE: width 16–4096. */
  width?: number | null | undefined;
};

/** What a conversion makes. */
export type ConversionPreset =
  /** Compress to a target size */
  | 'COMPRESS'
  /** Animated GIF */
  | 'GIF'
  /** Extract audio (MP3) */
  | 'MP3'
  /** MP4 for the web (H.264/AAC) */
  | 'MP4_WEB'
  /** Resize */
  | 'RESIZE'
  /** Trim */
  | 'TRIM'
  /** Vertical 9:16 (CapCut, TikTok, Reels) */
  | 'VERTICAL'
  /** Extract audio (WAV) */
  | 'WAV'
  /** Animated WebP */
  | 'WEBP';

/** Where a conversion is. */
export type ConversionStatus =
  /** Cancelled by the member. Its minutes were not counted. */
  | 'CANCELED'
  /** It could not be converted; see error. Its minutes were not counted. */
  | 'FAILED'
  /** Waiting for a worker (or for the member’s running conversion to end). */
  | 'QUEUED'
  /** ffmpeg is converting it; see progress. */
  | 'RUNNING'
  /** Done: download it until it expires. */
  | 'SUCCEEDED';

/** Why ConverterSource failed. */
export type ConverterSourceErrorCode =
  /** The converter is switched off on this site. */
  | 'DISABLED'
  /** The file is not one the converter can read. */
  | 'NOT_CONVERTIBLE'
  /** No such download of yours with a file (a bundle, someone else’s, or its licence was revoked). */
  | 'NOT_FOUND'
  /** The file is larger than the converter takes on your plan. */
  | 'TOO_LARGE'
  /** Too many files in the converter already; they expire 24 hours after they were added. */
  | 'TOO_MANY_FILES';

/** What an uploaded file is. */
export type ConverterSourceKind =
  /** Sound only. */
  | 'AUDIO'
  /** A still image. */
  | 'IMAGE'
  /** A video (with or without sound). */
  | 'VIDEO';

/** Why CreateAssetRequest failed. */
export type CreateAssetRequestErrorCode =
  /** The description is longer than 2000 characters. */
  | 'DESCRIPTION_TOO_LONG'
  /** An administrator switched the request board off in the site settings. */
  | 'FEATURE_DISABLED'
  /** The reference is not an http(s) link of at most 500 characters. */
  | 'INVALID_REFERENCE_URL'
  /** The title is empty, too short or longer than 120 characters. */
  | 'INVALID_TITLE'
  /** The member already has 5 open requests. */
  | 'TOO_MANY_OPEN_REQUESTS'
  /** The category does not exist or holds another kind. */
  | 'UNKNOWN_CATEGORY'
  /** A platform does not exist, or more than 5 were given. */
  | 'UNKNOWN_PLATFORM';

/** A new asset request. */
export type CreateAssetRequestInput = {
  /** A category of that kind. */
  categoryId?: string | number | null | undefined;
  /** Details, 2000 characters at most. */
  description?: string;
  /** Video asset, image or audio. */
  kind: MediaKind;
  /** Platform slugs, at most 5. */
  platforms?: Array<string>;
  /** An http(s) link to an example. */
  referenceUrl?: string | null | undefined;
  /** What is wanted, 120 characters at most. */
  title: string;
};

/** Why CreateBundle failed. */
export type CreateBundleErrorCode =
  /** The cover is not one of the bundle’s items. */
  | 'COVER_NOT_IN_BUNDLE'
  /** Another bundle has the slug already. */
  | 'DUPLICATE_SLUG'
  /** No slug was given and none can be derived from the title (no ASCII letters or digits). */
  | 'INVALID_SLUG'
  /** A published bundle needs at least one PUBLISHED media item; the message says what its items are. */
  | 'NOT_PUBLISHABLE'
  /** An id in `mediaIds` is not a media item. */
  | 'UNKNOWN_MEDIA';

/** A new bundle. */
export type CreateBundleInput = {
  /** Who may download the bundle’s media. */
  access: Access;
  /** The item whose thumbnail is the cover (one of `mediaIds`); omit to use the first item. */
  coverMediaId?: string | number | null | undefined;
  /** Description, at most 5000 characters. */
  description?: string | null | undefined;
  /** Feature it on the home page; default false. */
  featured?: boolean | null | undefined;
  /** The media in the bundle, in display order: at most 200 distinct ids of any kind and status (may be empty while drafting). */
  mediaIds: Array<string | number>;
  /** Price in US cents, 0–1000000; 0 means included with a subscription. */
  priceCents: number;
  /** Publish at once (needs at least one PUBLISHED item); default false. */
  published?: boolean | null | undefined;
  /** URL segment (lowercase letters, digits and single hyphens between them, at most 128 characters), unique among bundles; derived from the title when omitted. */
  slug?: string | null | undefined;
  /** Display title, 1–140 characters. */
  title: string;
};

/** Why CreateCategory failed. */
export type CreateCategoryErrorCode =
  /** Another category beside it (same kind and parent) has this name already. */
  | 'DUPLICATE_NAME'
  /** Another category of this kind has the slug already. */
  | 'DUPLICATE_SLUG'
  /** No slug was given and none can be derived from the name (no ASCII letters or digits). */
  | 'INVALID_SLUG'
  /** The parent category does not exist. */
  | 'NOT_FOUND'
  /** The parent category holds another kind of media. */
  | 'PARENT_KIND_MISMATCH';

/** A new category. */
export type CreateCategoryInput = {
  /** Description, at most 2000 characters. */
  description?: string | null | undefined;
  /** The kind of media it will hold; cannot change later. */
  kind: MediaKind;
  /** Display name, 1–80 characters. */
  name: string;
  /** Parent category of the same kind; omit for a top-level one. */
  parentId?: string | number | null | undefined;
  /** Order among its siblings, ≥ 0; by default after the last of them. */
  position?: number | null | undefined;
  /** URL segment (lowercase letters, digits and single hyphens between them, at most 128 characters); derived from the name when omitted. */
  slug?: string | null | undefined;
};

/** Create a collection, optionally with a first item. */
export type CreateCollectionInput = {
  /** A published item to put in it at once. */
  mediaId?: string | number | null | undefined;
  /** Name, 1 to 60 characters. */
  name: string;
};

/** A new plan. */
export type CreatePlanInput = {
  /** Largest converter input in bytes (1 MB–20 GB). */
  converterMaxFileBytes: number;
  /** Converter minutes per month (0–100000). */
  converterMinutesPerMonth: number;
  /** Currency of the prices; only USD is accepted. */
  currency?: string;
  /** Summary, at most 200 characters. */
  description?: string;
  /** Downloads per month (fair use), 0–100000. */
  downloadAllowance: number;
  /** Card lines: at most 12, each 1–120 characters. */
  features?: Array<string>;
  /** Show as "Most popular" (one plan at a time: others lose it). */
  highlighted?: boolean;
  /** Licence of downloads on this plan. */
  licence: Licence;
  /** Monthly price in US cents: a whole number above 0. */
  monthlyPriceCents: number;
  /** Name, 1–40 characters. */
  name: string;
  /** URL-safe name; derived from the name when omitted. */
  slug?: string | null | undefined;
  /** Yearly price in US cents: a whole number above 0. */
  yearlyPriceCents: number;
};

/** Why CreatePlatform failed. */
export type CreatePlatformErrorCode =
  /** Another platform has this name already. */
  | 'DUPLICATE_NAME'
  /** Another platform has the slug already. */
  | 'DUPLICATE_SLUG'
  /** No slug was given and none can be derived from the name (no ASCII letters or digits). */
  | 'INVALID_SLUG';

/** A new platform. */
export type CreatePlatformInput = {
  /** An icon key or SVG path data, at most 2000 characters; empty when omitted. */
  icon?: string | null | undefined;
  /** Display name, 1–80 characters. */
  name: string;
  /** Display order, ≥ 0; after the last platform when omitted. */
  position?: number | null | undefined;
  /** URL segment (lowercase letters, digits and single hyphens between them, at most 128 characters); derived from the name when omitted. */
  slug?: string | null | undefined;
};

/** Why CreateTag failed. */
export type CreateTagErrorCode =
  /** Another tag has this name already. */
  | 'DUPLICATE_NAME'
  /** Another tag has the slug already. */
  | 'DUPLICATE_SLUG'
  /** No slug was given and none can be derived from the name (no ASCII letters or digits). */
  | 'INVALID_SLUG';

/** A new tag. */
export type CreateTagInput = {
  /** Display name, 1–80 characters. */
  name: string;
  /** URL segment (lowercase letters, digits and single hyphens between them, at most 128 characters); derived from the name when omitted. */
  slug?: string | null | undefined;
};

/** A new tip (a DRAFT until published). */
export type CreateTipInput = {
  /** Its content. */
  content: TipContentInput;
};

/** Why DeleteAccount failed. */
export type DeleteAccountErrorCode =
  /** The session last presented credentials more than 5 minutes ago: call `reauthenticate` (or sign in again), then retry. */
  | 'REQUIRES_RECENT_LOGIN';

/** Why DeleteBundle failed. */
export type DeleteBundleErrorCode =
  /** The bundle does not exist. */
  | 'NOT_FOUND';

/** The bundle to delete. */
export type DeleteBundleInput = {
  /** The bundle to delete; its media stay in the catalogue. */
  id: string | number;
};

/** Why DeleteCategory failed. */
export type DeleteCategoryErrorCode =
  /** The category still holds media; move them to another category first. */
  | 'CATEGORY_HAS_MEDIA'
  /** The category still has subcategories; move or delete them first. */
  | 'CATEGORY_NOT_EMPTY'
  /** The category does not exist. */
  | 'NOT_FOUND';

/** The category to delete. */
export type DeleteCategoryInput = {
  /** The category to delete; it must have no subcategories and hold no media. */
  id: string | number;
};

/** Delete a collection (its items stay in the catalogue and in favourites). */
export type DeleteCollectionInput = {
  /** One of the viewer’s collections. */
  collectionId: string | number;
};

/** Why DeleteMedia failed. */
export type DeleteMediaErrorCode =
  /** The media item does not exist. */
  | 'NOT_FOUND';

/** Why DeletePlatform failed. */
export type DeletePlatformErrorCode =
  /** The platform does not exist. */
  | 'NOT_FOUND';

/** The platform to delete. */
export type DeletePlatformInput = {
  /** The platform to delete. */
  id: string | number;
};

/** Why DeleteTag failed. */
export type DeleteTagErrorCode =
  /** The tag does not exist. */
  | 'NOT_FOUND';

/** The tag to delete. */
export type DeleteTagInput = {
  /** The tag to delete. */
  id: string | number;
};

/** Which tip to delete. */
export type DeleteTipInput = {
  /** The tip. */
  id: string | number;
};

/** The width of one point of the downloads chart (UTC days, ISO weeks from Monday, calendar months). */
export type DownloadGranularity =
  /** One point per UTC day. */
  | 'DAY'
  /** One point per calendar month. */
  | 'MONTH'
  /** One point per ISO week, from Monday. */
  | 'WEEK';

/** Why DownloadItem failed. */
export type DownloadItemErrorCode =
  /** The plan’s downloads for this period are used up; the message says when they reset. */
  | 'FAIR_USE_LIMIT'
  /** The item has no original file to hand out yet (still processing). */
  | 'FILE_UNAVAILABLE'
  /** Neither or both ids were given, or the project name is too long. */
  | 'INVALID_INPUT'
  /** No published item or bundle has this id. */
  | 'NOT_FOUND'
  /** The item is PREMIUM and no paid plan is in force (nor was it bought): show plans. */
  | 'SUBSCRIPTION_REQUIRED';

/** Download one media item or one bundle (give exactly one id). */
export type DownloadItemInput = {
  /** A published bundle (downloads as one ZIP). */
  bundleId?: string | number | null | undefined;
  /** A published media item. */
  mediaId?: string | number | null | undefined;
  /** Project to name on the licence (at most 120 characters); can be set later. */
  projectName?: string | null | undefined;
};

/** What was downloaded: a media item of a kind, or a bundle (one ZIP). */
export type DownloadItemKind =
  /** An asset (animation, template, effect). */
  | 'ASSET'
  /** An audio track or sound effect. */
  | 'AUDIO'
  /** A bundle, downloaded as one ZIP. */
  | 'BUNDLE'
  /** An image. */
  | 'IMAGE';

/** When notifications of a topic are emailed. */
export type EmailCadence =
  /** Gathered into one digest email a day. */
  | 'DAILY'
  /** One email per notification, as it happens. */
  | 'IMMEDIATE'
  /** Never emailed (still shown in the app). */
  | 'OFF';

/** Why EraseUser failed. */
export type EraseUserErrorCode =
  /** Delete your own account from your profile instead. */
  | 'CANNOT_ERASE_YOURSELF'
  /** The confirmation is not the account’s email address. */
  | 'CONFIRMATION_MISMATCH'
  /** The last enabled administrator cannot be erased. */
  | 'LAST_ADMIN'
  /** No account has this id. */
  | 'NOT_FOUND';

/** Erase an account and its personal data (GDPR), as an administrator. */
export type EraseUserInput = {
  /** The account’s email address, typed out: proof the right account is meant. */
  confirmation: string;
  /** The user id. */
  userId: string | number;
};

/** Which CSV export (GET /api/admin/export/<kind>.csv). */
export type ExportKind =
  /** Download records (member by user id only), with their licence id and plan. */
  | 'DOWNLOADS'
  /** Every media item with its view and download counters. */
  | 'MEDIA'
  /** Every invoice and payment. */
  | 'PAYMENTS'
  /** Accounts (with the users list filter), with their current plan. */
  | 'USERS';

/** Why Favorite failed. */
export type FavoriteErrorCode =
  /** A collection name must be 1 to 60 characters; a reorder must list every collection once. */
  | 'INVALID_INPUT'
  /** At most 5000 favourites, 100 collections and 500 items per collection. */
  | 'LIMIT_REACHED'
  /** No such published item, or no such collection of the viewer’s. */
  | 'NOT_FOUND';

/** Feature switches to change; omitted ones keep their value. */
export type FeatureSwitchesInput = {
  /** The members’ file converter. */
  fileConverter?: boolean | null | undefined;
  /** The request board. */
  requestBoard?: boolean | null | undefined;
  /** Video generation. */
  videoGeneration?: boolean | null | undefined;
};

/** What a stored file of a media item is. */
export type FileRole =
  /** Muted loop of at most 6 s for hover previews (video). */
  | 'HOVER_LOOP'
  /** The uploaded file (private; signed links only). */
  | 'ORIGINAL'
  /** Watermarked preview: 720p MP4, 1280 px WebP or 128 kbps MP3. */
  | 'PREVIEW'
  /** Sprite of evenly spaced frames for scrubbing (video). */
  | 'STORYBOARD'
  /** WebP still, 640 px wide. */
  | 'THUMBNAIL'
  /** The same still 320 px wide (video and images; only when the source is wider). */
  | 'THUMBNAIL_320'
  /** The same still 960 px wide (video and images; only when the source is wider than 640 px). */
  | 'THUMBNAIL_960'
  /** Waveform peaks as JSON for the audio player. */
  | 'WAVEFORM';

/** What a member can follow. */
export type FollowTarget =
  /** A category. */
  | 'CATEGORY'
  /** An editing platform. */
  | 'PLATFORM';

/** Frame rate class of a video, rounded to the nearest whole frame (29.97 counts as 30). */
export type FrameRate =
  /** 24 fps (and 23.976). */
  | 'FPS_24'
  /** 25 fps. */
  | 'FPS_25'
  /** 30 fps (and 29.97). */
  | 'FPS_30'
  /** 50 fps. */
  | 'FPS_50'
  /** 60 fps (and 59.94). */
  | 'FPS_60'
  /** Any other rate. */
  | 'OTHER';

/** Why GenerateVideo failed. */
export type GenerateVideoErrorCode =
  /** An administrator switched video generation off in the site settings. */
  | 'FEATURE_DISABLED'
  /** The length is not one of the offered durations. */
  | 'INVALID_DURATION'
  /** The starting image is not a JPEG, PNG or WebP we can read, or is too large. */
  | 'INVALID_IMAGE'
  /** The negative prompt is too long. */
  | 'INVALID_NEGATIVE_PROMPT'
  /** The number of videos is out of range. */
  | 'INVALID_NUMBER_OF_VIDEOS'
  /** The prompt is blank or too long. */
  | 'INVALID_PROMPT'
  /** The seed is out of range. */
  | 'INVALID_SEED'
  /** GOOGLE_API_KEY is not set on the server: video generation is off. */
  | 'NOT_CONFIGURED'
  /** Too many generations are queued or running; wait for one to finish. */
  | 'TOO_MANY_ACTIVE';

/** What to generate. */
export type GenerateVideoInput = {
  /** Shape of the videos. */
  aspectRatio: VideoAspectRatio;
  /** Length of each video in seconds: one of `videoGenerationSettings.durations`. */
  durationSeconds: number;
  /** What to avoid, at most 500 characters. */
  negativePrompt?: string | null | undefined;
  /** How many videos: 1 to `videoGenerationSettings.maxVideos`. */
  numberOfVideos: number;
  /** What to generate, 1–2000 characters. */
  prompt: string;
  /** Resolution of the videos. */
  resolution: VideoResolution;
  /** A seed (0–4294967295), kept with the generation; the Gemini API does not take one. */
  seed?: number | null | undefined;
  /** A starting image (image-to-video): JPEG, PNG or WebP, base64 (a `data:` URL is accepted), at most `videoGenerationSettings.maxImageBytes` bytes. */
  startingImage?: string | null | undefined;
};

/** What a plan lets members do with what they download. */
export type Licence =
  /** Also client work, ads and monetised channels. */
  | 'COMMERCIAL'
  /** Personal and social-media projects that are not paid work or advertising. */
  | 'PERSONAL';

/** Why Licence failed. */
export type LicenceErrorCode =
  /** The licence was revoked already. */
  | 'ALREADY_REVOKED'
  /** A text is too long or empty where required. */
  | 'INVALID_INPUT'
  /** No such licence (of the viewer’s, for members). */
  | 'NOT_FOUND';

/** Whether a licence holds. */
export type LicenceStatus =
  /** An admin revoked it (refund, chargeback, abuse). */
  | 'REVOKED'
  /** The licence holds (also after the subscription ends). */
  | 'VALID';

/** Why MarkNotificationsRead failed. */
export type MarkNotificationsReadErrorCode =
  /** Neither `ids` nor `all` was given. */
  | 'NOTHING_SELECTED';

/** Which of the viewer’s notifications to mark read. */
export type MarkNotificationsReadInput = {
  /** Every unread notification of the viewer. */
  all?: boolean | null | undefined;
  /** These notifications (at most 100); ignored with `all`. */
  ids?: Array<string | number> | null | undefined;
};

/** Order of the public catalogue. */
export type MediaBrowseSort =
  /** Most recently published first. */
  | 'NEWEST'
  /** Most downloaded in the last 30 days first. */
  | 'POPULAR'
  /** By title, A–Z. */
  | 'TITLE';

/** Narrows the public catalogue. Values of one list are alternatives (any matches); every given field must hold. Ranges include the minimum and exclude the maximum. */
export type MediaFilter = {
  /** Only these access levels (FREE, PREMIUM). */
  access?: Array<Access> | null | undefined;
  /** Only assets of these types. */
  assetTypes?: Array<AssetType> | null | undefined;
  /** Only media in this category or one of its subcategories. */
  categoryId?: string | number | null | undefined;
  /** Only video of these frame rate classes. */
  frameRates?: Array<FrameRate> | null | undefined;
  /** Only audio of any of these genres, exact (at most 20). */
  genres?: Array<string> | null | undefined;
  /** Only audio that is (true) or is not (false) a loop. */
  isLoop?: boolean | null | undefined;
  /** Only audio that is (true) or is not (false) a sound effect. */
  isSoundEffect?: boolean | null | undefined;
  /** Only these kinds. */
  kinds?: Array<MediaKind> | null | undefined;
  /** Only audio slower than this tempo (BPM). */
  maxBpm?: number | null | undefined;
  /** Only video and audio shorter than this (seconds). */
  maxDurationSeconds?: number | null | undefined;
  /** Only audio of at least this tempo (BPM). */
  minBpm?: number | null | undefined;
  /** Only video and audio at least this long (seconds). */
  minDurationSeconds?: number | null | undefined;
  /** Only audio of any of these moods, exact (at most 20). */
  moods?: Array<string> | null | undefined;
  /** Only video and images of these orientations. */
  orientations?: Array<Orientation> | null | undefined;
  /** Only media made for any of these platforms (at most 20). */
  platformIds?: Array<string | number> | null | undefined;
  /** Only video and images of these resolution classes. */
  resolutions?: Array<Resolution> | null | undefined;
  /** Only media with any of these tags (at most 20). */
  tagIds?: Array<string | number> | null | undefined;
};

/** A media item to act on. */
export type MediaIdInput = {
  /** The media item. */
  id: string | number;
};

/** The three kinds of media in the catalogue; each has its own category tree. */
export type MediaKind =
  /** Video assets: animations, transitions, effects, overlays, templates, LUTs. */
  | 'ASSET'
  /** Music and sound effects. */
  | 'AUDIO'
  /** Still images. */
  | 'IMAGE';

/** Order of the admin media list. */
export type MediaSort =
  /** Submitted longest ago first (the review queue’s order). */
  | 'LONGEST_WAITING'
  /** Most recently uploaded first. */
  | 'NEWEST'
  /** Oldest upload first. */
  | 'OLDEST'
  /** Most recently changed first. */
  | 'RECENTLY_UPDATED'
  /** By title, A–Z. */
  | 'TITLE';

/** Where a media item is in review. Only PUBLISHED media is visible outside the admin area. */
export type MediaStatus =
  /** Withdrawn from the catalogue; can be published again. */
  | 'ARCHIVED'
  /** Uploaded, being described; submit it for review. */
  | 'DRAFT'
  /** Waiting for an admin to approve or reject it. */
  | 'PENDING_REVIEW'
  /** Live in the catalogue. */
  | 'PUBLISHED'
  /** Sent back with a reason; edit and resubmit. */
  | 'REJECTED';

/** Why MergeAssetRequests failed. */
export type MergeAssetRequestsErrorCode =
  /** Both requests must be open, planned or in progress. */
  | 'NOT_ACTIVE'
  /** One of the requests does not exist. */
  | 'NOT_FOUND'
  /** A request cannot be merged into itself. */
  | 'SAME_REQUEST';

/** Fold a duplicate request into another. */
export type MergeAssetRequestsInput = {
  /** The duplicate: it becomes MERGED. */
  duplicateId: string | number;
  /** The request that survives and receives the votes. */
  intoId: string | number;
};

/** How one topic of notifications is to be emailed. */
export type NotificationEmailSettingInput = {
  /** When it is emailed. */
  cadence: EmailCadence;
  /** The topic. */
  topic: NotificationEmailTopic;
};

/** A topic of in-app notifications that can also be emailed. */
export type NotificationEmailTopic =
  /** Announcements from the Framestock team. */
  | 'BROADCASTS'
  /** New items in the categories and platforms the user follows. */
  | 'FOLLOWS'
  /** Status changes of asset requests the user made or voted for. */
  | 'REQUESTS'
  /** Review outcomes of the items the user uploaded. */
  | 'REVIEWS';

/** Notification switches to change; omitted ones keep their value. */
export type NotificationPreferencesInput = {
  /** A receipt with the licence for each download. */
  downloadReceipts?: boolean | null | undefined;
  /** Email cadences to change, at most one per topic; topics not listed keep theirs. */
  email?: Array<NotificationEmailSettingInput> | null | undefined;
  /** News about Framestock features: true emails the BROADCASTS topic at once, false turns it off. */
  productUpdates?: boolean | null | undefined;
  /** Progress of the user’s asset requests. */
  requestUpdates?: boolean | null | undefined;
};

/** Shape of the frame. */
export type Orientation =
  /** Wider than tall. */
  | 'LANDSCAPE'
  /** Taller than wide (phone video). */
  | 'PORTRAIT'
  /** Within 2% of square. */
  | 'SQUARE';

/** What a payment was for. */
export type PaymentKind =
  /** One item bought on its own. */
  | 'ITEM'
  /** A subscription invoice. */
  | 'SUBSCRIPTION';

/** Which payment provider checkout uses. */
export type PaymentMode =
  /** Stripe: real card payments (Stripe Checkout, embedded). */
  | 'STRIPE'
  /** The built-in test mode: no card is charged. */
  | 'TEST';

/** State of an invoice or payment. */
export type PaymentStatus =
  /** A charge was attempted and failed. */
  | 'FAILED'
  /** Issued, not paid yet. */
  | 'OPEN'
  /** Paid. */
  | 'PAID'
  /** Paid, then refunded in full. */
  | 'REFUNDED'
  /** Cancelled; nothing is owed. */
  | 'VOID';

/** Why Plan failed. */
export type PlanErrorCode =
  /** The Free plan is what members without a subscription have; it cannot be archived. */
  | 'FREE_PLAN_ARCHIVE'
  /** The Free plan has no price. */
  | 'FREE_PLAN_PRICE'
  /** The download allowance is not a whole number between 0 and 100000. */
  | 'INVALID_ALLOWANCE'
  /** The description is longer than 200 characters. */
  | 'INVALID_DESCRIPTION'
  /** Too many feature lines, or one is empty or too long. */
  | 'INVALID_FEATURES'
  /** A converter limit is out of range. */
  | 'INVALID_LIMITS'
  /** The name is empty or longer than 40 characters. */
  | 'INVALID_NAME'
  /** The list must name every plan exactly once. */
  | 'INVALID_ORDER'
  /** A price is not a whole number of cents between 1 and 10000000. */
  | 'INVALID_PRICE'
  /** The slug is not lowercase letters, digits and single hyphens (1–40). */
  | 'INVALID_SLUG'
  /** No plan has this id. */
  | 'NOT_FOUND'
  /** The payment provider could not be reached; nothing was saved. Try again. */
  | 'PROVIDER_UNAVAILABLE'
  /** Another plan has this slug. */
  | 'SLUG_TAKEN'
  /** There are already 20 plans. */
  | 'TOO_MANY_PLANS'
  /** Prices are in USD only. */
  | 'UNSUPPORTED_CURRENCY';

/** Progress of making thumbnails, previews and metadata from the original file. */
export type ProcessingState =
  /** The last attempt failed; see `processing.error` and re-run it. */
  | 'FAILED'
  /** Queued. */
  | 'PENDING'
  /** Running now. */
  | 'PROCESSING'
  /** Every derivative exists. */
  | 'READY';

/** Why Reauthenticate failed. */
export type ReauthenticateErrorCode =
  /** The password is wrong (or the account has none: use an email link or the provider). */
  | 'INVALID_CREDENTIAL'
  /** Too many failed attempts for this account or from this network; retry after `retryAfterSeconds`. */
  | 'TOO_MANY_REQUESTS';

/** A click on a search result. */
export type RecordSearchClickInput = {
  /** The item clicked. */
  mediaId: string | number;
  /** Its position in the results as shown, from 1 (the first result). */
  position: number;
  /** MediaSearchConnection.searchId of the results clicked. */
  searchId: string | number;
};

/** Why RefreshSession failed. */
export type RefreshSessionErrorCode =
  /** The account has been disabled by an administrator. */
  | 'USER_DISABLED'
  /** The refresh token is missing, expired, revoked or already used: sign in again. */
  | 'USER_TOKEN_EXPIRED';

/** Why RefundPayment failed. */
export type RefundPaymentErrorCode =
  /** The amount is more than what is left to refund (the message says how much is). */
  | 'AMOUNT_TOO_LARGE'
  /** The amount must be above 0 cents. */
  | 'INVALID_AMOUNT'
  /** The payment is refunded in full already. */
  | 'NOTHING_TO_REFUND'
  /** The payment was never paid (open, failed or void): nothing was charged to give back. */
  | 'NOT_PAID'
  /** The payment’s refunded amount is not expectedRefundedCents any more (another refund came first); nothing was refunded. */
  | 'PAYMENT_CHANGED'
  /** No payment has this id. */
  | 'PAYMENT_NOT_FOUND'
  /** The payment provider could not be reached; nothing was refunded. Try again. */
  | 'PROVIDER_UNAVAILABLE';

/** Refund all or part of a paid payment (admins). */
export type RefundPaymentInput = {
  /** US cents to give back, above 0; omitted: all that is not refunded yet. */
  amountCents?: number | null | undefined;
  /** What the admin saw refunded already (`Payment.amountRefundedCents`), which makes a repeat safe: a request that finds the payment already where it would take it (a double click, a retry) answers it without refunding again, and one that finds it changed otherwise refunds nothing (PAYMENT_CHANGED). Omitted: the payment as it is now. */
  expectedRefundedCents?: number | null | undefined;
  /** The payment (`Payment.id`). */
  paymentId: string | number;
  /** Why (at most 500 characters): kept in the audit log, not sent to the member or the provider. */
  reason?: string | null | undefined;
};

/** Why RejectMedia failed. */
export type RejectMediaErrorCode =
  /** The media item’s status does not allow this step. */
  | 'INVALID_TRANSITION'
  /** The media item does not exist. */
  | 'NOT_FOUND';

/** A rejection: a reason from the list and a note for the uploader. */
export type RejectMediaInput = {
  /** The media item (PENDING_REVIEW). */
  id: string | number;
  /** What to fix, 1–2000 characters (required). */
  note: string;
  /** Why it is sent back. */
  reason: RejectionReason;
};

/** Why a review sent media back. */
export type RejectionReason =
  /** The catalogue has this already. */
  | 'DUPLICATE'
  /** Title, description, category or tags need work. */
  | 'METADATA'
  /** Not up to the catalogue’s quality. */
  | 'QUALITY'
  /** Rights or licensing are unclear. */
  | 'RIGHTS'
  /** A technical fault: encoding, artefacts, wrong format. */
  | 'TECHNICAL';

/** Rename a collection. */
export type RenameCollectionInput = {
  /** One of the viewer’s collections. */
  collectionId: string | number;
  /** New name, 1 to 60 characters. */
  name: string;
};

/** Put the viewer’s collections in a new order. */
export type ReorderCollectionsInput = {
  /** Every collection id of the viewer, once, in the new order (at most 100). */
  collectionIds: Array<string | number>;
};

/** The order of plans on the pricing page. */
export type ReorderPlansInput = {
  /** Every plan id, in the new order (at most 20). */
  planIds: Array<string | number>;
};

/** Why ReprocessMedia failed. */
export type ReprocessMediaErrorCode =
  /** The media item does not exist. */
  | 'NOT_FOUND'
  /** Processing is queued or running already. */
  | 'PROCESSING_BUSY';

/** Why RequestEmailLink failed. */
export type RequestEmailLinkErrorCode =
  /** The email address is not valid. */
  | 'INVALID_EMAIL'
  /** Too many requests for this address or from this network; retry after `retryAfterSeconds`. */
  | 'TOO_MANY_REQUESTS';

/** Why RequestPasswordReset failed. */
export type RequestPasswordResetErrorCode =
  /** The email address is not valid. */
  | 'INVALID_EMAIL'
  /** Too many requests for this address or from this network; retry after `retryAfterSeconds`. */
  | 'TOO_MANY_REQUESTS';

/** Why ResetPassword failed. */
export type ResetPasswordErrorCode =
  /** The link is unknown, already used or expired: ask for a new one. */
  | 'EXPIRED_OR_USED_LINK'
  /** The account has been disabled by an administrator. */
  | 'USER_DISABLED'
  /** The password does not meet `passwordPolicy`; the message says which rule. */
  | 'WEAK_PASSWORD';

/** Resolution class of a video or image, by the shorter side of the frame. */
export type Resolution =
  /** Shorter side 1080–2159 px. */
  | 'FULL_HD'
  /** Shorter side 720–1079 px. */
  | 'HD'
  /** Shorter side under 720 px. */
  | 'SD'
  /** Shorter side 2160 px or more (4K and up). */
  | 'UHD_4K';

/** Who may approve an item waiting for review. */
export type ReviewPolicy =
  /** An administrator other than the one who uploaded it. */
  | 'SECOND_ADMIN'
  /** Any administrator, the uploader included. */
  | 'SELF_PUBLISH';

/** Why RevokeSession failed. */
export type RevokeSessionErrorCode =
  /** The viewer has no active session with this id. */
  | 'NOT_FOUND';

/** Why RevokeUserSessions failed. */
export type RevokeUserSessionsErrorCode =
  /** No such account, or no such active session of it. */
  | 'NOT_FOUND';

/** End one or all of an account’s sessions. */
export type RevokeUserSessionsInput = {
  /** One session of theirs; omitted: every session. */
  sessionId?: string | number | null | undefined;
  /** The user id. */
  userId: string | number;
};

/** What a signed-in user may do. ADMIN includes everything MEMBER may. */
export type Role =
  /** An administrator: upload, review, price, analyse. */
  | 'ADMIN'
  /** A signed-in member: browse, download, favourite, request. */
  | 'MEMBER';

/** Save a test-mode card (test mode only): pays any open invoice of the viewer. */
export type SaveTestCardInput = {
  /** Must be true: the viewer confirmed the test card. */
  confirm: boolean;
};

/** Order of search results. */
export type SearchSort =
  /** Most recently published first. */
  | 'NEWEST'
  /** Most downloaded in the last 30 days first. */
  | 'POPULAR'
  /** Best match first: text relevance (title and tags weigh most) blended with 30-day downloads and freshness. Without query words, as NEWEST. */
  | 'RELEVANCE'
  /** By title, A–Z. */
  | 'TITLE';

/** What an autocomplete suggestion names. */
export type SearchSuggestionType =
  /** A category: browse it (filter categoryId = id). */
  | 'CATEGORY'
  /** A platform: filter platformIds = [id]. */
  | 'PLATFORM'
  /** A tag: filter tagIds = [id]. */
  | 'TAG'
  /** A title of matching items: search for it. */
  | 'TITLE';

/** Why SendBroadcast failed. */
export type SendBroadcastErrorCode =
  /** The text is longer than 2000 characters. */
  | 'BODY_TOO_LONG'
  /** The link is not a path inside the app of at most 512 characters. */
  | 'INVALID_LINK'
  /** The time is in the past or more than 90 days ahead. */
  | 'INVALID_SEND_AT'
  /** The title is empty or longer than 200 characters. */
  | 'INVALID_TITLE'
  /** PLAN was chosen without an existing plan. */
  | 'UNKNOWN_PLAN';

/** A broadcast to send now or at a set time. */
export type SendBroadcastInput = {
  /** Who it goes to. */
  audience: BroadcastAudience;
  /** Text, at most 2000 characters. */
  body?: string;
  /** A path inside the app, e.g. `/members/pricing` (512 characters at most). */
  link?: string | null | undefined;
  /** With PLAN: the plan. */
  planId?: string | number | null | undefined;
  /** When to send it (up to 90 days ahead); null for now. */
  sendAt?: string | null | undefined;
  /** Title, 1–200 characters. */
  title: string;
};

/** Why SendVerificationEmail failed. */
export type SendVerificationEmailErrorCode =
  /** The address is verified already. */
  | 'ALREADY_VERIFIED'
  /** Too many requests for this address or from this network; retry after `retryAfterSeconds`. */
  | 'TOO_MANY_REQUESTS';

/** Why SetAssetRequestVote failed. */
export type SetAssetRequestVoteErrorCode =
  /** The request is fulfilled, declined or merged: votes no longer change. */
  | 'CLOSED'
  /** An administrator switched the request board off in the site settings. */
  | 'FEATURE_DISABLED'
  /** No such request. */
  | 'NOT_FOUND';

/** The viewer’s vote on a request. */
export type SetAssetRequestVoteInput = {
  /** The request. */
  requestId: string | number;
  /** True to vote, false to take the vote back. */
  voted: boolean;
};

/** Add an item to a collection or take it out (idempotent). */
export type SetCollectionItemInput = {
  /** One of the viewer’s collections. */
  collectionId: string | number;
  /** True to add, false to remove. */
  inCollection: boolean;
  /** A published media item (any item, when removing). */
  mediaId: string | number;
};

/** Favourite or unfavourite an item (idempotent). */
export type SetFavoriteInput = {
  /** True to favourite, false to remove it. */
  favorite: boolean;
  /** A published media item. */
  mediaId: string | number;
};

/** Why SetFollow failed. */
export type SetFollowErrorCode =
  /** No category or platform has that id. */
  | 'NOT_FOUND'
  /** The member already follows 100 categories and platforms. */
  | 'TOO_MANY_FOLLOWS';

/** Follow or unfollow a category or platform. */
export type SetFollowInput = {
  /** True to follow, false to stop. */
  following: boolean;
  /** Its id. */
  targetId: string | number;
  /** Category or platform. */
  targetType: FollowTarget;
};

/** Name the project a licence is used for. */
export type SetLicenceProjectInput = {
  /** One of the viewer’s licences. */
  licenceId: string | number;
  /** The project name, at most 120 characters; null or empty clears it. */
  projectName?: string | null | undefined;
};

/** Publish or unpublish a tip. */
export type SetTipStatusInput = {
  /** The tip. */
  id: string | number;
  /** PUBLISHED shows it to readers; DRAFT takes it back. */
  status: TipStatus;
};

/** Why SetUserDisabled failed. */
export type SetUserDisabledErrorCode =
  /** An administrator cannot disable their own account. */
  | 'CANNOT_DISABLE_YOURSELF'
  /** No account has this id. */
  | 'NOT_FOUND';

/** Disable or re-enable an account. */
export type SetUserDisabledInput = {
  /** True disables the account (its next request fails with USER_DISABLED); false enables it. */
  disabled: boolean;
  /** Why (shown to admins on the account), at most 500 characters; ignored when enabling. */
  reason?: string | null | undefined;
  /** The user id. */
  userId: string | number;
};

/** Why SetUserRole failed. */
export type SetUserRoleErrorCode =
  /** An administrator cannot remove their own admin role. */
  | 'CANNOT_DEMOTE_YOURSELF'
  /** The last enabled administrator cannot be demoted. */
  | 'LAST_ADMIN'
  /** No account has this id. */
  | 'NOT_FOUND';

/** Give an account another role. */
export type SetUserRoleInput = {
  /** MEMBER or ADMIN. */
  role: Role;
  /** The user id. */
  userId: string | number;
};

/** Limits to change; omitted ones keep their value. */
export type SettingsLimitsInput = {
  /** Largest converter input in MiB, 1–10240. */
  converterMaxFileMib?: number | null | undefined;
  /** Largest upload in MiB, 1–10240. */
  maxUploadMib?: number | null | undefined;
};

/** Why SignIn failed. */
export type SignInErrorCode =
  /** The email or password is wrong (deliberately not saying which). */
  | 'INVALID_CREDENTIAL'
  /** Too many failed attempts for this account or from this network; retry after `retryAfterSeconds`. */
  | 'TOO_MANY_REQUESTS'
  /** The account has been disabled by an administrator. */
  | 'USER_DISABLED';

/** A way an account can sign in. */
export type SignInMethod =
  /** A link sent by email (every account with a verified address). */
  | 'EMAIL_LINK'
  /** Email and password. */
  | 'PASSWORD'
  /** A linked provider (Google, GitHub, OpenID Connect); see `socialProviders`. */
  | 'SOCIAL';

/** Why SignInWithEmailLink failed. */
export type SignInWithEmailLinkErrorCode =
  /** The link is unknown, already used or expired: ask for a new one. */
  | 'EXPIRED_OR_USED_LINK'
  /** The account has been disabled by an administrator. */
  | 'USER_DISABLED';

/** Why SignUp failed. */
export type SignUpErrorCode =
  /** No longer answered: sign-up does not say whether an address has an account (its owner is emailed instead). */
  | 'EMAIL_ALREADY_IN_USE'
  /** The email address is not valid. */
  | 'INVALID_EMAIL'
  /** Too many sign-ups from this network or emails to this address; retry after `retryAfterSeconds`. */
  | 'TOO_MANY_REQUESTS'
  /** The password does not meet the password policy. */
  | 'WEAK_PASSWORD';

/** Buy one item on its own. */
export type StartItemCheckoutInput = {
  /** Currency; only USD. */
  currency?: string;
  /** The media item. */
  mediaId: string | number;
};

/** Subscribe to a plan. */
export type StartSubscriptionCheckoutInput = {
  /** Currency; only USD. */
  currency?: string;
  /** Pay monthly or yearly. */
  interval: BillingInterval;
  /** The plan. */
  planId: string | number;
};

/** Why SubmitMedia failed. */
export type SubmitMediaErrorCode =
  /** The media item’s status does not allow this step. */
  | 'INVALID_TRANSITION'
  /** The media item does not exist. */
  | 'NOT_FOUND'
  /** The media item is not ready for review: processing unfinished, or no category. */
  | 'NOT_READY';

/** Cancel or resume the viewer’s subscription. */
export type SubscriptionActionInput = {
  /** The viewer’s running subscription (`myBilling.subscriptionId`). */
  subscriptionId: string | number;
};

/** Why Subscription failed. */
export type SubscriptionErrorCode =
  /** The subscription already ends at the end of its period. */
  | 'ALREADY_CANCELED'
  /** To move to the Free plan, cancel the subscription. */
  | 'FREE_PLAN'
  /** returnPath must be a path on this site. */
  | 'INVALID_RETURN_PATH'
  /** The subscription is not cancelled; nothing to resume. */
  | 'NOT_CANCELED'
  /** The viewer has no running subscription with this id. */
  | 'NO_SUBSCRIPTION'
  /** The plan is no longer offered. */
  | 'PLAN_ARCHIVED'
  /** No plan has this id. */
  | 'PLAN_NOT_FOUND'
  /** The payment provider could not be reached; nothing changed. Try again. */
  | 'PROVIDER_UNAVAILABLE'
  /** The subscription is already on this plan and period. */
  | 'SAME_PLAN';

/** State of a member’s subscription. */
export type SubscriptionStatus =
  /** Paid up: the plan applies. */
  | 'ACTIVE'
  /** Ended: the Free plan applies. */
  | 'CANCELED'
  /** The first payment has not gone through yet. */
  | 'INCOMPLETE'
  /** Never subscribed: the Free plan. */
  | 'NONE'
  /** A renewal failed: the plan applies through the grace period while the card is fixed. */
  | 'PAST_DUE'
  /** In a free trial: the plan applies. */
  | 'TRIALING';

/** What the test-mode card does. */
export type TestCheckoutOutcome =
  /** The card is declined. */
  | 'DECLINE'
  /** The payment goes through. */
  | 'SUCCEED';

/** Why TestMode failed. */
export type TestModeErrorCode =
  /** The test card was declined (as asked). Nothing was charged. */
  | 'DECLINED'
  /** No checkout of the viewer has this id. */
  | 'NOT_FOUND'
  /** The checkout is already complete or expired. */
  | 'NOT_OPEN'
  /** The server takes real payments (Stripe); test mode is off. */
  | 'NOT_TEST_MODE';

/** Who may read a tip in full. */
export type TipAccess =
  /** Everyone. */
  | 'FREE'
  /** Signed-in members; anonymous readers get the opening and a sign-up prompt. */
  | 'MEMBERS';

/** A tip’s content. Every field is required: the editor sends the whole tip. */
export type TipContentInput = {
  /** Who may read it in full. */
  access: TipAccess;
  /** Body Markdown, at most 20000 characters. */
  body: string;
  /** CapCut version the steps were checked with, at most 60 characters; may be empty. */
  capcutVersion: string;
  /** Text alternative of the cover, at most 200 characters. */
  coverAlt?: string | null | undefined;
  /** Storage path of the cover (POST /api/tips/images); null for none. */
  coverPath?: string | null | undefined;
  /** Which CapCut the steps are for. */
  device: TipDevice;
  /** How much CapCut it assumes. */
  difficulty: TipDifficulty;
  /** Linked catalogue items, in order (at most 12). */
  mediaIds: Array<string | number>;
  /** URL segment (lowercase letters, digits and single hyphens, at most 100 characters), unique; derived from the title when omitted. */
  slug?: string | null | undefined;
  /** The numbered steps, in order (at most 20). */
  steps: Array<TipStepInput>;
  /** Summary, 1–300 characters. */
  summary: string;
  /** Tags (at most 10, each 1–32 characters; stored lowercase, duplicates dropped). */
  tags: Array<string>;
  /** Title, 1–140 characters. */
  title: string;
};

/** Which CapCut the steps are written for: the phone app, the desktop app, or both. */
export type TipDevice =
  /** The steps work in both. */
  | 'BOTH'
  /** CapCut for Windows and macOS. */
  | 'DESKTOP'
  /** CapCut for iOS and Android. */
  | 'MOBILE';

/** How much CapCut a tip assumes. */
export type TipDifficulty =
  /** Comfortable with overlays, keyframes and layers. */
  | 'ADVANCED'
  /** New to CapCut: every tap is spelled out. */
  | 'BEGINNER'
  /** Knows the timeline and the main tools. */
  | 'INTERMEDIATE';

/** Why Tip failed. */
export type TipErrorCode =
  /** The body is too long. */
  | 'BODY_TOO_LONG'
  /** The CapCut version is too long. */
  | 'INVALID_CAPCUT_VERSION'
  /** A picture path is not one uploaded for tips. */
  | 'INVALID_IMAGE'
  /** Too many linked items, an id twice, or an id that names no catalogue item. */
  | 'INVALID_MEDIA'
  /** The slug is not lowercase letters, digits and single hyphens, or is too long. */
  | 'INVALID_SLUG'
  /** A step has a blank or too long title, or a too long text or picture description. */
  | 'INVALID_STEP'
  /** The summary is blank or too long. */
  | 'INVALID_SUMMARY'
  /** Too many tags, or a blank or too long one. */
  | 'INVALID_TAGS'
  /** The title is blank or too long. */
  | 'INVALID_TITLE'
  /** No tip has this id. */
  | 'NOT_FOUND'
  /** A tip needs a body or at least one step to be published. */
  | 'NOT_PUBLISHABLE'
  /** Another tip has this slug. */
  | 'SLUG_TAKEN'
  /** The tip has too many steps. */
  | 'TOO_MANY_STEPS';

/** Which tips to list. */
export type TipFilter = {
  /** Only tips for this CapCut (MOBILE also lists tips for BOTH, and DESKTOP likewise). */
  device?: TipDevice | null | undefined;
  /** Only tips of this difficulty. */
  difficulty?: TipDifficulty | null | undefined;
  /** Words to find in the title, summary, body, steps or tags (all of them, any order; at most 100 characters). */
  query?: string | null | undefined;
  /** Only tips with this tag. */
  tag?: string | null | undefined;
};

/** Only PUBLISHED tips are visible outside the admin area. */
export type TipStatus =
  /** Being written; only admins see it. */
  | 'DRAFT'
  /** Visible to readers. */
  | 'PUBLISHED';

/** One numbered step. */
export type TipStepInput = {
  /** The step’s Markdown, at most 4000 characters. */
  body: string;
  /** Text alternative of the picture, at most 200 characters. */
  imageAlt?: string | null | undefined;
  /** Storage path of a picture uploaded through POST /api/tips/images; null for none. */
  imagePath?: string | null | undefined;
  /** What the step does, 1–140 characters. */
  title: string;
};

/** Why TrackEvents failed. */
export type TrackEventsErrorCode =
  /** occurredAt is more than a day away from the server clock. */
  | 'INVALID_TIME'
  /** An event's properties exceed 4096 bytes. */
  | 'PROPERTIES_TOO_LARGE'
  /** PURCHASE and FILE_DOWNLOAD are recorded by the server that saw them, never taken from a client. */
  | 'SERVER_ONLY_EVENT'
  /** Too many events from this network; retry after `retryAfterSeconds`. */
  | 'TOO_MANY_REQUESTS';

/** Why UnarchiveMedia failed. */
export type UnarchiveMediaErrorCode =
  /** The media item’s status does not allow this step. */
  | 'INVALID_TRANSITION'
  /** The media item does not exist. */
  | 'NOT_FOUND';

/** Why UpdateAssetRequestStatus failed. */
export type UpdateAssetRequestStatusErrorCode =
  /** The request cannot move from its status to that one. */
  | 'INVALID_TRANSITION'
  /** Fulfilling needs 1–10 published items. */
  | 'ITEMS_REQUIRED'
  /** No such request. */
  | 'NOT_FOUND'
  /** Declining needs a reason of 1–500 characters. */
  | 'REASON_REQUIRED'
  /** An item does not exist or is not published. */
  | 'UNKNOWN_ITEM';

/** An admin’s change to a request’s status. */
export type UpdateAssetRequestStatusInput = {
  /** The request. */
  id: string | number;
  /** FULFILLED: the published items that fulfil it (1–10). */
  mediaIds?: Array<string | number> | null | undefined;
  /** DECLINED: why, 500 characters at most. */
  reason?: string | null | undefined;
  /** The new status (not MERGED: use mergeAssetRequests). */
  status: AssetRequestStatus;
};

/** Why UpdateBundle failed. */
export type UpdateBundleErrorCode =
  /** The cover is not one of the bundle’s items. */
  | 'COVER_NOT_IN_BUNDLE'
  /** Another bundle has the slug already. */
  | 'DUPLICATE_SLUG'
  /** The bundle does not exist. */
  | 'NOT_FOUND'
  /** A published bundle needs at least one PUBLISHED media item; the message says what its items are. */
  | 'NOT_PUBLISHABLE'
  /** An id in `mediaIds` is not a media item. */
  | 'UNKNOWN_MEDIA';

/** Changes to a bundle; omitted fields stay as they are. */
export type UpdateBundleInput = {
  /** New access level. */
  access?: Access | null | undefined;
  /** The item whose thumbnail is the cover (one of the items after this change). Explicit null uses the first item; omit to keep the choice (it is dropped when `mediaIds` no longer holds it). */
  coverMediaId?: string | number | null | undefined;
  /** New description, at most 5000 characters. */
  description?: string | null | undefined;
  /** Feature on the home page, or stop featuring it. */
  featured?: boolean | null | undefined;
  /** The bundle to change. */
  id: string | number;
  /** The complete new list of media, in display order: at most 200 distinct ids. Omit to keep the items. */
  mediaIds?: Array<string | number> | null | undefined;
  /** New price in US cents, 0–1000000. */
  priceCents?: number | null | undefined;
  /** Publish (needs at least one PUBLISHED item) or unpublish. */
  published?: boolean | null | undefined;
  /** New URL segment (lowercase letters, digits and single hyphens between them, at most 128 characters), unique among bundles. A new title does not change the slug. */
  slug?: string | null | undefined;
  /** New title, 1–140 characters. */
  title?: string | null | undefined;
};

/** Why UpdateCategory failed. */
export type UpdateCategoryErrorCode =
  /** The new parent is the category itself or one of its descendants. */
  | 'CATEGORY_CYCLE'
  /** Another category beside it (same kind and parent) has this name already. */
  | 'DUPLICATE_NAME'
  /** Another category of this kind has the slug already. */
  | 'DUPLICATE_SLUG'
  /** The category (field `id`) or the new parent (field `parentId`) does not exist. */
  | 'NOT_FOUND'
  /** The new parent holds another kind of media. */
  | 'PARENT_KIND_MISMATCH';

/** Changes to a category; omitted fields stay as they are. */
export type UpdateCategoryInput = {
  /** New description, at most 2000 characters. */
  description?: string | null | undefined;
  /** The category to change. */
  id: string | number;
  /** New display name, 1–80 characters. */
  name?: string | null | undefined;
  /** New parent (same kind; not the category itself or one of its descendants). Explicit null moves it to the top level; omit to keep it. */
  parentId?: string | number | null | undefined;
  /** New order among its siblings, ≥ 0. */
  position?: number | null | undefined;
  /** New URL segment (lowercase letters, digits and single hyphens between them, at most 128 characters). Renaming does not change the slug. */
  slug?: string | null | undefined;
};

/** Why UpdateMedia failed. */
export type UpdateMediaErrorCode =
  /** The category holds another kind of media. */
  | 'CATEGORY_KIND_MISMATCH'
  /** Another media item has the slug already. */
  | 'DUPLICATE_SLUG'
  /** The media item does not exist. */
  | 'NOT_FOUND'
  /** A category, tag or platform id does not exist. */
  | 'UNKNOWN_REFERENCE'
  /** A field was given that the media item’s kind does not have. */
  | 'WRONG_KIND';

/** Changes to a media item; omitted fields stay as they are. Kind-only fields fit only their kind. */
export type UpdateMediaInput = {
  /** New access level. */
  access?: Access | null | undefined;
  /** Assets only: what the asset is for. */
  assetType?: AssetType | null | undefined;
  /** Audio only: tempo, 20–400 BPM. Explicit null clears it. */
  bpm?: number | null | undefined;
  /** A category of the same kind. Explicit null removes it; omit to keep it. */
  categoryId?: string | number | null | undefined;
  /** New description, at most 5000 characters. */
  description?: string | null | undefined;
  /** Audio only: genre, at most 40 characters. */
  genre?: string | null | undefined;
  /** The media item to change. */
  id: string | number;
  /** Audio only: a seamless loop. */
  isLoop?: boolean | null | undefined;
  /** Audio only: a sound effect rather than music. */
  isSoundEffect?: boolean | null | undefined;
  /** Audio only: mood, at most 40 characters. */
  mood?: string | null | undefined;
  /** Audio only: musical key such as `C`, `F#m`, `Bb major`, at most 16 characters. Explicit null clears it. */
  musicalKey?: string | null | undefined;
  /** The complete new platform list. */
  platformIds?: Array<string | number> | null | undefined;
  /** New price in US cents, 0–1000000. */
  priceCents?: number | null | undefined;
  /** New URL segment: lowercase letters, digits and single hyphens, at most 128 characters; unique across all media. */
  slug?: string | null | undefined;
  /** The complete new tag list (at most 30). */
  tagIds?: Array<string | number> | null | undefined;
  /** New title, 1–140 characters. */
  title?: string | null | undefined;
};

/** Open the page where the viewer updates their card. */
export type UpdatePaymentMethodInput = {
  /** Path on this site to come back to (default /profile/payments). */
  returnPath?: string | null | undefined;
};

/** Changes to a plan; omitted fields keep their value. A new price amount creates a new price. */
export type UpdatePlanInput = {
  /** False archives the plan; true offers it again. */
  active?: boolean | null | undefined;
  /** Largest converter input in bytes. */
  converterMaxFileBytes?: number | null | undefined;
  /** Converter minutes per month. */
  converterMinutesPerMonth?: number | null | undefined;
  /** Currency of the prices; only USD is accepted. */
  currency?: string | null | undefined;
  /** Summary, at most 200 characters. */
  description?: string | null | undefined;
  /** Downloads per month (fair use). */
  downloadAllowance?: number | null | undefined;
  /** Card lines (at most 12). */
  features?: Array<string> | null | undefined;
  /** Show as "Most popular". */
  highlighted?: boolean | null | undefined;
  /** The plan. */
  id: string | number;
  /** Licence of downloads on this plan. */
  licence?: Licence | null | undefined;
  /** New monthly price in US cents (not for the Free plan). */
  monthlyPriceCents?: number | null | undefined;
  /** Name, 1–40 characters. */
  name?: string | null | undefined;
  /** New yearly price in US cents (not for the Free plan). */
  yearlyPriceCents?: number | null | undefined;
};

/** Why UpdatePlatform failed. */
export type UpdatePlatformErrorCode =
  /** Another platform has this name already. */
  | 'DUPLICATE_NAME'
  /** Another platform has the slug already. */
  | 'DUPLICATE_SLUG'
  /** The platform does not exist. */
  | 'NOT_FOUND';

/** Changes to a platform; omitted fields stay as they are. */
export type UpdatePlatformInput = {
  /** New icon key or SVG path data, at most 2000 characters. */
  icon?: string | null | undefined;
  /** The platform to change. */
  id: string | number;
  /** New display name, 1–80 characters. */
  name?: string | null | undefined;
  /** New display order, ≥ 0. */
  position?: number | null | undefined;
  /** New URL segment (lowercase letters, digits and single hyphens between them, at most 128 characters). Renaming does not change the slug. */
  slug?: string | null | undefined;
};

/** Why UpdateProfile failed. */
export type UpdateProfileErrorCode =
  /** The bio is longer than 500 characters. */
  | 'BIO_TOO_LONG'
  /** The bio contains control characters (line breaks and tabs are fine). */
  | 'INVALID_BIO'
  /** The display name is empty, longer than 80 characters, or contains line breaks or control characters. */
  | 'INVALID_DISPLAY_NAME';

/** Profile fields to change; omitted (or null) fields keep their value. */
export type UpdateProfileInput = {
  /** About the user; at most 500 characters after trimming; line breaks allowed. An empty string clears it. */
  bio?: string | null | undefined;
  /** Name to show; 1–80 characters after trimming, on one line. */
  displayName?: string | null | undefined;
  /** Agree (true) or no longer agree (false) to promotional email. */
  marketingOptIn?: boolean | null | undefined;
  /** Notification switches to change. */
  notificationPreferences?: NotificationPreferencesInput | null | undefined;
};

/** Why UpdateSettings failed. */
export type UpdateSettingsErrorCode =
  /** A value is out of range or malformed (see `field`). */
  | 'INVALID_VALUE'
  /** Someone saved the settings after this form was loaded: reload and try again. */
  | 'STALE_VERSION';

/** Settings to change; omitted fields keep their value. Checked as a whole: all or nothing. */
export type UpdateSettingsInput = {
  /** The `version` the form was loaded with: a save over someone else’s newer one is refused. */
  expectedVersion: number;
  /** Feature switches. */
  features?: FeatureSwitchesInput | null | undefined;
  /** Limits. */
  limits?: SettingsLimitsInput | null | undefined;
  /** From of outgoing email, "Name <address>" or an address; empty: MAIL_FROM. */
  mailSender?: string | null | undefined;
  /** Banner text, at most 280 characters; empty hides the banner. */
  maintenanceBanner?: string | null | undefined;
  /** Who may approve an item waiting for review. */
  reviewPolicy?: ReviewPolicy | null | undefined;
  /** Site name, 1–60 characters. */
  siteName?: string | null | undefined;
  /** Support email address. */
  supportEmail?: string | null | undefined;
  /** Tagline, at most 140 characters. */
  tagline?: string | null | undefined;
};

/** Why UpdateTag failed. */
export type UpdateTagErrorCode =
  /** Another tag has this name already. */
  | 'DUPLICATE_NAME'
  /** Another tag has the slug already. */
  | 'DUPLICATE_SLUG'
  /** The tag does not exist. */
  | 'NOT_FOUND';

/** Changes to a tag; omitted fields stay as they are. */
export type UpdateTagInput = {
  /** The tag to change. */
  id: string | number;
  /** New display name, 1–80 characters. */
  name?: string | null | undefined;
  /** New URL segment (lowercase letters, digits and single hyphens between them, at most 128 characters). Renaming does not change the slug. */
  slug?: string | null | undefined;
};

/** New content for a tip. */
export type UpdateTipInput = {
  /** Its whole content. */
  content: TipContentInput;
  /** The tip. */
  id: string | number;
};

/** Why VerifyEmail failed. */
export type VerifyEmailErrorCode =
  /** The link is unknown, already used or expired: ask for a new one. */
  | 'EXPIRED_OR_USED_LINK';

/** How the vertical preset fills 9:16. */
export type VerticalFill =
  /** The whole picture over a blurred, enlarged copy of itself. */
  | 'BLUR'
  /** Crop the centre of the picture. */
  | 'CROP';

/** Shape of the generated video. */
export type VideoAspectRatio =
  /** 16:9, landscape. */
  | 'LANDSCAPE_16_9'
  /** 9:16, portrait (CapCut, TikTok, Reels). */
  | 'PORTRAIT_9_16';

/** Why a generation failed. */
export type VideoGenerationFailureCode =
  /** The API kept failing (network, 5xx) after retries. */
  | 'API_ERROR'
  /** The API refused the settings (e.g. a duration the model does not offer). */
  | 'INVALID_ARGUMENT'
  /** The operation ended without a video or a reason. */
  | 'NO_VIDEO'
  /** The API key was refused, or may not use the model. */
  | 'PERMISSION_DENIED'
  /** The API quota is used up (HTTP 429, RESOURCE_EXHAUSTED). */
  | 'QUOTA'
  /** Google's safety filters blocked the prompt or the videos. */
  | 'SAFETY_BLOCK'
  /** The operation did not finish within 30 minutes. */
  | 'TIMED_OUT';

/** Where a generation is. */
export type VideoGenerationStatus =
  /** Given up; `failure` says why in plain words. */
  | 'FAILED'
  /** Waiting to be sent to the Gemini API. */
  | 'QUEUED'
  /** The API is generating; its operation is checked with backoff. */
  | 'RUNNING'
  /** The videos are in the catalogue as DRAFT assets (see `mediaIds`). */
  | 'SUCCEEDED';

/** Resolution of the generated video. */
export type VideoResolution =
  /** 1080p (not every model offers it with every aspect ratio). */
  | 'FULL_HD_1080P'
  /** 720p. */
  | 'HD_720P';

export type AuthProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProvidersQuery = { authProviders: Array<{ id: string, displayName: string, startUrl: string }> };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { errors: Array<{ code: RequestPasswordResetErrorCode, field: string | null, message: string, retryAfterSeconds: number | null }> } };

export type PasswordResetLinkUsableQueryVariables = Exact<{
  token: string;
}>;


export type PasswordResetLinkUsableQuery = { passwordResetLinkUsable: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: { email: string | null, errors: Array<{ code: ResetPasswordErrorCode, field: string | null, message: string }> } };

export type RequestEmailLinkMutationVariables = Exact<{
  email: string;
  continueTo?: string | null | undefined;
}>;


export type RequestEmailLinkMutation = { requestEmailLink: { errors: Array<{ code: RequestEmailLinkErrorCode, field: string | null, message: string, retryAfterSeconds: number | null }> } };

export type SignInWithEmailLinkMutationVariables = Exact<{
  token: string;
}>;


export type SignInWithEmailLinkMutation = { signInWithEmailLink: { accessToken: string | null, accessTokenExpiresAt: string | null, user: { id: string, email: string, displayName: string, role: Role, emailVerified: boolean, hasPassword: boolean, photoUrl: string | null, disabled: boolean, createdAt: string } | null, errors: Array<{ code: SignInWithEmailLinkErrorCode, field: string | null, message: string }> } };

export type SendVerificationEmailMutationVariables = Exact<{ [key: string]: never; }>;


export type SendVerificationEmailMutation = { sendVerificationEmail: { errors: Array<{ code: SendVerificationEmailErrorCode, field: string | null, message: string, retryAfterSeconds: number | null }> } };

export type VerifyEmailMutationVariables = Exact<{
  token: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { user: { id: string, email: string, emailVerified: boolean } | null, errors: Array<{ code: VerifyEmailErrorCode, field: string | null, message: string }> } };

export type ReauthenticateMutationVariables = Exact<{
  password: string;
}>;


export type ReauthenticateMutation = { reauthenticate: { authenticatedAt: string | null, errors: Array<{ code: ReauthenticateErrorCode, field: string | null, message: string, retryAfterSeconds: number | null }> } };

export type ChangePasswordMutationVariables = Exact<{
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { user: { id: string } | null, errors: Array<{ code: ChangePasswordErrorCode, field: string | null, message: string }> } };

export type ChangeEmailMutationVariables = Exact<{
  newEmail: string;
}>;


export type ChangeEmailMutation = { changeEmail: { pendingEmail: string | null, errors: Array<{ code: ChangeEmailErrorCode, field: string | null, message: string, retryAfterSeconds: number | null }> } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { user: { id: string, email: string, emailVerified: boolean } | null, errors: Array<{ code: ConfirmEmailChangeErrorCode, field: string | null, message: string }> } };

export type DeleteAccountMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteAccountMutation = { deleteAccount: { deleted: boolean, errors: Array<{ code: DeleteAccountErrorCode, field: string | null, message: string }> } };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: { totalCount: number, edges: Array<{ node: { id: string, current: boolean, device: string | null, location: string | null, lastUsedAt: string, signedInAt: string } }> } };

export type RevokeSessionMutationVariables = Exact<{
  sessionId: string | number;
}>;


export type RevokeSessionMutation = { revokeSession: { revoked: boolean, errors: Array<{ code: RevokeSessionErrorCode, field: string | null, message: string }> } };

export type SignOutEverywhereMutationVariables = Exact<{
  keepCurrentSession: boolean;
}>;


export type SignOutEverywhereMutation = { signOutEverywhere: { revokedSessions: number } };

export type BundleRowFragment = { id: string, title: string, slug: string, access: Access, priceCents: number, published: boolean, featured: boolean, itemCount: number, coverUrl: string | null, updatedAt: string };

export type AdminBundlesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type AdminBundlesQuery = { adminBundles: { totalCount: number, edges: Array<{ cursor: string, node: { id: string, title: string, slug: string, access: Access, priceCents: number, published: boolean, featured: boolean, itemCount: number, coverUrl: string | null, updatedAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminBundleForEditQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminBundleForEditQuery = { adminBundle: { description: string, coverMediaId: string | null, id: string, title: string, slug: string, access: Access, priceCents: number, published: boolean, featured: boolean, itemCount: number, coverUrl: string | null, updatedAt: string, items: Array<
      | { id: string, kind: MediaKind, title: string, status: MediaStatus, thumbnailUrl: string | null }
      | { id: string, kind: MediaKind, title: string, status: MediaStatus, thumbnailUrl: string | null }
      | { id: string, kind: MediaKind, title: string, status: MediaStatus, thumbnailUrl: string | null }
    > } | null };

export type BundleMediaSearchQueryVariables = Exact<{
  filter?: AdminMediaFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BundleMediaSearchQuery = { adminMedia: { totalCount: number, edges: Array<{ cursor: string, node:
        | { id: string, kind: MediaKind, title: string, status: MediaStatus, thumbnailUrl: string | null }
        | { id: string, kind: MediaKind, title: string, status: MediaStatus, thumbnailUrl: string | null }
        | { id: string, kind: MediaKind, title: string, status: MediaStatus, thumbnailUrl: string | null }
       }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CreateBundleMutationVariables = Exact<{
  input: CreateBundleInput;
}>;


export type CreateBundleMutation = { createBundle: { bundle: { id: string, title: string, slug: string, access: Access, priceCents: number, published: boolean, featured: boolean, itemCount: number, coverUrl: string | null, updatedAt: string } | null, errors: Array<{ field: string | null, message: string, code: CreateBundleErrorCode }> } };

export type UpdateBundleMutationVariables = Exact<{
  input: UpdateBundleInput;
}>;


export type UpdateBundleMutation = { updateBundle: { bundle: { description: string, coverMediaId: string | null, id: string, title: string, slug: string, access: Access, priceCents: number, published: boolean, featured: boolean, itemCount: number, coverUrl: string | null, updatedAt: string, items: Array<
        | { id: string, kind: MediaKind, title: string, status: MediaStatus, thumbnailUrl: string | null }
        | { id: string, kind: MediaKind, title: string, status: MediaStatus, thumbnailUrl: string | null }
        | { id: string, kind: MediaKind, title: string, status: MediaStatus, thumbnailUrl: string | null }
      > } | null, errors: Array<{ field: string | null, message: string, code: UpdateBundleErrorCode }> } };

export type DeleteBundleMutationVariables = Exact<{
  input: DeleteBundleInput;
}>;


export type DeleteBundleMutation = { deleteBundle: { deletedId: string | null, errors: Array<{ field: string | null, message: string, code: DeleteBundleErrorCode }> } };

export type KpiValueFragment = { value: number, previous: number | null };

export type AdminDashboardQueryVariables = Exact<{
  days: number;
}>;


export type AdminDashboardQuery = { adminDashboard: { days: number, revenue: { mrrCents: { value: number, previous: number | null }, activeSubscribers: { value: number, previous: number | null }, newSubscribers: { value: number, previous: number | null }, churnPercent: { value: number, previous: number | null }, revenueCents: { value: number, previous: number | null } }, audience: { signUps: { value: number, previous: number | null }, visitors: { value: number, previous: number | null }, visitorToSignUpPercent: { value: number, previous: number | null }, signUpToSubscriberPercent: { value: number, previous: number | null } }, catalog: { pendingApprovals: number, published: number, storageBytes: number, downloadsToday: number, downloads7d: number, downloads30d: { value: number, previous: number | null } }, jobs: { waiting: number, failed24h: number }, requests: { open: number } } };

export type SiteAnalyticsQueryVariables = Exact<{
  from: string;
  to: string;
  bucket?: AnalyticsBucket | null | undefined;
}>;


export type SiteAnalyticsQuery = { siteAnalytics: { from: string, to: string, bucket: AnalyticsBucket, series: Array<{ start: string, end: string, days: number, partial: boolean, pageViews: number, visitors: number, signUps: number, signIns: number, purchases: number, revenueCents: number, mrrCents: number }>, topPages: Array<{ key: string, views: number, visitors: number }>, topReferrers: Array<{ key: string, views: number, visitors: number }> } };

export type AdminSearchAnalyticsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type AdminSearchAnalyticsQuery = { searchAnalytics: { searches: number, zeroResultSearches: number, clicks: number, clickThroughRate: number, averageClickPosition: number, topQueries: Array<{ query: string, searches: number, clicks: number, clickThroughRate: number }>, zeroResultQueries: Array<{ query: string, searches: number }> } };

export type AdminMediaCategoryFieldsFragment = { id: string, name: string, kind: MediaKind };

export type AdminMediaCategoriesQueryVariables = Exact<{
  kind: MediaKind;
}>;


export type AdminMediaCategoriesQuery = { categories: Array<{ id: string, name: string, kind: MediaKind, children: Array<{ id: string, name: string, kind: MediaKind, children: Array<{ id: string, name: string, kind: MediaKind, children: Array<{ id: string, name: string, kind: MediaKind, children: Array<{ id: string, name: string, kind: MediaKind }> }> }> }> }> };

export type AdminMediaPlatformsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMediaPlatformsQuery = { platforms: Array<{ id: string, name: string }> };

export type AdminMediaTagsQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type AdminMediaTagsQuery = { tags: { edges: Array<{ node: { id: string, name: string } }> } };

export type AdminMediaListQueryVariables = Exact<{
  filter?: AdminMediaFilter | null | undefined;
  sort: MediaSort;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminMediaListQuery = { adminMedia: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node:
        | { durationSeconds: number | null, width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, status: MediaStatus, access: Access, priceCents: number, thumbnailUrl: string | null, createdAt: string, updatedAt: string, processing: { state: ProcessingState, error: string | null, processedAt: string | null }, category: { id: string, name: string } | null, platforms: Array<{ id: string, name: string }> }
        | { durationSeconds: number | null, bpm: number | null, isLoop: boolean | null, isSoundEffect: boolean | null, id: string, kind: MediaKind, title: string, slug: string, status: MediaStatus, access: Access, priceCents: number, thumbnailUrl: string | null, createdAt: string, updatedAt: string, processing: { state: ProcessingState, error: string | null, processedAt: string | null }, category: { id: string, name: string } | null, platforms: Array<{ id: string, name: string }> }
        | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, status: MediaStatus, access: Access, priceCents: number, thumbnailUrl: string | null, createdAt: string, updatedAt: string, processing: { state: ProcessingState, error: string | null, processedAt: string | null }, category: { id: string, name: string } | null, platforms: Array<{ id: string, name: string }> }
       }> } };

export type AdminMediaItemQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminMediaItemQuery = { adminMediaItem:
    | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, fps: number | null, orientation: Orientation | null, hasAlpha: boolean | null, id: string, kind: MediaKind, title: string, slug: string, description: string, access: Access, priceCents: number, status: MediaStatus, thumbnailUrl: string | null, previewUrl: string | null, originalFilename: string, submittedAt: string | null, publishedAt: string | null, createdAt: string, updatedAt: string, viewCount: number, downloadCount: number, favoriteCount: number, uploader: { id: string, displayName: string, email: string } | null, category: { id: string, name: string } | null, tags: Array<{ id: string, name: string }>, platforms: Array<{ id: string, name: string }>, processing: { state: ProcessingState, error: string | null, processedAt: string | null }, rejection: { reason: RejectionReason, note: string } | null, files: Array<{ id: string, role: FileRole, name: string, size: number, contentType: string, md5Hash: string, url: string }>, history: Array<{ at: string, action: string, fromStatus: MediaStatus | null, toStatus: MediaStatus | null, reason: RejectionReason | null, note: string | null, changedFields: Array<string>, actor: { id: string, displayName: string, email: string } | null }> }
    | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, genre: string | null, mood: string | null, isLoop: boolean | null, isSoundEffect: boolean | null, id: string, kind: MediaKind, title: string, slug: string, description: string, access: Access, priceCents: number, status: MediaStatus, thumbnailUrl: string | null, previewUrl: string | null, originalFilename: string, submittedAt: string | null, publishedAt: string | null, createdAt: string, updatedAt: string, viewCount: number, downloadCount: number, favoriteCount: number, uploader: { id: string, displayName: string, email: string } | null, category: { id: string, name: string } | null, tags: Array<{ id: string, name: string }>, platforms: Array<{ id: string, name: string }>, processing: { state: ProcessingState, error: string | null, processedAt: string | null }, rejection: { reason: RejectionReason, note: string } | null, files: Array<{ id: string, role: FileRole, name: string, size: number, contentType: string, md5Hash: string, url: string }>, history: Array<{ at: string, action: string, fromStatus: MediaStatus | null, toStatus: MediaStatus | null, reason: RejectionReason | null, note: string | null, changedFields: Array<string>, actor: { id: string, displayName: string, email: string } | null }> }
    | { width: number | null, height: number | null, orientation: Orientation | null, id: string, kind: MediaKind, title: string, slug: string, description: string, access: Access, priceCents: number, status: MediaStatus, thumbnailUrl: string | null, previewUrl: string | null, originalFilename: string, submittedAt: string | null, publishedAt: string | null, createdAt: string, updatedAt: string, viewCount: number, downloadCount: number, favoriteCount: number, uploader: { id: string, displayName: string, email: string } | null, category: { id: string, name: string } | null, tags: Array<{ id: string, name: string }>, platforms: Array<{ id: string, name: string }>, processing: { state: ProcessingState, error: string | null, processedAt: string | null }, rejection: { reason: RejectionReason, note: string } | null, files: Array<{ id: string, role: FileRole, name: string, size: number, contentType: string, md5Hash: string, url: string }>, history: Array<{ at: string, action: string, fromStatus: MediaStatus | null, toStatus: MediaStatus | null, reason: RejectionReason | null, note: string | null, changedFields: Array<string>, actor: { id: string, displayName: string, email: string } | null }> }
   | null };

export type AdminUpdateMediaMutationVariables = Exact<{
  input: UpdateMediaInput;
}>;


export type AdminUpdateMediaMutation = { updateMedia: { media:
      | { id: string, title: string, updatedAt: string }
      | { id: string, title: string, updatedAt: string }
      | { id: string, title: string, updatedAt: string }
     | null, errors: Array<{ code: UpdateMediaErrorCode, field: string | null, message: string }> } };

export type AdminDeleteMediaMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteMediaMutation = { deleteMedia: { deletedId: string | null, errors: Array<{ code: DeleteMediaErrorCode, field: string | null, message: string }> } };

export type AdminReprocessMediaMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminReprocessMediaMutation = { reprocessMedia: { media:
      | { id: string, processing: { state: ProcessingState, error: string | null, processedAt: string | null } }
      | { id: string, processing: { state: ProcessingState, error: string | null, processedAt: string | null } }
      | { id: string, processing: { state: ProcessingState, error: string | null, processedAt: string | null } }
     | null, errors: Array<{ code: ReprocessMediaErrorCode, field: string | null, message: string }> } };

export type AdminSubmitMediaMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminSubmitMediaMutation = { submitMedia: { media:
      | { id: string, status: MediaStatus }
      | { id: string, status: MediaStatus }
      | { id: string, status: MediaStatus }
     | null, errors: Array<{ code: SubmitMediaErrorCode, field: string | null, message: string }> } };

export type AdminApproveMediaMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminApproveMediaMutation = { approveMedia: { media:
      | { id: string, status: MediaStatus }
      | { id: string, status: MediaStatus }
      | { id: string, status: MediaStatus }
     | null, errors: Array<{ code: ApproveMediaErrorCode, field: string | null, message: string }> } };

export type AdminRejectMediaMutationVariables = Exact<{
  input: RejectMediaInput;
}>;


export type AdminRejectMediaMutation = { rejectMedia: { media:
      | { id: string, status: MediaStatus }
      | { id: string, status: MediaStatus }
      | { id: string, status: MediaStatus }
     | null, errors: Array<{ code: RejectMediaErrorCode, field: string | null, message: string }> } };

export type AdminArchiveMediaMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminArchiveMediaMutation = { archiveMedia: { media:
      | { id: string, status: MediaStatus }
      | { id: string, status: MediaStatus }
      | { id: string, status: MediaStatus }
     | null, errors: Array<{ code: ArchiveMediaErrorCode, field: string | null, message: string }> } };

export type AdminUnarchiveMediaMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminUnarchiveMediaMutation = { unarchiveMedia: { media:
      | { id: string, status: MediaStatus }
      | { id: string, status: MediaStatus }
      | { id: string, status: MediaStatus }
     | null, errors: Array<{ code: UnarchiveMediaErrorCode, field: string | null, message: string }> } };

export type AdminBulkResultFieldsFragment = { changedCount: number, failedCount: number, errors: Array<{ code: BulkMediaErrorCode, field: string | null, message: string }>, results: Array<{ id: string, ok: boolean, code: BulkMediaItemErrorCode | null, message: string | null, media:
      | { id: string, title: string, status: MediaStatus }
      | { id: string, title: string, status: MediaStatus }
      | { id: string, title: string, status: MediaStatus }
     | null }> };

export type AdminBulkPublishMediaMutationVariables = Exact<{
  input: BulkMediaInput;
}>;


export type AdminBulkPublishMediaMutation = { bulkPublishMedia: { changedCount: number, failedCount: number, errors: Array<{ code: BulkMediaErrorCode, field: string | null, message: string }>, results: Array<{ id: string, ok: boolean, code: BulkMediaItemErrorCode | null, message: string | null, media:
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
       | null }> } };

export type AdminBulkArchiveMediaMutationVariables = Exact<{
  input: BulkMediaInput;
}>;


export type AdminBulkArchiveMediaMutation = { bulkArchiveMedia: { changedCount: number, failedCount: number, errors: Array<{ code: BulkMediaErrorCode, field: string | null, message: string }>, results: Array<{ id: string, ok: boolean, code: BulkMediaItemErrorCode | null, message: string | null, media:
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
       | null }> } };

export type AdminBulkDeleteMediaMutationVariables = Exact<{
  input: BulkMediaInput;
}>;


export type AdminBulkDeleteMediaMutation = { bulkDeleteMedia: { changedCount: number, failedCount: number, errors: Array<{ code: BulkMediaErrorCode, field: string | null, message: string }>, results: Array<{ id: string, ok: boolean, code: BulkMediaItemErrorCode | null, message: string | null, media:
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
       | null }> } };

export type AdminBulkTagMediaMutationVariables = Exact<{
  input: BulkTagMediaInput;
}>;


export type AdminBulkTagMediaMutation = { bulkTagMedia: { changedCount: number, failedCount: number, errors: Array<{ code: BulkMediaErrorCode, field: string | null, message: string }>, results: Array<{ id: string, ok: boolean, code: BulkMediaItemErrorCode | null, message: string | null, media:
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
       | null }> } };

export type AdminBulkUntagMediaMutationVariables = Exact<{
  input: BulkTagMediaInput;
}>;


export type AdminBulkUntagMediaMutation = { bulkUntagMedia: { changedCount: number, failedCount: number, errors: Array<{ code: BulkMediaErrorCode, field: string | null, message: string }>, results: Array<{ id: string, ok: boolean, code: BulkMediaItemErrorCode | null, message: string | null, media:
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
       | null }> } };

export type AdminBulkSetMediaCategoryMutationVariables = Exact<{
  input: BulkSetMediaCategoryInput;
}>;


export type AdminBulkSetMediaCategoryMutation = { bulkSetMediaCategory: { changedCount: number, failedCount: number, errors: Array<{ code: BulkMediaErrorCode, field: string | null, message: string }>, results: Array<{ id: string, ok: boolean, code: BulkMediaItemErrorCode | null, message: string | null, media:
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
       | null }> } };

export type AdminBulkSetMediaPlatformsMutationVariables = Exact<{
  input: BulkSetMediaPlatformsInput;
}>;


export type AdminBulkSetMediaPlatformsMutation = { bulkSetMediaPlatforms: { changedCount: number, failedCount: number, errors: Array<{ code: BulkMediaErrorCode, field: string | null, message: string }>, results: Array<{ id: string, ok: boolean, code: BulkMediaItemErrorCode | null, message: string | null, media:
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
       | null }> } };

export type AdminBulkSetMediaAccessMutationVariables = Exact<{
  input: BulkSetMediaAccessInput;
}>;


export type AdminBulkSetMediaAccessMutation = { bulkSetMediaAccess: { changedCount: number, failedCount: number, errors: Array<{ code: BulkMediaErrorCode, field: string | null, message: string }>, results: Array<{ id: string, ok: boolean, code: BulkMediaItemErrorCode | null, message: string | null, media:
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
        | { id: string, title: string, status: MediaStatus }
       | null }> } };

export type ReviewQueueQueryVariables = Exact<{
  kind?: MediaKind | null | undefined;
  first: number;
}>;


export type ReviewQueueQuery = { adminMedia: { totalCount: number, edges: Array<{ node:
        | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, fps: number | null, orientation: Orientation | null, hasAlpha: boolean | null, id: string, kind: MediaKind, title: string, slug: string, description: string, status: MediaStatus, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, createdAt: string, submittedAt: string | null, originalFilename: string, category: { id: string, name: string } | null, tags: Array<{ id: string, name: string }>, platforms: Array<{ id: string, name: string }>, uploader: { id: string, displayName: string, email: string } | null, files: Array<{ id: string, role: FileRole, size: number, contentType: string }> }
        | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, genre: string | null, mood: string | null, isLoop: boolean | null, isSoundEffect: boolean | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, description: string, status: MediaStatus, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, createdAt: string, submittedAt: string | null, originalFilename: string, category: { id: string, name: string } | null, tags: Array<{ id: string, name: string }>, platforms: Array<{ id: string, name: string }>, uploader: { id: string, displayName: string, email: string } | null, files: Array<{ id: string, role: FileRole, size: number, contentType: string }> }
        | { width: number | null, height: number | null, orientation: Orientation | null, id: string, kind: MediaKind, title: string, slug: string, description: string, status: MediaStatus, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, createdAt: string, submittedAt: string | null, originalFilename: string, category: { id: string, name: string } | null, tags: Array<{ id: string, name: string }>, platforms: Array<{ id: string, name: string }>, uploader: { id: string, displayName: string, email: string } | null, files: Array<{ id: string, role: FileRole, size: number, contentType: string }> }
       }> } };

export type ApproveReviewItemMutationVariables = Exact<{
  input: MediaIdInput;
}>;


export type ApproveReviewItemMutation = { approveMedia: { media:
      | { id: string, status: MediaStatus, publishedAt: string | null }
      | { id: string, status: MediaStatus, publishedAt: string | null }
      | { id: string, status: MediaStatus, publishedAt: string | null }
     | null, errors: Array<{ code: ApproveMediaErrorCode, field: string | null, message: string }> } };

export type RejectReviewItemMutationVariables = Exact<{
  input: RejectMediaInput;
}>;


export type RejectReviewItemMutation = { rejectMedia: { media:
      | { id: string, status: MediaStatus, rejection: { reason: RejectionReason, note: string } | null }
      | { id: string, status: MediaStatus, rejection: { reason: RejectionReason, note: string } | null }
      | { id: string, status: MediaStatus, rejection: { reason: RejectionReason, note: string } | null }
     | null, errors: Array<{ code: RejectMediaErrorCode, field: string | null, message: string }> } };

export type TaxonomyCategoryFieldsFragment = { id: string, kind: MediaKind, name: string, slug: string, description: string, position: number };

export type TaxonomyCategoryTreeQueryVariables = Exact<{
  kind: MediaKind;
}>;


export type TaxonomyCategoryTreeQuery = { categories: Array<{ id: string, kind: MediaKind, name: string, slug: string, description: string, position: number, children: Array<{ id: string, kind: MediaKind, name: string, slug: string, description: string, position: number, children: Array<{ id: string, kind: MediaKind, name: string, slug: string, description: string, position: number, children: Array<{ id: string, kind: MediaKind, name: string, slug: string, description: string, position: number, children: Array<{ id: string, kind: MediaKind, name: string, slug: string, description: string, position: number, children: Array<{ id: string, kind: MediaKind, name: string, slug: string, description: string, position: number, children: Array<{ id: string }> }> }> }> }> }> }> };

export type CreateTaxonomyCategoryMutationVariables = Exact<{
  input: CreateCategoryInput;
}>;


export type CreateTaxonomyCategoryMutation = { createCategory: { category: { id: string, kind: MediaKind, name: string, slug: string, description: string, position: number } | null, errors: Array<{ code: CreateCategoryErrorCode, field: string | null, message: string }> } };

export type UpdateTaxonomyCategoryMutationVariables = Exact<{
  input: UpdateCategoryInput;
}>;


export type UpdateTaxonomyCategoryMutation = { updateCategory: { category: { id: string, kind: MediaKind, name: string, slug: string, description: string, position: number } | null, errors: Array<{ code: UpdateCategoryErrorCode, field: string | null, message: string }> } };

export type DeleteTaxonomyCategoryMutationVariables = Exact<{
  input: DeleteCategoryInput;
}>;


export type DeleteTaxonomyCategoryMutation = { deleteCategory: { deletedId: string | null, errors: Array<{ code: DeleteCategoryErrorCode, field: string | null, message: string }> } };

export type TaxonomyTagFieldsFragment = { id: string, name: string, slug: string };

export type TaxonomyTagsQueryVariables = Exact<{
  search?: string | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type TaxonomyTagsQuery = { tags: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, slug: string } }> } };

export type CreateTaxonomyTagMutationVariables = Exact<{
  input: CreateTagInput;
}>;


export type CreateTaxonomyTagMutation = { createTag: { tag: { id: string, name: string, slug: string } | null, errors: Array<{ code: CreateTagErrorCode, field: string | null, message: string }> } };

export type UpdateTaxonomyTagMutationVariables = Exact<{
  input: UpdateTagInput;
}>;


export type UpdateTaxonomyTagMutation = { updateTag: { tag: { id: string, name: string, slug: string } | null, errors: Array<{ code: UpdateTagErrorCode, field: string | null, message: string }> } };

export type DeleteTaxonomyTagMutationVariables = Exact<{
  input: DeleteTagInput;
}>;


export type DeleteTaxonomyTagMutation = { deleteTag: { deletedId: string | null, errors: Array<{ code: DeleteTagErrorCode, field: string | null, message: string }> } };

export type TaxonomyPlatformFieldsFragment = { id: string, name: string, slug: string, icon: string, position: number };

export type TaxonomyPlatformsQueryVariables = Exact<{ [key: string]: never; }>;


export type TaxonomyPlatformsQuery = { platforms: Array<{ id: string, name: string, slug: string, icon: string, position: number }> };

export type CreateTaxonomyPlatformMutationVariables = Exact<{
  input: CreatePlatformInput;
}>;


export type CreateTaxonomyPlatformMutation = { createPlatform: { platform: { id: string, name: string, slug: string, icon: string, position: number } | null, errors: Array<{ code: CreatePlatformErrorCode, field: string | null, message: string }> } };

export type UpdateTaxonomyPlatformMutationVariables = Exact<{
  input: UpdatePlatformInput;
}>;


export type UpdateTaxonomyPlatformMutation = { updatePlatform: { platform: { id: string, name: string, slug: string, icon: string, position: number } | null, errors: Array<{ code: UpdatePlatformErrorCode, field: string | null, message: string }> } };

export type DeleteTaxonomyPlatformMutationVariables = Exact<{
  input: DeletePlatformInput;
}>;


export type DeleteTaxonomyPlatformMutation = { deletePlatform: { deletedId: string | null, errors: Array<{ code: DeletePlatformErrorCode, field: string | null, message: string }> } };

export type AdminTipRowFragment = { id: string, slug: string, title: string, status: TipStatus, access: TipAccess, difficulty: TipDifficulty, stepCount: number, publishedAt: string | null, updatedAt: string };

export type AdminTipFieldsFragment = { summary: string, body: string, capcutVersion: string, device: TipDevice, tags: Array<string>, coverPath: string | null, coverUrl: string | null, coverAlt: string, mediaIds: Array<string>, id: string, slug: string, title: string, status: TipStatus, access: TipAccess, difficulty: TipDifficulty, stepCount: number, publishedAt: string | null, updatedAt: string, steps: Array<{ number: number, title: string, body: string, imagePath: string | null, imageUrl: string | null, imageAlt: string }>, media: Array<
    | { id: string, title: string }
    | { id: string, title: string }
    | { id: string, title: string }
  > };

export type AdminTipsQueryVariables = Exact<{
  query?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminTipsQuery = { adminTips: { totalCount: number, edges: Array<{ node: { id: string, slug: string, title: string, status: TipStatus, access: TipAccess, difficulty: TipDifficulty, stepCount: number, publishedAt: string | null, updatedAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type AdminTipQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminTipQuery = { adminTip: { summary: string, body: string, capcutVersion: string, device: TipDevice, tags: Array<string>, coverPath: string | null, coverUrl: string | null, coverAlt: string, mediaIds: Array<string>, id: string, slug: string, title: string, status: TipStatus, access: TipAccess, difficulty: TipDifficulty, stepCount: number, publishedAt: string | null, updatedAt: string, steps: Array<{ number: number, title: string, body: string, imagePath: string | null, imageUrl: string | null, imageAlt: string }>, media: Array<
      | { id: string, title: string }
      | { id: string, title: string }
      | { id: string, title: string }
    > } | null };

export type PreviewTipMarkdownQueryVariables = Exact<{
  markdown: string;
}>;


export type PreviewTipMarkdownQuery = { previewTipMarkdown: string };

export type CreateTipMutationVariables = Exact<{
  input: CreateTipInput;
}>;


export type CreateTipMutation = { createTip: { tip: { summary: string, body: string, capcutVersion: string, device: TipDevice, tags: Array<string>, coverPath: string | null, coverUrl: string | null, coverAlt: string, mediaIds: Array<string>, id: string, slug: string, title: string, status: TipStatus, access: TipAccess, difficulty: TipDifficulty, stepCount: number, publishedAt: string | null, updatedAt: string, steps: Array<{ number: number, title: string, body: string, imagePath: string | null, imageUrl: string | null, imageAlt: string }>, media: Array<
        | { id: string, title: string }
        | { id: string, title: string }
        | { id: string, title: string }
      > } | null, errors: Array<{ field: string | null, message: string, code: TipErrorCode }> } };

export type UpdateTipMutationVariables = Exact<{
  input: UpdateTipInput;
}>;


export type UpdateTipMutation = { updateTip: { tip: { summary: string, body: string, capcutVersion: string, device: TipDevice, tags: Array<string>, coverPath: string | null, coverUrl: string | null, coverAlt: string, mediaIds: Array<string>, id: string, slug: string, title: string, status: TipStatus, access: TipAccess, difficulty: TipDifficulty, stepCount: number, publishedAt: string | null, updatedAt: string, steps: Array<{ number: number, title: string, body: string, imagePath: string | null, imageUrl: string | null, imageAlt: string }>, media: Array<
        | { id: string, title: string }
        | { id: string, title: string }
        | { id: string, title: string }
      > } | null, errors: Array<{ field: string | null, message: string, code: TipErrorCode }> } };

export type SetTipStatusMutationVariables = Exact<{
  input: SetTipStatusInput;
}>;


export type SetTipStatusMutation = { setTipStatus: { tip: { summary: string, body: string, capcutVersion: string, device: TipDevice, tags: Array<string>, coverPath: string | null, coverUrl: string | null, coverAlt: string, mediaIds: Array<string>, id: string, slug: string, title: string, status: TipStatus, access: TipAccess, difficulty: TipDifficulty, stepCount: number, publishedAt: string | null, updatedAt: string, steps: Array<{ number: number, title: string, body: string, imagePath: string | null, imageUrl: string | null, imageAlt: string }>, media: Array<
        | { id: string, title: string }
        | { id: string, title: string }
        | { id: string, title: string }
      > } | null, errors: Array<{ field: string | null, message: string, code: TipErrorCode }> } };

export type DeleteTipMutationVariables = Exact<{
  input: DeleteTipInput;
}>;


export type DeleteTipMutation = { deleteTip: { errors: Array<{ field: string | null, message: string, code: TipErrorCode }> } };

export type UploadedMediaItemQueryVariables = Exact<{
  id: string | number;
}>;


export type UploadedMediaItemQuery = { adminMediaItem:
    | { id: string, kind: MediaKind, title: string, status: MediaStatus, thumbnailUrl: string | null, processing: { state: ProcessingState, error: string | null }, category: { id: string } | null }
    | { id: string, kind: MediaKind, title: string, status: MediaStatus, thumbnailUrl: string | null, processing: { state: ProcessingState, error: string | null }, category: { id: string } | null }
    | { id: string, kind: MediaKind, title: string, status: MediaStatus, thumbnailUrl: string | null, processing: { state: ProcessingState, error: string | null }, category: { id: string } | null }
   | null };

export type UploadCategoryFieldsFragment = { id: string, name: string };

export type UploadCategoriesQueryVariables = Exact<{
  kind: MediaKind;
}>;


export type UploadCategoriesQuery = { categories: Array<{ id: string, name: string, children: Array<{ id: string, name: string, children: Array<{ id: string, name: string, children: Array<{ id: string, name: string }> }> }> }> };

export type UploadPlatformsQueryVariables = Exact<{ [key: string]: never; }>;


export type UploadPlatformsQuery = { platforms: Array<{ id: string, name: string }> };

export type UploadTagSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  first: number;
}>;


export type UploadTagSearchQuery = { tags: { edges: Array<{ node: { id: string, name: string } }> } };

export type UploadSaveMediaMutationVariables = Exact<{
  input: UpdateMediaInput;
}>;


export type UploadSaveMediaMutation = { updateMedia: { media:
      | { id: string, title: string, status: MediaStatus, category: { id: string } | null }
      | { id: string, title: string, status: MediaStatus, category: { id: string } | null }
      | { id: string, title: string, status: MediaStatus, category: { id: string } | null }
     | null, errors: Array<{ code: UpdateMediaErrorCode, field: string | null, message: string }> } };

export type UploadSubmitMediaMutationVariables = Exact<{
  id: string | number;
}>;


export type UploadSubmitMediaMutation = { submitMedia: { media:
      | { id: string, status: MediaStatus }
      | { id: string, status: MediaStatus }
      | { id: string, status: MediaStatus }
     | null, errors: Array<{ code: SubmitMediaErrorCode, field: string | null, message: string }> } };

export type UploadReprocessMediaMutationVariables = Exact<{
  id: string | number;
}>;


export type UploadReprocessMediaMutation = { reprocessMedia: { media:
      | { id: string, processing: { state: ProcessingState, error: string | null } }
      | { id: string, processing: { state: ProcessingState, error: string | null } }
      | { id: string, processing: { state: ProcessingState, error: string | null } }
     | null, errors: Array<{ code: ReprocessMediaErrorCode, field: string | null, message: string }> } };

export type AdminUserRowFragment = { id: string, email: string, displayName: string, role: Role, emailVerified: boolean, disabled: boolean, disabledReason: string, createdAt: string };

export type AdminUsersQueryVariables = Exact<{
  filter?: AdminUsersFilter | null | undefined;
  sort: AdminUserSort;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminUsersQuery = { adminUsers: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, email: string, displayName: string, role: Role, emailVerified: boolean, disabled: boolean, disabledReason: string, createdAt: string } }> }, plans: Array<{ id: string, name: string }> };

export type BulkUpdateUsersMutationVariables = Exact<{
  input: BulkUpdateUsersInput;
}>;


export type BulkUpdateUsersMutation = { bulkUpdateUsers: { changedCount: number, failedCount: number, results: Array<{ id: string, ok: boolean, code: BulkUserItemErrorCode | null, message: string | null, user: { id: string, email: string, displayName: string, role: Role, emailVerified: boolean, disabled: boolean, disabledReason: string, createdAt: string } | null }>, errors: Array<{ field: string | null, message: string, code: BulkUpdateUsersErrorCode }> } };

export type AdminExportLinkQueryVariables = Exact<{
  kind: ExportKind;
  usersFilter?: AdminUsersFilter | null | undefined;
}>;


export type AdminExportLinkQuery = { adminExportLink: string };

export type AdminPaymentRowFragment = { id: string, kind: PaymentKind, description: string, amountCents: number, amountRefundedCents: number, status: PaymentStatus, createdAt: string };

export type AdminUserQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminUserQuery = { user: { disabledAt: string | null, hasPassword: boolean, signInMethods: Array<SignInMethod>, socialProviders: Array<string>, id: string, email: string, displayName: string, role: Role, emailVerified: boolean, disabled: boolean, disabledReason: string, createdAt: string, activeSessions: { totalCount: number, edges: Array<{ node: { id: string, device: string | null, location: string | null, signedInAt: string, lastUsedAt: string } }> }, billing: { status: SubscriptionStatus, subscriptionId: string | null, interval: BillingInterval | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, downloadAllowance: number, plan: { id: string, name: string } }, payments: { totalCount: number, edges: Array<{ node: { id: string, kind: PaymentKind, description: string, amountCents: number, amountRefundedCents: number, status: PaymentStatus, createdAt: string } }> }, downloads: { totalCount: number, edges: Array<{ node: { id: string, kind: DownloadItemKind, title: string, mediaId: string | null, downloadedAt: string, planName: string, media:
            | { id: string, kind: MediaKind }
            | { id: string, kind: MediaKind }
            | { id: string, kind: MediaKind }
           | null, licence: { id: string, type: Licence, projectName: string | null, revoked: boolean } } }> }, favorites: { totalCount: number, edges: Array<{ node: { id: string, createdAt: string, media:
            | { id: string, kind: MediaKind, title: string }
            | { id: string, kind: MediaKind, title: string }
            | { id: string, kind: MediaKind, title: string }
           } }> }, collections: Array<{ id: string, name: string, itemCount: number }>, assetRequests: { totalCount: number, edges: Array<{ node: { id: string, title: string, kind: MediaKind, status: AssetRequestStatus, voteCount: number, createdAt: string } }> }, auditTrail: { totalCount: number, edges: Array<{ node: { id: string, action: string, targetType: string, targetId: string, actorId: string | null, details: string, createdAt: string, actor: { id: string, displayName: string } | null } }> } } | null };

export type AdminSetUserDisabledMutationVariables = Exact<{
  input: SetUserDisabledInput;
}>;


export type AdminSetUserDisabledMutation = { setUserDisabled: { user: { id: string, disabled: boolean } | null, errors: Array<{ field: string | null, message: string, code: SetUserDisabledErrorCode }> } };

export type AdminSetUserRoleMutationVariables = Exact<{
  input: SetUserRoleInput;
}>;


export type AdminSetUserRoleMutation = { setUserRole: { user: { id: string, role: Role } | null, errors: Array<{ field: string | null, message: string, code: SetUserRoleErrorCode }> } };

export type RevokeUserSessionsMutationVariables = Exact<{
  input: RevokeUserSessionsInput;
}>;


export type RevokeUserSessionsMutation = { revokeUserSessions: { revokedSessions: number, errors: Array<{ field: string | null, message: string, code: RevokeUserSessionsErrorCode }> } };

export type EraseUserMutationVariables = Exact<{
  input: EraseUserInput;
}>;


export type EraseUserMutation = { eraseUser: { erased: boolean, errors: Array<{ field: string | null, message: string, code: EraseUserErrorCode }> } };

export type AdminCancelSubscriptionMutationVariables = Exact<{
  input: AdminCancelSubscriptionInput;
}>;


export type AdminCancelSubscriptionMutation = { adminCancelSubscription: { errors: Array<{ field: string | null, message: string, code: SubscriptionErrorCode }> } };

export type AdminRefundPaymentMutationVariables = Exact<{
  input: RefundPaymentInput;
}>;


export type AdminRefundPaymentMutation = { refundPayment: { payment: { id: string, kind: PaymentKind, description: string, amountCents: number, amountRefundedCents: number, status: PaymentStatus, createdAt: string } | null, errors: Array<{ field: string | null, message: string, code: RefundPaymentErrorCode }> } };

export type VideoGenerationRowFragment = { id: string, prompt: string, negativePrompt: string | null, aspectRatio: VideoAspectRatio, durationSeconds: number, resolution: VideoResolution, numberOfVideos: number, seed: number | null, hasStartingImage: boolean, model: string, status: VideoGenerationStatus, videoSeconds: number, reportedUsage: string | null, mediaIds: Array<string>, createdAt: string, finishedAt: string | null, failure: { code: VideoGenerationFailureCode, message: string } | null };

export type VeoSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type VeoSettingsQuery = { videoGenerationSettings: { enabled: boolean, switchedOn: boolean, model: string, durations: Array<number>, maxVideos: number, maxActive: number, maxImageBytes: number } };

export type VideoGenerationsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type VideoGenerationsQuery = { videoGenerations: { totalCount: number, edges: Array<{ node: { id: string, prompt: string, negativePrompt: string | null, aspectRatio: VideoAspectRatio, durationSeconds: number, resolution: VideoResolution, numberOfVideos: number, seed: number | null, hasStartingImage: boolean, model: string, status: VideoGenerationStatus, videoSeconds: number, reportedUsage: string | null, mediaIds: Array<string>, createdAt: string, finishedAt: string | null, failure: { code: VideoGenerationFailureCode, message: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type GenerateVideoMutationVariables = Exact<{
  input: GenerateVideoInput;
}>;


export type GenerateVideoMutation = { generateVideo: { generation: { id: string, prompt: string, negativePrompt: string | null, aspectRatio: VideoAspectRatio, durationSeconds: number, resolution: VideoResolution, numberOfVideos: number, seed: number | null, hasStartingImage: boolean, model: string, status: VideoGenerationStatus, videoSeconds: number, reportedUsage: string | null, mediaIds: Array<string>, createdAt: string, finishedAt: string | null, failure: { code: VideoGenerationFailureCode, message: string } | null } | null, errors: Array<{ field: string | null, message: string, code: GenerateVideoErrorCode }> } };

export type TrackEventsMutationVariables = Exact<{
  events: Array<AnalyticsEventInput> | AnalyticsEventInput;
}>;


export type TrackEventsMutation = { trackEvents: { accepted: number, errors: Array<{ code: TrackEventsErrorCode, field: string | null, message: string }> } };

export type SessionUserFragment = { id: string, email: string, displayName: string, role: Role, emailVerified: boolean, hasPassword: boolean, photoUrl: string | null, disabled: boolean, createdAt: string };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, displayName: string, role: Role, emailVerified: boolean, hasPassword: boolean, photoUrl: string | null, disabled: boolean, createdAt: string } };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { signIn: { accessToken: string | null, accessTokenExpiresAt: string | null, user: { id: string, email: string, displayName: string, role: Role, emailVerified: boolean, hasPassword: boolean, photoUrl: string | null, disabled: boolean, createdAt: string } | null, errors: Array<{ code: SignInErrorCode, field: string | null, message: string, retryAfterSeconds: number | null }> } };

export type SignUpMutationVariables = Exact<{
  email: string;
  password: string;
  displayName?: string | null | undefined;
  continuePath?: string | null | undefined;
}>;


export type SignUpMutation = { signUp: { confirmationSentTo: string | null, errors: Array<{ code: SignUpErrorCode, field: string | null, message: string, retryAfterSeconds: number | null }> } };

export type CompleteSignUpMutationVariables = Exact<{
  token: string;
}>;


export type CompleteSignUpMutation = { completeSignUp: { accessToken: string | null, accessTokenExpiresAt: string | null, continuePath: string | null, user: { id: string, email: string, displayName: string, role: Role, emailVerified: boolean, hasPassword: boolean, photoUrl: string | null, disabled: boolean, createdAt: string } | null, errors: Array<{ code: CompleteSignUpErrorCode, field: string | null, message: string }> } };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string | null, accessTokenExpiresAt: string | null, user: { id: string, email: string, displayName: string, role: Role, emailVerified: boolean, hasPassword: boolean, photoUrl: string | null, disabled: boolean, createdAt: string } | null, errors: Array<{ code: RefreshSessionErrorCode, field: string | null, message: string }> } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { signedOut: boolean } };

export type PasswordPolicyQueryVariables = Exact<{ [key: string]: never; }>;


export type PasswordPolicyQuery = { passwordPolicy: { minLength: number, maxLength: number, refusesEmail: boolean } };

export type PlanCardFragment = { id: string, slug: string, name: string, description: string, features: Array<string>, downloadAllowance: number, licence: Licence, highlighted: boolean, active: boolean, isFree: boolean, includesPremium: boolean, position: number, monthlyPriceCents: number, yearlyPriceCents: number, yearlySavingCents: number, converterMaxFileBytes: number, converterFileLimitBytes: number, converterMinutesPerMonth: number };

export type MyBillingFieldsFragment = { status: SubscriptionStatus, subscriptionId: string | null, interval: BillingInterval | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, inGrace: boolean, licence: Licence, downloadAllowance: number, allowancePeriodStart: string, allowancePeriodEnd: string, purchasedMediaIds: Array<string>, plan: { id: string, slug: string, name: string, description: string, features: Array<string>, downloadAllowance: number, licence: Licence, highlighted: boolean, active: boolean, isFree: boolean, includesPremium: boolean, position: number, monthlyPriceCents: number, yearlyPriceCents: number, yearlySavingCents: number, converterMaxFileBytes: number, converterFileLimitBytes: number, converterMinutesPerMonth: number } };

export type CheckoutFieldsFragment = { id: string, url: string | null, clientSecret: string | null, status: string, description: string, amountCents: number, interval: BillingInterval | null, mediaId: string | null, media:
    | { id: string, kind: MediaKind, slug: string, title: string }
    | { id: string, kind: MediaKind, slug: string, title: string }
    | { id: string, kind: MediaKind, slug: string, title: string }
   | null };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { plans: Array<{ id: string, slug: string, name: string, description: string, features: Array<string>, downloadAllowance: number, licence: Licence, highlighted: boolean, active: boolean, isFree: boolean, includesPremium: boolean, position: number, monthlyPriceCents: number, yearlyPriceCents: number, yearlySavingCents: number, converterMaxFileBytes: number, converterFileLimitBytes: number, converterMinutesPerMonth: number }>, billing: { mode: PaymentMode, publishableKey: string | null, pastDueGraceDays: number } };

export type MyBillingQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBillingQuery = { myBilling: { status: SubscriptionStatus, subscriptionId: string | null, interval: BillingInterval | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, inGrace: boolean, licence: Licence, downloadAllowance: number, allowancePeriodStart: string, allowancePeriodEnd: string, purchasedMediaIds: Array<string>, plan: { id: string, slug: string, name: string, description: string, features: Array<string>, downloadAllowance: number, licence: Licence, highlighted: boolean, active: boolean, isFree: boolean, includesPremium: boolean, position: number, monthlyPriceCents: number, yearlyPriceCents: number, yearlySavingCents: number, converterMaxFileBytes: number, converterFileLimitBytes: number, converterMinutesPerMonth: number } } };

export type MyPaymentsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MyPaymentsQuery = { myPayments: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, kind: PaymentKind, description: string, amountCents: number, amountRefundedCents: number, currency: string, status: PaymentStatus, createdAt: string, paidAt: string | null, receiptUrl: string | null } }> } };

export type CheckoutStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type CheckoutStatusQuery = { checkout: { id: string, url: string | null, clientSecret: string | null, status: string, description: string, amountCents: number, interval: BillingInterval | null, mediaId: string | null, media:
      | { id: string, kind: MediaKind, slug: string, title: string }
      | { id: string, kind: MediaKind, slug: string, title: string }
      | { id: string, kind: MediaKind, slug: string, title: string }
     | null } | null };

export type StartSubscriptionCheckoutMutationVariables = Exact<{
  input: StartSubscriptionCheckoutInput;
}>;


export type StartSubscriptionCheckoutMutation = { startSubscriptionCheckout: { checkout: { id: string, url: string | null, clientSecret: string | null, status: string, description: string, amountCents: number, interval: BillingInterval | null, mediaId: string | null, media:
        | { id: string, kind: MediaKind, slug: string, title: string }
        | { id: string, kind: MediaKind, slug: string, title: string }
        | { id: string, kind: MediaKind, slug: string, title: string }
       | null } | null, errors: Array<{ code: CheckoutErrorCode, field: string | null, message: string }> } };

export type StartItemCheckoutMutationVariables = Exact<{
  input: StartItemCheckoutInput;
}>;


export type StartItemCheckoutMutation = { startItemCheckout: { checkout: { id: string, url: string | null, clientSecret: string | null, status: string, description: string, amountCents: number, interval: BillingInterval | null, mediaId: string | null, media:
        | { id: string, kind: MediaKind, slug: string, title: string }
        | { id: string, kind: MediaKind, slug: string, title: string }
        | { id: string, kind: MediaKind, slug: string, title: string }
       | null } | null, errors: Array<{ code: CheckoutErrorCode, field: string | null, message: string }> } };

export type CompleteTestCheckoutMutationVariables = Exact<{
  input: CompleteTestCheckoutInput;
}>;


export type CompleteTestCheckoutMutation = { completeTestCheckout: { checkout: { id: string, url: string | null, clientSecret: string | null, status: string, description: string, amountCents: number, interval: BillingInterval | null, mediaId: string | null, media:
        | { id: string, kind: MediaKind, slug: string, title: string }
        | { id: string, kind: MediaKind, slug: string, title: string }
        | { id: string, kind: MediaKind, slug: string, title: string }
       | null } | null, errors: Array<{ code: TestModeErrorCode, field: string | null, message: string }> } };

export type SaveTestCardMutationVariables = Exact<{
  input: SaveTestCardInput;
}>;


export type SaveTestCardMutation = { saveTestCard: { billing: { status: SubscriptionStatus, subscriptionId: string | null, interval: BillingInterval | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, inGrace: boolean, licence: Licence, downloadAllowance: number, allowancePeriodStart: string, allowancePeriodEnd: string, purchasedMediaIds: Array<string>, plan: { id: string, slug: string, name: string, description: string, features: Array<string>, downloadAllowance: number, licence: Licence, highlighted: boolean, active: boolean, isFree: boolean, includesPremium: boolean, position: number, monthlyPriceCents: number, yearlyPriceCents: number, yearlySavingCents: number, converterMaxFileBytes: number, converterFileLimitBytes: number, converterMinutesPerMonth: number } } | null, errors: Array<{ code: TestModeErrorCode, field: string | null, message: string }> } };

export type CancelSubscriptionMutationVariables = Exact<{
  input: SubscriptionActionInput;
}>;


export type CancelSubscriptionMutation = { cancelSubscription: { billing: { status: SubscriptionStatus, subscriptionId: string | null, interval: BillingInterval | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, inGrace: boolean, licence: Licence, downloadAllowance: number, allowancePeriodStart: string, allowancePeriodEnd: string, purchasedMediaIds: Array<string>, plan: { id: string, slug: string, name: string, description: string, features: Array<string>, downloadAllowance: number, licence: Licence, highlighted: boolean, active: boolean, isFree: boolean, includesPremium: boolean, position: number, monthlyPriceCents: number, yearlyPriceCents: number, yearlySavingCents: number, converterMaxFileBytes: number, converterFileLimitBytes: number, converterMinutesPerMonth: number } } | null, errors: Array<{ code: SubscriptionErrorCode, field: string | null, message: string }> } };

export type ResumeSubscriptionMutationVariables = Exact<{
  input: SubscriptionActionInput;
}>;


export type ResumeSubscriptionMutation = { resumeSubscription: { billing: { status: SubscriptionStatus, subscriptionId: string | null, interval: BillingInterval | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, inGrace: boolean, licence: Licence, downloadAllowance: number, allowancePeriodStart: string, allowancePeriodEnd: string, purchasedMediaIds: Array<string>, plan: { id: string, slug: string, name: string, description: string, features: Array<string>, downloadAllowance: number, licence: Licence, highlighted: boolean, active: boolean, isFree: boolean, includesPremium: boolean, position: number, monthlyPriceCents: number, yearlyPriceCents: number, yearlySavingCents: number, converterMaxFileBytes: number, converterFileLimitBytes: number, converterMinutesPerMonth: number } } | null, errors: Array<{ code: SubscriptionErrorCode, field: string | null, message: string }> } };

export type ChangePlanMutationVariables = Exact<{
  input: ChangePlanInput;
}>;


export type ChangePlanMutation = { changePlan: { billing: { status: SubscriptionStatus, subscriptionId: string | null, interval: BillingInterval | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, inGrace: boolean, licence: Licence, downloadAllowance: number, allowancePeriodStart: string, allowancePeriodEnd: string, purchasedMediaIds: Array<string>, plan: { id: string, slug: string, name: string, description: string, features: Array<string>, downloadAllowance: number, licence: Licence, highlighted: boolean, active: boolean, isFree: boolean, includesPremium: boolean, position: number, monthlyPriceCents: number, yearlyPriceCents: number, yearlySavingCents: number, converterMaxFileBytes: number, converterFileLimitBytes: number, converterMinutesPerMonth: number } } | null, errors: Array<{ code: SubscriptionErrorCode, field: string | null, message: string }> } };

export type UpdatePaymentMethodMutationVariables = Exact<{
  input: UpdatePaymentMethodInput;
}>;


export type UpdatePaymentMethodMutation = { updatePaymentMethod: { url: string | null, errors: Array<{ code: SubscriptionErrorCode, field: string | null, message: string }> } };

export type AdminPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPlansQuery = { adminPlans: Array<{ subscriberCount: number, id: string, slug: string, name: string, description: string, features: Array<string>, downloadAllowance: number, licence: Licence, highlighted: boolean, active: boolean, isFree: boolean, includesPremium: boolean, position: number, monthlyPriceCents: number, yearlyPriceCents: number, yearlySavingCents: number, converterMaxFileBytes: number, converterFileLimitBytes: number, converterMinutesPerMonth: number, priceHistory: Array<{ id: string, interval: BillingInterval, amountCents: number, current: boolean, subscriberCount: number, createdAt: string }> }>, billingMetrics: { mrrCents: number, activeSubscribers: number, newSubscribers30d: number, churned30d: number, revenue30dCents: number }, billing: { mode: PaymentMode } };

export type CreatePlanMutationVariables = Exact<{
  input: CreatePlanInput;
}>;


export type CreatePlanMutation = { createPlan: { plan: { id: string } | null, errors: Array<{ code: PlanErrorCode, field: string | null, message: string }> } };

export type UpdatePlanMutationVariables = Exact<{
  input: UpdatePlanInput;
}>;


export type UpdatePlanMutation = { updatePlan: { plan: { id: string } | null, errors: Array<{ code: PlanErrorCode, field: string | null, message: string }> } };

export type ReorderPlansMutationVariables = Exact<{
  input: ReorderPlansInput;
}>;


export type ReorderPlansMutation = { reorderPlans: { plans: Array<{ id: string, position: number }>, errors: Array<{ code: PlanErrorCode, field: string | null, message: string }> } };

export type BroadcastRowFragment = { id: string, title: string, body: string, link: string | null, audience: BroadcastAudience, planId: string | null, status: BroadcastStatus, sendAt: string, sentAt: string | null, createdAt: string, recipients: number, delivered: number, read: number };

export type AdminBroadcastsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBroadcastsQuery = { broadcasts: { edges: Array<{ node: { id: string, title: string, body: string, link: string | null, audience: BroadcastAudience, planId: string | null, status: BroadcastStatus, sendAt: string, sentAt: string | null, createdAt: string, recipients: number, delivered: number, read: number } }> }, adminPlans: Array<{ id: string, name: string, isFree: boolean, active: boolean }> };

export type BroadcastAudienceSizeQueryVariables = Exact<{
  audience: BroadcastAudience;
  planId?: string | number | null | undefined;
}>;


export type BroadcastAudienceSizeQuery = { broadcastAudienceSize: number };

export type SendBroadcastMutationVariables = Exact<{
  input: SendBroadcastInput;
}>;


export type SendBroadcastMutation = { sendBroadcast: { broadcast: { id: string, title: string, body: string, link: string | null, audience: BroadcastAudience, planId: string | null, status: BroadcastStatus, sendAt: string, sentAt: string | null, createdAt: string, recipients: number, delivered: number, read: number } | null, errors: Array<{ field: string | null, message: string, code: SendBroadcastErrorCode }> } };

export type CategoryCrumbFieldsFragment = { id: string, kind: MediaKind, name: string, slug: string };

export type CategoryTrailFieldsFragment = { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string } | null } | null } | null } | null } | null };

type MediaDetailFields_Asset_Fragment = { fps: number | null, orientation: Orientation | null, hasAlpha: boolean | null, description: string, publishedAt: string | null, assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, tags: Array<{ id: string, name: string, slug: string }>, category: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string } | null } | null } | null } | null } | null } | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> };

type MediaDetailFields_Audio_Fragment = { genre: string | null, mood: string | null, isLoop: boolean | null, isSoundEffect: boolean | null, description: string, publishedAt: string | null, durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, tags: Array<{ id: string, name: string, slug: string }>, category: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string } | null } | null } | null } | null } | null } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> };

type MediaDetailFields_Image_Fragment = { orientation: Orientation | null, description: string, publishedAt: string | null, width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, tags: Array<{ id: string, name: string, slug: string }>, category: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string } | null } | null } | null } | null } | null } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> };

export type MediaDetailFieldsFragment =
  | MediaDetailFields_Asset_Fragment
  | MediaDetailFields_Audio_Fragment
  | MediaDetailFields_Image_Fragment
;

export type MediaDetailQueryVariables = Exact<{
  id?: string | number | null | undefined;
  slug?: string | null | undefined;
  kind?: MediaKind | null | undefined;
}>;


export type MediaDetailQuery = { mediaItem:
    | { fps: number | null, orientation: Orientation | null, hasAlpha: boolean | null, description: string, publishedAt: string | null, assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, tags: Array<{ id: string, name: string, slug: string }>, category: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string } | null } | null } | null } | null } | null } | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
    | { genre: string | null, mood: string | null, isLoop: boolean | null, isSoundEffect: boolean | null, description: string, publishedAt: string | null, durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, tags: Array<{ id: string, name: string, slug: string }>, category: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string } | null } | null } | null } | null } | null } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
    | { orientation: Orientation | null, description: string, publishedAt: string | null, width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, tags: Array<{ id: string, name: string, slug: string }>, category: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string } | null } | null } | null } | null } | null } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
   | null };

export type RelatedMediaListQueryVariables = Exact<{
  id: string | number;
  first?: number | null | undefined;
}>;


export type RelatedMediaListQuery = { relatedMedia: Array<
    | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
    | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
    | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
  > };

export type CategorySlugLookupQueryVariables = Exact<{
  slug: string;
}>;


export type CategorySlugLookupQuery = { asset: { id: string } | null, image: { id: string } | null, audio: { id: string } | null };

export type CategoryPageQueryVariables = Exact<{
  id: string | number;
  first: number;
  after?: string | null | undefined;
}>;


export type CategoryPageQuery = { category: { description: string, id: string, kind: MediaKind, name: string, slug: string, children: Array<{ id: string, kind: MediaKind, name: string, slug: string }>, media: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node:
          | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
          | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
          | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
         }> }, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string, parent: { id: string, kind: MediaKind, name: string, slug: string } | null } | null } | null } | null } | null } | null };

export type HomeRowFieldsFragment = { totalCount: number, edges: Array<{ node:
      | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
      | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
      | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
     }> };

export type BundleSummaryFieldsFragment = { id: string, title: string, slug: string, description: string, coverUrl: string | null, itemCount: number, access: Access, priceCents: number };

export type BundleCardFieldsFragment = { id: string, title: string, slug: string, description: string, coverUrl: string | null, itemCount: number, access: Access, priceCents: number, items: Array<
    | { kind: MediaKind, slug: string, title: string }
    | { kind: MediaKind, slug: string, title: string }
    | { kind: MediaKind, slug: string, title: string }
  > };

export type HomeCatalogQueryVariables = Exact<{
  rowSize: number;
  bundleCount: number;
  bundleItems: number;
}>;


export type HomeCatalogQuery = { featuredBundles: { edges: Array<{ node: { id: string, title: string, slug: string, description: string, coverUrl: string | null, itemCount: number, access: Access, priceCents: number, items: Array<
          | { kind: MediaKind, slug: string, title: string }
          | { kind: MediaKind, slug: string, title: string }
          | { kind: MediaKind, slug: string, title: string }
        > } }> }, platforms: Array<{ id: string, name: string, slug: string }>, newAssets: { totalCount: number, edges: Array<{ node:
        | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
       }> }, popularAssets: { totalCount: number, edges: Array<{ node:
        | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
       }> }, newImages: { totalCount: number, edges: Array<{ node:
        | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
       }> }, popularImages: { totalCount: number, edges: Array<{ node:
        | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
       }> }, newAudio: { totalCount: number, edges: Array<{ node:
        | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
       }> }, popularAudio: { totalCount: number, edges: Array<{ node:
        | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
       }> }, categoryCounts: { facets: { categories: Array<{ value: string, count: number }> } }, assetCategories: Array<{ id: string, kind: MediaKind, name: string, slug: string }>, imageCategories: Array<{ id: string, kind: MediaKind, name: string, slug: string }>, audioCategories: Array<{ id: string, kind: MediaKind, name: string, slug: string }> };

export type BundlesPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  bundleItems: number;
}>;


export type BundlesPageQuery = { bundles: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, title: string, slug: string, description: string, coverUrl: string | null, itemCount: number, access: Access, priceCents: number, items: Array<
          | { kind: MediaKind, slug: string, title: string }
          | { kind: MediaKind, slug: string, title: string }
          | { kind: MediaKind, slug: string, title: string }
        > } }> } };

export type BundlePageQueryVariables = Exact<{
  id?: string | number | null | undefined;
  slug?: string | null | undefined;
}>;


export type BundlePageQuery = { bundle: { id: string, title: string, slug: string, description: string, coverUrl: string | null, itemCount: number, access: Access, priceCents: number, items: Array<
      | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
      | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
      | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
    > } | null };

type MediaCardFields_Asset_Fragment = { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> };

type MediaCardFields_Audio_Fragment = { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> };

type MediaCardFields_Image_Fragment = { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> };

export type MediaCardFieldsFragment =
  | MediaCardFields_Asset_Fragment
  | MediaCardFields_Audio_Fragment
  | MediaCardFields_Image_Fragment
;

export type FacetFieldsFragment = { value: string, label: string, count: number };

export type RangeFacetFieldsFragment = { value: string, label: string, count: number, min: number, max: number | null };

export type MediaFacetsFieldsFragment = { kinds: Array<{ value: string, label: string, count: number }>, assetTypes: Array<{ value: string, label: string, count: number }>, categories: Array<{ parentId: string | null, value: string, label: string, count: number }>, platforms: Array<{ value: string, label: string, count: number }>, tags: Array<{ value: string, label: string, count: number }>, access: Array<{ value: string, label: string, count: number }>, orientations: Array<{ value: string, label: string, count: number }>, resolutions: Array<{ value: string, label: string, count: number }>, frameRates: Array<{ value: string, label: string, count: number }>, genres: Array<{ value: string, label: string, count: number }>, moods: Array<{ value: string, label: string, count: number }>, loop: Array<{ value: string, label: string, count: number }>, soundEffect: Array<{ value: string, label: string, count: number }>, durations: Array<{ value: string, label: string, count: number, min: number, max: number | null }>, bpm: Array<{ value: string, label: string, count: number, min: number, max: number | null }> };

export type BrowseMediaQueryVariables = Exact<{
  filter?: MediaFilter | null | undefined;
  sort: MediaBrowseSort;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type BrowseMediaQuery = { media: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, node:
        | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
       }>, facets: { kinds: Array<{ value: string, label: string, count: number }>, assetTypes: Array<{ value: string, label: string, count: number }>, categories: Array<{ parentId: string | null, value: string, label: string, count: number }>, platforms: Array<{ value: string, label: string, count: number }>, tags: Array<{ value: string, label: string, count: number }>, access: Array<{ value: string, label: string, count: number }>, orientations: Array<{ value: string, label: string, count: number }>, resolutions: Array<{ value: string, label: string, count: number }>, frameRates: Array<{ value: string, label: string, count: number }>, genres: Array<{ value: string, label: string, count: number }>, moods: Array<{ value: string, label: string, count: number }>, loop: Array<{ value: string, label: string, count: number }>, soundEffect: Array<{ value: string, label: string, count: number }>, durations: Array<{ value: string, label: string, count: number, min: number, max: number | null }>, bpm: Array<{ value: string, label: string, count: number, min: number, max: number | null }> } } };

export type BrowsePlatformsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrowsePlatformsQuery = { platforms: Array<{ id: string, name: string, slug: string }> };

export type ConverterSourceFieldsFragment = { id: string, name: string, kind: ConverterSourceKind, bytes: number, durationSeconds: number | null, width: number | null, height: number | null, hasAudio: boolean, presets: Array<ConversionPreset>, expiresAt: string, frames: { url: string, columns: number, rows: number, count: number, tileWidth: number, tileHeight: number, intervalSeconds: number } | null };

export type ConversionFieldsFragment = { id: string, preset: ConversionPreset, description: string, status: ConversionStatus, sourceName: string, progress: number, queuePosition: number | null, elapsedSeconds: number | null, etaSeconds: number | null, error: string | null, expired: boolean, createdAt: string, finishedAt: string | null, expiresAt: string | null, downloadUrl: string | null, output: { name: string, bytes: number, contentType: string } | null };

export type ConverterLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type ConverterLimitsQuery = { converterLimits: { enabled: boolean, planName: string, maxFileBytes: number, maxInputMinutes: number, minutesPerMonth: number, minutesUsed: number, periodEnd: string, retentionHours: number, uploadPath: string } };

export type ConverterSourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConverterSourcesQuery = { converterSources: { edges: Array<{ node: { id: string, name: string, kind: ConverterSourceKind, bytes: number, durationSeconds: number | null, width: number | null, height: number | null, hasAudio: boolean, presets: Array<ConversionPreset>, expiresAt: string, frames: { url: string, columns: number, rows: number, count: number, tileWidth: number, tileHeight: number, intervalSeconds: number } | null } }> } };

export type ConverterSourceQueryVariables = Exact<{
  id: string | number;
}>;


export type ConverterSourceQuery = { converterSource: { id: string, name: string, kind: ConverterSourceKind, bytes: number, durationSeconds: number | null, width: number | null, height: number | null, hasAudio: boolean, presets: Array<ConversionPreset>, expiresAt: string, frames: { url: string, columns: number, rows: number, count: number, tileWidth: number, tileHeight: number, intervalSeconds: number } | null } | null };

export type ConversionsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ConversionsQuery = { conversions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, preset: ConversionPreset, description: string, status: ConversionStatus, sourceName: string, progress: number, queuePosition: number | null, elapsedSeconds: number | null, etaSeconds: number | null, error: string | null, expired: boolean, createdAt: string, finishedAt: string | null, expiresAt: string | null, downloadUrl: string | null, output: { name: string, bytes: number, contentType: string } | null } }> } };

export type PreviewConversionMutationVariables = Exact<{
  input: ConversionInput;
}>;


export type PreviewConversionMutation = { previewConversion: { preview: { imageUrl: string | null, description: string, outputName: string, width: number | null, height: number | null, billedSeconds: number } | null, errors: Array<{ field: string | null, message: string, code: ConversionErrorCode }> } };

export type StartConversionMutationVariables = Exact<{
  input: ConversionInput;
}>;


export type StartConversionMutation = { startConversion: { conversion: { id: string, preset: ConversionPreset, description: string, status: ConversionStatus, sourceName: string, progress: number, queuePosition: number | null, elapsedSeconds: number | null, etaSeconds: number | null, error: string | null, expired: boolean, createdAt: string, finishedAt: string | null, expiresAt: string | null, downloadUrl: string | null, output: { name: string, bytes: number, contentType: string } | null } | null, errors: Array<{ field: string | null, message: string, code: ConversionErrorCode }> } };

export type CancelConversionMutationVariables = Exact<{
  input: CancelConversionInput;
}>;


export type CancelConversionMutation = { cancelConversion: { conversion: { id: string, preset: ConversionPreset, description: string, status: ConversionStatus, sourceName: string, progress: number, queuePosition: number | null, elapsedSeconds: number | null, etaSeconds: number | null, error: string | null, expired: boolean, createdAt: string, finishedAt: string | null, expiresAt: string | null, downloadUrl: string | null, output: { name: string, bytes: number, contentType: string } | null } | null, errors: Array<{ field: string | null, message: string, code: ConversionErrorCode }> } };

export type ConverterDownloadChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ConverterDownloadChoicesQuery = { myDownloads: { edges: Array<{ node: { id: string, title: string, mediaId: string | null, licence: { id: string, revoked: boolean } } }> } };

export type AddDownloadToConverterMutationVariables = Exact<{
  input: AddDownloadToConverterInput;
}>;


export type AddDownloadToConverterMutation = { addDownloadToConverter: { source: { id: string, name: string, kind: ConverterSourceKind, bytes: number, durationSeconds: number | null, width: number | null, height: number | null, hasAudio: boolean, presets: Array<ConversionPreset>, expiresAt: string, frames: { url: string, columns: number, rows: number, count: number, tileWidth: number, tileHeight: number, intervalSeconds: number } | null } | null, errors: Array<{ code: ConverterSourceErrorCode, field: string | null, message: string }> } };

export type MemberDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberDashboardQuery = { memberDashboard: { isFreePlan: boolean, unreadNotificationCount: number, meter: { used: number, allowance: number, remaining: number, periodStart: string, resetsAt: string, planName: string, licence: Licence }, recentDownloads: Array<{ id: string, title: string, kind: string, downloadedAt: string, media:
        | { id: string, kind: MediaKind, slug: string }
        | { id: string, kind: MediaKind, slug: string }
        | { id: string, kind: MediaKind, slug: string }
       | null }>, recentFavorites: Array<
      | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
      | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
      | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
    >, newForYou: Array<
      | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
      | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
      | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
    >, requests: Array<{ id: string, title: string, status: AssetRequestStatus, voteCount: number, isMine: boolean }>, unreadNotifications: Array<{ id: string, type: string, title: string, body: string, link: string | null, readAt: string | null, createdAt: string, cursor: string }> } };

export type DownloadMeterFieldsFragment = { used: number, allowance: number, remaining: number, periodStart: string, resetsAt: string, planName: string, licence: Licence };

export type DownloadRowFragment = { id: string, kind: DownloadItemKind, title: string, mediaId: string | null, bundleId: string | null, downloadedAt: string, lastDownloadedAt: string, planName: string, media:
    | { id: string, slug: string, kind: MediaKind, thumbnailUrl: string | null }
    | { id: string, slug: string, kind: MediaKind, thumbnailUrl: string | null }
    | { id: string, slug: string, kind: MediaKind, thumbnailUrl: string | null }
   | null, licence: { id: string, type: Licence, projectName: string | null, revoked: boolean, certificateUrl: string } };

export type MyDownloadMeterQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDownloadMeterQuery = { myDownloadMeter: { used: number, allowance: number, remaining: number, periodStart: string, resetsAt: string, planName: string, licence: Licence } };

export type DownloadItemMutationVariables = Exact<{
  input: DownloadItemInput;
}>;


export type DownloadItemMutation = { downloadItem: { url: string | null, download: { id: string, kind: DownloadItemKind, title: string, mediaId: string | null, bundleId: string | null, downloadedAt: string, lastDownloadedAt: string, planName: string, media:
        | { id: string, slug: string, kind: MediaKind, thumbnailUrl: string | null }
        | { id: string, slug: string, kind: MediaKind, thumbnailUrl: string | null }
        | { id: string, slug: string, kind: MediaKind, thumbnailUrl: string | null }
       | null, licence: { id: string, type: Licence, projectName: string | null, revoked: boolean, certificateUrl: string } } | null, meter: { used: number, allowance: number, remaining: number, periodStart: string, resetsAt: string, planName: string, licence: Licence } | null, errors: Array<{ code: DownloadItemErrorCode, field: string | null, message: string }> } };

export type MyDownloadsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  kind?: DownloadItemKind | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type MyDownloadsQuery = { myDownloads: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, kind: DownloadItemKind, title: string, mediaId: string | null, bundleId: string | null, downloadedAt: string, lastDownloadedAt: string, planName: string, media:
          | { id: string, slug: string, kind: MediaKind, thumbnailUrl: string | null }
          | { id: string, slug: string, kind: MediaKind, thumbnailUrl: string | null }
          | { id: string, slug: string, kind: MediaKind, thumbnailUrl: string | null }
         | null, licence: { id: string, type: Licence, projectName: string | null, revoked: boolean, certificateUrl: string } } }> } };

export type MyLicencesCsvQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLicencesCsvQuery = { myLicencesCsv: string };

export type SetLicenceProjectMutationVariables = Exact<{
  input: SetLicenceProjectInput;
}>;


export type SetLicenceProjectMutation = { setLicenceProject: { projectName: string | null, errors: Array<{ code: LicenceErrorCode, field: string | null, message: string }> } };

export type LicenceCheckQueryVariables = Exact<{
  id: string | number;
}>;


export type LicenceCheckQuery = { licence: { id: string, status: LicenceStatus, itemTitle: string, itemKind: DownloadItemKind, type: Licence, issuedAt: string, revokedAt: string | null, revokeReason: string | null } | null };

export type AdminDownloadAnalyticsQueryVariables = Exact<{
  from: string;
  to: string;
  granularity?: DownloadGranularity | null | undefined;
  kind?: DownloadItemKind | null | undefined;
}>;


export type AdminDownloadAnalyticsQuery = { downloadAnalytics: { total: number, members: number, series: Array<{ start: string, asset: number, image: number, audio: number, bundle: number, total: number }>, byCategory: Array<{ id: string | null, label: string, count: number }>, byPlatform: Array<{ id: string | null, label: string, count: number }>, planMix: Array<{ id: string | null, label: string, count: number }>, topItems: Array<{ id: string | null, label: string, kind: string | null, count: number }>, topMembers: Array<{ id: string | null, label: string, count: number }> } };

export type CollectionFieldsFragment = { id: string, name: string, position: number, itemCount: number, mediaIds: Array<string> };

export type MyFavoriteIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFavoriteIdsQuery = { myFavoriteIds: Array<string> };

export type SetFavoriteMutationVariables = Exact<{
  input: SetFavoriteInput;
}>;


export type SetFavoriteMutation = { setFavorite: { mediaId: string, favorite: boolean, errors: Array<{ code: FavoriteErrorCode, field: string | null, message: string }> } };

export type MyFavoritesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  kind?: MediaKind | null | undefined;
}>;


export type MyFavoritesQuery = { myFavorites: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, media:
          | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
          | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
          | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
         } }> } };

export type MyCollectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCollectionsQuery = { myCollections: Array<{ id: string, name: string, position: number, itemCount: number, mediaIds: Array<string> }> };

export type MyCollectionItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCollectionItemsQuery = { myCollections: Array<{ id: string, items: Array<
      | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
      | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
      | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
    > }> };

export type CollectionsResultFragment = { collection: { id: string } | null, collections: Array<{ id: string, name: string, position: number, itemCount: number, mediaIds: Array<string> }>, errors: Array<{ code: FavoriteErrorCode, field: string | null, message: string }> };

export type CreateCollectionMutationVariables = Exact<{
  input: CreateCollectionInput;
}>;


export type CreateCollectionMutation = { createCollection: { collection: { id: string } | null, collections: Array<{ id: string, name: string, position: number, itemCount: number, mediaIds: Array<string> }>, errors: Array<{ code: FavoriteErrorCode, field: string | null, message: string }> } };

export type RenameCollectionMutationVariables = Exact<{
  input: RenameCollectionInput;
}>;


export type RenameCollectionMutation = { renameCollection: { collection: { id: string } | null, collections: Array<{ id: string, name: string, position: number, itemCount: number, mediaIds: Array<string> }>, errors: Array<{ code: FavoriteErrorCode, field: string | null, message: string }> } };

export type DeleteCollectionMutationVariables = Exact<{
  input: DeleteCollectionInput;
}>;


export type DeleteCollectionMutation = { deleteCollection: { collection: { id: string } | null, collections: Array<{ id: string, name: string, position: number, itemCount: number, mediaIds: Array<string> }>, errors: Array<{ code: FavoriteErrorCode, field: string | null, message: string }> } };

export type ReorderCollectionsMutationVariables = Exact<{
  input: ReorderCollectionsInput;
}>;


export type ReorderCollectionsMutation = { reorderCollections: { collection: { id: string } | null, collections: Array<{ id: string, name: string, position: number, itemCount: number, mediaIds: Array<string> }>, errors: Array<{ code: FavoriteErrorCode, field: string | null, message: string }> } };

export type SetCollectionItemMutationVariables = Exact<{
  input: SetCollectionItemInput;
}>;


export type SetCollectionItemMutation = { setCollectionItem: { collection: { id: string } | null, collections: Array<{ id: string, name: string, position: number, itemCount: number, mediaIds: Array<string> }>, errors: Array<{ code: FavoriteErrorCode, field: string | null, message: string }> } };

export type MyFollowsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyFollowsQuery = { myFollows: Array<{ targetType: FollowTarget, targetId: string, name: string }> };

export type SetFollowMutationVariables = Exact<{
  input: SetFollowInput;
}>;


export type SetFollowMutation = { setFollow: { following: boolean, errors: Array<{ field: string | null, message: string, code: SetFollowErrorCode }> } };

export type NotificationItemFragment = { id: string, type: string, title: string, body: string, link: string | null, readAt: string | null, createdAt: string, cursor: string };

export type NotificationBellQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationBellQuery = { unreadNotificationCount: number, notifications: { edges: Array<{ node: { id: string, type: string, title: string, body: string, link: string | null, readAt: string | null, createdAt: string, cursor: string } }> } };

export type NotificationsPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  unreadOnly?: boolean | null | undefined;
}>;


export type NotificationsPageQuery = { unreadNotificationCount: number, notifications: { totalCount: number, edges: Array<{ node: { id: string, type: string, title: string, body: string, link: string | null, readAt: string | null, createdAt: string, cursor: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type MarkNotificationsReadMutationVariables = Exact<{
  input: MarkNotificationsReadInput;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: { unreadCount: number, errors: Array<{ code: MarkNotificationsReadErrorCode, field: string | null, message: string }> } };

export type NotificationAddedSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type NotificationAddedSubscription = { notificationAdded: { id: string, type: string, title: string, body: string, link: string | null, readAt: string | null, createdAt: string, cursor: string } };

export type ProfileFieldsFragment = { id: string, email: string, displayName: string, bio: string, photoUrl: string | null, marketingOptIn: boolean, notificationPreferences: { downloadReceipts: boolean, requestUpdates: boolean, productUpdates: boolean, email: Array<{ topic: NotificationEmailTopic, cadence: EmailCadence }> } };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { me: { id: string, email: string, displayName: string, bio: string, photoUrl: string | null, marketingOptIn: boolean, notificationPreferences: { downloadReceipts: boolean, requestUpdates: boolean, productUpdates: boolean, email: Array<{ topic: NotificationEmailTopic, cadence: EmailCadence }> } } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { user: { id: string, email: string, displayName: string, bio: string, photoUrl: string | null, marketingOptIn: boolean, notificationPreferences: { downloadReceipts: boolean, requestUpdates: boolean, productUpdates: boolean, email: Array<{ topic: NotificationEmailTopic, cadence: EmailCadence }> } } | null, errors: Array<{ code: UpdateProfileErrorCode, field: string | null, message: string }> } };

export type RemoveProfilePhotoMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveProfilePhotoMutation = { removeProfilePhoto: { user: { id: string, email: string, displayName: string, bio: string, photoUrl: string | null, marketingOptIn: boolean, notificationPreferences: { downloadReceipts: boolean, requestUpdates: boolean, productUpdates: boolean, email: Array<{ topic: NotificationEmailTopic, cadence: EmailCadence }> } } } };

export type AssetRequestCardFragment = { id: string, title: string, description: string, kind: MediaKind, platforms: Array<string>, categoryName: string | null, referenceUrl: string | null, status: AssetRequestStatus, declineReason: string | null, mergedIntoId: string | null, voteCount: number, viewerHasVoted: boolean, isMine: boolean, requesterName: string | null, createdAt: string, items: Array<
    | { id: string, kind: MediaKind, title: string, slug: string }
    | { id: string, kind: MediaKind, title: string, slug: string }
    | { id: string, kind: MediaKind, title: string, slug: string }
  > };

export type RequestBoardQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  sort: AssetRequestSort;
  kind?: MediaKind | null | undefined;
  platform?: string | null | undefined;
  status?: AssetRequestStatus | null | undefined;
  mine?: boolean | null | undefined;
}>;


export type RequestBoardQuery = { assetRequests: { totalCount: number, edges: Array<{ node: { id: string, title: string, description: string, kind: MediaKind, platforms: Array<string>, categoryName: string | null, referenceUrl: string | null, status: AssetRequestStatus, declineReason: string | null, mergedIntoId: string | null, voteCount: number, viewerHasVoted: boolean, isMine: boolean, requesterName: string | null, createdAt: string, items: Array<
          | { id: string, kind: MediaKind, title: string, slug: string }
          | { id: string, kind: MediaKind, title: string, slug: string }
          | { id: string, kind: MediaKind, title: string, slug: string }
        > } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RequestFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestFormOptionsQuery = { platforms: Array<{ id: string, name: string, slug: string }> };

export type RequestFormCategoriesQueryVariables = Exact<{
  kind: MediaKind;
}>;


export type RequestFormCategoriesQuery = { categories: Array<{ id: string, name: string }> };

export type RequestMatchesQueryVariables = Exact<{
  title: string;
}>;


export type RequestMatchesQuery = { similarAssetRequests: Array<{ id: string, title: string, description: string, kind: MediaKind, platforms: Array<string>, categoryName: string | null, referenceUrl: string | null, status: AssetRequestStatus, declineReason: string | null, mergedIntoId: string | null, voteCount: number, viewerHasVoted: boolean, isMine: boolean, requesterName: string | null, createdAt: string, items: Array<
      | { id: string, kind: MediaKind, title: string, slug: string }
      | { id: string, kind: MediaKind, title: string, slug: string }
      | { id: string, kind: MediaKind, title: string, slug: string }
    > }>, search: { edges: Array<{ node:
        | { id: string, kind: MediaKind, title: string, slug: string }
        | { id: string, kind: MediaKind, title: string, slug: string }
        | { id: string, kind: MediaKind, title: string, slug: string }
       }> } };

export type CreateAssetRequestMutationVariables = Exact<{
  input: CreateAssetRequestInput;
}>;


export type CreateAssetRequestMutation = { createAssetRequest: { request: { id: string, title: string, description: string, kind: MediaKind, platforms: Array<string>, categoryName: string | null, referenceUrl: string | null, status: AssetRequestStatus, declineReason: string | null, mergedIntoId: string | null, voteCount: number, viewerHasVoted: boolean, isMine: boolean, requesterName: string | null, createdAt: string, items: Array<
        | { id: string, kind: MediaKind, title: string, slug: string }
        | { id: string, kind: MediaKind, title: string, slug: string }
        | { id: string, kind: MediaKind, title: string, slug: string }
      > } | null, errors: Array<{ code: CreateAssetRequestErrorCode, field: string | null, message: string }> } };

export type SetAssetRequestVoteMutationVariables = Exact<{
  input: SetAssetRequestVoteInput;
}>;


export type SetAssetRequestVoteMutation = { setAssetRequestVote: { request: { id: string, voteCount: number, viewerHasVoted: boolean } | null, errors: Array<{ code: SetAssetRequestVoteErrorCode, field: string | null, message: string }> } };

export type RequestItemSearchQueryVariables = Exact<{
  search: string;
}>;


export type RequestItemSearchQuery = { adminMedia: { edges: Array<{ node:
        | { id: string, kind: MediaKind, title: string }
        | { id: string, kind: MediaKind, title: string }
        | { id: string, kind: MediaKind, title: string }
       }> } };

export type UpdateAssetRequestStatusMutationVariables = Exact<{
  input: UpdateAssetRequestStatusInput;
}>;


export type UpdateAssetRequestStatusMutation = { updateAssetRequestStatus: { request: { id: string, title: string, description: string, kind: MediaKind, platforms: Array<string>, categoryName: string | null, referenceUrl: string | null, status: AssetRequestStatus, declineReason: string | null, mergedIntoId: string | null, voteCount: number, viewerHasVoted: boolean, isMine: boolean, requesterName: string | null, createdAt: string, items: Array<
        | { id: string, kind: MediaKind, title: string, slug: string }
        | { id: string, kind: MediaKind, title: string, slug: string }
        | { id: string, kind: MediaKind, title: string, slug: string }
      > } | null, errors: Array<{ code: UpdateAssetRequestStatusErrorCode, field: string | null, message: string }> } };

export type MergeAssetRequestsMutationVariables = Exact<{
  input: MergeAssetRequestsInput;
}>;


export type MergeAssetRequestsMutation = { mergeAssetRequests: { request: { id: string, title: string, description: string, kind: MediaKind, platforms: Array<string>, categoryName: string | null, referenceUrl: string | null, status: AssetRequestStatus, declineReason: string | null, mergedIntoId: string | null, voteCount: number, viewerHasVoted: boolean, isMine: boolean, requesterName: string | null, createdAt: string, items: Array<
        | { id: string, kind: MediaKind, title: string, slug: string }
        | { id: string, kind: MediaKind, title: string, slug: string }
        | { id: string, kind: MediaKind, title: string, slug: string }
      > } | null, errors: Array<{ code: MergeAssetRequestsErrorCode, field: string | null, message: string }> } };

export type SearchMediaQueryVariables = Exact<{
  query?: string | null | undefined;
  filter?: MediaFilter | null | undefined;
  sort: SearchSort;
  first?: number | null | undefined;
  after?: string | null | undefined;
  exact?: boolean | null | undefined;
}>;


export type SearchMediaQuery = { search: { totalCount: number, searchId: string, query: string, correctedQuery: string | null, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ cursor: string, titleHighlight: Array<{ text: string, match: boolean }>, node:
        | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
       }>, facets: { kinds: Array<{ value: string, label: string, count: number }>, assetTypes: Array<{ value: string, label: string, count: number }>, categories: Array<{ parentId: string | null, value: string, label: string, count: number }>, platforms: Array<{ value: string, label: string, count: number }>, tags: Array<{ value: string, label: string, count: number }>, access: Array<{ value: string, label: string, count: number }>, orientations: Array<{ value: string, label: string, count: number }>, resolutions: Array<{ value: string, label: string, count: number }>, frameRates: Array<{ value: string, label: string, count: number }>, genres: Array<{ value: string, label: string, count: number }>, moods: Array<{ value: string, label: string, count: number }>, loop: Array<{ value: string, label: string, count: number }>, soundEffect: Array<{ value: string, label: string, count: number }>, durations: Array<{ value: string, label: string, count: number, min: number, max: number | null }>, bpm: Array<{ value: string, label: string, count: number, min: number, max: number | null }> }, emptyHelp: { relaxations: Array<{ dimension: string, totalCount: number }>, popular: Array<
        | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
        | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
      > } | null } };

export type SearchSuggestionsQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
}>;


export type SearchSuggestionsQuery = { searchSuggestions: Array<{ type: SearchSuggestionType, text: string, id: string, kind: MediaKind | null, highlight: Array<{ text: string, match: boolean }> }> };

export type RecordSearchClickMutationVariables = Exact<{
  input: RecordSearchClickInput;
}>;


export type RecordSearchClickMutation = { recordSearchClick: { recorded: boolean } };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { siteSettings: { siteName: string, tagline: string, supportEmail: string, maintenanceBanner: string, features: { fileConverter: boolean, videoGeneration: boolean, requestBoard: boolean } } };

export type AdminSettingsFormFragment = { version: number, updatedAt: string | null, updatedById: string | null, siteName: string, tagline: string, supportEmail: string, mailSender: string, reviewPolicy: ReviewPolicy, maintenanceBanner: string, features: { fileConverter: boolean, videoGeneration: boolean, requestBoard: boolean }, limits: { maxUploadMib: number, converterMaxFileMib: number } };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { adminSettings: { version: number, updatedAt: string | null, updatedById: string | null, siteName: string, tagline: string, supportEmail: string, mailSender: string, reviewPolicy: ReviewPolicy, maintenanceBanner: string, features: { fileConverter: boolean, videoGeneration: boolean, requestBoard: boolean }, limits: { maxUploadMib: number, converterMaxFileMib: number } }, plans: Array<{ id: string, isFree: boolean, name: string, downloadAllowance: number }> };

export type UpdateSettingsMutationVariables = Exact<{
  input: UpdateSettingsInput;
}>;


export type UpdateSettingsMutation = { updateSettings: { settings: { version: number, updatedAt: string | null, updatedById: string | null, siteName: string, tagline: string, supportEmail: string, mailSender: string, reviewPolicy: ReviewPolicy, maintenanceBanner: string, features: { fileConverter: boolean, videoGeneration: boolean, requestBoard: boolean }, limits: { maxUploadMib: number, converterMaxFileMib: number } } | null, errors: Array<{ field: string | null, message: string, code: UpdateSettingsErrorCode }> } };

export type SiteMapCategoryFieldsFragment = { id: string, name: string, slug: string };

export type SiteMapCategoryTreeFragment = { id: string, name: string, slug: string, children: Array<{ id: string, name: string, slug: string, children: Array<{ id: string, name: string, slug: string, children: Array<{ id: string, name: string, slug: string }> }> }> };

export type SiteMapDataQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteMapDataQuery = { assetCategories: Array<{ id: string, name: string, slug: string, children: Array<{ id: string, name: string, slug: string, children: Array<{ id: string, name: string, slug: string, children: Array<{ id: string, name: string, slug: string }> }> }> }>, imageCategories: Array<{ id: string, name: string, slug: string, children: Array<{ id: string, name: string, slug: string, children: Array<{ id: string, name: string, slug: string, children: Array<{ id: string, name: string, slug: string }> }> }> }>, audioCategories: Array<{ id: string, name: string, slug: string, children: Array<{ id: string, name: string, slug: string, children: Array<{ id: string, name: string, slug: string, children: Array<{ id: string, name: string, slug: string }> }> }> }>, platforms: Array<{ id: string, name: string, slug: string }> };

export type TipCardFieldsFragment = { id: string, slug: string, title: string, summary: string, coverUrl: string | null, coverAlt: string, difficulty: TipDifficulty, device: TipDevice, tags: Array<string>, access: TipAccess, stepCount: number, readingMinutes: number, publishedAt: string | null };

export type TipsQueryVariables = Exact<{
  filter?: TipFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type TipsQuery = { tips: { totalCount: number, edges: Array<{ node: { id: string, slug: string, title: string, summary: string, coverUrl: string | null, coverAlt: string, difficulty: TipDifficulty, device: TipDevice, tags: Array<string>, access: TipAccess, stepCount: number, readingMinutes: number, publishedAt: string | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, tipTags: Array<{ tag: string, count: number }> };

export type TipPageQueryVariables = Exact<{
  slug: string;
}>;


export type TipPageQuery = { tip: { capcutVersion: string, locked: boolean, bodyHtml: string, updatedAt: string, id: string, slug: string, title: string, summary: string, coverUrl: string | null, coverAlt: string, difficulty: TipDifficulty, device: TipDevice, tags: Array<string>, access: TipAccess, stepCount: number, readingMinutes: number, publishedAt: string | null, steps: Array<{ number: number, title: string, bodyHtml: string, imageUrl: string | null, imageAlt: string }>, media: Array<
      | { assetType: AssetType | null, durationSeconds: number | null, width: number | null, height: number | null, hoverLoopUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, storyboard: { url: string, columns: number, rows: number, tileWidth: number, tileHeight: number, count: number, intervalSeconds: number } | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
      | { durationSeconds: number | null, bpm: number | null, musicalKey: string | null, waveformUrl: string | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
      | { width: number | null, height: number | null, id: string, kind: MediaKind, title: string, slug: string, access: Access, priceCents: number, thumbnailUrl: string | null, previewUrl: string | null, thumbnails: Array<{ url: string, width: number, height: number }>, platforms: Array<{ id: string, name: string, slug: string }> }
    > } | null };

export const BundleRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BundleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bundle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<BundleRowFragment, unknown>;
export const KpiValueFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KpiValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kpi"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}}]}}]} as unknown as DocumentNode<KpiValueFragment, unknown>;
export const AdminMediaCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]} as unknown as DocumentNode<AdminMediaCategoryFieldsFragment, unknown>;
export const AdminBulkResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBulkResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkMediaPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBulkResultFieldsFragment, unknown>;
export const TaxonomyCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<TaxonomyCategoryFieldsFragment, unknown>;
export const TaxonomyTagFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<TaxonomyTagFieldsFragment, unknown>;
export const TaxonomyPlatformFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyPlatformFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<TaxonomyPlatformFieldsFragment, unknown>;
export const AdminTipRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTipRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminTipRowFragment, unknown>;
export const AdminTipFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTipRow"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"capcutVersion"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"coverPath"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTipRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminTipFieldsFragment, unknown>;
export const UploadCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<UploadCategoryFieldsFragment, unknown>;
export const AdminUserRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUserRowFragment, unknown>;
export const AdminPaymentRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminPaymentRowFragment, unknown>;
export const VideoGenerationRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoGenerationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"negativePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"aspectRatio"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfVideos"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"hasStartingImage"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"reportedUsage"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<VideoGenerationRowFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const PlanCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"includesPremium"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlySavingCents"}},{"kind":"Field","name":{"kind":"Name","value":"converterMaxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterFileLimitBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterMinutesPerMonth"}}]}}]} as unknown as DocumentNode<PlanCardFragment, unknown>;
export const MyBillingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyBillingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyBilling"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"inGrace"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"allowancePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"allowancePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedMediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"includesPremium"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlySavingCents"}},{"kind":"Field","name":{"kind":"Name","value":"converterMaxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterFileLimitBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterMinutesPerMonth"}}]}}]} as unknown as DocumentNode<MyBillingFieldsFragment, unknown>;
export const CheckoutFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<CheckoutFieldsFragment, unknown>;
export const BroadcastRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BroadcastRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Broadcast"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<BroadcastRowFragment, unknown>;
export const MediaCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}}]} as unknown as DocumentNode<MediaCardFieldsFragment, unknown>;
export const CategoryCrumbFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<CategoryCrumbFieldsFragment, unknown>;
export const CategoryTrailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTrailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<CategoryTrailFieldsFragment, unknown>;
export const MediaDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryTrailFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fps"}},{"kind":"Field","name":{"kind":"Name","value":"orientation"}},{"kind":"Field","name":{"kind":"Name","value":"hasAlpha"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orientation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genre"}},{"kind":"Field","name":{"kind":"Name","value":"mood"}},{"kind":"Field","name":{"kind":"Name","value":"isLoop"}},{"kind":"Field","name":{"kind":"Name","value":"isSoundEffect"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTrailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MediaDetailFieldsFragment, unknown>;
export const HomeRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaBrowseConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}}]} as unknown as DocumentNode<HomeRowFieldsFragment, unknown>;
export const BundleSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BundleSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bundle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]} as unknown as DocumentNode<BundleSummaryFieldsFragment, unknown>;
export const BundleCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BundleCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bundle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BundleSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bundleItems"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BundleSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bundle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}}]} as unknown as DocumentNode<BundleCardFieldsFragment, unknown>;
export const FacetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FacetValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]} as unknown as DocumentNode<FacetFieldsFragment, unknown>;
export const RangeFacetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RangeFacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RangeFacetValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]} as unknown as DocumentNode<RangeFacetFieldsFragment, unknown>;
export const MediaFacetsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaFacetsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orientations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolutions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frameRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soundEffect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"durations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RangeFacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bpm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RangeFacetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FacetValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RangeFacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RangeFacetValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}}]} as unknown as DocumentNode<MediaFacetsFieldsFragment, unknown>;
export const ConverterSourceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConverterSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConverterSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hasAudio"}},{"kind":"Field","name":{"kind":"Name","value":"presets"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"frames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}}]} as unknown as DocumentNode<ConverterSourceFieldsFragment, unknown>;
export const ConversionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"etaSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"output"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]} as unknown as DocumentNode<ConversionFieldsFragment, unknown>;
export const DownloadMeterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadMeterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadMeter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"allowance"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}}]}}]} as unknown as DocumentNode<DownloadMeterFieldsFragment, unknown>;
export const DownloadRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Download"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"bundleId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastDownloadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"certificateUrl"}}]}}]}}]} as unknown as DocumentNode<DownloadRowFragment, unknown>;
export const CollectionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}}]}}]} as unknown as DocumentNode<CollectionFieldsFragment, unknown>;
export const CollectionsResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionsResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollectionsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}}]}}]} as unknown as DocumentNode<CollectionsResultFragment, unknown>;
export const NotificationItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]} as unknown as DocumentNode<NotificationItemFragment, unknown>;
export const ProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"marketingOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadReceipts"}},{"kind":"Field","name":{"kind":"Name","value":"requestUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"productUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileFieldsFragment, unknown>;
export const AssetRequestCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssetRequestCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"referenceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"mergedIntoId"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<AssetRequestCardFragment, unknown>;
export const AdminSettingsFormFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSettingsForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedById"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mailSender"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceBanner"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileConverter"}},{"kind":"Field","name":{"kind":"Name","value":"videoGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"requestBoard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUploadMib"}},{"kind":"Field","name":{"kind":"Name","value":"converterMaxFileMib"}}]}}]}}]} as unknown as DocumentNode<AdminSettingsFormFragment, unknown>;
export const SiteMapCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteMapCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<SiteMapCategoryFieldsFragment, unknown>;
export const SiteMapCategoryTreeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteMapCategoryTree"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteMapCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteMapCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteMapCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteMapCategoryFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteMapCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<SiteMapCategoryTreeFragment, unknown>;
export const TipCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<TipCardFieldsFragment, unknown>;
export const AuthProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"startUrl"}}]}}]}}]} as unknown as DocumentNode<AuthProvidersQuery, AuthProvidersQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const PasswordResetLinkUsableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordResetLinkUsable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetLinkUsable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<PasswordResetLinkUsableQuery, PasswordResetLinkUsableQueryVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const RequestEmailLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestEmailLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"continueTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"continueTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"continueTo"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}}]} as unknown as DocumentNode<RequestEmailLinkMutation, RequestEmailLinkMutationVariables>;
export const SignInWithEmailLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithEmailLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithEmailLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"tokenDelivery"},"value":{"kind":"EnumValue","value":"COOKIE"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SignInWithEmailLinkMutation, SignInWithEmailLinkMutationVariables>;
export const SendVerificationEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}}]} as unknown as DocumentNode<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>;
export const VerifyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const ReauthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Reauthenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reauthenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}}]} as unknown as DocumentNode<ReauthenticateMutation, ReauthenticateMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ChangeEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newEmail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"newEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newEmail"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const ConfirmEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const RevokeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const SignOutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutEverywhere"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keepCurrentSession"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutEverywhere"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"keepCurrentSession"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keepCurrentSession"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedSessions"}}]}}]}}]} as unknown as DocumentNode<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;
export const AdminBundlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBundles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBundles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BundleRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BundleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bundle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminBundlesQuery, AdminBundlesQueryVariables>;
export const AdminBundleForEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBundleForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBundle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BundleRow"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverMediaId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BundleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bundle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminBundleForEditQuery, AdminBundleForEditQueryVariables>;
export const BundleMediaSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BundleMediaSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMediaFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<BundleMediaSearchQuery, BundleMediaSearchQueryVariables>;
export const CreateBundleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBundle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBundleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBundle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bundle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BundleRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BundleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bundle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateBundleMutation, CreateBundleMutationVariables>;
export const UpdateBundleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBundle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBundleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBundle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bundle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BundleRow"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverMediaId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BundleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bundle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"featured"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateBundleMutation, UpdateBundleMutationVariables>;
export const DeleteBundleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBundle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteBundleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBundle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteBundleMutation, DeleteBundleMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mrrCents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KpiValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KpiValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newSubscribers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KpiValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"churnPercent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KpiValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KpiValue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"audience"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KpiValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visitors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KpiValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visitorToSignUpPercent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KpiValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signUpToSubscriberPercent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KpiValue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingApprovals"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"storageBytes"}},{"kind":"Field","name":{"kind":"Name","value":"downloadsToday"}},{"kind":"Field","name":{"kind":"Name","value":"downloads7d"}},{"kind":"Field","name":{"kind":"Name","value":"downloads30d"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KpiValue"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"failed24h"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"open"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KpiValue"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Kpi"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"previous"}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const SiteAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteAnalytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsBucket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteAnalytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"bucket"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bucket"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"partial"}},{"kind":"Field","name":{"kind":"Name","value":"pageViews"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"signUps"}},{"kind":"Field","name":{"kind":"Name","value":"signIns"}},{"kind":"Field","name":{"kind":"Name","value":"purchases"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"mrrCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topReferrers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"views"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}}]}}]}}]}}]} as unknown as DocumentNode<SiteAnalyticsQuery, SiteAnalyticsQueryVariables>;
export const AdminSearchAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSearchAnalytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchAnalytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searches"}},{"kind":"Field","name":{"kind":"Name","value":"zeroResultSearches"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickThroughRate"}},{"kind":"Field","name":{"kind":"Name","value":"averageClickPosition"}},{"kind":"Field","name":{"kind":"Name","value":"topQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"searches"}},{"kind":"Field","name":{"kind":"Name","value":"clicks"}},{"kind":"Field","name":{"kind":"Name","value":"clickThroughRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"zeroResultQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"searches"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSearchAnalyticsQuery, AdminSearchAnalyticsQueryVariables>;
export const AdminMediaCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMediaCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMediaCategoryFields"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMediaCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]} as unknown as DocumentNode<AdminMediaCategoriesQuery, AdminMediaCategoriesQueryVariables>;
export const AdminMediaPlatformsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMediaPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AdminMediaPlatformsQuery, AdminMediaPlatformsQueryVariables>;
export const AdminMediaTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMediaTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminMediaTagsQuery, AdminMediaTagsQueryVariables>;
export const AdminMediaListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMediaList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMediaFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"processing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"isLoop"}},{"kind":"Field","name":{"kind":"Name","value":"isSoundEffect"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminMediaListQuery, AdminMediaListQueryVariables>;
export const AdminMediaItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMediaItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMediaItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"originalFilename"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"viewCount"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"uploader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"md5Hash"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"fps"}},{"kind":"Field","name":{"kind":"Name","value":"orientation"}},{"kind":"Field","name":{"kind":"Name","value":"hasAlpha"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"orientation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"genre"}},{"kind":"Field","name":{"kind":"Name","value":"mood"}},{"kind":"Field","name":{"kind":"Name","value":"isLoop"}},{"kind":"Field","name":{"kind":"Name","value":"isSoundEffect"}}]}}]}}]}}]} as unknown as DocumentNode<AdminMediaItemQuery, AdminMediaItemQueryVariables>;
export const AdminUpdateMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMediaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUpdateMediaMutation, AdminUpdateMediaMutationVariables>;
export const AdminDeleteMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteMediaMutation, AdminDeleteMediaMutationVariables>;
export const AdminReprocessMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReprocessMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reprocessMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"processing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminReprocessMediaMutation, AdminReprocessMediaMutationVariables>;
export const AdminSubmitMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSubmitMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSubmitMediaMutation, AdminSubmitMediaMutationVariables>;
export const AdminApproveMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminApproveMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminApproveMediaMutation, AdminApproveMediaMutationVariables>;
export const AdminRejectMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRejectMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectMediaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRejectMediaMutation, AdminRejectMediaMutationVariables>;
export const AdminArchiveMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminArchiveMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminArchiveMediaMutation, AdminArchiveMediaMutationVariables>;
export const AdminUnarchiveMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUnarchiveMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unarchiveMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUnarchiveMediaMutation, AdminUnarchiveMediaMutationVariables>;
export const AdminBulkPublishMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBulkPublishMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkMediaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkPublishMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBulkResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBulkResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkMediaPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBulkPublishMediaMutation, AdminBulkPublishMediaMutationVariables>;
export const AdminBulkArchiveMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBulkArchiveMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkMediaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkArchiveMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBulkResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBulkResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkMediaPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBulkArchiveMediaMutation, AdminBulkArchiveMediaMutationVariables>;
export const AdminBulkDeleteMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBulkDeleteMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkMediaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkDeleteMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBulkResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBulkResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkMediaPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBulkDeleteMediaMutation, AdminBulkDeleteMediaMutationVariables>;
export const AdminBulkTagMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBulkTagMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkTagMediaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkTagMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBulkResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBulkResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkMediaPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBulkTagMediaMutation, AdminBulkTagMediaMutationVariables>;
export const AdminBulkUntagMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBulkUntagMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkTagMediaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUntagMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBulkResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBulkResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkMediaPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBulkUntagMediaMutation, AdminBulkUntagMediaMutationVariables>;
export const AdminBulkSetMediaCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBulkSetMediaCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkSetMediaCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkSetMediaCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBulkResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBulkResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkMediaPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBulkSetMediaCategoryMutation, AdminBulkSetMediaCategoryMutationVariables>;
export const AdminBulkSetMediaPlatformsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBulkSetMediaPlatforms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkSetMediaPlatformsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkSetMediaPlatforms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBulkResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBulkResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkMediaPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBulkSetMediaPlatformsMutation, AdminBulkSetMediaPlatformsMutationVariables>;
export const AdminBulkSetMediaAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminBulkSetMediaAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkSetMediaAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkSetMediaAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBulkResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBulkResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BulkMediaPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBulkSetMediaAccessMutation, AdminBulkSetMediaAccessMutationVariables>;
export const ReviewQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReviewQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"statuses"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PENDING_REVIEW"}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"LONGEST_WAITING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"originalFilename"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"uploader"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"files"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"fps"}},{"kind":"Field","name":{"kind":"Name","value":"orientation"}},{"kind":"Field","name":{"kind":"Name","value":"hasAlpha"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"orientation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"genre"}},{"kind":"Field","name":{"kind":"Name","value":"mood"}},{"kind":"Field","name":{"kind":"Name","value":"isLoop"}},{"kind":"Field","name":{"kind":"Name","value":"isSoundEffect"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReviewQueueQuery, ReviewQueueQueryVariables>;
export const ApproveReviewItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveReviewItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ApproveReviewItemMutation, ApproveReviewItemMutationVariables>;
export const RejectReviewItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectReviewItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectMediaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<RejectReviewItemMutation, RejectReviewItemMutationVariables>;
export const TaxonomyCategoryTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxonomyCategoryTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<TaxonomyCategoryTreeQuery, TaxonomyCategoryTreeQueryVariables>;
export const CreateTaxonomyCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTaxonomyCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyCategoryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<CreateTaxonomyCategoryMutation, CreateTaxonomyCategoryMutationVariables>;
export const UpdateTaxonomyCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTaxonomyCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyCategoryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<UpdateTaxonomyCategoryMutation, UpdateTaxonomyCategoryMutationVariables>;
export const DeleteTaxonomyCategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTaxonomyCategory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteTaxonomyCategoryMutation, DeleteTaxonomyCategoryMutationVariables>;
export const TaxonomyTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxonomyTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyTagFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<TaxonomyTagsQuery, TaxonomyTagsQueryVariables>;
export const CreateTaxonomyTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTaxonomyTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyTagFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<CreateTaxonomyTagMutation, CreateTaxonomyTagMutationVariables>;
export const UpdateTaxonomyTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTaxonomyTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyTagFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<UpdateTaxonomyTagMutation, UpdateTaxonomyTagMutationVariables>;
export const DeleteTaxonomyTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTaxonomyTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteTaxonomyTagMutation, DeleteTaxonomyTagMutationVariables>;
export const TaxonomyPlatformsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxonomyPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyPlatformFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyPlatformFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<TaxonomyPlatformsQuery, TaxonomyPlatformsQueryVariables>;
export const CreateTaxonomyPlatformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTaxonomyPlatform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePlatformInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlatform"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyPlatformFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyPlatformFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<CreateTaxonomyPlatformMutation, CreateTaxonomyPlatformMutationVariables>;
export const UpdateTaxonomyPlatformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTaxonomyPlatform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePlatformInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlatform"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxonomyPlatformFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxonomyPlatformFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Platform"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<UpdateTaxonomyPlatformMutation, UpdateTaxonomyPlatformMutationVariables>;
export const DeleteTaxonomyPlatformDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTaxonomyPlatform"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePlatformInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePlatform"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteTaxonomyPlatformMutation, DeleteTaxonomyPlatformMutationVariables>;
export const AdminTipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTips"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTipRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTipRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminTipsQuery, AdminTipsQueryVariables>;
export const AdminTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTipFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTipRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTipRow"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"capcutVersion"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"coverPath"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<AdminTipQuery, AdminTipQueryVariables>;
export const PreviewTipMarkdownDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewTipMarkdown"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"markdown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewTipMarkdown"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"markdown"},"value":{"kind":"Variable","name":{"kind":"Name","value":"markdown"}}}]}]}}]} as unknown as DocumentNode<PreviewTipMarkdownQuery, PreviewTipMarkdownQueryVariables>;
export const CreateTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTipFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTipRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTipRow"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"capcutVersion"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"coverPath"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<CreateTipMutation, CreateTipMutationVariables>;
export const UpdateTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTipFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTipRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTipRow"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"capcutVersion"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"coverPath"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<UpdateTipMutation, UpdateTipMutationVariables>;
export const SetTipStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTipStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetTipStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTipStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTipFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTipRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTipRow"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"capcutVersion"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"coverPath"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"imagePath"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<SetTipStatusMutation, SetTipStatusMutationVariables>;
export const DeleteTipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteTipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<DeleteTipMutation, DeleteTipMutationVariables>;
export const UploadedMediaItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadedMediaItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMediaItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"processing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<UploadedMediaItemQuery, UploadedMediaItemQueryVariables>;
export const UploadCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UploadCategoryFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UploadCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<UploadCategoriesQuery, UploadCategoriesQueryVariables>;
export const UploadPlatformsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadPlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UploadPlatformsQuery, UploadPlatformsQueryVariables>;
export const UploadTagSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadTagSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UploadTagSearchQuery, UploadTagSearchQueryVariables>;
export const UploadSaveMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadSaveMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMediaInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UploadSaveMediaMutation, UploadSaveMediaMutationVariables>;
export const UploadSubmitMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadSubmitMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UploadSubmitMediaMutation, UploadSubmitMediaMutationVariables>;
export const UploadReprocessMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadReprocessMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reprocessMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"processing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UploadReprocessMediaMutation, UploadReprocessMediaMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUsersFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRow"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const BulkUpdateUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BulkUpdateUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulkUpdateUsersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulkUpdateUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<BulkUpdateUsersMutation, BulkUpdateUsersMutationVariables>;
export const AdminExportLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminExportLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"usersFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUsersFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminExportLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"usersFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"usersFilter"}}}]}]}}]} as unknown as DocumentNode<AdminExportLinkQuery, AdminExportLinkQueryVariables>;
export const AdminUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserRow"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"signInMethods"}},{"kind":"Field","name":{"kind":"Name","value":"socialProviders"}},{"kind":"Field","name":{"kind":"Name","value":"activeSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"signedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentRow"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"favorites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminUserQuery, AdminUserQueryVariables>;
export const AdminSetUserDisabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserDisabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetUserDisabledInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserDisabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetUserDisabledMutation, AdminSetUserDisabledMutationVariables>;
export const AdminSetUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetUserRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AdminSetUserRoleMutation, AdminSetUserRoleMutationVariables>;
export const RevokeUserSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeUserSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeUserSessionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeUserSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedSessions"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeUserSessionsMutation, RevokeUserSessionsMutationVariables>;
export const EraseUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EraseUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EraseUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eraseUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"erased"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<EraseUserMutation, EraseUserMutationVariables>;
export const AdminCancelSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCancelSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCancelSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminCancelSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<AdminCancelSubscriptionMutation, AdminCancelSubscriptionMutationVariables>;
export const AdminRefundPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRefundPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaymentRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaymentRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminRefundPaymentMutation, AdminRefundPaymentMutationVariables>;
export const VeoSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VeoSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoGenerationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"switchedOn"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"durations"}},{"kind":"Field","name":{"kind":"Name","value":"maxVideos"}},{"kind":"Field","name":{"kind":"Name","value":"maxActive"}},{"kind":"Field","name":{"kind":"Name","value":"maxImageBytes"}}]}}]}}]} as unknown as DocumentNode<VeoSettingsQuery, VeoSettingsQueryVariables>;
export const VideoGenerationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VideoGenerations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"videoGenerations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VideoGenerationRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoGenerationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"negativePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"aspectRatio"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfVideos"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"hasStartingImage"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"reportedUsage"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<VideoGenerationsQuery, VideoGenerationsQueryVariables>;
export const GenerateVideoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerateVideoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VideoGenerationRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VideoGenerationRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VideoGeneration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"negativePrompt"}},{"kind":"Field","name":{"kind":"Name","value":"aspectRatio"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfVideos"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"hasStartingImage"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videoSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"reportedUsage"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode<GenerateVideoMutation, GenerateVideoMutationVariables>;
export const TrackEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TrackEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"events"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnalyticsEventInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"trackEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"events"},"value":{"kind":"Variable","name":{"kind":"Name","value":"events"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<TrackEventsMutation, TrackEventsMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"tokenDelivery"},"value":{"kind":"EnumValue","value":"COOKIE"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"displayName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"continuePath"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"displayName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"displayName"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"continuePath"},"value":{"kind":"Variable","name":{"kind":"Name","value":"continuePath"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmationSentTo"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}}]}}]}}]}}]} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const CompleteSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSignUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"tokenDelivery"},"value":{"kind":"EnumValue","value":"COOKIE"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"continuePath"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CompleteSignUpMutation, CompleteSignUpMutationVariables>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"tokenDelivery"},"value":{"kind":"EnumValue","value":"COOKIE"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"accessTokenExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"hasPassword"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const PasswordPolicyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}},{"kind":"Field","name":{"kind":"Name","value":"refusesEmail"}}]}}]}}]} as unknown as DocumentNode<PasswordPolicyQuery, PasswordPolicyQueryVariables>;
export const PlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"publishableKey"}},{"kind":"Field","name":{"kind":"Name","value":"pastDueGraceDays"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"includesPremium"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlySavingCents"}},{"kind":"Field","name":{"kind":"Name","value":"converterMaxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterFileLimitBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterMinutesPerMonth"}}]}}]} as unknown as DocumentNode<PlansQuery, PlansQueryVariables>;
export const MyBillingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyBilling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myBilling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyBillingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"includesPremium"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlySavingCents"}},{"kind":"Field","name":{"kind":"Name","value":"converterMaxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterFileLimitBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterMinutesPerMonth"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyBillingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyBilling"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"inGrace"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"allowancePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"allowancePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedMediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCard"}}]}}]}}]} as unknown as DocumentNode<MyBillingQuery, MyBillingQueryVariables>;
export const MyPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountRefundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"receiptUrl"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyPaymentsQuery, MyPaymentsQueryVariables>;
export const CheckoutStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<CheckoutStatusQuery, CheckoutStatusQueryVariables>;
export const StartSubscriptionCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartSubscriptionCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartSubscriptionCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSubscriptionCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<StartSubscriptionCheckoutMutation, StartSubscriptionCheckoutMutationVariables>;
export const StartItemCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartItemCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StartItemCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startItemCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<StartItemCheckoutMutation, StartItemCheckoutMutationVariables>;
export const CompleteTestCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteTestCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteTestCheckoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeTestCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Checkout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<CompleteTestCheckoutMutation, CompleteTestCheckoutMutationVariables>;
export const SaveTestCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveTestCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTestCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTestCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyBillingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"includesPremium"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlySavingCents"}},{"kind":"Field","name":{"kind":"Name","value":"converterMaxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterFileLimitBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterMinutesPerMonth"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyBillingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyBilling"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"inGrace"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"allowancePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"allowancePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedMediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCard"}}]}}]}}]} as unknown as DocumentNode<SaveTestCardMutation, SaveTestCardMutationVariables>;
export const CancelSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyBillingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"includesPremium"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlySavingCents"}},{"kind":"Field","name":{"kind":"Name","value":"converterMaxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterFileLimitBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterMinutesPerMonth"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyBillingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyBilling"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"inGrace"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"allowancePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"allowancePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedMediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCard"}}]}}]}}]} as unknown as DocumentNode<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const ResumeSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResumeSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionActionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resumeSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyBillingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"includesPremium"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlySavingCents"}},{"kind":"Field","name":{"kind":"Name","value":"converterMaxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterFileLimitBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterMinutesPerMonth"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyBillingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyBilling"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"inGrace"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"allowancePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"allowancePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedMediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCard"}}]}}]}}]} as unknown as DocumentNode<ResumeSubscriptionMutation, ResumeSubscriptionMutationVariables>;
export const ChangePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyBillingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"includesPremium"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlySavingCents"}},{"kind":"Field","name":{"kind":"Name","value":"converterMaxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterFileLimitBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterMinutesPerMonth"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyBillingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyBilling"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionId"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"currentPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"cancelAtPeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"inGrace"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"allowancePeriodStart"}},{"kind":"Field","name":{"kind":"Name","value":"allowancePeriodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedMediaIds"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCard"}}]}}]}}]} as unknown as DocumentNode<ChangePlanMutation, ChangePlanMutationVariables>;
export const UpdatePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePaymentMethodMutation, UpdatePaymentMethodMutationVariables>;
export const AdminPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanCard"}},{"kind":"Field","name":{"kind":"Name","value":"subscriberCount"}},{"kind":"Field","name":{"kind":"Name","value":"priceHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"subscriberCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingMetrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mrrCents"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscribers"}},{"kind":"Field","name":{"kind":"Name","value":"newSubscribers30d"}},{"kind":"Field","name":{"kind":"Name","value":"churned30d"}},{"kind":"Field","name":{"kind":"Name","value":"revenue30dCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billing"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Plan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}},{"kind":"Field","name":{"kind":"Name","value":"highlighted"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"includesPremium"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"yearlySavingCents"}},{"kind":"Field","name":{"kind":"Name","value":"converterMaxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterFileLimitBytes"}},{"kind":"Field","name":{"kind":"Name","value":"converterMinutesPerMonth"}}]}}]} as unknown as DocumentNode<AdminPlansQuery, AdminPlansQueryVariables>;
export const CreatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePlanMutation, CreatePlanMutationVariables>;
export const UpdatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePlanMutation, UpdatePlanMutationVariables>;
export const ReorderPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderPlans"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderPlansInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderPlans"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReorderPlansMutation, ReorderPlansMutationVariables>;
export const AdminBroadcastsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBroadcasts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"broadcasts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BroadcastRow"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BroadcastRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Broadcast"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<AdminBroadcastsQuery, AdminBroadcastsQueryVariables>;
export const BroadcastAudienceSizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BroadcastAudienceSize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"audience"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BroadcastAudience"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"broadcastAudienceSize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"audience"},"value":{"kind":"Variable","name":{"kind":"Name","value":"audience"}}},{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}}]}]}}]} as unknown as DocumentNode<BroadcastAudienceSizeQuery, BroadcastAudienceSizeQueryVariables>;
export const SendBroadcastDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendBroadcast"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendBroadcastInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendBroadcast"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"broadcast"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BroadcastRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BroadcastRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Broadcast"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sendAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<SendBroadcastMutation, SendBroadcastMutationVariables>;
export const MediaDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MediaDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTrailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryTrailFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fps"}},{"kind":"Field","name":{"kind":"Name","value":"orientation"}},{"kind":"Field","name":{"kind":"Name","value":"hasAlpha"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orientation"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"genre"}},{"kind":"Field","name":{"kind":"Name","value":"mood"}},{"kind":"Field","name":{"kind":"Name","value":"isLoop"}},{"kind":"Field","name":{"kind":"Name","value":"isSoundEffect"}}]}}]}}]} as unknown as DocumentNode<MediaDetailQuery, MediaDetailQueryVariables>;
export const RelatedMediaListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RelatedMediaList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relatedMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}}]} as unknown as DocumentNode<RelatedMediaListQuery, RelatedMediaListQueryVariables>;
export const CategorySlugLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategorySlugLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"asset"},"name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSET"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"image"},"name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"IMAGE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"audio"},"name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"AUDIO"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CategorySlugLookupQuery, CategorySlugLookupQueryVariables>;
export const CategoryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryTrailFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NEWEST"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryTrailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}}]} as unknown as DocumentNode<CategoryPageQuery, CategoryPageQueryVariables>;
export const HomeCatalogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeCatalog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rowSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bundleCount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bundleItems"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"featuredBundles"},"name":{"kind":"Name","value":"bundles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bundleCount"}}},{"kind":"Argument","name":{"kind":"Name","value":"featured"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BundleCardFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"newAssets"},"name":{"kind":"Name","value":"media"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"ASSET"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NEWEST"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rowSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeRowFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"popularAssets"},"name":{"kind":"Name","value":"media"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"ASSET"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"POPULAR"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rowSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeRowFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"newImages"},"name":{"kind":"Name","value":"media"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"IMAGE"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NEWEST"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rowSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeRowFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"popularImages"},"name":{"kind":"Name","value":"media"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"IMAGE"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"POPULAR"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rowSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeRowFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"newAudio"},"name":{"kind":"Name","value":"media"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"AUDIO"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"NEWEST"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rowSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeRowFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"popularAudio"},"name":{"kind":"Name","value":"media"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kinds"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"AUDIO"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"POPULAR"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rowSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HomeRowFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"categoryCounts"},"name":{"kind":"Name","value":"media"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"assetCategories"},"name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSET"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"imageCategories"},"name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"IMAGE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"audioCategories"},"name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"AUDIO"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CategoryCrumbFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BundleSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bundle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BundleCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bundle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BundleSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bundleItems"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HomeRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaBrowseConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CategoryCrumbFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<HomeCatalogQuery, HomeCatalogQueryVariables>;
export const BundlesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BundlesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bundleItems"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bundles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BundleCardFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BundleSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bundle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BundleCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bundle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BundleSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bundleItems"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<BundlesPageQuery, BundlesPageQueryVariables>;
export const BundlePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BundlePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bundle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BundleSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BundleSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bundle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}}]} as unknown as DocumentNode<BundlePageQuery, BundlePageQueryVariables>;
export const BrowseMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrowseMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaBrowseSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"media"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaFacetsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FacetValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RangeFacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RangeFacetValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaFacetsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orientations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolutions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frameRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soundEffect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"durations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RangeFacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bpm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RangeFacetFields"}}]}}]}}]} as unknown as DocumentNode<BrowseMediaQuery, BrowseMediaQueryVariables>;
export const BrowsePlatformsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrowsePlatforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<BrowsePlatformsQuery, BrowsePlatformsQueryVariables>;
export const ConverterLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConverterLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"converterLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"maxFileBytes"}},{"kind":"Field","name":{"kind":"Name","value":"maxInputMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"minutesPerMonth"}},{"kind":"Field","name":{"kind":"Name","value":"minutesUsed"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"retentionHours"}},{"kind":"Field","name":{"kind":"Name","value":"uploadPath"}}]}}]}}]} as unknown as DocumentNode<ConverterLimitsQuery, ConverterLimitsQueryVariables>;
export const ConverterSourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConverterSources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"converterSources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConverterSourceFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConverterSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConverterSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hasAudio"}},{"kind":"Field","name":{"kind":"Name","value":"presets"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"frames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}}]} as unknown as DocumentNode<ConverterSourcesQuery, ConverterSourcesQueryVariables>;
export const ConverterSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConverterSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"converterSource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConverterSourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConverterSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConverterSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hasAudio"}},{"kind":"Field","name":{"kind":"Name","value":"presets"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"frames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}}]} as unknown as DocumentNode<ConverterSourceQuery, ConverterSourceQueryVariables>;
export const ConversionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Conversions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversionFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"etaSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"output"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]} as unknown as DocumentNode<ConversionsQuery, ConversionsQueryVariables>;
export const PreviewConversionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewConversion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConversionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewConversion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"outputName"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"billedSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<PreviewConversionMutation, PreviewConversionMutationVariables>;
export const StartConversionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartConversion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConversionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startConversion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"etaSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"output"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]} as unknown as DocumentNode<StartConversionMutation, StartConversionMutationVariables>;
export const CancelConversionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelConversion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelConversionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelConversion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sourceName"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"elapsedSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"etaSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"output"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}}]}}]}}]} as unknown as DocumentNode<CancelConversionMutation, CancelConversionMutationVariables>;
export const ConverterDownloadChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConverterDownloadChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDownloads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"licence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConverterDownloadChoicesQuery, ConverterDownloadChoicesQueryVariables>;
export const AddDownloadToConverterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDownloadToConverter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDownloadToConverterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDownloadToConverter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConverterSourceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConverterSourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConverterSource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hasAudio"}},{"kind":"Field","name":{"kind":"Name","value":"presets"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"frames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}}]} as unknown as DocumentNode<AddDownloadToConverterMutation, AddDownloadToConverterMutationVariables>;
export const MemberDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isFreePlan"}},{"kind":"Field","name":{"kind":"Name","value":"meter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadMeterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentDownloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"downloadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentFavorites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newForYou"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadMeterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadMeter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"allowance"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]} as unknown as DocumentNode<MemberDashboardQuery, MemberDashboardQueryVariables>;
export const MyDownloadMeterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDownloadMeter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDownloadMeter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadMeterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadMeterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadMeter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"allowance"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}}]}}]} as unknown as DocumentNode<MyDownloadMeterQuery, MyDownloadMeterQueryVariables>;
export const DownloadItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DownloadItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"download"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"meter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadMeterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Download"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"bundleId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastDownloadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"certificateUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadMeterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadMeter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"allowance"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"licence"}}]}}]} as unknown as DocumentNode<DownloadItemMutation, DownloadItemMutationVariables>;
export const MyDownloadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDownloads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadItemKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDownloads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DownloadRow"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DownloadRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Download"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"bundleId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastDownloadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"licence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"revoked"}},{"kind":"Field","name":{"kind":"Name","value":"certificateUrl"}}]}}]}}]} as unknown as DocumentNode<MyDownloadsQuery, MyDownloadsQueryVariables>;
export const MyLicencesCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLicencesCsv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myLicencesCsv"}}]}}]} as unknown as DocumentNode<MyLicencesCsvQuery, MyLicencesCsvQueryVariables>;
export const SetLicenceProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLicenceProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetLicenceProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLicenceProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projectName"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetLicenceProjectMutation, SetLicenceProjectMutationVariables>;
export const LicenceCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LicenceCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemTitle"}},{"kind":"Field","name":{"kind":"Name","value":"itemKind"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"issuedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokeReason"}}]}}]}}]} as unknown as DocumentNode<LicenceCheckQuery, LicenceCheckQueryVariables>;
export const AdminDownloadAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDownloadAnalytics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"granularity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadGranularity"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DownloadItemKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadAnalytics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"granularity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"granularity"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"asset"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"audio"}},{"kind":"Field","name":{"kind":"Name","value":"bundle"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byCategory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byPlatform"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"planMix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDownloadAnalyticsQuery, AdminDownloadAnalyticsQueryVariables>;
export const MyFavoriteIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFavoriteIds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFavoriteIds"}}]}}]} as unknown as DocumentNode<MyFavoriteIdsQuery, MyFavoriteIdsQueryVariables>;
export const SetFavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetFavoriteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaId"}},{"kind":"Field","name":{"kind":"Name","value":"favorite"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetFavoriteMutation, SetFavoriteMutationVariables>;
export const MyFavoritesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFavorites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFavorites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}}]} as unknown as DocumentNode<MyFavoritesQuery, MyFavoritesQueryVariables>;
export const MyCollectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCollections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCollections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}}]}}]} as unknown as DocumentNode<MyCollectionsQuery, MyCollectionsQueryVariables>;
export const MyCollectionItemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCollectionItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCollections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}}]} as unknown as DocumentNode<MyCollectionItemsQuery, MyCollectionItemsQueryVariables>;
export const CreateCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionsResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionsResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollectionsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CreateCollectionMutation, CreateCollectionMutationVariables>;
export const RenameCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionsResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionsResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollectionsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RenameCollectionMutation, RenameCollectionMutationVariables>;
export const DeleteCollectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCollection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCollectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCollection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionsResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionsResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollectionsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteCollectionMutation, DeleteCollectionMutationVariables>;
export const ReorderCollectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderCollections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderCollectionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderCollections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionsResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionsResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollectionsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ReorderCollectionsMutation, ReorderCollectionsMutationVariables>;
export const SetCollectionItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCollectionItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetCollectionItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCollectionItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionsResult"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Collection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"mediaIds"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CollectionsResult"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CollectionsPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"collections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CollectionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SetCollectionItemMutation, SetCollectionItemMutationVariables>;
export const MyFollowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyFollows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFollows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MyFollowsQuery, MyFollowsQueryVariables>;
export const SetFollowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFollow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetFollowInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFollow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"following"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<SetFollowMutation, SetFollowMutationVariables>;
export const NotificationBellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationBell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]} as unknown as DocumentNode<NotificationBellQuery, NotificationBellQueryVariables>;
export const NotificationsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}},{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"unreadOnly"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unreadOnly"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]} as unknown as DocumentNode<NotificationsPageQuery, NotificationsPageQueryVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationsReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const NotificationAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]} as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"marketingOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadReceipts"}},{"kind":"Field","name":{"kind":"Name","value":"requestUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"productUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}}]}}]}}]}}]} as unknown as DocumentNode<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"marketingOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadReceipts"}},{"kind":"Field","name":{"kind":"Name","value":"requestUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"productUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const RemoveProfilePhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveProfilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeProfilePhoto"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"marketingOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadReceipts"}},{"kind":"Field","name":{"kind":"Name","value":"requestUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"productUpdates"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"cadence"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveProfilePhotoMutation, RemoveProfilePhotoMutationVariables>;
export const RequestBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssetRequestSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"platform"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AssetRequestStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mine"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"platform"},"value":{"kind":"Variable","name":{"kind":"Name","value":"platform"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mine"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssetRequestCard"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssetRequestCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"referenceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"mergedIntoId"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<RequestBoardQuery, RequestBoardQueryVariables>;
export const RequestFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<RequestFormOptionsQuery, RequestFormOptionsQueryVariables>;
export const RequestFormCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestFormCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RequestFormCategoriesQuery, RequestFormCategoriesQueryVariables>;
export const RequestMatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"similarAssetRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssetRequestCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"EnumValue","value":"RELEVANCE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"4"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssetRequestCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"referenceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"mergedIntoId"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<RequestMatchesQuery, RequestMatchesQueryVariables>;
export const CreateAssetRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAssetRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAssetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAssetRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssetRequestCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssetRequestCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"referenceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"mergedIntoId"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<CreateAssetRequestMutation, CreateAssetRequestMutationVariables>;
export const SetAssetRequestVoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAssetRequestVote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetAssetRequestVoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAssetRequestVote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasVoted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetAssetRequestVoteMutation, SetAssetRequestVoteMutationVariables>;
export const RequestItemSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestItemSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMedia"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"statuses"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"PUBLISHED"}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"6"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RequestItemSearchQuery, RequestItemSearchQueryVariables>;
export const UpdateAssetRequestStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAssetRequestStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAssetRequestStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAssetRequestStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssetRequestCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssetRequestCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"referenceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"mergedIntoId"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<UpdateAssetRequestStatusMutation, UpdateAssetRequestStatusMutationVariables>;
export const MergeAssetRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MergeAssetRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MergeAssetRequestsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mergeAssetRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssetRequestCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssetRequestCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AssetRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"}},{"kind":"Field","name":{"kind":"Name","value":"categoryName"}},{"kind":"Field","name":{"kind":"Name","value":"referenceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"declineReason"}},{"kind":"Field","name":{"kind":"Name","value":"mergedIntoId"}},{"kind":"Field","name":{"kind":"Name","value":"voteCount"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasVoted"}},{"kind":"Field","name":{"kind":"Name","value":"isMine"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]} as unknown as DocumentNode<MergeAssetRequestsMutation, MergeAssetRequestsMutationVariables>;
export const SearchMediaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchMedia"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exact"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"exact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exact"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"searchId"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"correctedQuery"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"titleHighlight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaFacetsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emptyHelp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relaxations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dimension"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"popular"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FacetValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RangeFacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RangeFacetValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaFacetsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assetTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"access"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orientations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"resolutions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frameRates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"genres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"loop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"soundEffect"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"durations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RangeFacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bpm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RangeFacetFields"}}]}}]}}]} as unknown as DocumentNode<SearchMediaQuery, SearchMediaQueryVariables>;
export const SearchSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"highlight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}}]}}]}}]} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const RecordSearchClickDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordSearchClick"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordSearchClickInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordSearchClick"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recorded"}}]}}]}}]} as unknown as DocumentNode<RecordSearchClickMutation, RecordSearchClickMutationVariables>;
export const SiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceBanner"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileConverter"}},{"kind":"Field","name":{"kind":"Name","value":"videoGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"requestBoard"}}]}}]}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const AdminSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSettingsForm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isFree"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"downloadAllowance"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSettingsForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedById"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mailSender"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceBanner"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileConverter"}},{"kind":"Field","name":{"kind":"Name","value":"videoGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"requestBoard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUploadMib"}},{"kind":"Field","name":{"kind":"Name","value":"converterMaxFileMib"}}]}}]}}]} as unknown as DocumentNode<AdminSettingsQuery, AdminSettingsQueryVariables>;
export const UpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSettingsForm"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSettingsForm"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedById"}},{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"mailSender"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceBanner"}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileConverter"}},{"kind":"Field","name":{"kind":"Name","value":"videoGeneration"}},{"kind":"Field","name":{"kind":"Name","value":"requestBoard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"maxUploadMib"}},{"kind":"Field","name":{"kind":"Name","value":"converterMaxFileMib"}}]}}]}}]} as unknown as DocumentNode<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const SiteMapDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteMapData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"assetCategories"},"name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"ASSET"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteMapCategoryTree"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"imageCategories"},"name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"IMAGE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteMapCategoryTree"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"audioCategories"},"name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"AUDIO"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteMapCategoryTree"}}]}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteMapCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteMapCategoryTree"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Category"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteMapCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteMapCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteMapCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteMapCategoryFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SiteMapDataQuery, SiteMapDataQueryVariables>;
export const TipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tips"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TipFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipCardFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tipTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}}]} as unknown as DocumentNode<TipsQuery, TipsQueryVariables>;
export const TipPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TipPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TipCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"capcutVersion"}},{"kind":"Field","name":{"kind":"Name","value":"locked"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TipCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tip"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"coverUrl"}},{"kind":"Field","name":{"kind":"Name","value":"coverAlt"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"stepCount"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Media"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"access"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previewUrl"}},{"kind":"Field","name":{"kind":"Name","value":"platforms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Asset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assetType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"hoverLoopUrl"}},{"kind":"Field","name":{"kind":"Name","value":"storyboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"columns"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"tileWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tileHeight"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Audio"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"bpm"}},{"kind":"Field","name":{"kind":"Name","value":"musicalKey"}},{"kind":"Field","name":{"kind":"Name","value":"waveformUrl"}}]}}]}}]} as unknown as DocumentNode<TipPageQuery, TipPageQueryVariables>;