import type { APIRequestContext, Page } from '@playwright/test';
import { CART_MSG, GIFT_MSG } from '../../src/lib/messages';
import { expect, product, test } from './fixtures';
import { fillAddress } from '../e2e/checkout-fixtures';
import { piastres, placeOrder, uniqueEmail, wooOrder, type WooOrderRecord } from './shopper';
import { wp, type StoreEnv } from './store';
import { addedToCart } from '../e2e/cart-drawer.helpers';

/**
 * An engraved, gift-wrapped piece bought through the shop on the real store, with the project's
 * plugin (wordpress/nefertari-storefront.php, installed by the README's commands): the names go
 * to WooCommerce as typed and come back as line meta, the wrap is WooCommerce's fee at the
 * store's price, the message and "hide prices" are on the order, and WooCommerce charges the
 * total the shopper saw. The cartouche necklace is made on backorder: no other spec's stock moves.
 */

const NAME = 'نُور'; // Nour with its damma: three characters as a reader counts them
const LATIN = "D'Arcy";
const MESSAGE = 'كل سنة وأنتِ طيبة يا نور\nHappy birthday, with love from Amira';
const GIZA = { City: 'Sheikh Zayed', 'Governorate / State': 'Giza', 'Postal code': '12588' };

interface GiftOrder extends WooOrderRecord {
  line_items: (WooOrderRecord['line_items'][number] & {
    variation_id: number;
    subtotal: string;
    meta_data: { key: string; value: unknown }[];
  })[];
  fee_lines: { name: string; total: string }[];
  meta_data: { key: string; value: unknown }[];
}

const meta = (list: { key: string; value: unknown }[], key: string) => list.find((m) => m.key === key)?.value;

/** The necklace in sterling silver on a 45 cm chain, the choice its page starts with. */
const SILVER_45: Record<string, string> = { Metal: 'Sterling Silver', Length: '45 cm' };
const silver45 = (necklace: ReturnType<typeof product>) =>
  necklace.variants!.find((v) => v.attributes.every((a) => a.option === SILVER_45[a.name]))!;

async function addEngraved(page: Page, wooId: number, text: string) {
  await page.goto(`/product/${wooId}`);
  await page.getByLabel('Name to engrave').fill(text);
  await expect(page.getByText(GIFT_MSG.engravingNoReturn)).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await addedToCart(page);
}

/** A Store API cart of the store's own (its token and nonce), as a client other than the shop would use it. */
async function storeCart(request: APIRequestContext, store: StoreEnv) {
  const base = `${store.WOOCOMMERCE_URL}/wp-json/wc/store/v1`;
  const first = await request.get(`${base}/cart`);
  const headers = { 'Cart-Token': first.headers()['cart-token']!, Nonce: first.headers()['nonce']! };
  return (body: object) => request.post(`${base}/cart/add-item`, { headers, data: body });
}

