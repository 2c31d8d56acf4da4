/**
 * `/admin/bundles/create`: the form for a new bundle, and with `?id=<id>` the
 * same form filled with that bundle to edit it. Saving returns to the list
 * with a notice.
 */
import '../../styles/account.css';
import '../../styles/admin-bundles.css';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BundleForm, type EditedBundle } from '../../components/admin-bundles/BundleForm';
import { callErrors } from '../../components/admin-bundles/errors';
import { PageLoading } from '../../components/PageLoading';
import { AdminBundleForEditDocument } from '../../graphql/generated/graphql';
import { useDocumentTitle } from '../../lib/title';

export default function AdminBundleCreatePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const onSaved = (verb: string) => (title: string) =>
    navigate('/admin/bundles', { state: { notice: `“${title}” was ${verb}.` } });

  return (
    <div className="bundles-page">
      {id ? (
        <EditBundle id={id} onSaved={onSaved('saved')} />
      ) : (
        <>
          <Header title="Create bundle" lead="Put media together, choose their order and cover, then publish." />
          <BundleForm onSaved={onSaved('created')} />
        </>
      )}
    </div>
  );
}

function Header({ title, lead }: { title: string; lead: string }) {
  return (
    <header className="bundles-page__header">
      <div>
        <p className="bundles-page__back">
          <Link to="/admin/bundles">← All bundles</Link>
        </p>
        <h1 className="bundles-page__title">{title}</h1>
        <p className="bundles-page__lead">{lead}</p>
      </div>
    </header>
  );
}

function EditBundle({ id, onSaved }: { id: string; onSaved: (title: string) => void }) {
  // Always the server's copy: an edit must start from what is saved now.
  const { data, loading, error, refetch } = useQuery(AdminBundleForEditDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const bundle = data?.adminBundle;

  if (bundle) return <LoadedBundle key={bundle.id} bundle={bundle} onSaved={onSaved} />;
  return (
    <>
      <Header title="Edit bundle" lead="Change its details, items, cover and publishing." />
      {loading ? (
        <PageLoading label="Loading the bundle…" />
      ) : error ? (
        <div className="form-alert" role="alert">
          <p>{callErrors(error)[0]?.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch().catch(() => {})}>
            Try again
          </button>
        </div>
      ) : (
        <div className="bundles-empty">
          <p>There is no bundle with this id: it may have been deleted.</p>
          <div className="button-row">
            <Link className="button button--secondary" to="/admin/bundles">
              All bundles
            </Link>
            <Link className="button button--primary" to="/admin/bundles/create">
              Create a bundle
            </Link>
          </div>
        </div>
      )}
    </>
  );
}

function LoadedBundle({ bundle, onSaved }: { bundle: EditedBundle; onSaved: (title: string) => void }) {
  // Mounted once the bundle is here, after the route set its own title ("Create bundle").
  useDocumentTitle(`Edit ${bundle.title}`);
  return (
    <>
      <Header title={`Edit “${bundle.title}”`} lead="Change its details, items, cover and publishing." />
      <BundleForm bundle={bundle} onSaved={onSaved} />
    </>
  );
}
