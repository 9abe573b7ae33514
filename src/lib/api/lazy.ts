import type { AnswerParser } from './http';

type Schemas = typeof import('./schemas');

/**
 * `answer('cartSchema')`-style lazy parser: the request starts the import of ./schemas (and so
 * zod) only when a call that needs it is made, in parallel with the fetch.
 */
export const answer =
  <K extends keyof Schemas>(name: K) =>
  async (): Promise<Schemas[K] extends AnswerParser<infer T> ? AnswerParser<T> : never> =>
    (await import('./schemas'))[name] as never;
