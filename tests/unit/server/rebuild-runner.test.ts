import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failure } from '../../../src/server/rebuild/runner';

/** The one line of a failed build's log that the status panel shows as its cause. */
const dir = mkdtempSync(path.join(tmpdir(), 'rebuild-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const log = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('why a build failed', () => {
  it("is the catalogue's own message when the store stopped it", () => {
    const file = log(
      'catalogue.log',
      [
        '14:41:15 [content] Syncing content',
        '\u001b[31m14:41:16 [ERROR]\u001b[39m WooCommerce catalogue: the WordPress site at https://store.example.com has no Nefertari Storefront plugin.',
        '  Location:',
        '    at read (src/loaders/catalogue/woocommerce-source.ts:40:13)',
      ].join('\n'),
    );
    expect(failure(file, 1, null)).toBe(
      'WooCommerce catalogue: the WordPress site at https://store.example.com has no Nefertari Storefront plugin.',
    );
  });

  it('is the error Astro stopped on, not a warning that mentions one', () => {
    const file = log(
      'image.log',
      [
        ' generating optimized images ',
        '14:49:18 [WARN] [build] Unable to generate optimized image for https://store.example.com/p.png: Error: Failed to load remote image (received 404))',
        'Error generating image for https://store.example.com/p.png: Error: Failed to load remote image (received 404))',
        '  Stack trace:',
        '    at loadRemoteImage (node_modules/astro/dist/assets/build/remote.js:10:11)',
      ].join('\n'),
    );
    expect(failure(file, 1, null)).toBe(
      'Error generating image for https://store.example.com/p.png: Error: Failed to load remote image (received 404))',
    );
  });

  it('is how the build ended when its log says nothing more', () => {
    expect(failure(log('empty.log', ''), null, 'SIGKILL')).toBe('the build stopped by SIGKILL');
    expect(failure(path.join(dir, 'missing.log'), 137, null)).toBe('the build exited with code 137');
  });
});
