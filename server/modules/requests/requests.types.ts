/** GraphQL types of the asset request board. */
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, ConnectionArgs } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import { MediaKind } from '../catalog/index.js';
import {
  MAX_DESCRIPTION_LENGTH,
  MAX_LINKED_ITEMS,
  MAX_OPEN_REQUESTS_PER_MEMBER,
  MAX_PLATFORMS,
  MAX_REASON_LENGTH,
  MAX_TITLE_LENGTH,
  RequestStatus,
} from './request-rules.js';

registerEnumType(RequestStatus, {
  name: 'AssetRequestStatus',
  description: 'Where a request stands: OPEN → PLANNED → IN_PROGRESS → FULFILLED | DECLINED; MERGED into another.',
  valuesConfig: {
    OPEN: { description: 'Asked for; collecting votes.' },
    PLANNED: { description: 'Accepted: it will be made or sourced.' },
    IN_PROGRESS: { description: 'Being made now.' },
    FULFILLED: { description: 'Published: see its linked items.' },
    DECLINED: { description: 'Will not be made; see the reason.' },
    MERGED: { description: 'A duplicate: its votes moved to `mergedIntoId`.' },
  },
});

export enum AssetRequestSort {
  VOTES = 'VOTES',
  NEWEST = 'NEWEST',
  STATUS = 'STATUS',
}
registerEnumType(AssetRequestSort, {
  name: 'AssetRequestSort',
  description: 'Order of the request board.',
  valuesConfig: {
    VOTES: { description: 'Most votes first.' },
    NEWEST: { description: 'Newest first.' },
    STATUS: { description: 'In progress, planned, open, then fulfilled, declined, merged; most votes first within.' },
  },
});

@ObjectType({ description: 'A member’s request for an asset the catalogue does not have yet.' })
export class AssetRequest {
  @Field(() => ID, { description: 'Stable identifier.' })
  id: string;

  @Field({ description: 'What is wanted, in a line.' })
  title: string;

  @Field({ description: 'Details; may be empty.' })
  description: string;

  @Field(() => MediaKind, { description: 'Video asset, image or audio.' })
  kind: MediaKind;

  @Field(() => [String], { description: 'Slugs of the editing platforms it should work in.' })
  platforms: string[];

  @Field(() => ID, { nullable: true, description: 'The category it belongs in, when the requester chose one.' })
  categoryId: string | null;

  @Field(() => String, { nullable: true, description: 'A link to an example of what is meant.' })
  referenceUrl: string | null;

  @Field(() => RequestStatus, { description: 'Where it stands.' })
  status: RequestStatus;

  @Field(() => String, { nullable: true, description: 'Why it was declined (DECLINED only).' })
  declineReason: string | null;

  @Field(() => ID, { nullable: true, description: 'The request it was merged into (MERGED only).' })
  mergedIntoId: string | null;

  @Field(() => Int, { description: 'How many members want it (the requester included).' })
  voteCount: number;

  @Field({ description: 'When it was asked for.' })
  createdAt: Date;

  @Field({ description: 'When it last changed.' })
  updatedAt: Date;

  /** Not a field: resolved into `requesterName` and `isMine`. */
  requesterId: string | null;
}

export const AssetRequestConnection = Connection(AssetRequest, 'AssetRequest');

@ArgsType()
export class AssetRequestsArgs extends ConnectionArgs {
  @Field(() => AssetRequestSort, { defaultValue: AssetRequestSort.VOTES, description: 'Order.' })
  sort: AssetRequestSort;

  @Field(() => MediaKind, { nullable: true, description: 'Only this kind.' })
  kind?: MediaKind | null;

  @Field(() => String, { nullable: true, description: 'Only requests for this platform (slug).' })
  platform?: string | null;

  @Field(() => RequestStatus, { nullable: true, description: 'Only this status. Default: every status but MERGED.' })
  status?: RequestStatus | null;

  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Only the viewer’s own requests and those they voted for.',
  })
  mine: boolean;
}

@InputType({ description: 'A new asset request.' })
export class CreateAssetRequestInput {
  @Field({ description: `What is wanted, ${MAX_TITLE_LENGTH} characters at most.` })
  title: string;

  @Field({ defaultValue: '', description: `Details, ${MAX_DESCRIPTION_LENGTH} characters at most.` })
  description: string;

  @Field(() => MediaKind, { description: 'Video asset, image or audio.' })
  kind: MediaKind;

  @Field(() => [String], { defaultValue: [], description: `Platform slugs, at most ${MAX_PLATFORMS}.` })
  platforms: string[];

  @Field(() => ID, { nullable: true, description: 'A category of that kind.' })
  categoryId?: string | null;

  @Field(() => String, { nullable: true, description: 'An http(s) link to an example.' })
  referenceUrl?: string | null;
}

export enum CreateAssetRequestErrorCode {
  INVALID_TITLE = 'INVALID_TITLE',
  DESCRIPTION_TOO_LONG = 'DESCRIPTION_TOO_LONG',
  UNKNOWN_PLATFORM = 'UNKNOWN_PLATFORM',
  UNKNOWN_CATEGORY = 'UNKNOWN_CATEGORY',
  INVALID_REFERENCE_URL = 'INVALID_REFERENCE_URL',
  TOO_MANY_OPEN_REQUESTS = 'TOO_MANY_OPEN_REQUESTS',
  FEATURE_DISABLED = 'FEATURE_DISABLED',
}
export const CreateAssetRequestError = payloadError('CreateAssetRequest', CreateAssetRequestErrorCode, {
  INVALID_TITLE: `The title is empty, too short or longer than ${MAX_TITLE_LENGTH} characters.`,
  DESCRIPTION_TOO_LONG: `The description is longer than ${MAX_DESCRIPTION_LENGTH} characters.`,
  UNKNOWN_PLATFORM: `A platform does not exist, or more than ${MAX_PLATFORMS} were given.`,
  UNKNOWN_CATEGORY: 'The category does not exist or holds another kind.',
  INVALID_REFERENCE_URL: 'The reference is not an http(s) link of at most 500 characters.',
  TOO_MANY_OPEN_REQUESTS: `The member already has ${MAX_OPEN_REQUESTS_PER_MEMBER} open requests.`,
  FEATURE_DISABLED: 'An administrator switched the request board off in the site settings.',
});

