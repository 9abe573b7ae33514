import { parseSetupProgress, serializeSetupProgress, SETUP_PROGRESS_KEY } from '../../lib/content/setup-progress';
import { readText, removeStored, writeText } from '../../lib/storage';

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
    const raw = readText(SETUP_PROGRESS_KEY);
    const { completed, corrupt } = parseSetupProgress(raw, this.#total);
    if (corrupt) {
      console.warn('Setup guide: discarded an unreadable saved progress value');
      removeStored(SETUP_PROGRESS_KEY);
    }
    return completed;
  }

  /** Storage blocked or full: the page still works, for this visit only. */
  #save() {
    writeText(SETUP_PROGRESS_KEY, serializeSetupProgress(this.#done));
  }

  #render() {
    const n = this.#done.size;
    const d = this.dataset;
    for (const button of this.querySelectorAll<HTMLButtonElement>('[data-step-toggle]')) {
      const complete = this.#done.has(Number(button.dataset.stepToggle));
      button.setAttribute('aria-pressed', String(complete));
      button.textContent = complete ? (d.labelIncomplete ?? '') : (d.labelComplete ?? '');
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
