/**
 * The browse filters: one fieldset per facet dimension, each option with its
 * count from `media.facets` (counted with every other filter applied, so
 * alternatives stay choosable). The server lists only values with matches;
 * a selected value that has none left is still shown (count 0) so it can be
 * unticked. Dimensions with nothing to choose are left out.
 */
import type { BrowseMediaQuery } from '../../graphql/generated/graphql';
import { type BrowseParams, type ListParam, type SingleParam, UUID } from './useBrowseParams';

type Facets = BrowseMediaQuery['media']['facets'];
interface Option {
  value: string;
  label: string;
  count: number;
  /** Categories: the parent's value (the facet lists a parent before its subcategories). */
  parentId?: string | null;
}

type Group =
  | { kind: 'list'; title: string; param: ListParam; facet: keyof Facets }
  | { kind: 'single'; title: string; param: SingleParam; facet: keyof Facets };

const GROUPS: readonly Group[] = [
  { kind: 'list', title: 'Type', param: 'kind', facet: 'kinds' },
  { kind: 'list', title: 'Asset type', param: 'assetType', facet: 'assetTypes' },
  { kind: 'single', title: 'Category', param: 'category', facet: 'categories' },
  { kind: 'list', title: 'Platform', param: 'platform', facet: 'platforms' },
  { kind: 'list', title: 'Access', param: 'access', facet: 'access' },
  { kind: 'single', title: 'Duration', param: 'duration', facet: 'durations' },
  { kind: 'list', title: 'Orientation', param: 'orientation', facet: 'orientations' },
  { kind: 'list', title: 'Resolution', param: 'resolution', facet: 'resolutions' },
  { kind: 'list', title: 'Frame rate', param: 'fps', facet: 'frameRates' },
  { kind: 'single', title: 'Tempo (BPM)', param: 'bpm', facet: 'bpm' },
  { kind: 'list', title: 'Genre', param: 'genre', facet: 'genres' },
  { kind: 'list', title: 'Mood', param: 'mood', facet: 'moods' },
  { kind: 'single', title: 'Loops', param: 'loop', facet: 'loop' },
  { kind: 'single', title: 'Sound effects', param: 'sfx', facet: 'soundEffect' },
  { kind: 'list', title: 'Tags', param: 'tag', facet: 'tags' },
];

export interface FilterSidebarProps {
  facets: Facets | undefined;
  browse: BrowseParams;
  /** Leave out the kind filter (single-kind pages). */
  hideKind?: boolean;
  /** Platform params may be slugs; the facets speak ids. */
  platformIdOf: (slugOrId: string) => string;
  platformSlugOf: (id: string) => string;
  /** Prefix for element ids, so the sidebar and the drawer can both be on the page. */
  idPrefix: string;
}

