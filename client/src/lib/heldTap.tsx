/**
 * A server-rendered page is readable and tappable before the app has hydrated it
 * (server/http/seo/deferred-entry.ts starts the app once the page has painted), but
 * its buttons answer nothing until then: on a slow phone, a play button tapped in
 * that second did nothing. The page's boot script holds the last button tapped
 * meanwhile; once hydration has committed, this answers it, as if tapped now. The
 * tap the user made counts as the page's activation, so media may start playing.
 */
import { useEffect } from 'react';
import { HELD_TAP_PROPERTY, takePageSlot } from '../serverRendering';

type TakeHeldTap = () => HTMLButtonElement | null;

/** Rendered once, after the routes (routes.tsx): its effect runs when the first commit, the hydration, is done. */
export function ReplayHeldTap() {
  useEffect(() => {
    const button = takePageSlot<TakeHeldTap>(HELD_TAP_PROPERTY)?.();
    if (!button) return;
    // In a task of its own: a handler may render synchronously (flushSync), which React
    // refuses inside an effect. A button the hydration replaced (its HTML did not match)
    // is not the one tapped.
    setTimeout(() => {
      if (button.isConnected && !button.disabled) button.click();
    });
  }, []);
  return null;
}
