// The connection the Redis stores share: one client that fails fast while Redis is away, and scripts Redis runs whole.
import { createClient } from 'redis';

export const DAY_MS = 24 * 60 * 60_000;
/** What Redis forgets after 30 days and SQLite keeps: cart sessions and placed-order keys (see state/redis.ts). */
export const KEEP_MS = 30 * DAY_MS;

export interface RedisStateOptions {
  /** Put before every key, so several shops (or test runs) can share one Redis. */
  prefix?: string;
  log?: (message: string) => void;
}

/** The connection and what the stores use of it: the key prefix `p`, the client, a script run whole. */
export type RedisConnection = ReturnType<typeof connectRedis>;

export function connectRedis(url: string, options: RedisStateOptions = {}) {
  const p = options.prefix ?? 'shop:';
  const log = options.log ?? ((m: string) => console.warn(`[redis] ${m}`));
  // Fail fast while Redis is away (no queue of commands waiting for it): the request answers
  // 503 and the health check turns red, instead of both hanging.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  });
  let lastError = '';
  client.on('error', (err: Error) => {
    // One line per kind of failure, not one per reconnect attempt.
    if (err.message !== lastError) log(`${err.message} (${url.replace(/\/\/[^@]*@/, '//')})`);
    lastError = err.message;
  });
  client.on('ready', () => (lastError = ''));
  const connecting = client.connect().then(
    () => undefined,
    (err: Error) => log(`could not connect: ${err.message}`),
  );
  /** The client once its first connection attempt is over (commands fail fast after that while it is away). */
  const redis = async () => {
    await connecting;
    return client;
  };
  const script = async <T>(source: string, keys: string[], args: (string | number)[]) =>
    (await (await redis()).eval(source, { keys, arguments: args.map(String) })) as T;
  return { p, client, connecting, redis, script };
}
