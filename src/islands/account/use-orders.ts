import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { PAGE_MSG } from '../../lib/page-messages';
import type { OrderSummary } from '../../lib/schemas/order';
import { ensureFresh } from '../../stores/session';
import { sortOrders } from '../../lib/orders';

export type OrdersState =
  { status: 'loading' } | { status: 'ready'; orders: OrderSummary[] } | { status: 'error'; message: string };

/** The signed-in customer's orders, newest first: one list for the dashboard and the Orders tab. */
export function useOrders(enabled: boolean): { state: OrdersState; reload: () => void } {
  const [state, setState] = useState<OrdersState>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ status: 'loading' });
    (async () => {
      try {
        if (!(await ensureFresh())) return; // the session ended: the area shows that instead
        const orders = await api.orders.mine();
        if (live) setState({ status: 'ready', orders: sortOrders(orders) });
      } catch (err) {
        const message = err instanceof Error && err.message ? err.message : PAGE_MSG.genericError;
        if (live) setState({ status: 'error', message });
      }
    })();
    return () => {
      live = false;
    };
  }, [enabled, round]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { state, reload };
}
