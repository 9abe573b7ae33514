import { clampQuantity, retypeInWesternDigits } from './quantity-input';

/**
 * One delegated click listener for every card and product-page commerce button (no React): Add
 * to Cart, a grouped product's Add, Quick View. What they do (./add-actions.ts) loads on the first
 * click, so a page that is only looked at pays for a listener and nothing more: the cards of a
 * listing and a product page's related pieces alike.
 */
const load = () => import('./add-actions');
/** Buttons whose action is under way: a second click while the code loads adds nothing twice. */
const pending = new WeakSet<HTMLButtonElement>();
function run(button: HTMLButtonElement, act: (a: Awaited<ReturnType<typeof load>>) => Promise<unknown>): void {
  if (pending.has(button)) return;
  pending.add(button);
  // A choice made as the options' code loads (src/behaviours/product/picker-loader.ts) is read once it has.
  const picker = button.closest('[data-purchase]')?.querySelector('variant-picker[data-loading]');
  (picker ? customElements.whenDefined('variant-picker') : Promise.resolve())
    .then(load)
    .then(act)
    .catch(() => undefined) // offline before the code loaded: the button stays as it was
    .finally(() => pending.delete(button));
}

document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const add = target?.closest<HTMLButtonElement>('button[data-add-to-cart]');
  if (add) {
    run(add, (a) => a.addFromButton(add));
    return;
  }
  const group = target?.closest<HTMLButtonElement>('button[data-add-group]');
  if (group) {
    run(group, (a) => a.addPieces(group));
    return;
  }
  const quick = target?.closest<HTMLButtonElement>('button[data-quick-view]');
  if (quick) run(quick, (a) => a.openQuickView(quick));
});

document.addEventListener('change', (event) => {
  const input = event.target as HTMLInputElement | null;
  if (input?.matches?.('[data-purchase] input[type=number]')) clampQuantity(input);
  if (input?.matches?.('[data-piece] input[type=number]') && !(Number(input.value) >= 0)) input.value = '0';
});

document.addEventListener('beforeinput', (event) => {
  const input = event.target as HTMLInputElement | null;
  if (input?.matches?.('[data-purchase] input[type=number], [data-piece] input[type=number]'))
    retypeInWesternDigits(event as InputEvent);
});
