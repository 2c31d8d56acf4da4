import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context.js';
import { trackEvents } from './analytics.service.js';
import { TrackEventsInput, TrackEventsPayload } from './analytics.types.js';

@Resolver()
export class AnalyticsResolver {
  @Mutation(() => TrackEventsPayload, {
    description: 'Record client analytics events (page views, downloads, sign-ins, purchases). Open to everyone.',
  })
  trackEvents(@Ctx() ctx: Context, @Arg('input', { description: 'The events.' }) input: TrackEventsInput) {
    return trackEvents(ctx, input);
  }
}
