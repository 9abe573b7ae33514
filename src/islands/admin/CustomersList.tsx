import { useState, type FormEvent } from 'react';
import { ADMIN_MSG } from '../../lib/admin-messages';
import { adminApi, when, type AdminCustomer, type Page } from './api';
import { Pager } from './Pager';
import { useAnswer } from './use-answer';
import './admin.css';
import { typedBeforeHydration } from '../shared/typed-before-hydration';

/** The customers with how many orders each placed (the answer carries no password, hash or token). */
export default function CustomersList() {
  const [filter, setFilter] = useState({ q: '', page: 1 });
  // What the owner typed while the screen's code loaded is kept (a controlled field hydrates to its state).
  const [typed, setTyped] = useState(() => typedBeforeHydration('customer-search'));
  const { data, error } = useAnswer<Page & { customers: AdminCustomer[] }>(() => adminApi.customers(filter), [filter]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ q: typed.trim(), page: 1 });
  };

  return (
    <div className="admin-screen">
      <form className="admin-filters" role="search" aria-label={ADMIN_MSG.findCustomers} onSubmit={search}>
        <div className="field admin-grow">
          <label htmlFor="customer-search">{ADMIN_MSG.customerSearchLabel}</label>
          <input
            id="customer-search"
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
        {error ? '' : data ? ADMIN_MSG.accountsCount(data.total) : ADMIN_MSG.loadingCustomers}
      </p>
      {error ? (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      ) : null}
      {data && data.customers.length === 0 ? <p>{ADMIN_MSG.noCustomers}</p> : null}
      {data && data.customers.length > 0 ? (
        <table className="table admin-table admin-cards">
          <caption className="visually-hidden">{ADMIN_MSG.customersCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{ADMIN_MSG.col.name}</th>
              <th scope="col">{ADMIN_MSG.col.email}</th>
              <th scope="col">{ADMIN_MSG.col.orders}</th>
              <th scope="col">{ADMIN_MSG.col.lastOrder}</th>
              <th scope="col">{ADMIN_MSG.col.joined}</th>
            </tr>
          </thead>
          <tbody>
            {data.customers.map((c) => (
              <tr key={c.id}>
                <th scope="row" data-label={ADMIN_MSG.col.name}>
                  <span>
                    {[c.first_name, c.last_name].filter(Boolean).join(' ') || c.display_name}
                    {c.role === 'owner' ? (
                      <>
                        {' '}
                        <span className="badge badge-neutral">{ADMIN_MSG.owner}</span>
                      </>
                    ) : null}
                  </span>
                </th>
                <td data-label={ADMIN_MSG.col.email}>
                  <a href={`/admin?q=${encodeURIComponent(c.email)}`} aria-label={ADMIN_MSG.ordersBy(c.email)}>
                    {c.email}
                  </a>
                </td>
                <td data-label={ADMIN_MSG.col.orders}>{c.orders}</td>
                <td data-label={ADMIN_MSG.col.lastOrder}>{when(c.last_order)}</td>
                <td data-label={ADMIN_MSG.col.joined}>{when(c.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data ? (
        <Pager
          page={data.page}
          pages={data.pages}
          label={ADMIN_MSG.customerPages}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
        />
      ) : null}
    </div>
  );
}
