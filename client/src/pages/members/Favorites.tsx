/**
 * `/profile/favorites` and `/members/profile/favorites`: every favourite as a
 * grid (filtered by kind), and the member's collections — one tab each —
 * created, renamed, reordered and deleted here, filled from any card's menu.
 *
 * The open tab is in the URL (`?collection=<id>`; none for "All favourites"),
 * so Back, reload and links keep it. An id that names none of the member's
 * collections (deleted, someone else's) shows "All favourites" and leaves the
 * URL.
 */
import '../../styles/account.css';
import '../../styles/catalog.css';
import '../../styles/downloads.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CharacterCount, countShown } from '../../components/CharacterCount';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MediaGrid, MediaGridSkeleton } from '../../components/catalog/MediaGrid';
import { collectionsUpdate, MAX_COLLECTION_NAME } from '../../components/favorites/CollectionMenu';
import { QueryStatus } from '../../components/QueryStatus';
import { TabList, tabPanelProps } from '../../components/TabList';
import {
  type CollectionFieldsFragment,
  CreateCollectionDocument,
  DeleteCollectionDocument,
  type MediaKind,
  MyCollectionItemsDocument,
  MyCollectionsDocument,
  MyFavoritesDocument,
  RenameCollectionDocument,
  ReorderCollectionsDocument,
} from '../../graphql/generated/graphql';

const KINDS: { value: MediaKind | ''; label: string }[] = [
  { value: '', label: 'All kinds' },
  { value: 'ASSET' as MediaKind, label: 'Assets' },
  { value: 'IMAGE' as MediaKind, label: 'Images' },
  { value: 'AUDIO' as MediaKind, label: 'Audio' },
];

export default function FavoritesPage() {
  const collections = useQuery(MyCollectionsDocument, { fetchPolicy: 'cache-and-network' });
  const [params, setParams] = useSearchParams();
  const asked = params.get('collection');
  const list = collections.data?.myCollections ?? [];
  const known = list.some((c) => c.id === asked);
  // Until the collections are in (from the network: a cached list may predate a new one), an asked-for
  // collection cannot be told from an unknown one: wait rather than flash "All favourites".
  const waiting = asked !== null && !known && collections.loading;
  const selected = known && asked ? asked : 'all';
  const tabs = [{ value: 'all', label: 'All favourites' }, ...list.map((c) => ({ value: c.id, label: c.name }))];

  function select(value: string) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all') next.delete('collection');
        else next.set('collection', value);
        return next;
      },
      { preventScrollReset: true },
    );
  }

  // An unknown id (deleted here or elsewhere, mistyped, another member's) leaves the URL once the list is in;
  // after a failed load it stays, for a retry or reload to find it.
  const unknown = asked !== null && !known && !collections.loading && !collections.error && !!collections.data;
  useEffect(() => {
    if (!unknown) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('collection');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [unknown, setParams]);

  return (
    <div className="account-page favorites-page">
      <header>
        <h1 className="account-page__title">Favourites</h1>
        <p className="account-page__lead">
          Hearts and collections: tap ♡ on any card to keep it, ⋯ to put it in a collection.
        </p>
      </header>
      <TabList label="Favourites and collections" tabs={tabs} selected={selected} onSelect={select} idPrefix="fav" />
      <div {...tabPanelProps('fav', selected)} role="tabpanel" className="favorites-panel">
        <h2 className="visually-hidden">{tabs.find((t) => t.value === selected)?.label}</h2>
        {waiting ? (
          <MediaGridSkeleton count={4} />
        ) : selected === 'all' ? (
          <AllFavorites />
        ) : (
          <CollectionItems id={selected} />
        )}
      </div>
      <Collections
        collections={list}
        loading={collections.loading && !collections.data}
        error={collections.error}
        onRetry={collections.refetch}
      />
    </div>
  );
}

function AllFavorites() {
  const [kind, setKind] = useState<MediaKind | ''>('');
  const { data, loading, error, refetch, fetchMore } = useQuery(MyFavoritesDocument, {
    variables: { first: 24, kind: kind || null },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.myFavorites;
  return (
    <>
      <div className="downloads-filters">
        <label>
          Kind
          <select className="field__input" value={kind} onChange={(e) => setKind(e.target.value as MediaKind | '')}>
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {loading && !page && <MediaGridSkeleton count={4} />}
      <QueryStatus loading={false} error={page ? null : error} onRetry={refetch} />
      {page && page.edges.length === 0 && (
        <div className="downloads-empty">
          <p>{kind ? 'No favourites of this kind yet.' : 'No favourites yet. Tap ♡ on anything you like.'}</p>
          <Link className="button button--primary" to="/members/browse">
            Browse the catalogue
          </Link>
        </div>
      )}
      {page && page.edges.length > 0 && <MediaGrid items={page.edges.map((e) => e.node.media)} />}
      {page?.pageInfo.hasNextPage && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void fetchMore({
              variables: { after: page.pageInfo.endCursor },
              updateQuery: (prev, { fetchMoreResult }) => ({
                myFavorites: {
                  ...fetchMoreResult.myFavorites,
                  edges: [...prev.myFavorites.edges, ...fetchMoreResult.myFavorites.edges],
                },
              }),
            }).catch(() => undefined)
          }
        >
          Show more
        </button>
      )}
    </>
  );
}

