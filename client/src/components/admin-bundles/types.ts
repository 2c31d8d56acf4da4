import type { AdminBundleForEditQuery } from '../../graphql/generated/graphql';

/** A media item as the bundle form holds it (the fields the picker and the item list show). */
export type BundleItem = NonNullable<AdminBundleForEditQuery['adminBundle']>['items'][number];
