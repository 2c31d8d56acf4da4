/** GraphQL types of admin broadcasts. */
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, ConnectionArgs, SQL_COST } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import { BroadcastAudience, BroadcastStatus } from './broadcast.entity.js';

registerEnumType(BroadcastAudience, {
  name: 'BroadcastAudience',
  description: 'Who a broadcast goes to.',
  valuesConfig: {
    EVERYONE: { description: 'Every enabled account.' },
    ACTIVE_PLAN: { description: 'Members whose paid plan applies now (active, trialing, or past due within grace).' },
    FREE: { description: 'Members without a paid plan.' },
    PLAN: { description: 'Holders of one plan (`planId`); the Free plan means FREE.' },
  },
});

registerEnumType(BroadcastStatus, {
  name: 'BroadcastStatus',
  description: 'Where a broadcast stands.',
  valuesConfig: {
    SCHEDULED: { description: 'Waiting for its time (or for the job to start).' },
    SENDING: { description: 'Copies are being written in batches.' },
    SENT: { description: 'Every member of the audience has a copy.' },
  },
});

@ObjectType({ description: 'An admin’s message to many members, delivered as one notification each.' })
export class Broadcast {
  @Field(() => ID, { description: 'Stable identifier.' })
  id: string;

  @Field({ description: 'The notification’s title.' })
  title: string;

  @Field({ description: 'The notification’s text; may be empty.' })
  body: string;

  @Field(() => String, { nullable: true, description: 'A path inside the app the notification opens; null for none.' })
  link: string | null;

  @Field(() => BroadcastAudience, { description: 'Who it goes to.' })
  audience: BroadcastAudience;

  @Field(() => ID, { nullable: true, description: 'With PLAN: the plan.' })
  planId: string | null;

  @Field(() => BroadcastStatus, { description: 'Scheduled, sending or sent.' })
  status: BroadcastStatus;

  @Field({ description: 'When it goes (went) out.' })
  sendAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the last copy was written; null until SENT.' })
  sentAt: Date | null;

  @Field({ description: 'When it was composed.' })
  createdAt: Date;

  @Field(() => Int, { description: 'The audience’s size when sending started (0 while SCHEDULED).' })
  recipients: number;

  @Field(() => Int, { description: 'Copies written so far.' })
  delivered: number;

  @Field(() => Int, { description: 'Copies their members have read.' })
  read: number;
}

export const BroadcastConnection = Connection(Broadcast, 'Broadcast');

@ArgsType()
export class BroadcastsArgs extends ConnectionArgs {}

@ArgsType()
export class BroadcastAudienceArgs {
  @Field(() => BroadcastAudience, { description: 'The audience.' })
  audience: BroadcastAudience;

  @Field(() => ID, { nullable: true, description: 'With PLAN: the plan.' })
  planId?: string | null;
}

/** Counting the audience is one aggregate over users and subscriptions. */
export const AUDIENCE_SIZE_COST = SQL_COST.aggregate;

@InputType({ description: 'A broadcast to send now or at a set time.' })
export class SendBroadcastInput {
  @Field({ description: 'Title, 1–200 characters.' })
  title: string;

  @Field({ defaultValue: '', description: 'Text, at most 2000 characters.' })
  body: string;

  @Field(() => String, {
    nullable: true,
    description: 'A path inside the app, e.g. `/members/pricing` (512 characters at most).',
  })
  link?: string | null;

  @Field(() => BroadcastAudience, { description: 'Who it goes to.' })
  audience: BroadcastAudience;

  @Field(() => ID, { nullable: true, description: 'With PLAN: the plan.' })
  planId?: string | null;

  @Field(() => Date, { nullable: true, description: 'When to send it (up to 90 days ahead); null for now.' })
  sendAt?: Date | null;
}

export enum SendBroadcastErrorCode {
  INVALID_TITLE = 'INVALID_TITLE',
  BODY_TOO_LONG = 'BODY_TOO_LONG',
  INVALID_LINK = 'INVALID_LINK',
  UNKNOWN_PLAN = 'UNKNOWN_PLAN',
  INVALID_SEND_AT = 'INVALID_SEND_AT',
}
export const SendBroadcastError = payloadError('SendBroadcast', SendBroadcastErrorCode, {
  INVALID_TITLE: 'The title is empty or longer than 200 characters.',
  BODY_TOO_LONG: 'The text is longer than 2000 characters.',
  INVALID_LINK: 'The link is not a path inside the app of at most 512 characters.',
  UNKNOWN_PLAN: 'PLAN was chosen without an existing plan.',
  INVALID_SEND_AT: 'The time is in the past or more than 90 days ahead.',
});

@ObjectType({ description: 'The result of sendBroadcast.' })
export class SendBroadcastPayload {
  @Field(() => Broadcast, { nullable: true, description: 'The broadcast, queued; null on failure.' })
  broadcast: Broadcast | null;

  @Field(() => [SendBroadcastError], { description: 'Expected failures; empty on success.' })
  errors: InstanceType<typeof SendBroadcastError>[];
}
