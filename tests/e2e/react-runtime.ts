import type { Page } from '@playwright/test';

/** The URLs of scripts a page downloads that contain the React runtime, once the network is idle. */
export async function reactDownloads(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  const onResponse = async (res: import('@playwright/test').Response) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.text().catch(() => '');
    if (body.includes('react.transitional.element')) found.push(res.url());
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  return found;
}
