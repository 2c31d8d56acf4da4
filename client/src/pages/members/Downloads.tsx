/**
 * `/profile/downloads` and `/members/profile/downloads`: the fair-use meter,
 * then every download with its licence — thumbnail, title, type, date,
 * licence, project name (editable), re-download, certificate — paged on the
 * server (TanStack Table renders the page it is given), filtered by type and
 * date, and the licences as a CSV file.
 */
import '../../styles/account.css';
import '../../styles/downloads.css';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { MeterBar } from '../../components/downloads/MeterBar';
import { useDownload } from '../../components/downloads/useDownload';
import { QueryStatus } from '../../components/QueryStatus';
import {
  type DownloadItemKind,
  type DownloadRowFragment,
  MyDownloadMeterDocument,
  MyDownloadsDocument,
  MyLicencesCsvDocument,
  SetLicenceProjectDocument,
} from '../../graphql/generated/graphql';
import { day } from '../../lib/dates';
import { toFormErrors } from '../../lib/errors';
import { saveTextFile } from '../../lib/save-file';

const PAGE_SIZE = 20;
const KIND_WORDS: Record<DownloadItemKind, string> = {
  ASSET: 'Asset',
  IMAGE: 'Image',
  AUDIO: 'Audio',
  BUNDLE: 'Bundle',
};

export default function DownloadsPage() {
  const meter = useQuery(MyDownloadMeterDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <div className="account-page downloads-page">
      <header>
        <h1 className="account-page__title">Downloads</h1>
        <p className="account-page__lead">Everything you downloaded, each with its licence certificate.</p>
      </header>
      <section className="panel" aria-labelledby="meter-title">
        <h2 id="meter-title" className="panel__title">
          This month
        </h2>
        <QueryStatus
          loading={meter.loading && !meter.data}
          error={meter.data ? null : meter.error}
          onRetry={meter.refetch}
          loadingLabel="Loading your allowance…"
        />
        {meter.data && (
          <>
            <MeterBar meter={meter.data.myDownloadMeter} />
            <p className="meter__text">
              {meter.data.myDownloadMeter.planName} plan · re-downloading something from this month is free.{' '}
              <Link to="/members/pricing">Compare plans</Link>
            </p>
          </>
        )}
      </section>
      <History />
    </div>
  );
}

