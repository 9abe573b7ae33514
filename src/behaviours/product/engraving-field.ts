import { withWords } from '../../lib/i18n/ready';
/**
 * <engraving-field>: the product page's engraving field follows the typing (what is left of the
 * longest text, the cartouche's preview) and says what is wrong before anything is sent. The
 * rules and their words load on the first keystroke, so a page whose product takes no engraving,
 * or a shopper who never types one, pays for this definition alone.
 */
const loadLive = () => withWords(import('./engraving-live'));

class EngravingField extends HTMLElement {
  connectedCallback(): void {
    const input = this.querySelector<HTMLInputElement>('input[data-engraving]');
    if (!input) return;
    const follow = () => void loadLive().then(({ follow }) => follow(this));
    input.addEventListener('input', follow);
    // Typed before the script ran (a slow phone): follow it now.
    if (input.value) follow();
  }
}

if (!customElements.get('engraving-field')) customElements.define('engraving-field', EngravingField);

export {};
