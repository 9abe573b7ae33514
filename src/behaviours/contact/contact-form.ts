import { toast } from '../../stores/toasts';
import { wordsReady } from '../../lib/i18n/ready';
/**
 * <contact-form>: the contact page's message form (name 2+, subject 5+, message 10+ characters, a
 * valid email; then 'Message sent successfully!'). It sends nothing anywhere: the form only
 * confirms to the shopper. The rules are contactSchema from src/lib/validation, loaded on the
 * first submit so the page itself ships almost no script.
 * Errors show inline next to each field and as a 'Validation error' toast; success shows in
 * the form's status region and as a toast.
 */
type Field = 'name' | 'email' | 'subject' | 'message';
const FIELDS: Field[] = ['name', 'email', 'subject', 'message'];

// On an Arabic page its words come too, before the first sentence it says.
const loadRules = () => Promise.all([import('../../lib/validation'), import('../../lib/messages'), wordsReady()]);

class ContactFormElement extends HTMLElement {
  connectedCallback() {
    const form = this.querySelector('form');
    if (!form) return;
    // The button stays disabled in the HTML until this script can handle the form.
    form.querySelector<HTMLButtonElement>('[type=submit]')?.removeAttribute('disabled');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.#submit(form);
    });
    // Once a field was flagged, re-check it as the shopper corrects it.
    form.addEventListener('input', (event) => {
      const input = event.target as HTMLInputElement;
      if (input.getAttribute('aria-invalid') === 'true') void this.#recheck(form, input.name as Field);
    });
  }

  #values(form: HTMLFormElement): Record<Field, string> {
    const data = new FormData(form);
    return Object.fromEntries(FIELDS.map((f) => [f, String(data.get(f) ?? '')])) as Record<Field, string>;
  }

  #setError(form: HTMLFormElement, field: Field, message: string | null) {
    const input = form.elements.namedItem(field) as HTMLInputElement | null;
    const out = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
    if (!input || !out) return;
    out.textContent = message ?? '';
    out.hidden = !message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }

  async #recheck(form: HTMLFormElement, field: Field) {
    const [{ contactSchema }] = await loadRules();
    const result = contactSchema.shape[field].safeParse(this.#values(form)[field]);
    this.#setError(form, field, result.success ? null : (result.error.issues[0]?.message ?? null));
  }

  async #submit(form: HTMLFormElement) {
    const status = form.querySelector<HTMLElement>('[data-status]');
    const [{ contactSchema }, { MSG }] = await loadRules();
    const result = contactSchema.safeParse(this.#values(form));
    const errors = new Map<Field, string>();
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = issue.path[0] as Field;
        if (!errors.has(field)) errors.set(field, issue.message);
      }
    }
    for (const field of FIELDS) this.#setError(form, field, errors.get(field) ?? null);
    if (status) status.dataset.tone = errors.size ? 'error' : 'success';

    if (errors.size) {
      const [first, message] = [...errors.entries()][0]!;
      if (status) status.textContent = '';
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      toast({ title: MSG.validationError, description: message, variant: 'destructive' });
      return;
    }
    // Nothing is sent: the contact form only confirms to the shopper.
    form.reset();
    if (status) status.textContent = MSG.contactSent;
    toast({ title: MSG.contactSent });
  }
}

if (!customElements.get('contact-form')) customElements.define('contact-form', ContactFormElement);
