import { describe, expect, it } from 'vitest';
import { Db } from '../../../src/server/sqlite/db';
import { listMailQueue } from '../../../src/server/mail/queue';
import { MSG } from '../../../src/lib/messages';
import { fixture } from '../../fixtures/woocommerce-fake-server';
import { expectSigned, storeError, useFakeWoo } from './helpers';

const NOW = Date.UTC(2025, 0, 1);
const ctx = useFakeWoo({ now: () => NOW });
const JWT = '/wp-json/jwt-auth/v1';
const V3 = '/wp-json/wc/v3';

/** An unsigned token shaped like the plugins' (only WordPress checks signatures). */
const token = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

/** The customer record of whichever id is asked for. */
const customerById = () => (_req: unknown, params: Record<string, string>) => ({
  body: { ...fixture('v3-customer.json'), id: Number(params.id) },
});

describe('login through the JWT plugins', () => {
  it("Tmeister's answer: posts the documented body, takes the id from the token and the profile from the customer record", async () => {
    ctx.woo.route(`GET ${V3}/customers/:id`, customerById());
    const result = await ctx.backend.login('admin', 'password');

    const [req] = ctx.woo.calls('POST', `${JWT}/token`);
    expect(req!.body).toEqual(fixture('jwt-token-request.json'));
    expect(req!.headers['content-type']).toBe('application/json');
    // The JWT route is public: the shop's keys never travel with a shopper's password.
    expect(req!.query.consumer_key).toBeUndefined();

    const [customer] = ctx.woo.calls('GET', `${V3}/customers/1`);
    expectSigned(customer);
    expect(result.token).toBe(fixture('jwt-token.json').token);
    expect(result.user).toMatchObject({
      id: 1,
      username: 'john.doe',
      email: 'john.doe@example.com',
      display_name: 'admin',
      first_name: 'John',
      last_name: 'Doe',
    });
    expect(result.user.billing).toMatchObject({ city: 'San Francisco', phone: '(555) 555-5555' });
    // The documented token expired in 2015; the session never outlives it.
    expect(result.expiresAt).toBe(1439175850 * 1000);
  });

  it("usefulteam's answer: reads {success, data:{token, id, ...}} and falls back to it when there is no customer record", async () => {
    ctx.woo.route(`POST ${JWT}/token`, { body: fixture('jwt-token-usefulteam.json') });
    ctx.woo.route(`GET ${V3}/customers/:id`, {
      status: 404,
      body: { code: 'woocommerce_rest_invalid_id', message: 'Invalid resource ID.', data: { status: 404 } },
    });
    const result = await ctx.backend.login('contactjavas', 'secret');
    expect(result.token).toBe(fixture('jwt-token-usefulteam.json').data.token);
    expect(result.user).toEqual({
      id: 1,
      username: 'contactjavas',
      email: 'contactjavas@gmail.com',
      display_name: 'contactjavas',
      first_name: 'Bagus Javas',
      last_name: 'Heruyanto',
      billing: {},
      shipping: {},
      email_confirmed: false,
    });
  });

  it('caps a long-lived WordPress token at the 60-minute session', async () => {
    const fresh = token({ exp: NOW / 1000 + 7 * 86400, data: { user: { id: '25' } } });
    ctx.woo.route(`POST ${JWT}/token`, { body: { ...fixture('jwt-token.json'), token: fresh } });
    const result = await ctx.backend.login('john.doe', 'pw');
    expect(result.user.id).toBe(25);
    expect(result.expiresAt).toBe(NOW + 60 * 60_000);
  });

  it('answers 401 "Invalid username or password" to the documented 403', async () => {
    ctx.woo.route(`POST ${JWT}/token`, { status: 403, body: fixture('jwt-token-error.json') });
    const err = await storeError(ctx.backend.login('admin', 'wrong'));
    expect(err).toMatchObject({ code: 'invalid_credentials', status: 401, message: MSG.invalidCredentials });
  });

  it('reports the store unavailable when the JWT plugin is missing', async () => {
    ctx.woo.route(`POST ${JWT}/token`, {
      status: 404,
      body: {
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      },
    });
    expect(await storeError(ctx.backend.login('admin', 'pw'))).toMatchObject({ code: 'unavailable', status: 503 });
  });
});

