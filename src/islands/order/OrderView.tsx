import { formatLongDate, formatTime } from '../../lib/dates';
import { lineText } from '../../lib/catalogue/text';
import LineChoices from '../shared/LineChoices';
import LineEngraving from '../shared/LineEngraving';
import OrderGift from '../shared/OrderGift';
import OrderTotals from '../shared/OrderTotals';
import { formatMoney } from '../../lib/money';
import { Money } from '../shared/Money';
import { orderTotals } from '../../lib/order-totals';
import {
  awaitsBankTransfer,
  deliversNothing,
  MILESTONES,
  milestoneLabel,
  statusLabel,
  stoppedNote,
  trackerState,
} from '../../lib/order-status';
import { BankTransferDetails } from './BankTransferDetails';
import { addressLines } from '../../lib/checkout/addresses';
import type { Order } from '../../lib/schemas/order';
import { MSG } from '../../lib/messages';
import { askAboutOrder } from '../../lib/whatsapp';
import { WHATSAPP_MSG } from '../../lib/whatsapp-messages';
import { CART_MSG } from '../../lib/cart-messages';
import { CHECKOUT_MSG } from '../../lib/checkout-messages';
import { ORDER_MSG } from '../../lib/order-messages';
import './order.css';
import { localHref } from '../../lib/i18n/paths';

