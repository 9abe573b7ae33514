/**
 * An element with its class and text, for the scripts that draw in plain DOM (the cart drawer,
 * the reviews). Text goes in as textContent, never innerHTML: whatever a shopper or a reviewer
 * typed stays words on the page.
 */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
