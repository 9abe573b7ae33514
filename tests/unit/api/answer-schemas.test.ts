import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ANSWER_SCHEMAS } from './answer-schema-list';

/**
 * src/lib/api/answer-schemas/ is what the browser checks its answers and stored copies with: each
 * entity's zod schema written out as JSON Schema (src/lib/api/answer-check.ts reads it), a module
 * each, so a page's bundle holds only the schemas of what it reads.
 * This test writes it from the schemas and fails when the committed file is not what they give
 * today (a schema changed without it): run `npx vitest run tests/unit/api/answer-schemas.test.ts -u`.
 */

/** Bounds zod writes for every whole number (the safe integers): every JSON number the API sends is within them. */
const SAFE = new Set([Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]);

function trimmed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(trimmed);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => key !== '$schema' && !((key === 'minimum' || key === 'maximum') && SAFE.has(v as number)))
      .map(([key, v]) => [key, trimmed(v)]),
  );
}

const FOLDER = path.resolve(import.meta.dirname, '../../../src/lib/api/answer-schemas');
/** A schema's file: its name in kebab case (wishlistCopy: wishlist-copy.ts). */
const fileOf = (name: string) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;

describe('the browser answer checks', () => {
  it.each(Object.entries(ANSWER_SCHEMAS))(
    '%s: the entity\u2019s schema, written out as JSON Schema',
    async (name, schema) => {
      const written = trimmed(z.toJSONSchema(schema as z.ZodMiniType, { io: 'input', unrepresentable: 'throw' }));
      const module = [
        '// Written by tests/unit/api/answer-schemas.test.ts from its schema in src/lib/schemas: do not edit.',
        '// After changing that schema: npx vitest run tests/unit/api/answer-schemas.test.ts -u',
        `export const ${name}Schema = ${JSON.stringify(written)};`,
        '',
      ].join('\n');
      await expect(module).toMatchFileSnapshot(path.join(FOLDER, fileOf(name)));
    },
  );

  it('the folder holds no schema that is not written here', () => {
    const names = new Set(Object.keys(ANSWER_SCHEMAS).map(fileOf));
    expect(readdirSync(FOLDER).filter((f) => !names.has(f))).toEqual([]);
  });
});
