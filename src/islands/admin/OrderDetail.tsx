import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '../../lib/schemas/order';
import type { Address } from '../../lib/schemas/address';
import { MSG } from '../../lib/messages';
import { Money } from '../shared/Money';
import { countryName } from '../../lib/checkout';
import { adminApi, problem, when, type AdminOrder } from './api';
import { StatusBadge, statusName } from './Pager';
import './admin.css';

function AddressBlock({ a }: { a: Partial<Address> }) {
  const lines = [
    [a.first_name, a.last_name].filter(Boolean).join(' '),
    a.company, a.address_1, a.address_2, [a.city, a.state, a.postcode].filter(Boolean).join(', '), countryName(a.country),
  ].filter(Boolean);
  return (
    <address className="admin-address">
      {lines.join('\n')}
      {a.email ? <><br /><a href={`mailto:${a.email}`}>{a.email}</a></> : null}
      {a.phone ? <><br /><a href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</a></> : null}
    </address>
  );
}

/** One order for the owner: lines, totals, addresses, payment, history and notes; change its status, add a note. */
export default function OrderDetail({ id }: { id: number }) {
  const [order, setOrder] = useState<AdminOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<OrderStatus>('processing');
  const [statusNote, setStatusNote] = useState('');
  const [note, setNote] = useState('');
  const [forCustomer, setForCustomer] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  const show = (o: AdminOrder) => {
    setOrder(o);
    setStatus(o.status as OrderStatus);
  };

  useEffect(() => {
    adminApi.order(id).then(show, (e) => setError(problem(e)));
  }, [id]);

  const act = async (run: () => Promise<AdminOrder>, done: (o: AdminOrder) => string) => {
    setBusy(true);
    setMessage(null);
    try {
      const o = await run();
      show(o);
      setMessage({ ok: true, text: done(o) });
      return true;
    } catch (e) {
      setMessage({ ok: false, text: problem(e) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const changeStatus = async (e: FormEvent) => {
    e.preventDefault();
    if (await act(() => adminApi.setStatus(id, status, statusNote.trim() || undefined), (o) => MSG.adminStatusChanged(o.number, statusName(o.status)))) setStatusNote('');
  };
  const addNote = async (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return setMessage({ ok: false, text: 'Write the note first.' });
    if (await act(() => adminApi.addNote(id, note, forCustomer), () => MSG.adminNoteAdded)) setNote('');
  };

  if (error) return <p className="alert alert-danger" role="alert">{error} <a href="/admin">Back to orders</a></p>;
  if (!order) return <p className="muted" role="status">Loading the order…</p>;

  return (
    <div className="admin-screen">
      <p><a href="/admin">← All orders</a></p>
      <div className="admin-actions">
        <h2 ref={heading} className="admin-title" style={{ margin: 0 }}>Order #{order.number}</h2>
        <StatusBadge status={order.status} />
        <span className="muted">{when(order.date_created)}</span>
      </div>
      <div role="status" aria-live="polite">{message ? <p className={`alert ${message.ok ? 'alert-success' : 'alert-danger'}`}>{message.text}</p> : null}</div>

      <section className="admin-panel" aria-labelledby="lines-h">
        <h2 id="lines-h">Items</h2>
        <table className="table admin-table admin-cards">
          <thead><tr><th scope="col">Product</th><th scope="col">Price</th><th scope="col">Quantity</th><th scope="col">Total</th></tr></thead>
          <tbody>
            {order.line_items.map((l) => (
              <tr key={l.id}>
                <th scope="row" data-label="Product">{l.name}</th>
                <td data-label="Price"><Money value={l.price} /></td>
                <td data-label="Quantity">{l.quantity}</td>
                <td data-label="Total"><Money value={l.total} /></td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="admin-dl" style={{ marginTop: '1rem' }}>
          <dt>Subtotal</dt><dd><Money value={order.subtotal} /></dd>
          <dt>Shipping</dt><dd><Money value={order.shipping_total} /> {order.shipping_lines[0] ? <span className="muted">({order.shipping_lines[0].method_title})</span> : null}</dd>
          <dt>Total</dt><dd><strong><Money value={order.total} /></strong></dd>
          <dt>Payment</dt><dd>{order.payment_method_title}</dd>
        </dl>
      </section>

      <div className="admin-grid">
        <section className="admin-panel" aria-labelledby="billing-h"><h2 id="billing-h">Billing address</h2><AddressBlock a={order.billing} /></section>
        <section className="admin-panel" aria-labelledby="shipping-h"><h2 id="shipping-h">Shipping address</h2><AddressBlock a={order.shipping} /></section>
        {order.customer_note ? <section className="admin-panel" aria-labelledby="cnote-h"><h2 id="cnote-h">Customer's note</h2><p className="admin-note">{order.customer_note}</p></section> : null}
      </div>

      <div className="admin-grid">
        <section className="admin-panel" aria-labelledby="status-h">
          <h2 id="status-h">Change status</h2>
          <form className="admin-form" onSubmit={changeStatus}>
            <div className="field">
              <label htmlFor="new-status">New status</label>
              <select id="new-status" className="input" value={status} onChange={(e) => setStatus(e.target.value as OrderStatus)}>
                {ORDER_STATUSES.map((s) => <option key={s} value={s}>{statusName(s)}</option>)}
              </select>
            </div>
            <div className="field">
              <label htmlFor="status-note">Note for the customer (optional)</label>
              <textarea id="status-note" className="textarea input" rows={2} maxLength={2000} value={statusNote} onChange={(e) => setStatusNote(e.target.value)} aria-describedby="status-hint" />
              <p id="status-hint" className="muted admin-small">Cancelled, refunded and failed orders put their items back in stock.</p>
            </div>
            <div><button type="submit" className="btn btn-primary" disabled={busy}>Update status</button></div>
          </form>
        </section>
        <section className="admin-panel" aria-labelledby="note-h">
          <h2 id="note-h">Add a note</h2>
          <form className="admin-form" onSubmit={addNote}>
            <div className="field">
              <label htmlFor="order-note">Note</label>
              <textarea id="order-note" className="textarea input" rows={3} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
            </div>
            <fieldset className="admin-choice">
              <legend>Who sees it</legend>
              <label><input type="radio" name="note-kind" checked={!forCustomer} onChange={() => setForCustomer(false)} /> Private (the shop only)</label>
              <label><input type="radio" name="note-kind" checked={forCustomer} onChange={() => setForCustomer(true)} /> The customer</label>
            </fieldset>
            <div><button type="submit" className="btn btn-primary" disabled={busy}>Add note</button></div>
          </form>
        </section>
      </div>

      <div className="admin-grid">
        <section className="admin-panel" aria-labelledby="notes-h">
          <h2 id="notes-h">Notes</h2>
          {order.all_notes.length === 0 ? <p className="muted">No notes yet.</p> : (
            <ul className="admin-list">
              {order.all_notes.slice().reverse().map((n) => (
                <li key={n.id}>
                  <span className={`badge ${n.customer_note ? 'badge-info' : 'badge-neutral'}`}>{n.customer_note ? 'To the customer' : 'Private'}</span>{' '}
                  <span className="muted admin-small">{when(n.date_created)}</span>
                  <p className="admin-note">{n.note}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="admin-panel" aria-labelledby="history-h">
          <h2 id="history-h">Status history</h2>
          <ol className="admin-list">
            {order.status_history.slice().reverse().map((h, i) => (
              <li key={i}><StatusBadge status={h.status} /> <span className="muted admin-small">{when(h.date)}</span>{h.note ? <p className="admin-note">{h.note}</p> : null}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
