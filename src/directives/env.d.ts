declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate at load (or when idle, with "idle") in a task after the island's code has run (src/directives/yielding.ts). */
      'client:yielding'?: boolean | 'idle';
    }
  }
}
export {};
