/**
 * `/licenses/:id`: anyone (a client, a platform reviewing a claim) checks a
 * Framestock licence by the id on its certificate or its QR code. It shows
 * whether the licence holds, the item, the licence type and the date — never
 * the licensee's name, email or project.
 */
import '../../styles/downloads.css';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { LICENCE_WORDS } from '../../components/billing/usePlans';
import { usePageTitle } from '../../components/catalog-pages/usePageTitle';
import { QueryStatus } from '../../components/QueryStatus';
import { LicenceCheckDocument } from '../../graphql/generated/graphql';
import { longDay } from '../../lib/dates';

/** The licensed item's kind, in the words the catalogue uses. */
const ITEM_KIND_WORDS: Record<string, string> = {
  ASSET: 'Video asset',
  IMAGE: 'Image',
  AUDIO: 'Audio',
  BUNDLE: 'Bundle',
};

export default function LicenceCheckPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(LicenceCheckDocument, { variables: { id } });
  const licence = data?.licence;
  usePageTitle(licence ? `Licence ${licence.status === 'VALID' ? 'valid' : 'revoked'}` : 'Licence check');
  return (
    <div className="licence-check">
      <h1>Licence check</h1>
      <QueryStatus loading={loading && !data} error={data ? null : error} onRetry={refetch} loadingLabel="Checking…" />
      {data && !licence && (
        <div className="notice notice--warning">
          <p>
            No Framestock licence has the id <code>{id}</code>. Check the id on the certificate, or scan its QR code.
          </p>
          <Link to="/">Go to Framestock</Link>
        </div>
      )}
      {licence && (
        <section aria-labelledby="licence-status">
          <p id="licence-status">
            <span className={`licence-check__status licence-check__status--${licence.status.toLowerCase()}`}>
              {licence.status === 'VALID' ? '✓ Valid licence' : '✕ Revoked'}
            </span>
          </p>
          <dl>
            <dt>Item</dt>
            <dd>{licence.itemTitle}</dd>
            <dt>Type</dt>
            <dd>{ITEM_KIND_WORDS[licence.itemKind] ?? licence.itemKind}</dd>
            <dt>Licence</dt>
            <dd>{LICENCE_WORDS[licence.type]}</dd>
            <dt>Issued</dt>
            <dd>{longDay(licence.issuedAt, 'UTC')}</dd>
            {licence.revokedAt && (
              <>
                <dt>Revoked</dt>
                <dd>
                  {longDay(licence.revokedAt, 'UTC')}: {licence.revokeReason}
                </dd>
              </>
            )}
            <dt>Licence id</dt>
            <dd>
              <code>{licence.id}</code>
            </dd>
          </dl>
          <p className="meter__text">
            Licences stay valid after a subscription ends. This page shows no personal data about the licensee.
          </p>
        </section>
      )}
    </div>
  );
}
