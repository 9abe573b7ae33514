import { settings } from '../settings';
import { openDb } from '../sqlite/db';
import { sqliteState } from './sqlite';
import { redisState } from './redis';
import type { ServerState } from './server-state';

let chosen: ServerState | undefined;

/**
 * The state stores of this process (server-state.ts says what each holds), chosen once: with
 * REDIS_URL set, Redis; else the SQLite file at DATABASE_PATH.
 */
export function serverState(): ServerState {
  return (chosen ??= settings.redisUrl ? redisState(settings.redisUrl) : sqliteState(openDb(settings.databasePath)));
}
