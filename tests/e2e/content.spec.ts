import { test, expect } from '@playwright/test';
import { reactDownloads } from './react-runtime';
import { MSG } from '../../src/lib/messages';

/** Every content page answers 200 with its own heading, title and description. */
const PAGES = [
  ['/about-us', 'Our Story', ['How It Began', 'Heritage', 'Craftsmanship', 'Community', 'Our Team']],
  [
    '/sustainability',
    'Sustainability',
    [
      'Ethical Sourcing',
      'Responsible Production',
      'Packaging & Shipping',
      'Community Impact',
      'Our Ongoing Journey',
      'Certifications',
    ],
  ],
  ['/craftsmanship', 'Craftsmanship', ['Our Process', 'Traditional Techniques']],
  ['/terms-of-service', 'Terms of Service', ['1. Acceptance of Terms', '9. Contact Us']],
  ['/privacy-policy', 'Privacy Policy', ['How We Use Your Information', 'Your Rights']],
  ['/returns-refunds', 'Returns & Refunds', ['Our Return Policy', 'Refunds']],
  ['/shipping-info', 'Shipping Information', ['Shipping Options', 'Processing Time', 'Delayed or Lost Parcels']],
  [
    '/faq',
    'Frequently Asked Questions',
    ['Shopping & Orders', 'Products & Care', 'Returns & Exchanges', 'Account & Privacy'],
  ],
  ['/contact-us', 'Contact Us', ['Get in Touch', 'Store Hours', 'Follow Us', 'Send Us a Message', 'Find Our Workshop']],
  ['/size-guide', 'Size Guide', ['Rings', 'Bracelets', 'Necklaces', 'Earrings']],
  ['/wordpress-setup', 'Connect Your WooCommerce Store', ['Your progress', 'What you can do afterwards']],
] as const;

