/**
 * `/admin/tips/:id` — write or edit a CapCut tip (`new` for a new one).
 */
// account.css: the danger button and the confirm dialog.
import '../../styles/account.css';
// admin-bundles.css: the media picker, shared with the bundle form.
import '../../styles/admin-bundles.css';
import '../../styles/admin-tips.css';
import '../../styles/tips.css';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { TipEditor } from '../../components/admin-tips/TipEditor';
import { NotFoundPage } from '../../components/ErrorPages';
import { QueryStatus } from '../../components/QueryStatus';
import { AdminTipDocument } from '../../graphql/generated/graphql';

export default function AdminTipPage() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const { data, loading, error, refetch } = useQuery(AdminTipDocument, { variables: { id }, skip: isNew });
  const tip = data?.adminTip ?? null;
  if (!isNew && data && !tip) return <NotFoundPage />;
  return (
    <div className="admin-tips-page">
      <p className="admin-tips-page__back">
        <Link to="/admin/tips">← All tips</Link>
      </p>
      <header className="admin-tips-page__header">
        <h1 className="admin-tips-page__title">{isNew ? 'New tip' : (tip?.title ?? 'Edit tip')}</h1>
        {tip && (
          <span className={`tip-badge ${tip.status === 'PUBLISHED' ? 'tip-badge--beginner' : ''}`}>
            {tip.status === 'PUBLISHED' ? 'Published' : 'Draft'}
          </span>
        )}
      </header>
      {isNew ? (
        <TipEditor tip={null} />
      ) : !tip ? (
        <QueryStatus loading={loading} error={error} onRetry={() => refetch()} loadingLabel="Loading the tip…" />
      ) : (
        <TipEditor key={tip.id} tip={tip} />
      )}
    </div>
  );
}
