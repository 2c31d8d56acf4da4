/**
 * Tags: search as you type, a page at a time (the list is a cursor
 * connection: the cursors of the pages seen so far make "Previous" possible),
 * create, rename or re-slug in place, delete.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import {
  CreateTaxonomyTagDocument,
  DeleteTaxonomyTagDocument,
  type TaxonomyTagFieldsFragment,
  TaxonomyTagsDocument,
  UpdateTaxonomyTagDocument,
} from '../../graphql/generated/graphql';
import type { FormError } from '../../lib/errors';
import { ConfirmDialog } from '../ConfirmDialog';
import { QueryStatus } from '../QueryStatus';
import { CrudList, CrudRow, useCrudState } from './CrudList';
import { EntityForm, type FieldSpec, SLUG_PATTERN } from './EntityForm';
import { attempt } from './mutationErrors';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 250;

type Field = 'name' | 'slug';
const fields = (editing: boolean): FieldSpec<Field>[] => [
  { name: 'name', label: 'Name', required: true, maxLength: 80 },
  {
    name: 'slug',
    label: 'Slug',
    required: editing,
    maxLength: 128,
    pattern: SLUG_PATTERN,
    hint: editing ? 'Changing it changes the tag’s address.' : 'Made from the name when left empty.',
  },
];

/** `text`, once it has stopped changing for `ms`. */
function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

export function TagManager() {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const settledSearch = useSettled(search.trim(), SEARCH_DELAY_MS);
  /** `after` of each page seen for a search: [null] is page 1. A new search starts from it again. */
  const [pages, setPages] = useState<{ search: string; cursors: (string | null)[] }>({ search: '', cursors: [null] });
  const cursors = pages.search === settledSearch ? pages.cursors : [null];
  const setCursors = (change: (c: (string | null)[]) => (string | null)[]) =>
    setPages({ search: settledSearch, cursors: change(cursors) });
  const after = cursors.at(-1) ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(TaxonomyTagsDocument, {
    variables: { search: settledSearch || undefined, first: PAGE_SIZE, after },
  });
  const [createTag] = useMutation(CreateTaxonomyTagDocument);
  const [updateTag] = useMutation(UpdateTaxonomyTagDocument);
  const [deleteTag] = useMutation(DeleteTaxonomyTagDocument);
  const crud = useCrudState<TaxonomyTagFieldsFragment>();

  // While the next page loads, keep the last one on screen.
  const shown = data ?? previousData;
  const tags = shown?.tags.edges.map((e) => e.node) ?? [];
  const total = shown?.tags.totalCount ?? 0;
  const page = cursors.length;
  const reload = () => refetch().catch(() => undefined);

  async function create(values: Record<Field, string>): Promise<FormError[]> {
    const errors = await attempt(
      () => createTag({ variables: { input: { name: values.name, slug: values.slug || undefined } } }),
      (r) => r.data?.createTag.errors,
    );
    if (errors.length === 0) await reload();
    return errors;
  }

  async function update(tag: TaxonomyTagFieldsFragment, values: Record<Field, string>): Promise<FormError[]> {
    const errors = await attempt(
      () => updateTag({ variables: { input: { id: tag.id, name: values.name, slug: values.slug } } }),
      (r) => r.data?.updateTag.errors,
    );
    if (errors.length === 0) {
      crud.stopEdit();
      await reload();
    }
    return errors;
  }

  async function remove(tag: TaxonomyTagFieldsFragment): Promise<FormError[]> {
    const errors = await attempt(
      () => deleteTag({ variables: { input: { id: tag.id } } }),
      (r) => r.data?.deleteTag.errors,
    );
    if (errors.length === 0) {
      // The last tag of a later page gone: show the page before it.
      if (tags.length === 1 && page > 1) setCursors((c) => c.slice(0, -1));
      else await reload();
    }
    return errors;
  }

  return (
    <div className="taxonomy-manager">
      <section className="panel" aria-labelledby="new-tag">
        <h2 id="new-tag">New tag</h2>
        <EntityForm
          label="New tag"
          fields={fields(false)}
          initial={{ name: '', slug: '' }}
          submitLabel="Create tag"
          onSubmit={create}
          resetOnSuccess
        />
      </section>

      <section className="panel" aria-labelledby="tag-list">
        <h2 id="tag-list">All tags</h2>
        <search className="taxonomy-search">
          <label className="field__label" htmlFor={searchId}>
            Search tags
          </label>
          <input
            id={searchId}
            className="field__input"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={80}
            autoComplete="off"
          />
        </search>
        <QueryStatus loading={loading && !shown} error={error} onRetry={refetch} loadingLabel="Loading tags…" />
        {shown && (
          <p className="taxonomy-count" role="status">
            {total === 0
              ? settledSearch
                ? `No tag matches “${settledSearch}”.`
                : 'No tags yet. Create the first one above.'
              : `${total} tag${total === 1 ? '' : 's'}${settledSearch ? ` matching “${settledSearch}”` : ''}` +
                (total > PAGE_SIZE ? ` · page ${page} of ${Math.ceil(total / PAGE_SIZE)}` : '')}
          </p>
        )}
        {tags.length > 0 && (
          <CrudList label="Tags">
            {tags.map((tag) => (
              <CrudRow
                key={tag.id}
                name={tag.name}
                actions={[
                  { label: 'Edit', onClick: () => crud.startEdit(tag.id) },
                  { label: 'Delete', onClick: () => crud.askDelete(tag), danger: true },
                ]}
                editor={
                  crud.editingId === tag.id && (
                    <EntityForm
                      label={`Edit the tag “${tag.name}”`}
                      fields={fields(true)}
                      initial={{ name: tag.name, slug: tag.slug }}
                      submitLabel="Save tag"
                      onSubmit={(values) => update(tag, values)}
                      onCancel={crud.stopEdit}
                      focusOnMount
                    />
                  )
                }
              >
                <span className="crud-row__title">{tag.name}</span>
                <code className="crud-row__slug">{tag.slug}</code>
              </CrudRow>
            ))}
          </CrudList>
        )}
        {(page > 1 || shown?.tags.pageInfo.hasNextPage) && (
          <nav className="button-row taxonomy-pager" aria-label="Tag pages">
            <button
              type="button"
              className="button button--secondary"
              disabled={page === 1 || loading}
              onClick={() => setCursors((c) => c.slice(0, -1))}
            >
              Previous page
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={!shown?.tags.pageInfo.hasNextPage || loading}
              onClick={() => {
                const next = shown?.tags.pageInfo.endCursor;
                if (next) setCursors((c) => [...c, next]);
              }}
            >
              Next page
            </button>
          </nav>
        )}
      </section>

      {crud.deleting && (
        <ConfirmDialog
          title={`Delete the tag “${crud.deleting.name}”?`}
          confirmLabel="Delete tag"
          onConfirm={() => remove(crud.deleting as TaxonomyTagFieldsFragment)}
          onClose={crud.closeDelete}
        >
          <p>It is removed from every media item that has it. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
