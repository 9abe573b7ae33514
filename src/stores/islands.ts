import { ISLAND_FAILED, ISLAND_READY, ISLAND_WAKE } from '../lib/islands';

/**
 * The page's side of the islands' wake-up (src/lib/islands.ts names the events): a page script or
 * an island asks another island to hydrate now and learns when it is there, or that its code
 * could not be loaded.
 */
const ready = new Set<string>();

/** Called once by an island when it has mounted. */
export function islandReady(name: string): void {
  ready.add(name);
  document.dispatchEvent(new CustomEvent(ISLAND_READY, { detail: name }));
}

/**
 * Hydrates the island `name` now if it has not yet. Resolves true once it is mounted, false when
 * the page has no such island or its code could not be loaded.
 */
export function wakeIsland(name: string): Promise<boolean> {
  if (ready.has(name)) return Promise.resolve(true);
  if (!document.querySelector(`astro-island[data-island="${name}"]`)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const settle = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== name) return;
      document.removeEventListener(ISLAND_READY, settle);
      document.removeEventListener(ISLAND_FAILED, settle);
      resolve(event.type === ISLAND_READY);
    };
    document.addEventListener(ISLAND_READY, settle);
    document.addEventListener(ISLAND_FAILED, settle);
    document.dispatchEvent(new CustomEvent(ISLAND_WAKE, { detail: name }));
  });
}
