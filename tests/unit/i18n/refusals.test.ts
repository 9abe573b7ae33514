import { describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import type * as z from 'zod/mini';
// The server's one language per request, and the Arabic words it answers in.
import '../../../src/server/i18n/locale-scope';
import { inLocale } from '../../../src/lib/i18n/current';
import { errorResponse, parseBody } from '../../../src/server/http';
import { addressSchema } from '../../../src/lib/schemas/address';
import { addItemBodySchema } from '../../../src/lib/schemas/cart-requests';
import { createOrderBodySchema } from '../../../src/lib/schemas/order';
import { passwordStrengthSchema } from '../../../src/lib/validation';

/**
 * The schemas are built once, as their modules load (here, in English): what they say must still
 * be in the language of the moment a value is refused, an Arabic request's or an English one's.
 */
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

const firstIssue = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

const post = (body: unknown) =>
  ({
    request: new Request('http://shop.test/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  }) as unknown as APIContext;

async function refusal(schema: z.ZodMiniType, body: unknown): Promise<string> {
  try {
    await parseBody(post(body), schema);
  } catch (err) {
    return ((await errorResponse(err).json()) as { message: string }).message;
  }
  throw new Error('accepted');
}

describe('a refusal in the language of the request', () => {
  it("says a field's own sentence in Arabic to an Arabic request, in English to an English one", () => {
    const noName = { ...address, first_name: '' };
    const badPhone = { ...address, phone: 'call me' };
    expect(inLocale('ar', () => firstIssue(addressSchema, noName))).toBe('يُرجى إدخال الاسم الأول');
    expect(firstIssue(addressSchema, noName)).toBe('First name is required');
    expect(inLocale('ar', () => firstIssue(addressSchema, badPhone))).toBe(
      'يُرجى إدخال رقم هاتف صحيح، مثل \u200e+20 100 123 4567',
    );
    expect(firstIssue(addressSchema, badPhone)).toBe('Please enter a valid phone number, like +20 100 123 4567');
    expect(inLocale('ar', () => firstIssue(passwordStrengthSchema, 'Ab1!'))).toBe('يجب ألا تقل كلمة المرور عن 8 أحرف');
    expect(firstIssue(passwordStrengthSchema, 'Ab1!')).toBe('Password must be at least 8 characters long');
    // A control character pasted into a field names the field in the language too.
    expect(inLocale('ar', () => firstIssue(addressSchema, { ...address, city: 'Cai\u0000ro' }))).toBe(
      'المدينة: يجب ألا يحتوي النص على رموز تحكم غير مرئية؛ يُرجى إعادة كتابته',
    );
  });

  it("answers an API request in its language: a check's fragment after the field's name, a sentence as it is", async () => {
    expect(await inLocale('ar', () => refusal(addItemBodySchema, { id: 114, quantity: 0 }))).toBe(
      'الكمية: يجب ألا تقل القيمة عن 1',
    );
    expect(await refusal(addItemBodySchema, { id: 114, quantity: 0 })).toBe('The quantity must be at least 1');
    const order = {
      billing: address,
      shipping: address,
      payment_method: 'cod',
      idempotency_key: 'key-12345678',
      gift_message: 'و'.repeat(301),
    };
    expect(await inLocale('ar', () => refusal(createOrderBodySchema, order))).toBe(
      'يجب ألا تتجاوز رسالة المُهدى إليه 300 حرف.',
    );
    expect(await refusal(createOrderBodySchema, order)).toBe(
      'The message for the recipient can be at most 300 characters.',
    );
  });
});
