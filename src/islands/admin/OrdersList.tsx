import { useEffect, useState, type FormEvent } from 'react';
import { ORDER_STATUSES } from '../../lib/schemas/order';
import { ADMIN_MSG } from '../../lib/admin-messages';
import { Money } from '../shared/Money';
import { adminApi, when, type AdminOrderRow, type Page } from './api';
import { Pager, StatusBadge, statusName } from './Pager';
import { useAnswer } from './use-answer';
import './admin.css';
import { typedBeforeHydration } from '../shared/typed-before-hydration';

/** The owner's orders: newest first, a status filter and a search, a page at a time; kept in the address so a reload or Back shows the same list. */
export default function OrdersList() {
  const [filter, setFilter] = useState<{ status: string; q: string; page: number } | null>(null);
  // What the owner typed while the screen's code loaded is kept (a controlled field hydrates to its state).
  const [typed, setTyped] = useState(() => typedBeforeHydration('order-search'));

  useEffect(() => {
    const p = new URLSearchParams(location.search);
    const q = p.get('q') ?? '';
    setTyped(q);
    setFilter({ status: p.get('status') ?? '', q, page: Number(p.get('page')) || 1 });
  }, []);

  useEffect(() => {
    if (!filter) return;
    const p = new URLSearchParams();
    if (filter.status) p.set('status', filter.status);
    if (filter.q) p.set('q', filter.q);
    if (filter.page > 1) p.set('page', String(filter.page));
    history.replaceState(null, '', `${location.pathname}${p.size ? `?${p}` : ''}`);
  }, [filter]);
  const { data, error } = useAnswer<Page & { orders: AdminOrderRow[] }>(filter && (() => adminApi.orders(filter)), [
    filter,
  ]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter((f) => ({ status: f?.status ?? '', q: typed.trim(), page: 1 }));
  };

  return (
    <div className="admin-screen">
      <form className="admin-filters" role="search" aria-label={ADMIN_MSG.findOrders} onSubmit={search}>
        <div className="field">
          <label htmlFor="order-status">{ADMIN_MSG.statusLabel}</label>
          <select
            id="order-status"
            className="input"
            value={filter?.status ?? ''}
            onChange={(e) => setFilter((f) => ({ q: f?.q ?? '', status: e.target.value, page: 1 }))}
          >
            <option value="">{ADMIN_MSG.allStatuses}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusName(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="field admin-grow">
          <label htmlFor="order-search">{ADMIN_MSG.orderSearchLabel}</label>
          <input
            id="order-search"
            className="input"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {ADMIN_MSG.search}
        </button>
      </form>
      <p className="muted" role="status" aria-live="polite">
        {error ? '' : data ? ADMIN_MSG.ordersCount(data.total, filter?.q ?? '') : ADMIN_MSG.loadingOrders}
      </p>
      {error ? (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      ) : null}
      {data && data.orders.length === 0 ? <p>{ADMIN_MSG.noOrders}</p> : null}
      {data && data.orders.length > 0 ? (
        <table className="table admin-table admin-cards">
          <caption className="visually-hidden">{ADMIN_MSG.ordersCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{ADMIN_MSG.col.order}</th>
              <th scope="col">{ADMIN_MSG.col.date}</th>
              <th scope="col">{ADMIN_MSG.col.customer}</th>
              <th scope="col">{ADMIN_MSG.col.status}</th>
              <th scope="col">{ADMIN_MSG.col.items}</th>
              <th scope="col">{ADMIN_MSG.col.total}</th>
            </tr>
          </thead>
          <tbody>
            {data.orders.map((o) => (
              <tr key={o.id}>
                <th scope="row" data-label={ADMIN_MSG.col.order}>
                  <a href={`/admin/orders/${o.id}`}>#{o.number}</a>
                </th>
                <td data-label={ADMIN_MSG.col.date}>{when(o.date_created)}</td>
                <td data-label={ADMIN_MSG.col.customer}>
                  <div>
                    {o.customer || '—'}
                    <br />
                    <span className="muted admin-small">{o.email}</span>
                  </div>
                </td>
                <td data-label={ADMIN_MSG.col.status}>
                  <StatusBadge status={o.status} />
                </td>
                <td data-label={ADMIN_MSG.col.items}>{o.items}</td>
                <td data-label={ADMIN_MSG.col.total}>
                  <Money value={o.total} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data ? (
        <Pager
          page={data.page}
          pages={data.pages}
          label={ADMIN_MSG.orderPages}
          onPage={(page) => setFilter((f) => ({ status: f?.status ?? '', q: f?.q ?? '', page }))}
        />
      ) : null}
    </div>
  );
}
