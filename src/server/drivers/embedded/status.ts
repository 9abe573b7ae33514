import type { StoreBackend } from '../../backend';
import { MSG } from '../../../lib/messages';
import type { EmbeddedContext } from './context';

/** Status: the embedded store is up when its SQLite file answers. */
export function statusDomain(ctx: EmbeddedContext): Pick<StoreBackend, 'testConnection'> {
  return {
    async testConnection() {
      try {
        ctx.db.get('SELECT 1 AS ok');
        return { ok: true, message: MSG.connectionOk };
      } catch (err) {
        return { ok: false, message: MSG.connectionFailed((err as Error).message) };
      }
    },
  };
}
