import { expect, type Page } from '@playwright/test';
import { fillAddress, uniqueEmail } from '../e2e/checkout-fixtures';
import type { WooRest } from './store';
import { addedToCart } from '../e2e/cart-drawer.helpers';

/** What a shopper does in the integration suite, step by step through the shop's own pages. */

export { uniqueEmail };

/**
 * Opens a page and waits until its form island has hydrated (Astro drops the island's `ssr`
 * attribute then): on a busy machine a click before that is lost, and the test would wait for
 * an answer that never comes.
 */
export async function openForm(page: Page, url: string, island: string): Promise<void> {
  await page.goto(url);
  await page.locator(`astro-island[component-url*="/${island}."]:not([ssr])`).waitFor({ state: 'attached' });
}

/** Adds from the product page as a shopper does (quantity box, then Add to Cart). */
export async function addToCart(page: Page, productId: number, quantity = 1): Promise<void> {
  await page.goto(`/product/${productId}`);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await addedToCart(page);
}

export interface CheckoutChoice {
  email: string;
  /** The shipping rate's visible name, e.g. /Flat rate/. */
  rate: RegExp;
  /** The payment method's visible name, e.g. /Cash on delivery/i. */
  payment: RegExp;
  address?: Parameters<typeof fillAddress>[3];
}

/** Address, shipping rate, payment method; answers the total the shopper is shown before Place Order. */
export async function checkoutUpTo(page: Page, choice: CheckoutChoice): Promise<{ total: string; button: string }> {
  await page.goto('/checkout');
  await fillAddress(page, 'Shipping address', choice.email, choice.address);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: choice.rate }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: choice.payment }).check();
  // Place Order names its total once the store has answered for the chosen rate.
  await expect(page.getByRole('button', { name: /^Place Order · EGP/ })).toBeEnabled();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  const total = (await summary.getByTestId('checkout-total').textContent())!.trim();
  const button = (await page.getByRole('button', { name: /Place Order/ }).textContent())!.trim();
  return { total, button };
}

/** Place Order, then the shop's own confirmation page: answers the order id. */
export async function placeOrder(page: Page): Promise<number> {
  await page.getByRole('button', { name: /Place Order/ }).click();
  await page.waitForURL(/\/order-confirmation\/\d+/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** What a catalogue product sells for. */
export const unitPrice = (p: { on_sale: boolean; sale_price: string; regular_price: string }) =>
  p.on_sale ? p.sale_price : p.regular_price;

/** "EGP 1,250.00" -> 125000 piastres. */
export const piastres = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);

export interface WooOrderLine {
  name: string;
  quantity: number;
  total: string;
  product_id: number;
}
export interface WooOrderRecord {
  id: number;
  number: string;
  status: string;
  total: string;
  shipping_total: string;
  customer_id: number;
  payment_method: string;
  date_created: string;
  date_created_gmt: string;
  shipping: Record<string, string>;
  billing: Record<string, string>;
  line_items: WooOrderLine[];
  shipping_lines: { method_id: string; method_title: string; total: string }[];
  needs_payment: boolean;
  payment_url: string;
}

/** The order as WooCommerce keeps it. */
export const wooOrder = (rest: WooRest, id: number) => rest.get<WooOrderRecord>(`/wc/v3/orders/${id}`);
