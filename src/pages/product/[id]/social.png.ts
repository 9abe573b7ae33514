import { route } from '../../../server/http';
import { store } from '../../../server/store';
import { productIdParam } from '../../../server/params';
import { settings } from '../../../server/settings';
import { imageUrl } from '../../../lib/catalogue/images';
import { productSocialImage, socialImageDir } from '../../../server/social-image';

export const prerender = false;

/** The product's social preview PNG (og:image, twitter:image); made once, then served from disk. */
export const GET = route(async (ctx) => {
  const product = await store().getProduct(productIdParam(ctx.params.id));
  const picture = new URL(imageUrl(product.images[0]?.src ?? ''), ctx.url.origin).href;
  const png = await productSocialImage(product, picture, socialImageDir(settings.databasePath));
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  });
});
