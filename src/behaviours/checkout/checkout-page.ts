import { api, ApiError } from '../../lib/api';
import {
  addressErrors,
  addressFieldNamed,
  checkoutSteps,
  checkoutTotals,
  editBilling,
  editShipping,
  gatewaysFor,
  moveRefusal,
  newDraft,
  orderBody,
  orderRefusal,
  prefillDraft,
  quotes,
  rateAfterQuote,
  serverRefusal,
  setBillingSame,
  shippingRefusal,
  STEP_LABELS,
  usableGateways,
  type AddressErrors,
  type AddressField,
  type AddressSection,
  type CheckoutDraft,
  type CheckoutStep,
  type Refusal,
} from '../../lib/checkout';
import { charactersLeft } from '../../lib/engraving';
import { emptyCart } from '../../lib/empty-cart';
import { GIFT_MSG, MSG } from '../../lib/messages';
import { formatMoney, toMinor } from '../../lib/money';
import type { Cart } from '../../lib/schemas/cart';
import { GIFT_MESSAGE_MAX } from '../../lib/schemas/engraving';
import type { PaymentGateway } from '../../lib/schemas/order';
import type { ShippingQuote } from '../../lib/schemas/shipping';
import { yieldToMain } from '../../lib/yield';
import { $cart, applyCart, refreshCart, setGiftWrap } from '../../stores/cart';
import { dismissToasts, toast } from '../../stores/toasts';
import { codeField } from '../discount/code-field';
import { notePlaced, rememberOrderKey } from '../order/order-keys';
import { loadFailure } from '../cart/load-failure';
import { el, setText } from '../site/dom';
import { loadCustomer } from './customer';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import { drawSummary } from './summary';
import { drawGateways, drawRates, type QuoteError } from './choices';

/** The checkout's refusal toasts: one at a time, cleared once the shopper gets past it. */
const REFUSAL = 'checkout-refusal';
/** Place Order's own failure toasts: a second replaces the first; an order that goes through clears them. */
const ORDER = 'checkout-order';

type Part = 'loading' | 'empty' | 'placed' | 'steps';

/**
 * /checkout in plain DOM: the frame is the page's HTML (src/components/checkout/CheckoutForm.astro)
 * and this fills it. It holds the shopper's draft (kept in this tab until the order is placed, see
 * draft-storage.ts), the cart, the store's quote and payment methods, and moves between the steps,
 * each move checked by the rules of src/lib/checkout.ts first. Totals are always the server's.
 */
class CheckoutPage extends HTMLElement {
  private draft: CheckoutDraft = newDraft();
  private cartState: 'loading' | 'ready' | 'error' = 'loading';
  private quote: ShippingQuote | null = null;
  /** Why the latest quote failed; cleared when another starts, so a retry shows as loading. */
  private quoteError: QuoteError | null = null;
  private quoteRequest = 0;
  private gateways: PaymentGateway[] | null = null;
  private placedId: number | null = null;
  private pending = false;
  /** The gift wrap the shopper just asked for, shown until the store's cart settles it. */
  private wrapAsked: boolean | null = null;
  /** Once a step was refused for an address form, its fields say what is wrong as she types. */
  private readonly showErrors: Record<AddressSection, boolean> = { shipping: false, billing: false };
  /** What the server refused that the form did not catch, until that field is edited. */
  private readonly serverErrors: Record<AddressSection, AddressErrors> = { shipping: {}, billing: {} };
  private unsubscribe: (() => void) | null = null;

