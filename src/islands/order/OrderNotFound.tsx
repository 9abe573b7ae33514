import { MSG } from '../../lib/messages';
import { ORDER_MSG } from '../../lib/order-messages';
import { localHref } from '../../lib/i18n/paths';

/** What anyone who may not see an order gets: the same words as for an order that does not exist. */
export function OrderNotFound({ children }: { children?: React.ReactNode }) {
  return (
    <div className="order-state">
      <h2 tabIndex={-1}>{MSG.orderNotFound}</h2>
      <p>{MSG.orderNotFoundBody}</p>
      {children}
      <p className="order-actions" style={{ justifyContent: 'center' }}>
        <a className="btn btn-primary" href={localHref('/')}>
          {MSG.returnHome}
        </a>
        <a className="btn btn-outline" href={localHref('/order-tracking')}>
          {ORDER_MSG.trackAnOrder}
        </a>
      </p>
    </div>
  );
}
