import { describe, expect, it } from 'vitest';
import { StoreError } from '../../../src/server/backend';
import { BadRequest, clientAddress, errorResponse, sameOrigin } from '../../../src/server/http';
import { MSG } from '../../../src/lib/messages';

const body = async (r: Response) => [r.status, await r.json()];

describe('API error mapping', () => {
  it('maps store errors to their status and { code, message }, with details a client can use', async () => {
    expect(
      await body(
        errorResponse(new StoreError('insufficient_stock', MSG.notEnoughStock('Ring', 2), 409, { available: 2 })),
      ),
    ).toEqual([409, { code: 'insufficient_stock', message: 'Only 2 of Ring left in stock.', available: 2 }]);
    const locked = errorResponse(new StoreError('locked', MSG.lockedBody, 429, { retry_after_ms: 4_200 }));
    expect(locked.headers.get('retry-after')).toBe('5');
  });

  it('hides backend details behind the unavailable message', async () => {
    const r = errorResponse(
      new StoreError('unavailable', MSG.backendUnavailable, 503, { cause: 'connect ECONNREFUSED 10.0.0.5:443' }),
    );
    expect(await body(r)).toEqual([503, { code: 'unavailable', message: MSG.backendUnavailable }]);
    const fetchFailed = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    expect(await body(errorResponse(fetchFailed))).toEqual([
      503,
      { code: 'unavailable', message: MSG.backendUnavailable },
    ]);
  });

  it('answers anything unexpected with 500 and the generic message', async () => {
    const log = console.error;
    console.error = () => {};
    try {
      expect(await body(errorResponse(new Error('secret internals')))).toEqual([
        500,
        { code: 'internal_error', message: MSG.genericError },
      ]);
    } finally {
      console.error = log;
    }
  });

  it('turns a bad request into 400 invalid_request', async () => {
    expect(await body(errorResponse(new BadRequest('The quantity must be at least 1', 'quantity')))).toEqual([
      400,
      { code: 'invalid_request', message: 'The quantity must be at least 1', field: 'quantity' },
    ]);
  });
});

describe('request origin and address', () => {
  const req = (headers: Record<string, string>) =>
    new Request('http://shop.test/api/cart', { method: 'POST', headers });
  const url = new URL('http://shop.test/api/cart');

  it('accepts no Origin or our own host, refuses any other', () => {
    expect(sameOrigin(req({}), url)).toBe(true);
    expect(sameOrigin(req({ origin: 'http://shop.test', host: 'shop.test' }), url)).toBe(true);
    expect(sameOrigin(req({ origin: 'https://shop.test', host: 'shop.test' }), url)).toBe(true);
    expect(sameOrigin(req({ origin: 'https://evil.test', host: 'shop.test' }), url)).toBe(false);
    expect(sameOrigin(req({ origin: 'null', host: 'shop.test' }), url)).toBe(false);
  });

  it('believes X-Forwarded-For only behind a trusted proxy, and only as far as the proxies wrote it', () => {
    // The balancer (10.0.0.1) appended the address it saw; what stands left of it, the client wrote.
    const ctx = { request: req({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' }), clientAddress: '10.0.0.1' };
    const before = process.env.TRUST_PROXY;
    try {
      delete process.env.TRUST_PROXY;
      expect(clientAddress(ctx)).toBe('10.0.0.1');
      process.env.TRUST_PROXY = '0';
      expect(clientAddress(ctx)).toBe('10.0.0.1');
      process.env.TRUST_PROXY = '1';
      expect(clientAddress(ctx)).toBe('198.51.100.7');
      process.env.TRUST_PROXY = '2';
      expect(clientAddress(ctx)).toBe('203.0.113.9');
    } finally {
      if (before === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = before;
    }
  });
});
