import { use } from 'react';
import { wordsAreReady, wordsReady } from '../../lib/i18n/ready';

/** Settled as React reads a settled promise, so `use` returns at once rather than waiting a tick. */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Called first by every island's root: on an Arabic page whose Arabic words are not in yet, the
 * island waits for them (React keeps the page as the server drew it meanwhile), so it hydrates
 * saying what the server said. Elsewhere it returns at once.
 *
 * `use` is called on every render, a settled promise once the words are in: React may render the
 * root again right after the words arrive (a replay of the render they held), and a `use` that the
 * first attempt made and the replay skipped made WebKit's hydration fail (React error 467, then 423).
 */
export function useWordsReady(): void {
  use(wordsAreReady() ? READY : wordsReady());
}
