import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { Context } from '../../graphql/context.js';
import { myFollows, setFollow } from './follows.service.js';
import { Follow, SetFollowInput, SetFollowPayload } from './follows.types.js';

@Resolver()
export class FollowsResolver {
  @Query(() => [Follow], { description: 'The categories and platforms the viewer follows (at most 100).' })
  @Auth()
  myFollows(@Ctx() ctx: Context) {
    return myFollows(ctx);
  }

  @Mutation(() => SetFollowPayload, {
    description: 'Follows or unfollows a category or platform: its new items come as one notification per run.',
  })
  @Auth()
  setFollow(@Ctx() ctx: Context, @Arg('input', { description: 'What to follow.' }) input: SetFollowInput) {
    return setFollow(ctx, input);
  }
}
