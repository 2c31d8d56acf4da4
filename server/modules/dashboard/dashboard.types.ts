/** GraphQL types of the members' dashboard: one object whose fields are its blocks. */
import { Field, ID, ObjectType } from 'type-graphql';
import { Media } from '../catalog/index.js';
import type { MeterNumbers } from '../downloads/index.js';

@ObjectType({
  description:
    'The signed-in member’s home: each field is one block of /members/dashboard, resolved only when asked for, in a fixed number of SQL statements whatever the member’s history.',
})
export class MemberDashboard {
  /** Not a field: whose dashboard this is (the viewer). */
  userId: string;
  /** Not a field: the meter, read once for `meter` and `isFreePlan` (this object lives for one request). */
  meter?: Promise<MeterNumbers>;
}

@ObjectType({ description: 'One of the member’s latest downloads.' })
export class DashboardDownload {
  @Field(() => ID, { description: 'The download record.' })
  id: string;

  @Field({ description: 'The item’s title as it was downloaded.' })
  title: string;

  @Field({ description: 'ASSET, IMAGE, AUDIO or BUNDLE.' })
  kind: string;

  @Field({ description: 'When it was downloaded.' })
  downloadedAt: Date;

  @Field(() => Media, {
    nullable: true,
    description: 'The item, while it is published; null for bundles and withdrawn items.',
  })
  media: Media | null;
}

/** How many items each list block shows: a glance, with a link to the full page. */
export const DASHBOARD_DOWNLOADS = 6;
export const DASHBOARD_FAVORITES = 6;
export const DASHBOARD_NEW_FOR_YOU = 8;
export const DASHBOARD_REQUESTS = 6;
export const DASHBOARD_NOTIFICATIONS = 5;
