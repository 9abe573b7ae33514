import { formatLongDate } from '../../lib/dates';
import { MSG } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import OrderStatusBadge from './OrderStatusBadge';
import { sampleOrders, showSampleOrders } from '../../lib/orders';
import type { OrdersState } from './use-orders';
import { EmptyState, LoadError, Loading } from '../shared/LoadStates';

/** Every order of the customer; the clearly labelled samples only for a brand-new demo customer. */
export default function OrdersTab({ orders, onRetry }: { orders: OrdersState; onRetry: () => void }) {
  if (orders.status === 'loading') return <Loading text={MSG.loadingOrders} />;
  if (orders.status === 'error') return <LoadError className="alert alert-danger" retryClass="btn btn-outline btn-sm" message={orders.message} onRetry={onRetry} />;

  if (orders.orders.length === 0) {
    return (
      <div className="account-panel">
        <h2>Orders</h2>
        <EmptyState message={MSG.noOrdersPlaced} link={{ href: '/shop', label: MSG.startShopping }} />
        {showSampleOrders(orders.orders, orders.driver) && <SampleOrders />}
      </div>
    );
  }

  return (
    <div className="account-panel">
      <h2>Orders</h2>
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">Your orders</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
              <th scope="col"><span className="visually-hidden">Actions</span></th>
            </tr>
          </thead>
          <tbody>
            {orders.orders.map((o) => (
              <tr key={o.id}>
                <td>#{o.number}</td>
                <td>{formatLongDate(o.date_created)}</td>
                <td><OrderStatusBadge status={o.status} /></td>
                <td>{formatMoney(o.total)}</td>
                <td>
                  <a href={`/order-confirmation/${o.id}`} aria-label={`View order #${o.number}`}>
                    View
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** What orders will look like: marked as samples, no links, never mixed with real orders. */
function SampleOrders() {
  const samples = sampleOrders(Date.now());
  return (
    <section className="samples" aria-labelledby="samples-title">
      <h3 id="samples-title">Sample orders</h3>
      <p className="muted">Examples from the demo store of how your orders will appear here. They are not real orders.</p>
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {samples.map((o) => (
              <tr key={o.number}>
                <td>{o.number}</td>
                <td>{formatLongDate(o.date_created)}</td>
                <td><OrderStatusBadge status={o.status} /></td>
                <td>{formatMoney(o.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
