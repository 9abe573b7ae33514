/**
 * Where the toasts go so that they never cover what the shopper is using: the control she used
 * last, the group of actions it belongs to (marked data-toasts-clear: the product's quantity,
 * Add to Cart, wishlist and Share) and every primary action on screen (data-primary-action).
 * The toasts keep their side of the screen (the top on phones, the bottom right from 768 px up)
 * and move along it only as far as needed: above the controls on a large screen, below them on a
 * phone, or between two of them.
 */

/** The part of a rectangle the placement reads (a DOMRect has it). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Space kept between the toasts and a control. */
export const CLEAR_GAP_PX = 8;

/**
 * How far (px, negative = up) to move toasts drawn at `at` so that none of `clear` is under
 * them, within a screen `height` px tall; `fromBottom` when they stand at its bottom. 0 when
 * they cover nothing already, or when no place along their side is free of every control.
 */
export function clearShift(at: Box, clear: readonly Box[], height: number, fromBottom: boolean): number {
  const tall = at.bottom - at.top;
  // Only controls in the toasts' column and on screen are in the way.
  const inWay = clear.filter((c) => c.right > at.left && c.left < at.right && c.bottom > 0 && c.top < height);
  const free = (top: number) =>
    top >= 0 &&
    top + tall <= height &&
    inWay.every((c) => c.bottom + CLEAR_GAP_PX <= top || c.top - CLEAR_GAP_PX >= top + tall);
  // From where they stand, then beside each control, nearest their own edge of the screen first.
  const tops = fromBottom
    ? [at.top, ...inWay.map((c) => c.top - CLEAR_GAP_PX - tall)].sort((a, b) => b - a)
    : [at.top, ...inWay.map((c) => c.bottom + CLEAR_GAP_PX)].sort((a, b) => a - b);
  const top = tops.find(free);
  return top === undefined ? 0 : Math.round(top - at.top);
}

/** The controls the toasts keep clear of, on this page now. */
export function controlsToKeepClear(lastUsed: Element | null): Element[] {
  const found = new Set(document.querySelectorAll('[data-primary-action], [data-toasts-clear]'));
  if (lastUsed?.isConnected) {
    found.add(lastUsed);
    const group = lastUsed.closest('[data-toasts-clear]');
    if (group) found.add(group);
  }
  return [...found];
}

/** The control an event was aimed at (a click's button, a key's focused field), if any. */
export function controlOf(target: EventTarget | null): Element | null {
  return target instanceof Element
    ? target.closest('button, a[href], input, select, textarea, summary, [role="button"], [tabindex]')
    : null;
}
