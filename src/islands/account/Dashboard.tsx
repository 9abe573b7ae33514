import { DASHBOARD_ORDERS } from '../../lib/constants';
import { formatLongDate } from '../../lib/dates';
import { MSG } from '../../lib/messages';
import { CHECKOUT_MSG } from '../../lib/checkout-messages';
import { ACCOUNT_MSG } from '../../lib/account-messages';
import { ORDER_MSG } from '../../lib/order-messages';
import type { SessionUser } from '../../lib/auth';
import OrderStatusBadge from './OrderStatusBadge';
import ConfirmEmailPrompt from './ConfirmEmailPrompt';
import type { OrdersState } from './use-orders';
import { EmailText } from '../shared/EmailText';
import { localHref } from '../../lib/i18n/paths';

interface Props {
  user: SessionUser;
  orders: OrdersState;
  onViewOrders: () => void;
  onEditAccount: () => void;
}

/** Greeting, the 2 most recent orders, account details. */
export default function Dashboard({ user, orders, onViewOrders, onEditAccount }: Props) {
  const recent = orders.status === 'ready' ? orders.orders.slice(0, DASHBOARD_ORDERS) : [];
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <div className="account-panel">
      <h2>{ACCOUNT_MSG.hello(user.display_name || user.username)}</h2>
      <p className="muted">{ACCOUNT_MSG.dashboardIntro}</p>

      <section className="account-block" aria-labelledby="recent-orders-title">
        <h3 id="recent-orders-title">{ACCOUNT_MSG.recentOrders}</h3>
        <ConfirmEmailPrompt user={user} />
        {orders.status === 'loading' && <p className="muted">{MSG.loadingOrders}</p>}
        {orders.status === 'error' && <p className="alert alert-danger">{orders.message}</p>}
        {orders.status === 'ready' && recent.length === 0 && <p>{MSG.noOrdersYet}</p>}
        {recent.length > 0 && (
          <ul className="recent-orders">
            {recent.map((o) => (
              <li key={o.id}>
                <a href={localHref(`/order-confirmation/${o.id}`)}>{ORDER_MSG.orderNumbered(o.number)}</a>
                <span className="muted">{formatLongDate(o.date_created)}</span>
                <OrderStatusBadge status={o.status} />
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="btn btn-outline btn-sm" onClick={onViewOrders}>
          {MSG.viewAllOrders}
        </button>
      </section>

      <section className="account-block" aria-labelledby="account-details-title">
        <h3 id="account-details-title">{ACCOUNT_MSG.accountDetails}</h3>
        <dl className="details">
          {fullName && (
            <>
              <dt>{ACCOUNT_MSG.name}</dt>
              <dd>{fullName}</dd>
            </>
          )}
          <dt>{MSG.displayName}</dt>
          <dd>{user.display_name || user.username}</dd>
          <dt>{MSG.username}</dt>
          <dd>{user.username}</dd>
          <dt>{CHECKOUT_MSG.email}</dt>
          <dd>
            <EmailText email={user.email} />
          </dd>
        </dl>
        <button type="button" className="btn btn-outline btn-sm" onClick={onEditAccount}>
          {ACCOUNT_MSG.editAccountDetails}
        </button>
      </section>
    </div>
  );
}
