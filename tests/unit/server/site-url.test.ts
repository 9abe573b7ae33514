import { describe, expect, it } from 'vitest';
import { readSettings } from '../../../src/server/settings';
import { defaultSiteUrl } from '../../../src/lib/site';

// Links in emails (and, at build time, the sitemap and canonical tags) lead where `npm start` listens.
describe('the shop address when SITE_URL is not set', () => {
  it('follows PORT and HOST, as the server does', () => {
    expect(readSettings({}, { PORT: '4540' }).mail.siteUrl).toBe('http://localhost:4540');
    expect(readSettings({}, { PORT: '8080', HOST: 'shop.local' }).mail.siteUrl).toBe('http://shop.local:8080');
    expect(defaultSiteUrl({ HOST: '0.0.0.0' })).toBe('http://localhost:4321');
    expect(defaultSiteUrl({})).toBe('http://localhost:4321');
  });

  it('is SITE_URL when given', () => {
    expect(readSettings({}, { PORT: '4540', SITE_URL: 'https://shop.example.com/' }).mail.siteUrl).toBe(
      'https://shop.example.com',
    );
  });
});
