import { MSG } from '../../src/lib/messages';
import { expect, product, test } from './fixtures';
import { accessLogSince, accessLogSize } from './store';
import { addToCart, piastres, unitPrice } from './shopper';
import { addedToCart } from '../e2e/cart-drawer.helpers';
import { apiHeaders } from '../e2e/checkout-fixtures';
import { toast } from '../e2e/toasts.helpers';

test.describe('cart on the store', () => {
  test("add, change quantities, remove; the summary is the store's", async ({ page, ids }) => {
    const lotus = product(ids, 'golden-lotus-necklace');
    const cuff = product(ids, 'hieroglyph-cartouche-bangle');
    // The bangle's page starts at size M.
    const cuffM = cuff.variants!.find((v) => v.attributes[0]!.option === 'M')!;
    await addToCart(page, lotus.wooId, 1);
    await addToCart(page, cuff.wooId, 2);
    await page.goto('/cart');
    const table = page.getByRole('table', { name: 'Items in your cart' });
    const row = table.getByRole('row').filter({ hasText: lotus.name });
    await expect(row).toContainText('EGP 690.00');
    await row.getByRole('button', { name: `Increase quantity of ${lotus.name}` }).click();
    await expect(toast(page, 'Cart updated')).toBeVisible();
    await expect(row.locator('output')).toHaveText('2');
    await expect(row).toContainText('EGP 1,380.00');
    await expect(page.locator('cart-badge')).toHaveText('4');

    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    const items = 2 * piastres(unitPrice(lotus)) + 2 * piastres(cuffM.regular_price);
    await expect(summary).toContainText(
      `SubtotalEGP ${(items / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    // The total is the one WooCommerce computes; it never claims shipping is left out when it is in.
    const total = piastres((await summary.locator('.cart-total dd').textContent())!);
    const shipping = (await summary
      .getByText('Shipping', { exact: true })
      .locator('xpath=following-sibling::dd')
      .textContent())!;
    if (/Calculated at checkout/.test(shipping)) expect(total).toBe(items);
    else expect(total).toBe(items + piastres(shipping));

    await table.getByRole('button', { name: `Remove ${cuff.name} (Size: M) from cart` }).click();
    await expect(toast(page, 'Item removed')).toBeVisible();
    await expect(page.locator('cart-badge')).toHaveText('2');
  });

  test('more than the stock adds what WooCommerce has left and says so; past that, refused with the limit', async ({
    page,
    ids,
  }) => {
    const ring = product(ids, 'khan-el-khalili-chandelier-earrings');
    expect(ring.stock_quantity).toBe(5);
    // WooCommerce refuses an add past its stock whole ("not enough stock (5 remaining)"): the shop
    // adds the 5 it has instead, and the cart drawer says so.
    await page.goto(`/product/${ring.wooId}`);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('7');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await addedToCart(page, MSG.addedToCartBody('', { added: 5, left: 5 }));
    await expect(page.locator('cart-badge')).toHaveText('5');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toast(page, MSG.stockAlreadyInCart(5, 5))).toBeVisible();
    await page.goto('/cart');
    const row = page.getByRole('table', { name: 'Items in your cart' }).getByRole('row').filter({ hasText: ring.name });
    await expect(row.locator('output')).toHaveText('5');
    await expect(row.getByRole('button', { name: `Increase quantity of ${ring.name}` })).toBeDisabled();
  });

  test('with some in the cart already, an add past the stock tops the line up to it and says so', async ({
    page,
    ids,
  }) => {
    const cuff = product(ids, 'pharaoh-collar-cuff');
    await addToCart(page, cuff.wooId, 1);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('4');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await addedToCart(page, MSG.addedToCartBody('', { added: 2, left: 3 }));
    await expect(page.locator('cart-badge')).toHaveText('3');
  });

  test("a new shopper's first add costs no refused call", async ({ page, store, ids }) => {
    const from = accessLogSize(store);
    await addToCart(page, product(ids, 'lapis-winged-scarab-earrings').wooId, 1);
    const adds = accessLogSince(store, from).filter((l) => l.includes('/wc/store/v1/cart/add-item'));
    expect(adds.length).toBeGreaterThan(0);
    expect(adds.filter((l) => /-> 4\d\d/.test(l))).toEqual([]);
  });

  test("a shopper's first reads and her first add at the same moment: the piece stays in her cart", async ({
    page,
    ids,
    baseURL,
  }) => {
    // Her cart cookie exists (a sign-in or a wishlist write gives one) but no WooCommerce session
    // yet: the header's read, the drawer's read and the add each open one on the store.
    const headers = await apiHeaders(page.context(), baseURL!);
    expect((await page.request.delete('/api/wishlist', { headers })).ok()).toBeTruthy();
    const id = product(ids, 'lapis-winged-scarab-earrings').wooId;
    const [, , added] = await Promise.all([
      page.request.get('/api/cart'),
      page.request.get('/api/cart'),
      page.request.post('/api/cart/items', { data: { id, quantity: 1 }, headers }),
      page.request.get('/api/cart'),
    ]);
    expect(added.ok()).toBeTruthy();
    const cart = (await (await page.request.get('/api/cart')).json()) as { items: { id: number }[] };
    expect(cart.items.map((i) => i.id)).toEqual([id]);
  });
});
