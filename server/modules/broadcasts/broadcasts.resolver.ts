import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { mapConnection, pageSize } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { audienceSize, listBroadcasts, sendBroadcast, toBroadcast } from './broadcasts.service.js';
import {
  AUDIENCE_SIZE_COST,
  Broadcast,
  BroadcastAudienceArgs,
  BroadcastConnection,
  BroadcastsArgs,
  SendBroadcastInput,
  SendBroadcastPayload,
} from './broadcasts.types.js';

@Resolver(() => Broadcast)
export class BroadcastsResolver {
  @Query(() => BroadcastConnection, { description: 'Broadcasts, newest first, with their reach.' })
  @Auth(Role.ADMIN)
  async broadcasts(@Ctx() ctx: Context, @Args() args: BroadcastsArgs) {
    const { page, reach } = await listBroadcasts(ctx, { first: await pageSize(ctx, args.first), after: args.after });
    return mapConnection(page, (b) => toBroadcast(b, reach.get(b.id) ?? { delivered: 0, read: 0 }));
  }

  @Query(() => Int, {
    description: 'How many members an audience covers now (0 for an unknown plan).',
    complexity: AUDIENCE_SIZE_COST,
  })
  @Auth(Role.ADMIN)
  broadcastAudienceSize(@Ctx() ctx: Context, @Args() args: BroadcastAudienceArgs) {
    return audienceSize(ctx, args.audience, args.planId);
  }

  @Mutation(() => SendBroadcastPayload, {
    description: 'Queues a broadcast: one notification per member of the audience, now or at `sendAt`.',
  })
  @Auth(Role.ADMIN)
  sendBroadcast(@Ctx() ctx: Context, @Arg('input', { description: 'The broadcast.' }) input: SendBroadcastInput) {
    return sendBroadcast(ctx, input);
  }
}
