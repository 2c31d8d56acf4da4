import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth, Role } from '../../graphql/auth.js';
import { ConnectionArgs } from '../../graphql/connection.js';
import type { Context } from '../../graphql/context.js';
import { badInput } from '../../graphql/errors.js';
import { Media, publishedMediaByIds } from '../catalog/index.js';
import { MAX_TIP_BODY_LENGTH, MAX_TIP_MEDIA } from './tip.entity.js';
import { renderMarkdown } from './tip-markdown.js';
import * as tips from './tips.service.js';
import {
  CreateTipInput,
  DeleteTipInput,
  SetTipStatusInput,
  Tip,
  TipConnection,
  TipFilter,
  TipPayload,
  TipTagCount,
  UpdateTipInput,
} from './tips.types.js';

@Resolver(() => Tip)
export class TipFieldResolver {
  @FieldResolver(() => [Media], {
    description:
      'The catalogue items the tip uses, in order, as cards: published ones only (one statement for a whole page of tips).',
    complexity: ({ childComplexity }) => 1 + childComplexity * MAX_TIP_MEDIA,
  })
  media(@Ctx() ctx: Context, @Root() tip: Tip): Promise<Media[]> {
    return publishedMediaByIds(ctx, tip.row.mediaIds);
  }
}

@Resolver()
export class TipsResolver {
  @Query(() => TipConnection, {
    description: 'Published CapCut tips, newest first, with search and filters.',
  })
  tips(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('filter', () => TipFilter, { nullable: true, description: 'Which tips; omit for all.' })
    filter?: TipFilter | null,
  ) {
    return tips.listTips(ctx, filter, args);
  }

  @Query(() => Tip, {
    nullable: true,
    description:
      'One published tip by id or slug; null when none. Members-only tips come `locked` (the opening only) to anonymous readers.',
  })
  tip(
    @Ctx() ctx: Context,
    @Arg('id', () => ID, { nullable: true, description: 'The id; takes precedence over slug.' }) id?: string | null,
    @Arg('slug', () => String, { nullable: true, description: 'The slug.' }) slug?: string | null,
  ) {
    return tips.findTip(ctx, { id, slug });
  }

  @Query(() => [TipTagCount], { description: 'Tags of published tips, most used first (at most 100).' })
  tipTags(@Ctx() ctx: Context) {
    return tips.tipTags(ctx);
  }

  @Auth(Role.ADMIN)
  @Query(() => TipConnection, {
    description: 'Every tip, draft or published, most recently changed first (the admin list).',
  })
  adminTips(
    @Ctx() ctx: Context,
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('query', () => String, { nullable: true, description: 'Words to find (at most 100 characters).' })
    query?: string | null,
  ) {
    return tips.listAdminTips(ctx, args, query);
  }

  @Auth(Role.ADMIN)
  @Query(() => Tip, { nullable: true, description: 'Any tip by id, draft or published; null when none.' })
  adminTip(@Ctx() ctx: Context, @Arg('id', () => ID, { description: 'The id.' }) id: string) {
    return tips.findAnyTip(ctx, id);
  }

  @Auth(Role.ADMIN)
  @Query(() => String, {
    description: `Markdown rendered exactly as tips render it (sanitised HTML), for the editor’s preview; at most ${MAX_TIP_BODY_LENGTH} characters.`,
  })
  previewTipMarkdown(@Arg('markdown', { description: 'The Markdown.' }) markdown: string): string {
    if (markdown.length > MAX_TIP_BODY_LENGTH) {
      throw badInput(`markdown must be at most ${MAX_TIP_BODY_LENGTH} characters.`, 'markdown');
    }
    return renderMarkdown(markdown);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => TipPayload, { description: 'Writes a new tip, as a DRAFT.' })
  createTip(@Ctx() ctx: Context, @Arg('input', { description: 'The tip.' }) input: CreateTipInput) {
    return tips.createTip(ctx, input.content);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => TipPayload, { description: 'Replaces a tip’s content (draft or published).' })
  updateTip(@Ctx() ctx: Context, @Arg('input', { description: 'The tip and its content.' }) input: UpdateTipInput) {
    return tips.updateTip(ctx, input.id, input.content);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => TipPayload, { description: 'Publishes a tip, or takes it back to DRAFT.' })
  setTipStatus(
    @Ctx() ctx: Context,
    @Arg('input', { description: 'The tip and its new status.' }) input: SetTipStatusInput,
  ) {
    return tips.setTipStatus(ctx, input.id, input.status);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => TipPayload, { description: 'Deletes a tip. Its linked catalogue items stay.' })
  deleteTip(@Ctx() ctx: Context, @Arg('input', { description: 'Which tip.' }) input: DeleteTipInput) {
    return tips.deleteTip(ctx, input.id);
  }
}
