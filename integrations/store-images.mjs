// @ts-check

/**
 * The WooCommerce store's host is an allowed remote image source: the build fetches the store's
 * product pictures and makes sized AVIF/WebP copies of them (src/lib/catalogue/picture.ts).
 * @returns {Array<{ protocol: string, hostname: string, port?: string }>}
 */
export function storeImages() {
  const url = process.env.WOOCOMMERCE_URL;
  if (!url) return [];
  try {
    const u = new URL(url);
    return [{ protocol: u.protocol.replace(':', ''), hostname: u.hostname, ...(u.port ? { port: u.port } : {}) }];
  } catch {
    return [];
  }
}
