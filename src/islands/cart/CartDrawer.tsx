import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { CART_MSG } from '../../lib/cart-messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { refusalMessage } from '../../lib/api/refusal';
import {
  $cart,
  $cartStatus,
  cartIsFresh,
  followOtherTabs,
  readCart,
  removeCartItem,
  updateCartItem,
} from '../../stores/cart';
import {
  $cartDrawer,
  CART_DRAWER,
  closeCartDrawer,
  openCartDrawer,
  sayInCartDrawer,
  type DrawerNotice,
} from '../../stores/cart-drawer';
import { islandReady } from '../../stores/islands';
import Dialog from '../shared/Dialog';
import Totals from '../shared/Totals';
import CartLine from './CartLine';
import WaitingCodes from './WaitingCodes';
import { useWordsReady } from '../shared/use-words-ready';
import { localHref } from '../../lib/i18n/paths';

const TITLE_ID = 'cart-drawer-title';

/**
 * The cart drawer: the cart in a side sheet over the page, opened by the header's cart link and
 * after every add. On every page but the cart and the checkout (they show the cart themselves).
 * It hydrates when the shopper reaches for it (her pointer over or focus on the cart link or an
 * Add to Cart; a press on the link before then is held for it) or, when she has a cart, once the
 * page is idle, and then reads her lines, so it opens at once. Its changes say what happened at
 * its top; a middle click on the cart link, or a page without JavaScript, goes to /cart.
 */
export default function CartDrawer() {
  useWordsReady();
  const cart = useStore($cart);
  const status = useStore($cartStatus);
  const { open, notice, added, opener } = useStore($cartDrawer);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    followOtherTabs();
    if ($cart.get() === null) void readCart().catch(() => undefined);
    // The header's cart link opens the drawer on a plain press; a middle or modified click, or a
    // page without JavaScript, follows it to /cart.
    const openFromLink = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-cart-drawer]');
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void openCartDrawer({ opener: link });
    };
    document.addEventListener('click', openFromLink);
    islandReady(CART_DRAWER);
    return () => document.removeEventListener('click', openFromLink);
  }, []);

  // Opened from the header: a cart older than 30 s is read again. After an add: the new line in view.
  useEffect(() => {
    if (!open) return;
    if (!added && !cartIsFresh()) void readCart().catch(() => undefined);
    const line = added ? ($cart.get()?.items.findIndex(added) ?? -1) : -1;
    if (line >= 0) list.current?.children[line]?.scrollIntoView({ block: 'nearest' });
  }, [open, added]);

  /** A change to a line: the list waits meanwhile, then says what happened, or why not. */
  async function change(work: () => Promise<unknown>, done: string): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    sayInCartDrawer(null);
    try {
      await work();
      sayInCartDrawer({ title: done });
      return true;
    } catch (error) {
      sayInCartDrawer({ title: PAGE_MSG.error, body: refusalMessage(error) ?? PAGE_MSG.genericError, error: true });
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Remove had the focus: it goes to the next line's Remove, or the previous one's, or the close button. */
  async function remove(index: number, key: string) {
    const lines = list.current ? [...list.current.children] : [];
    const next = lines[index + 1] ?? lines[index - 1];
    const nextKey = next ? cart?.items[lines.indexOf(next)]?.key : undefined;
    if (!(await change(() => removeCartItem(key), CART_MSG.itemRemoved))) return;
    requestAnimationFrame(() => {
      const at = nextKey ? ($cart.get()?.items.findIndex((i) => i.key === nextKey) ?? -1) : -1;
      const target = at >= 0 ? list.current?.children[at]?.querySelector<HTMLElement>('.btn-ghost') : null;
      (target ?? closeButton.current)?.focus();
    });
  }

  const lines = cart?.items ?? [];
  return (
    <Dialog
      open={open}
      onClose={closeCartDrawer}
      labelledBy={TITLE_ID}
      className="side-sheet cart-drawer"
      returnFocusTo={opener}
    >
      <div className="cd-head">
        <h2 id={TITLE_ID}>
          {CART_MSG.cartDrawerTitle}{' '}
          <span className="cd-count">{cart ? `(${CART_MSG.cartItems(cart.item_count)})` : ''}</span>
        </h2>
        <button
          ref={closeButton}
          type="button"
          className="icon-btn cd-close"
          aria-label={CART_MSG.cartDrawerClose}
          onClick={closeCartDrawer}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="cd-body">
        {cart === null ? (
          status === 'failed' ? (
            <div className="cd-message">
              <p>{PAGE_MSG.backendUnavailable}</p>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => void readCart().catch(() => 0)}>
                {PAGE_MSG.retry}
              </button>
            </div>
          ) : (
            <div className="cd-message">
              <p>{CART_MSG.loadingCart}</p>
            </div>
          )
        ) : lines.length === 0 ? (
          <div className="cd-message">
            <p>{CART_MSG.cartEmpty}</p>
            <a className="btn btn-primary" href={localHref('/shop')}>
              {CART_MSG.continueShopping}
            </a>
          </div>
        ) : (
          <ul ref={list} className="cd-lines" aria-label={CART_MSG.cartDrawerTitle} aria-busy={busy || undefined}>
            {lines.map((item, index) => (
              <CartLine
                key={item.key}
                item={item}
                variant="drawer"
                busy={busy}
                onQuantity={(n) => void change(() => updateCartItem(item.key, n), PAGE_MSG.cartUpdated)}
                onRemove={() => void remove(index, item.key)}
              />
            ))}
          </ul>
        )}
      </div>
      {/* Below the lines, above the totals: a notice that appears as she changes a line moves
          nothing she is about to press. */}
      <p className="cd-notice" role="status">
        {notice && !notice.error && <Said notice={notice} />}
      </p>
      <p className="cd-notice cd-alert" role="alert">
        {notice?.error && <Said notice={notice} />}
      </p>
      {cart && lines.length > 0 && (
        <div className="cd-foot">
          <dl className="cd-sums">
            <Totals
              subtotal={cart.totals.subtotal}
              coupons={cart.coupons}
              shipping={
                cart.needs_shipping === false ? CART_MSG.noShippingNeeded : CART_MSG.shippingCalculatedAtCheckout
              }
              giftWrap={cart.totals.gift_wrap}
              total={cart.totals.total}
              totalClass="cd-total"
            />
          </dl>
          <WaitingCodes codes={cart.waiting_codes} />
          <a href={localHref('/checkout')} className="btn btn-primary btn-block">
            {CART_MSG.checkout}
          </a>
          <a href={localHref('/cart')} className="btn btn-outline btn-block">
            {CART_MSG.viewCart}
          </a>
        </div>
      )}
    </Dialog>
  );
}

/** The title in bold, then what happened: "Added to cart Nile Pearl Ring has been added to your cart." */
function Said({ notice }: { notice: DrawerNotice }) {
  return (
    <>
      <strong>{notice.title}</strong> {notice.body ?? ''}
    </>
  );
}
