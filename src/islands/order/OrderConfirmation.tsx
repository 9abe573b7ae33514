import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import { MSG } from '../../lib/messages';
import { PAGE_MSG } from '../../lib/page-messages';
import type { Order } from '../../lib/schemas/order';
import { orderKeyFor, takePlaced } from './order-keys';
import { OrderView } from './OrderView';
import { LoadError } from '../shared/LoadStates';
import { OrderNotFound } from './OrderNotFound';
import { useWordsReady } from '../shared/use-words-ready';

type State =
  { kind: 'loading' } | { kind: 'found'; order: Order } | { kind: 'missing' } | { kind: 'error'; message: string };

/**
 * /order-confirmation/{id}: the order is read with the key this browser kept when it placed the
 * order, or with the login session. Anyone else gets the same answer as for an unknown order.
 */
export default function OrderConfirmation({ id }: { id: number | null }) {
  useWordsReady();
  const [state, setState] = useState<State>(() => (id === null ? { kind: 'missing' } : { kind: 'loading' }));
  const rootRef = useRef<HTMLDivElement>(null);
  // The order number, when this browser has just placed the order (shown once, on the page).
  const [placed, setPlaced] = useState<string | null>(null);

  const load = useCallback(async () => {
    if (id === null) return;
    setState({ kind: 'loading' });
    const key = orderKeyFor(id);
    try {
      // The order carries its customer-visible notes, so one request is enough.
      setState({ kind: 'found', order: await api.orders.get(id, key) });
    } catch (e) {
      const status = e instanceof ApiError ? e.status : 0;
      // 401/403/404 all mean "not yours to see": never hint that the order exists.
      if (status === 400 || status === 401 || status === 403 || status === 404) setState({ kind: 'missing' });
      else setState({ kind: 'error', message: e instanceof ApiError ? e.message : PAGE_MSG.genericError });
    }
  }, [id]);

  useEffect(() => {
    void load();
    // 'Order created successfully' is said on the page, not in a toast: a toast would sit over the
    // payment details (bank transfer: where to pay) just when the shopper needs to read them.
    const number = id === null ? null : takePlaced(id);
    if (number) setPlaced(number);
  }, [id, load]);

  useEffect(() => {
    if (state.kind !== 'loading') rootRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [state.kind]);

  return (
    <div ref={rootRef} aria-busy={state.kind === 'loading'}>
      {state.kind === 'loading' ? (
        <p className="order-state muted">{MSG.loadingOrder}</p>
      ) : state.kind === 'missing' ? (
        <OrderNotFound />
      ) : state.kind === 'error' ? (
        <LoadError
          className="order-state"
          heading={MSG.errorTitle}
          message={state.message}
          onRetry={() => void load()}
        />
      ) : (
        <OrderView order={state.order} placedNumber={placed} />
      )}
    </div>
  );
}
