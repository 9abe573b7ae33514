import { useEffect, useState, type FormEvent } from 'react';
import { MSG } from '../../lib/messages';
import { adminApi, problem, when, type Customer, type Page } from './api';
import { Pager } from './Pager';
import './admin.css';

/** The customers with how many orders each placed (the answer carries no password, hash or token). */
export default function CustomersList() {
  const [filter, setFilter] = useState({ q: '', page: 1 });
  const [typed, setTyped] = useState('');
  const [data, setData] = useState<(Page & { customers: Customer[] }) | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setError(null);
    adminApi.customers(filter).then((d) => current && setData(d), (e) => current && setError(problem(e)));
    return () => {
      current = false;
    };
  }, [filter]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ q: typed.trim(), page: 1 });
  };

  return (
    <div className="admin-screen">
      <form className="admin-filters" role="search" aria-label="Find customers" onSubmit={search}>
        <div className="field admin-grow">
          <label htmlFor="customer-search">Name or email</label>
          <input id="customer-search" className="input" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary">Search</button>
      </form>
      <p className="muted" role="status" aria-live="polite">{error ? '' : data ? `${data.total} ${data.total === 1 ? 'account' : 'accounts'}` : 'Loading customers…'}</p>
      {error ? <p className="alert alert-danger" role="alert">{error}</p> : null}
      {data && data.customers.length === 0 ? <p>{MSG.adminNoCustomers}</p> : null}
      {data && data.customers.length > 0 ? (
        <table className="table admin-table admin-cards">
          <caption className="visually-hidden">Customer accounts, newest first</caption>
          <thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Orders</th><th scope="col">Last order</th><th scope="col">Joined</th></tr></thead>
          <tbody>
            {data.customers.map((c) => (
              <tr key={c.id}>
                <th scope="row" data-label="Name"><span>{[c.first_name, c.last_name].filter(Boolean).join(' ') || c.display_name}{c.role === 'owner' ? <> <span className="badge badge-neutral">Owner</span></> : null}</span></th>
                <td data-label="Email"><a href={`/admin?q=${encodeURIComponent(c.email)}`} aria-label={`Orders by ${c.email}`}>{c.email}</a></td>
                <td data-label="Orders">{c.orders}</td>
                <td data-label="Last order">{when(c.last_order)}</td>
                <td data-label="Joined">{when(c.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {data ? <Pager page={data.page} pages={data.pages} label="Customer pages" onPage={(page) => setFilter((f) => ({ ...f, page }))} /> : null}
    </div>
  );
}
