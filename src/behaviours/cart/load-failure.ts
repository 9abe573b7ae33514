import { MSG } from '../../lib/messages';
import { el } from '../site/dom';

/**
 * "The store could not be read" with Retry, at the top of a page that draws the cart (the cart
 * page, the checkout) while there is no cart to show; taken away once there is. Answers a function
 * that shows or hides it.
 */
export function loadFailure(host: HTMLElement, className: string, retry: () => void): (failed: boolean) => void {
  let box: HTMLElement | null = null;
  return (failed) => {
    if (!failed) {
      box?.remove();
      box = null;
      return;
    }
    if (box) return;
    box = el('div', className);
    box.setAttribute('role', 'alert');
    const again = el('button', 'btn btn-primary', MSG.retry);
    again.type = 'button';
    again.addEventListener('click', retry);
    box.append(el('p', undefined, MSG.backendUnavailable), again);
    host.prepend(box);
  };
}
