/** Reading the client's ApiError without depending on its private shape. */
import { PAGE_MSG } from '../../lib/page-messages';

export interface ErrorInfo {
  status: number;
  code?: string;
  message?: string;
  retryAfterMs?: number;
}

export function errorInfo(err: unknown): ErrorInfo {
  const e = (err ?? {}) as Record<string, unknown>;
  const status = typeof e.status === 'number' ? e.status : 0;
  const code = typeof e.code === 'string' ? e.code : undefined;
  // The server's own words; the client's generic fallback counts as none.
  const message =
    typeof e.message === 'string' && e.message && e.message !== PAGE_MSG.genericError ? e.message : undefined;
  const bags = [e, e.body, e.data, e.details].filter(
    (b): b is Record<string, unknown> => typeof b === 'object' && b !== null,
  );
  let retryAfterMs: number | undefined;
  for (const b of bags) {
    const v = b.retryAfterMs ?? b.retry_after_ms;
    if (typeof v === 'number' && Number.isFinite(v)) {
      retryAfterMs = v;
      break;
    }
  }
  return { status, code, message, retryAfterMs };
}
