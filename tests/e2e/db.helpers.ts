import { DatabaseSync } from 'node:sqlite';
import type { APIRequestContext } from '@playwright/test';
import { e2eDatabasePath } from './checkout-fixtures';

/**
 * What happens elsewhere in the shop while a shopper looks (another customer's order takes
 * stock): written straight into the e2e server's database, as the store itself would.
 */
export async function setLiveStock(request: APIRequestContext, productId: number, quantity: number): Promise<void> {
  // The server opens (and seeds) its database on first use: make sure it has.
  await request.get(`/api/products/${productId}`);
  const db = new DatabaseSync(e2eDatabasePath(), { timeout: 5000 });
  try {
    db.prepare("UPDATE stock SET stock_quantity = ?, stock_status = CASE WHEN ? > 0 THEN 'instock' ELSE 'outofstock' END, manage_stock = 1 WHERE product_id = ?").run(quantity, quantity, productId);
  } finally {
    db.close();
  }
}
