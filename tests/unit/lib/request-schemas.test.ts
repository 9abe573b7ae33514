import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { addItemBodySchema, applyCodeBodySchema, updateItemBodySchema } from '../../../src/lib/schemas/cart-requests';
import { createOrderBodySchema, trackOrderBodySchema } from '../../../src/lib/schemas/order';
import { reviewSubmissionSchema } from '../../../src/lib/schemas/review';
import { shippingQuoteBodySchema } from '../../../src/lib/schemas/shipping';
import { wishlistBodySchema } from '../../../src/lib/schemas/wishlist';
import {
  loginSchema,
  lostPasswordSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../../src/lib/validation';
import { FIELD_MSG } from '../../../src/lib/messages';

/**
 * Every request body the API takes: a field takes only its own type. Numbers
 * are JSON numbers, never what a cast makes of true, [5] or " 5 "; text never holds NUL or
 * another control character, whichever string field it is (line breaks and tabs are text).
 */
const address = {
  first_name: 'Amira',
  last_name: 'Hassan',
  company: 'Atelier',
  address_1: '12 Nile Corniche',
  address_2: 'Flat 3',
  city: 'Cairo',
  state: 'EGC',
  postcode: '11511',
  country: 'EG',
  email: 'amira@example.com',
  phone: '+20 100 123 4567',
};
const VALID: [string, z.ZodMiniType, Record<string, unknown>][] = [
  ['cart add', addItemBodySchema, { id: 101, quantity: 2 }],
  ['cart update', updateItemBodySchema, { quantity: 2 }],
  ['wishlist', wishlistBodySchema, { product_id: 101 }],
  [
    'review',
    reviewSubmissionSchema,
    { product_id: 101, reviewer: 'Nour', reviewer_email: 'nour@example.com', review: 'Lovely.', rating: 5 },
  ],
  [
    'checkout',
    createOrderBodySchema,
    {
      billing: address,
      shipping: address,
      payment_method: 'cod',
      shipping_method: 'standard',
      customer_note: 'Gift',
      idempotency_key: 'key-12345678',
    },
  ],
  ['shipping quote', shippingQuoteBodySchema, { address, rate: 'flat_rate:1' }],
  ['tracking', trackOrderBodySchema, { number: '10001', email: 'amira@example.com' }],
  ['login', loginSchema, { username: 'amira', password: 'Secret#123' }],
  ['register', registerSchema, { email: 'amira@example.com', username: 'amira', password: 'Secret#123' }],
  ['lost password', lostPasswordSchema, { email: 'amira@example.com' }],
  ['reset password', resetPasswordSchema, { code: 'abcdef123456', password: 'Secret#123' }],
  [
    'profile',
    profileUpdateSchema,
    {
      first_name: 'Amira',
      last_name: 'Hassan',
      display_name: 'Amira H.',
      email: 'amira@example.com',
      new_password: 'Secret#1234',
      current_password: 'Secret#123',
    },
  ],
];

/** Every path to a string in a sample body, e.g. ['billing', 'city']. */
function stringPaths(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string') return [at];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  return [];
}
function withValue(
  body: Record<string, unknown>,
  at: string[],
  make: (old: unknown) => unknown,
): Record<string, unknown> {
  const copy = structuredClone(body);
  let node = copy as Record<string, unknown>;
  for (const k of at.slice(0, -1)) node = node[k] as Record<string, unknown>;
  node[at.at(-1)!] = make(node[at.at(-1)!]);
  return copy;
}

describe('request bodies', () => {
  it.each(VALID)('%s: the sample body is accepted', (_, schema, body) => {
    expect(schema.safeParse(body).success).toBe(true);
  });

  it.each(VALID)('%s: NUL or an escape in any text field is refused, naming the field', (_, schema, body) => {
    for (const at of stringPaths(body)) {
      for (const bad of ['\u0000', '\u001b[2J', '\u007f']) {
        const result = schema.safeParse(
          withValue(body, at, (old) => `${String(old).slice(0, 3)}${bad}${String(old).slice(3)}`),
        );
        expect({ field: at.join('.'), bad, success: result.success }).toEqual({
          field: at.join('.'),
          bad,
          success: false,
        });
        // A field a person fills names itself in a sentence ('First name must not contain…'); others get the fragment.
        expect(
          result.error!.issues.map((i) => i.message).filter((m) => m.endsWith(FIELD_MSG.controlCharacters)),
        ).not.toHaveLength(0);
      }
    }
  });

  it('keeps line breaks, tabs, Arabic and emoji in text as typed', () => {
    const note = 'Gift wrap, please.\r\n\tFor سلمى 💍';
    const body = {
      billing: address,
      shipping: { ...address, first_name: 'سلمى' },
      payment_method: 'cod',
      shipping_method: 'standard',
      customer_note: note,
      idempotency_key: 'key-12345678',
    };
    const parsed = createOrderBodySchema.safeParse(body);
    expect(parsed.success && [parsed.data.customer_note, parsed.data.shipping.first_name]).toEqual([note, 'سلمى']);
  });

  it.each([
    [true, FIELD_MSG.mustBe(FIELD_MSG.typeNames.number!)],
    [[5], FIELD_MSG.mustBe(FIELD_MSG.typeNames.number!)],
    [' 5 ', FIELD_MSG.mustBe(FIELD_MSG.typeNames.number!)],
    [2.5, FIELD_MSG.mustBe(FIELD_MSG.typeNames.int!)],
  ])('a quantity of %j is refused with a message the page can show: %s', (bad, message) => {
    const result = addItemBodySchema.safeParse({ id: 101, quantity: bad });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['quantity', message]]);
  });

  it.each([true, [5], ' 5 ', '5', 2.5, null, {}])('a number field refuses %j', (bad) => {
    expect(addItemBodySchema.safeParse({ id: 101, quantity: bad }).success).toBe(false);
    expect(addItemBodySchema.safeParse({ id: bad }).success).toBe(false);
    expect(updateItemBodySchema.safeParse({ quantity: bad }).success).toBe(false);
    expect(wishlistBodySchema.safeParse({ product_id: bad }).success).toBe(false);
    expect(reviewSubmissionSchema.safeParse({ ...VALID[3]![2], rating: bad }).success).toBe(false);
  });
});

