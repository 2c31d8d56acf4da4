/**
 * One page of bundles as a table, with each row's actions: edit, publish or
 * unpublish, feature or unfeature, delete. The table says what happened in a
 * polite status line, and what went wrong (e.g. why a bundle cannot be
 * published) in an alert above it. On phones each row becomes a card.
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type BundleRowFragment, DeleteBundleDocument, UpdateBundleDocument } from '../../graphql/generated/graphql';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormAlerts } from '../FormAlerts';
import { callErrors, payloadErrors } from './errors';
import { ACCESS_LABELS, formatDate, formatDateTime, formatPrice, plural } from './format';
import { Thumb } from './MediaBadges';

export function BundleTable({
  rows,
  onDeleted,
}: {
  rows: readonly BundleRowFragment[];
  /** After a deletion: reload the page of bundles. */
  onDeleted: (id: string) => Promise<unknown>;
}) {
  const [updateBundle] = useMutation(UpdateBundleDocument);
  const [deleteBundle] = useMutation(DeleteBundleDocument);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [done, setDone] = useState('');
  const [deleting, setDeleting] = useState<BundleRowFragment | null>(null);

  async function toggle(row: BundleRowFragment, change: { published: boolean } | { featured: boolean }) {
    setBusyId(row.id);
    setProblems([]);
    setDone('');
    try {
      const result = await updateBundle({ variables: { input: { id: row.id, ...change } } });
      const errors = payloadErrors(result.data?.updateBundle.errors ?? []);
      if (errors.length > 0) setProblems(errors.map((e) => `“${row.title}”: ${e.message}`));
      else setDone(`“${row.title}” ${describeChange(change)}.`);
    } catch (error) {
      setProblems(callErrors(error).map((e) => `“${row.title}”: ${e.message}`));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(row: BundleRowFragment): Promise<string[]> {
    try {
      const result = await deleteBundle({ variables: { input: { id: row.id } } });
      const errors = result.data?.deleteBundle.errors ?? [];
      // Already gone (deleted in another tab): the outcome the admin wanted.
      if (errors.some((e) => e.code !== 'NOT_FOUND')) return payloadErrors(errors).map((e) => e.message);
      setProblems([]);
      setDone(`“${row.title}” was deleted.`);
      await onDeleted(row.id);
      return [];
    } catch (error) {
      return callErrors(error).map((e) => e.message);
    }
  }

  return (
    <>
      <FormAlerts messages={problems} />
      <p className="visually-hidden" role="status">
        {done}
      </p>
      <div className="bundle-table-wrap">
        <table className="bundle-table">
          <caption className="visually-hidden">Bundles, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Cover</th>
              <th scope="col">Title</th>
              <th scope="col">Items</th>
              <th scope="col">Access and price</th>
              <th scope="col">Published</th>
              <th scope="col">Featured</th>
              <th scope="col">Updated</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} aria-busy={busyId === row.id || undefined}>
                <td className="bundle-table__cover">
                  <Thumb url={row.coverUrl} size="table" />
                </td>
                <th scope="row" className="bundle-table__title">
                  <Link to={`/admin/bundles/create?id=${row.id}`}>{row.title}</Link>
                  <span className="bundle-table__slug">/{row.slug}</span>
                </th>
                <td data-label="Items" className="bundle-table__count">
                  {plural(row.itemCount, 'item')}
                </td>
                <td data-label="Access">
                  {ACCESS_LABELS[row.access]}
                  {/* A free bundle has no price to state; a premium one is in the plans, or sold on its own. */}
                  {row.access !== 'FREE' && <span className="bundle-table__sub">{formatPrice(row.priceCents)}</span>}
                </td>
                <td data-label="Published">
                  <div className="bundle-table__state">
                    <span className={row.published ? 'bundle-flag bundle-flag--on' : 'bundle-flag'}>
                      {row.published ? 'Published' : 'Unpublished'}
                    </span>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busyId === row.id}
                      onClick={() => void toggle(row, { published: !row.published })}
                    >
                      {row.published ? 'Unpublish' : 'Publish'}
                      <span className="visually-hidden"> {row.title}</span>
                    </button>
                  </div>
                </td>
                <td data-label="Featured">
                  <div className="bundle-table__state">
                    <span className={row.featured ? 'bundle-flag bundle-flag--on' : 'bundle-flag'}>
                      {row.featured ? 'Featured' : 'Not featured'}
                    </span>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      disabled={busyId === row.id}
                      onClick={() => void toggle(row, { featured: !row.featured })}
                    >
                      {row.featured ? 'Unfeature' : 'Feature'}
                      <span className="visually-hidden"> {row.title}</span>
                    </button>
                  </div>
                </td>
                <td data-label="Updated">
                  <time dateTime={row.updatedAt} title={formatDateTime(row.updatedAt)}>
                    {formatDate(row.updatedAt)}
                  </time>
                </td>
                <td className="bundle-table__actions">
                  <div className="bundle-table__buttons">
                    <Link className="button button--secondary button--small" to={`/admin/bundles/create?id=${row.id}`}>
                      Edit<span className="visually-hidden"> {row.title}</span>
                    </Link>
                    <button
                      type="button"
                      className="button button--ghost button--small bundle-table__delete"
                      disabled={busyId === row.id}
                      onClick={() => setDeleting(row)}
                    >
                      Delete<span className="visually-hidden"> {row.title}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {deleting && (
        <ConfirmDialog
          title={`Delete “${deleting.title}”?`}
          confirmLabel="Delete bundle"
          onConfirm={() => remove(deleting)}
          onClose={() => setDeleting(null)}
        >
          <p>
            The bundle and its order of {plural(deleting.itemCount, 'item')} are deleted for good. The media stay in the
            catalogue.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

function describeChange(change: { published: boolean } | { featured: boolean }): string {
  if ('published' in change) return change.published ? 'is now published' : 'is no longer published';
  return change.featured ? 'is now featured' : 'is no longer featured';
}
