import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { findGeneration, listGenerations, requestGeneration, settings } from './generation.service.js';
import {
  GenerateVideoInput,
  GenerateVideoPayload,
  VideoGeneration,
  VideoGenerationConnection,
  VideoGenerationSettings,
} from './generation.types.js';

@Resolver()
export class GenerationResolver {
  @Auth(Role.ADMIN)
  @Query(() => VideoGenerationSettings, { description: 'Whether video generation is on, and what the form offers.' })
  videoGenerationSettings(@Ctx() ctx: Context): VideoGenerationSettings {
    return settings(ctx);
  }

  @Auth(Role.ADMIN)
  @Query(() => VideoGenerationConnection, {
    description: 'Every video generation, newest first (the history).',
  })
  videoGenerations(@Ctx() ctx: Context, @Args(() => ConnectionArgs) args: ConnectionArgs) {
    return listGenerations(ctx, args);
  }

  @Auth(Role.ADMIN)
  @Query(() => VideoGeneration, { nullable: true, description: 'One video generation by id; null when none.' })
  videoGeneration(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The id.' }) id: string) {
    return findGeneration(ctx, id);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => GenerateVideoPayload, {
    description:
      'Queues a generation with Google Veo. The videos arrive in the catalogue as DRAFT assets, with the prompt in their custom metadata.',
  })
  generateVideo(@Ctx() ctx: Context, @Arg('input', { description: 'What to generate.' }) input: GenerateVideoInput) {
    return requestGeneration(ctx, input);
  }
}
