import { MSG } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import type { PaymentGateway } from '../../lib/schemas/order';
import type { ShippingQuote } from '../../lib/schemas/shipping';
import { el } from '../site/dom';

/** Why the last quote failed: the store's word on the address (fix it), or that it could not answer (retry). */
export interface QuoteError {
  message: string;
  retry: boolean;
}

/** What each box was last drawn from: a list is built again only when it changed, so a radio keeps the focus. */
const drawn = new WeakMap<HTMLElement, string>();

function once(box: HTMLElement, says: string, draw: () => Node[]): boolean {
  if (drawn.get(box) === says) return false;
  drawn.set(box, says);
  box.replaceChildren(...draw());
  return true;
}

/** One radio of a list of choices: its name, a line under it, and a price at the end. */
function choice(name: string, id: string, title: string, description: string, price?: string): HTMLLabelElement {
  const label = el('label', 'choice');
  const input = el('input');
  Object.assign(input, { type: 'radio', name, value: id });
  const text = el('span', 'choice-text');
  text.append(el('strong', undefined, title));
  if (description) text.append(el('span', 'muted', description));
  label.append(input, text);
  if (price !== undefined) label.append(el('span', 'choice-price', formatMoney(price)));
  return label;
}

function check(box: HTMLElement, chosen: string): void {
  for (const input of box.querySelectorAll<HTMLInputElement>('input[type="radio"]'))
    input.checked = input.value === chosen;
}

/** Shipping: the store's rates for the address, or why there are none yet (loading, refused, failed with Retry). */
export function drawRates(
  box: HTMLElement,
  quote: ShippingQuote | null,
  error: QuoteError | null,
  chosen: string,
  retry: () => void,
): void {
  if (error && quote === null) {
    once(box, JSON.stringify(error), () => {
      const alert = el('div', 'alert alert-danger');
      alert.setAttribute('role', 'alert');
      alert.append(el('p', undefined, error.message));
      if (error.retry) {
        const again = el('button', 'btn btn-outline btn-sm', MSG.retry);
        again.type = 'button';
        again.addEventListener('click', retry);
        alert.append(again);
      }
      return [alert];
    });
    return;
  }
  if (quote === null) {
    once(box, 'loading', () => {
      const p = el('p', 'muted', MSG.loadingShippingMethods);
      p.setAttribute('role', 'status');
      return [p];
    });
    return;
  }
  if (quote.rates.length === 0) {
    once(box, 'none', () => {
      const p = el('p', 'alert alert-warning', MSG.noShippingToAddress);
      p.setAttribute('role', 'status');
      return [p];
    });
    return;
  }
  once(box, JSON.stringify(quote.rates.map((r) => [r.id, r.name, r.description, r.price])), () => {
    const group = el('div', 'choices');
    group.setAttribute('role', 'radiogroup');
    group.setAttribute('aria-label', MSG.shippingMethod);
    group.append(...quote.rates.map((r) => choice('shipping_method', r.id, r.name, r.description ?? '', r.price)));
    return [group];
  });
  check(box, chosen);
}

/** Payment: the store's methods, or that they are on their way. */
export function drawGateways(box: HTMLElement, gateways: PaymentGateway[] | null, chosen: string): void {
  if (gateways === null) return;
  if (gateways.length === 0) {
    once(box, 'none', () => {
      const p = el('p', 'alert alert-warning', MSG.noPaymentForUndelivered);
      p.setAttribute('role', 'status');
      return [p];
    });
    return;
  }
  once(box, JSON.stringify(gateways.map((g) => [g.id, g.title, g.description])), () => {
    const list = el('div', 'choices');
    list.append(...gateways.map((g) => choice('payment_method', g.id, g.title, g.description ?? '')));
    return [list];
  });
  check(box, chosen);
}
