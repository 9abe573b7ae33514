import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIContext } from 'astro';
import type * as z from 'zod/mini';
import { BadRequest, errorResponse, parseBody, parseQuery } from '../../../src/server/http';
import { REQUEST_MSG } from '../../../src/lib/request-messages';
import { GIFT_MSG } from '../../../src/lib/gift-messages';
import { createOrderBodySchema } from '../../../src/lib/schemas/order';
import { addItemBodySchema } from '../../../src/lib/schemas/cart-requests';
import { adminDiscountSchema, adminOrdersQuerySchema } from '../../../src/lib/schemas/admin';

/**
 * The words of the API's 400 answers: a schema's own sentence as it is, and a generic check's
 * fragment with the field named in words; the field's name as code writes it stays in `field`.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');

const post = (body: unknown) =>
  ({
    request: new Request('http://shop.test/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  }) as unknown as APIContext;

async function refusal(schema: z.ZodMiniType, body: unknown): Promise<{ message: string; field?: string }> {
  try {
    await parseBody(post(body), schema);
  } catch (err) {
    return (await errorResponse(err).json()) as { message: string; field?: string };
  }
  throw new Error('accepted');
}

const order = {
  billing: { first_name: 'Amira' },
  payment_method: 'cod',
  idempotency_key: 'key-12345678',
};

describe("the API's refusals, in the shop's words", () => {
  it("says a schema's own sentence as it is, the field apart", async () => {
    const address = {
      first_name: 'Amira',
      last_name: 'Hassan',
      address_1: '12 Nile Corniche',
      city: 'Cairo',
      state: 'EGC',
      postcode: '11511',
      email: 'amira@example.com',
      phone: '+20 100 123 4567',
    };
    const body = { ...order, billing: address, shipping: address, gift_message: 'و'.repeat(301) };
    expect(await refusal(createOrderBodySchema, body)).toEqual({
      code: 'invalid_request',
      message: GIFT_MSG.giftMessageTooLong(300),
      field: 'gift_message',
    });
    expect(
      await refusal(createOrderBodySchema, { ...body, gift_message: '', billing: { ...address, email: 'x' } }),
    ).toEqual({ code: 'invalid_request', message: 'Please enter a valid email address', field: 'billing.email' });
  });

  it("names the field in words before a generic check's fragment", async () => {
    expect(await refusal(addItemBodySchema, { id: 114, quantity: 0 })).toMatchObject({
      message: 'The quantity must be at least 1',
      field: 'quantity',
    });
    expect(await refusal(addItemBodySchema, { quantity: 1 })).toMatchObject({
      message: 'The product ID is required',
      field: 'id',
    });
    // An option's name is the shopper's: the options are named.
    expect(await refusal(addItemBodySchema, { id: 124, choices: { Size: 7 } })).toMatchObject({
      message: 'The options chosen must be text',
      field: 'choices.Size',
    });
    expect(await refusal(createOrderBodySchema, { ...order, billing: 'Cairo' })).toMatchObject({
      message: 'The billing address must be an object',
      field: 'billing',
    });
  });

  it('says a value is not one of the choices, without the values the code uses', async () => {
    expect(
      await refusal(adminDiscountSchema, { code: 'SPRING', discount_type: 'half_off', amount: '10' }),
    ).toMatchObject({ message: 'What the code takes off is not one of the choices offered', field: 'discount_type' });
    const ctx = { url: new URL('http://shop.test/api/admin/orders?status=lost') } as unknown as APIContext;
    expect(() => parseQuery(ctx, adminOrdersQuerySchema)).toThrow(BadRequest);
  });

  it('names a list for a problem with one of its entries', async () => {
    expect(
      await refusal(adminDiscountSchema, { code: 'SPRING', discount_type: 'percent', product_ids: [101, 'x'] }),
    ).toMatchObject({ message: 'The products it is for: each must be a number', field: 'product_ids.1' });
  });

  it('has words for every field of every request the API routes check', async () => {
    const schemas = new Map<string, z.ZodMiniType>();
    for (const file of [...sources('src/lib/schemas'), 'src/lib/validation.ts'])
      for (const [name, value] of Object.entries(await import(path.join(ROOT, file))))
        if (value && typeof value === 'object' && '_zod' in value) schemas.set(name, value as z.ZodMiniType);
    const checked = sources('src/pages/api').flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/parse(?:Body|Query)\(ctx, (\w+)\)/g)].map((m) => m[1]!),
    );
    expect(checked.length).toBeGreaterThan(20);
    const unnamed = new Set<string>();
    for (const name of checked) {
      const schema = schemas.get(name);
      expect(schema, name).toBeDefined();
      for (const key of fieldNames(schema!)) if (!Object.hasOwn(REQUEST_MSG.subjects, key)) unnamed.add(key);
    }
    expect([...unnamed]).toEqual([]);
  });
});

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    return statSync(path.join(ROOT, rel)).isDirectory() ? sources(rel) : name.endsWith('.ts') ? [rel] : [];
  });
}

/** The names of an object schema's fields, nested ones too (a record's keys are the sender's, not fields). */
function fieldNames(schema: z.ZodMiniType): string[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => fieldNames(def[key] as z.ZodMiniType);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodMiniType>).flatMap(([key, value]) => [
        key,
        ...fieldNames(value),
      ]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'nonoptional':
    case 'readonly':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'array':
      return inner('element');
    case 'record':
      return inner('valueType');
    case 'union':
      return (def.options as z.ZodMiniType[]).flatMap(fieldNames);
    default:
      return [];
  }
}
