import type { TotalRow } from '../../lib/order-totals';

/**
 * A placed order's totals (src/lib/order-totals.ts) as a list of terms, for the views that are
 * islands: the confirmation, order tracking and the back office's order. `className` is the
 * list's own look in each; the total's row is `.grand`, a code's `.discount-line`.
 */
export default function OrderTotals({ rows, className }: { rows: readonly TotalRow[]; className: string }) {
  return (
    <dl className={className}>
      {rows.map((r, i) => (
        <div
          key={`${r.kind}-${i}`}
          className={
            r.kind === 'total'
              ? 'grand'
              : r.kind === 'discount' || r.kind === 'free_shipping'
                ? 'discount-line'
                : undefined
          }
        >
          <dt>{r.label}</dt>
          <dd>{r.money ? <span className="money">{r.value}</span> : r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
