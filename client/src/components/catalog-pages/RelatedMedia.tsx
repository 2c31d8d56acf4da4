/** "More like this": published items of the same kind sharing category, tags or platforms. Apollo-free, as its page (MediaDetailPage). */
import { RelatedMediaListDocument } from '../../graphql/generated/graphql';
import { useFetchQuery } from '../../lib/useFetchQuery';
import { QueryStatus } from '../QueryStatus';
import { MediaList } from './MediaRow';

const RELATED_COUNT = 8;

export function RelatedMedia({ id }: { id: string }) {
  const { data, loading, error, refetch } = useFetchQuery(RelatedMediaListDocument, {
    variables: { id, first: RELATED_COUNT },
  });
  const items = data?.relatedMedia ?? [];
  return (
    <section className="cp-related" aria-labelledby="related-title">
      <h2 id="related-title">More like this</h2>
      {data ? (
        items.length > 0 ? (
          <MediaList items={items} label="Related media" />
        ) : (
          <p className="cp-muted">Nothing related yet — browse the library for more.</p>
        )
      ) : (
        <QueryStatus loading={loading} error={error} onRetry={refetch} loadingLabel="Loading related media…" />
      )}
    </section>
  );
}
