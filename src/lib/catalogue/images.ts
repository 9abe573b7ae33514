import type { ImageMetadata } from 'astro';

/**
 * Product pictures: sample-catalogue images are files in content/catalogue/images, bundled by
 * astro:assets (hashed, sized); WooCommerce images are absolute URLs used as they are. The shop's
 * placeholder for a product without a picture (placeholder.ts) is bundled the same way.
 */
const local = import.meta.glob<{ default: ImageMetadata }>(
  ['/content/catalogue/images/*.{svg,png,jpg,jpeg,webp,avif}', '/src/assets/product-placeholder.svg'],
  { eager: true },
);
const byName = new Map(
  Object.entries(local).map(([file, mod]) => [file.slice(file.lastIndexOf('/') + 1), mod.default]),
);

export const PRODUCT_IMAGE_SIZE = 800;

/** The bundled image for a catalogue `src`, or undefined for a remote URL. */
export function localImage(src: string): ImageMetadata | undefined {
  return byName.get(src.slice(src.lastIndexOf('/') + 1));
}

/** A URL a browser can load for a catalogue image `src`. */
export function imageUrl(src: string): string {
  if (/^https?:\/\//.test(src)) return src;
  return localImage(src)?.src ?? '';
}
