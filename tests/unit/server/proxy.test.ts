import { describe, expect, it } from 'vitest';
import { forwardedClient, trustedProxies } from '../../../src/server/security/proxy';

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
