/**
 * A file whose upload finished: the DRAFT media item it created, polled every
 * 2 s until processing is READY or FAILED (and again after a re-run), with
 * its details form and a link to its page.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { UploadedMediaItemDocument } from '../../graphql/generated/graphql';
import { toFormErrors } from '../../lib/errors';
import { STATUS_LABELS } from '../admin-media/format';
import { editorPath } from '../admin-media/kinds';
import type { Choices } from './choices';
import type { UploadKind } from './kinds';
import { MetadataForm } from './MetadataForm';
import type { MetadataValues } from './metadata';
import { ProcessingStatus } from './ProcessingStatus';

const POLL_MS = 2_000;

export function UploadedItem({
  mediaId,
  fileName,
  config,
  choices,
  values,
  dirty,
  onChange,
  onSaved,
  registerSave,
}: {
  mediaId: string;
  fileName: string;
  config: UploadKind;
  /** Null while the screen's categories and platforms load (or failed to: the screen says so). */
  choices: Choices | null;
  values: MetadataValues;
  dirty: boolean;
  onChange: (patch: Partial<MetadataValues>) => void;
  onSaved: () => void;
  registerSave: (save: () => Promise<boolean>) => () => void;
}) {
  const { data, error, refetch, startPolling, stopPolling } = useQuery(UploadedMediaItemDocument, {
    variables: { id: mediaId },
    notifyOnNetworkStatusChange: false,
  });
  const item = data?.adminMediaItem;
  const state = item?.processing.state;
  const settled = data !== undefined && (!item || state === 'READY' || state === 'FAILED');

  useEffect(() => {
    if (settled) stopPolling();
    else startPolling(POLL_MS);
  }, [settled, startPolling, stopPolling]);

  if (!data) {
    return error ? (
      <div className="form-alert" role="alert">
        <p>The file was uploaded, but its new item could not be loaded. {toFormErrors(error)[0]?.message}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void refetch().catch(() => undefined)}
        >
          Try again
        </button>
      </div>
    ) : (
      <p className="upload-card__note" role="status">
        <span className="spinner spinner--small" aria-hidden="true" /> Loading the new item…
      </p>
    );
  }
  if (!item) {
    return (
      <p className="upload-card__note" role="status">
        The item made from this file no longer exists (it was deleted).
      </p>
    );
  }

  return (
    <div className="upload-item">
      <div className="upload-item__head">
        <ProcessingStatus
          mediaId={item.id}
          title={item.title}
          state={item.processing.state}
          error={item.processing.error}
          thumbnailUrl={item.thumbnailUrl}
        />
        <p className="upload-item__links">
          <span className={`upload-badge upload-badge--${item.status.toLowerCase()}`}>
            {STATUS_LABELS[item.status]}
          </span>
          <Link to={editorPath(config.kind, item.id)}>
            Open its page<span className="visually-hidden"> ({item.title})</span>
          </Link>
        </p>
      </div>
      {error && (
        <p className="field__error" role="alert">
          Checking on processing failed: {toFormErrors(error)[0]?.message}{' '}
          <button type="button" className="button button--ghost" onClick={() => void refetch().catch(() => undefined)}>
            Check again
          </button>
        </p>
      )}
      {choices ? (
        <MetadataForm
          kind={config.kind}
          mediaId={item.id}
          fileName={fileName}
          serverTitle={item.title}
          status={item.status}
          processing={item.processing.state}
          choices={choices}
          values={values}
          dirty={dirty}
          onChange={onChange}
          onSaved={onSaved}
          registerSave={registerSave}
        />
      ) : (
        <p className="upload-card__note">The details form appears once the categories and platforms have loaded.</p>
      )}
    </div>
  );
}
