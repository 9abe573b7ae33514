import { localized } from './i18n/localized';
/**
 * How a field's value is refused, in the shop's words: the wording of every schema check
 * (src/lib/schemas/zod.ts), for the server, the build and the browser alike. A module of its own
 * so a page that checks an answer or a form carries these few sentences, not every message.
 */
/**
 * What a schema of src/lib/schemas says about a field that fails it: a fragment with no subject,
 * in lower case ("must be at least 1"), to which the API's 400 answers give the field's name in
 * words (src/lib/request-messages.ts: "The quantity must be at least 1"). The shop's wording,
 * never the library's: the error map in src/lib/schemas/zod.ts picks one of these for every issue.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/field-messages.ts holds the Arabic). */
export const FIELD_WORDS = {
  required: 'is required',
  notEmpty: 'must not be empty',
  mustBe: (what: string) => `must be ${what}`,
  typeNames: {
    string: 'text',
    number: 'a number',
    int: 'a whole number',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
    record: 'a list of names and values',
    date: 'a date',
  } as Record<string, string>,
  atLeastChars: (n: number) => `must be at least ${n} characters`,
  atMostChars: (n: number) => `must be at most ${n} characters`,
  exactChars: (n: number) => `must be exactly ${n} characters`,
  atLeast: (n: number) => `must be at least ${n}`,
  above: (n: number) => `must be greater than ${n}`,
  atMost: (n: number) => `must be at most ${n}`,
  atLeastItems: (n: number) => `must have at least ${n} ${n === 1 ? 'item' : 'items'}`,
  atMostItems: (n: number) => `must have at most ${n} ${n === 1 ? 'item' : 'items'}`,
  exactItems: (n: number) => `must have exactly ${n} ${n === 1 ? 'item' : 'items'}`,
  email: 'must be an email address',
  url: 'must be a full web address',
  dateTime: 'must be a date and time like 2026-05-12T10:30:00',
  format: 'is not in the expected format',
  oneOf: (values: readonly unknown[]) => `must be one of: ${values.map(String).join(', ')}`,
  unknownFields: (keys: readonly string[]) => `unknown ${keys.length === 1 ? 'field' : 'fields'}: ${keys.join(', ')}`,
  invalid: 'is not valid',
  controlCharacters: 'must not contain invisible control characters; please retype it',
  /** A field a person fills, named in the sentence. */
  controlCharacterIn: (label: string) => `${label} must not contain invisible control characters; please retype it`,
  fieldRequired: (label: string) => `${label} is required`,
  fieldTooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const FIELD_MSG = localized('field', FIELD_WORDS);
