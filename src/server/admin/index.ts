import type { Db } from '../sqlite/db';
import { describeChoices } from '../../lib/catalogue/variants';
import type { Catalogue } from '../drivers/embedded/bundled-catalogue';
import type { OrderStatus } from '../../lib/schemas/order';
import { listAudit, recordAction, type Actor } from './audit';
import { addOrderNote, getAdminOrder, listOrders, setAdminOrderStatus, type OrderQuery } from './orders';
import { deleteAdminReview, listAdminReviews, setAdminReviewStatus, type ReviewStatus } from './reviews';
import { listAdminStock, setAdminStock, type StockUpdate } from './stock';
import { listCustomers } from './customers';
import {
  createDiscount,
  describeChanges,
  endDiscount,
  getDiscount,
  listDiscounts,
  updateDiscount,
  type DiscountInput,
} from './discounts';
import { codeLabel } from '../../lib/discounts';

/**
 * The back office of the embedded store (/admin and /api/admin): what the owner reads, and the
 * actions she takes, each recorded in the audit log with who, what and when (audit.ts). The
 * routes only check access (access.ts) and parse; the rules are here and in the driver.
 */
export function adminDomain(db: Db, catalogue: Catalogue, actor: Actor, now: () => number = Date.now) {
  const audit = (action: string, target: string, detail = '') => recordAction(db, actor, action, target, detail, now());
  return {
    listOrders: (query: OrderQuery) => listOrders(db, query),
    getOrder: (id: number) => getAdminOrder(db, id),

    changeOrderStatus(id: number, status: OrderStatus, note?: string) {
      const { from, order } = setAdminOrderStatus(db, id, status, note, now());
      audit(
        'order.status',
        `order #${order.number}`,
        from === status
          ? `stayed ${status}${note ? '; note for the customer' : ''}`
          : `${from} → ${status}${note ? '; note for the customer' : ''}`,
      );
      return getAdminOrder(db, id);
    },

    addOrderNote(id: number, note: string, customer: boolean) {
      addOrderNote(db, id, note, customer, now());
      const order = getAdminOrder(db, id);
      audit('order.note', `order #${order.number}`, customer ? 'note for the customer' : 'private note');
      return order;
    },

    listReviews: (status?: ReviewStatus) => listAdminReviews(db, catalogue, status),

    setReviewStatus(id: number, status: ReviewStatus) {
      const { from, product_id } = setAdminReviewStatus(db, id, status);
      audit(
        `review.${status === 'approved' ? 'approve' : status}`,
        `review ${id}`,
        `${catalogue.byId.get(product_id)?.name ?? `product ${product_id}`}: ${from} → ${status}`,
      );
    },

    deleteReview(id: number) {
      const { product_id } = deleteAdminReview(db, id);
      audit('review.delete', `review ${id}`, catalogue.byId.get(product_id)?.name ?? `product ${product_id}`);
    },

    listStock: (query: { q?: string; page?: number } = {}) => listAdminStock(db, catalogue, query),

    setStock(productId: number, update: StockUpdate) {
      const { before, after } = setAdminStock(db, catalogue, productId, update);
      const show = (r: typeof after) =>
        `${r.manage_stock ? `${r.stock_quantity} (${r.stock_status})` : `${r.stock_status}, not tracked`}, backorders ${r.backorders}`;
      const what = after.choices.length ? `${after.name} (${describeChoices(after.choices)})` : after.name;
      audit('stock.set', `${what} (${productId})`, `${show(before)} → ${show(after)}`);
      return after;
    },

    listDiscounts: () => listDiscounts(db, now()),
    getDiscount: (id: number) => getDiscount(db, id, now()),

    createDiscount(input: DiscountInput) {
      const made = createDiscount(db, catalogue, input, now());
      audit('discount.create', `code ${codeLabel(made.code)}`, made.summary);
      return made;
    },

    updateDiscount(id: number, input: DiscountInput) {
      const { before, after } = updateDiscount(db, catalogue, id, input, now());
      audit('discount.update', `code ${codeLabel(after.code)}`, describeChanges(before, after));
      return after;
    },

    endDiscount(id: number) {
      const ended = endDiscount(db, id, now());
      audit('discount.end', `code ${codeLabel(ended.code)}`, `${ended.summary}; used ${ended.uses}`);
      return ended;
    },

    listCustomers: (query: { q?: string; page?: number }) => listCustomers(db, query),
    listAudit: (page?: number) => listAudit(db, page),
  };
}

export type AdminDomain = ReturnType<typeof adminDomain>;
