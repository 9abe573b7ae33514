import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';

/** What an <img> needs from astro:assets for one picture at one set of widths. */
export interface SizedPicture {
  src: string;
  srcset: string | undefined;
  width: number;
  height: number;
}

const pictures = new Map<string, Promise<SizedPicture>>();

/**
 * getImage once per picture and widths. A product's picture is rendered on its own page, its
 * listings and other products' related rows, and each getImage call hashes every variant again:
 * it was a tenth of a 10,000-product build. Alt text, loading and class are per use, so they stay
 * out of the key; the dev server changes files under a running process, so it is not cached there.
 */
export function sizedPicture(image: ImageMetadata, widths: number[], sizes: string, size: number): Promise<SizedPicture> {
  const key = `${image.src}|${widths.join(',')}|${sizes}|${size}`;
  let picture = import.meta.env.DEV ? undefined : pictures.get(key);
  if (!picture) {
    picture = getImage({ src: image, widths, sizes, width: size, height: size }).then((r) => ({
      src: r.src,
      srcset: r.srcSet.values.length > 0 ? r.srcSet.attribute : undefined,
      width: Number(r.attributes.width ?? size),
      height: Number(r.attributes.height ?? size),
    }));
    pictures.set(key, picture);
  }
  return picture;
}
