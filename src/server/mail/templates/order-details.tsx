// An order as the messages show it, in HTML and in text: its lines and totals, addresses, gift, payment.
import { codeLabel } from '../../../lib/discounts';
import type { AppliedCode } from '../../../lib/schemas/discount';
import { describeChoices, lineLabel } from '../../../lib/catalogue/variants';
import type { Order } from '../../../lib/schemas/order';
import type { Address } from '../../../lib/schemas/address';
import type { BankAccount } from '../../../lib/schemas/payment';
import { MAIL_MSG as M } from '../../../lib/mail-messages';
import { formatMoney } from '../../../lib/money';
import { deliversNothing } from '../../../lib/order-status';
import { addressLines } from '../../../lib/checkout/addresses';
import { MAIL_THEME as T } from './layout';
import { P, Sub, Typed } from './parts';

export function Lines({ order }: { order: Order }) {
  const cell = { padding: '8px 0', borderBottom: `1px solid ${T.line}`, verticalAlign: 'top' as const };
  const shippingTitle = order.shipping_lines[0]?.method_title;
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ fontSize: 15 }}>
      <tbody>
        {order.line_items.map((l) => (
          <tr key={l.id}>
            <td className="rule" style={cell}>
              {l.name}{' '}
              <span className="muted" style={{ color: T.muted }}>
                × {l.quantity}
              </span>
              {l.choices.length > 0 && (
                <div dir="auto" style={{ color: T.muted, fontSize: 13 }}>
                  {describeChoices(l.choices)}
                </div>
              )}
              {l.engraving?.text && (
                <div style={{ color: T.muted, fontSize: 13 }}>
                  {M.lineEngraving(l.engraving.label, '')}
                  <bdi dir="auto">{l.engraving.text}</bdi>
                </div>
              )}
            </td>
            <td className="rule" style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: 12 }}>
              {formatMoney(l.subtotal ?? l.total)}
            </td>
          </tr>
        ))}
        <tr>
          <td className="muted" style={{ padding: '8px 0 0', color: T.muted }}>
            {M.subtotal}
          </td>
          <td style={{ padding: '8px 0 0', textAlign: 'right' }}>{formatMoney(order.subtotal)}</td>
        </tr>
        {(order.coupon_lines ?? []).map((c) => (
          <tr key={c.code}>
            <td className="muted" style={{ padding: '4px 0 0', color: T.muted }}>
              {discountName(c)}
            </td>
            <td style={{ padding: '4px 0 0', textAlign: 'right' }}>{discountAmount(c)}</td>
          </tr>
        ))}
        <tr>
          <td className="muted" style={{ padding: '4px 0 0', color: T.muted }}>
            {M.shipping}
            {shippingTitle ? ` (${shippingTitle})` : ''}
          </td>
          <td style={{ padding: '4px 0 0', textAlign: 'right' }}>
            {deliversNothing(order) ? M.noShippingNeeded : formatMoney(order.shipping_total)}
          </td>
        </tr>
        {order.gift?.wrap && (
          <tr>
            <td className="muted" style={{ padding: '4px 0 0', color: T.muted }}>
              {M.giftWrap}
            </td>
            <td style={{ padding: '4px 0 0', textAlign: 'right' }}>{formatMoney(order.gift.wrap_total)}</td>
          </tr>
        )}
        <tr>
          <td style={{ padding: '8px 0 0', fontWeight: 700 }}>{M.total}</td>
          <td style={{ padding: '8px 0 0', textAlign: 'right', fontWeight: 700 }}>{formatMoney(order.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** The parcel lines (src/lib/checkout.ts) and the phone a courier calls. */
export function mailAddressLines(a: Partial<Address>): string[] {
  return [...addressLines(a), a.phone].filter((l): l is string => Boolean(l?.trim()));
}

export function AddressBlock({ title, address }: { title: string; address: Partial<Address> }) {
  return (
    <>
      <Sub>{title}</Sub>
      <p style={{ margin: 0 }}>
        {mailAddressLines(address).map((l, i) => (
          <span key={i}>
            <Typed>{l}</Typed>
            <br />
          </span>
        ))}
      </p>
    </>
  );
}

const BANK_FIELDS = Object.keys(M.bankFields) as (keyof BankAccount & keyof typeof M.bankFields)[];

export function BankTransferBlock({ order }: { order: Order }) {
  const bank = order.bank_transfer;
  if (!bank) return null;
  const row = (label: string, value: string) => (
    <tr key={label}>
      <td
        className="muted"
        style={{ padding: '2px 12px 2px 0', color: T.muted, whiteSpace: 'nowrap', verticalAlign: 'top' }}
      >
        {label}
      </td>
      <td style={{ padding: '2px 0', fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</td>
    </tr>
  );
  return (
    <table
      role="presentation"
      className="panel rule"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ background: T.sand50, border: `1px solid ${T.line}`, borderRadius: 8, margin: '8px 0 16px' }}
    >
      <tbody>
        <tr>
          <td style={{ padding: 16 }}>
            <h2 style={{ margin: '0 0 8px', fontFamily: T.fontSerif, fontSize: 19, fontWeight: 600 }}>
              {M.bankTransferHeading}
            </h2>
            <table role="presentation" cellPadding={0} cellSpacing={0} style={{ fontSize: 15 }}>
              <tbody>
                {row(M.bankAmount, formatMoney(order.total))}
                {row(M.bankReference, order.number)}
                {bank.accounts.flatMap((a) => BANK_FIELDS.filter((f) => a[f]).map((f) => row(M.bankFields[f], a[f])))}
              </tbody>
            </table>
            {bank.instructions ? <p style={{ margin: '12px 0 0' }}>{bank.instructions}</p> : null}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export function bankTransferText(order: Order): string[] {
  const bank = order.bank_transfer;
  if (!bank) return [];
  const out = [
    M.bankTransferHeading.toUpperCase(),
    `${M.bankAmount}: ${formatMoney(order.total)}`,
    `${M.bankReference}: ${order.number}`,
  ];
  for (const a of bank.accounts) for (const f of BANK_FIELDS) if (a[f]) out.push(`${M.bankFields[f]}: ${a[f]}`);
  if (bank.instructions) out.push(bank.instructions);
  return [...out, ''];
}

/** A discount code's line of the totals: "Discount (SAVE10)", "Free shipping (SHIPFREE)". */
const discountName = (c: AppliedCode) =>
  c.free_shipping ? M.freeShippingOf(codeLabel(c.code)) : M.discountOf(codeLabel(c.code));
const discountAmount = (c: AppliedCode) => (c.free_shipping ? M.free : `−${formatMoney(c.discount)}`);

export function linesText(order: Order): string[] {
  const shippingTitle = order.shipping_lines[0]?.method_title;
  return [
    ...order.line_items.flatMap((l) => [
      `${lineLabel(l.name, l.choices)} × ${l.quantity}: ${formatMoney(l.subtotal ?? l.total)}`,
      ...(l.engraving?.text ? [`  ${M.lineEngraving(l.engraving.label, l.engraving.text)}`] : []),
    ]),
    `${M.subtotal}: ${formatMoney(order.subtotal)}`,
    ...(order.coupon_lines ?? []).map((c) => `${discountName(c)}: ${discountAmount(c)}`),
    `${M.shipping}${shippingTitle ? ` (${shippingTitle})` : ''}: ${deliversNothing(order) ? M.noShippingNeeded : formatMoney(order.shipping_total)}`,
    ...(order.gift?.wrap ? [`${M.giftWrap}: ${formatMoney(order.gift.wrap_total)}`] : []),
    `${M.total}: ${formatMoney(order.total)}`,
  ];
}

export function OrderDetails({ order, owner }: { order: Order; owner?: boolean }) {
  return (
    <>
      <Sub>{M.orderNumber(order.number)}</Sub>
      <Lines order={order} />
      <Sub>{M.paymentMethod}</Sub>
      <P>{order.payment_method_title}</P>
      {/* Nothing delivered: the billing address is the only one the order has. */}
      {deliversNothing(order) ? null : <AddressBlock title={M.shippingAddress} address={order.shipping} />}
      {owner || deliversNothing(order) ? <AddressBlock title={M.billingAddress} address={order.billing} /> : null}
      {order.gift ? (
        <>
          <Sub>{M.giftHeading}</Sub>
          {order.gift.wrap ? <P>{M.giftWrapped}</P> : null}
          {order.gift.hide_prices ? <P>{M.pricesHidden}</P> : null}
          {order.gift.message ? (
            <p dir="auto" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              <span style={{ color: T.muted }}>{M.giftMessage}: </span>
              <Typed>{order.gift.message}</Typed>
            </p>
          ) : null}
        </>
      ) : null}
      {order.customer_note ? (
        <>
          <Sub>{owner ? M.ownerCustomerNote : M.customerNote}</Sub>
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
            <Typed>{order.customer_note}</Typed>
          </p>
        </>
      ) : null}
    </>
  );
}

export function orderDetailsText(order: Order, owner = false): string[] {
  return [
    M.orderNumber(order.number).toUpperCase(),
    ...linesText(order),
    '',
    `${M.paymentMethod}: ${order.payment_method_title}`,
    '',
    ...(deliversNothing(order)
      ? [`${M.billingAddress}:`, ...mailAddressLines(order.billing)]
      : [
          `${M.shippingAddress}:`,
          ...mailAddressLines(order.shipping),
          ...(owner ? ['', `${M.billingAddress}:`, ...mailAddressLines(order.billing)] : []),
        ]),
    ...(order.gift
      ? [
          '',
          `${M.giftHeading}:`,
          ...(order.gift.wrap ? [M.giftWrapped] : []),
          ...(order.gift.hide_prices ? [M.pricesHidden] : []),
          ...(order.gift.message ? [`${M.giftMessage}:`, order.gift.message] : []),
        ]
      : []),
    ...(order.customer_note ? ['', `${owner ? M.ownerCustomerNote : M.customerNote}:`, order.customer_note] : []),
  ];
}
