import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Product } from '../lib/schemas/product';
import { SOCIAL_IMAGE_SIZE } from '../lib/constants';

/**
 * A product's social preview: its first picture as a 1200x1200 PNG, because Facebook, X and
 * WhatsApp show no SVG (the sample catalogue's pictures) and want a large image. Made on the first
 * request for it, not at build time (a 10,000-product build stays within its budget), and kept
 * on disk beside the database, named by the picture, so every server process shares it and a new
 * picture makes a new file.
 */

/** Where the made images are kept (a folder beside the database file). */
export function socialImageDir(databasePath: string): string {
  return path.join(path.dirname(path.resolve(databasePath)), 'social-images');
}

/**
 * The PNG for this product. `pictureUrl` is where its first picture can be fetched (the shop's
 * own bundled file, or WooCommerce's). Throws when the picture cannot be read.
 */
export async function productSocialImage(
  product: Pick<Product, 'id'>,
  pictureUrl: string,
  dir: string,
): Promise<Buffer> {
  const name = `${product.id}-${createHash('sha256').update(pictureUrl).digest('hex').slice(0, 16)}.png`;
  const file = path.join(dir, name);
  try {
    return await readFile(file);
  } catch {
    /* not made yet */
  }
  const res = await fetch(pictureUrl, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`picture ${pictureUrl} answered ${res.status}`);
  const png = await sharp(Buffer.from(await res.arrayBuffer()), { density: 300 })
    .resize(SOCIAL_IMAGE_SIZE, SOCIAL_IMAGE_SIZE, { fit: 'cover' })
    .flatten({ background: '#fdfaf4' })
    .png({ compressionLevel: 9 })
    .toBuffer();
  // Written under a temporary name and moved: another process never reads half a file.
  await mkdir(dir, { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, png);
  await rename(temp, file);
  return png;
}
