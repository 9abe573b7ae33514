import { request } from './http';
import type { ConnectionTest, StoreStatus } from '../schemas/status';
import { checkedBy } from './answer-check';
import { connectionTestSchema } from './answer-schemas/connection-test';
import { storeStatusSchema } from './answer-schemas/store-status';

const storeStatusAnswer = checkedBy<StoreStatus>(storeStatusSchema);
const connectionTestAnswer = checkedBy<ConnectionTest>(connectionTestSchema);

/** Store-backend status for the footer panel and /wordpress-setup (loaded when a panel checks). */

export const get = (): Promise<StoreStatus> => request('/api/status', { schema: storeStatusAnswer });

export const test = (): Promise<ConnectionTest> => request('/api/status/test', { schema: connectionTestAnswer });
