import type { AstroGlobal } from 'astro';
import { adminAccess, type AdminAccess } from './access';

/**
 * The gate of every /admin page (rendered on demand): a visitor is sent to log in and brought
 * back, a shopper gets 403 and the owners-only page, the owner the screen. Never cached.
 */
export async function adminPage(Astro: AstroGlobal): Promise<{ access: AdminAccess; redirect?: Response }> {
  Astro.response.headers.set('Cache-Control', 'no-store');
  const access = await adminAccess(Astro);
  if (access.kind === 'visitor') {
    const back = Astro.url.pathname + Astro.url.search;
    return { access, redirect: Astro.redirect(`/login?next=${encodeURIComponent(back)}`, 303) };
  }
  if (access.kind === 'shopper') Astro.response.status = 403;
  return { access };
}
