/**
 * Whether this render must be the server's: true on the server and while the
 * browser hydrates the server's HTML (React then reads useSyncExternalStore's
 * server snapshot), false for anything mounted in the browser afterwards, and
 * false again for the hydrated components once hydration is done.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => false;
const asServer = () => true;

export function useRendersAsServer(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, asServer);
}
