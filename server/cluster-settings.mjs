// What the primary process and its workers both read: where to listen, how many workers, and the
// word the primary sends a worker whose build a newer one replaced.
import { availableParallelism } from 'node:os';

export const port = Number(process.env.PORT ?? 4321);
export const host = process.env.HOST ?? 'localhost';
export const workers = Math.max(1, Math.min(Number(process.env.WEB_WORKERS ?? 2) || 1, availableParallelism()));
export const banner = () => console.log(`Shop running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);

/** The primary's word to a worker whose build a newer one replaced (worker.mjs stops taking connections and finishes). */
export const RETIRE = 'retire';
