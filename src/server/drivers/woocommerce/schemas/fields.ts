/**
 * WooCommerce's own shapes, only the parts this driver reads, one file per part of its API
 * (catalogue, orders, accounts, the Store API, errors). They stay inside the driver: reshape/
 * turns them into the app's types. Lenient on purpose (nullish -> '' / 0 / false) because stores
 * differ by version and plugins; unknown keys are dropped by zod. Here: the lenient fields they share.
 */
import * as z from 'zod/mini';
import '../../../../lib/schemas/zod'; // the shop's wording for every issue

export const text = z.pipe(
  z.nullish(z.string()),
  z.transform((v) => v ?? ''),
);
export const flag = z.pipe(
  z.nullish(z.boolean()),
  z.transform((v) => v ?? false),
);
/** WooCommerce sends some counts and prices as numbers in one version and strings in another. */
export const numeric = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((v) => (v === null || v === undefined || v === '' ? 0 : Number(v))),
);
export const numberText = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((v) => (v === null || v === undefined ? '' : String(v))),
);
/** PHP serialises an empty associative array as [], so an "object" may arrive as a list. */
export const record = z.pipe(
  z.nullish(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])),
  z.transform((v) => (v && !Array.isArray(v) ? v : {})),
);

export const minorUnit = z.pipe(
  z.nullish(z.int()),
  z.transform((v) => v ?? 2),
);