describe('verify and refresh', () => {
  const fresh = token({ exp: NOW / 1000 + 86400, data: { user: { id: '25' } } });

  it('verifies with POST /token/validate and the token as Bearer, then remembers it for a minute', async () => {
    const user = await ctx.backend.verify(fresh);
    const [req] = ctx.woo.calls('POST', `${JWT}/token/validate`);
    expect(req!.headers.authorization).toBe(`Bearer ${fresh}`);
    expect(user).toMatchObject({ id: 25, email: 'john.doe@example.com', display_name: 'John Doe' });
    await ctx.backend.verify(fresh);
    expect(ctx.woo.calls('POST', `${JWT}/token/validate`)).toHaveLength(1);
  });

  it('answers null for a token WordPress refuses', async () => {
    ctx.woo.route(`POST ${JWT}/token/validate`, {
      status: 403,
      body: { code: 'jwt_auth_invalid_token', message: 'Expired token', data: { status: 403 } },
    });
    expect(await ctx.backend.verify(fresh)).toBeNull();
  });

  it('refresh validates again and keeps the same WordPress token (there is no refresh route)', async () => {
    const result = await ctx.backend.refresh(fresh);
    expect(result.token).toBe(fresh);
    expect(result.expiresAt).toBe(NOW + 60 * 60_000);
    expect(ctx.woo.calls('POST', `${JWT}/token/validate`)).toHaveLength(1);
    expect(ctx.woo.calls('POST', `${JWT}/token/refresh`)).toHaveLength(0);
    ctx.woo.route(`POST ${JWT}/token/validate`, {
      status: 403,
      body: { code: 'jwt_auth_invalid_token', message: 'Expired token', data: { status: 403 } },
    });
    expect(await storeError(ctx.backend.refresh(fresh))).toMatchObject({
      code: 'unauthorized',
      status: 401,
      message: MSG.sessionExpired,
    });
  });

  it('does not log anyone out because WordPress is down', async () => {
    await ctx.woo.close();
    expect(await storeError(ctx.backend.verify(fresh))).toMatchObject({ code: 'unavailable', status: 503 });
  });
});

