import type { LiveVariant } from '../../lib/schemas/product';
import { unpackPickerData, type PickerVariant } from '../../lib/catalogue/picker-data';
import { withWords } from '../../lib/i18n/ready';

/**
 * The variant picker's code (./variant-picker.ts) loads when it has something to do, not with
 * every product page: the build draws the options and what the starting choice shows (its price,
 * stock badge, SKU, quantity and Add to Cart), so a shopper who only looks needs none of it. It
 * loads at once when the address has a query (a shared choice, `?size=8`) or the starting variant
 * has a picture other than the one the page opens on; else at her first pointer, key or focus in
 * the options, or when the store's live stock changes what the options show (a size sold out, the
 * chosen one's price or stock).
 */
const picker = document.querySelector<
  HTMLElement & { applyLive?(v: readonly LiveVariant[]): void; liveVariants?: readonly LiveVariant[] }
>('variant-picker');

/** Fields of the chosen variant the page shows (price line, stock badge, quantity, Add to Cart). */
const SHOWN = [
  'price',
  'regular_price',
  'on_sale',
  'purchasable',
  'stock_status',
  'stock_quantity',
  'manage_stock',
  'backorders',
] as const;

const sellable = (v: Pick<PickerVariant, 'purchasable' | 'stock_status'>) =>
  v.purchasable && v.stock_status !== 'outofstock';

/** Whether the live variants show anything other than what the build drew. */
function changesWhatShows(el: HTMLElement, live: readonly LiveVariant[]): boolean {
  let built: PickerVariant[];
  try {
    built = unpackPickerData(el.dataset.product ?? '').variants;
  } catch {
    return false; // no data: the picker would do nothing with it either
  }
  const chosen = Number(el.dataset.variant);
  return live.some((v) => {
    const b = built.find((x) => x.id === v.id);
    if (!b) return false;
    if (sellable(b) !== sellable(v)) return true;
    return v.id === chosen && SHOWN.some((k) => b[k] !== v[k]);
  });
}

if (picker) {
  let liveNow: readonly LiveVariant[] | undefined;
  let changed = false;
  let loading: Promise<unknown> | undefined;
  const noteChange = () => void (changed = true);
  const load = () => {
    if (loading) return;
    picker.toggleAttribute('data-loading', true);
    loading = withWords(import('./variant-picker')).then(
      () => {
        picker.removeAttribute('data-loading');
        picker.removeEventListener('change', noteChange);
        if (liveNow) picker.applyLive?.(liveNow);
        // A choice made while the code loaded: followed now, address included.
        if (changed) picker.dispatchEvent(new Event('change'));
      },
      () => {
        // Not loaded (offline): the next intent tries again.
        picker.removeAttribute('data-loading');
        loading = undefined;
      },
    );
  };
  picker.addEventListener('change', noteChange);
  for (const type of ['pointerdown', 'focusin', 'keydown', 'change']) picker.addEventListener(type, load);
  // The page's live stock (../cart/live-stock.ts), once idle.
  const onLive = (live: readonly LiveVariant[]) => {
    liveNow = live;
    if (picker.applyLive) picker.applyLive(liveNow);
    else if (changesWhatShows(picker, liveNow)) load();
  };
  picker.addEventListener('live-variants', (event) => onLive((event as CustomEvent<readonly LiveVariant[]>).detail));
  // The live stock came before this file did.
  if (picker.liveVariants) onLive(picker.liveVariants);
  // A choice made before this file arrived (it loads after the page's own script, for pieces with
  // options only): followed as one made while the options' code loads.
  if ([...picker.querySelectorAll<HTMLInputElement>('input[type=radio]')].some((r) => r.checked !== r.defaultChecked)) {
    changed = true;
    load();
  }
  if (location.search.length > 1 || picker.hasAttribute('data-eager')) load();
}
