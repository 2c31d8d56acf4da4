/**
 * Starts a download: asks the server (which applies the plan and the fair-use
 * allowance), then hands the short-lived signed URL to the browser, which
 * saves the file (the URL answers with Content-Disposition: attachment).
 * The meter in the cache is replaced by the one the server returns, so every
 * meter on screen moves at once.
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  DownloadItemDocument,
  type DownloadItemInput,
  type DownloadItemMutation,
  MyDownloadMeterDocument,
} from '../../graphql/generated/graphql';
import { toFormErrors } from '../../lib/errors';

export type DownloadOutcome =
  | { state: 'idle' }
  | { state: 'done'; download: NonNullable<DownloadItemMutation['downloadItem']['download']> }
  | { state: 'refused'; code: string; message: string };

export function saveFile(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  // Same-origin (local storage) honours `download`; other origins rely on the Content-Disposition header.
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

export function useDownload() {
  const [outcome, setOutcome] = useState<DownloadOutcome>({ state: 'idle' });
  const [mutate, { loading }] = useMutation(DownloadItemDocument, {
    update(cache, { data }) {
      const meter = data?.downloadItem.meter;
      if (meter) cache.writeQuery({ query: MyDownloadMeterDocument, data: { myDownloadMeter: meter } });
    },
    refetchQueries: ['MyDownloads'],
  });

  async function start(input: DownloadItemInput) {
    try {
      const result = (await mutate({ variables: { input } })).data?.downloadItem;
      const error = result?.errors[0];
      if (error || !result?.url || !result.download) {
        setOutcome({
          state: 'refused',
          code: error?.code ?? 'UNKNOWN',
          message: error?.message ?? 'The download could not start.',
        });
        return;
      }
      saveFile(result.url);
      setOutcome({ state: 'done', download: result.download });
    } catch (err) {
      setOutcome({
        state: 'refused',
        code: 'NETWORK',
        message: toFormErrors(err)[0]?.message ?? 'The download could not start. Try again.',
      });
    }
  }

  return { start, loading, outcome, reset: () => setOutcome({ state: 'idle' }) };
}
