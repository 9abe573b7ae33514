import type * as z from 'zod/mini';

/**
 * Parses one file of content/data with its schema at build time. A bad edit fails the build
 * with the file and the field, e.g.
 * `content/data/faq.json: [2].questions[0].a must not be empty`.
 */
export function parseContentData<S extends z.ZodMiniType>(file: string, schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${fieldPath(issue.path) || '(root)'}: ${issue.message}`);
  throw new Error(`${file} does not match its schema:\n${problems.join('\n')}`);
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
}
