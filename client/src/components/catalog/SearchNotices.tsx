/**
 * What a search says besides its results: that a typo was corrected (with a
 * way back to the words as typed), and — when nothing is found — ways on
 * instead of a dead end: filters to drop with what each would find, a
 * request for the asset, and what is popular.
 */
import { Link } from 'react-router';
import { MediaGrid } from './MediaGrid';
import type { BrowseParams, ListParam, SingleParam } from './useBrowseParams';
import type { EmptyHelp } from './useCatalogueResults';

export function SearchCorrection({
  corrected,
  typed,
  onExact,
}: {
  corrected: string;
  typed: string;
  onExact: () => void;
}) {
  return (
    <p className="search-correction" role="status">
      Showing results for <strong>{corrected}</strong>
      <span aria-hidden="true"> — </span>
      <button type="button" className="link-button" onClick={onExact}>
        search instead for <em>{typed}</em>
      </button>
    </p>
  );
}

/** The URL param of each facet dimension, and how to name it in "Without …". */
const DIMENSION_PARAMS: Record<string, { param: ListParam | SingleParam; label: string }> = {
  kinds: { param: 'kind', label: 'the type filter' },
  assetTypes: { param: 'assetType', label: 'the asset type filter' },
  categories: { param: 'category', label: 'the category' },
  platforms: { param: 'platform', label: 'the platform filter' },
  tags: { param: 'tag', label: 'the tag filter' },
  access: { param: 'access', label: 'the access filter' },
  orientations: { param: 'orientation', label: 'the orientation filter' },
  resolutions: { param: 'resolution', label: 'the resolution filter' },
  durations: { param: 'duration', label: 'the duration filter' },
  frameRates: { param: 'fps', label: 'the frame rate filter' },
  bpm: { param: 'bpm', label: 'the tempo filter' },
  genres: { param: 'genre', label: 'the genre filter' },
  moods: { param: 'mood', label: 'the mood filter' },
  loop: { param: 'loop', label: 'the loop filter' },
  soundEffect: { param: 'sfx', label: 'the sound effect filter' },
};

export function EmptyResults({ browse, help }: { browse: BrowseParams; help: EmptyHelp | null }) {
  const query = browse.query;
  const relaxations = (help?.relaxations ?? []).flatMap((r) => {
    const known = DIMENSION_PARAMS[r.dimension];
    return known ? [{ ...known, count: r.totalCount }] : [];
  });
  const popular = help?.popular ?? [];
  return (
    <div className="browse__empty search-empty">
      <h2>{query ? `No results for “${query}”` : 'Nothing matches these filters'}</h2>
      <p>{query ? 'Check the spelling, or try fewer or more general words.' : 'Try removing a filter or two.'}</p>
      {relaxations.length > 0 && (
        <ul className="search-empty__relax" aria-label="Drop a filter">
          {relaxations.map((r) => (
            <li key={r.param}>
              <button type="button" className="button button--secondary" onClick={() => browse.remove(r.param)}>
                Without {r.label} ({r.count} result{r.count === 1 ? '' : 's'})
              </button>
            </li>
          ))}
        </ul>
      )}
      {query && (
        <p className="search-empty__request">
          Can’t find it? Tell us what you need and we’ll make it.{' '}
          <Link className="button button--primary" to={`/members/request-asset?title=${encodeURIComponent(query)}`}>
            Request this asset
          </Link>
        </p>
      )}
      {popular.length > 0 && (
        <section className="search-empty__popular" aria-labelledby="popular-title">
          <h3 id="popular-title">Popular right now</h3>
          <MediaGrid items={popular} />
        </section>
      )}
    </div>
  );
}
