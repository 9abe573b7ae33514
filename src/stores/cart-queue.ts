import { cartCount } from '../lib/api/transport';
import { isFresh, readCountCache, setCount } from './cart-count';

/**
 * Cart calls run one after another. A new shopper has no cart_token yet and every call may set
 * one: an add racing the badge's first refresh could end with the refresh's (empty) cart token
 * and lose the add, or apply an older answer over a newer one. In sequence, each call carries
 * the cookie the previous one set and each answer is newer than the last.
 */
let queue: Promise<unknown> = Promise.resolve();
export function serial<T>(call: () => Promise<T>): Promise<T> {
  const next = queue.then(call, call);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * The badge's own refresh (./cart-count loads this module for it when its count is stale): one
 * read-only GET of the count through the client's light path (cartCount in
 * src/lib/api/transport). In its turn in the queue, so a whole cart read just before it (which
 * caches the count) makes it unnecessary; a failure leaves the cached count.
 */
export function refreshCount(): Promise<void> {
  return serial(async () => {
    if (isFresh(readCountCache())) return;
    const count = await cartCount();
    if (count !== null) setCount(count);
  });
}

/** For tests: forget the queue. */
export function _resetQueueForTests(): void {
  queue = Promise.resolve();
}
