// Orders (their lines, codes, gift options and notes), the summaries of a customer's list, and the payment gateways.
import type { Order, OrderNote, OrderSummary, PaymentGateway } from '../../../../lib/schemas/order';
import { GIFT_MSG } from '../../../../lib/gift-messages';
import type { OrderGift } from '../../../../lib/schemas/gift';
import type { WooGateway, WooOrder, WooOrderNote } from '../schemas/orders';
import { money, plain, utc } from './fields';
import { reshapeAddress } from './customers';
import { isLocale, type Locale } from '../../../../lib/i18n/locales';

export function reshapeOrderNote(n: WooOrderNote): OrderNote {
  return { id: n.id, note: plain(n.note), customer_note: n.customer_note, date_created: utc(n.date_created_gmt) ?? '' };
}

/**
 * REST v3 keeps no status history; the dates it does keep (created, paid, completed, last
 * change) give the steps a customer can rely on.
 */
function statusHistory(o: WooOrder): Order['status_history'] {
  const created = utc(o.date_created_gmt) ?? '';
  const paid = utc(o.date_paid_gmt);
  const completed = utc(o.date_completed_gmt);
  const steps: Order['status_history'] = [{ date: created, status: 'pending', note: 'Order placed' }];
  if (paid) steps.push({ date: paid, status: 'processing', note: 'Payment received' });
  if (completed) steps.push({ date: completed, status: 'completed' });
  const last = steps[steps.length - 1];
  if (last && last.status !== o.status) steps.push({ date: utc(o.date_modified_gmt) ?? last.date, status: o.status });
  return steps;
}

/**
 * A variation's values from its order line's meta: {key "pa_ring-size", display_key "Ring size",
 * display_value "7"}. WooCommerce's own meta (_reduced_stock) starts with "_".
 */
function lineChoices(
  meta: NonNullable<WooOrder['line_items']>[number]['meta_data'],
): Order['line_items'][number]['choices'] {
  return (meta ?? []).flatMap((m) => {
    const value = typeof m.display_value === 'string' ? plain(m.display_value) : '';
    const name = plain(m.display_key || m.key);
    // The shop's plugin's engraving is the line's text, not a choice.
    return m.key.startsWith('_') || m.key === 'nefertari_engraving' || !name || !value ? [] : [{ name, option: value }];
  });
}

/** An order line's engraving from the meta the shop's plugin wrote on it (nefertari_engraving and its label and price). */
function orderLineEngraving(meta: NonNullable<WooOrder['line_items']>[number]['meta_data']) {
  const value = (key: string) => {
    const v = meta?.find((m) => m.key === key)?.value;
    return typeof v === 'string' ? v : '';
  };
  const text = value('nefertari_engraving');
  if (!text) return {};
  return {
    engraving: {
      label: value('_nefertari_engraving_label') || GIFT_MSG.engravingFallbackLabel,
      text,
      price: value('_nefertari_engraving_price') || '0.00',
    },
  };
}

/** An order's gift options from the meta the shop's plugin wrote at checkout; none when it is not a gift. */
function orderGift(meta: WooOrder['meta_data']): { gift?: OrderGift } {
  const value = (key: string) => {
    const v = meta?.find((m) => m.key === `_nefertari_gift_${key}`)?.value;
    return typeof v === 'string' ? v : '';
  };
  if (!value('wrap')) return {};
  const total = Number(value('wrap_total'));
  return {
    gift: {
      wrap: value('wrap') === 'yes',
      wrap_total: Number.isFinite(total) ? total.toFixed(2) : '0.00',
      message: value('message'),
      hide_prices: value('hide_prices') === 'yes',
    },
  };
}

