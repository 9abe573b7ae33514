import { variantSchema } from '../schemas/product';
import { variantSummary } from './variants';

/**
 * A product record as a catalogue file or a store holds it, made ready for the Product schema: a
 * variable product's own price and stock are its variants' (variantSummary), whatever the record
 * says. When a variant is itself invalid the record is left alone, so the schema reports that
 * variant's field.
 */
export function productRecord(data: Record<string, unknown>): Record<string, unknown> {
  if (data.type !== 'variable' || !Array.isArray(data.variants)) return data;
  const variants = data.variants.map((v) => variantSchema.safeParse(v));
  if (!variants.every((v) => v.success)) return data;
  const summary = variantSummary(variants.map((v) => v.data!));
  return summary ? { ...data, ...summary } : data;
}
