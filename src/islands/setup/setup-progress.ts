import { parseSetupProgress, serializeSetupProgress, SETUP_PROGRESS_KEY } from '../../lib/content/setup-progress';

/**
 * <setup-progress>: marks the setup guide's steps complete or incomplete, shows 'n/5' with a
 * bar and the congratulation at the end, and remembers the choice across reloads. A custom
 * element, not React: the steps are static HTML and only their state changes.
 */
class SetupProgressElement extends HTMLElement {
  #done = new Set<number>();
  #total = 0;

  connectedCallback() {
    const buttons = this.querySelectorAll<HTMLButtonElement>('[data-step-toggle]');
    this.#total = buttons.length;
    this.#done = new Set(this.#load());
    for (const button of buttons) {
      button.disabled = false;
      button.addEventListener('click', () => {
        const step = Number(button.dataset.stepToggle);
        if (this.#done.has(step)) this.#done.delete(step);
        else this.#done.add(step);
        this.#save();
        this.#render();
      });
    }
    this.#render();
  }

  #load(): number[] {
    try {
      const { completed, corrupt } = parseSetupProgress(localStorage.getItem(SETUP_PROGRESS_KEY), this.#total);
      if (corrupt) {
        console.warn('Setup guide: discarded an unreadable saved progress value');
        localStorage.removeItem(SETUP_PROGRESS_KEY);
      }
      return completed;
    } catch {
      return []; // Storage blocked (private mode): progress lasts for this visit only.
    }
  }

  #save() {
    try {
      localStorage.setItem(SETUP_PROGRESS_KEY, serializeSetupProgress(this.#done));
    } catch {
      /* Storage blocked or full: the page still works for this visit. */
    }
  }

  #render() {
    const n = this.#done.size;
    const d = this.dataset;
    for (const button of this.querySelectorAll<HTMLButtonElement>('[data-step-toggle]')) {
      const complete = this.#done.has(Number(button.dataset.stepToggle));
      button.setAttribute('aria-pressed', String(complete));
      button.textContent = complete ? d.labelIncomplete ?? '' : d.labelComplete ?? '';
      const step = button.closest<HTMLElement>('[data-step]');
      if (step) step.dataset.complete = String(complete);
      const state = step?.querySelector('[data-step-state]');
      if (state) state.textContent = complete ? 'Complete' : 'Incomplete';
    }
    const count = this.querySelector('[data-progress-count]');
    if (count) count.textContent = `${n}/${this.#total}`;
    const bar = this.querySelector<HTMLProgressElement>('progress');
    if (bar) bar.value = n;
    const done = this.querySelector<HTMLElement>('[data-congrats]');
    if (done) done.hidden = n < this.#total;
  }
}

if (!customElements.get('setup-progress')) customElements.define('setup-progress', SetupProgressElement);
