import { describe, expect, it } from 'vitest';
import { forwardedClient, forwardedHttps, trustedProxies } from '../../../src/server/security/proxy';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['false', 0],
    ['No', 0],
    ['off', 0],
    ['1', 1],
    ['true', 1],
    ['yes', 1],
    ['2', 2],
  ] as const)('%j means %i proxies', (value, n) => {
    expect(trustedProxies(value)).toBe(n);
  });

  it.each(['maybe', '-1', '1.5', '10'])('%j stops the server with a message saying what to write', (value) => {
    expect(() => trustedProxies(value)).toThrow(
      `TRUST_PROXY=${value} is not a number of proxies: use 0 (none), 1 (one load balancer) or the number in front of the server.`,
    );
  });
});

describe('the shopper behind the proxies', () => {
  it('is the address the trusted proxy added, never one the client wrote to the left of it', () => {
    expect(forwardedClient('203.0.113.9, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(forwardedClient('203.0.113.9, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
    expect(forwardedClient('198.51.100.7', 1)).toBe('198.51.100.7');
    expect(forwardedClient('198.51.100.7', 3)).toBe('198.51.100.7');
  });

  it('is not read from the header at all when no proxy is trusted', () => {
    expect(forwardedClient('203.0.113.9', 0)).toBeNull();
    expect(forwardedClient(null, 1)).toBeNull();
    expect(forwardedClient(' , ', 1)).toBeNull();
  });
});

describe('https behind the proxies', () => {
  it("is what the trusted proxy says of the shopper's connection", () => {
    expect(forwardedHttps('https', 1)).toBe(true);
    expect(forwardedHttps('HTTPS', 1)).toBe(true);
    expect(forwardedHttps('http', 1)).toBe(false);
    // A client's own "https" to the left of what the balancer appended does not count.
    expect(forwardedHttps('https, http', 1)).toBe(false);
    expect(forwardedHttps('https, http', 2)).toBe(true);
  });

  it('is never taken from the header without a trusted proxy', () => {
    expect(forwardedHttps('https', 0)).toBe(false);
    expect(forwardedHttps(undefined, 1)).toBe(false);
  });
});
