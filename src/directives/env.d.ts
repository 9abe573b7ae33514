declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on the first toast, or on idle when the page hydrates other islands (src/directives/toasts.ts). */
      'client:toasts'?: boolean;
    }
  }
}
export {};
