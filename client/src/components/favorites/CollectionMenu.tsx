/**
 * A card's collection menu (members): a disclosure listing the member's
 * collections, each a toggle that puts the item in or takes it out, and a
 * field to start a new collection with the item in it.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useId, useRef, useState } from 'react';
import {
  CreateCollectionDocument,
  MyCollectionsDocument,
  SetCollectionItemDocument,
} from '../../graphql/generated/graphql';
import { useAuth } from '../../lib/auth';
import { useEscapeToClose } from '../../lib/useEscapeToClose';
import { CharacterCount, countShown } from '../CharacterCount';

/** The server's limit on a collection's name (favorite.entity.ts). */
export const MAX_COLLECTION_NAME = 60;

/** Keeps the one list of collections in the cache in step with a mutation's answer. */
export const collectionsUpdate = {
  update(
    cache: import('@apollo/client').ApolloCache,
    { data }: { data?: Record<string, { collections: unknown[] } | undefined> | null },
  ) {
    const payload = data && Object.values(data)[0];
    if (payload)
      cache.writeQuery({ query: MyCollectionsDocument, data: { myCollections: payload.collections as never } });
  },
  refetchQueries: ['MyCollectionItems'],
};

export function CollectionMenu({ mediaId, title }: { mediaId: string; title: string }) {
  const { isAuthenticated } = useAuth();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEscapeToClose(
    open,
    useCallback(() => setOpen(false), []),
    buttonRef,
  );
  if (!isAuthenticated) return null;
  return (
    <div className="collection-menu">
      <button
        ref={buttonRef}
        type="button"
        className="card-action"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Collections for ${title}`}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && <CollectionPanel id={panelId} mediaId={mediaId} title={title} />}
    </div>
  );
}

function CollectionPanel({ id, mediaId, title }: { id: string; mediaId: string; title: string }) {
  const { data, loading } = useQuery(MyCollectionsDocument);
  const [setItem] = useMutation(SetCollectionItemDocument, collectionsUpdate);
  const [create, { loading: creating }] = useMutation(CreateCollectionDocument, collectionsUpdate);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setProblem(null);
    const r = (await create({ variables: { input: { name, mediaId } } }).catch(() => null))?.data?.createCollection;
    const error = r ? r.errors[0] : { message: 'Not saved. Try again.' };
    if (error) setProblem(error.message);
    else setName('');
  }

  return (
    <div id={id} className="collection-menu__panel">
      <p className="collection-menu__title">Save “{title}” to</p>
      {loading && !data && <p className="meter__text">Loading…</p>}
      <ul className="collection-menu__list">
        {data?.myCollections.map((c) => {
          const inIt = c.mediaIds.includes(mediaId);
          return (
            <li key={c.id}>
              <button
                type="button"
                className="collection-menu__item"
                aria-pressed={inIt}
                onClick={() =>
                  void setItem({ variables: { input: { collectionId: c.id, mediaId, inCollection: !inIt } } }).catch(
                    () => setProblem('Not saved. Try again.'),
                  )
                }
              >
                <span aria-hidden="true">{inIt ? '✓' : '+'}</span> {c.name}
              </button>
            </li>
          );
        })}
      </ul>
      <form className="collection-menu__new" onSubmit={(e) => void submit(e)}>
        <label htmlFor={inputId} className="visually-hidden">
          New collection name
        </label>
        <input
          className="field__input"
          id={inputId}
          value={name}
          maxLength={MAX_COLLECTION_NAME}
          placeholder="New collection"
          aria-describedby={countShown(name.length, MAX_COLLECTION_NAME) ? `${inputId}-count` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={creating || !name.trim()}>
          Create
        </button>
      </form>
      <CharacterCount id={`${inputId}-count`} length={name.length} max={MAX_COLLECTION_NAME} />
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