/** One order as its owner sees it: used by the confirmation page and by order tracking. */
export function OrderView({
  order,
  heading = MSG.orderThanks,
  placedNumber = null,
  whatsApp,
}: {
  order: Order;
  heading?: string;
  placedNumber?: string | null;
  /** The shop's WhatsApp number (content/data/contact.json): "Ask on WhatsApp" about this order. */
  whatsApp?: string;
}) {
  const tracker = trackerState(order.status);
  const { lines, rows } = orderTotals(order);
  const notes = order.notes.filter((n) => n.customer_note);
  const nothingShipped = deliversNothing(order);
  const address = !nothingShipped && order.shipping.address_1 ? order.shipping : order.billing;
  return (
    <article className="order-view" aria-labelledby="order-heading">
      <header className="order-head">
        <h2 id="order-heading" tabIndex={-1}>
          {heading}
        </h2>
        <p>
          {MSG.orderLabel} <strong dir="ltr">#{order.number}</strong>
          {ORDER_MSG.comma}
          {MSG.placedOn} <time dateTime={order.date_created}>{formatLongDate(order.date_created)}</time>
        </p>
        {placedNumber ? (
          <p className="alert alert-success" role="status">
            <strong>{MSG.orderCreated}</strong> {MSG.orderCreatedBody(placedNumber)}
          </p>
        ) : null}
      </header>

      {/* The next thing a bank-transfer shopper does is pay: where, how much and with what reference, first. */}
      {order.bank_transfer && awaitsBankTransfer(order) ? (
        <BankTransferDetails details={order.bank_transfer} total={order.total} number={order.number} />
      ) : order.needs_payment ? (
        <section className="alert alert-warning order-payment" aria-labelledby="order-payment-h">
          <h3 id="order-payment-h">{MSG.awaitingPayment}</h3>
          <p>{MSG.awaitingPaymentBody(formatMoney(order.total).replace(' ', '\u00a0'))}</p>
          {order.payment_url ? (
            <a className="btn btn-gold" href={order.payment_url}>
              {MSG.payNow}
            </a>
          ) : null}
        </section>
      ) : null}

      <section className="card order-card" aria-labelledby="order-status-h">
        <h3 id="order-status-h">
          {MSG.orderStatus}:{' '}
          <span
            className={`badge ${order.status === 'completed' ? 'badge-success' : tracker.step === 0 ? 'badge-danger' : 'badge-warning'}`}
          >
            {tracker.label}
          </span>
        </h3>
        {tracker.showProgress ? (
          <div className="tracker">
            <div className="tracker-bar" aria-hidden="true">
              <span style={{ width: `${tracker.progress}%` }} />
            </div>
            <ol className="tracker-steps">
              {MILESTONES.map((m, i) => {
                const done = i < tracker.step;
                const current = i === tracker.step - 1;
                return (
                  <li key={m} className={done ? 'done' : undefined} aria-current={current ? 'step' : undefined}>
                    <span className="dot" aria-hidden="true">
                      {done ? '✓' : i + 1}
                    </span>
                    <span className="name">{milestoneLabel(m)}</span>
                    <span className="visually-hidden">
                      {` (${current ? ORDER_MSG.milestoneCurrent : done ? ORDER_MSG.milestoneDone : ORDER_MSG.milestoneAhead})`}
                    </span>
                    {m === 'delivered' && order.date_completed ? (
                      <time className="when" dateTime={order.date_completed}>
                        {formatLongDate(order.date_completed)}
                      </time>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </div>
        ) : (
          <p className="alert alert-danger">{stoppedNote(order.status)}</p>
        )}

        {order.status_history.length > 0 ? (
          <>
            <h4>{MSG.statusHistory}</h4>
            <ol className="history">
              {order.status_history.map((h, i) => (
                <li key={`${h.date}-${i}`}>
                  <time dateTime={h.date}>
                    {formatLongDate(h.date)} <span className="muted">{formatTime(h.date)}</span>
                  </time>
                  <span>{ORDER_MSG.statusChangedTo(statusLabel(h.status))}</span>
                  {h.note ? <span className="muted note">{h.note}</span> : null}
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </section>

      <div className="order-grid">
        <section className="card order-card" aria-labelledby="order-items-h">
          <h3 id="order-items-h">{MSG.orderItems}</h3>
          <ul className="order-items">
            {lines.map(({ line, amount }) => {
              // Named as she saw it: an order placed in Arabic keeps its pieces' Arabic.
              const text = lineText(line);
              return (
                <li key={line.id}>
                  <span>
                    {text.name} {/* A no-break space: never "×" at a line's end and its number on the next. */}
                    <span className="muted">{`×\u00a0${line.quantity}`}</span>
                    <LineChoices choices={text.choices} />
                    <LineEngraving engraving={text.engraving} />
                  </span>
                  <span>
                    <Money value={amount} />
                  </span>
                </li>
              );
            })}
          </ul>
          <OrderTotals rows={rows} className="totals" />
          <OrderGift gift={order.gift} headingId="order-gift-h" />
        </section>

        <section className="card order-card" aria-labelledby="order-ship-h">
          <h3 id="order-ship-h">{nothingShipped ? CHECKOUT_MSG.billingAddress : CHECKOUT_MSG.shippingAddress}</h3>
          <address>
            {addressLines(address).map((line, i) => (
              <span key={i}>
                <span dir="auto">{line}</span>
                <br />
              </span>
            ))}
          </address>
          <h3>{CHECKOUT_MSG.paymentMethod}</h3>
          <p>{order.payment_method_title || order.payment_method}</p>
          {order.customer_note ? (
            <>
              <h3>{MSG.yourNote}</h3>
              <p>{order.customer_note}</p>
            </>
          ) : null}
          {notes.length > 0 ? (
            <>
              <h3>{MSG.notesFromUs}</h3>
              <ul className="notes">
                {notes.map((n) => (
                  <li key={n.id}>
                    <time className="muted" dateTime={n.date_created}>
                      {formatLongDate(n.date_created)}
                    </time>{' '}
                    {n.note}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>

      <p className="order-actions" data-primary-action>
        <a className="btn btn-primary" href={localHref('/')}>
          {CART_MSG.continueShopping}
        </a>
        <a className="btn btn-outline" href={localHref('/account')}>
          {MSG.viewAllOrders}
        </a>
        {whatsApp ? (
          <a className="btn btn-ghost" href={askAboutOrder(whatsApp, order.number)} target="_blank" rel="noopener">
            {WHATSAPP_MSG.askOnWhatsApp}
          </a>
        ) : null}
      </p>
    </article>
  );
}
