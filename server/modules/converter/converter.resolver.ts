import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import {
  cancelConversion,
  downloadUrl,
  previewConversion,
  queuePositionById,
  startConversion,
  viewerConversion,
  viewerConversions,
  viewerLimits,
  viewerSource,
  viewerSources,
} from './conversions.service.js';
import {
  AddDownloadToConverterInput,
  CancelConversionInput,
  Conversion,
  ConversionConnection,
  ConversionInput,
  ConversionPayload,
  ConverterLimitsInfo,
  ConverterSource,
  ConverterSourceConnection,
  ConverterSourcePayload,
  PreviewConversionPayload,
} from './converter.types.js';
import { addDownloadToConverter } from './download-sources.js';

@Resolver(() => Conversion)
export class ConverterResolver {
  @Query(() => ConverterLimitsInfo, { description: 'The viewer’s converter limits and this month’s minutes.' })
  @Auth()
  converterLimits(@Ctx() ctx: Context) {
    return viewerLimits(ctx);
  }

  @Query(() => ConverterSourceConnection, { description: 'The viewer’s uploaded files (kept 24 hours), newest first.' })
  @Auth()
  converterSources(@Ctx() ctx: Context, @Args() args: ConnectionArgs) {
    return viewerSources(ctx, args);
  }

  @Query(() => ConverterSource, {
    nullable: true,
    description: 'One of the viewer’s uploaded files; null when not theirs.',
  })
  @Auth()
  converterSource(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The source id.' }) id: string) {
    return viewerSource(ctx, id);
  }

  @Query(() => ConversionConnection, { description: 'The viewer’s conversions (the history), newest first.' })
  @Auth()
  conversions(@Ctx() ctx: Context, @Args() args: ConnectionArgs) {
    return viewerConversions(ctx, args);
  }

  @Query(() => Conversion, { nullable: true, description: 'One of the viewer’s conversions; null when not theirs.' })
  @Auth()
  conversion(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The conversion id.' }) id: string) {
    return viewerConversion(ctx, id);
  }

  @FieldResolver(() => Int, { nullable: true })
  queuePosition(@Root() c: Conversion, @Ctx() ctx: Context) {
    return c.status === 'QUEUED' ? queuePositionById(ctx).load(c.id) : null;
  }

  @FieldResolver(() => String, { nullable: true })
  downloadUrl(@Root() c: Conversion, @Ctx() ctx: Context) {
    return downloadUrl(ctx, c);
  }

  @Mutation(() => PreviewConversionPayload, {
    description: 'The first frame of what a conversion would make, and its name and size, without running it.',
  })
  @Auth()
  previewConversion(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Source, preset and settings.' }) input: ConversionInput,
  ) {
    return previewConversion(ctx, input);
  }

  @Mutation(() => ConversionPayload, {
    description: 'Queue a conversion (one runs per member at a time; the rest wait in order).',
  })
  @Auth()
  startConversion(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'Source, preset and settings.' }) input: ConversionInput,
  ) {
    return startConversion(ctx, input);
  }

  @Mutation(() => ConverterSourcePayload, {
    description:
      'Put one of the viewer’s downloaded items in the converter as a source (same limits as an upload; kept 24 hours).',
  })
  @Auth()
  addDownloadToConverter(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The download.' }) input: AddDownloadToConverterInput,
  ) {
    return addDownloadToConverter(ctx, input);
  }

  @Mutation(() => ConversionPayload, {
    description: 'Cancel a waiting or running conversion; its minutes are not counted.',
  })
  @Auth()
  cancelConversion(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The conversion.' }) input: CancelConversionInput,
  ) {
    return cancelConversion(ctx, input);
  }
}
