import type { LiveVariant } from '../../lib/schemas/product';
import { unpackPickerData } from '../../lib/catalogue/picker-data';

/**
 * The product page's options as the build drew them (the default choice, what it leaves possible,
 * the price and stock of that variant) are right until one of three things: the shopper touches
 * them, the address names a choice (`?size=7`, a shared link), or the live prices and stock differ
 * from the build's. The picker's code (./variant-picker.ts) loads at the first of those, not with
 * every page that is only looked at.
 */
const picker = document.querySelector<HTMLElement>('variant-picker');
if (picker) {
  let loaded: Promise<unknown> | undefined;
  const load = () => (loaded ??= import('./variant-picker').catch(() => (loaded = undefined)));
  if (new URLSearchParams(location.search).size > 0) void load();
  for (const type of ['pointerdown', 'focusin', 'keydown'])
    picker.addEventListener(type, () => void load(), { once: true, passive: true });
  // A choice made before the code arrived: the picker takes it as the shopper's once defined.
  picker.addEventListener('change', () => {
    if (!customElements.get('variant-picker'))
      void load().then(() => picker.dispatchEvent(new Event('change', { bubbles: true })));
  });
  // The page's live request (live-stock.ts) asks for the picker when a variant's price or stock is not the build's.
  picker.addEventListener('live-variants', (event) => {
    if (differs((event as CustomEvent<readonly LiveVariant[]>).detail)) void load();
  });
}

function differs(live: readonly LiveVariant[]): boolean {
  let built;
  try {
    built = new Map(unpackPickerData(picker?.dataset.product ?? '').variants.map((v) => [v.id, v]));
  } catch {
    return false; // the picker could not read it either: the radios stay as the build made them
  }
  return live.some((v) => {
    const known = built.get(v.id) as Record<string, unknown> | undefined;
    return !known || Object.entries(v).some(([key, value]) => key in known && known[key] !== value);
  });
}
