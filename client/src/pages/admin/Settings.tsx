/**
 * `/admin/settings`: the site settings form. Checked on the server as a whole
 * (a value out of range is shown beside its field and nothing is saved); a
 * save made meanwhile by another admin is refused rather than overwritten.
 */
import '../../styles/account.css';
import '../../styles/admin-taxonomy.css';
import '../../styles/admin-settings.css';
import { useQuery } from '@apollo/client/react';
import { SettingsForm } from '../../components/admin-settings/SettingsForm';
import { QueryStatus } from '../../components/QueryStatus';
import { AdminSettingsDocument } from '../../graphql/generated/graphql';

export default function AdminSettingsPage() {
  const { data, loading, error, refetch } = useQuery(AdminSettingsDocument, { fetchPolicy: 'cache-and-network' });
  const settings = data?.adminSettings;
  const free = data?.plans.find((p) => p.isFree);
  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <h1 className="admin-page__title">Settings</h1>
        <p className="admin-page__lead">
          Changes apply on every server within seconds, without a restart. API keys and passwords stay in the
          environment and never appear here.
        </p>
      </header>
      <QueryStatus
        loading={loading && !data}
        error={data ? null : error}
        onRetry={refetch}
        loadingLabel="Loading settings…"
      />
      {settings && (
        // Keyed by version: a reload after someone else's save starts the form from theirs.
        <SettingsForm key={settings.version} settings={settings} freePlan={free ?? null} onReload={refetch} />
      )}
    </div>
  );
}
