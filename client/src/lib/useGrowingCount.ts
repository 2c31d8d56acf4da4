/**
 * How many of `total` things to render: `first` at once, then `step` more per
 * task, each step a transition. A phone then builds a long list of cards in
 * short tasks instead of one long commit that would hold up a tap (Total
 * Blocking Time): React commits a step's new elements at once, a card ~2–4 ms
 * on this machine and four times that on a mid-range phone. `first` should
 * fill the screen, so that what is added lies below it and nothing in view
 * moves. Until `total` is known (0), nothing is shown.
 *
 * A server render shows everything (it is HTML: no task to hold up), and so
 * does the browser's hydration of it, which must render what the server did;
 * hydration runs as a transition (main.tsx), in slices already.
 */
import { startTransition, useEffect, useState } from 'react';
import { useRendersAsServer } from './useRendersAsServer';

export function useGrowingCount(total: number, first: number, step: number): number {
  const rendersAsServer = useRendersAsServer();
  const [shown, setShown] = useState(() => (rendersAsServer ? Math.max(first, total) : first));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
