/** <newsletter-form> (NewsletterForm.astro): its script, part of the home page's one entry (src/pages/index.astro). */
import { NEWSLETTER_DELAY_MS } from '../../lib/constants';
import { toast } from '../../stores/toasts';

// The messages module is not small and the home page's JS budget is: it loads when the shopper
// starts typing an address (or submits), not with the page.
const loadMessages = () => import('../../lib/messages').then((m) => m.MSG);

class NewsletterForm extends HTMLElement {
  connectedCallback() {
    const form = this.querySelector('form')!;
    const input = form.querySelector('input')!;
    const button = form.querySelector('button')!;
    const status = this.querySelector<HTMLElement>('[data-status]')!;
    input.addEventListener('focus', () => void loadMessages(), { once: true });
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      if (!input.checkValidity()) {
        input.reportValidity();
        return;
      }
      if (button.disabled) return;
      const label = button.textContent;
      button.disabled = true;
      const MSG = await loadMessages();
      button.textContent = MSG.subscribing;
      setTimeout(() => {
        input.value = '';
        button.disabled = false;
        button.textContent = label;
        status.textContent = `${MSG.subscribed} ${MSG.subscribedBody}`;
        toast({ title: MSG.subscribed, description: MSG.subscribedBody });
      }, NEWSLETTER_DELAY_MS);
    });
  }
}
customElements.define('newsletter-form', NewsletterForm);
