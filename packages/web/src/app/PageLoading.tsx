/** Shown while a page chunk or the menu loads; plain markup so it costs nothing. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__dot" />
      加载中…
    </div>
  );
}
