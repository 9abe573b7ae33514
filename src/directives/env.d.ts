import type { ReachOptions } from './reach';

declare global {
  namespace Astro {
    interface ClientDirectives {
      /** A page that is an island: hydrate once the document is parsed (or when idle, with "idle"), in a task after the island's code has run (src/directives/yielding.ts). */
      'client:yielding'?: boolean | 'idle';
      /** A shopping island: hydrate when the shopper reaches it (src/directives/reach.ts). */
      'client:reach'?: ReachOptions;
    }
  }
}
export {};