function CollectionItems({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(MyCollectionItemsDocument, { fetchPolicy: 'cache-and-network' });
  const items = data?.myCollections.find((c) => c.id === id)?.items;
  if (loading && !data) return <MediaGridSkeleton count={4} />;
  if (!data) return <QueryStatus loading={false} error={error} onRetry={refetch} />;
  if (!items || items.length === 0) {
    return (
      <div className="downloads-empty">
        <p>This collection is empty. Open ⋯ on any card to add items.</p>
        <Link className="button button--primary" to="/members/browse">
          Browse the catalogue
        </Link>
      </div>
    );
  }
  return <MediaGrid items={items} />;
}

function Collections({
  collections,
  loading,
  error,
  onRetry,
}: {
  collections: CollectionFieldsFragment[];
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
}) {
  const [create, { loading: creating }] = useMutation(CreateCollectionDocument, collectionsUpdate);
  const [reorder] = useMutation(ReorderCollectionsDocument, collectionsUpdate);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function add(e: React.FormEvent) {
    e.preventDefault();
    setProblem(null);
    const r = (await create({ variables: { input: { name } } }).catch(() => null))?.data?.createCollection;
    const err = r ? r.errors[0] : { message: 'Not saved. Try again.' };
    if (err) setProblem(err.message);
    else setName('');
  }
  function move(index: number, by: -1 | 1) {
    const ids = collections.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    void reorder({ variables: { input: { collectionIds: ids } } }).catch(() => setProblem('Not saved. Try again.'));
  }

  return (
    <section className="panel" aria-labelledby="collections-title">
      <h2 id="collections-title" className="panel__title">
        Your collections
      </h2>
      <QueryStatus loading={loading} error={collections.length ? null : error} onRetry={onRetry} />
      {collections.length === 0 && !loading && <p className="meter__text">No collections yet: name your first one.</p>}
      <ol className="collection-rows">
        {collections.map((c, i) => (
          <CollectionRow
            key={c.id}
            collection={c}
            first={i === 0}
            last={i === collections.length - 1}
            onMove={(by) => move(i, by)}
          />
        ))}
      </ol>
      <form className="collection-create" onSubmit={(e) => void add(e)}>
        <label htmlFor="new-collection" className="visually-hidden">
          New collection name
        </label>
        <input
          className="field__input"
          id="new-collection"
          value={name}
          maxLength={MAX_COLLECTION_NAME}
          placeholder="New collection name"
          aria-describedby={countShown(name.length, MAX_COLLECTION_NAME) ? 'new-collection-count' : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={creating || !name.trim()}>
          Create collection
        </button>
      </form>
      <CharacterCount id="new-collection-count" length={name.length} max={MAX_COLLECTION_NAME} />
      {problem && <p role="alert">{problem}</p>}
    </section>
  );
}

function CollectionRow({
  collection: c,
  first,
  last,
  onMove,
}: {
  collection: CollectionFieldsFragment;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const [rename] = useMutation(RenameCollectionDocument, collectionsUpdate);
  const [remove] = useMutation(DeleteCollectionDocument, collectionsUpdate);
  const [name, setName] = useState(c.name);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const countId = useId();

  async function save() {
    if (name.trim() === c.name) return;
    const r = (await rename({ variables: { input: { collectionId: c.id, name } } }).catch(() => null))?.data
      ?.renameCollection;
    const err = r ? r.errors[0] : { message: 'Not saved. Try again.' };
    setProblem(err?.message ?? null);
    if (err) setName(c.name);
  }

  return (
    <li className="collection-row">
      <input
        className="field__input collection-row__name"
        value={name}
        maxLength={MAX_COLLECTION_NAME}
        aria-label={`Name of collection ${c.name}`}
        aria-describedby={countShown(name.length, MAX_COLLECTION_NAME) ? countId : undefined}
        onChange={(e) => setName(e.target.value)}
        onBlur={() => void save()}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
      {/* One group, so it wraps under the name as a whole, never a lone arrow on a line. */}
      <div className="collection-row__controls">
        <span className="meter__text collection-row__count">
          {c.itemCount} {c.itemCount === 1 ? 'item' : 'items'}
        </span>
        <button
          type="button"
          className="card-action"
          disabled={first}
          onClick={() => onMove(-1)}
          aria-label={`Move ${c.name} up`}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="card-action"
          disabled={last}
          onClick={() => onMove(1)}
          aria-label={`Move ${c.name} down`}
        >
          <span aria-hidden="true">↓</span>
        </button>
        <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
          Delete<span className="visually-hidden"> {c.name}</span>
        </button>
      </div>
      <CharacterCount id={countId} length={name.length} max={MAX_COLLECTION_NAME} />
      {problem && (
        <span role="alert" className="downloads-error collection-row__problem">
          {problem}
        </span>
      )}
      {confirming && (
        <ConfirmDialog
          title={`Delete “${c.name}”?`}
          confirmLabel="Delete collection"
          cancelLabel="Keep it"
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            const r = (await remove({ variables: { input: { collectionId: c.id } } }).catch(() => null))?.data
              ?.deleteCollection;
            return r ? r.errors : ['Not deleted. Try again.'];
          }}
        >
          <p>The collection goes; its items stay in the catalogue and in your favourites.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