  connectedCallback(): void {
    this.wire();
    const start = loadDraft() ?? newDraft();
    this.draft = start;
    this.fillInputs();
    // Past the address: the store's rates for it, and the chosen one's totals, are asked again.
    if (start.step !== 'information') void this.askQuote(start, start.shippingMethod);
    let seen: string | null = null;
    this.unsubscribe = $cart.subscribe((cart) => {
      // The restored step, once the cart says whether anything is shipped: one the draft can no
      // longer reach (edited elsewhere, say) falls back to the start.
      if (cart && seen === null && moveRefusal(this.draft, 'information', this.draft.step, this.needsShipping))
        this.draft = { ...this.draft, step: 'information' };
      // The cart changed under the totals in hand (another tab, a code, the gift wrap): Place
      // Order waits for the store's new ones, never a total the shopper was not shown.
      const now = cart ? JSON.stringify([cart.items.map((i) => [i.key, i.quantity]), cart.totals, cart.coupons]) : '';
      if (seen !== null && now !== seen && this.quoteRequest > 0 && this.placedId === null) this.renewQuote(this.draft);
      if (cart) seen = now;
      this.render();
    });
    this.loadCart();
    // The later steps' choices and a customer's saved details start in tasks of their own.
    void (async () => {
      await yieldToMain();
      api.checkout.paymentGateways().then(
        (g) => this.set(() => (this.gateways = usableGateways(g))),
        () => this.set(() => (this.gateways = usableGateways(null))),
      );
      await yieldToMain();
      const user = await loadCustomer();
      if (!user) return;
      const inFocus = addressFieldNamed((document.activeElement as HTMLInputElement | null)?.name);
      this.change(prefillDraft(this.draft, user, inFocus));
      this.fillInputs();
    })();
  }

  disconnectedCallback(): void {
    this.unsubscribe?.();
  }

  private get cart(): Cart | null {
    return $cart.get();
  }

  /** A cart nothing in which is shipped (a service, a file) skips Shipping and pays no shipping. */
  private get needsShipping(): boolean {
    return this.cart?.needs_shipping !== false;
  }

  private piece<T extends HTMLElement = HTMLElement>(name: string): T {
    return this.querySelector<T>(`[data-part="${name}"]`)!;
  }

  /**
   * The part a template holds, drawn after it while `shown` and taken out otherwise (a hidden field
   * would still answer to its label). True when it was just drawn.
   */
  private drawn(template: string, shown: boolean): boolean {
    const holder = this.piece<HTMLTemplateElement>(template);
    const part = holder.nextElementSibling?.hasAttribute('data-drawn') ? holder.nextElementSibling : null;
    if (!shown) {
      part?.remove();
      return false;
    }
    if (part) return false;
    const copy = holder.content.firstElementChild!.cloneNode(true) as HTMLElement;
    copy.dataset.drawn = '';
    holder.after(copy);
    return true;
  }

  /** A change of state, then the page drawn from it. */
  private set(update: () => void): void {
    update();
    this.render();
  }

  /** A new draft: drawn, and kept in this tab until the order is placed. */
  private change(next: CheckoutDraft): void {
    this.draft = next;
    if (this.placedId === null) saveDraft(next);
    this.render();
  }

  private loadCart(): void {
    this.set(() => (this.cartState = 'loading'));
    refreshCart({ force: true }).then(
      () => this.set(() => (this.cartState = 'ready')),
      () => this.set(() => (this.cartState = 'error')),
    );
  }

