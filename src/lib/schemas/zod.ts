import * as z from 'zod/mini';
import { FIELD_MSG } from '../field-messages';
import { CONTROL_CHARACTER } from '../constants';

/**
 * The shop's zod: `zod/mini`, the tree-shakable build of zod 4 (functions instead of methods, so
 * a page's bundle keeps only the checks its schemas use), with the shop's own wording for every
 * issue. Every module that builds a schema imports `* as z from 'zod/mini'` (a namespace import
 * the bundler can tree-shake, which a re-export of it from here would defeat) and imports this
 * module, which a unit test checks; the server, the build and the browser so check one schema
 * per entity with one set of messages.
 *
 * The error map below is zod's global one; it answers for zod/mini schemas and checks, so the
 * schemas built with classic zod (Astro's own) keep their wording. A message given on a schema
 * itself (the password rules, the content files) wins.
 */

/**
 * A whole number sent as a JSON number, with its checks. Nothing is coerced: `true`, `[5]`,
 * `" 5 "` and `"5"` are not numbers, whatever a cast would make of them: a field takes only its own type.
 */
export const wholeNumber = (...checks: z.core.$ZodCheck<number>[]) => z.int().check(...checks);

/**
 * A check's own message, read when a value fails it: `says(() => MSG.passwordMin)`. A schema is
 * built once, as its module loads, and a message given as a string then would stay in the
 * language of that moment (English, on the server) for every request after, an Arabic one too.
 */
export const says = (message: () => string) => ({ error: message });

/**
 * Text: refuses NUL and the other control characters (line breaks and tabs are text). Every
 * string a request carries is checked with it, so none reaches a store or a page. A field a
 * person fills names itself (`label`, read when refused) in a sentence; the others get the API's fragment.
 */
export const plainText = (label?: () => string) =>
  z.refine<string>(
    (s) => !CONTROL_CHARACTER.test(s),
    says(() => (label ? FIELD_MSG.controlCharacterIn(label()) : FIELD_MSG.controlCharacters)),
  );

type Issue = z.core.$ZodRawIssue;

const count = (n: number | bigint) => Number(n);

function shopMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? FIELD_MSG.required
        : FIELD_MSG.mustBe(FIELD_MSG.typeNames[issue.expected] ?? String(issue.expected));
    case 'too_small': {
      const n = count(issue.minimum);
      if (issue.origin === 'string')
        return issue.exact ? FIELD_MSG.exactChars(n) : n === 1 ? FIELD_MSG.notEmpty : FIELD_MSG.atLeastChars(n);
      if (issue.origin === 'array' || issue.origin === 'set')
        return issue.exact ? FIELD_MSG.exactItems(n) : FIELD_MSG.atLeastItems(n);
      return issue.inclusive === false ? FIELD_MSG.above(n) : FIELD_MSG.atLeast(n);
    }
    case 'too_big': {
      const n = count(issue.maximum);
      if (issue.origin === 'string') return issue.exact ? FIELD_MSG.exactChars(n) : FIELD_MSG.atMostChars(n);
      if (issue.origin === 'array' || issue.origin === 'set')
        return issue.exact ? FIELD_MSG.exactItems(n) : FIELD_MSG.atMostItems(n);
      return FIELD_MSG.atMost(n);
    }
    case 'invalid_format':
      if (issue.format === 'email') return FIELD_MSG.email;
      if (issue.format === 'url') return FIELD_MSG.url;
      if (issue.format === 'datetime') return FIELD_MSG.dateTime;
      return FIELD_MSG.format;
    case 'invalid_value':
      return FIELD_MSG.oneOf(issue.values);
    case 'unrecognized_keys':
      return FIELD_MSG.unknownFields(issue.keys);
    default:
      return FIELD_MSG.invalid;
  }
}

z.config({
  // In a browser, never probe `new Function` for zod's compiled fast path: the page's CSP has no
  // 'unsafe-eval', and even a caught probe is reported as a violation (a console error).
  jitless: typeof document !== 'undefined',
  // Classic zod schemas (trait 'ZodType') keep their locale; zod/mini ones and their checks get ours.
  customError: (issue) =>
    (issue.inst as z.core.$ZodType | undefined)?._zod.traits.has('ZodType') ? undefined : shopMessage(issue as Issue),
});
