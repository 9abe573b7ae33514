import { api } from '../../lib/api';
import type { User } from '../../lib/schemas/user';

/** The logged-in customer whose saved details prefill checkout, or null for a guest. */
export async function loadCustomer(): Promise<User | null> {
  try {
    return (await api.auth.me()).user;
  } catch {
    return null; // 401 = guest; any other failure just means no prefill
  }
}