describe('usernames', () => {
  // A username is one line that looks like what it is: a break, a tab or an invisible mark would let
  // one account pass for another in the back office's customer list and in review bylines.
  it.each([
    ['zz\nadmin', 'a line break'],
    ['zz\tadmin', 'a tab'],
    ['ow\u200bner', 'a zero-width space'],
    ['\u202etsetT', 'a right-to-left override'],
    ['own\u2066er\u2069', 'a direction isolate'],
    ['ow\u00adner', 'a soft hyphen'],
    ['ow\ufeffner', 'a byte-order mark'],
  ])('refuses %j (%s) with "Username contains invalid characters"', (username) => {
    const result = registerSchema.safeParse({ email: 'amira@example.com', username, password: 'Secret#123' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', 'Username contains invalid characters'],
    ]);
  });

  it.each(['مريم', 'Nour 💍', 'amira.hassan', 'O Connor'])('takes %j as typed', (username) => {
    const result = registerSchema.safeParse({ email: 'amira@example.com', username, password: 'Secret#123' });
    expect(result.success && result.data.username).toBe(username);
  });
});

describe('countries', () => {
  it.each(['zz', 'Q1', 'eg', 'E1', '  '])(
    'an address in country %j is refused with "Please choose a country"',
    (country) => {
      const result = createOrderBodySchema.safeParse({
        billing: { ...address, country },
        shipping: address,
        payment_method: 'cod',
        shipping_method: 'standard',
        idempotency_key: 'key-12345678',
      });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['billing.country', 'Please choose a country'],
      ]);
    },
  );

  it.each(['EG', 'SA', 'NZ'])('takes %j, any ISO alpha-2 code a saved address may hold', (country) => {
    expect(
      createOrderBodySchema.safeParse({
        billing: { ...address, country },
        shipping: address,
        payment_method: 'cod',
        shipping_method: 'standard',
        idempotency_key: 'key-12345678',
      }).success,
    ).toBe(true);
  });
});

