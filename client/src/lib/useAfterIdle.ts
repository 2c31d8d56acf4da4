import { useEffect, useState } from 'react';

/** Once the page has been idle, later mounts (the bell of another area's layout) show at once. */
let pageWasIdle = false;

/**
 * False until the page has had an idle moment after this component mounted
 * (or `timeoutMs` passed): for what a signed-in page shows beside its content
 * and can show a moment later. The notification bell brings a chunk, an Apollo
 * query and a socket; started with the page, their work shared the phone's
 * first busy second with the content (README, "Main-thread work per screen").
 */
export function useAfterIdle(timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(pageWasIdle);
  useEffect(() => {
    if (idle) return;
    const done = () => {
      pageWasIdle = true;
      setIdle(true);
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: timeoutMs });
      return () => cancelIdleCallback(handle);
    }
    // Safari has no requestIdleCallback: after the frames that show the page.
    const timer = setTimeout(done, Math.min(timeoutMs, 500));
    return () => clearTimeout(timer);
  }, [idle, timeoutMs]);
  return idle;
}
