/**
 * "Or use one of your downloads": puts a downloaded item's original in the
 * converter (addDownloadToConverter) without uploading it again. Bundles and
 * items whose licence was revoked are left out: the server refuses them too.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AddDownloadToConverterDocument, ConverterDownloadChoicesDocument } from '../../graphql/generated/graphql';
import { fromPayload, toFormErrors } from '../../lib/errors';

export function FromDownloads({ onAdded }: { onAdded: (sourceId: string) => void }) {
  const { data } = useQuery(ConverterDownloadChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const [add, { loading }] = useMutation(AddDownloadToConverterDocument);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!data) return null;
  const choices = data.myDownloads.edges.map((e) => e.node).filter((d) => d.mediaId && !d.licence.revoked);
  if (choices.length === 0) {
    return (
      <p className="panel__lead">
        Items you download also work here: <Link to="/members/browse">find one in the catalogue</Link>.
      </p>
    );
  }
  async function submit() {
    setProblem(null);
    try {
      const result = await add({ variables: { input: { downloadId: chosen } } });
      const payload = result.data?.addDownloadToConverter;
      const errors = fromPayload(payload?.errors ?? []);
      if (errors[0]) setProblem(errors[0].message);
      else if (payload?.source) onAdded(payload.source.id);
    } catch (err) {
      setProblem(toFormErrors(err)[0]?.message ?? 'The file could not be added. Try again.');
    }
  }
  return (
    <form
      className="converter-from-downloads"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="field">
        <span className="field__label">Or use one of your downloads</span>
        <select className="field__input" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">Choose a downloaded item…</option>
          {choices.map((d) => (
            <option key={d.id} value={d.id}>
              {d.title}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button" disabled={!chosen || loading}>
        {loading ? 'Adding…' : 'Add to converter'}
      </button>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
