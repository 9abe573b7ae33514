import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while React hydrates the page as built, true once it has (and from the start for an island
 * mounted in the browser alone). The stores may already hold more than the build knew (the cart
 * read, the drawer asked open by the Add to Cart that woke it): the first render must still be
 * the built one, or React throws the page's markup away, so an island shows what its stores say
 * from the render that follows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
