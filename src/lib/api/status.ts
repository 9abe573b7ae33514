import { request } from './http';
import { connectionTestSchema, storeStatusSchema, type ConnectionTest, type StoreStatus } from '../schemas/status';

/** Store-backend status for the footer panel and /wordpress-setup (loaded when a panel checks). */

export const get = (): Promise<StoreStatus> => request('/api/status', { schema: storeStatusSchema });

export const test = (): Promise<ConnectionTest> => request('/api/status/test', { schema: connectionTestSchema });
