import { request } from '../../lib/api/http';
import { MSG } from '../../lib/messages';
import { ADMIN_MSG } from '../../lib/admin-messages';
import type { Order, OrderStatus } from '../../lib/schemas/order';
import type { Product } from '../../lib/schemas/product';
// Registers the session's refresh: an hour-long visit to the back office keeps its session like the shop does.
import '../../stores/session';

/** The back office's calls (/api/admin): the answers of src/server/admin, typed for the islands. */
export interface Page {
  total: number;
  page: number;
  pages: number;
}
export interface OrderRow {
  id: number;
  number: string;
  status: string;
  date_created: string;
  total: string;
  currency: string;
  customer: string;
  email: string;
  phone: string;
  items: number;
}
export interface AdminOrder extends Order {
  all_notes: { id: number; note: string; customer_note: boolean; date_created: string }[];
}
export type ReviewStatus = 'hold' | 'approved' | 'spam';
export interface AdminReview {
  id: number;
  product_id: number;
  product_name: string;
  reviewer: string;
  reviewer_email: string;
  review: string;
  rating: number;
  status: ReviewStatus;
  verified: boolean;
  date_created: string;
}
export interface StockRow {
  product_id: number;
  parent_id: number | null;
  name: string;
  choices: { name: string; option: string }[];
  sku: string;
  stock_quantity: number | null;
  stock_status: Product['stock_status'];
  manage_stock: boolean;
  backorders: Product['backorders'];
}
export interface Customer {
  id: number;
  email: string;
  display_name: string;
  first_name: string;
  last_name: string;
  role: string;
  created_at: string;
  orders: number;
  last_order: string | null;
}
export interface AuditEntry {
  id: number;
  at: string;
  actor_email: string;
  action: string;
  target: string;
  detail: string;
}

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

export const adminApi = {
  orders: (p: { status?: string; q?: string; page?: number }) =>
    request<Page & { orders: OrderRow[] }>(`/api/admin/orders${query(p)}`),
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
  stock: (p: { q?: string; page?: number }) => request<Page & { products: StockRow[] }>(`/api/admin/stock${query(p)}`),
  setStock: (
    id: number,
    body: { manage_stock: boolean; stock_quantity?: number | null; stock_status?: string; backorders: string },
  ) => request<StockRow>(`/api/admin/stock/${id}`, { method: 'PUT', body }),
  customers: (p: { q?: string; page?: number }) =>
    request<Page & { customers: Customer[] }>(`/api/admin/customers${query(p)}`),
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
export interface AdminDiscount {
  id: number;
  code: string;
  description: string;
  discount_type: 'percent' | 'fixed_cart' | 'fixed_product' | 'free_shipping';
  amount: string;
  minimum_spend: string;
  maximum_spend: string;
  starts_local: string;
  ends_local: string;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  product_ids: number[];
  excluded_product_ids: number[];
  category_ids: number[];
  excluded_category_ids: number[];
  exclude_sale_items: boolean;
  combines: boolean;
  uses: number;
  status: 'active' | 'scheduled' | 'ended' | 'used_up';
  summary: string;
}
/** What the form sends: the code's fields, times as Cairo wall times. */
export type DiscountForm = Omit<AdminDiscount, 'id' | 'uses' | 'status' | 'summary' | 'starts_local' | 'ends_local'> & {
  starts_at: string;
  ends_at: string;
};

export const discountsApi = {
  list: () => request<{ discounts: AdminDiscount[] }>('/api/admin/discounts'),
  create: (body: DiscountForm) => request<AdminDiscount>('/api/admin/discounts', { method: 'POST', body }),
  update: (id: number, body: DiscountForm) =>
    request<AdminDiscount>(`/api/admin/discounts/${id}`, { method: 'PUT', body }),
  end: (id: number) => request<AdminDiscount>(`/api/admin/discounts/${id}/end`, { method: 'POST' }),
};