test('an engraved, gift-wrapped necklace: WooCommerce keeps the names as typed, the wrap fee and the message', async ({
  page,
  rest,
  ids,
  store,
}) => {
  test.setTimeout(150_000);
  const necklace = product(ids, 'arabic-name-cartouche-necklace');
  // The necklace's page starts in sterling silver on 45 cm.
  const chain = silver45(necklace);
  await addEngraved(page, necklace.wooId, NAME);
  // The page's Shipping tab names the wrap at the price the store charges below (the plugin's setting).
  await page.getByRole('tab', { name: 'Shipping' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Shipping' })).toContainText(
    GIFT_MSG.giftWrapAtCheckout('EGP 75.00'),
  );
  await addEngraved(page, necklace.wooId, LATIN);
  await page.goto('/cart');
  await expect(page.locator('[data-engraving-line]')).toHaveText([
    `Name to engrave: ${NAME}`,
    `Name to engrave: ${LATIN}`,
  ]);

  await page.goto('/checkout');
  await fillAddress(page, 'Shipping address', uniqueEmail('woo-gift'), GIZA);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: /Flat rate/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Cash on delivery/i }).check();
  const gifts = page.getByRole('group', { name: GIFT_MSG.giftOptions });
  // The store's price for the wrap (the README's option), in the total Place Order names.
  await gifts.getByRole('checkbox', { name: GIFT_MSG.giftWrapPrice('EGP 75.00') }).check();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByText(CART_MSG.giftWrap, { exact: true })).toBeVisible();
  const expected = 2 * piastres(chain.regular_price) + 7500 + 1000;
  await expect(page.getByTestId('checkout-total')).toHaveText(/EGP/);
  await expect
    .poll(async () => piastres((await page.getByTestId('checkout-total').textContent()) ?? ''))
    .toBe(expected);
  await gifts.getByLabel(GIFT_MSG.giftMessage).fill(MESSAGE);
  await gifts.getByRole('checkbox', { name: GIFT_MSG.hidePrices }).check();
  const total = (await page.getByTestId('checkout-total').textContent())!.trim();
  await expect(page.getByRole('button', { name: `Place Order · ${total}` })).toBeEnabled();
  const id = await placeOrder(page);

  // The order as WooCommerce keeps it.
  const order = (await wooOrder(rest, id)) as GiftOrder;
  expect(piastres(order.total)).toBe(piastres(total));
  expect(order.line_items.map((l) => [l.product_id, l.quantity, meta(l.meta_data, 'nefertari_engraving')])).toEqual([
    [necklace.wooId, 1, NAME],
    [necklace.wooId, 1, LATIN],
  ]);
  expect(order.fee_lines.map((f) => [f.name, f.total])).toEqual([['Gift wrap', '75.00']]);
  expect(meta(order.meta_data, '_nefertari_gift_message')).toBe(MESSAGE);
  expect(meta(order.meta_data, '_nefertari_gift_hide_prices')).toBe('yes');
  expect(meta(order.meta_data, '_nefertari_gift_wrap')).toBe('yes');

  // The shop's confirmation reads it back from WooCommerce.
  await expect(page.locator('[data-engraving-line]')).toHaveText([
    `Name to engrave: ${NAME}`,
    `Name to engrave: ${LATIN}`,
  ]);
  const gift = page.getByRole('region', { name: GIFT_MSG.gift });
  await expect(gift.getByText(GIFT_MSG.giftWrapped)).toBeVisible();
  await expect(gift.getByText(GIFT_MSG.pricesHidden)).toBeVisible();
  await expect(gift.locator('blockquote')).toHaveText(MESSAGE);

  // WooCommerce's own email to the shopper names the engraving and carries the message.
  const email = wp(store.WOOCOMMERCE_STATE_DIR, [
    'eval',
    `$o = wc_get_order(${id}); $m = WC()->mailer()->get_emails()['WC_Email_Customer_Processing_Order'];` +
      ' $m->object = $o; $m->recipient = $o->get_billing_email(); echo $m->get_content_html();',
  ]);
  expect(email).toContain(`Name to engrave:`);
  expect(email).toContain(NAME);
  expect(email).toContain('Gift wrapped');
  for (const line of MESSAGE.split('\n')) expect(email).toContain(line);

  // wp-admin's order screen shows the owner the same.
  const edit = wp(store.WOOCOMMERCE_STATE_DIR, ['eval', `echo wc_get_order(${id})->get_edit_order_url();`]).trim();
  // Logged in on the site's own address, which the edit link names (a cookie of another address is not sent).
  const admin = await page.context().browser()!.newPage({ ignoreHTTPSErrors: true });
  await admin.goto(new URL('/wp-login.php', edit).toString());
  await admin.locator('#user_login').fill(store.WOOCOMMERCE_ADMIN_USER!);
  await admin.locator('#user_pass').fill(store.WOOCOMMERCE_ADMIN_PASS!);
  await admin.locator('#wp-submit').click();
  await admin.waitForURL((u) => u.pathname.startsWith('/wp-admin'));
  await admin.goto(edit);
  const items = admin.locator('#order_line_items');
  // Each line's meta as wp-admin shows it (a backordered piece also has its Backordered row).
  await expect(items.locator('.display_meta tr').filter({ hasText: 'Name to engrave' })).toHaveText([
    new RegExp(`Name to engrave:\\s*${NAME}`),
    new RegExp(`Name to engrave:\\s*${LATIN}`),
  ]);
  await expect(admin.locator('#order_fee_line_items')).toContainText('Gift wrap');
  await expect(admin.locator('.nefertari-gift')).toContainText(MESSAGE.split('\n')[0]!);
  await admin.screenshot({ path: test.info().outputPath('wp-admin-order.png'), fullPage: true });
  await admin.close();
});

