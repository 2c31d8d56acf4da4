/** Shown while a page (or, full page, the session) loads. */
export function PageLoading({ fullPage = false, label = 'Loading…' }: { fullPage?: boolean; label?: string }) {
  const content = (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
  if (!fullPage) return content;
  // A page of its own (before any layout): keep the landmarks and a heading.
  return (
    <main id="main" className="page-loading--full">
      <h1 className="visually-hidden">Framestock</h1>
      {content}
    </main>
  );
}
