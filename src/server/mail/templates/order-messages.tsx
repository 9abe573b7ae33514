// The messages about an order: received (to the shopper), new (to the owner), its status changed or a note added.
import { MAIL_MSG as M } from '../../../lib/mail-messages';
import { OWNER_MAIL_MSG as OM } from '../../../lib/owner-mail-messages';
import { formatMoney } from '../../../lib/money';
import { statusLabel } from '../../../lib/order-status';
import type { Address } from '../../../lib/schemas/address';
import { MAIL_THEME as T, footerText, link, orderLink, page } from './layout';
import { Button, Heading, P, Sub, Typed } from './parts';
import { BankTransferBlock, Lines, OrderDetails, bankTransferText, linesText, orderDetailsText } from './order-details';
import type { MailContext, MailOf, RenderedMail } from './types';

const fullName = (a: Partial<Address>) => [a.first_name, a.last_name].filter(Boolean).join(' ');

/** "Order received": to the shopper, with where to pay a bank transfer. */
export function renderOrderReceived(message: MailOf<'order-received'>, ctx: MailContext): RenderedMail {
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

/** "New order": to the shop's owner, with both addresses. */
export function renderOwnerNewOrder(message: MailOf<'owner-new-order'>, ctx: MailContext): RenderedMail {
  const o = message.order;
  const total = formatMoney(o.total);
  const subject = OM.ownerNewOrderSubject(o.number, total);
  const who = `${fullName(o.billing)} (${[o.billing.email, o.billing.phone].filter(Boolean).join(', ')})`;
  const intro = OM.ownerNewOrderIntro(who, total, o.payment_method_title);
  const html = page(
    ctx,
    subject,
    intro,
    <>
      <Heading>{OM.ownerNewOrderHeading(o.number)}</Heading>
      <P>
        <Typed>{intro}</Typed>
      </P>
      <Button href={link(ctx, `/admin/orders/${o.id}`)}>{OM.ownerOpenOrder}</Button>
      <OrderDetails order={o} owner />
    </>,
  );
  const text = [
    OM.ownerNewOrderHeading(o.number),
    '',
    intro,
    '',
    `${OM.ownerOpenOrder}: ${link(ctx, `/admin/orders/${o.id}`)}`,
    '',
    ...orderDetailsText(o, true),
    ...footerText,
  ];
  return { subject, html, text: text.join('\n') };
}

/** A new status, or a note the shop added for the shopper. */
export function renderOrderStatus(message: MailOf<'order-status'>, ctx: MailContext): RenderedMail {
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
