/**
 * TRUST_PROXY: how many proxies (a load balancer, a CDN in front of it) stand between shoppers and
 * this server. Unset, empty, 0, false, no or off: none, and X-Forwarded-* headers are ignored;
 * 1 (or true, yes, on): one; a larger number: that many. Any other value stops the server, since
 * a misread switch here decides whose address the rate limits and lockouts count.
 */
export function trustedProxies(value: string | undefined): number {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false' || v === 'no' || v === 'off') return 0;
  if (v === 'true' || v === 'yes' || v === 'on') return 1;
  if (/^[1-9]$/.test(v)) return Number(v);
  throw new Error(
    `TRUST_PROXY=${value} is not a number of proxies: use 0 (none), 1 (one load balancer) or the number in front of the server.`,
  );
}

/**
 * The shopper's address from X-Forwarded-For behind `hops` trusted proxies: each proxy appends the
 * address it saw, so the one the outermost trusted proxy added is `hops` entries from the right.
 * The entries left of it are whatever the client sent, and never count.
 */
export function forwardedClient(header: string | null, hops: number): string | null {
  if (hops < 1 || !header) return null;
  const entries = header
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.length ? entries[Math.max(0, entries.length - hops)]! : null;
}

/**
 * Whether the shopper's connection is https behind `hops` trusted proxies, from the
 * X-Forwarded-Proto the proxies set (read like X-Forwarded-For when several appended theirs).
 * Without a trusted proxy the header is the client's own word, and never counts.
 */
export function forwardedHttps(header: string | null | undefined, hops: number): boolean {
  return forwardedClient(header ?? null, hops)?.toLowerCase() === 'https';
}