export function FilterSidebar({
  facets,
  browse,
  hideKind,
  platformIdOf,
  platformSlugOf,
  idPrefix,
}: FilterSidebarProps) {
  if (!facets) return null;
  const groups = GROUPS.filter((g) => !(hideKind && g.param === 'kind'));

  return (
    <div className="filters">
      <div className="filters__head">
        <h2 id={`${idPrefix}-title`}>Filters</h2>
        {browse.activeCount > 0 && (
          <button type="button" className="button button--secondary" onClick={browse.clear}>
            Clear all
          </button>
        )}
      </div>
      {groups.map((group) => {
        const facetOptions = facets[group.facet] as Option[];
        if (group.kind === 'list') {
          const selected =
            group.param === 'platform' ? browse.list('platform').map(platformIdOf) : browse.list(group.param);
          const options = withSelected(facetOptions, selected);
          if (options.length === 0) return null;
          return (
            <fieldset key={group.param} className="filter-group">
              <legend>{group.title}</legend>
              {options.map((o) => (
                <label key={o.value} className={`filter-option${o.count === 0 ? ' is-disabled' : ''}`}>
                  <input
                    type="checkbox"
                    name={`${idPrefix}-${group.param}`}
                    value={o.value}
                    checked={selected.includes(o.value)}
                    disabled={o.count === 0 && !selected.includes(o.value)}
                    onChange={() => togglePlatformAware(browse, group.param, o.value, platformIdOf, platformSlugOf)}
                  />
                  <span className="filter-option__label">{o.label}</span>
                  <span className="filter-option__count">{o.count}</span>
                </label>
              ))}
            </fieldset>
          );
        }
        const current = browse.single(group.param);
        const listed = withSelected(facetOptions, current ? [current] : []);
        const options: (Option & { depth?: number })[] =
          group.param === 'category' ? openBranch(listed, current) : listed;
        if (options.length === 0) return null;
        return (
          <fieldset key={group.param} className="filter-group">
            <legend>{group.title}</legend>
            <label className="filter-option">
              <input
                type="radio"
                name={`${idPrefix}-${group.param}`}
                value=""
                checked={current === null}
                onChange={() => browse.set(group.param, null)}
              />
              <span className="filter-option__label">Any</span>
            </label>
            {options.map((o) => (
              <label
                key={o.value}
                className={`filter-option${o.count === 0 ? ' is-disabled' : ''}`}
                style={o.depth ? { paddingInlineStart: `${o.depth * 24}px` } : undefined}
              >
                <input
                  type="radio"
                  name={`${idPrefix}-${group.param}`}
                  value={o.value}
                  checked={current === o.value}
                  disabled={o.count === 0 && current !== o.value}
                  onChange={() => browse.set(group.param, o.value)}
                />
                <span className="filter-option__label">{o.label}</span>
                <span className="filter-option__count">{o.count}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
    </div>
  );
}

const KIND_WORDS: Record<string, string> = { ASSET: 'Video assets', IMAGE: 'Images', AUDIO: 'Audio' };

/**
 * A selected value the facet does not list has no label from the server: a
 * kind in words, another code readable ("FULL_HD" → "Full hd"), an id of a
 * value that is gone as such.
 */
function labelOfMissing(value: string): string {
  if (KIND_WORDS[value]) return KIND_WORDS[value];
  if (/^[A-Z0-9_]+$/.test(value)) {
    const words = value.toLowerCase().replace(/_/g, ' ');
    return words.charAt(0).toUpperCase() + words.slice(1);
  }
  return UUID.test(value) ? 'No longer listed' : value;
}

/**
 * Categories as a drill-down: the top categories, and the subcategories of the
 * chosen one and of its ancestors (its siblings too), each with its depth.
 * All at once they were some forty options, the video ones repeating the asset types.
 */
function openBranch(options: readonly Option[], current: string | null): (Option & { depth: number })[] {
  const parentOf = new Map(options.map((o) => [o.value, o.parentId ?? null]));
  const open = new Set<string>();
  for (let at = current; at && !open.has(at); at = parentOf.get(at) ?? null) open.add(at);
  const depthOf = (o: Option) => {
    let depth = 0;
    for (let at = o.parentId ?? null; at && depth < open.size; at = parentOf.get(at) ?? null) depth++;
    return depth;
  };
  return options.filter((o) => !o.parentId || open.has(o.parentId)).map((o) => ({ ...o, depth: depthOf(o) }));
}

/** The facet's options plus any selected value it no longer lists (count 0). */
function withSelected(options: readonly Option[], selected: readonly string[]): Option[] {
  const missing = selected
    .filter((v) => !options.some((o) => o.value === v))
    .map((v) => ({ value: v, label: labelOfMissing(v), count: 0 }));
  return [...options, ...missing];
}

/** Platforms are written to the URL as slugs (readable, like the sitemap links), matched as ids. */
function togglePlatformAware(
  browse: BrowseParams,
  param: ListParam,
  value: string,
  platformIdOf: (slugOrId: string) => string,
  platformSlugOf: (id: string) => string,
) {
  if (param !== 'platform') return browse.toggle(param, value);
  const existing = browse.list('platform').find((v) => platformIdOf(v) === value);
  browse.toggle('platform', existing ?? platformSlugOf(value));
}