function History() {
  const [kind, setKind] = useState<DownloadItemKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors.at(-1) ?? null;
  const variables = {
    first: PAGE_SIZE,
    after,
    kind: kind || null,
    from: from ? new Date(`${from}T00:00:00Z`).toISOString() : null,
    // "to" is a whole day: up to the next midnight.
    to: to ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString() : null,
  };
  const { data, loading, error, refetch } = useQuery(MyDownloadsDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.myDownloads;
  const rows = useMemo(() => page?.edges.map((e) => e.node) ?? [], [page]);
  const filtered = Boolean(kind || from || to);
  const restart = () => setCursors([null]);

  const columns = useMemo<ColumnDef<DownloadRowFragment>[]>(
    () => [
      {
        id: 'thumb',
        header: () => <span className="visually-hidden">Preview</span>,
        cell: ({ row }) =>
          row.original.media?.thumbnailUrl ? (
            <img className="downloads-table__thumb" src={row.original.media.thumbnailUrl} alt="" loading="lazy" />
          ) : (
            <span className="downloads-table__thumb" />
          ),
      },
      { id: 'title', header: 'Title', cell: ({ row }) => <strong>{row.original.title}</strong> },
      { id: 'type', header: 'Type', cell: ({ row }) => KIND_WORDS[row.original.kind] },
      {
        id: 'date',
        header: 'Date',
        cell: ({ row }) => <time dateTime={row.original.downloadedAt}>{day(row.original.downloadedAt, 'local')}</time>,
      },
      {
        id: 'licence',
        header: 'Licence',
        cell: ({ row }) => (
          <span>
            {row.original.licence.type === 'COMMERCIAL' ? 'Commercial' : 'Personal'}
            {row.original.licence.revoked && <strong className="downloads-error"> (revoked)</strong>}
          </span>
        ),
      },
      { id: 'project', header: 'Project', cell: ({ row }) => <ProjectName row={row.original} /> },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: ({ row }) => <RowActions row={row.original} />,
      },
    ],
    [],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => r.id,
    manualPagination: true,
    manualFiltering: true,
  });
  const LABELS: Record<string, string> = { type: 'Type', date: 'Date', licence: 'Licence', project: 'Project' };

  return (
    <section className="panel" aria-labelledby="history-title">
      <div className="downloads-head">
        <h2 id="history-title" className="panel__title">
          Your downloads {page ? <span className="downloads-count">({page.totalCount})</span> : null}
        </h2>
        <CsvExport />
      </div>
      <form className="downloads-filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter downloads">
        <label>
          Type
          <select
            className="field__input"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as DownloadItemKind | '');
              restart();
            }}
          >
            <option value="">All types</option>
            {Object.entries(KIND_WORDS).map(([value, word]) => (
              <option key={value} value={value}>
                {word}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input
            className="field__input"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => {
              setFrom(e.target.value);
              restart();
            }}
          />
        </label>
        <label>
          To
          <input
            className="field__input"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => {
              setTo(e.target.value);
              restart();
            }}
          />
        </label>
        {filtered && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setKind('');
              setFrom('');
              setTo('');
              restart();
            }}
          >
            Clear filters
          </button>
        )}
      </form>
      <QueryStatus
        loading={loading && !page}
        error={page ? null : error}
        onRetry={refetch}
        loadingLabel="Loading downloads…"
      />
      {page && rows.length === 0 && (
        <div className="downloads-empty">
          <p>{filtered ? 'No downloads match these filters.' : 'Nothing downloaded yet.'}</p>
          <Link className="button button--primary" to="/members/browse">
            Browse the catalogue
          </Link>
        </div>
      )}
      {rows.length > 0 && (
        <div className="downloads-table-wrap">
          <table className="downloads-table">
            <thead>
              {table.getHeaderGroups().map((g) => (
                <tr key={g.id}>
                  {g.headers.map((h) => (
                    <th key={h.id} scope="col">
                      {flexRender(h.column.columnDef.header, h.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((r) => (
                <tr key={r.id} data-testid="download-row">
                  {r.getVisibleCells().map((c) => (
                    <td key={c.id} data-label={LABELS[c.column.id]}>
                      {flexRender(c.column.columnDef.cell, c.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page && (cursors.length > 1 || page.pageInfo.hasNextPage) && (
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            disabled={cursors.length === 1}
            onClick={() => setCursors((c) => c.slice(0, -1))}
          >
            Newer
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!page.pageInfo.hasNextPage}
            onClick={() => setCursors((c) => [...c, page.pageInfo.endCursor ?? null])}
          >
            Older
          </button>
        </div>
      )}
    </section>
  );
}

/** The project name, saved when the field is left or Enter is pressed. */
function ProjectName({ row }: { row: DownloadRowFragment }) {
  const [value, setValue] = useState(row.licence.projectName ?? '');
  const [message, setMessage] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetLicenceProjectDocument);
  async function commit() {
    if (value.trim() === (row.licence.projectName ?? '')) return;
    try {
      const r = (await save({ variables: { input: { licenceId: row.licence.id, projectName: value } } })).data
        ?.setLicenceProject;
      setMessage(r?.errors[0]?.message ?? 'Saved');
    } catch (err) {
      setMessage(toFormErrors(err)[0]?.message ?? 'Not saved. Try again.');
    }
  }
  return (
    <div>
      <input
        className="field__input downloads-table__project"
        value={value}
        maxLength={120}
        placeholder="Add a project"
        aria-label={`Project for ${row.title}`}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
        disabled={loading}
      />
      <span role="status" className="meter__text">
        {message}
      </span>
    </div>
  );
}

function RowActions({ row }: { row: DownloadRowFragment }) {
  const { start, loading, outcome } = useDownload();
  const input = row.mediaId ? { mediaId: row.mediaId } : { bundleId: row.bundleId };
  return (
    <div className="downloads-table__actions">
      <button type="button" className="button button--secondary" onClick={() => void start(input)} disabled={loading}>
        Download again<span className="visually-hidden"> {row.title}</span>
      </button>
      <a className="button button--ghost" href={row.licence.certificateUrl} target="_blank" rel="noopener noreferrer">
        Certificate<span className="visually-hidden"> for {row.title} (PDF, opens in a new tab)</span>
      </a>
      {outcome.state === 'refused' && (
        <span role="alert" className="downloads-error">
          {outcome.message}
        </span>
      )}
    </div>
  );
}

function CsvExport() {
  const client = useApolloClient();
  const [problem, setProblem] = useState<string | null>(null);
  async function exportCsv() {
    setProblem(null);
    try {
      const { data } = await client.query({ query: MyLicencesCsvDocument, fetchPolicy: 'network-only' });
      saveTextFile('framestock-licences.csv', data?.myLicencesCsv ?? '');
    } catch (err) {
      setProblem(toFormErrors(err)[0]?.message ?? 'The export failed. Try again.');
    }
  }
  return (
    <div>
      <button type="button" className="button button--secondary" onClick={() => void exportCsv()}>
        Export licences (CSV)
      </button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
