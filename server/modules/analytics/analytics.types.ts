import { ArrayMaxSize, ArrayMinSize, IsOptional, ValidateNested } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { payloadError } from '../../graphql/payload.js';

/** The spec's analytics events (§7); values are the names stored and reported. */
export enum AnalyticsEventType {
  PAGE_VIEW = 'page_view',
  FILE_DOWNLOAD = 'file_download',
  LOGIN = 'login',
  SIGN_UP = 'sign_up',
  PURCHASE = 'purchase',
  EXCEPTION = 'exception',
}
registerEnumType(AnalyticsEventType, {
  name: 'AnalyticsEventType',
  description: 'Kinds of analytics event.',
  valuesConfig: {
    PAGE_VIEW: {
      description:
        'A page was shown: properties `path`, `title`, `referrer`. The server stores `path` without query string or fragment, lower-case, without trailing slash (`/Login/?redirect=/x` is `/login`), and `referrer` as origin and path only.',
    },
    FILE_DOWNLOAD: {
      description:
        'A file was downloaded: `file_url`, `file_name`, `file_category`. Recorded by the server; trackEvents refuses it.',
    },
    LOGIN: { description: 'A sign-in: `method`.' },
    SIGN_UP: { description: 'An account was created: `method`.' },
    PURCHASE: {
      description:
        'A subscription was bought: `items` (item_id, item_name, price, currency, item_category), `transaction_id`, `value`, `currency`. Recorded by the server from the payment provider; trackEvents refuses it.',
    },
    EXCEPTION: {
      description:
        'Something failed on the client without stopping the app (e.g. the payment script): `description`, `fatal`.',
    },
  },
});

/**
 * What a client may report about itself. Anything that moves money or hands
 * out files (`purchase`, `file_download`) is recorded by the server that saw it
 * happen (`recordServerEvents`), so nobody can write revenue into the figures.
 */
export const CLIENT_EVENT_TYPES: ReadonlySet<AnalyticsEventType> = new Set([
  AnalyticsEventType.PAGE_VIEW,
  AnalyticsEventType.LOGIN,
  AnalyticsEventType.SIGN_UP,
  AnalyticsEventType.EXCEPTION,
]);

export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_PROPERTIES_BYTES = 4096;

@InputType({ description: 'One analytics event: PAGE_VIEW, LOGIN or SIGN_UP (the others are recorded by the server).' })
export class AnalyticsEventInput {
  @Field(() => AnalyticsEventType, { description: 'What happened.' })
  type: AnalyticsEventType;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: `Event properties (see AnalyticsEventType); at most ${MAX_PROPERTIES_BYTES} bytes as JSON.`,
  })
  @IsOptional()
  properties?: Record<string, unknown> | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When it happened on the client; defaults to when the server receives it.',
  })
  @IsOptional()
  occurredAt?: Date | null;
}

@InputType({ description: 'A batch of analytics events.' })
export class TrackEventsInput {
  @Field(() => [AnalyticsEventInput], { description: `1–${MAX_EVENTS_PER_BATCH} events.` })
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_EVENTS_PER_BATCH)
  @ValidateNested({ each: true })
  events: AnalyticsEventInput[];
}

export enum TrackEventsErrorCode {
  PROPERTIES_TOO_LARGE = 'PROPERTIES_TOO_LARGE',
  INVALID_TIME = 'INVALID_TIME',
  SERVER_ONLY_EVENT = 'SERVER_ONLY_EVENT',
  TOO_MANY_REQUESTS = 'TOO_MANY_REQUESTS',
}
export const TrackEventsError = payloadError(
  'TrackEvents',
  TrackEventsErrorCode,
  {
    PROPERTIES_TOO_LARGE: `An event's properties exceed ${MAX_PROPERTIES_BYTES} bytes.`,
    INVALID_TIME: 'occurredAt is more than a day away from the server clock.',
    SERVER_ONLY_EVENT:
      'PURCHASE and FILE_DOWNLOAD are recorded by the server that saw them, never taken from a client.',
    TOO_MANY_REQUESTS: 'Too many events from this network; retry after `retryAfterSeconds`.',
  },
  { retryAfter: true },
);

@ObjectType({ description: 'Result of trackEvents.' })
export class TrackEventsPayload {
  @Field(() => Int, { description: 'How many events were recorded (all or none).' })
  accepted: number;

  @Field(() => [TrackEventsError], { description: 'Why the batch was refused; empty on success.' })
  errors: InstanceType<typeof TrackEventsError>[];
}