describe('digits of an Arabic keyboard', () => {
  const order = (billing: Record<string, unknown>) =>
    createOrderBodySchema.safeParse({
      billing: { ...address, ...billing },
      shipping: address,
      payment_method: 'cod',
      shipping_method: 'standard',
      idempotency_key: 'key-12345678',
    });

  it.each(['٠١٠٠١٢٣٤٥٦٧', '۰۱۰۰۱۲۳۴۵۶۷', '01001234567'])('a phone typed as %j is stored as 01001234567', (phone) => {
    const result = order({ phone });
    expect(result.success && result.data.billing.phone).toBe('01001234567');
  });

  it('keeps the spaces and plus sign of a phone typed in Arabic-Indic digits', () => {
    const result = order({ phone: '+٢٠ ١٠٠ ١٢٣ ٤٥٦٧' });
    expect(result.success && result.data.billing.phone).toBe('+20 100 123 4567');
  });

  it('stores a postcode typed in Arabic-Indic digits in Western ones', () => {
    const result = order({ postcode: '١١٥١١' });
    expect(result.success && result.data.billing.postcode).toBe('11511');
  });

  it('a shipping quote keeps its address in Western digits too', () => {
    const result = shippingQuoteBodySchema.safeParse({
      address: { ...address, phone: '٠١٠٠١٢٣٤٥٦٧', postcode: '۱۱۵۱۱' },
      rate: 'flat_rate:1',
    });
    expect(result.success && [result.data.address.phone, result.data.address.postcode]).toEqual([
      '01001234567',
      '11511',
    ]);
  });

  it('reads an order number typed in Arabic-Indic or Persian digits as the same order', () => {
    for (const number of ['١٠٠٠١', '۱۰۰۰۱', ' ١٠٠٠١ ']) {
      const result = trackOrderBodySchema.safeParse({ number, email: 'amira@example.com' });
      expect(result.success && result.data.number).toBe('10001');
    }
  });

  it('reads a discount code typed with Arabic-Indic digits in Western ones', () => {
    const result = applyCodeBodySchema.safeParse({ code: 'NILE١٥' });
    expect(result.success && result.data.code).toBe('NILE15');
  });

  it('still refuses what is no phone number in any digits', () => {
    expect(order({ phone: '٠١٢' }).error?.issues.map((i) => i.message)).toEqual([
      'Please enter a valid phone number, like +20 100 123 4567',
    ]);
  });
});

describe('the governorate of an Egyptian address', () => {
  const quote = (over: Record<string, unknown>) =>
    shippingQuoteBodySchema.safeParse({ address: { ...address, ...over }, rate: 'flat_rate:1' });

  it('is kept as its code', () => {
    const result = quote({ state: 'EGGZ' });
    expect(result.success && result.data.address.state).toBe('EGGZ');
  });

  it.each(['Giza', 'giza', 'الجيزة', 'eggz'])('named %j, is kept as its code EGGZ', (state) => {
    const result = quote({ state });
    expect(result.success && result.data.address.state).toBe('EGGZ');
  });

  it('is refused when it is none of the governorates, beside the other fields', () => {
    const result = quote({ state: 'Atlantis', phone: '12' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['address.phone', 'Please enter a valid phone number, like +20 100 123 4567'],
      ['address.state', 'Please choose your governorate from the list'],
    ]);
  });

  it('is free text for another country', () => {
    const result = quote({ country: 'AE', state: 'Dubai' });
    expect(result.success && result.data.address.state).toBe('Dubai');
  });
});