  /** The listeners, once: every control of the frame reads the state at the moment it is used. */
  private wire(): void {
    const form = this.querySelector('form')!;
    form.addEventListener('submit', (e) => e.preventDefault());
    // The address fields, the billing form's too (drawn only while it differs): one listener for all.
    const edit = (e: Event) => {
      const input = e.target as HTMLInputElement | HTMLSelectElement;
      const section = input.dataset.address as AddressSection | undefined;
      const field = input.dataset.field as AddressField;
      if (!section) return;
      // An edit puts right whatever the server said about that field.
      delete this.serverErrors[section][field];
      this.change((section === 'shipping' ? editShipping : editBilling)(this.draft, field, input.value));
    };
    // Enter in a field moves on, as in an ordinary form (the steps have no submit button): never
    // from Payment, where the way on is placing the order.
    form.addEventListener('keydown', (e) => {
      const field = e.target as HTMLElement;
      if (e.key !== 'Enter' || !(field instanceof HTMLInputElement) || field.type === 'checkbox') return;
      const next = field
        .closest('[role="tabpanel"]')
        ?.querySelector<HTMLButtonElement>('[data-go][data-primary-action]');
      if (!next) return;
      e.preventDefault();
      this.goTo(next.dataset.go as CheckoutStep);
    });
    form.addEventListener('input', edit);
    form.addEventListener('change', edit);
    form.addEventListener('change', (e) => {
      const box = e.target as HTMLInputElement;
      if (box.name !== 'billing_same') return;
      this.change(setBillingSame(this.draft, box.checked));
      this.fillInputs();
    });
    for (const button of this.querySelectorAll<HTMLButtonElement>('[data-go]'))
      button.addEventListener('click', () => this.goTo(button.dataset.go as CheckoutStep));
    const tabs = this.querySelector('[role="tablist"]')!;
    tabs.addEventListener('click', (e) => {
      const tab = (e.target as Element).closest<HTMLElement>('[role="tab"]');
      if (tab) this.goTo(tab.dataset.step as CheckoutStep);
    });
    // Arrow keys, Home and End move the focus between the tabs; Enter or Space asks to open one.
    tabs.addEventListener('keydown', (e) => {
      const event = e as KeyboardEvent;
      const shown = [...tabs.querySelectorAll<HTMLElement>('[role="tab"]:not([hidden])')];
      const index = shown.indexOf(event.target as HTMLElement);
      const n = shown.length;
      const next = { ArrowRight: index + 1, ArrowLeft: index - 1 + n, Home: 0, End: n - 1 }[event.key];
      if (next === undefined || index < 0) return;
      event.preventDefault();
      shown[next % n]?.focus();
    });
    const text = (name: string, key: 'customerNote' | 'giftMessage') => {
      const area = this.querySelector<HTMLTextAreaElement>(`textarea[name="${name}"]`)!;
      area.addEventListener('input', () => this.change({ ...this.draft, [key]: area.value }));
    };
    text('customer_note', 'customerNote');
    text('gift_message', 'giftMessage');
    const hide = this.querySelector<HTMLInputElement>('input[name="gift_hide_prices"]')!;
    hide.addEventListener('change', () => this.change({ ...this.draft, giftHidePrices: hide.checked }));
    const wrap = this.querySelector<HTMLInputElement>('input[name="gift_wrap"]')!;
    wrap.addEventListener('change', () => void this.toggleWrap(wrap.checked));
    this.piece('rates').addEventListener('change', (e) => {
      const input = e.target as HTMLInputElement;
      if (input.name !== 'shipping_method') return;
      this.change({ ...this.draft, shippingMethod: input.value });
      void this.askQuote(this.draft, input.value);
    });
    this.piece('gateways').addEventListener('change', (e) => {
      const input = e.target as HTMLInputElement;
      if (input.name === 'payment_method') this.change({ ...this.draft, paymentMethod: input.value });
    });
    this.querySelector('[data-place-order]')!.addEventListener('click', () => void this.placeOrder());
    // A code applied or taken off changes the cart, and so the totals (see the cart's subscription).
    this.querySelector('.checkout-summary')!.append(codeField());
  }

