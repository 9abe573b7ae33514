import { MSG } from '../../lib/messages';
import { ADMIN_MSG } from '../../lib/admin-messages';

/** Previous / next page of a list, with where the owner is. */
export function Pager({
  page,
  pages,
  onPage,
  label,
}: {
  page: number;
  pages: number;
  onPage: (p: number) => void;
  label: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="btn btn-outline btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {ADMIN_MSG.previous}
      </button>
      <span aria-current="page">{MSG.pageOf(page, pages)}</span>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {ADMIN_MSG.next}
      </button>
    </nav>
  );
}

/** The order statuses as the owner reads them, with a badge colour each. */
export function StatusBadge({ status }: { status: string }) {
  const tone =
    status === 'completed'
      ? 'success'
      : status === 'processing'
        ? 'info'
        : ['cancelled', 'refunded', 'failed'].includes(status)
          ? 'danger'
          : 'warning';
  return <span className={`badge badge-${tone}`}>{statusName(status)}</span>;
}

export const statusName = (status: string) => status.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