@ObjectType({ description: 'The result of createAssetRequest.' })
export class CreateAssetRequestPayload {
  @Field(() => AssetRequest, { nullable: true, description: 'The new request; null on failure.' })
  request: AssetRequest | null;

  @Field(() => [CreateAssetRequestError], { description: 'Expected failures; empty on success.' })
  errors: InstanceType<typeof CreateAssetRequestError>[];
}

@InputType({ description: 'The viewer’s vote on a request.' })
export class SetAssetRequestVoteInput {
  @Field(() => ID, { description: 'The request.' })
  requestId: string;

  @Field({ description: 'True to vote, false to take the vote back.' })
  voted: boolean;
}

export enum SetAssetRequestVoteErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  CLOSED = 'CLOSED',
  FEATURE_DISABLED = 'FEATURE_DISABLED',
}
export const SetAssetRequestVoteError = payloadError('SetAssetRequestVote', SetAssetRequestVoteErrorCode, {
  NOT_FOUND: 'No such request.',
  CLOSED: 'The request is fulfilled, declined or merged: votes no longer change.',
  FEATURE_DISABLED: 'An administrator switched the request board off in the site settings.',
});

@ObjectType({ description: 'The result of setAssetRequestVote.' })
export class SetAssetRequestVotePayload {
  @Field(() => AssetRequest, { nullable: true, description: 'The request with its new count; null when not found.' })
  request: AssetRequest | null;

  @Field(() => [SetAssetRequestVoteError], { description: 'Expected failures; empty on success.' })
  errors: InstanceType<typeof SetAssetRequestVoteError>[];
}

@InputType({ description: 'An admin’s change to a request’s status.' })
export class UpdateAssetRequestStatusInput {
  @Field(() => ID, { description: 'The request.' })
  id: string;

  @Field(() => RequestStatus, { description: 'The new status (not MERGED: use mergeAssetRequests).' })
  status: RequestStatus;

  @Field(() => String, { nullable: true, description: `DECLINED: why, ${MAX_REASON_LENGTH} characters at most.` })
  reason?: string | null;

  @Field(() => [ID], {
    nullable: true,
    description: `FULFILLED: the published items that fulfil it (1–${MAX_LINKED_ITEMS}).`,
  })
  mediaIds?: string[] | null;
}

export enum UpdateAssetRequestStatusErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  INVALID_TRANSITION = 'INVALID_TRANSITION',
  REASON_REQUIRED = 'REASON_REQUIRED',
  ITEMS_REQUIRED = 'ITEMS_REQUIRED',
  UNKNOWN_ITEM = 'UNKNOWN_ITEM',
}
export const UpdateAssetRequestStatusError = payloadError(
  'UpdateAssetRequestStatus',
  UpdateAssetRequestStatusErrorCode,
  {
    NOT_FOUND: 'No such request.',
    INVALID_TRANSITION: 'The request cannot move from its status to that one.',
    REASON_REQUIRED: `Declining needs a reason of 1–${MAX_REASON_LENGTH} characters.`,
    ITEMS_REQUIRED: `Fulfilling needs 1–${MAX_LINKED_ITEMS} published items.`,
    UNKNOWN_ITEM: 'An item does not exist or is not published.',
  },
);

@ObjectType({ description: 'The result of updateAssetRequestStatus.' })
export class UpdateAssetRequestStatusPayload {
  @Field(() => AssetRequest, { nullable: true, description: 'The request as it is now; null on failure.' })
  request: AssetRequest | null;

  @Field(() => [UpdateAssetRequestStatusError], { description: 'Expected failures; empty on success.' })
  errors: InstanceType<typeof UpdateAssetRequestStatusError>[];
}

@InputType({ description: 'Fold a duplicate request into another.' })
export class MergeAssetRequestsInput {
  @Field(() => ID, { description: 'The duplicate: it becomes MERGED.' })
  duplicateId: string;

  @Field(() => ID, { description: 'The request that survives and receives the votes.' })
  intoId: string;
}

export enum MergeAssetRequestsErrorCode {
  NOT_FOUND = 'NOT_FOUND',
  SAME_REQUEST = 'SAME_REQUEST',
  NOT_ACTIVE = 'NOT_ACTIVE',
}
export const MergeAssetRequestsError = payloadError('MergeAssetRequests', MergeAssetRequestsErrorCode, {
  NOT_FOUND: 'One of the requests does not exist.',
  SAME_REQUEST: 'A request cannot be merged into itself.',
  NOT_ACTIVE: 'Both requests must be open, planned or in progress.',
});

@ObjectType({ description: 'The result of mergeAssetRequests.' })
export class MergeAssetRequestsPayload {
  @Field(() => AssetRequest, { nullable: true, description: 'The surviving request; null on failure.' })
  request: AssetRequest | null;

  @Field(() => [MergeAssetRequestsError], { description: 'Expected failures; empty on success.' })
  errors: InstanceType<typeof MergeAssetRequestsError>[];
}
