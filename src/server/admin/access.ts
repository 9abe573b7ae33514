import type { APIContext, AstroGlobal } from 'astro';
import { StoreError } from '../backend';
import { ADMIN_MSG } from '../../lib/admin-messages';
import { currentUser } from '../http';
import { settings } from '../settings';
import { store, storeStatus } from '../store';
import type { EmbeddedBackend } from '../drivers/embedded';
import type { User } from '../../lib/schemas/user';
import { isOwner } from './owner';
import { adminDomain, type AdminDomain } from './index';

/**
 * Who may use the back office: the owner (users.role, owner.ts) with a live session, the same
 * session cookie, lockout and anti-forgery checks as the shop (the middleware guards every
 * /api write). A visitor is sent to log in, a shopper refused; on the WooCommerce driver the shop
 * is run from WordPress.
 */
export type AdminAccess =
  | { kind: 'woocommerce'; wpAdmin: string | null }
  | { kind: 'visitor' }
  | { kind: 'shopper'; user: User }
  | { kind: 'owner'; user: User; admin: AdminDomain };

type Ctx = Pick<APIContext, 'cookies' | 'locals'>;

export async function adminAccess(ctx: Ctx | AstroGlobal): Promise<AdminAccess> {
  if (storeStatus().driver !== 'embedded') {
    const url = settings.woocommerce.url;
    return { kind: 'woocommerce', wpAdmin: url ? `${url.replace(/\/+$/, '')}/wp-admin/` : null };
  }
  const user = await currentUser(ctx as APIContext);
  if (!user) return { kind: 'visitor' };
  const shop = store() as EmbeddedBackend;
  if (!isOwner(shop.db, user.id)) return { kind: 'shopper', user };
  return { kind: 'owner', user, admin: adminDomain(shop.db, shop.catalogue, { id: user.id, email: user.email }) };
}

/** The back office for an API route: 401 for a visitor, 403 for a shopper, 409 on WooCommerce. */
export async function requireAdmin(ctx: APIContext): Promise<AdminDomain> {
  const access = await adminAccess(ctx);
  if (access.kind === 'owner') return access.admin;
  if (access.kind === 'visitor') throw new StoreError('unauthorized', ADMIN_MSG.loginNeeded, 401);
  if (access.kind === 'shopper') throw new StoreError('forbidden', ADMIN_MSG.ownersOnly, 403);
  throw new StoreError('not_supported', ADMIN_MSG.notEmbedded, 409);
}
