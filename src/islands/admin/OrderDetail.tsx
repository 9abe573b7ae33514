import { useEffect, useRef, useState, type FormEvent } from 'react';
import LineChoices from '../shared/LineChoices';
import LineEngraving from '../shared/LineEngraving';
import OrderGift from '../shared/OrderGift';
import OrderTotals from '../shared/OrderTotals';
import { ORDER_STATUSES, type OrderStatus } from '../../lib/schemas/order';
import type { Address } from '../../lib/schemas/address';
import { ADMIN_MSG, SLIP_MSG } from '../../lib/admin-messages';
import { Money } from '../shared/Money';
import { addressLines } from '../../lib/checkout/addresses';
import { asciiDigits } from '../../lib/text';
import { deliversNothing } from '../../lib/order-status';
import { orderTotals } from '../../lib/order-totals';
import { adminApi, problem, when, type AdminOrder } from './api';
import { StatusBadge, statusName } from './Pager';
import './admin.css';

function AddressBlock({ a }: { a: Partial<Address> }) {
  return (
    <address className="admin-address">
      {addressLines(a).map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          <span dir="auto">{line}</span>
        </span>
      ))}
      {a.email ? (
        <>
          <br />
          <a href={`mailto:${a.email}`}>{a.email}</a>
        </>
      ) : null}
      {/* The dialled number in 0-9 whatever digits she typed; the shown one as typed. */}
      {a.phone ? (
        <>
          <br />
          <a href={`tel:${asciiDigits(a.phone).replace(/[^\d+]/g, '')}`} dir="auto">
            {a.phone}
          </a>
        </>
      ) : null}
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
    if (
      await act(
        () => adminApi.setStatus(id, status, statusNote.trim() || undefined),
        (o) => ADMIN_MSG.statusChanged(o.number, statusName(o.status)),
      )
    )
      setStatusNote('');
  };
  const addNote = async (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return setMessage({ ok: false, text: ADMIN_MSG.writeNoteFirst });
    if (
      await act(
        () => adminApi.addNote(id, note, forCustomer),
        () => ADMIN_MSG.noteAdded,
      )
    )
      setNote('');
  };

  if (error)
    return (
      <p className="alert alert-danger" role="alert">
        {error} <a href="/admin">{ADMIN_MSG.backToOrders}</a>
      </p>
    );
  if (!order)
    return (
      <p className="muted" role="status">
        {ADMIN_MSG.loadingOrder}
      </p>
    );
  const { lines, rows } = orderTotals(order);

  return (
    <div className="admin-screen">
      <p>
        <a href="/admin">{ADMIN_MSG.allOrders}</a>
      </p>
      <div className="admin-actions">
        <h2 ref={heading} className="admin-title" style={{ margin: 0 }}>
          {ADMIN_MSG.orderHeading(order.number)}
        </h2>
        <StatusBadge status={order.status} />
        <span className="muted">{when(order.date_created)}</span>
        {/* Nothing delivered, nothing packed: no slip to print. */}
        {deliversNothing(order) ? null : (
          <a className="btn btn-ghost btn-sm" href={`/admin/orders/${order.id}/packing-slip`}>
            {SLIP_MSG.printSlip}
          </a>
        )}
      </div>
      <div role="status" aria-live="polite">
        {message ? <p className={`alert ${message.ok ? 'alert-success' : 'alert-danger'}`}>{message.text}</p> : null}
      </div>

      <section className="admin-panel" aria-labelledby="lines-h">
        <h2 id="lines-h">{ADMIN_MSG.itemsHeading}</h2>
        <table className="table admin-table admin-cards">
          <thead>
            <tr>
              <th scope="col">{ADMIN_MSG.col.product}</th>
              <th scope="col">{ADMIN_MSG.col.price}</th>
              <th scope="col">{ADMIN_MSG.col.quantity}</th>
              <th scope="col">{ADMIN_MSG.col.total}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map(({ line: l, unitPrice, amount }) => (
              <tr key={l.id}>
                <th scope="row" data-label={ADMIN_MSG.col.product}>
                  {l.name}
                  <LineChoices choices={l.choices} />
                  <LineEngraving engraving={l.engraving} />
                  {l.sku && <span className="line-sku">{ADMIN_MSG.skuOf(l.sku)}</span>}
                </th>
                <td data-label={ADMIN_MSG.col.price}>
                  <Money value={unitPrice} />
                </td>
                <td data-label={ADMIN_MSG.col.quantity}>{l.quantity}</td>
                <td data-label={ADMIN_MSG.col.total}>
                  <Money value={amount} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <OrderTotals rows={rows} className="admin-dl admin-totals" />
        <dl className="admin-dl admin-payment">
          <dt>{ADMIN_MSG.payment}</dt>
          <dd>{order.payment_method_title}</dd>
          <dt>{ADMIN_MSG.orderLanguage}</dt>
          <dd>{ADMIN_MSG.languageName[order.language]}</dd>
        </dl>
      </section>

      <div className="admin-grid">
        <section className="admin-panel" aria-labelledby="billing-h">
          <h2 id="billing-h">{ADMIN_MSG.billingAddress}</h2>
          <AddressBlock a={order.billing} />
        </section>
        <section className="admin-panel" aria-labelledby="shipping-h">
          <h2 id="shipping-h">{ADMIN_MSG.shippingAddress}</h2>
          {deliversNothing(order) ? (
            <p className="admin-note">{ADMIN_MSG.nothingToShip}</p>
          ) : (
            <AddressBlock a={order.shipping} />
          )}
        </section>
        {order.gift ? (
          <div className="admin-panel">
            <OrderGift gift={order.gift} headingId="gift-h" level={2} />
          </div>
        ) : null}
        {order.customer_note ? (
          <section className="admin-panel" aria-labelledby="cnote-h">
            <h2 id="cnote-h">{ADMIN_MSG.customerNote}</h2>
            <p className="admin-note">{order.customer_note}</p>
          </section>
        ) : null}
      </div>

      <div className="admin-grid">
        <section className="admin-panel" aria-labelledby="status-h">
          <h2 id="status-h">{ADMIN_MSG.changeStatus}</h2>
          <form className="admin-form" onSubmit={changeStatus}>
            <div className="field">
              <label htmlFor="new-status">{ADMIN_MSG.newStatus}</label>
              <select
                id="new-status"
                className="input"
                value={status}
                onChange={(e) => setStatus(e.target.value as OrderStatus)}
              >
                {ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusName(s)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="status-note">{ADMIN_MSG.statusNote}</label>
              <textarea
                id="status-note"
                className="textarea input"
                rows={2}
                maxLength={2000}
                value={statusNote}
                onChange={(e) => setStatusNote(e.target.value)}
                aria-describedby="status-hint"
              />
              <p id="status-hint" className="muted admin-small">
                {ADMIN_MSG.restockHint}
              </p>
            </div>
            <div>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {ADMIN_MSG.updateStatus}
              </button>
            </div>
          </form>
        </section>
        <section className="admin-panel" aria-labelledby="note-h">
          <h2 id="note-h">{ADMIN_MSG.addNoteHeading}</h2>
          <form className="admin-form" onSubmit={addNote}>
            <div className="field">
              <label htmlFor="order-note">{ADMIN_MSG.note}</label>
              <textarea
                id="order-note"
                className="textarea input"
                rows={3}
                maxLength={2000}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </div>
            <fieldset className="admin-choice">
              <legend>{ADMIN_MSG.whoSeesIt}</legend>
              <label>
                <input type="radio" name="note-kind" checked={!forCustomer} onChange={() => setForCustomer(false)} />{' '}
                {ADMIN_MSG.notePrivateChoice}
              </label>
              <label>
                <input type="radio" name="note-kind" checked={forCustomer} onChange={() => setForCustomer(true)} />{' '}
                {ADMIN_MSG.noteCustomerChoice}
              </label>
            </fieldset>
            <div>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {ADMIN_MSG.addNote}
              </button>
            </div>
          </form>
        </section>
      </div>

      <div className="admin-grid">
        <section className="admin-panel" aria-labelledby="notes-h">
          <h2 id="notes-h">{ADMIN_MSG.notesHeading}</h2>
          {order.all_notes.length === 0 ? (
            <p className="muted">{ADMIN_MSG.noNotes}</p>
          ) : (
            <ul className="admin-list">
              {order.all_notes
                .slice()
                .reverse()
                .map((n) => (
                  <li key={n.id}>
                    <span className={`badge ${n.customer_note ? 'badge-info' : 'badge-neutral'}`}>
                      {n.customer_note ? ADMIN_MSG.noteToCustomer : ADMIN_MSG.notePrivate}
                    </span>{' '}
                    <span className="muted admin-small">{when(n.date_created)}</span>
                    <p className="admin-note">{n.note}</p>
                  </li>
                ))}
            </ul>
          )}
        </section>
        <section className="admin-panel" aria-labelledby="history-h">
          <h2 id="history-h">{ADMIN_MSG.statusHistory}</h2>
          <ol className="admin-list">
            {order.status_history
              .slice()
              .reverse()
              .map((h, i) => (
                <li key={i}>
                  <StatusBadge status={h.status} /> <span className="muted admin-small">{when(h.date)}</span>
                  {h.note ? <p className="admin-note">{h.note}</p> : null}
                </li>
              ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
