/** Previous / next page of a list, with where the owner is. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (p: number) => void; label: string }) {
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>Previous</button>
      <span aria-current="page">Page {page} of {pages}</span>
      <button type="button" className="btn btn-outline btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>Next</button>
    </nav>
  );
}

/** The order statuses as the owner reads them, with a badge colour each. */
export function StatusBadge({ status }: { status: string }) {
  const tone = status === 'completed' ? 'success' : status === 'processing' ? 'info' : ['cancelled', 'refunded', 'failed'].includes(status) ? 'danger' : 'warning';
  return <span className={`badge badge-${tone}`}>{statusName(status)}</span>;
}

export const statusName = (status: string) => status.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
