import { MSG } from '../../lib/messages';

/** What anyone who may not see an order gets: the same words as for an order that does not exist. */
export function OrderNotFound({ children }: { children?: React.ReactNode }) {
  return (
    <div className="order-state">
      <h2 tabIndex={-1}>{MSG.orderNotFound}</h2>
      <p>{MSG.orderNotFoundBody}</p>
      {children}
      <p className="order-actions" style={{ justifyContent: 'center' }}>
        <a className="btn btn-primary" href="/">
          {MSG.returnHome}
        </a>
        <a className="btn btn-outline" href="/order-tracking">
          Track an order
        </a>
      </p>
    </div>
  );
}
