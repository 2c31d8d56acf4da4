/**
 * The ready operations GraphiQL opens with for admins (one tab each): bulk
 * reads at admin page sizes and bulk writes by ids. Each is a real operation
 * against this schema; test/api/graphiql-collection.test.ts validates and
 * runs every one, so this list cannot drift from the API.
 *
 * Limits to know (also in the field descriptions): admin lists take
 * `first` up to 1000 and page by `after: pageInfo.endCursor`; fields that run
 * SQL per row (a user's billing, sessions, payments, audit trail) are refused
 * under a list — use the batched ones shown here (`subscription`), or the CSV
 * exports at /api/admin/export/{users,media,payments}.csv for everything.
 * Bulk mutations take up to 100 ids.
 */
export interface CollectionOperation {
  title: string;
  query: string;
  /** JSON text of the variables. */
  variables: string;
}

export const GRAPHIQL_COLLECTION: readonly CollectionOperation[] = [
  {
    title: 'Export users with their subscriptions',
    query: `# Every account with its running subscription, 1000 per page.
# Next page: set "after" to pageInfo.endCursor. Whole list as a file:
# GET /api/admin/export/users.csv (bearer token).
query ExportUsersWithSubscriptions($after: String, $filter: AdminUsersFilter) {
  adminUsers(first: 1000, after: $after, sort: OLDEST, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      node {
        id
        email
        displayName
        role
        disabled
        createdAt
        subscription { planName status interval priceCents currentPeriodEnd cancelAtPeriodEnd }
      }
    }
  }
}
`,
    variables: '{\n  "after": null,\n  "filter": null\n}',
  },
  {
    title: 'Published media with download counts',
    query: `# Published items with their counters, by title, 1000 per page.
query PublishedMediaWithDownloads($after: String) {
  adminMedia(first: 1000, after: $after, filter: { statuses: [PUBLISHED] }, sort: TITLE) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges {
      node { id kind title slug downloadCount viewCount favoriteCount publishedAt }
    }
  }
}
`,
    variables: '{\n  "after": null\n}',
  },
  {
    title: 'Bulk publish by ids',
    query: `# Publishes up to 100 items (waiting for review, or archived): put their
# ids in the variables (the example id matches nothing: NOT_FOUND).
# BEST_EFFORT publishes what it can and reports the rest per item;
# ALL_OR_NOTHING changes nothing unless every item can be published.
mutation BulkPublish($ids: [ID!]!) {
  bulkPublishMedia(input: { ids: $ids, errorPolicy: BEST_EFFORT }) {
    changedCount
    failedCount
    results { id ok code message media { id title status } }
    errors { field message code }
  }
}
`,
    variables: '{\n  "ids": ["00000000-0000-4000-8000-000000000000"]\n}',
  },
  {
    title: 'Bulk tag by ids',
    query: `# Adds tags to up to 100 items: media ids from the query above, tag ids
# from tags(search: "…") (the example ids match nothing).
mutation BulkTag($ids: [ID!]!, $tagIds: [ID!]!) {
  bulkTagMedia(input: { ids: $ids, tagIds: $tagIds, errorPolicy: BEST_EFFORT }) {
    changedCount
    failedCount
    results { id ok code message }
    errors { field message code }
  }
}
`,
    variables:
      '{\n  "ids": ["00000000-0000-4000-8000-000000000000"],\n  "tagIds": ["00000000-0000-4000-8000-000000000001"]\n}',
  },
  {
    title: 'Site analytics, last 90 days',
    query: `# Weekly traffic, sign-ups, revenue and MRR, with top pages and referrers.
query Last90Days($from: DateTimeISO!, $to: DateTimeISO!) {
  siteAnalytics(from: $from, to: $to, bucket: WEEK) {
    series { start pageViews visitors signUps signIns purchases revenueCents mrrCents }
    topPages { key views visitors }
    topReferrers { key views }
  }
}
`,
    variables: JSON.stringify(last90Days(), null, 2),
  },
  {
    title: 'Asset requests by votes',
    query: `# The request board, most voted first, 1000 per page (every status but MERGED;
# set "status" for one). Next page: set "after" to pageInfo.endCursor.
query RequestsByVotes($after: String, $status: AssetRequestStatus) {
  assetRequests(first: 1000, after: $after, sort: VOTES, status: $status) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id title kind status voteCount platforms requesterName createdAt } }
  }
}
`,
    variables: '{\n  "after": null,\n  "status": null\n}',
  },
];

/** The 90 whole UTC days up to and including today, when the tab is opened. */
function last90Days(): { from: string; to: string } {
  const DAY = 86_400_000;
  const tomorrow = Math.floor(Date.now() / DAY + 1) * DAY;
  return { from: new Date(tomorrow - 90 * DAY).toISOString(), to: new Date(tomorrow).toISOString() };
}
