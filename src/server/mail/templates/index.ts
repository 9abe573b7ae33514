/**
 * The emails, as React components rendered to static HTML on the server (plain React: the
 * shop already ships react-dom/server, and a dozen table cells do not need a framework), each
 * with a plain-text part built from the same facts. Mail clients ignore stylesheets and most
 * layout CSS: tables for layout, inline styles, one <style> only for dark mode and phones.
 * Shopper text (names, addresses, notes) is given to React as text, so it is escaped and kept
 * exactly; dir="auto" lets an Arabic address run right to left. One file per family of messages
 * (order-messages.tsx, account-messages.tsx); what they share apart: the frame (layout.tsx), the
 * pieces of a body (parts.tsx), an order as the messages show it (order-details.tsx).
 */
import type { MailContext, MailToRender, RenderedMail } from './types';
import { inLocale } from '../../../lib/i18n/current';
import type { Locale } from '../../../lib/i18n/locales';
// The server's language scope, so inLocale below holds when the mail worker runs alone.
import '../../i18n/locale-scope';
import { renderOrderReceived, renderOrderStatus, renderOwnerNewOrder } from './order-messages';
import { renderConfirmEmail, renderEmailChanged, renderPasswordReset, renderWelcome } from './account-messages';

/**
 * The language a message is written in: an order's, the order's own (she placed it in Arabic: her
 * confirmation, and every status mail after, even one the owner's English screen sent); the
 * owner's mails, English like the back office; any other, the language of the page she was on.
 */
function languageOf(message: MailToRender): Locale {
  if (message.kind === 'owner-new-order') return 'en';
  if ('order' in message) return message.order.language;
  return message.language ?? 'en';
}

/** The subject, HTML and text of a queued message, in its language. */
export function renderMail(message: MailToRender, ctx: MailContext): RenderedMail {
  return inLocale(languageOf(message), () => render(message, ctx));
}

function render(message: MailToRender, ctx: MailContext): RenderedMail {
  switch (message.kind) {
    case 'order-received':
      return renderOrderReceived(message, ctx);
    case 'owner-new-order':
      return renderOwnerNewOrder(message, ctx);
    case 'order-status':
      return renderOrderStatus(message, ctx);
    case 'password-reset':
      return renderPasswordReset(message, ctx);
    case 'email-changed':
      return renderEmailChanged(message, ctx);
    case 'welcome':
      return renderWelcome(message, ctx);
    case 'confirm-email':
      return renderConfirmEmail(message, ctx);
  }
}