test("initials on a ring in sizes, at the engraving's price: WooCommerce charges each piece with it", async ({
  page,
  rest,
  ids,
}) => {
  test.setTimeout(120_000);
  const ring = product(ids, 'lapis-scarab-signet-ring');
  const size8 = ring.variants!.find((v) => v.attributes[0]!.option === '8')!;
  const piece = piastres(size8.regular_price) + 15000;
  await page.goto(`/product/${ring.wooId}?size=8`);
  await expect(page.getByText(GIFT_MSG.engravingPriceEach('EGP 150.00'))).toBeVisible();
  await page.getByLabel('Initials inside the band').fill('N-H');
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await addedToCart(page);
  await page.goto('/cart');
  const row = page.getByRole('row').filter({ hasText: 'Initials inside the band: N-H' });
  await expect(row).toContainText('Size: 8');
  // The store's price for the piece includes the engraving's.
  await expect(
    row.getByText(`EGP ${(piece / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).first(),
  ).toBeVisible();

  await page.goto('/checkout');
  await fillAddress(page, 'Shipping address', uniqueEmail('woo-initials'), GIZA);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: /Flat rate/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Cash on delivery/i }).check();
  await expect(page.getByRole('button', { name: /^Place Order · EGP/ })).toBeEnabled();
  const total = (await page.getByTestId('checkout-total').textContent())!.trim();
  expect(piastres(total)).toBe(2 * piece + 1000);
  const id = await placeOrder(page);

  const order = (await wooOrder(rest, id)) as GiftOrder;
  expect(piastres(order.total)).toBe(piastres(total));
  const [line] = order.line_items;
  expect([order.line_items.length, line!.variation_id, line!.quantity, piastres(line!.subtotal)]).toEqual([
    1,
    ids.variants[size8.id],
    2,
    2 * piece,
  ]);
  expect(
    ['nefertari_engraving', '_nefertari_engraving_label', '_nefertari_engraving_price'].map((k) =>
      meta(line!.meta_data, k),
    ),
  ).toEqual(['N-H', 'Initials inside the band', '150.00']);
  // Not a gift: no fee, nothing of a gift on the order.
  expect(order.fee_lines).toEqual([]);
  expect(order.meta_data.filter((m) => m.key.startsWith('_nefertari_gift'))).toEqual([]);
});

test("the store checks the name too: a client other than the shop gets the shop's words", async ({
  request,
  ids,
  store,
}) => {
  // One of the necklace's variations (silver, 45 cm): the store checks the name of each.
  const necklace = ids.variants[silver45(product(ids, 'arabic-name-cartouche-necklace')).id]!;
  const add = await storeCart(request, store);
  const missing = await add({ id: necklace, quantity: 1 });
  expect([missing.status(), (await missing.json()).message]).toEqual([
    400,
    GIFT_MSG.engravingRequired('Name to engrave'),
  ]);
  const long = await add({
    id: necklace,
    quantity: 1,
    extensions: { nefertari: { engraving: 'Nefertiti Amun' } },
  });
  expect([long.status(), (await long.json()).message]).toEqual([400, GIFT_MSG.engravingTooLong('Name to engrave', 12)]);
  // Nine characters as a reader counts them, though thirteen code points (a letter with its vowel mark is one).
  const marked = 'نُورُ الهُدَى';
  const ok = await add({ id: necklace, quantity: 1, extensions: { nefertari: { engraving: marked } } });
  expect(ok.status()).toBe(201);
  const cart = await ok.json();
  expect(
    cart.items.map(
      (i: { extensions: { nefertari: { engraving: { text: string } } } }) => i.extensions.nefertari.engraving.text,
    ),
  ).toEqual([marked]);
});
