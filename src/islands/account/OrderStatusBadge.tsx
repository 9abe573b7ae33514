/** Account order badge: completed is green, any other status yellow. */
export default function OrderStatusBadge({ status }: { status: string }) {
  const label = status.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  return <span className={`badge ${status === 'completed' ? 'badge-success' : 'badge-warning'}`}>{label}</span>;
}
