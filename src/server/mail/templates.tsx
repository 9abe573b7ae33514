import { codeLabel } from '../../lib/discounts';
import type { AppliedCode } from '../../lib/schemas/discount';
import type { ReactNode } from 'react';
import { describeChoices, lineLabel } from '../../lib/catalogue/variants';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Order } from '../../lib/schemas/order';
import type { Address } from '../../lib/schemas/address';
import type { BankAccount } from '../../lib/schemas/payment';
import { MAIL_MSG as M } from '../../lib/mail-messages';
import { formatMoney } from '../../lib/money';
import { deliversNothing } from '../../lib/order-status';
import { statusLabel } from '../../lib/order-status';
import { addressLines } from '../../lib/checkout';
import { BRAND, PHONE, SUPPORT_EMAIL } from '../../lib/site';
import type { MailMessage } from './queue';

/**
 * The emails, as React components rendered to static HTML on the server (plain React: the
 * shop already ships react-dom/server, and a dozen table cells do not need a framework), each
 * with a plain-text part built from the same facts. Mail clients ignore stylesheets and most
 * layout CSS: tables for layout, inline styles, one <style> only for dark mode and phones.
 * Shopper text (names, addresses, notes) is given to React as text, so it is escaped and kept
 * exactly; dir="auto" lets an Arabic address run right to left.
 */

/** The shop's colours and fonts: the tokens of src/styles/global.css (tests/unit/mail checks they match). */
export const MAIL_THEME = {
  sand50: '#fdfaf4',
  sand100: '#f7efe0',
  gold600: '#8a6416',
  gold400: '#c9a24a',
  teal700: '#0f4c5c',
  ink: '#2a2118',
  muted: '#6b5d4d',
  line: '#e2d5bd',
  white: '#fff',
  fontSerif: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif",
  fontSans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
} as const;
const T = MAIL_THEME;

