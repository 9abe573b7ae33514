/**
 * How the page and its islands tell each other when an island is needed and when it is there.
 * The islands hydrate through the shop's directive (src/directives/reach.ts), an inline script
 * that shares no module with the page's code: they talk through events on the document, whose
 * names are here. These events carry no state (the stores do): only "hydrate now", "mounted"
 * and "its code could not be loaded".
 */

/** Asks an island to hydrate now (detail: the island's name, its component's name). */
export const ISLAND_WAKE = 'island:wake';
/** An island has mounted (detail: its name). */
export const ISLAND_READY = 'island:ready';
/** An island's code could not be loaded (detail: its name); the next wake tries again. */
export const ISLAND_FAILED = 'island:failed';
