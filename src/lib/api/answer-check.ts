/**
 * How the browser checks what it reads: the API's answers and its own stored copies. Each check is
 * its entity's zod schema itself, exported by zod as JSON Schema (./answer-schemas.json, made from
 * the schemas and held to them by tests/unit/api/answer-schemas.test.ts): a value is the entity,
 * with the schema's defaults filled in, or it is refused. What a person types is still checked by
 * the zod schema itself, which loads with its form. zod's parser is ~7 KB gzip; this and the
 * schemas a page reads are ~1 KB, so a page with a cart reads it checked within its budget.
 *
 * The JSON Schema read here is the part zod writes for these schemas: type, properties, required,
 * items, anyOf, enum, const, default, the bounds of numbers, strings and lists, patterns, and
 * web addresses.
 */
type JsonType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

export interface JsonSchema {
  /** One type, or the types it may be (a nullable field: ["string", "null"]). */
  type?: JsonType | readonly JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  anyOf?: readonly JsonSchema[];
  enum?: readonly unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  /** Only "uri" is read: a link the shopper is sent to (a payment page). */
  format?: string;
}

/** Thrown for a value that is not the entity: the API client turns it into 'unexpected answer'. */
export class NotTheEntity extends TypeError {}

const refuse = (where: string): never => {
  throw new NotTheEntity(`The value does not match its schema at ${where || 'the top'}.`);
};

function typeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** The value as the schema reads it (defaults filled in), or a throw naming where it is not. */
function read(schema: JsonSchema, value: unknown, where: string, lenient = false): unknown {
  if (schema.anyOf) {
    for (const option of schema.anyOf) {
      try {
        return read(option, value, where, lenient);
      } catch {
        // the next option may fit
      }
    }
    return refuse(where);
  }
  if ('const' in schema && value !== schema.const) return refuse(where);
  if (schema.enum && !schema.enum.includes(value)) return refuse(where);
  const type = typeOf(value);
  if (schema.type) {
    const types: readonly JsonType[] = typeof schema.type === 'string' ? [schema.type] : schema.type;
    if (!types.includes(type) && !(type === 'integer' && types.includes('number'))) return refuse(where);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return refuse(where);
    if (schema.minimum !== undefined && value < schema.minimum) return refuse(where);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return refuse(where);
    if (schema.maximum !== undefined && value > schema.maximum) return refuse(where);
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) return refuse(where);
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return refuse(where);
    if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) return refuse(where);
    if (schema.format === 'uri' && !URL.canParse(value)) return refuse(where);
  }
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return refuse(where);
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return refuse(where);
    return schema.items ? value.map((v, i) => read(schema.items!, v, `${where}[${i}]`, lenient)) : value;
  }
  if (type === 'object' && schema.properties) {
    const record = value as Record<string, unknown>;
    const out: Record<string, unknown> = { ...record };
    for (const [name, property] of Object.entries(schema.properties)) {
      const at = where ? `${where}.${name}` : name;
      if (record[name] === undefined) {
        const fills = 'default' in property && (lenient || !schema.required?.includes(name));
        if (!fills && schema.required?.includes(name)) return refuse(at);
        // A fresh copy of an object or list default: nothing shares it.
        if (fills) out[name] = structuredClone(property.default);
        continue;
      }
      try {
        out[name] = read(property, record[name], at, lenient);
      } catch (error) {
        // A copy this browser wrote keeps what it can: a field that no longer reads takes its default.
        if (!lenient || !('default' in property)) throw error;
        out[name] = structuredClone(property.default);
      }
    }
    return out;
  }
  return value;
}

/*
 * The two makers below only build a function: marked free of side effects, so a page keeps the
 * checks (and the JSON Schemas) of what it reads and the bundler drops the others.
 */

/** A parser for the API client: `parse` answers the value as T, or throws. */
// @__NO_SIDE_EFFECTS__
export function checkedBy<T>(schema: object): { parse: (value: unknown) => T } {
  return { parse: (value) => read(schema as JsonSchema, value, '') as T };
}

/**
 * For a stored copy or one entry of a list: the value as T, or null (src/lib/storage then drops a
 * stored one). `lenient`: a field that does not read takes its default instead of refusing the
 * whole value, as a zod schema's `catch` does (a half-typed draft keeps the rest of what she typed).
 */
// @__NO_SIDE_EFFECTS__
export function storedAs<T>(schema: object, { lenient = false } = {}): (value: unknown) => T | null {
  return (value) => {
    try {
      return read(schema as JsonSchema, value, '', lenient) as T;
    } catch {
      return null;
    }
  };
}
