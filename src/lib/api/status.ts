import { request } from './http';
import { connectionTestGuard, storeStatusGuard, type ConnectionTest, type StoreStatus } from './guards';

/** Store-backend status for the footer panel and /wordpress-setup (no zod: it loads on the home page). */

export const get = (): Promise<StoreStatus> => request('/api/status', { schema: storeStatusGuard });

export const test = (): Promise<ConnectionTest> => request('/api/status/test', { schema: connectionTestGuard });
