import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Shared steps of the checkout and order specs: a shopper's cart, address and order. */

export const ADDRESS = {
  'First name': 'Nour',
  'Last name': 'Hassan',
  'Street address': '12 Tahrir Street',
  City: 'Cairo',
  'Governorate / State': 'Cairo',
  'Postal code': '11511',
  Phone: '+20 100 123 4567',
} as const;

/** A unique email per test, so orders of parallel tests never mix. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

/** Double-submit anti-forgery headers for calls made outside the page (setup only). */
export async function apiHeaders(context: BrowserContext, baseURL: string): Promise<Record<string, string>> {
  const token = randomBytes(16).toString('hex');
  await context.addCookies([{ name: 'csrf_token', value: token, url: baseURL, sameSite: 'Strict' }]);
  return { 'X-CSRF-Token': token, 'X-Requested-With': 'XMLHttpRequest' };
}

/** What a test puts in a cart: a product without options by its id, or a product and its choice ("Size" -> "7"). */
export type CartPick = number | { id: number; choices: Record<string, string> };
const picked = (p: CartPick) => (typeof p === 'number' ? { id: p, choices: {} } : p);

/** Puts products into this browser's server-side cart; answers the sum of their live prices. */
export async function seedCart(page: Page, baseURL: string, picks: CartPick[]): Promise<number> {
  const headers = await apiHeaders(page.context(), baseURL);
  let sum = 0;
  for (const { id, choices } of picks.map(picked)) {
    const res = await page.request.post('/api/cart/items', { data: { id, quantity: 1, choices }, headers });
    expect(res.ok(), `add ${id}: ${res.status()} ${await res.text()}`).toBeTruthy();
    const cart = (await res.json()) as { items: { id: number; price: string; choices: { option: string }[] }[] };
    const line = cart.items.find(
      (i) => i.id === id && Object.values(choices).every((v) => i.choices.some((c) => c.option === v)),
    )!;
    sum += Math.round(Number(line.price) * 100);
  }
  return sum;
}

/** "EGP 1,250.00", as the shop prints money. */
export const egp = (minor: number) =>
  `EGP ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Fills an address form. Its country first (by code, when a test names one): Egypt's governorate
 * is a list, chosen by its name; another country's state is typed.
 */
export async function fillAddress(
  page: Page,
  group: 'Shipping address' | 'Billing address',
  email: string,
  overrides: Partial<Record<keyof typeof ADDRESS | 'Country', string>> = {},
) {
  const form = page.getByRole('group', { name: group });
  const { Country: country, ...fields } = { ...ADDRESS, ...overrides };
  if (country) await form.getByLabel('Country', { exact: true }).selectOption(country);
  for (const [label, value] of Object.entries(fields)) await fillField(form.getByLabel(label, { exact: true }), value);
  await form.getByLabel('Email', { exact: true }).fill(email);
}

/**
 * Types into a field, or chooses the option of that name from a list (Egypt's governorates). A
 * country chosen a moment before may still be turning the list into a text field (or back): the
 * field is asked again until the action takes.
 */
export async function fillField(field: Locator, value: string) {
  await expect(async () => {
    if (await field.evaluate((el) => el.tagName === 'SELECT'))
      await field.selectOption({ label: value }, { timeout: 1000 });
    else await field.fill(value, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** The toast a shopper sees (the Toaster may also keep a hidden copy for screen readers). */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Information -> Shipping -> Payment with the first shipping method and Cash on Delivery. */
export async function completeSteps(page: Page, email: string) {
  await fillAddress(page, 'Shipping address', email);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('radio', { name: /Standard Shipping/ }).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
}

/**
 * A store with two rates for the address that selects neither until the shopper chooses: the
 * embedded store's answer with an Express rate added beside its own, and nothing marked selected
 * when no rate was asked for. The embedded store has one rate, which the checkout chooses itself.
 */
export async function offerTwoRatesNoneSelected(page: Page) {
  await page.route('**/api/checkout/shipping', async (route) => {
    const asked = (route.request().postDataJSON() as { rate?: string }).rate;
    const response = await route.fetch();
    const quote = (await response.json()) as { rates: { id: string; selected: boolean }[] };
    const express = { id: 'express', name: 'Express courier', description: '', price: '45.00', selected: false };
    const rates = [...quote.rates, express].map((r) => ({ ...r, selected: !!asked && r.selected }));
    await route.fulfill({ response, json: { ...quote, rates } });
  });
}

/** An order placed straight through the API (for tracking tests); answers its id and number. */
export async function placeOrderByApi(context: BrowserContext, baseURL: string, email: string, picks: CartPick[]) {
  const request = context.request;
  const headers = await apiHeaders(context, baseURL);
  for (const { id, choices } of picks.map(picked))
    expect((await request.post('/api/cart/items', { data: { id, quantity: 1, choices }, headers })).ok()).toBeTruthy();
  const address = {
    first_name: 'Nour',
    last_name: 'Hassan',
    company: '',
    address_1: '12 Tahrir Street',
    address_2: '',
    city: 'Cairo',
    state: 'Cairo',
    postcode: '11511',
    country: 'EG',
    email,
    phone: '+20 100 123 4567',
  };
  const res = await request.post('/api/orders', {
    headers,
    data: {
      billing: address,
      shipping: address,
      payment_method: 'cod',
      shipping_method: 'standard',
      customer_note: '',
      idempotency_key: randomBytes(12).toString('hex'),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; number: string; order_key: string; total: string };
}

/**
 * The database file of the e2e server: E2E_DATABASE_PATH, else the newest `.data/e2e-<ms>.db` by
 * the time in its name (playwright.config names it at start; mtimes are unreliable under WAL).
 */
export function e2eDatabasePath(): string {
  if (process.env.E2E_DATABASE_PATH) return path.resolve(process.env.E2E_DATABASE_PATH);
  const newest = readdirSync('.data')
    .map((f) => /^e2e-(\d+)\.db$/.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(b[1]) - Number(a[1]))[0];
  if (!newest) throw new Error('No e2e database in .data/');
  return path.resolve('.data', newest[0]);
}
