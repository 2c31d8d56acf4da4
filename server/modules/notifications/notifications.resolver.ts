import { Arg, Args, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import { mapConnection, pageSize } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { userError } from '../../graphql/payload.js';
import type { NotificationEntity } from './notification.entity.js';
import { liveNotifications, markRead, myNotifications, myUnreadCount } from './notifications.service.js';
import {
  MarkNotificationsReadErrorCode,
  MarkNotificationsReadInput,
  MarkNotificationsReadPayload,
  Notification,
  NotificationConnection,
  NotificationsArgs,
  toNotification,
} from './notifications.types.js';

@Resolver(() => Notification)
export class NotificationsResolver {
  @Query(() => NotificationConnection, { description: 'The viewer’s notifications, newest first.' })
  @Auth()
  async notifications(@Ctx() ctx: Context, @Args() args: NotificationsArgs) {
    const page = await myNotifications(ctx, {
      first: await pageSize(ctx, args.first),
      after: args.after,
      unreadOnly: args.unreadOnly,
    });
    return mapConnection(page, toNotification);
  }

  @Query(() => Int, { description: 'How many of the viewer’s notifications are unread (the bell’s number).' })
  @Auth()
  unreadNotificationCount(@Ctx() ctx: Context): Promise<number> {
    return myUnreadCount(ctx);
  }

  @Mutation(() => MarkNotificationsReadPayload, {
    description: 'Marks some or all of the viewer’s notifications read.',
  })
  @Auth()
  async markNotificationsRead(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Which ones.' }) input: MarkNotificationsReadInput,
  ): Promise<MarkNotificationsReadPayload> {
    if (!input.all && !input.ids?.length) {
      return {
        unreadCount: await myUnreadCount(ctx),
        errors: [
          userError(MarkNotificationsReadErrorCode.NOTHING_SELECTED, 'Choose notifications to mark read.', 'ids'),
        ],
      };
    }
    return { unreadCount: await markRead(ctx, input), errors: [] };
  }

  @Subscription(() => Notification, {
    description:
      'Each new notification of the viewer, from any server instance, within about a second. With `after`, first those it missed.',
    subscribe: ({ context, args }) => liveNotifications(context as Context, (args as { after?: string | null }).after),
  })
  @Auth()
  notificationAdded(
    @Root() notification: NotificationEntity,
    @Arg('after', () => String, {
      nullable: true,
      description: 'The `cursor` of the last notification the client has: those after it are sent first.',
    })
    _after: string | null,
  ): Notification {
    return toNotification(notification);
  }
}
