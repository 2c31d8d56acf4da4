/**
 * Client analytics (spec §2, §7): events are queued and sent in batches
 * through the trackEvents mutation — after ANALYTICS.flushDelayMs, as soon as
 * ANALYTICS.batchSize events wait, and when the page is hidden. Sending never
 * blocks the UI; failures are logged with console.warn and dropped.
 *
 * Page views: one on first load, and one ANALYTICS.pageViewDelayMs after each
 * route change (so the new page has set its title).
 */
import type { DataRouter } from 'react-router';
import type { AnalyticsEventInput, AnalyticsEventType } from '../graphql/generated/graphql';
import { TrackEventsDocument } from '../graphql/generated/graphql';
import { graphqlRequest } from './graphqlRequest';

export const ANALYTICS = {
  flushDelayMs: 2_000,
  batchSize: 10,
  pageViewDelayMs: 100,
  /** The server takes at most 50 events per call and 4096 bytes of properties per event. */
  maxPerRequest: 50,
  maxPathLength: 1_000,
} as const;

/**
 * The spec's event names (§7) a client reports. `file_download` and `purchase`
 * are recorded by the server that hands out the file or sees the payment
 * (trackEvents refuses them), so revenue figures cannot be written from a browser.
 */
export type AnalyticsEventName = 'page_view' | 'login' | 'sign_up' | 'exception';

const TYPES: Record<AnalyticsEventName, AnalyticsEventType> = {
  page_view: 'PAGE_VIEW',
  login: 'LOGIN',
  sign_up: 'SIGN_UP',
  exception: 'EXCEPTION',
};

const queue: AnalyticsEventInput[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Queues one event; `track('login', { method: 'password' })`. */
export function track(name: AnalyticsEventName, properties: Record<string, unknown> = {}): void {
  queue.push({ type: TYPES[name], properties, occurredAt: new Date().toISOString() });
  listenForHide();
  if (queue.length >= ANALYTICS.batchSize) void flush();
  else flushTimer ??= setTimeout(() => void flush(), ANALYTICS.flushDelayMs);
}

/** Sends everything queued now. Resolves when sent or given up; never rejects. */
export async function flush(options: { keepalive?: boolean } = {}): Promise<void> {
  clearTimeout(flushTimer);
  flushTimer = undefined;
  while (queue.length > 0) {
    const events = queue.splice(0, ANALYTICS.maxPerRequest);
    try {
      const data = await graphqlRequest(TrackEventsDocument, { events }, { keepalive: options.keepalive });
      const errors = data.trackEvents.errors;
      if (errors.length > 0) console.warn('Analytics events were refused.', errors);
    } catch (error) {
      console.warn('Could not send analytics events.', error);
    }
  }
}

function listenForHide(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flush({ keepalive: true });
  });
}

/**
 * The path a page view reports: never the query string or fragment, which
 * split one page into many (`/login?redirect=…`) and can carry tokens (a reset
 * link's `?token=`). The server normalises again (case, trailing slash) for
 * every client, the mobile app's too.
 */
const pagePath = (pathname: string) => pathname.slice(0, ANALYTICS.maxPathLength);

/** A referrer as origin and path only, for the same reasons; '' when none or unreadable. */
function referrerOf(url: string): string {
  if (!url) return '';
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`.slice(0, ANALYTICS.maxPathLength);
  } catch {
    return '';
  }
}

/**
 * Tracks page views for a data router: now (first load) and after every
 * change of path or query (a new filter is a new view of the same page),
 * once the navigation has settled plus 100 ms.
 */
export function startPageViewTracking(router: Pick<DataRouter, 'subscribe'>): () => void {
  let lastLocation = `${window.location.pathname}${window.location.search}`;
  let referrer = referrerOf(document.referrer);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pageView = (path: string) => {
    track('page_view', { path, title: document.title, referrer });
    referrer = `${window.location.origin}${path}`.slice(0, ANALYTICS.maxPathLength);
  };
  pageView(pagePath(window.location.pathname));

  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const location = `${state.location.pathname}${state.location.search}`;
    if (location === lastLocation) return;
    lastLocation = location;
    clearTimeout(timer);
    const path = pagePath(state.location.pathname);
    timer = setTimeout(() => pageView(path), ANALYTICS.pageViewDelayMs);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
