import type { Page } from '@playwright/test';

/** Text only React's runtime holds (its element type tag). */
export const REACT_RUNTIME = 'react.transitional.element';

/**
 * The scripts the page downloads from now on whose text holds `marker`. A body is read after its
 * response event, so the returned reader first waits for every body asked for so far: a list read
 * at once can miss a chunk still being read (it did, under load) and pass or fail for that reason.
 */
export function scriptsHolding(page: Page, marker: string = REACT_RUNTIME): () => Promise<string[]> {
  const found: string[] = [];
  const reading: Promise<unknown>[] = [];
  page.on('response', (res) => {
    if (!new URL(res.url()).pathname.endsWith('.js')) return;
    reading.push(
      res.text().then(
        (body) => body.includes(marker) && found.push(res.url()),
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(reading);
    return found;
  };
}

/** The URLs of scripts a page downloads that contain the React runtime, once the network is idle. */
export async function reactDownloads(page: Page, path: string): Promise<string[]> {
  const react = scriptsHolding(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  return react();
}
