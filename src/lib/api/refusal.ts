/**
 * What to tell the shopper when a call failed. A refusal she can act on (a 4xx answer in the
 * server's words: "Only 12 in stock, and 12 are already in your cart.") is said as the server said
 * it; a failure she cannot fix (the store down, a timeout, the rate limit) gets the screen's own
 * fallback. Reads the client's ApiError by shape, so importing this costs nothing.
 */
export function refusalMessage(error: unknown): string | null {
  const e = (error ?? {}) as { status?: unknown; message?: unknown };
  const status = typeof e.status === 'number' ? e.status : 0;
  if (status < 400 || status >= 500 || status === 429) return null;
  return typeof e.message === 'string' && e.message.trim() !== '' ? e.message : null;
}
