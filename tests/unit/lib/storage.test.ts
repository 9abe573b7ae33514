import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeStorage } from '../api/fakes';
import { readDecoded, readStored, removeStored, takeStored, writeStored } from '../../../src/lib/storage';
import { storedAs } from '../../../src/lib/api/answer-check';
import { wishlistCopySchema } from '../../../src/lib/api/answer-schemas/wishlist-copy';
import { readCountCache } from '../../../src/lib/cart-count';

const storedWishlist = storedAs(wishlistCopySchema);

/** The one error policy of the browser's storage: a bad value is dropped, nothing crashes, nothing else is lost. */
let local: FakeStorage;
let session: FakeStorage;

beforeEach(() => {
  local = new FakeStorage();
  session = new FakeStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
});
afterEach(() => vi.unstubAllGlobals());

const item = {
  id: 3,
  product_id: 101,
  name: 'Scarab Ring',
  price: '1250.00',
  image: '/ring.svg',
  date_added: '2026-05-01T10:00:00',
  has_options: false,
};

describe('storage', () => {
  it('reads a value that passes its check', () => {
    local.setItem('wp_wishlist', JSON.stringify({ v: 1, items: [item], pending: [7] }));
    expect(readStored('wp_wishlist', storedWishlist)).toEqual({ v: 1, items: [item], pending: [7] });
  });

  it.each([
    ['not JSON', '{"v":1,'],
    ['the wrong shape', JSON.stringify({ v: 1, items: [{ ...item, product_id: 'x' }], pending: [] })],
    ['another version', JSON.stringify({ v: 2, items: [], pending: [] })],
  ])('drops a corrupt value (%s) and keeps every other key', (_, raw) => {
    local.setItem('wp_wishlist', raw);
    local.setItem('nefertari.session', 'kept as it was');
    expect(readStored('wp_wishlist', storedWishlist)).toBeNull();
    expect(local.getItem('wp_wishlist')).toBeNull();
    expect(local.getItem('nefertari.session')).toBe('kept as it was');
  });

  it('the cart count the badge caches is held to the same rule', () => {
    local.setItem('nefertari.cartCount', JSON.stringify({ v: 1, count: -3, at: Date.now() }));
    expect(readCountCache()).toBeNull();
    expect(local.getItem('nefertari.cartCount')).toBeNull();
  });

  it('storage that throws reads as empty and refuses writes without crashing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('localStorage', broken);
    expect(readStored('wp_wishlist', storedWishlist)).toBeNull();
    expect(writeStored('wp_wishlist', { v: 1, items: [], pending: [] })).toBe(false);
    expect(() => removeStored('wp_wishlist')).not.toThrow();
  });

  it('no storage at all (a server render) is the same as empty', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readDecoded('nefertari.csrf', (raw) => raw)).toBeNull();
    expect(writeStored('nefertari.csrf', 'x')).toBe(false);
  });

  it('a one-shot value is read once, from the storage area asked for', () => {
    writeStored('nefertari.flash', { title: 'Login successful' }, 'session');
    expect(local.getItem('nefertari.flash')).toBeNull();
    const check = (v: unknown) => v as { title: string };
    expect(takeStored('nefertari.flash', check, 'session')).toEqual({ title: 'Login successful' });
    expect(takeStored('nefertari.flash', check, 'session')).toBeNull();
  });
});
