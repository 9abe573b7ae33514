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

/**
 * Sets an element's text only when it differs: rewriting the same words replaces the text node,
 * and WebKit drops a click whose press landed on the node replaced before the release (a field's
 * change event, fired as the press takes the focus, redraws the form).
 */
export function setText(node: Element, text: string): void {
  if (node.textContent !== text) node.textContent = text;
}
