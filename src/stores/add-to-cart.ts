import { ACTION_MSG } from '../lib/action-messages';
import { refusalMessage } from '../lib/api/refusal';
import { PAGE_MSG } from '../lib/page-messages';
import type { Cart, CartItem } from '../lib/schemas/cart';
import { addToCart } from './cart';
import { openCartDrawer } from './cart-drawer';
import { toast } from './toasts';

/** One piece to add: the product, the options chosen, its engraving, and how many. */
export interface Addition {
  id: number;
  quantity: number;
  choices?: Record<string, string>;
  engraving?: string;
}

export type AddOutcome = { added: true; cart: Cart } | { added: false; error: unknown };

/** The line an addition makes or grows: the product, with each option chosen and its engraving. */
export function isLineOf(addition: Addition): (line: CartItem) => boolean {
  const choices = addition.choices ?? {};
  return (line) =>
    line.id === addition.id &&
    (line.choices?.length ?? 0) === Object.keys(choices).length &&
    (line.choices ?? []).every((c) => choices[c.name] === c.option) &&
    (line.engraving?.text ?? '') === (addition.engraving ?? '');
}

/**
 * Opens the cart on what was just added. When the drawer cannot open (its code did not load, or
 * the page has none) the add still went through: a toast says so, and never "Failed to add".
 */
async function showAdded(body: string, added: ((line: CartItem) => boolean) | null, opener: HTMLElement | null) {
  const shown = await openCartDrawer({ notice: { title: ACTION_MSG.addedToCart, body }, added, opener });
  if (!shown) toast({ title: ACTION_MSG.addedToCart, description: body });
}

/** Says why an add failed: the store's reason when she can act on it (not enough stock), else `failure`. */
function refuse(error: unknown, failure: string): void {
  toast({
    title: PAGE_MSG.error,
    description: refusalMessage(error) ?? failure,
    variant: 'destructive',
    key: 'add-to-cart',
  });
}

/**
 * "Add, then show the cart": every Add to Cart of the shop (product pages, cards, quick view, the
 * wishlist) goes through here. Two outcomes are told apart: not added (the refusal in a toast,
 * `failure` when the store gave no reason the shopper can act on), or added (the drawer opens on
 * the line, saying what was added and how many when the store had fewer than asked).
 */
export async function addThenShowCart(
  addition: Addition,
  {
    name,
    opener = null,
    failure = ACTION_MSG.addFailed,
    beforeShow,
  }: {
    /** What was added, in the drawer's sentence ("Nile Pearl Ring (Size: 7)"). */
    name: string;
    /** Takes the focus back when the drawer closes. */
    opener?: HTMLElement | null;
    /** What a failure says when the store gave no reason the shopper can act on. */
    failure?: string;
    /** Runs once the add went through, before the drawer opens (quick view closes itself). */
    beforeShow?: () => void;
  },
): Promise<AddOutcome> {
  let cart: Cart;
  try {
    cart = await addToCart(addition.id, addition.quantity, addition.choices, addition.engraving);
  } catch (error) {
    refuse(error, failure);
    return { added: false, error };
  }
  beforeShow?.();
  await showAdded(ACTION_MSG.addedToCartBody(name, cart.add_cut), isLineOf(addition), opener);
  return { added: true, cart };
}

/**
 * A grouped product's pieces, each added as itself, one after the other; the drawer says how many
 * were added, or the first refusal stops the rest.
 */
export async function addPiecesThenShowCart(
  pieces: readonly Addition[],
  { opener = null }: { opener?: HTMLElement | null } = {},
): Promise<AddOutcome> {
  let cart: Cart | null = null;
  let count = 0;
  for (const piece of pieces) {
    try {
      cart = await addToCart(piece.id, piece.quantity);
      count += piece.quantity;
    } catch (error) {
      refuse(error, ACTION_MSG.addFailedProductPage);
      return { added: false, error };
    }
  }
  if (!cart) return { added: false, error: null };
  await showAdded(ACTION_MSG.addedPieces(count), null, opener);
  return { added: true, cart };
}
