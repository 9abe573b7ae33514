import { describe, expect, it } from 'vitest';
import { en } from 'zod/v4/locales';
import type * as z from 'zod/mini';
import { addressSchema } from '../../../src/lib/schemas/address';
import { createOrderBodySchema, trackOrderBodySchema } from '../../../src/lib/schemas/order';
import { reviewSubmissionSchema } from '../../../src/lib/schemas/review';
import { shopperAddress } from '../../fixtures/address';
import {
  contactSchema,
  loginSchema,
  lostPasswordSchema,
  profileUpdateSchema,
  registerFormSchema,
  resetPasswordSchema,
} from '../../../src/lib/validation';

/**
 * No schema library's message ever reaches a person. Every schema a form checks, or whose refusal
 * the server sends back to a form, is fed what people type by mistake (nothing, blanks, one
 * letter, a wall of text, markup, a half email); every message it answers must be the shop's
 * own sentence: never zod's default text ("Too small: expected string to have >=6 characters"),
 * and never the API's field fragments ("must not be empty"), which name no field.
 */
const zodEnglish = en().localeError as (issue: z.core.$ZodRawIssue) => string | { message: string } | undefined;
const ZOD_DEFAULTS =
  /^(Invalid (input|option|string|email|number|key|value|discriminator|date|url|uuid)|Too (small|big)|Unrecognized key)/;
const TYPED = ['', '   ', 'a', 'ab', 'x'.repeat(10_001), 'mona@', 'abc', '<b>"O\'Neil" & co</b>'];

const ADDRESS = shopperAddress();

/** Each form's schema with a valid value; every string field is then spoiled in turn. */
const FORMS: [string, z.ZodMiniType, Record<string, unknown>][] = [
  ['login', loginSchema, { username: 'nour', password: 'Secret#123' }],
  [
    'register',
    registerFormSchema,
    { email: 'nour@example.com', username: 'nour', password: 'Secret#123', confirmPassword: 'Secret#123' },
  ],
  ['forgot password', lostPasswordSchema, { email: 'nour@example.com' }],
  ['reset password', resetPasswordSchema, { code: 'abcdef123456', password: 'Secret#123' }],
  [
    'account settings',
    profileUpdateSchema,
    {
      first_name: 'Nour',
      last_name: 'Hassan',
      display_name: 'Nour',
      email: 'nour@example.com',
      new_password: 'Secret#123',
      current_password: 'Old#12345',
    },
  ],
  [
    'contact',
    contactSchema,
    { name: 'Nour', email: 'nour@example.com', subject: 'A question', message: 'Where is my order, please?' },
  ],
  ['checkout address', addressSchema, ADDRESS],
  [
    'place order',
    createOrderBodySchema,
    {
      billing: ADDRESS,
      shipping: ADDRESS,
      payment_method: 'cod',
      shipping_method: 'standard',
      customer_note: 'Gift wrap',
      idempotency_key: 'key-12345678',
    },
  ],
  [
    'review',
    reviewSubmissionSchema,
    { product_id: 101, reviewer: 'Nour', reviewer_email: 'nour@example.com', review: 'Lovely', rating: 5 },
  ],
  ['order tracking', trackOrderBodySchema, { number: '10001', email: 'nour@example.com' }],
];

function spoiled(valid: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(valid)) {
    if (typeof value === 'string') for (const typed of TYPED) out.push({ ...valid, [key]: typed });
    else if (value && typeof value === 'object')
      for (const inner of spoiled(value as Record<string, unknown>)) out.push({ ...valid, [key]: inner });
  }
  if ('rating' in valid) out.push({ ...valid, rating: 0 }, { ...valid, rating: 9 });
  return out;
}

describe('what a person reads when a form refuses', () => {
  it.each(FORMS)("%s: every message is the shop's own sentence", (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true);
    let seen = 0;
    for (const input of spoiled(valid)) {
      const result = schema.safeParse(input);
      if (result.success) continue;
      for (const issue of result.error.issues) {
        seen += 1;
        const fallback = zodEnglish(issue as unknown as z.core.$ZodRawIssue);
        const zodText = typeof fallback === 'string' ? fallback : fallback?.message;
        const where = `${issue.path.join('.')} = ${JSON.stringify(issue.input ?? '').slice(0, 40)}`;
        expect(issue.message, where).not.toBe(zodText);
        expect(issue.message, where).not.toMatch(ZOD_DEFAULTS);
        // A sentence for a person starts with a capital; the API's fragments ("must not be empty") do not.
        expect(issue.message, where).toMatch(/^[A-Z]/);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('an empty reset code asks for the code from the email', () => {
    const result = resetPasswordSchema.safeParse({ code: '', password: 'Secret#123' });
    expect(result.error?.issues[0]?.message).toBe('Please enter the reset code from your email');
  });
});
