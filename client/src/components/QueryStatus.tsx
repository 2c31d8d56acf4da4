/**
 * What an admin screen shows before its data is there: a spinner while it
 * loads, the error with a way to try again when it failed. Renders nothing
 * once there is data (a refetch in the background keeps the data on screen).
 */

import '../styles/shared-components.css';
import { toFormErrors } from '../lib/errors';
import { PageLoading } from './PageLoading';

export function QueryStatus({
  loading,
  error,
  onRetry,
  loadingLabel = 'Loading…',
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  loadingLabel?: string;
}) {
  if (error) {
    return (
      <div className="form-alert query-status" role="alert">
        <p>{toFormErrors(error)[0]?.message}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}
        >
          Try again
        </button>
      </div>
    );
  }
  if (loading) return <PageLoading label={loadingLabel} />;
  return null;
}