/** Where links point and whom the owner's messages go to (read when a message is sent). */
export interface MailContext {
  /** The shop's public address, e.g. "https://nefertari.example" (no trailing slash). */
  siteUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

// Dark mode for clients that honour it (Apple Mail, iOS, Outlook.com, Gmail apps re-colour on
// their own); and a phone gets the full width with smaller margins.
const HEAD_STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  body, .page { background: #17120e !important; }
  .card { background: #241c16 !important; color: #f3ead9 !important; }
  .card td, .card p, .card h1, .card h2 { color: #f3ead9 !important; }
  .muted, .card .muted { color: #cbbba4 !important; }
  .rule { border-color: #4a3d30 !important; }
  .panel { background: #2e241c !important; }
  .brand { background: #0b3a46 !important; }
  a { color: #e0bf6e !important; }
  a.button { background: #c9a24a !important; color: #17120e !important; }
}
@media (max-width: 620px) {
  .outer { padding: 12px 0 !important; }
  .inner { padding: 20px 16px !important; }
}
`;

const link = (ctx: MailContext, path: string) => `${ctx.siteUrl}${path}`;
const orderLink = (ctx: MailContext, o: Order) =>
  link(ctx, `/order-confirmation/${o.id}?key=${encodeURIComponent(o.order_key ?? '')}`);
/** Where a proof of the mailbox is followed (the page posts the code; opening it changes nothing). */
const confirmLink = (ctx: MailContext, code: string) => link(ctx, `/confirm-email?code=${encodeURIComponent(code)}`);
const fullName = (a: Partial<Address>) => [a.first_name, a.last_name].filter(Boolean).join(' ');

function Layout({
  site,
  title,
  preheader,
  children,
}: {
  site: string;
  title: string;
  preheader: string;
  children: ReactNode;
}) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: HEAD_STYLE }} />
      </head>
      <body
        className="page"
        style={{ margin: 0, padding: 0, background: T.sand100, color: T.ink, fontFamily: T.fontSans }}
      >
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preheader}</div>
        <table
          role="presentation"
          className="page"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ background: T.sand100 }}
        >
          <tbody>
            <tr>
              <td className="outer" align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  className="card"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, background: T.white, borderRadius: 10, overflow: 'hidden' }}
                >
                  <tbody>
                    <tr>
                      <td
                        className="brand"
                        style={{ background: T.teal700, padding: '20px 24px', textAlign: 'center' }}
                      >
                        <a
                          href={`${site}/`}
                          style={{
                            color: T.gold400,
                            fontFamily: T.fontSerif,
                            fontSize: 26,
                            letterSpacing: 2,
                            textDecoration: 'none',
                          }}
                        >
                          {BRAND}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        className="inner"
                        style={{ padding: '28px 32px', fontSize: 16, lineHeight: 1.5, color: T.ink }}
                      >
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        className="inner rule muted"
                        style={{
                          padding: '16px 32px 24px',
                          borderTop: `1px solid ${T.line}`,
                          fontSize: 13,
                          color: T.muted,
                          textAlign: 'center',
                        }}
                      >
                        <p style={{ margin: '0 0 4px', fontFamily: T.fontSerif }}>
                          {BRAND} · {M.footerTagline}
                        </p>
                        <p style={{ margin: 0 }}>{M.footer(SUPPORT_EMAIL, PHONE)}</p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

const Heading = ({ children }: { children: ReactNode }) => (
  <h1
    style={{
      margin: '0 0 16px',
      fontFamily: T.fontSerif,
      fontSize: 26,
      lineHeight: 1.25,
      fontWeight: 600,
      color: T.ink,
    }}
  >
    {children}
  </h1>
);
const Sub = ({ children }: { children: ReactNode }) => (
  <h2 style={{ margin: '24px 0 8px', fontFamily: T.fontSerif, fontSize: 19, fontWeight: 600, color: T.ink }}>
    {children}
  </h2>
);
const P = ({ children }: { children: ReactNode }) => <p style={{ margin: '0 0 12px' }}>{children}</p>;
/** Shopper's words: escaped by React, direction from their own first letter. */
const Typed = ({ children }: { children: string }) => <span dir="auto">{children}</span>;

function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '20px 0' }}>
      <tbody>
        <tr>
          <td style={{ borderRadius: 6, background: T.teal700 }}>
            <a
              className="button"
              href={href}
              style={{
                display: 'inline-block',
                padding: '12px 22px',
                color: T.white,
                background: T.teal700,
                borderRadius: 6,
                fontWeight: 600,
                textDecoration: 'none',
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

function Lines({ order }: { order: Order }) {
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
function mailAddressLines(a: Partial<Address>): string[] {
  return [...addressLines(a), a.phone].filter((l): l is string => Boolean(l?.trim()));
}

function AddressBlock({ title, address }: { title: string; address: Partial<Address> }) {
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

function BankTransferBlock({ order }: { order: Order }) {
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

function bankTransferText(order: Order): string[] {
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

function linesText(order: Order): string[] {
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

function OrderDetails({ order, owner }: { order: Order; owner?: boolean }) {
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

function orderDetailsText(order: Order, owner = false): string[] {
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

const footerText = ['', '-- ', `${BRAND} · ${M.footerTagline}`, M.footer(SUPPORT_EMAIL, PHONE)];

function page(ctx: MailContext, subject: string, preheader: string, body: ReactNode): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <Layout site={ctx.siteUrl} title={subject} preheader={preheader}>
      {body}
    </Layout>,
  )}`;
}

/** A queued message with its order read: what a template is given. */
export type MailToRender = MailMessage extends infer M
  ? M extends { orderId: number }
    ? Omit<M, 'orderId'> & { order: Order }
    : M
  : never;

/** The subject, HTML and text of a queued message. */
export function renderMail(message: MailToRender, ctx: MailContext): RenderedMail {
  switch (message.kind) {
    case 'order-received': {
      const o = message.order;
      const subject = M.orderReceivedSubject(o.number);
      const intro = o.bank_transfer ? M.orderReceivedBankIntro(o.number) : M.orderReceivedIntro(o.number);
      const greeting = M.greeting(o.billing.first_name ?? '');
      const html = page(
        ctx,
        subject,
        intro,
        <>
          <Heading>{M.orderReceivedHeading}</Heading>
          <P>
            <Typed>{greeting}</Typed>
          </P>
          <P>{intro}</P>
          <BankTransferBlock order={o} />
          <Button href={orderLink(ctx, o)}>{M.viewOrder}</Button>
          <OrderDetails order={o} />
        </>,
      );
      const text = [
        M.orderReceivedHeading,
        '',
        greeting,
        '',
        intro,
        '',
        ...bankTransferText(o),
        `${M.viewOrder}: ${orderLink(ctx, o)}`,
        '',
        ...orderDetailsText(o),
        ...footerText,
      ];
      return { subject, html, text: text.join('\n') };
    }
    case 'owner-new-order': {
      const o = message.order;
      const total = formatMoney(o.total);
      const subject = M.ownerNewOrderSubject(o.number, total);
      const who = `${fullName(o.billing)} (${[o.billing.email, o.billing.phone].filter(Boolean).join(', ')})`;
      const intro = M.ownerNewOrderIntro(who, total, o.payment_method_title);
      const html = page(
        ctx,
        subject,
        intro,
        <>
          <Heading>{M.ownerNewOrderHeading(o.number)}</Heading>
          <P>
            <Typed>{intro}</Typed>
          </P>
          <Button href={link(ctx, `/admin/orders/${o.id}`)}>{M.ownerOpenOrder}</Button>
          <OrderDetails order={o} owner />
        </>,
      );
      const text = [
        M.ownerNewOrderHeading(o.number),
        '',
        intro,
        '',
        `${M.ownerOpenOrder}: ${link(ctx, `/admin/orders/${o.id}`)}`,
        '',
        ...orderDetailsText(o, true),
        ...footerText,
      ];
      return { subject, html, text: text.join('\n') };
    }
    case 'order-status': {
      const o = message.order;
      const changed = message.from !== message.status;
      const to = statusLabel(message.status);
      const subject = changed ? M.statusSubject(o.number, to) : M.noteSubject(o.number);
      const heading = changed ? M.statusHeading(to) : M.noteHeading;
      const intro = changed ? M.statusIntro(o.number, statusLabel(message.from), to) : M.noteIntro(o.number);
      const greeting = M.greeting(o.billing.first_name ?? '');
      const html = page(
        ctx,
        subject,
        intro,
        <>
          <Heading>{heading}</Heading>
          <P>
            <Typed>{greeting}</Typed>
          </P>
          <P>{intro}</P>
          {message.note ? (
            <table
              role="presentation"
              className="panel"
              width="100%"
              cellPadding={0}
              cellSpacing={0}
              style={{ background: T.sand50, borderLeft: `4px solid ${T.gold400}`, margin: '8px 0 16px' }}
            >
              <tbody>
                <tr>
                  <td style={{ padding: '12px 16px' }}>
                    <p
                      className="muted"
                      style={{
                        margin: '0 0 4px',
                        fontSize: 13,
                        color: T.muted,
                        textTransform: 'uppercase',
                        letterSpacing: 1,
                      }}
                    >
                      {M.noteLabel}
                    </p>
                    <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                      <Typed>{message.note}</Typed>
                    </p>
                  </td>
                </tr>
              </tbody>
            </table>
          ) : null}
          <Button href={orderLink(ctx, o)}>{M.viewOrder}</Button>
          <Sub>{M.orderNumber(o.number)}</Sub>
          <Lines order={o} />
        </>,
      );
      const text = [
        heading,
        '',
        greeting,
        '',
        intro,
        '',
        ...(message.note ? [`${M.noteLabel}:`, message.note, ''] : []),
        `${M.viewOrder}: ${orderLink(ctx, o)}`,
        '',
        M.orderNumber(o.number).toUpperCase(),
        ...linesText(o),
        ...footerText,
      ];
      return { subject, html, text: text.join('\n') };
    }
    case 'password-reset': {
      const subject = M.resetSubject;
      const url = link(ctx, `/forgot-password?code=${encodeURIComponent(message.code)}`);
      const greeting = M.greeting(message.name);
      const html = page(
        ctx,
        subject,
        M.resetIntro,
        <>
          <Heading>{M.resetHeading}</Heading>
          <P>
            <Typed>{greeting}</Typed>
          </P>
          <P>{M.resetIntro}</P>
          <p
            className="panel rule"
            style={{
              margin: '0 0 12px',
              padding: '12px 16px',
              background: T.sand50,
              border: `1px solid ${T.line}`,
              borderRadius: 8,
              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
              fontSize: 18,
              letterSpacing: 1,
              wordBreak: 'break-all',
            }}
          >
            {message.code}
          </p>
          <Button href={url}>{M.resetButton}</Button>
          <p className="muted" style={{ margin: 0, fontSize: 14, color: T.muted }}>
            {M.resetIgnore}
          </p>
        </>,
      );
      const text = [
        M.resetHeading,
        '',
        greeting,
        '',
        M.resetIntro,
        '',
        message.code,
        '',
        `${M.resetButton}: ${url}`,
        '',
        M.resetIgnore,
        ...footerText,
      ];
      return { subject, html, text: text.join('\n') };
    }
    case 'email-changed': {
      const subject = M.emailChangedSubject;
      const greeting = M.greeting(message.name);
      const intro = M.emailChangedIntro(message.newEmail);
      const html = page(
        ctx,
        subject,
        intro,
        <>
          <Heading>{M.emailChangedHeading}</Heading>
          <P>
            <Typed>{greeting}</Typed>
          </P>
          <P>
            <Typed>{intro}</Typed>
          </P>
          <p className="muted" style={{ margin: 0, fontSize: 14, color: T.muted }}>
            {M.emailChangedIgnore}
          </p>
        </>,
      );
      const text = [M.emailChangedHeading, '', greeting, '', intro, '', M.emailChangedIgnore, ...footerText];
      return { subject, html, text: text.join('\n') };
    }
    case 'welcome': {
      const subject = M.welcomeSubject;
      const greeting = M.greeting(message.name);
      const url = link(ctx, '/account');
      // The proof of the mailbox comes first: it is what makes her guest orders hers.
      const confirm = message.code ? confirmLink(ctx, message.code) : null;
      const confirmIntro = M.confirmEmailIntro(message.to);
      const html = page(
        ctx,
        subject,
        M.welcomeIntro,
        <>
          <Heading>{M.welcomeHeading}</Heading>
          <P>
            <Typed>{greeting}</Typed>
          </P>
          <P>{M.welcomeIntro}</P>
          {confirm ? (
            <>
              <P>
                <Typed>{confirmIntro}</Typed>
              </P>
              <Button href={confirm}>{M.confirmEmailButton}</Button>
            </>
          ) : (
            <Button href={url}>{M.welcomeButton}</Button>
          )}
        </>,
      );
      const text = [
        M.welcomeHeading,
        '',
        greeting,
        '',
        M.welcomeIntro,
        '',
        ...(confirm ? [confirmIntro, '', `${M.confirmEmailButton}: ${confirm}`] : [`${M.welcomeButton}: ${url}`]),
        ...footerText,
      ];
      return { subject, html, text: text.join('\n') };
    }
    case 'confirm-email': {
      const subject = M.confirmEmailSubject;
      const greeting = M.greeting(message.name);
      const url = confirmLink(ctx, message.code);
      const intro = M.confirmEmailIntro(message.to);
      const html = page(
        ctx,
        subject,
        intro,
        <>
          <Heading>{M.confirmEmailHeading}</Heading>
          <P>
            <Typed>{greeting}</Typed>
          </P>
          <P>
            <Typed>{intro}</Typed>
          </P>
          <Button href={url}>{M.confirmEmailButton}</Button>
          <p className="muted" style={{ margin: 0, fontSize: 14, color: T.muted }}>
            {M.confirmEmailIgnore}
          </p>
        </>,
      );
      const text = [
        M.confirmEmailHeading,
        '',
        greeting,
        '',
        intro,
        '',
        `${M.confirmEmailButton}: ${url}`,
        '',
        M.confirmEmailIgnore,
        ...footerText,
      ];
      return { subject, html, text: text.join('\n') };
    }
  }
}
