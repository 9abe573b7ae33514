import { $cart } from '../../stores/cart';
import { applyTypedCode, codeFailure, takeOffCode } from '../../stores/discount-codes';
import { MSG } from '../../lib/messages';
import { codeLabel } from '../../lib/discounts';
import { el } from '../site/dom';
import './discount.css';

let fields = 0;

/**
 * "Have a code?", the discount code field of the cart page and the checkout, on the actions of
 * src/stores/discount-codes.ts. Collapsed until the shopper opens it; open while codes are on the
 * cart, so each can be taken off. A code that goes on or comes off changes the cart, which is what
 * the pages showing its totals follow.
 */
export function codeField(): HTMLDetailsElement {
  const id = `code-field-${++fields}`;
  const details = el('details', 'code-field');
  const list = el('ul', 'code-list');
  list.setAttribute('aria-label', MSG.appliedCodes);
  const form = el('form', 'code-form');
  form.noValidate = true;
  const label = el('label', undefined, MSG.discountCode);
  label.htmlFor = id;
  const row = el('div', 'code-row');
  const input = el('input', 'input');
  Object.assign(input, { id, name: 'code', autocomplete: 'off', spellcheck: false, maxLength: 64 });
  input.setAttribute('autocapitalize', 'characters');
  const submit = el('button', 'btn btn-outline', MSG.applyCode);
  submit.type = 'submit';
  row.append(input, submit);
  const error = el('p', 'field-error');
  error.id = `${id}-error`;
  error.setAttribute('role', 'alert');
  error.hidden = true;
  form.append(label, row, error);
  details.append(el('summary', undefined, MSG.haveACode), list, form);

  let busy = false;
  const setBusy = (on: boolean) => {
    busy = on;
    submit.disabled = on;
    submit.textContent = on ? MSG.applyingCode : MSG.applyCode;
    for (const b of list.querySelectorAll('button')) b.disabled = on;
  };
  const say = (text: string) => {
    error.textContent = text;
    error.hidden = !text;
    if (text) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  };
  const run = async (action: () => Promise<void>, done?: () => void) => {
    if (busy) return;
    setBusy(true);
    say('');
    try {
      await action();
      done?.();
    } catch (err) {
      say(codeFailure(err));
    } finally {
      setBusy(false);
    }
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(
      () => applyTypedCode(input.value),
      () => (input.value = ''),
    );
  });

  let shown = -1;
  $cart.subscribe((cart) => {
    const codes = cart?.coupons ?? [];
    // Opens when the first code arrives and closes when the last goes; the shopper's own opening stays.
    if (shown <= 0 !== (codes.length === 0)) details.open = codes.length > 0;
    shown = codes.length;
    list.hidden = codes.length === 0;
    list.replaceChildren(
      ...codes.map((c) => {
        const li = el('li');
        const take = el('button', 'btn btn-ghost btn-sm', MSG.removeCodeShort);
        take.type = 'button';
        take.disabled = busy;
        take.setAttribute('aria-label', MSG.removeCode(codeLabel(c.code)));
        take.addEventListener('click', () => void run(() => takeOffCode(c.code)));
        li.append(el('span', 'code-chip', codeLabel(c.code)), take);
        return li;
      }),
    );
  });
  return details;
}
