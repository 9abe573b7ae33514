// @ts-check
import { fileURLToPath } from 'node:url';

/** Vite's helper for dynamic imports, replaced by a smaller one of ours (src/behaviours/site/preload.ts). */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
/** @type {import('vite').Plugin} */
export const preloadHelper = {
  name: 'small-preload-helper',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId: (id) =>
    id === VITE_PRELOAD_HELPER
      ? fileURLToPath(new URL('../src/behaviours/site/preload.ts', import.meta.url))
      : undefined,
};
