import { statusLabel } from '../../lib/order-status';

/** Account order badge: completed is green, any other status yellow. */
export default function OrderStatusBadge({ status }: { status: string }) {
  const label = statusLabel(status);
  return <span className={`badge ${status === 'completed' ? 'badge-success' : 'badge-warning'}`}>{label}</span>;
}
