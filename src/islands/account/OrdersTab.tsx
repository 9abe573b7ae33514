import { formatLongDate } from '../../lib/dates';
import { MSG } from '../../lib/messages';
import { ACCOUNT_MSG } from '../../lib/account-messages';
import OrderStatusBadge from './OrderStatusBadge';
import ConfirmEmailPrompt from './ConfirmEmailPrompt';
import type { SessionUser } from '../../lib/auth';
import type { OrdersState } from './use-orders';
import { EmptyState, LoadError, Loading } from '../shared/LoadStates';
import { Money } from '../shared/Money';
import { formatMoney } from '../../lib/money';
import { localHref } from '../../lib/i18n/paths';

/**
 * Every order of the customer. On a phone each row is laid out as a small card (number and total,
 * date and status, View), so Total and View are never cut off; the explicit roles keep it a table
 * for screen readers whatever its CSS display.
 */
export default function OrdersTab({
  user,
  orders,
  onRetry,
}: {
  user: SessionUser;
  orders: OrdersState;
  onRetry: () => void;
}) {
  if (orders.status === 'loading') return <Loading text={MSG.loadingOrders} />;
  if (orders.status === 'error')
    return (
      <LoadError
        className="alert alert-danger"
        retryClass="btn btn-outline btn-sm"
        message={orders.message}
        onRetry={onRetry}
      />
    );

  if (orders.orders.length === 0) {
    return (
      <div className="account-panel">
        <h2>{ACCOUNT_MSG.tabs.orders}</h2>
        <ConfirmEmailPrompt user={user} />
        <EmptyState message={MSG.noOrdersPlaced} link={{ href: localHref('/shop'), label: MSG.startShopping }} />
      </div>
    );
  }

  return (
    <div className="account-panel">
      <h2>{ACCOUNT_MSG.tabs.orders}</h2>
      <ConfirmEmailPrompt user={user} />
      <table className="table orders-table" role="table">
        <caption className="visually-hidden">{ACCOUNT_MSG.yourOrders}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {ACCOUNT_MSG.orderColumns.order}
            </th>
            <th scope="col" role="columnheader">
              {ACCOUNT_MSG.orderColumns.date}
            </th>
            <th scope="col" role="columnheader">
              {ACCOUNT_MSG.orderColumns.status}
            </th>
            <th scope="col" role="columnheader">
              {ACCOUNT_MSG.orderColumns.total}
            </th>
            <th scope="col" role="columnheader">
              <span className="visually-hidden">{ACCOUNT_MSG.orderColumns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {orders.orders.map((o) => (
            <tr key={o.id} role="row">
              <td role="cell" className="col-order">
                <bdi dir="ltr">#{o.number}</bdi>
              </td>
              <td role="cell" className="col-date">
                {formatLongDate(o.date_created)}
              </td>
              <td role="cell" className="col-status">
                <OrderStatusBadge status={o.status} />
              </td>
              <td role="cell" className="col-total">
                <Money value={o.total} />
                {Number(o.discount_total ?? 0) > 0 ? (
                  <span className="muted order-saved">{MSG.savedOnOrder(formatMoney(o.discount_total!))}</span>
                ) : null}
              </td>
              <td role="cell" className="col-view">
                <a href={localHref(`/order-confirmation/${o.id}`)} aria-label={ACCOUNT_MSG.viewOrder(o.number)}>
                  {ACCOUNT_MSG.view}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
