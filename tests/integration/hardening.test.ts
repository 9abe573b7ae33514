import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, Shopper, startServer, type Answer, type RunningServer } from './server';
import { FIELD_MSG, MSG } from '../../src/lib/messages';
import { lineLabel } from '../../src/lib/catalogue/line';
import { MAIL_MSG } from '../../src/lib/mail-messages';
import { shopperAddress } from '../fixtures/address';
import { resetLink, waitForOutbox } from '../unit/mail/smtp';

/**
 * What an attack on the running server found, each probe replayed against the real
 * built server (server/serve.mjs). TRUST_PROXY gives each simulated client its own address.
 */
let server: RunningServer;
const shopper = () => new Shopper(server.url);

beforeAll(async () => {
  ensureBuilt();
  server = await startServer({ env: { TRUST_PROXY: '1' } });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

/** A raw connection: what a hostile client sends, byte by byte, and what came back. */
function rawClient(to: RunningServer = server) {
  const { port } = new URL(to.url);
  const socket = connect(Number(port), '127.0.0.1');
  let received = '';
  let closed = false;
  socket.on('data', (d) => (received += d));
  socket.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => socket.on('close', () => ((closed = true), resolve())));
  return {
    socket,
    answer: () => received,
    closed: () => closed,
    /** The status line's code once an answer has arrived, else null. */
    status: () => /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? null,
    ended,
    async waitForAnswer(ms: number) {
      const deadline = Date.now() + ms;
      while (!/\r\n\r\n/.test(received) && !closed && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      return received;
    },
  };
}

/** Bytes the server's processes (the primary and its workers) have read, sockets included: Linux's rchar. */
function bytesReadBy(to: RunningServer): number {
  const pid = String(to.proc.pid);
  const rchar = (p: string) => Number(/^rchar: (\d+)/m.exec(readFileSync(`/proc/${p}/io`, 'utf8'))![1]);
  const workers = readdirSync('/proc').filter((p) => {
    try {
      return /^\d+$/.test(p) && readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === pid;
    } catch {
      return false;
    }
  });
  return [pid, ...workers].reduce((sum, p) => sum + rchar(p), 0);
}

/** The headers of a write the API accepts (anti-forgery value and origin), for a raw request. */
function apiHeaders(s: Shopper): string {
  return [
    `Host: ${new URL(s.base).host}`,
    'Content-Type: application/json',
    'X-Requested-With: XMLHttpRequest',
    `X-CSRF-Token: ${s.csrf}`,
    `Cookie: csrf_token=${s.csrf}`,
    `Origin: ${s.base}`,
  ].join('\r\n');
}

describe('1. request bodies and slow clients', () => {
  // A server of its own with short body and header timeouts keeps the slow-client probes quick.
  const TIMEOUT_MS = 1000;
  let slow: RunningServer;
  beforeAll(async () => {
    slow = await startServer({ env: { BODY_TIMEOUT_MS: String(TIMEOUT_MS), HEADERS_TIMEOUT_MS: String(TIMEOUT_MS) } });
  }, 60_000);
  afterAll(async () => {
    await slow?.stop();
  });

  it('refuses a body announced above the limit with 413 before reading a byte of it', async () => {
    const c = rawClient();
    c.socket.write(`POST /api/cart/items HTTP/1.1\r\n${apiHeaders(shopper())}\r\nContent-Length: 400000000\r\n\r\n`);
    const answer = await c.waitForAnswer(3000);
    expect(c.status()).toBe('413');
    expect(answer).toMatch(/connection: close/i);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ code: 'body_too_large', message: MSG.bodyTooLarge });
    c.socket.destroy();
  });

  it('reads none of a refused body however fast it comes, and closes the connection', async () => {
    // Four clients announce 400 MB and write as fast as the connection takes it, as the probe did
    // that once made a worker read and drop 19 MB (the 413 went out, then the body was read).
    const before = bytesReadBy(server);
    const clients = await Promise.all(
      [1, 2, 3, 4].map(async () => {
        const c = rawClient();
        c.socket.write(
          `POST /api/cart/items HTTP/1.1\r\n${apiHeaders(shopper())}\r\nContent-Length: 419430400\r\n\r\n`,
        );
        const zeros = Buffer.alloc(64 * 1024);
        const pump = () => {
          while (!c.closed() && c.socket.write(zeros));
        };
        c.socket.on('drain', pump);
        pump();
        return c;
      }),
    );
    // Closed by the server (after a grace for the answer to be read), while they still write.
    await Promise.race([Promise.all(clients.map((c) => c.ended)), new Promise((r) => setTimeout(r, 8000))]);
    expect(clients.map((c) => [c.status(), c.closed()])).toEqual(clients.map(() => ['413', true]));
    // What arrived with the headers aside, nothing: the bytes go no further than the socket buffers.
    expect(bytesReadBy(server) - before).toBeLessThan(1_000_000);
  });

  it('refuses a client waiting for 100 Continue with 413, so it never sends the body', async () => {
    const c = rawClient();
    c.socket.write(
      `POST /api/cart/items HTTP/1.1\r\n${apiHeaders(shopper())}\r\nContent-Length: 100000000\r\nExpect: 100-continue\r\n\r\n`,
    );
    await c.waitForAnswer(3000);
    expect(c.status()).toBe('413');
    c.socket.destroy();
  });

  it('stops a chunked body the moment it passes the limit', async () => {
    const c = rawClient();
    c.socket.write(`POST /api/cart/items HTTP/1.1\r\n${apiHeaders(shopper())}\r\nTransfer-Encoding: chunked\r\n\r\n`);
    const chunk = Buffer.alloc(1024, 'a');
    let sent = 0;
    // Up to 50 MB, 1 KB at a time, until the server answers.
    while (sent < 50_000_000 && c.status() === null && !c.closed()) {
      c.socket.write(`${chunk.length.toString(16)}\r\n`);
      c.socket.write(chunk);
      c.socket.write('\r\n');
      sent += chunk.length;
      if (sent % (64 * 1024) === 0) await new Promise((r) => setTimeout(r, 5));
    }
    await c.waitForAnswer(3000);
    expect(c.status()).toBe('413');
    // Answered within a few chunks of the 4 KiB limit (what was in flight aside), not after 50 MB.
    expect(sent).toBeLessThan(1_000_000);
    c.socket.destroy();
  });

  it('answers 408 to a body that arrives too slowly, and keeps answering others meanwhile', async () => {
    const s = new Shopper(slow.url);
    const c = rawClient(slow);
    const started = Date.now();
    c.socket.write(`POST /api/cart/items HTTP/1.1\r\n${apiHeaders(s)}\r\nContent-Length: 30\r\n\r\n{"id":`);
    const drip = setInterval(() => c.socket.write(' '), 200);
    expect((await s.get('/api/cart')).status).toBe(200);
    await c.waitForAnswer(TIMEOUT_MS * 5);
    clearInterval(drip);
    expect(c.status()).toBe('408');
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 4);
    expect(JSON.parse(c.answer().split('\r\n\r\n')[1]!)).toEqual({
      code: 'request_timeout',
      message: MSG.requestTimeout,
    });
    c.socket.destroy();
  });

  it('drops a client that sends its headers too slowly', async () => {
    const c = rawClient(slow);
    const started = Date.now();
    c.socket.write('GET /api/cart HTTP/1.1\r\nHost: shop\r\n');
    const drip = setInterval(() => !c.closed() && c.socket.write('X-Slow: 1\r\n'), 200);
    await c.ended;
    clearInterval(drip);
    expect(c.status()).toBe('408');
    // Node checks its timeouts once a second.
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2500);
  });

  it('takes the largest honest checkout and review: every field at its longest in a 3-byte script', async () => {
    const s = shopper();
    await s.post('/api/cart/items', { id: 114 });
    const long = '蓮'.repeat(200);
    const address = {
      first_name: long,
      last_name: long,
      company: long,
      address_1: long,
      address_2: long,
      city: long,
      // Egypt's governorate is one of its codes, chosen from a list: nothing to make longer.
      state: 'EGC',
      postcode: '11511',
      country: 'EG',
      email: 'amira@example.com',
      phone: '+20 100 123 4567',
    };
    const body = {
      billing: address,
      shipping: address,
      payment_method: 'cod',
      shipping_method: 'standard',
      customer_note: '蓮'.repeat(2000),
      idempotency_key: randomUUID(),
    };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(13 * 1024);
    const r = await s.post('/api/orders', body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const review = {
      product_id: 114,
      reviewer: long.slice(0, 100),
      reviewer_email: 'amira@example.com',
      review: '蓮'.repeat(5000),
      rating: 5,
    };
    expect((await s.post('/api/reviews', review)).status).toBe(202);
  });

  it('refuses a body the size of a whole checkout on a route that takes an id', async () => {
    const r = await shopper().post('/api/cart/items', { id: 114, pad: 'a'.repeat(8 * 1024) });
    expect([r.status, r.body]).toEqual([413, { code: 'body_too_large', message: MSG.bodyTooLarge }]);
  });
});

