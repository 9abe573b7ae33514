import { withWords } from '../../lib/i18n/ready';
/**
 * The listing's filter form, wired where it is (src/components/listing/ListingFilters.astro): the
 * filter code loads on the shopper's first change, not with the page.
 */
const load = () => withWords(import('./listing-filters'));
const form = document.querySelector<HTMLFormElement>('[data-listing-filters]');
if (form) {
  form.addEventListener('change', (e) => void load().then((m) => m.applyFilters(form, e.timeStamp)));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void load().then((m) => m.applyFilters(form));
  });
  // Back and Forward between views this page showed in place, even after it was reloaded.
  addEventListener('popstate', () => void load().then((m) => m.showCurrent()));
}
