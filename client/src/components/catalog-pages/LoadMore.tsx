/**
 * "Load more" under a list of a catalogue page (a category's items, the bundles): one request at a
 * time, its failure said above the button, which then offers to try again.
 */
import { useState } from 'react';
import { toFormErrors } from '../../lib/errors';

export function LoadMore({ load, what }: { load: () => Promise<unknown>; what: string }) {
  const [state, setState] = useState<{ loading: boolean; error: unknown }>({ loading: false, error: null });
  const onClick = async () => {
    setState({ loading: true, error: null });
    try {
      await load();
      setState({ loading: false, error: null });
    } catch (error) {
      setState({ loading: false, error });
    }
  };
  return (
    <div className="cp-more">
      {state.error ? (
        <p className="form-alert" role="alert">
          {toFormErrors(state.error)[0]?.message ?? `More ${what} could not be loaded.`}
        </p>
      ) : null}
      <button type="button" className="button button--secondary" onClick={onClick} disabled={state.loading}>
        {state.loading ? 'Loading…' : state.error ? 'Try again' : 'Load more'}
      </button>
    </div>
  );
}
