import { readQuickViewData } from '../../lib/catalogue/quick-view-data';
import { clampQuantity } from './quantity-input';
import { ACTION_MSG } from '../../lib/action-messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { addPiecesThenShowCart, addThenShowCart, type Addition } from '../../stores/add-to-cart';
import { openQuickView as showQuickView } from '../../stores/quick-view';
import { toast } from '../../stores/toasts';
import { withWords } from '../../lib/i18n/ready';

/**
 * What a card's or the product page's commerce buttons do, loaded on the first click of one
 * (./add-to-cart.ts listens): the button says 'Adding...' (disabled) while the add travels, then
 * the cart drawer opens on the new line ("add, then show the cart": src/stores/add-to-cart.ts),
 * or a toast says why nothing was added. The product page reads its quantity, its options and its
 * engraving. Quick View opens the quick-view island on the card's product.
 */
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
  // A piece that takes an engraving: the text goes with it, once the page's rules accept it.
  const field = purchase?.querySelector<HTMLElement>('engraving-field') ?? null;
  const live = field ? await withWords(import('../product/engraving-live')).catch(() => null) : null;
  const engraving = field && live ? live.engravingToSend(field) : { ok: true as const, text: '' };
  if (!engraving.ok) return;
  const addition: Addition = {
    id,
    quantity: input ? clampQuantity(input) : 1,
    choices: chosen(purchase),
    engraving: engraving.text,
  };
  await whileBusy(button, async () => {
    const outcome = await addThenShowCart(addition, {
      name: button.dataset.name ?? '',
      opener: button,
      failure: purchase ? ACTION_MSG.addFailedProductPage : ACTION_MSG.addFailed,
    });
    if (outcome.added) {
      // Fewer than asked were left: the store added those, the drawer says how many, and so does the field.
      if (outcome.cart.add_cut && input) input.value = String(outcome.cart.add_cut.added);
      return;
    }
    // The store's word on the text goes beside the field too.
    const data = (outcome.error as { data?: { field?: unknown } } | null)?.data;
    if (field && live && data?.field === 'engraving') live.showFault(field, (outcome.error as Error).message);
  });
}

/** A grouped product's pieces: each with a quantity above 0 is added as itself. */
export async function addPieces(button: HTMLButtonElement): Promise<void> {
  if (button.disabled || busy.has(button)) return;
  const block = button.closest<HTMLElement>('[data-purchase-group]');
  const pieces = [...(block?.querySelectorAll<HTMLElement>('[data-piece]') ?? [])].flatMap((row) => {
    const input = row.querySelector<HTMLInputElement>('input[type=number]');
    const n = input ? Math.floor(Number(input.value)) : 0;
    return Number.isFinite(n) && n > 0 ? [{ id: Number(row.dataset.piece), quantity: n }] : [];
  });
  if (pieces.length === 0) {
    toast({ title: PAGE_MSG.error, description: ACTION_MSG.choosePieces, variant: 'destructive', key: 'add-to-cart' });
    return;
  }
  await whileBusy(button, () => addPiecesThenShowCart(pieces, { opener: button }));
}

/** Runs an add with the button busy ('Adding...', disabled), then gives it back as it was. */
async function whileBusy(button: HTMLButtonElement, work: () => Promise<unknown>): Promise<void> {
  const label = button.textContent;
  busy.add(button);
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  button.textContent = PAGE_MSG.adding;
  try {
    await work();
  } finally {
    busy.delete(button);
    button.textContent = label;
    button.removeAttribute('aria-busy');
    button.disabled = button.dataset.soldOut === 'true';
  }
}

/**
 * Quick View: the card's product in the quick-view island, hydrated now if it was not yet; its
 * page when the island's code cannot be had.
 */
export async function openQuickView(button: HTMLButtonElement): Promise<void> {
  const product = readQuickViewData(button.closest('[data-product-card]'));
  button.setAttribute('aria-busy', 'true');
  const shown = await showQuickView(product, button);
  button.removeAttribute('aria-busy');
  if (!shown && product) location.href = `/product/${product.id}`;
}
