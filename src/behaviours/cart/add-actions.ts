import { readQuickViewData } from '../../islands/quick-view/data';
import { clampQuantity } from './add-to-cart';
import { ACTION_MSG } from '../../lib/action-messages';
import { PAGE_MSG as MSG } from '../../lib/page-messages';
import { refusalMessage } from '../../lib/api/refusal';
import { addToCart } from '../../stores/cart';
import { toast } from '../../stores/toasts';
import type { CartItem } from '../../lib/schemas/cart';

/**
 * What a card's or the product page's commerce buttons do, loaded on the first click of one
 * (./add-to-cart.ts listens): idle -> 'Adding...' (disabled) -> the cart drawer opens on the
 * cart with the new line, saying what was added; or a destructive toast: the server's reason
 * when the shopper can act on it (not enough stock), else ACTION_MSG.addFailed ('Failed to add item to cart...'). The product page
 * reads its quantity input. An add the store cut to its stock says how many went in.
 * button[data-quick-view] loads the quick-view drawer (React). The cart drawer's code loads with
 * the first add, beside the add's request (sooner on a page that read it ahead). A
 * success says so in the drawer rather than in a toast: the drawer covers the page with the line
 * in it, where a toast would sit dimmed behind it and say the same words twice to a screen reader
 * (and the toaster is React, which the add no longer needs).
 */
type Drawer = typeof import('../cart-drawer/mount');
const busy = new WeakSet<HTMLButtonElement>();