  /** The address forms, the note and the gift message as the draft holds them (after a restore, a prefill, a copy). */
  private fillInputs(): void {
    const { draft } = this;
    for (const input of this.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-address]')) {
      const address = input.dataset.address === 'shipping' ? draft.shipping : draft.billing;
      const value = address[input.dataset.field as AddressField] ?? '';
      // A saved address may name a country outside the list: it stays selectable.
      if (input instanceof HTMLSelectElement && value && ![...input.options].some((o) => o.value === value))
        input.append(new Option(value, value));
      if (input.value !== value) input.value = value;
    }
    const set = (selector: string, value: string) => {
      const area = this.querySelector<HTMLTextAreaElement>(selector)!;
      if (area.value !== value) area.value = value;
    };
    set('textarea[name="customer_note"]', draft.customerNote);
    set('textarea[name="gift_message"]', draft.giftMessage);
    this.querySelector<HTMLInputElement>('input[name="gift_hide_prices"]')!.checked = draft.giftHidePrices;
    const same = this.querySelector<HTMLInputElement>('input[name="billing_same"]');
    if (same) same.checked = draft.billingSameAsShipping;
  }

  private goTo(target: CheckoutStep): void {
    const { draft, needsShipping } = this;
    if (!needsShipping && target === 'shipping') target = draft.step === 'payment' ? 'information' : 'payment';
    const refusal =
      moveRefusal(draft, draft.step, target, needsShipping) ??
      (target === 'payment' && draft.step === 'shipping' ? shippingRefusal(this.quote, draft.shippingMethod) : null);
    if (refusal) return this.refuse(refusal);
    dismissToasts(REFUSAL);
    // Leaving Information, by a button or a tab: the store's rates and totals for the address just given.
    if (draft.step === 'information' && target !== 'information') this.renewQuote(draft);
    this.change({ ...this.draft, step: target });
    document.getElementById(`step-panel-${target}`)?.focus();
  }

  /** A refused step: the rule's message in a toast, its step opened, the fields at fault marked and the first focused. */
  private refuse({ message, step, section, field }: Refusal): void {
    toast({ title: message, variant: 'destructive', key: REFUSAL });
    if (section) this.showErrors[section] = true;
    this.change({ ...this.draft, step });
    if (!section) return;
    const target = this.querySelector<HTMLElement>(
      field ? `#${section}-${field}` : `[id^="${section}-"][aria-invalid="true"]`,
    );
    if (target && !target.closest('[hidden]')) target.focus();
  }

  /**
   * Asks the store for its rates for the shipping address, the chosen rate selected; only the
   * latest answer counts. A chosen rate the address no longer has is forgotten; with none chosen,
   * the only rate, or the one the store selected, is chosen for the shopper (rateAfterQuote).
   */
  private async askQuote(from: CheckoutDraft, rate: string): Promise<void> {
    const request = ++this.quoteRequest;
    this.set(() => (this.quoteError = null));
    try {
      const answer = await api.checkout.quoteShipping(from.shipping, rate || undefined);
      if (request !== this.quoteRequest) return;
      const next = rateAfterQuote(answer, rate);
      // A rate taken on the shopper's behalf that the store did not count in these totals: its own quote.
      if (next && next !== rate && !answer.rates.some((r) => r.id === next && r.selected)) {
        this.change({ ...this.draft, shippingMethod: next });
        return this.askQuote(from, next);
      }
      this.quote = answer;
      if (next !== rate) this.change({ ...this.draft, shippingMethod: next });
      else this.render();
    } catch (e) {
      if (request !== this.quoteRequest) return;
      const refused = e instanceof ApiError && e.status === 400;
      this.set(
        () =>
          (this.quoteError = refused
            ? { message: e.message, retry: false }
            : { message: MSG.shippingRatesFailed, retry: true }),
      );
    }
  }

  /**
   * The totals in hand no longer hold (a new address, a code, the gift wrap): Place Order waits
   * for the store's new ones, so an order is never placed at a total the shopper was not shown.
   */
  private renewQuote(from: CheckoutDraft): void {
    this.quote = null;
    void this.askQuote(from, from.shippingMethod);
  }

  /** A code the order could not have was taken off the cart: read it again (its change renews the quote). */
  private reloadCart(): void {
    void refreshCart({ force: true }).catch(() => undefined);
  }

  private async toggleWrap(on: boolean): Promise<void> {
    this.set(() => (this.wrapAsked = on));
    try {
      // The wrap's price is in the cart's totals: its change renews the quote (see the cart's subscription).
      await setGiftWrap(on);
    } catch {
      toast({ title: GIFT_MSG.giftWrapFailed, variant: 'destructive', key: 'gift-wrap' });
    } finally {
      this.set(() => (this.wrapAsked = null));
    }
  }

  /**
   * Place Order: the rules first (a refusal moves the shopper to what is missing), then the order
   * itself, then the way to the confirmation page (or the payment method's own page). Everything
   * typed stays on a failure, and so does the idempotency key: a retry cannot make a second order.
   */
  private async placeOrder(): Promise<void> {
    if (this.pending) return;
    const { draft, quote } = this;
    const refusal = orderRefusal(draft, this.needsShipping) ?? shippingRefusal(quote, draft.shippingMethod);
    if (refusal) return this.refuse(refusal);
    // Never place an order at a total the shopper was not shown.
    if (!quotes(quote, draft.shippingMethod)) return;
    this.set(() => (this.pending = true));
    try {
      const result = await api.checkout.createOrder(orderBody(draft, this.needsShipping));
      rememberOrderKey(result.id, result.order_key);
      // The 'Order created successfully' toast is the confirmation page's: one made here would
      // vanish with the navigation.
      notePlaced(result.id, result.number);
      clearDraft();
      dismissToasts(ORDER);
      this.placedId = result.id;
      // The server emptied its cart: say so here at once (badge, its cache, other tabs), since the
      // page is about to unload and a refresh would not finish.
      applyCart(emptyCart());
      // A payment method that takes payment on its own page: pay there, then back to the confirmation.
      location.assign(result.payment_url ?? `/order-confirmation/${result.id}`);
    } catch (error) {
      this.pending = false;
      const said = this.orderFailure(error);
      if (said) toast({ ...said, variant: 'destructive', key: ORDER });
      this.render();
    }
  }

  /** What a refused or failed order tells the shopper: beside the field it names, else in a toast. */
  private orderFailure(error: unknown): { title: string; description?: string } | null {
    if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429) return { title: MSG.orderFailed };
    const data = (error.data ?? {}) as { field?: unknown };
    const refusal = serverRefusal(this.draft, { field: data.field, message: error.message });
    if (refusal) {
      this.serverErrors[refusal.section!][refusal.field!] = refusal.message;
      this.refuse(refusal);
      return null;
    }
    // A code the order could not have was taken off the cart: the new cart and total before she tries again.
    if (error.code === 'coupon_refused') this.reloadCart();
    return { title: MSG.orderRefused, description: error.message };
  }

  private show(part: Part | null): void {
    for (const name of ['loading', 'empty', 'placed', 'steps'] as const) this.piece(name).hidden = name !== part;
  }

  private render(): void {
    const { cart } = this;
    if (this.placedId !== null) return this.show('placed');
    if (!cart && this.cartState === 'error') {
      this.show(null);
      return this.showFailure(true);
    }
    this.showFailure(false);
    if (!cart) return this.show('loading');
    if (cart.items.length === 0) return this.show('empty');
    this.show('steps');
    this.drawSteps();
    this.drawErrors();
    drawRates(this.piece('rates'), this.quote, this.quoteError, this.draft.shippingMethod, () =>
      this.askQuote(this.draft, this.draft.shippingMethod),
    );
    this.drawPayment();
    this.drawGift(cart);
    const totals = checkoutTotals(cart, this.quote, this.draft.shippingMethod);
    this.drawPlaceOrder(quotes(this.quote, this.draft.shippingMethod) ? totals.total : null);
    drawSummary(this.querySelector('.checkout-summary')!, cart, totals);
  }

  /** The store could not be read and there is no cart to show: say so, with Retry. */
  private readonly showFailure = loadFailure(this, 'checkout-state', () => this.loadCart());

  /** The tabs this cart goes through, numbered; the step shown; the words that depend on shipping. */
  private drawSteps(): void {
    const { needsShipping, draft } = this;
    const steps = checkoutSteps(needsShipping);
    const current = !needsShipping && draft.step === 'shipping' ? 'information' : draft.step;
    for (const tab of this.querySelectorAll<HTMLButtonElement>('[role="tab"]')) {
      const step = tab.dataset.step as CheckoutStep;
      const index = steps.indexOf(step);
      tab.hidden = index < 0;
      setText(tab.querySelector('.step-number')!, String(index + 1));
      tab.setAttribute('aria-selected', String(step === current));
      tab.tabIndex = step === current ? 0 : -1;
      document.getElementById(`step-panel-${step}`)!.hidden = step !== current;
    }
    setText(this.piece('first-address'), needsShipping ? MSG.shippingAddress : MSG.billingAddress);
    this.piece('nothing-to-ship').hidden = needsShipping;
    const box = this.drawn('billing-same-box', needsShipping);
    if (this.drawn('billing-form', !draft.billingSameAsShipping && needsShipping) || box) this.fillInputs();
    const after = needsShipping ? 'shipping' : 'payment';
    const next = this.querySelector<HTMLButtonElement>('#step-panel-information [data-go]')!;
    next.dataset.go = after;
    setText(next, MSG.continueTo(STEP_LABELS[after]));
    const before = needsShipping ? 'shipping' : 'information';
    const back = this.querySelector<HTMLButtonElement>('#step-panel-payment [data-go]')!;
    back.dataset.go = before;
    setText(back, MSG.backTo(STEP_LABELS[before]));
  }

  /** Each address field's problem beside it: the rules' once a step was refused for that form, the server's until edited. */
  private drawErrors(): void {
    const errors: Record<AddressSection, AddressErrors> = { shipping: {}, billing: {} };
    for (const section of ['shipping', 'billing'] as const) {
      const address = section === 'shipping' ? this.draft.shipping : this.draft.billing;
      errors[section] = this.showErrors[section]
        ? { ...addressErrors(address), ...this.serverErrors[section] }
        : this.serverErrors[section];
    }
    for (const input of this.querySelectorAll<HTMLElement>('[data-address]')) {
      const error = errors[input.dataset.address as AddressSection][input.dataset.field as AddressField];
      const id = `${input.id}-error`;
      let note = document.getElementById(id);
      if (!error) {
        note?.remove();
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
        continue;
      }
      if (!note) {
        note = el('p', 'field-error');
        note.id = id;
        input.after(note);
      }
      setText(note, error);
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', id);
    }
  }

  /**
   * The methods this cart may be paid by. One chosen that it may no longer be (cash on delivery,
   * once only pieces with nothing to deliver are left) is unchosen, so Place Order asks again.
   */
  private drawPayment(): void {
    const offered = this.gateways && gatewaysFor(this.gateways, this.needsShipping);
    const chosen = this.draft.paymentMethod;
    if (offered && chosen && !offered.some((g) => g.id === chosen))
      return this.change({ ...this.draft, paymentMethod: '' });
    drawGateways(this.piece('gateways'), offered, chosen);
  }

  /**
   * Gift wrap at the store's price (shown once the cart offers it), the message's count. A cart
   * with nothing to deliver has no parcel to wrap, no card to write and no slip: no gift options.
   */
  private drawGift(cart: Cart): void {
    this.querySelector<HTMLElement>('.gift-options')!.hidden = !this.needsShipping;
    const wrap = cart.gift_wrap;
    const label = this.piece('gift-wrap');
    label.hidden = !wrap;
    if (wrap) {
      const box = label.querySelector('input')!;
      const busy = this.wrapAsked !== null;
      box.checked = this.wrapAsked ?? wrap.chosen;
      box.disabled = busy;
      if (busy) box.setAttribute('aria-busy', 'true');
      else box.removeAttribute('aria-busy');
      setText(
        this.piece('gift-wrap-price'),
        toMinor(wrap.price) > 0 ? GIFT_MSG.giftWrapPrice(formatMoney(wrap.price)) : GIFT_MSG.giftWrapFree,
      );
    }
    const left = charactersLeft({ max_length: GIFT_MESSAGE_MAX }, this.draft.giftMessage);
    const area = this.querySelector<HTMLTextAreaElement>('#gift-message')!;
    if (left < 0) area.setAttribute('aria-invalid', 'true');
    else area.removeAttribute('aria-invalid');
    const count = this.querySelector<HTMLElement>('#gift-message-count')!;
    count.classList.toggle('field-error', left < 0);
    count.classList.toggle('muted', left >= 0);
    setText(count, GIFT_MSG.charactersLeft(left, GIFT_MESSAGE_MAX));
  }

  /** Place Order names the store's total, and waits (disabled) while a new one is on its way. */
  private drawPlaceOrder(total: string | null): void {
    const button = this.querySelector<HTMLButtonElement>('[data-place-order]')!;
    const waiting = this.pending || total === null;
    button.disabled = waiting;
    button.setAttribute('aria-disabled', String(waiting));
    setText(
      button,
      this.pending ? MSG.placingOrder : total !== null ? MSG.placeOrder(formatMoney(total)) : MSG.updatingTotal,
    );
  }
}

if (!customElements.get('checkout-page')) customElements.define('checkout-page', CheckoutPage);