/** REST v3 order (+ its customer-visible notes) -> Order. Prices there are already decimal strings. */
export function reshapeOrder(o: WooOrder, notes: WooOrderNote[] = []): Order {
  return {
    id: o.id,
    number: o.number || String(o.id),
    order_key: o.order_key || undefined,
    status: o.status,
    currency: o.currency || 'EGP',
    date_created: utc(o.date_created_gmt) ?? '',
    date_completed: utc(o.date_completed_gmt),
    subtotal: (o.line_items ?? []).reduce((sum, l) => sum + Number(l.subtotal || 0), 0).toFixed(2),
    shipping_total: money(o.shipping_total) || '0.00',
    total_tax: money(o.total_tax) || '0.00',
    total: money(o.total) || '0.00',
    customer_id: o.customer_id,
    billing: reshapeAddress(o.billing),
    shipping: reshapeAddress(o.shipping),
    payment_method: o.payment_method,
    payment_method_title: plain(o.payment_method_title),
    customer_note: plain(o.customer_note),
    needs_payment: o.needs_payment === true,
    ...(o.needs_payment && /^https?:\/\//.test(o.payment_url) ? { payment_url: o.payment_url } : {}),
    line_items: (o.line_items ?? []).map((l) => ({
      id: l.id,
      product_id: l.product_id,
      variation_id: l.variation_id,
      choices: l.variation_id > 0 ? lineChoices(l.meta_data ?? []) : [],
      sku: l.sku,
      // A variation's line is named "Lotus Stacking Ring - 7"; the shop names the product and lists the choice.
      name: plain((l.variation_id > 0 && l.parent_name) || l.name),
      quantity: l.quantity,
      // WooCommerce's `price` is after the discount codes (990 for a 1,100 ring with 10 % off):
      // the unit price is the line's subtotal per piece.
      price: l.subtotal !== '' && l.quantity > 0 ? (Number(l.subtotal) / l.quantity).toFixed(2) : l.price.toFixed(2),
      total: money(l.total) || '0.00',
      subtotal: money(l.subtotal) || money(l.total) || '0.00',
      ...(l.image?.src ? { image: l.image.src } : {}),
      ...orderLineEngraving(l.meta_data),
    })),
    shipping_lines: (o.shipping_lines ?? []).map((s) => ({
      method_id: s.method_id,
      method_title: plain(s.method_title),
      total: money(s.total) || '0.00',
    })),
    ...(o.coupon_lines?.length
      ? {
          discount_total: money(o.discount_total) || '0.00',
          coupon_lines: o.coupon_lines.map((c) => ({
            code: plain(c.code),
            discount: money(c.discount) || '0.00',
            free_shipping: false,
          })),
        }
      : {}),
    status_history: statusHistory(o),
    notes: notes.filter((n) => n.customer_note).map(reshapeOrderNote),
    ...orderGift(o.meta_data),
    language: orderLanguage(o.meta_data),
  };
}

/** The order's meta holding the language it was placed in (set by the shop at checkout). */
export const ORDER_LANGUAGE_META = '_nefertari_language';

/** The language an order was placed in; English for an order placed elsewhere (wp-admin, before). */
function orderLanguage(meta: WooOrder['meta_data']): Locale {
  const value = meta?.find((m) => m.key === ORDER_LANGUAGE_META)?.value;
  return isLocale(value) ? value : 'en';
}

export function reshapeOrderSummary(o: WooOrder): OrderSummary {
  return {
    id: o.id,
    number: o.number || String(o.id),
    status: o.status,
    date_created: utc(o.date_created_gmt) ?? '',
    total: money(o.total) || '0.00',
    currency: o.currency || 'EGP',
    ...(Number(o.discount_total) > 0 ? { discount_total: money(o.discount_total) } : {}),
  };
}

export function reshapeGateway(g: WooGateway): PaymentGateway {
  return {
    id: g.id,
    title: plain(g.title) || g.id,
    description: plain(g.description),
    enabled: g.enabled,
    // WooCommerce refuses such a method itself at checkout for a cart that needs no shipping.
    shipped_only: g.settings?.enable_for_virtual?.value === 'no',
  };
}
