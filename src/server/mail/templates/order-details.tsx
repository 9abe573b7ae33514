// An order as the messages show it, in HTML and in text: its lines and totals, addresses, gift, payment.
import { describeChoices, lineLabel } from '../../../lib/catalogue/variants';
import { lineText } from '../../../lib/catalogue/text';
import type { Order } from '../../../lib/schemas/order';
import type { Address } from '../../../lib/schemas/address';
import type { BankAccount } from '../../../lib/schemas/payment';
import { MAIL_MSG as M } from '../../../lib/mail-messages';
import { OWNER_MAIL_MSG as OM } from '../../../lib/owner-mail-messages';
import { formatMoney } from '../../../lib/money';
import { deliversNothing } from '../../../lib/order-status';
import { orderTotals, type TotalRow } from '../../../lib/order-totals';
import { addressLines } from '../../../lib/checkout/addresses';
import { MAIL_THEME as T } from './layout';
import { P, Sub, Typed } from './parts';

export function Lines({ order }: { order: Order }) {
  const cell = { padding: '8px 0', borderBottom: `1px solid ${T.line}`, verticalAlign: 'top' as const };
  const { lines, rows } = orderTotals(order);
  // The subtotal and the total stand apart from the rows between them.
  const row = (r: TotalRow, i: number) => {
    const total = r.kind === 'total';
    const pad = r.kind === 'subtotal' || total ? '8px 0 0' : '4px 0 0';
    return (
      <tr key={`${r.kind}-${i}`}>
        <td
          className={total ? undefined : 'muted'}
          style={total ? { padding: pad, fontWeight: 700 } : { padding: pad, color: T.muted }}
        >
          {r.label}
        </td>
        <td style={{ padding: pad, textAlign: 'right', whiteSpace: 'nowrap', ...(total ? { fontWeight: 700 } : {}) }}>
          {r.value}
        </td>
      </tr>
    );
  };
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ fontSize: 15 }}>
      <tbody>
        {lines.map(({ line, amount }) => {
          // The lines in the message's language (the order's): a piece's Arabic, as she saw it.
          const l = { ...line, ...lineText(line) };
          return (
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
                {formatMoney(amount)}
              </td>
            </tr>
          );
        })}
        {rows.map(row)}
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

export function linesText(order: Order): string[] {
  const { lines, rows } = orderTotals(order);
  return [
    ...lines.flatMap(({ line, amount }) => {
      const l = { ...line, ...lineText(line) };
      return [
        `${lineLabel(l.name, l.choices)} × ${l.quantity}: ${formatMoney(amount)}`,
        ...(l.engraving?.text ? [`  ${M.lineEngraving(l.engraving.label, l.engraving.text)}`] : []),
      ];
    }),
    ...rows.map((r) => `${r.label}: ${r.value}`),
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
          <Sub>{owner ? OM.ownerCustomerNote : M.customerNote}</Sub>
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
    ...(order.customer_note ? ['', `${owner ? OM.ownerCustomerNote : M.customerNote}:`, order.customer_note] : []),
  ];
}
