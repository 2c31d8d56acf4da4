import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DownloadItemKind } from './downloads.types.js';

export enum DownloadGranularity {
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
}
registerEnumType(DownloadGranularity, {
  name: 'DownloadGranularity',
  description: 'The width of one point of the downloads chart (UTC days, ISO weeks from Monday, calendar months).',
  valuesConfig: {
    DAY: { description: 'One point per UTC day.' },
    WEEK: { description: 'One point per ISO week, from Monday.' },
    MONTH: { description: 'One point per calendar month.' },
  },
});

@ArgsType()
export class DownloadAnalyticsArgs {
  @Field(() => Date, { description: 'First instant of the range (inclusive).' })
  from: Date;

  @Field(() => Date, { description: 'End of the range (exclusive); at most two years after `from`.' })
  to: Date;

  @Field(() => DownloadGranularity, { defaultValue: DownloadGranularity.DAY, description: 'Width of a chart point.' })
  granularity: DownloadGranularity;

  @Field(() => DownloadItemKind, { nullable: true, description: 'Only downloads of this kind.' })
  kind?: DownloadItemKind | null;
}

@ObjectType({ description: 'Downloads in one chart point, split by kind.' })
export class DownloadBucket {
  @Field({ description: 'Start of the point (UTC).' })
  start: Date;

  @Field(() => Int, { description: 'Downloads of assets.' })
  asset: number;

  @Field(() => Int, { description: 'Downloads of images.' })
  image: number;

  @Field(() => Int, { description: 'Downloads of audio.' })
  audio: number;

  @Field(() => Int, { description: 'Downloads of bundles (one ZIP each).' })
  bundle: number;

  @Field(() => Int, { description: 'All downloads in the point.' })
  total: number;
}

@ObjectType({
  description: 'A count of downloads under one label (a category, a platform, a plan, an item or a member).',
})
export class DownloadShare {
  @Field(() => ID, {
    nullable: true,
    description: 'Id of what is counted; null for "none" (no category, erased member).',
  })
  id: string | null;

  @Field({ description: 'What to show: the name or title.' })
  label: string;

  @Field(() => String, { nullable: true, description: 'For items: ASSET, IMAGE, AUDIO or BUNDLE; null otherwise.' })
  kind: string | null;

  @Field(() => Int, { description: 'Downloads in the range.' })
  count: number;
}

@ObjectType({ description: 'Downloads over a range for admins, aggregated in SQL.' })
export class DownloadAnalytics {
  @Field(() => Int, { description: 'Downloads in the range.' })
  total: number;

  @Field(() => Int, { description: 'Members who downloaded in the range (erased members not counted).' })
  members: number;

  @Field(() => [DownloadBucket], { description: 'One point per day, week or month of the range, zeros included.' })
  series: DownloadBucket[];

  @Field(() => [DownloadShare], { description: 'Downloads per category of the item (bundles have none).' })
  byCategory: DownloadShare[];

  @Field(() => [DownloadShare], {
    description: 'Downloads per editing platform of the item; an item made for two platforms counts for both.',
  })
  byPlatform: DownloadShare[];

  @Field(() => [DownloadShare], { description: 'Downloads per plan the member was on.' })
  planMix: DownloadShare[];

  @Field(() => [DownloadShare], { description: 'The most downloaded items (at most 10).' })
  topItems: DownloadShare[];

  @Field(() => [DownloadShare], { description: 'The members who downloaded most (at most 10).' })
  topMembers: DownloadShare[];
}
