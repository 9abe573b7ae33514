import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

/** What a <picture> (or a lone <img>) needs from astro:assets for one picture at one set of widths. */
export interface SizedPicture {
  /** The <img>'s own source: WebP for a photograph, the SVG itself for a drawing. */
  src: string;
  srcset: string | undefined;
  width: number;
  height: number;
  /** <source>s before the <img>, best format first (AVIF, then WebP); none for an SVG. */
  sources: Array<{ type: string; srcset: string }>;
}

/** A catalogue picture: a bundled file (sample catalogue) or a WooCommerce picture's URL. */
export type PictureSource = ImageMetadata | string;

/** What to size for a catalogue `src`: its bundled file, else its URL (a WooCommerce picture), else nothing. */
export function pictureSource(
  src: string,
  local: (src: string) => ImageMetadata | undefined,
): PictureSource | undefined {
  return local(src) ?? (/^https?:\/\//.test(src) ? src : undefined);
}

const pictures = new Map<string, Promise<SizedPicture>>();

const keyOf = (image: PictureSource) => (typeof image === 'string' ? image : image.src);
const isSvg = (image: PictureSource) => typeof image !== 'string' && image.format === 'svg';

/**
 * Sized copies of a picture, made at build time. A photograph (a bundled JPEG or PNG, or any
 * WooCommerce picture: the store's host is an allowed remote source in astro.config.mjs) becomes
 * AVIF and WebP sets at these widths, so a 2400 px original never reaches a phone; a drawing
 * (SVG) stays one file.
 *
 * getImage runs once per picture and widths. A product's picture is rendered on its own page, its
 * listings and other products' related rows, and each getImage call hashes every variant again:
 * it was a tenth of a 10,000-product build. Alt text, loading and class are per use, so they stay
 * out of the key; the dev server changes files under a running process, so it is not cached there.
 */
export function sizedPicture(
  image: PictureSource,
  widths: number[],
  sizes: string,
  size: number,
): Promise<SizedPicture> {
  const key = `${keyOf(image)}|${widths.join(',')}|${sizes}|${size}`;
  let picture = import.meta.env.DEV ? undefined : pictures.get(key);
  if (!picture) {
    picture = isSvg(image)
      ? drawing(image as ImageMetadata, widths, sizes, size)
      : photograph(image, widths, sizes, size);
    pictures.set(key, picture);
  }
  return picture;
}

async function drawing(image: ImageMetadata, widths: number[], sizes: string, size: number): Promise<SizedPicture> {
  const r = await getImage({ src: image, widths, sizes, width: size, height: size });
  return {
    src: r.src,
    srcset: r.srcSet.values.length > 0 ? r.srcSet.attribute : undefined,
    width: Number(r.attributes.width ?? size),
    height: Number(r.attributes.height ?? size),
    sources: [],
  };
}

async function photograph(image: PictureSource, widths: number[], sizes: string, size: number): Promise<SizedPicture> {
  const made = (format: 'avif' | 'webp') =>
    getImage({ src: image, widths, sizes, width: size, height: size, format, fit: 'cover' });
  const [avif, webp] = await Promise.all([made('avif'), made('webp')]);
  return {
    src: webp.src,
    srcset: undefined,
    width: Number(webp.attributes.width ?? size),
    height: Number(webp.attributes.height ?? size),
    sources: [
      { type: 'image/avif', srcset: avif.srcSet.attribute },
      { type: 'image/webp', srcset: webp.srcSet.attribute },
    ],
  };
}

/** A small WebP of a picture (the wishlist's and recently viewed's thumbnails), made at build time. */
export async function thumbnailUrl(image: PictureSource, size = 200): Promise<string> {
  if (isSvg(image)) return (image as ImageMetadata).src;
  return (await getImage({ src: image, width: size, height: size, format: 'webp', fit: 'cover' })).src;
}
