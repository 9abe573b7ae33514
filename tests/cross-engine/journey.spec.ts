import { MSG } from '../../src/lib/messages';
import ACTION_AR from '../../src/lib/i18n/ar/action-messages';
import CHECKOUT_AR from '../../src/lib/i18n/ar/checkout-messages';
import MSG_AR from '../../src/lib/i18n/ar/msg-own-messages';
import PAGE_AR from '../../src/lib/i18n/ar/page-messages';
import type { Shopper } from './shopper';

/**
 * The shop's core journey, step by step, for the engines the Playwright suites do not drive
 * (Firefox ESR in `npm test`; WebKitGTK by hand: README). Run by ./run.mjs against the built
 * server; each step is timed, and a failing one is named with a screenshot. A step fails too when
 * a page had an uncaught error or an unhandled rejection meanwhile.
 */
export interface Journey {
  shopper: Shopper;
  /** Holds the browser's requests matching `pattern` back (they wait) until the returned release. */
  holdBack(pattern: RegExp): { seen: Promise<void>; release(): void };
  /** Things found by one step for the next ones. */
  order: { number: string; email: string };
  account: { username: string; email: string; password: string };
}

export interface Step {
  name: string;
  run(j: Journey): Promise<void>;
}

const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}`;

/** The header's cart count. */
const badge = (s: Shopper) => s.driver.run(() => Number(document.querySelector('cart-badge')?.textContent));
/** Runs `act` and waits for the cart count to grow by `more`. */
async function addsToCart(s: Shopper, more: number, act: () => Promise<void>, { drawer = true } = {}) {
  const before = await badge(s);
  await act();
  await s.waitFor(
    `the cart count to go from ${before} to ${before + more}`,
    async () => (await badge(s)) === before + more,
  );
  if (!drawer) return;
  // An Add to Cart opens the cart drawer, which says what was added; its close button gives the page back.
  await s.see({ text: MSG.addedToCart, within: 'dialog.cart-drawer' });
  await s.click({ role: 'button', name: 'Close cart' });
  await s.notSee({ role: 'dialog', name: /^Your cart/ });
}

export const steps: Step[] = [
  {
    name: 'home: the collections and the featured pieces',
    async run({ shopper: s }) {
      await s.goto('/');
      await s.see({ role: 'heading', name: /./, within: '.hero' });
      await s.see({ role: 'button', name: /^Add to Cart: / });
      await s.see({ role: 'link', name: 'Rings', within: 'header' });
    },
  },
  {
    // Firefox cancels a page's fetches as soon as it starts to leave: code still loading (the
    // toaster's once, the cart drawer's here: a product page loads it with the add) once failed
    // loudly ("error loading dynamically imported module").
    name: "product: leaving while the cart drawer's code still loads says nothing in the console",
    async run({ shopper: s, holdBack }) {
      await s.goto('/product/103');
      const drawer = holdBack(/\/_astro\/CartDrawer\.[\w-]+\.js/);
      try {
        await s.click({ role: 'button', name: 'Add to Cart' });
        await drawer.seen;
        await s.click({ role: 'link', name: 'Rings', within: 'header' });
        await s.waitForUrl(/\/category\/rings$/);
        await s.see({ role: 'heading', name: /Rings/ });
      } finally {
        drawer.release();
      }
    },
  },
  {
    name: 'listing: sort by price, then filter by metal',
    async run({ shopper: s }) {
      await s.goto('/category/rings');
      await s.select({ label: 'Sort by' }, 'price-asc');
      await s.waitForUrl(/\/category\/rings\?sort=price-asc$/);
      const prices = async () =>
        s.driver.run(() =>
          [...document.querySelectorAll('[data-product-card] .price')].map((p) =>
            Number((p.textContent ?? '').replace(/[^\d.]/g, '')),
          ),
        );
      await s.waitFor('prices from low to high', async () => {
        const p = await prices();
        return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! <= v);
      });
      await s.click({ css: 'summary', text: /^Metal/ });
      await s.check({ role: 'checkbox', name: /^Sterling Silver \(\d+\)$/ });
      await s.waitForUrl(/metal=sterling-silver/);
      await s.see({ text: /^List updated: \d+ products? found$/ });
    },
  },
  {
    name: 'quick view: a card opens it, Add to Cart adds and it gives way to the cart drawer',
    async run({ shopper: s }) {
      await s.goto('/category/necklaces');
      await s.click({ role: 'button', name: 'Quick view: Golden Lotus Necklace' });
      await s.see({ role: 'dialog', name: 'Golden Lotus Necklace' });
      await addsToCart(s, 1, () => s.click({ role: 'button', name: 'Add to Cart', within: 'dialog[open]' }));
      await s.notSee({ role: 'dialog', name: 'Golden Lotus Necklace' });
    },
  },
  {
    name: 'product: the size guide opens and closes, two more go to the cart',
    async run({ shopper: s }) {
      await s.goto('/product/102');
      await s.click({ role: 'link', name: 'Size Guide', within: 'main' });
      await s.see({ role: 'dialog', name: 'Size Guide' });
      await s.see({ role: 'tab', name: 'Rings' });
      await s.click({ role: 'button', name: 'Close size guide' });
      await s.notSee({ role: 'dialog', name: 'Size Guide' });
      await s.fill({ label: 'Quantity' }, '2');
      await addsToCart(s, 2, () => s.click({ role: 'button', name: 'Add to Cart' }));
    },
  },
  {
    name: 'cart: the lines, one more of the necklace',
    async run({ shopper: s }) {
      await s.goto('/cart');
      await s.see({ text: /^Nile Pearl Ring/, within: 'main' });
      await addsToCart(s, 1, () => s.click({ role: 'button', name: 'Increase quantity of Golden Lotus Necklace' }), {
        drawer: false,
      });
      await s.see({ text: MSG.cartUpdated, within: '.toast-viewport' });
    },
  },
  {
    name: 'checkout: address, shipping, cash on delivery, the order placed',
    async run(j) {
      const s = j.shopper;
      await s.goto('/checkout');
      const fields: [string, string][] = [
        ['First name', 'Nour'],
        ['Last name', 'Hassan'],
        ['Street address', '12 Tahrir Street'],
        ['City', 'Cairo'],
        ['Postal code', '11511'],
        ['Phone', '+20 100 123 4567'],
        ['Email', j.order.email],
      ];
      for (const [label, value] of fields) await s.fill({ label }, value);
      // Egypt's governorate, from its list: Cairo's code.
      await s.select({ label: 'Governorate / State' }, 'EGC');
      await s.click({ role: 'button', name: 'Continue to Shipping' });
      await s.check({ role: 'radio', name: /Standard Shipping/ });
      await s.click({ role: 'button', name: 'Continue to Payment' });
      await s.check({ role: 'radio', name: /Cash on Delivery/ });
      await s.click({ role: 'button', name: /Place Order/ });
      await s.waitForUrl(/\/order-confirmation\/\d+$/);
      await s.see({ role: 'heading', name: 'Thank you for your order!' });
      const placed = await s.textOf({ text: /^Order #\S+, placed on/ });
      j.order.number = /#(\S+),/.exec(placed)![1]!;
    },
  },
  {
    name: 'tracking: the order by its number and email',
    async run({ shopper: s, order }) {
      await s.goto('/order-tracking');
      await s.fill({ label: 'Order number' }, order.number);
      await s.fill({ label: 'Billing email' }, order.email);
      await s.click({ role: 'button', name: 'Track Order' });
      await s.see({ role: 'heading', name: `Order #${order.number}` });
      await s.see({ role: 'heading', name: 'Order status: Processing' });
    },
  },
  {
    name: 'Arabic: the language switch keeps her on the same piece, right to left, her cart with her',
    async run({ shopper: s }) {
      await s.goto('/product/103');
      const before = await badge(s);
      await s.click({ role: 'link', name: 'العربية', within: 'header' });
      await s.waitForUrl(/\/ar\/product\/103$/);
      await s.waitFor('the page to read right to left', async () =>
        s.driver.run(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar-EG'),
      );
      await s.waitFor('the same cart count', async () => (await badge(s)) === before);
    },
  },
  {
    name: 'Arabic: a piece added, the checkout with the phone typed in Arabic-Indic digits, the confirmation in Arabic',
    async run(j) {
      const s = j.shopper;
      await s.goto('/ar/product/103');
      const before = await badge(s);
      await s.click({ role: 'button', name: PAGE_AR.addToCart, within: 'main' });
      await s.waitFor('the cart count to grow by one', async () => (await badge(s)) === before + 1);
      await s.see({ text: ACTION_AR.addedToCart, within: 'dialog.cart-drawer' });
      await s.goto('/ar/checkout');
      const fields: [string, string][] = [
        [CHECKOUT_AR.firstName, 'نور'],
        [CHECKOUT_AR.lastName, 'حسن'],
        [CHECKOUT_AR.streetAddress, '١٢ شارع التحرير'],
        [CHECKOUT_AR.city, 'القاهرة'],
        [CHECKOUT_AR.postcode, '١١٥١١'],
        [CHECKOUT_AR.phone, '٠١٠٠١٢٣٤٥٦٧'],
        [CHECKOUT_AR.email, `ar-${j.order.email}`],
      ];
      for (const [label, value] of fields) await s.fill({ label }, value);
      await s.select({ label: CHECKOUT_AR.state }, 'EGC');
      await s.click({ role: 'button', name: CHECKOUT_AR.continueTo(CHECKOUT_AR.stepShipping) });
      await s.check({ role: 'radio', name: new RegExp(CHECKOUT_AR.standardShipping) });
      await s.click({ role: 'button', name: CHECKOUT_AR.continueTo(CHECKOUT_AR.stepPayment) });
      await s.check({ role: 'radio', name: new RegExp(CHECKOUT_AR.codTitle) });
      await s.click({ role: 'button', name: /^تأكيد الطلب/ });
      await s.waitForUrl(/\/ar\/order-confirmation\/\d+$/);
      await s.see({ role: 'heading', name: MSG_AR.orderThanks });
    },
  },
  {
    name: 'register: a new account, then the login page',
    async run({ shopper: s, account }) {
      await s.goto('/register');
      await s.fill({ label: 'Email', within: 'main' }, account.email);
      await s.fill({ label: 'Username', within: 'main' }, account.username);
      await s.fill({ label: 'Password', within: 'main' }, account.password);
      await s.fill({ label: 'Confirm Password', within: 'main' }, account.password);
      await s.click({ role: 'button', name: 'Create Account' });
      await s.waitForUrl(/\/login$/);
      await s.see({ text: MSG.registerSuccess, within: '.toast-viewport' });
    },
  },
  {
    name: 'log in: to the account',
    async run({ shopper: s, account }) {
      await s.fill({ label: 'Username or Email', within: 'main' }, account.username);
      await s.fill({ label: 'Password', within: 'main' }, account.password);
      await s.click({ role: 'button', name: 'Sign In' });
      await s.waitForUrl(/\/account$/);
    },
  },
  {
    name: 'account: her name, no orders yet, log out',
    async run({ shopper: s, account }) {
      await s.see({ role: 'heading', name: `Hello, ${account.username}!` });
      await s.see({ text: MSG.noOrdersYet });
      await s.click({ role: 'tab', name: 'Settings' });
      const email = await s.find({ label: 'Email', within: 'main' });
      await s.waitFor(`her email in Settings`, async () =>
        s.driver
          .run((f: string) => (document.querySelector(f) as HTMLInputElement).value, email)
          .then((v) => v === account.email),
      );
      await s.click({ role: 'button', name: 'Log Out' });
      await s.waitForUrl(/\/$/);
      await s.see({ role: 'link', name: 'Sign In', within: 'header' });
    },
  },
];

export const newJourneyData = () => ({
  order: { number: '', email: `xe-${stamp}@example.com` },
  account: { username: `xe${stamp}`, email: `xe-user-${stamp}@example.com`, password: 'Secret#123' },
});
