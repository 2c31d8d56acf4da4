/**
 * React Router's ScrollRestoration scrolls to the top when it first mounts on a page whose route
 * was loaded lazily (its state then has no position to restore). On a page the server rendered,
 * that first mount is the hydration, and a phone may have been scrolling the server's HTML for a
 * second or more by then: the reader was thrown back to the top. These two wrap it: the one before
 * notes where the page is, the one after puts it back, in the same commit (layout effects run in
 * tree order, before the browser paints), so nothing jumps. Every later navigation is the router's.
 */
import { useLayoutEffect } from 'react';
import { ScrollRestoration } from 'react-router';

let hydrating = false;
let scrolledTo = 0;

/** main.tsx, as it hydrates server HTML. */
export function markHydrating(): void {
  hydrating = true;
}

function NoteScroll() {
  useLayoutEffect(() => {
    if (hydrating) scrolledTo = window.scrollY;
  }, []);
  return null;
}

function PutScrollBack() {
  useLayoutEffect(() => {
    if (!hydrating) return;
    hydrating = false;
    if (scrolledTo > 0 && window.scrollY !== scrolledTo) window.scrollTo(0, scrolledTo);
  }, []);
  return null;
}

export function AppScrollRestoration() {
  return (
    <>
      <NoteScroll />
      <ScrollRestoration />
      <PutScrollBack />
    </>
  );
}
