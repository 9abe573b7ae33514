import { request } from '../../lib/api/http';
import { MSG } from '../../lib/messages';
import { ADMIN_MSG } from '../../lib/admin-messages';
import type { OrderStatus } from '../../lib/schemas/order';
// The answers' types are the server's own (src/server/admin), imported as types only: nothing of
// the server reaches the browser, and a field the server adds or renames shows here at once.
import type { AdminOrder, AdminOrderRow } from '../../server/admin/orders';
import type { AdminReview, ReviewStatus } from '../../server/admin/reviews';
import type { AdminStockRow, StockUpdate } from '../../server/admin/stock';
import type { AdminCustomer } from '../../server/admin/customers';
import type { AuditEntry } from '../../server/admin/audit';
import type { AdminDiscount } from '../../server/admin/discounts';
import type { AdminDiscountForm as DiscountForm } from '../../lib/schemas/admin';
// Registers the session's refresh: an hour-long visit to the back office keeps its session like the shop does.
import '../../stores/session';

export type {
  AdminOrder,
  AdminOrderRow,
  AdminReview,
  ReviewStatus,
  AdminStockRow,
  AdminCustomer,
  AuditEntry,
  AdminDiscount,
  DiscountForm,
};

/** A page of a list the server pages (orders, stock, customers, the audit log). */
export interface Page {
  total: number;
  page: number;
  pages: number;
}

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** The back office's calls (/api/admin), typed with the answers of src/server/admin. */
export const adminApi = {
  orders: (p: { status?: string; q?: string; page?: number }) =>
    request<Page & { orders: AdminOrderRow[] }>(`/api/admin/orders${query(p)}`),
  order: (id: number) => request<AdminOrder>(`/api/admin/orders/${id}`),
  setStatus: (id: number, status: OrderStatus, note?: string) =>
    request<AdminOrder>(`/api/admin/orders/${id}/status`, {
      method: 'POST',
      body: { status, ...(note ? { note } : {}) },
    }),
  addNote: (id: number, note: string, customer: boolean) =>
    request<AdminOrder>(`/api/admin/orders/${id}/notes`, { method: 'POST', body: { note, customer } }),
  reviews: (status: ReviewStatus) => request<{ reviews: AdminReview[] }>(`/api/admin/reviews${query({ status })}`),
  moderate: (id: number, status: ReviewStatus) =>
    request(`/api/admin/reviews/${id}`, { method: 'POST', body: { status } }),
  deleteReview: (id: number) => request(`/api/admin/reviews/${id}`, { method: 'DELETE' }),
  stock: (p: { q?: string; page?: number }) =>
    request<Page & { products: AdminStockRow[] }>(`/api/admin/stock${query(p)}`),
  setStock: (id: number, body: StockUpdate) =>
    request<AdminStockRow>(`/api/admin/stock/${id}`, { method: 'PUT', body }),
  customers: (p: { q?: string; page?: number }) =>
    request<Page & { customers: AdminCustomer[] }>(`/api/admin/customers${query(p)}`),
  audit: (page: number) => request<Page & { entries: AuditEntry[] }>(`/api/admin/audit${query({ page })}`),
};

/** "2026-11-24T13:05:00Z" as the owner reads it: "24 Nov 2026, 15:05" in her own time zone. */
export function when(iso: string | null): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
}

/** An error as one sentence; a 401 means the session ended. */
export function problem(err: unknown): string {
  const e = err as { status?: number; message?: string };
  if (e?.status === 401) return ADMIN_MSG.sessionEnded;
  return e?.message || MSG.genericError;
}

/** A discount code as the back office edits it (src/server/admin/discounts.ts). */
export const discountsApi = {
  list: () => request<{ discounts: AdminDiscount[] }>('/api/admin/discounts'),
  create: (body: DiscountForm) => request<AdminDiscount>('/api/admin/discounts', { method: 'POST', body }),
  update: (id: number, body: DiscountForm) =>
    request<AdminDiscount>(`/api/admin/discounts/${id}`, { method: 'PUT', body }),
  end: (id: number) => request<AdminDiscount>(`/api/admin/discounts/${id}/end`, { method: 'POST' }),
};
