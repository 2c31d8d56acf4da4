/**
 * `/admin/tips` — every CapCut tip, draft or published, most recently changed
 * first, with search; each opens in the editor.
 */
import '../../styles/admin-tips.css';
import '../../styles/tips.css';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { QueryStatus } from '../../components/QueryStatus';
import { DIFFICULTY_LABEL } from '../../components/tips/labels';
import { AdminTipsDocument } from '../../graphql/generated/graphql';
import { day } from '../../lib/dates';

const PAGE_SIZE = 50;

export default function AdminTipsPage() {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, previousData, loading, error, refetch } = useQuery(AdminTipsDocument, {
    variables: { query: query || null, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const rows = shown?.adminTips.edges.map((e) => e.node) ?? [];

  return (
    <div className="admin-tips-page">
      <header className="admin-tips-page__header">
        <div>
          <h1 className="admin-tips-page__title">CapCut tips</h1>
          <p className="admin-tips-page__lead">
            Write, preview and publish the tips readers see at /public/capcut-tips.
          </p>
        </div>
        <Link className="button button--primary" to="/admin/tips/new">
          New tip
        </Link>
      </header>
      <div className="field admin-tips-page__search">
        <label className="field__label" htmlFor={`${id}-q`}>
          Search tips
        </label>
        <input
          id={`${id}-q`}
          className="field__input"
          type="search"
          maxLength={100}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      {!shown ? (
        <QueryStatus loading={loading} error={error} onRetry={() => refetch()} loadingLabel="Loading tips…" />
      ) : rows.length === 0 ? (
        <div className="tips-empty">
          <h2>{query ? `No tip matches “${query}”` : 'No tips yet'}</h2>
          <p>{query ? 'Try other words.' : 'Write the first one: a technique, its steps and the assets it uses.'}</p>
          <div className="button-row">
            <Link className="button button--primary" to="/admin/tips/new">
              Write a tip
            </Link>
          </div>
        </div>
      ) : (
        <div className="admin-tips-table-wrap">
          <table className="admin-tips-table">
            <caption className="visually-hidden">Tips, most recently changed first</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Status</th>
                <th scope="col">Readers</th>
                <th scope="col">Level</th>
                <th scope="col">Steps</th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((tip) => (
                <tr key={tip.id}>
                  <th scope="row">
                    <Link to={`/admin/tips/${tip.id}`}>{tip.title}</Link>
                  </th>
                  <td>
                    <span className={`tip-badge ${tip.status === 'PUBLISHED' ? 'tip-badge--beginner' : ''}`}>
                      {tip.status === 'PUBLISHED' ? 'Published' : 'Draft'}
                    </span>
                  </td>
                  <td>{tip.access === 'MEMBERS' ? 'Members' : 'Everyone'}</td>
                  <td>{DIFFICULTY_LABEL[tip.difficulty]}</td>
                  <td>{tip.stepCount}</td>
                  <td>
                    <time dateTime={tip.updatedAt}>{day(tip.updatedAt, 'local')}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="admin-tips-page__count">
            {shown.adminTips.totalCount} {shown.adminTips.totalCount === 1 ? 'tip' : 'tips'}
            {shown.adminTips.pageInfo.hasNextPage
              ? ` (the ${PAGE_SIZE} most recently changed shown; search to find others)`
              : ''}
          </p>
        </div>
      )}
    </div>
  );
}