test.describe('content pages', () => {
  for (const [path, h1, h2s] of PAGES) {
    test(`${path} renders its headings, title and description`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      for (const h of h2s) await expect(page.getByRole('heading', { level: 2, name: h, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${h1} | Nefertari`);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        '/rss.xml',
      );
    });
  }

  test('every content page has its own description', async ({ request }) => {
    const seen = new Map<string, string>();
    for (const [path] of PAGES) {
      const html = await (await request.get(path)).text();
      const d = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(seen.has(d), `${path} shares its description with ${seen.get(d)}`).toBe(false);
      seen.set(d, path);
    }
  });

  test('policies show their last-updated dates and the terms have 9 sections', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByText('Last updated May 12, 2023')).toBeVisible();
    await expect(page.locator('main h2')).toHaveCount(9);
    await page.goto('/privacy-policy');
    await expect(page.getByText('Last updated May 10, 2023')).toBeVisible();
    await page.goto('/returns-refunds');
    await expect(page.getByText('Last updated April 15, 2023')).toBeVisible();
  });

  test('privacy purposes are an accordion of four and the rights are a list', async ({ page }) => {
    await page.goto('/privacy-policy');
    const purposes = page.locator('details[name="privacy-purpose"]');
    await expect(purposes).toHaveCount(4);
    await page.getByText('Marketing with consent').click();
    await expect(page.getByText('We only do this with your consent')).toBeVisible();
    await expect(page.getByText('We use your name, contact details, billing')).toBeHidden();
    const rights = page.getByRole('heading', { name: 'Your Rights' }).locator('xpath=following-sibling::ul[1]/li');
    await expect(rights).toHaveCount(6);
  });

  test('shipping options are in EGP and both policy pages link onward', async ({ page }) => {
    await page.goto('/shipping-info');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('cell', { name: 'EGP 10.00' })).toHaveCount(2);
    for (const path of ['/shipping-info', '/returns-refunds']) {
      await page.goto(path);
      const help = page.getByRole('navigation', { name: 'Get help' });
      await expect(help.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
      await expect(help.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
      await expect(help.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute('href', '/order-tracking');
    }
  });

  test('our story has the team of three and links to the shop and contact', async ({ page }) => {
    await page.goto('/about-us');
    for (const name of ['Laila Hassan', 'Mahmoud Hassan', 'Nour El-Sayed'])
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop the Collection' })).toHaveAttribute('href', '/shop');
    await expect(
      page.getByRole('navigation', { name: 'Continue' }).getByRole('link', { name: 'Contact Us' }),
    ).toHaveAttribute('href', '/contact-us');
  });

  test('FAQ opens one question at a time in each group and links to contact and email', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('details')).toHaveCount(19);
    const group = (name: string) => page.getByRole('region', { name });
    const open = page.locator('details[open] summary');
    await page.getByText('How do I place an order?').click();
    await expect(page.getByText('Browse our collections, choose your size')).toBeVisible();
    await page.getByText('Do you offer a warranty?').click();
    await expect(
      page.getByText('one-year warranty against manufacturing defects, such as faulty clasps'),
    ).toBeVisible();
    // Spec: single-open groups. A question of another group leaves this group's answer open.
    await expect(page.getByText('Browse our collections, choose your size')).toBeVisible();
    await expect(open).toHaveText(['How do I place an order?', 'Do you offer a warranty?']);
    // Within a group, opening a question closes the other.
    const shopping = group('Shopping & Orders');
    const second = shopping.locator('summary').nth(1);
    const secondText = (await second.textContent())!;
    await second.click();
    await expect(page.getByText('Browse our collections, choose your size')).toBeHidden();
    await expect(shopping.locator('details[open] summary')).toHaveText([secondText]);
    // Keyboard works too: Enter on a summary opens it and closes the other of its group only.
    await page.getByText('Can I resize my ring?').focus();
    await page.keyboard.press('Enter');
    await expect(group('Returns & Exchanges').locator('details[open] summary')).toHaveText(['Can I resize my ring?']);
    await expect(group('Products & Care').locator('details[open] summary')).toHaveText(['Do you offer a warranty?']);
    await expect(shopping.locator('details[open] summary')).toHaveText([secondText]);
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Email support@nefertari-jewelry.com' }),
    ).toHaveAttribute('href', 'mailto:support@nefertari-jewelry.com');
  });

  test('size guide shows the four charts', async ({ page }) => {
    await page.goto('/size-guide');
    const rings = page.getByRole('region', { name: 'Ring sizes' }).getByRole('row');
    await expect(rings).toHaveCount(8); // header + US 4-10
    await expect(
      page.getByRole('region', { name: 'Ring sizes' }).getByRole('row', { name: /^7 N½ 54 17\.3 54\.4$/ }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bracelet sizes' }).getByRole('row')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Necklace lengths' }).getByRole('row')).toHaveCount(7);
    await expect(page.getByRole('region', { name: 'Earring post gauge' }).getByRole('row')).toHaveCount(5);
    // What to add to the wrist for each fit, a bangle's included (the same table as the size guide dialog's).
    await expect(
      page
        .getByRole('region', { name: 'Fit: add to your wrist measurement' })
        .getByRole('row', { name: 'Bangle +2.5' }),
    ).toBeVisible();
  });

  test('contact form shows each rule inline, then confirms without a network call', async ({ page }) => {
    const posts: string[] = [];
    await page.goto('/contact-us');
    page.on('request', (req) => {
      if (req.method() !== 'GET') posts.push(req.url());
    });
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByLabel('Name').fill('A');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Subject').fill('Hey');
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText(MSG.contactNameShort)).toBeVisible();
    await expect(form.getByText(MSG.contactEmailInvalid)).toBeVisible();
    await expect(form.getByText(MSG.contactSubjectShort)).toBeVisible();
    await expect(form.getByText(MSG.contactMessageShort)).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('status')).toHaveText('');

    // Correcting a field clears its message as the shopper types; nothing typed is lost.
    await form.getByLabel('Name').fill('Amira Said');
    await expect(form.getByText(MSG.contactNameShort)).toBeHidden();
    await expect(form.getByLabel('Message')).toHaveValue('Too short');

    await form.getByLabel('Email').fill('amira@example.com');
    await form.getByLabel('Subject').fill('Custom ring');
    await form.getByLabel('Message').fill('Could you make the lotus ring in size 6?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(MSG.contactSent);
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test('contact page map is a sized image with a description', async ({ page }) => {
    await page.goto('/contact-us');
    const map = page.getByRole('img', { name: /Map of the Khan el-Khalili area/ });
    await expect(map).toHaveAttribute('width', '800');
    await expect(map).toHaveAttribute('height', '500');
  });

  test('setup guide tracks steps across reloads and congratulates at 5/5', async ({ page }) => {
    await page.goto('/wordpress-setup');
    await expect(page.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: 'Store backend status' })).toBeVisible();
    await expect(page.getByText('WOOCOMMERCE_CONSUMER_SECRET').first()).toBeAttached();
    const steps = page.locator('details[name="setup-step"]');
    await expect(steps).toHaveCount(5);
    await expect(page.getByText('0/5')).toBeVisible();

    await steps.nth(0).getByRole('button', { name: MSG.setupMarkComplete }).click();
    await expect(page.getByText('1/5')).toBeVisible();
    await expect(page.locator('progress')).toHaveJSProperty('value', 1);
    await page.reload();
    await expect(page.getByText('1/5')).toBeVisible();
    await expect(steps.nth(0).getByRole('button', { name: MSG.setupMarkIncomplete })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    for (let i = 1; i < 5; i++) {
      await steps.nth(i).locator('summary').click();
      await steps.nth(i).getByRole('button', { name: MSG.setupMarkComplete }).click();
    }
    await expect(page.getByText('5/5')).toBeVisible();
    await expect(page.getByText(MSG.setupComplete)).toBeVisible();
    // Marking one incomplete again takes the congratulation away.
    await steps.nth(4).getByRole('button', { name: MSG.setupMarkIncomplete }).click();
    await expect(page.getByText('4/5')).toBeVisible();
    await expect(page.getByText(MSG.setupComplete)).toBeHidden();
  });

  test('setup guide discards a corrupt saved progress', async ({ page }) => {
    await page.goto('/wordpress-setup');
    await page.evaluate(() => localStorage.setItem('nefertari.setupGuide.completed', '[1, "x", 99'));
    await page.reload();
    await expect(page.getByText('0/5')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('nefertari.setupGuide.completed'))).toBeNull();
  });

  test('content pages download no React runtime', async ({ page }) => {
    for (const path of [
      '/about-us',
      '/faq',
      '/contact-us',
      '/size-guide',
      '/wordpress-setup',
      '/privacy-policy',
      '/blog',
      '/blog/how-to-layer-necklaces',
    ]) {
      expect(await reactDownloads(page, path), path).toEqual([]);
    }
  });

  test('a content page has no horizontal scroll at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/faq', '/size-guide', '/contact-us', '/shipping-info', '/blog', '/wordpress-setup']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
