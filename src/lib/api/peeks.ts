/**
 * The home page's peek besides the header badge's count (./transport): one field of an answer,
 * without the full client's messages and schemas. Part of the home page's own entry.
 */
import { field, peek } from './transport';

/** Whether WooCommerce was asked for but its settings are incomplete (GET /api/status); null when unknown. */
export async function storeSettingsIncomplete(): Promise<boolean | null> {
  const woo = field(await peek('/api/status'), 'woocommerce');
  const requested = field(woo, 'requested');
  const configured = field(woo, 'configured');
  return typeof requested === 'boolean' && typeof configured === 'boolean' ? requested && !configured : null;
}
