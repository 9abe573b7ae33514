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
    db.prepare(
      "UPDATE stock SET stock_quantity = ?, stock_status = CASE WHEN ? > 0 THEN 'instock' ELSE 'outofstock' END, manage_stock = 1 WHERE product_id = ?",
    ).run(quantity, quantity, productId);
  } finally {
    db.close();
  }
}

/** A review a moderator approved (the embedded store's reviews table). */
export async function addApprovedReview(
  request: APIRequestContext,
  productId: number,
  reviewer: string,
  review: string,
  rating: number,
): Promise<void> {
  await request.get(`/api/products/${productId}`);
  const db = new DatabaseSync(e2eDatabasePath(), { timeout: 5000 });
  try {
    db.prepare(
      "INSERT INTO reviews (product_id, reviewer, reviewer_email, review, rating, status, verified, date_created) VALUES (?, ?, 'moderated@example.com', ?, ?, 'approved', 0, '2026-05-20T10:00:00')",
    ).run(productId, reviewer, review, rating);
  } finally {
    db.close();
  }
}