/** The chosen variant's options, as the product page's picker wrote them on its block. */
function chosen(purchase: HTMLElement | null): Record<string, string> {
  try {
    return purchase?.dataset.choice ? (JSON.parse(purchase.dataset.choice) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * A product with options whose choice is not complete: nothing is sent; the first option still
 * open takes the focus, so the shopper sees what the button asked for ("Choose a size").
 */
function askForChoice(button: HTMLButtonElement): boolean {
  const missing = button.dataset.missing;
  if (!missing) return false;
  const purchase = button.closest<HTMLElement>('[data-purchase]');
  const first = [...(purchase?.querySelectorAll<HTMLInputElement>('input[type=radio][data-option]') ?? [])].find(
    (r) => r.dataset.option === missing && !r.disabled,
  );
  first?.focus();
  return true;
}

export async function addFromButton(button: HTMLButtonElement): Promise<void> {
  if (button.disabled || busy.has(button)) return;
  const id = Number(button.dataset.addToCart);
  if (!Number.isInteger(id) || id <= 0) return;
  if (askForChoice(button)) return;
  const purchase = button.closest<HTMLElement>('[data-purchase]');
  const input = purchase?.querySelector<HTMLInputElement>('input[type=number]');
  const quantity = input ? clampQuantity(input) : 1;
  const choices = chosen(purchase);
  const name = button.dataset.name ?? '';
  // A piece that takes an engraving: the text goes with it, once the page's rules accept it.
  const field = purchase?.querySelector<HTMLElement>('engraving-field') ?? null;
  const live = field ? await import('../product/engraving-live').catch(() => null) : null;
  const engraving = field && live ? live.engravingToSend(field) : { ok: true as const, text: '' };
  if (!engraving.ok) return;
  // The line this add makes or grows: the product, with each option the shopper chose and its engraving.
  const isAdded = (line: {
    id: number;
    choices?: readonly { name: string; option: string }[];
    engraving?: { text: string } | null;
  }) =>
    line.id === id &&
    (line.choices?.length ?? 0) === Object.keys(choices).length &&
    (line.choices ?? []).every((c) => choices[c.name] === c.option) &&
    (line.engraving?.text ?? '') === engraving.text;
  await whileBusy(button, async (drawer) => {
    try {
      const cart = await addToCart(id, quantity, choices, engraving.text);
      // Fewer than asked were left: the store added those, the drawer says how many, and so does the field.
      if (cart.add_cut && input) input.value = String(cart.add_cut.added);
      await tell(drawer, button, ACTION_MSG.addedToCartBody(name, cart.add_cut), isAdded);
    } catch (error) {
      // The store's word on the text goes beside the field too.
      if (field && live && (error as { data?: { field?: unknown } }).data?.field === 'engraving')
        live.showFault(field, (error as Error).message);
      // "Only 12 in stock, and 12 are already in your cart." says what to do; 'Failed to add...' is for failures.
      toast({
        title: MSG.error,
        description: refusalMessage(error) ?? (purchase ? ACTION_MSG.addFailedProductPage : ACTION_MSG.addFailed),
        variant: 'destructive',
        key: 'add-to-cart',
      });
    }
  });
}

/**
 * A grouped product's pieces: each piece with a quantity above 0 is added as itself, one after
 * the other (the cart store keeps them in order); the toast says how many were added, or the
 * first refusal.
 */
export async function addPieces(button: HTMLButtonElement): Promise<void> {
  if (button.disabled || busy.has(button)) return;
  const block = button.closest<HTMLElement>('[data-purchase-group]');
  const wanted = [...(block?.querySelectorAll<HTMLElement>('[data-piece]') ?? [])].flatMap((row) => {
    const input = row.querySelector<HTMLInputElement>('input[type=number]');
    const n = input ? Math.floor(Number(input.value)) : 0;
    return Number.isFinite(n) && n > 0
      ? [{ id: Number(row.dataset.piece), quantity: n, name: row.dataset.name ?? '' }]
      : [];
  });
  await whileBusy(button, async (drawer) => {
    if (wanted.length === 0) {
      toast({ title: MSG.error, description: ACTION_MSG.choosePieces, variant: 'destructive', key: 'add-to-cart' });
      return;
    }
    let added = 0;
    for (const piece of wanted) {
      try {
        await addToCart(piece.id, piece.quantity);
        added += piece.quantity;
      } catch (error) {
        toast({
          title: MSG.error,
          description: refusalMessage(error) ?? ACTION_MSG.addFailedProductPage,
          variant: 'destructive',
          key: 'add-to-cart',
        });
        return;
      }
    }
    await tell(drawer, button, ACTION_MSG.addedPieces(added));
  });
}

/**
 * What was added, in the cart drawer opened on it; in a toast if the drawer's code could not be
 * had (the add itself went through).
 */
async function tell(
  drawer: Promise<Drawer>,
  opener: HTMLButtonElement,
  body: string,
  added?: (item: CartItem) => boolean,
): Promise<void> {
  const open = await drawer.catch(() => null);
  if (open) open.openCartDrawer({ notice: { title: ACTION_MSG.addedToCart, body }, added, opener });
  else toast({ title: ACTION_MSG.addedToCart, description: body });
}

/**
 * Runs an add with the button busy ('Adding...', disabled), then gives it back as it was. The
 * drawer's code loads while the add travels: a product page reads it only at the shopper's reach.
 */
async function whileBusy(button: HTMLButtonElement, work: (drawer: Promise<Drawer>) => Promise<void>): Promise<void> {
  const label = button.textContent;
  busy.add(button);
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  button.textContent = MSG.adding;
  const drawer = import('../cart-drawer/mount');
  drawer.catch(() => undefined); // an add that fails, or needs no drawer, leaves it unused
  try {
    await work(drawer);
  } finally {
    busy.delete(button);
    button.textContent = label;
    button.removeAttribute('aria-busy');
    button.disabled = button.dataset.soldOut === 'true';
  }
}

export async function openQuickView(button: HTMLButtonElement): Promise<void> {
  const data = readQuickViewData(button.closest('[data-product-card]'));
  button.setAttribute('aria-busy', 'true');
  try {
    const { openQuickView: open } = await import('../../islands/quick-view/mount');
    open(data, button);
  } finally {
    button.removeAttribute('aria-busy');
  }
}