describe('accounts', () => {
  it('registers through POST /wc/v3/customers with the keys', async () => {
    const user = await ctx.backend.register({
      email: 'john.doe@example.com',
      username: 'john.doe',
      password: 'S3cret!pass',
    });
    const [req] = ctx.woo.calls('POST', `${V3}/customers`);
    expect(req!.body).toMatchObject({ email: 'john.doe@example.com', username: 'john.doe', password: 'S3cret!pass' });
    // The proof of the mailbox the welcome carries is kept on the customer, as its hash, from the start.
    const [meta] = (req!.body as { meta_data: { key: string; value: string }[] }).meta_data;
    expect(meta!.key).toBe('nefertari_email_proof');
    expect(JSON.parse(meta!.value)).toMatchObject({
      email: 'john.doe@example.com',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expectSigned(req);
    expect(user).toMatchObject({ id: 25, username: 'john.doe', email: 'john.doe@example.com' });
  });

  it("queues the shop's welcome, which carries the confirmation link; none for a refused one", async () => {
    const db = new Db(':memory:');
    const backend = ctx.make({ mailQueue: db });
    await backend.register({ email: 'john.doe@example.com', username: 'john.doe', password: 'S3cret!pass' });
    expect(listMailQueue(db).map((e) => [e.kind, e.recipient, e.status])).toEqual([
      ['welcome', 'john.doe@example.com', 'queued'],
    ]);
    ctx.woo.route(`POST ${V3}/customers`, {
      status: 400,
      body: {
        code: 'registration-error-email-exists',
        message: 'An account is already registered with your email address.',
        data: { status: 400 },
      },
    });
    await storeError(backend.register({ email: 'john.doe@example.com', username: 'other', password: 'S3cret!pass' }));
    expect(listMailQueue(db)).toHaveLength(1);
    db.close();
  });

  it("refuses a username that is another customer's email, before asking WooCommerce to create it", async () => {
    expect(
      await storeError(ctx.backend.register({ email: 'new@b.eg', username: 'JOHN.DOE@example.com', password: 'x' })),
    ).toMatchObject({ code: 'username_taken', status: 409, message: MSG.usernameTaken });
    expect(ctx.woo.calls('POST', `${V3}/customers`)).toHaveLength(0);
  });

  it('tells a taken email and a taken username apart', async () => {
    ctx.woo.route(`POST ${V3}/customers`, {
      status: 400,
      body: {
        code: 'registration-error-email-exists',
        message: 'An account is already registered with your email address.',
        data: { status: 400 },
      },
    });
    expect(await storeError(ctx.backend.register({ email: 'a@b.eg', username: 'ab', password: 'x' }))).toMatchObject({
      code: 'email_taken',
      status: 409,
      message: MSG.emailTaken,
    });
    ctx.woo.route(`POST ${V3}/customers`, {
      status: 400,
      body: {
        code: 'registration-error-username-exists',
        message: 'An account is already registered with that username.',
        data: { status: 400 },
      },
    });
    expect(await storeError(ctx.backend.register({ email: 'a@b.eg', username: 'ab', password: 'x' }))).toMatchObject({
      code: 'username_taken',
      status: 409,
      message: MSG.usernameTaken,
    });
  });

  it('finds the account a username or email names, so the login lockout counts both as one', async () => {
    expect(await ctx.backend.accountId('john.doe@example.com')).toBe(25);
    expect(await ctx.backend.accountId('John.Doe')).toBe(25);
    // A search matches parts of names: only the exact username counts.
    expect(await ctx.backend.accountId('john')).toBeNull();
    expect(ctx.woo.calls('GET', `${V3}/customers`).map((r) => [r.query.email, r.query.search])).toEqual([
      ['john.doe@example.com', undefined],
      [undefined, 'john.doe'],
      [undefined, 'john'],
    ]);
    // Remembered: a second attempt asks WooCommerce nothing.
    expect(await ctx.backend.accountId('john.doe')).toBe(25);
    expect(ctx.woo.calls('GET', `${V3}/customers`)).toHaveLength(3);
  });

  it('reports password reset as not available (WordPress core has no such route)', async () => {
    expect(await storeError(ctx.backend.lostPassword('a@b.eg'))).toMatchObject({
      code: 'not_supported',
      status: 501,
      message: MSG.resetUnavailable,
    });
    expect(await storeError(ctx.backend.resetPassword('code', 'pw'))).toMatchObject({
      code: 'not_supported',
      status: 501,
      message: MSG.resetUnavailable,
    });
    expect(ctx.woo.requests).toHaveLength(0);
  });

  it('updates the profile with PUT /wc/v3/customers/{id}', async () => {
    const user = await ctx.backend.updateProfile(25, { first_name: 'John', last_name: 'Doe' });
    const [req] = ctx.woo.calls('PUT', `${V3}/customers/25`);
    expect(req!.body).toEqual({ first_name: 'John', last_name: 'Doe' });
    expect(user.display_name).toBe('John Doe');
  });

  it('moves the account to another email only after proving the current password', async () => {
    expect(await storeError(ctx.backend.updateProfile(25, { email: 'someone.else@example.com' }))).toMatchObject({
      code: 'invalid_credentials',
      status: 400,
      message: MSG.currentPasswordForEmail,
    });
    ctx.woo.route(`POST ${JWT}/token`, { status: 403, body: fixture('jwt-token-error.json') });
    expect(
      await storeError(ctx.backend.updateProfile(25, { email: 'someone.else@example.com', current_password: 'wrong' })),
    ).toMatchObject({ message: MSG.currentPasswordWrong });
    expect(ctx.woo.calls('PUT', `${V3}/customers/25`)).toHaveLength(0);
    // Her own address, whatever its case, is no move.
    await ctx.backend.updateProfile(25, { email: 'John.Doe@Example.com', first_name: 'John' });
    ctx.woo.route(`POST ${JWT}/token`, { body: fixture('jwt-token.json') });
    await ctx.backend.updateProfile(25, { email: 'someone.else@example.com', current_password: 'right' });
    expect(ctx.woo.calls('PUT', `${V3}/customers/25`).map((r) => r.body)).toEqual([
      { email: 'John.Doe@Example.com', first_name: 'John' },
      { email: 'someone.else@example.com' },
    ]);
  });

  it('changes the password only after proving the current one', async () => {
    expect(await storeError(ctx.backend.updateProfile(25, { new_password: 'N3w!password' }))).toMatchObject({
      code: 'invalid_credentials',
      status: 400,
      message: MSG.currentPasswordWrong,
    });
    ctx.woo.route(`POST ${JWT}/token`, { status: 403, body: fixture('jwt-token-error.json') });
    expect(
      await storeError(ctx.backend.updateProfile(25, { new_password: 'N3w!password', current_password: 'wrong' })),
    ).toMatchObject({ code: 'invalid_credentials', status: 400, message: MSG.currentPasswordWrong });
    expect(ctx.woo.calls('PUT', `${V3}/customers/25`)).toHaveLength(0);

    ctx.woo.route(`POST ${JWT}/token`, { body: fixture('jwt-token.json') });
    await ctx.backend.updateProfile(25, { new_password: 'N3w!password', current_password: 'right' });
    expect(ctx.woo.calls('POST', `${JWT}/token`).at(-1)!.body).toEqual({ username: 'john.doe', password: 'right' });
    expect(ctx.woo.calls('PUT', `${V3}/customers/25`)[0]!.body).toEqual({ password: 'N3w!password' });
  });
});
