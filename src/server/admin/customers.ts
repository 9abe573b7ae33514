import type { Db, SqlParam } from '../sqlite/db';

/**
 * The customers, with how many orders each placed. Columns are named one by one: the password
 * hash, reset codes and sessions never leave the database through here.
 */
export const CUSTOMERS_PAGE_SIZE = 25;

export interface AdminCustomer {
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

export function listCustomers(
  db: Db,
  query: { q?: string; page?: number } = {},
): { customers: AdminCustomer[]; total: number; page: number; pages: number } {
  const q = query.q?.trim();
  const params: SqlParam[] = [];
  let where = '';
  if (q) {
    const text = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where =
      "WHERE u.email LIKE ? ESCAPE '\\' OR u.display_name LIKE ? ESCAPE '\\' OR (u.first_name || ' ' || u.last_name) LIKE ? ESCAPE '\\'";
    params.push(text, text, text);
  }
  const total = db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM users u ${where}`, ...params)?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page ?? 1), pages);
  const customers = db.all<AdminCustomer>(
    `SELECT u.id, u.email, u.display_name, u.first_name, u.last_name, u.role, u.created_at,
            (SELECT COUNT(*) FROM orders o WHERE o.customer_id = u.id) AS orders,
            (SELECT MAX(o.date_created) FROM orders o WHERE o.customer_id = u.id) AS last_order
       FROM users u ${where} ORDER BY u.id DESC LIMIT ? OFFSET ?`,
    ...params,
    CUSTOMERS_PAGE_SIZE,
    (page - 1) * CUSTOMERS_PAGE_SIZE,
  );
  return { customers, total, page, pages };
}
