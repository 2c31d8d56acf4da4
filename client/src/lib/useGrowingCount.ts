/**
 * How many of `total` things to render: `first` at once, then `step` more per
 * task, each step a transition. A phone then builds a long list of cards in
 * short tasks instead of one long commit that would hold up a tap (Total
 * Blocking Time): React commits a step's new elements at once, a card ~2–4 ms
 * on this machine and four times that on a mid-range phone. `first` should
 * fill the screen, so that what is added lies below it and nothing in view
 * moves. Until `total` is known (0), nothing is shown.
 */
import { startTransition, useEffect, useState } from 'react';

export function useGrowingCount(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
