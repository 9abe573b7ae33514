import type { Db } from '../sqlite/db';
import { KEEP_MS, type RedisConnection } from './redis-connection';

/**
 * The WooCommerce driver's cart sessions: WooCommerce's Store API cart lives behind a Cart-Token
 * (and a Nonce) that the server holds for the shopper, under the shopper's own cart token.
 */

/** The Store API session behind one of our cart tokens. */
export interface CartSession {
  /** WooCommerce's signed Cart-Token (lives about 48 h). */
  wcCartToken: string;
  /** Store API nonce; older stores refuse cart writes without it. */
  nonce: string;
}

/** Our cart token -> WooCommerce's Cart-Token and Nonce. */
export interface CartSessionStore {
  get(cartToken: string): Promise<CartSession | undefined> | CartSession | undefined;
  set(cartToken: string, session: CartSession): Promise<void> | void;
  /**
   * Keeps a newly opened session unless the cart token already has one, and answers the one kept.
   * A shopper's first calls can each open a WooCommerce session at the same moment (the badge's
   * read beside her first add); the first kept wins, so a later answer never swaps the cart the
   * add went into for an empty one.
   */
  claim(cartToken: string, session: CartSession): Promise<CartSession> | CartSession;
}

export function memoryCartSessionStore(): CartSessionStore {
  const map = new Map<string, CartSession>();
  return {
    get: (t) => map.get(t),
    set: (t, s) => void map.set(t, s),
    claim: (t, s) => {
      if (!map.has(t)) map.set(t, s);
      return map.get(t)!;
    },
  };
}

/** Cart sessions in the SQLite file (table woo_cart_sessions), so a restart does not cost guests their WooCommerce carts. */
export function sqliteCartSessionStore(db: Db): CartSessionStore {
  const get = (t: string): CartSession | undefined => {
    const r = db.get<{ wc_cart_token: string; nonce: string }>(
      'SELECT wc_cart_token, nonce FROM woo_cart_sessions WHERE cart_token = ?',
      t,
    );
    return r ? { wcCartToken: r.wc_cart_token, nonce: r.nonce } : undefined;
  };
  return {
    get,
    claim: (t, s) => {
      db.run(
        'INSERT INTO woo_cart_sessions (cart_token, wc_cart_token, nonce, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (cart_token) DO NOTHING',
        t,
        s.wcCartToken,
        s.nonce,
        Date.now(),
      );
      return get(t)!;
    },
    set: (t, s) => {
      db.run(
        'INSERT INTO woo_cart_sessions (cart_token, wc_cart_token, nonce, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (cart_token) DO UPDATE SET wc_cart_token = excluded.wc_cart_token, nonce = excluded.nonce, updated_at = excluded.updated_at',
        t,
        s.wcCartToken,
        s.nonce,
        Date.now(),
      );
    },
  };
}

/** Cart sessions in Redis, each forgotten 30 days after its last write. */
export function redisCartSessionStore({ p, redis }: RedisConnection): CartSessionStore {
  return {
    async get(token) {
      const json = await (await redis()).get(`${p}cs:${token}`);
      return json ? (JSON.parse(json) as { wcCartToken: string; nonce: string }) : undefined;
    },
    async set(token, session) {
      await (
        await redis()
      ).set(`${p}cs:${token}`, JSON.stringify(session), { expiration: { type: 'PX', value: KEEP_MS } });
    },
    async claim(token, session) {
      const r = await redis();
      await r.set(`${p}cs:${token}`, JSON.stringify(session), {
        condition: 'NX',
        expiration: { type: 'PX', value: KEEP_MS },
      });
      const json = await r.get(`${p}cs:${token}`);
      return json ? (JSON.parse(json) as { wcCartToken: string; nonce: string }) : session;
    },
  };
}