describe('2. security headers on every answer', () => {
  const raw = (url: string) => fetch(server.url + url);
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
      // Data blocks (JSON) are not run, so no policy applies to them.
      .filter(([, attrs]) => !/\bsrc=|application\/(ld\+)?json/.test(attrs!))
      .map(([, , body]) => body!);

  it('sends the same headers for built pages, assets, the 404 page and the API', async () => {
    const html = await (await raw('/')).text();
    const asset = /\/_astro\/[^"']+\.js/.exec(html)![0];
    for (const url of ['/login', '/account/', '/', '/faq', asset, '/favicon.svg', '/no-such-page', '/api/cart']) {
      const r = await raw(url);
      const h = Object.fromEntries(
        ['x-frame-options', 'x-content-type-options', 'referrer-policy'].map((n) => [n, r.headers.get(n)]),
      );
      expect({ url, ...h }).toEqual({
        url,
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      expect({ url, csp: r.headers.get('content-security-policy') }).toEqual({
        url,
        csp: expect.stringContaining("frame-ancestors 'none'"),
      });
    }
  });

  it('keeps a page its own policy when the browser revalidates it (304), as for a file', async () => {
    // A listing page runs an inline script the 404 page lacks (its cards' pictures): a 304 that
    // carried the 404 page's policy had the browser block it on the shopper's next visit.
    const html = await (await raw('/')).text();
    const asset = /\/_astro\/[^"']+\.js/.exec(html)![0];
    for (const url of ['/category/rings', '/', '/faq', asset]) {
      const first = await raw(url);
      await first.arrayBuffer();
      const again = await fetch(server.url + url, { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect({ url, status: again.status, csp: again.headers.get('content-security-policy') }).toEqual({
        url,
        status: 304,
        csp: first.headers.get('content-security-policy'),
      });
    }
  });

  it("gives pages a policy that allows their inline scripts by hash, never by 'unsafe-inline'", async () => {
    for (const url of ['/login', '/account', '/product/101', '/checkout', '/no-such-page']) {
      const r = await raw(url);
      const csp = r.headers.get('content-security-policy')!;
      const scriptSrc = csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src'))!;
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const scripts = inlineScripts(await r.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const body of scripts) {
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        expect({ url, script: body.slice(0, 60), allowed: scriptSrc.includes(hash) }).toEqual({
          url,
          script: body.slice(0, 60),
          allowed: true,
        });
      }
    }
  });
});

describe('9. methods', () => {
  it('answers 405 with Allow to a method the server never takes, without a stack trace in the log', async () => {
    const before = server.output().length;
    for (const method of ['PROPFIND', 'OPTIONS']) {
      const r = await fetch(`${server.url}/api/cart`, { method });
      expect([method, r.status, r.headers.get('allow')]).toEqual([method, 405, 'GET, HEAD, POST, PUT, PATCH, DELETE']);
      expect(await r.json()).toEqual({ code: 'method_not_allowed', message: MSG.methodNotAllowed });
    }
    // fetch() refuses to send TRACE: a raw request does.
    const c = rawClient();
    c.socket.write(`TRACE /api/cart HTTP/1.1\r\nHost: shop\r\n\r\n`);
    await c.waitForAnswer(3000);
    expect(c.status()).toBe('405');
    c.socket.destroy();
    const page = rawClient();
    page.socket.write(`DELETE /faq HTTP/1.1\r\nHost: shop\r\n\r\n`);
    const answer = await page.waitForAnswer(3000);
    expect([page.status(), /allow: GET, HEAD/i.test(answer)]).toEqual(['405', true]);
    page.socket.destroy();
    expect(server.output().slice(before)).not.toMatch(/\n\s+at /);
  });

  it('answers 405 naming the methods an endpoint has when it lacks the one asked for', async () => {
    const s = shopper();
    let r = await s.req('PUT', '/api/cart', {});
    expect([r.status, r.headers.get('allow'), r.body]).toEqual([
      405,
      'GET, HEAD',
      { code: 'method_not_allowed', message: MSG.methodNotAllowed },
    ]);
    r = await s.req('POST', '/api/cart/items/abc', {});
    expect([r.status, r.headers.get('allow')]).toEqual([405, 'PATCH, DELETE']);
    // An unknown path is still a 404.
    expect((await s.req('PUT', '/api/nothing-here', {})).status).toBe(404);
  });
});

const password = 'Str0ng!Pass';
/** A registered customer and a signed-in browser of theirs. */
async function customer(tag: string) {
  const username = `${tag}${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  expect((await shopper().post('/api/auth/register', { username, email, password })).status).toBe(201);
  const signIn = async (pw = password) => {
    const s = shopper();
    expect((await s.post('/api/auth/login', { username, password: pw })).status).toBe(200);
    return s;
  };
  return { username, email, signIn };
}

describe('3. sessions the server can end', () => {
  it('keeps no token in the cookie: a random id whose session the server holds', async () => {
    const s = await (await customer('cookie')).signIn();
    const cookie = s.cookies.get('session')!;
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.split('.')).toHaveLength(1);
  });

  it('ends at logout: the old cookie no longer reads the account, refreshes or changes the profile', async () => {
    const s = await (await customer('logout')).signIn();
    const stolen = new Shopper(server.url);
    stolen.cookies.set('session', s.cookies.get('session')!);
    expect((await stolen.get('/api/auth/me')).status).toBe(200);
    expect((await s.post('/api/auth/logout')).status).toBe(204);
    expect((await stolen.get('/api/auth/me')).status).toBe(401);
    expect((await stolen.post('/api/auth/refresh')).status).toBe(401);
    expect((await stolen.req('PUT', '/api/auth/profile', { first_name: 'Thief' })).status).toBe(401);
  });

  it('ends everywhere else at a password change; the browser that changed it stays signed in', async () => {
    const c = await customer('change');
    const [mine, other] = [await c.signIn(), await c.signIn()];
    const r = await mine.req('PUT', '/api/auth/profile', { current_password: password, new_password: 'N3w!Password' });
    expect(r.status).toBe(200);
    expect((await mine.get('/api/auth/me')).status).toBe(200);
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await other.post('/api/auth/refresh')).status).toBe(401);
  });

  it('moves the account to another email only with the current password: a borrowed session cannot redirect her resets', async () => {
    const c = await customer('moving');
    const s = await c.signIn();
    const to = `${c.username}-new@example.com`;
    let r = await s.req('PUT', '/api/auth/profile', { email: to });
    expect([r.status, r.body]).toEqual([400, { code: 'invalid_credentials', message: MSG.currentPasswordForEmail }]);
    r = await s.req('PUT', '/api/auth/profile', { email: to, current_password: 'Wrong!Pass1' });
    expect([r.status, r.body.message]).toEqual([400, MSG.currentPasswordWrong]);
    // Names, and her own address in other letters, need no password.
    r = await s.req('PUT', '/api/auth/profile', { first_name: 'Mona', email: c.email.toUpperCase() });
    expect([r.status, r.body.user.first_name]).toEqual([200, 'Mona']);
    r = await s.req('PUT', '/api/auth/profile', { email: to, current_password: password });
    expect([r.status, r.body.user.email]).toEqual([200, to]);
  });

  it('ends every session of the account at a password reset', async () => {
    const c = await customer('reset');
    const before = await c.signIn();
    await shopper().post('/api/auth/lost-password', { email: c.email });
    const mail = resetLink(
      await waitForOutbox(
        path.join(server.dir, 'outbox'),
        (m, file) => file.includes(c.username) && m.subject === MAIL_MSG.resetSubject,
      ),
    );
    expect(
      (await shopper().post('/api/auth/reset-password', { code: mail.code, password: 'Fresh!Pass1' })).status,
    ).toBe(200);
    expect((await before.get('/api/auth/me')).status).toBe(401);
    expect((await before.post('/api/auth/refresh')).status).toBe(401);
    expect((await c.signIn('Fresh!Pass1').then((s) => s.get('/api/auth/me'))).status).toBe(200);
  });
});

describe('5. the login lockout, per account', () => {
  it('checks no more than 5 of 30 passwords sent at once from 30 addresses: the right one, 16th, waits', async () => {
    const c = await customer('bob');
    const attempt = (pw: string) => shopper().post('/api/auth/login', { username: c.username, password: pw });
    // Fifteen wrong ones at once (each from its own address), then fifteen more with the right one first.
    const first = await Promise.all(Array.from({ length: 15 }, () => attempt('wrong-Pass1')));
    const second = await Promise.all(Array.from({ length: 15 }, (_, i) => attempt(i === 0 ? password : 'wrong-Pass1')));
    const statuses = [...first, ...second].map((a) => a.status);
    expect({
      statuses,
      bodies: [...first, ...second]
        .filter((a) => a.status !== 429 && a.status !== 401)
        .map((a) => [a.status, a.body, a.headers.get('content-type')]),
    }).toEqual({ statuses: expect.any(Array), bodies: [] });
    expect(statuses.filter((st) => st === 401)).toHaveLength(4);
    expect(statuses.filter((st) => st === 429)).toHaveLength(26);
    expect([second[0]!.status, second[0]!.body.code]).toEqual([429, 'locked']);
  });

  it("counts the username and the account's email as one: locked as bob, locked as bob@example.com", async () => {
    const c = await customer('bobby');
    for (let i = 0; i < 4; i++)
      expect((await shopper().post('/api/auth/login', { username: c.username, password: 'wrong-Pass1' })).status).toBe(
        401,
      );
    expect(
      (await shopper().post('/api/auth/login', { username: c.username.toUpperCase(), password: 'wrong-Pass1' })).body
        .code,
    ).toBe('locked');
    const r = await shopper().post('/api/auth/login', { username: c.email, password });
    expect([r.status, r.body.code]).toEqual([429, 'locked']);
  });
});

const address = (over: Record<string, string> = {}) => shopperAddress(over);
const orderBody = (over: Record<string, unknown> = {}) => ({
  billing: address(),
  shipping: address(),
  payment_method: 'cod',
  shipping_method: 'standard',
  customer_note: '',
  idempotency_key: randomUUID(),
  ...over,
});

describe('4. order tracking', () => {
  it('answers what the tracking page shows: never the order key, the email or the phone', async () => {
    const s = shopper();
    const email = `track-${Date.now()}@example.com`;
    await s.post('/api/cart/items', { id: 114, quantity: 2 });
    const placed = (
      await s.post(
        '/api/orders',
        orderBody({
          billing: address({ email, phone: '+20 111 222 3333' }),
          shipping: address({ email, phone: '+20 111 222 3333', city: 'Luxor' }),
        }),
      )
    ).body;
    const r = await shopper().post('/api/orders/track', { number: placed.number, email });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      number: placed.number,
      status: 'processing',
      total: placed.total,
      shipping: { city: 'Luxor', first_name: 'Amira' },
    });
    expect(r.body.line_items).toMatchObject([{ product_id: 114, quantity: 2 }]);
    const text = JSON.stringify(r.body);
    for (const secret of [placed.order_key, email, '111 222 3333'])
      expect({ secret, shown: text.includes(secret) }).toEqual({ secret, shown: false });
    expect(r.body.order_key).toBeUndefined();
  });

  it('locks an email after five lookups that find nothing, whatever address they come from; even the right number then waits', async () => {
    const s = shopper();
    const email = `guess-${Date.now()}@example.com`;
    await s.post('/api/cart/items', { id: 114 });
    const placed = (
      await s.post('/api/orders', orderBody({ billing: address({ email }), shipping: address({ email }) }))
    ).body;
    const guesses = [];
    for (let n = 1; n <= 6; n++)
      guesses.push(
        (await shopper().post('/api/orders/track', { number: String(Number(placed.number) + n), email })).status,
      );
    expect(guesses).toEqual([404, 404, 404, 404, 429, 429]);
    const r = await shopper().post('/api/orders/track', { number: placed.number, email });
    expect([r.status, r.body.code, r.body.message]).toEqual([429, 'rate_limited', MSG.tooManyRequests]);
    expect(r.body.retry_after_ms).toBeGreaterThan(0);
  });

  it('is throttled per address together with the login routes', async () => {
    const s = shopper();
    for (let i = 0; i < 20; i++) await s.post('/api/auth/login', { username: `nobody${i}`, password: 'wrong-Pass1' });
    const r = await s.post('/api/orders/track', { number: '10001', email: 'amira@example.com' });
    expect([r.status, r.body.code]).toEqual([429, 'rate_limited']);
  });
});

describe('6. what registration reveals', () => {
  it('says a username or email is taken, but an address that keeps hitting taken names waits like a failed login', async () => {
    const c = await customer('taken');
    const s = shopper();
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        await s.post('/api/auth/register', {
          username: i % 2 ? c.username : `new${i}${Date.now()}`,
          email: i % 2 ? `x${i}@example.com` : c.email,
          password,
        }),
      );
    expect(answers.slice(0, 4).map((a) => a.body.code)).toEqual([
      'email_taken',
      'username_taken',
      'email_taken',
      'username_taken',
    ]);
    expect([answers[4]!.status, answers[4]!.body.code]).toEqual([429, 'rate_limited']);
    expect([answers[5]!.status, answers[5]!.body.code]).toEqual([429, 'rate_limited']);
    // Another address, or a name nobody has, is not held up.
    expect(
      (
        await shopper().post('/api/auth/register', {
          username: `fresh${Date.now()}`,
          email: `fresh${Date.now()}@example.com`,
          password,
        })
      ).status,
    ).toBe(201);
  });

  it("keeps a customer's email sign-in hers: no username may be another account's email, nor an email another's username, in any case", async () => {
    const amira = await customer('amira');
    const squat = await shopper().post('/api/auth/register', {
      username: amira.email.toUpperCase(),
      email: `squat${Date.now()}@example.com`,
      password: 'Squat!Pass1',
    });
    expect([squat.status, squat.body]).toEqual([409, { code: 'username_taken', message: MSG.usernameTaken }]);
    // The other way round: a name that looks like an address, then someone registering that address.
    const early = await customer('early');
    const first = await shopper().post('/api/auth/register', {
      username: `Later${Date.now()}@Example.com`,
      email: `${early.username}2@example.com`,
      password,
    });
    expect(first.status).toBe(201);
    const later = await shopper().post('/api/auth/register', {
      username: `later${Date.now()}`,
      email: first.body.user.username.toLowerCase(),
      password,
    });
    expect([later.status, later.body.code]).toEqual([409, 'email_taken']);
    const s = await early.signIn();
    const moved = await s.req('PUT', '/api/auth/profile', {
      email: first.body.user.username,
      current_password: password,
    });
    expect([moved.status, moved.body.code]).toEqual([409, 'email_taken']);
    // Her email still signs her in, to her own account.
    const signedIn = await shopper().post('/api/auth/login', { username: amira.email, password });
    expect([signedIn.status, signedIn.body.user?.username]).toEqual([200, amira.username]);
  });

  it('while login and password reset answer alike for an account that exists and one that does not', async () => {
    const c = await customer('same');
    const login = async (username: string) =>
      (await shopper().post('/api/auth/login', { username, password: 'wrong-Pass1' })).body;
    expect(await login(c.username)).toEqual(await login(`nobody${Date.now()}`));
    const reset = async (email: string) => {
      const r = await shopper().post('/api/auth/lost-password', { email });
      return [r.status, r.body];
    };
    expect(await reset(c.email)).toEqual(await reset(`nobody${Date.now()}@example.com`));
  });
});

describe('10. one quantity cap, on every path', () => {
  const withDb = async <T>(fn: (db: import('node:sqlite').DatabaseSync) => T): Promise<T> => {
    const { DatabaseSync } = await import('node:sqlite');
    const db = new DatabaseSync(server.dbPath);
    db.exec('PRAGMA busy_timeout = 5000');
    try {
      return fn(db);
    } finally {
      db.close();
    }
  };

  it('keeps a line of a backorder product at 99 however often it is added, and checkout with it', async () => {
    const s = shopper();
    // The cartouche is made to order (backorders) and takes a name: every add is the same line.
    const cartouche = { id: 111, choices: { Metal: 'Sterling Silver', Length: '45 cm' }, engraving: 'Nour' };
    expect((await s.post('/api/cart/items', { ...cartouche, quantity: 999 })).status).toBe(400);
    let r = await s.post('/api/cart/items', { ...cartouche, quantity: 99 });
    expect(r.body.items[0]).toMatchObject({ id: 111, quantity: 99, max_quantity: 99 });
    // The line is named with its choice, as the cart says it.
    const name = lineLabel(r.body.items[0].name, r.body.items[0].choices);
    for (let i = 0; i < 11; i++) {
      r = await s.post('/api/cart/items', { ...cartouche, quantity: 99 });
      expect([r.status, r.body]).toEqual([
        409,
        { code: 'quantity_limit', message: MSG.lineQuantityLimit(name, 99), max: 99 },
      ]);
    }
    expect(
      (await s.req('PATCH', `/api/cart/items/${(await s.get('/api/cart')).body.items[0].key}`, { quantity: 100 }))
        .status,
    ).toBe(400);
    expect((await s.get('/api/cart')).body.item_count).toBe(99);
    expect((await s.post('/api/orders', orderBody())).status).toBe(201);
  });

  it('keeps an order at 300 pieces: the add, the update and the checkout that would pass it are refused', async () => {
    const s = shopper();
    await withDb((db) =>
      db
        .prepare(
          "UPDATE stock SET stock_quantity = 1000, stock_status = 'instock' WHERE product_id IN (101, 110, 125, 133)",
        )
        .run(),
    );
    for (const id of [101, 110, 125]) expect((await s.post('/api/cart/items', { id, quantity: 99 })).status).toBe(200);
    let r = await s.post('/api/cart/items', { id: 133, quantity: 4 });
    expect([r.status, r.body.message]).toEqual([409, MSG.orderQuantityLimit(300)]);
    r = await s.post('/api/cart/items', { id: 133, quantity: 3 });
    expect(r.body.item_count).toBe(300);
    const key = r.body.items.find((i: { id: number }) => i.id === 133).key;
    r = await s.req('PATCH', `/api/cart/items/${key}`, { quantity: 4 });
    expect([r.status, r.body.code]).toEqual([409, 'quantity_limit']);
    // A cart filled before the caps (the attack's 11,988 units) is refused at checkout.
    await withDb((db) =>
      db
        .prepare('UPDATE cart_items SET quantity = 11988 WHERE cart_token = ? AND product_id = 101')
        .run(s.cookies.get('cart_token')!),
    );
    r = await s.post('/api/orders', orderBody());
    expect([r.status, r.body.code]).toEqual([409, 'quantity_limit']);
  });
});

/**
 * A real full disk and a real read-only file system: a small tmpfs, filled, and a read-only bind
 * mount of it. Mounting needs root (CAP_SYS_ADMIN); tests/unit/server/storage-failures.test.ts
 * covers the same answers everywhere by making SQLite itself refuse.
 */
function canMount(): boolean {
  const probe = mkdtempSync(path.join(tmpdir(), 'shop-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!canMount())('8. a full disk or a read-only database', () => {
  const disk = mkdtempSync(path.join(tmpdir(), 'shop-disk-'));
  const readOnly = mkdtempSync(path.join(tmpdir(), 'shop-ro-'));
  const acknowledged: number[] = [];
  let srv: RunningServer | undefined;

  beforeAll(() => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', disk]);
  });
  const cleanups: (() => void)[] = [];
  afterAll(async () => {
    await srv?.stop();
    cleanups.forEach((fn) => fn());
    for (const m of [readOnly, disk]) spawnSync('umount', [m]);
  });

  const placeOrder = async (s: Shopper) => {
    const added = await s.post('/api/cart/items', { id: 114 });
    if (added.status !== 200) return added;
    const r = await s.post('/api/orders', orderBody());
    if (r.status === 201) acknowledged.push(r.body.id);
    return r;
  };
  const canSave = async (to: RunningServer) => (await new Shopper(to.url).get('/api/status/test')).body;

  it('answers 503 with a message when the disk is full, says so in the status test, and loses no acknowledged order', async () => {
    await srv?.stop();
    srv = await startServer({ dir: disk, env: { TRUST_PROXY: '1' } });
    expect((await placeOrder(new Shopper(srv.url))).status).toBe(201);
    execFileSync('sh', ['-c', `dd if=/dev/zero of=${disk}/fill bs=1M count=64 2>/dev/null; true`]);
    const status = await canSave(srv);
    expect(status).toMatchObject({ ok: false, partial: true });
    expect(status.message).toContain(MSG.storeCannotSaveStatus('').slice(0, -2));
    // SQLite reuses the room its log already has: small writes go on for a while, then are refused.
    let refused: Answer | null = null;
    for (let i = 0; i < 400 && !refused; i++) {
      const s = new Shopper(srv.url);
      const r = i % 10 === 0 ? await placeOrder(s) : await s.post('/api/cart/items', { id: 125 });
      if (r.status === 503) refused = r;
      else expect([200, 201]).toContain(r.status);
    }
    expect(refused?.body).toEqual({ code: 'unavailable', message: MSG.storeCannotSave });
    // The credential routes write first (their rate limit): an answer with a body, never an empty 500.
    const login = await new Shopper(srv.url).post('/api/auth/login', { username: 'nobody', password: 'wrong-Pass1' });
    expect([401, 503]).toContain(login.status);
    expect(login.body.message).toBeTruthy();
    execFileSync('rm', [`${disk}/fill`]);
    expect((await canSave(srv)).ok).toBe(true);
    expect((await placeOrder(new Shopper(srv.url))).status).toBe(201);
    await srv.stop();
    srv = undefined;
    const db = new (await import('node:sqlite')).DatabaseSync(path.join(disk, 'shop.db'), { readOnly: true });
    const kept = new Set(
      db
        .prepare('SELECT id FROM orders')
        .all()
        .map((r) => (r as { id: number }).id),
    );
    db.close();
    expect(acknowledged.filter((id) => !kept.has(id))).toEqual([]);
  }, 120_000);

  it('serves a read-only database: pages and reads answer, every write 503 with a message, the status test says it cannot save', async () => {
    await srv?.stop();
    execFileSync('sh', ['-c', `rm -f ${disk}/fill`]);
    // A message due now, which no worker can claim on a database that takes no write.
    const { DatabaseSync } = await import('node:sqlite');
    const queue = new DatabaseSync(path.join(disk, 'shop.db'));
    queue
      .prepare(
        "INSERT INTO mail_outbox (kind, recipient, payload, message_id, status, attempts, next_attempt_at, created_at) VALUES ('welcome', ?, ?, '<ro@test>', 'queued', 0, 0, 0)",
      )
      .run('ro@example.com', JSON.stringify({ kind: 'welcome', to: 'ro@example.com', name: 'Ro' }));
    // Open until the test ends: closing the last connection would delete the -wal and -shm files,
    // which a WAL database on a read-only mount needs to find there.
    cleanups.push(() => queue.close());
    execFileSync('mount', ['--bind', disk, readOnly]);
    execFileSync('mount', ['-o', 'remount,bind,ro', readOnly]);
    srv = await startServer({ dir: readOnly, env: { TRUST_PROXY: '1' } });
    const s = new Shopper(srv.url);
    expect((await canSave(srv)).message).toContain('cannot save changes');
    for (const r of [
      await s.post('/api/auth/login', { username: 'nobody', password: 'wrong-Pass1' }),
      await s.post('/api/cart/items', { id: 101 }),
      await s.post('/api/auth/register', {
        username: `ro${Date.now()}`,
        email: `ro${Date.now()}@example.com`,
        password,
      }),
    ]) {
      expect([r.status, r.body]).toEqual([503, { code: 'unavailable', message: MSG.storeCannotSave }]);
    }
    expect((await s.get('/api/products/101')).status).toBe(200);
    expect((await fetch(`${srv.url}/product/101`)).status).toBe(200);
    // The mail worker of each process says once that it cannot drain the queue, and waits: it
    // once tried again at once, forever (13,296 log lines in 10 s, 38 % of a core).
    await new Promise((r) => setTimeout(r, 1500));
    const notDrained = srv
      .output()
      .split('\n')
      .filter((line) => line.includes('[mail] queue not drained'));
    expect(notDrained.length).toBeGreaterThan(0);
    expect(notDrained.length).toBeLessThanOrEqual(2);
  }, 60_000);
});

describe('11. a field takes only the type it asks for', () => {
  it('refuses a quantity or an id that is not a whole JSON number, and changes nothing', async () => {
    const s = shopper();
    const added = await s.post('/api/cart/items', { id: 114, quantity: 2 });
    const key = added.body.items[0].key;
    for (const body of [
      { id: 114, quantity: true },
      { id: 114, quantity: [5] },
      { id: 114, quantity: ' 5 ' },
      { id: 114, quantity: '5' },
      { id: [101] },
      { id: '101' },
      { id: 114, quantity: 2.5 },
      { id: 114, quantity: null },
    ]) {
      const r = await s.post('/api/cart/items', body);
      expect({ body, status: r.status, code: r.body.code }).toEqual({ body, status: 400, code: 'invalid_request' });
    }
    for (const quantity of [true, [3], ' 3 ', '3'])
      expect((await s.req('PATCH', `/api/cart/items/${key}`, { quantity })).status).toBe(400);
    expect((await s.post('/api/wishlist', { product_id: [101] })).status).toBe(400);
    expect(
      (
        await s.post('/api/reviews', {
          product_id: '114',
          reviewer: 'N',
          reviewer_email: 'n@example.com',
          review: 'Nice',
          rating: 5,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await s.post('/api/reviews', {
          product_id: 114,
          reviewer: 'N',
          reviewer_email: 'n@example.com',
          review: 'Nice',
          rating: '5',
        })
      ).status,
    ).toBe(400);
    expect(
      (await s.get('/api/cart')).body.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity]),
    ).toEqual([[114, 2]]);
  });

  it('refuses NUL and other control characters in text, keeping line breaks, tabs, Arabic and emoji as typed', async () => {
    const s = shopper();
    const r = await s.post('/api/auth/register', { username: 'nu\u0000ll', email: 'null@example.com', password });
    expect([r.status, r.body.message, r.body.field]).toEqual([400, MSG.controlCharacterIn(MSG.username), 'username']);
    await s.post('/api/cart/items', { id: 114 });
    for (const over of [
      { billing: address({ first_name: 'Am\u0000ira' }) },
      { shipping: address({ address_1: '12 Nile\u0007 St' }) },
      { customer_note: 'Ring\u001b[31m' },
    ]) {
      const o = await s.post('/api/orders', orderBody(over));
      expect(o.status).toBe(400);
      expect(o.body.message).toContain(FIELD_MSG.controlCharacters);
    }
    const note = 'Gift wrap, please.\n\tFor سلمى 💍';
    const placed = await s.post(
      '/api/orders',
      orderBody({ customer_note: note, billing: address({ first_name: 'سلمى' }) }),
    );
    expect(placed.status).toBe(201);
    const order = await s.get(`/api/orders/${placed.body.id}?key=${placed.body.order_key}`);
    expect([order.body.customer_note, order.body.billing.first_name]).toEqual([note, 'سلمى']);
    expect(
      (
        await s.post('/api/reviews', {
          product_id: 114,
          reviewer: 'N',
          reviewer_email: 'n@example.com',
          review: 'Nice\u0000',
          rating: 5,
        })
      ).status,
    ).toBe(400);
  });
});

describe('12. behind a TLS proxy', () => {
  // The README's production set-up: a balancer ends TLS and forwards http with X-Forwarded-Proto, so
  // the browser's Origin is https while the server sees http. Writes without a body (log out, remove
  // a line, clear the cart, empty the wishlist) once met Astro's own origin check and a plain-text 403.
  it("takes a shopper's body-less writes, and still refuses another site's as JSON", async () => {
    const s = await (await customer('proxy')).signIn();
    const https = { headers: { origin: `https://${new URL(server.url).host}`, 'x-forwarded-proto': 'https' } };
    const added = await s.req('POST', '/api/cart/items', { id: 101, quantity: 1 }, https);
    await s.req('POST', '/api/cart/items', { id: 114, quantity: 1 }, https);
    await s.req('POST', '/api/wishlist', { product_id: 101 }, https);
    expect(added.status).toBe(200);
    const removed = await s.req('DELETE', `/api/cart/items/${added.body.items[0].key}`, undefined, https);
    expect([removed.status, removed.body.items?.map((i: { id: number }) => i.id)]).toEqual([200, [114]]);
    expect((await s.req('DELETE', '/api/cart/items', undefined, https)).status).toBe(200);
    expect((await s.req('DELETE', '/api/wishlist/101', undefined, https)).status).toBe(200);
    expect((await s.req('POST', '/api/auth/refresh', undefined, https)).status).toBe(200);
    expect((await s.req('POST', '/api/auth/logout', undefined, https)).status).toBe(204);
    expect((await s.get('/api/auth/me')).status).toBe(401);
    expect((await s.get('/api/cart')).body.items).toEqual([]);

    const forged = await shopper().req('DELETE', '/api/cart/items', undefined, {
      headers: { origin: 'https://evil.example', 'x-forwarded-proto': 'https' },
    });
    expect([forged.status, forged.body]).toEqual([403, { code: 'forbidden', message: MSG.forbidden }]);
  });

  it('tells the browser to come back over https only (HSTS), on every answer that went out over https', async () => {
    const html = await (await fetch(server.url + '/')).text();
    const asset = /\/_astro\/[^"']+\.js/.exec(html)![0];
    const hsts = async (url: string, proto: string | null, init: RequestInit = {}) => {
      const headers = { ...(proto ? { 'x-forwarded-proto': proto } : {}), ...(init.headers as object) };
      const r = await fetch(server.url + url, { ...init, headers });
      await r.arrayBuffer();
      return { url, status: r.status, hsts: r.headers.get('strict-transport-security') };
    };
    const YEAR = 'max-age=31536000; includeSubDomains';
    // Pages, files, the API, the 404 page and the server's own refusals (405, 413) alike.
    const overHttps = [
      await hsts('/', 'https'),
      await hsts('/product/101', 'https'),
      await hsts(asset, 'https'),
      await hsts('/api/cart', 'https'),
      await hsts('/no-such-page', 'https'),
      await hsts('/faq', 'https', { method: 'POST', body: 'x' }),
      await hsts('/api/cart/items', 'https', { method: 'POST', body: 'x'.repeat(5000) }),
    ];
    expect(overHttps).toEqual([
      { url: '/', status: 200, hsts: YEAR },
      { url: '/product/101', status: 200, hsts: YEAR },
      { url: asset, status: 200, hsts: YEAR },
      { url: '/api/cart', status: 200, hsts: YEAR },
      { url: '/no-such-page', status: 404, hsts: YEAR },
      { url: '/faq', status: 405, hsts: YEAR },
      { url: '/api/cart/items', status: 413, hsts: YEAR },
    ]);
    // Over plain http a browser would ignore it, and a shop reached by http must not be told it is https.
    expect(await hsts('/', 'http')).toEqual({ url: '/', status: 200, hsts: null });
    expect(await hsts('/', null)).toEqual({ url: '/', status: 200, hsts: null });
  });

  it('believes X-Forwarded-Proto only from a trusted proxy, and leaves preload to the owner', async () => {
    const direct = await startServer({ env: { TRUST_PROXY: '0' } });
    const preload = await startServer({ env: { TRUST_PROXY: '1', HSTS_PRELOAD: '1' } });
    try {
      const hsts = async (to: RunningServer) =>
        (await fetch(to.url + '/', { headers: { 'x-forwarded-proto': 'https' } })).headers.get(
          'strict-transport-security',
        );
      expect(await hsts(direct)).toBeNull();
      expect(await hsts(preload)).toBe('max-age=31536000; includeSubDomains; preload');
    } finally {
      await Promise.all([direct.stop(), preload.stop()]);
    }
  });
});

describe('13. requests at the same moment', () => {
  // The server runs two processes on one database file: a read-then-write in two steps let one
  // process's write overwrite the other's.
  it('counts every add when a cart gets 12 at once, three times over', async () => {
    // 115: 38 in stock, and no other test here buys it.
    const s = shopper();
    expect((await s.post('/api/cart/items', { id: 115, quantity: 1 })).status).toBe(200);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => s.post('/api/cart/items', { id: 115, quantity: 1 })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    }
    expect(
      (await s.get('/api/cart')).body.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity]),
    ).toEqual([[115, 37]]);
  });

  it('takes a reset code once when it is sent five times at once: one new password, four refusals', async () => {
    const c = await customer('race');
    await shopper().post('/api/auth/lost-password', { email: c.email });
    const mail = resetLink(
      await waitForOutbox(
        path.join(server.dir, 'outbox'),
        (m, file) => file.includes(c.username) && m.subject === MAIL_MSG.resetSubject,
      ),
    );
    const passwords = ['Race!Pass1', 'Race!Pass2', 'Race!Pass3', 'Race!Pass4', 'Race!Pass5'];
    const answers = await Promise.all(
      passwords.map((pw) => shopper().post('/api/auth/reset-password', { code: mail.code, password: pw })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.code)).toEqual([
      'invalid_code',
      'invalid_code',
      'invalid_code',
      'invalid_code',
    ]);
    const chosen = passwords[answers.findIndex((a) => a.status === 200)]!;
    expect((await shopper().post('/api/auth/login', { username: c.username, password: chosen })).status).toBe(200);
  });
});

describe('14. reviews, which the owner moderates one by one', () => {
  it('takes 10 reviews an hour from one address, then answers 429; another address is not held up', async () => {
    const review = (i: number) => ({
      product_id: 104,
      reviewer: 'Spam',
      reviewer_email: 'spam@example.com',
      review: `Same words again ${i}`,
      rating: 1,
    });
    const s = shopper();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => s.post('/api/reviews', review(i))));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(10).fill(202), 429, 429]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body).toMatchObject({ code: 'rate_limited', message: MSG.tooManyRequests });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(
      (
        await shopper().post('/api/reviews', {
          ...review(99),
          reviewer: 'Layla',
          review: 'Lovely earrings, as pictured.',
        })
      ).status,
    ).toBe(202);
  });
});

describe('15. the address behind a load balancer', () => {
  // A balancer appends the address it saw to X-Forwarded-For; what stands left of it, the client wrote.
  it('counts a client that writes a new address into X-Forwarded-For each time as the one the balancer saw', async () => {
    const s = shopper();
    const answers: number[] = [];
    for (let i = 1; i <= 22; i++) {
      const r = await s.req(
        'POST',
        '/api/auth/login',
        { username: `nobody${i}`, password: 'Wrong!Pass1' },
        { headers: { 'x-forwarded-for': `203.0.113.${i}, ${s.address}` } },
      );
      answers.push(r.status);
    }
    expect(answers.slice(0, 20).every((st) => st === 401)).toBe(true);
    expect(answers.slice(20)).toEqual([429, 429]);
  });
});
