/** GraphQL types of a member's notifications. */
import { ArrayMaxSize, IsOptional } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Connection, ConnectionArgs } from '../../graphql/connection.js';
import { payloadError } from '../../graphql/payload.js';
import type { NotificationEntity } from './notification.entity.js';

@ObjectType({ description: 'A message to the viewer: a review outcome, a request update, new items, a broadcast…' })
export class Notification {
  @Field(() => ID, { description: 'Stable identifier.' })
  id: string;

  @Field({
    description:
      'Machine-readable kind: `media.approved`, `media.rejected`, `request.status`, `request.fulfilled`, `follow.new_items`, `billing.*`, `broadcast`.',
  })
  type: string;

  @Field({ description: 'One line to show.' })
  title: string;

  @Field({ description: 'More detail; may be empty.' })
  body: string;

  @Field(() => String, { nullable: true, description: 'A path inside the app to open (its subject); null when none.' })
  link: string | null;

  @Field(() => Date, { nullable: true, description: 'When the viewer read it; null while unread.' })
  readAt: Date | null;

  @Field({ description: 'When it was sent.' })
  createdAt: Date;

  @Field({
    description:
      'Its position in the viewer’s feed: pass the last one seen as `notificationAdded(after:)` to catch up.',
  })
  cursor: string;
}

export const toNotification = (n: NotificationEntity): Notification => ({
  id: n.id,
  type: n.type,
  title: n.title,
  body: n.body,
  link: n.link,
  readAt: n.readAt,
  createdAt: n.createdAt,
  cursor: n.seq,
});

export const NotificationConnection = Connection(Notification, 'Notification');

@ArgsType()
export class NotificationsArgs extends ConnectionArgs {
  @Field({ defaultValue: false, description: 'Only those not read yet.' })
  unreadOnly: boolean;
}

@InputType({ description: 'Which of the viewer’s notifications to mark read.' })
export class MarkNotificationsReadInput {
  @Field(() => [ID], { nullable: true, description: 'These notifications (at most 100); ignored with `all`.' })
  @IsOptional()
  @ArrayMaxSize(100)
  ids?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Every unread notification of the viewer.' })
  all?: boolean | null;
}

export enum MarkNotificationsReadErrorCode {
  NOTHING_SELECTED = 'NOTHING_SELECTED',
}
export const MarkNotificationsReadError = payloadError('MarkNotificationsRead', MarkNotificationsReadErrorCode, {
  NOTHING_SELECTED: 'Neither `ids` nor `all` was given.',
});

@ObjectType({ description: 'The result of markNotificationsRead.' })
export class MarkNotificationsReadPayload {
  @Field(() => Int, { description: 'How many unread notifications the viewer has now.' })
  unreadCount: number;

  @Field(() => [MarkNotificationsReadError], { description: 'Expected failures; empty on success.' })
  errors: InstanceType<typeof MarkNotificationsReadError>[];
}
