import { useEffect, useState, type DependencyList } from 'react';
import { problem } from './api';

/**
 * The answer to a screen's latest request (a list's filter or page): when the owner moves on
 * before an answer arrives, that older answer is dropped instead of drawn over the newer one.
 * `load` null waits (a filter still being read from the address).
 */
export function useAnswer<T>(load: (() => Promise<T>) | null, deps: DependencyList) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    setError(null);
    load().then(
      (d) => current && setData(d),
      (e) => current && setError(problem(e)),
    );
    return () => {
      current = false;
    };
    // The caller names what its request depends on (the filter, the page), as useEffect's own callers do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { data, error, setData };
}
