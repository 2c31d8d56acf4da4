import { QueryStatus } from '../QueryStatus';

/** A page whose data did not load: a heading (every page has one) and the error with "Try again". */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  return (
    <>
      <h1 className="cp-page__title">This page could not be loaded</h1>
      <QueryStatus loading={false} error={error} onRetry={onRetry} />
    </>
  );
}
