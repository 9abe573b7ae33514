import raw from '../../content/data/size-guide.json';
import type { SizeGuide } from './schemas/content';

/**
 * The size-guide charts (spec §9) for the /size-guide page and the size-guide dialog: one file,
 * content/data/size-guide.json. `satisfies` checks the shape when the code is type-checked, and
 * the build parses the same file with sizeGuideSchema (src/lib/content/data-files.ts, used by
 * /size-guide), so a bad edit fails the build naming the field. Parsing is not repeated here
 * so the browser never downloads zod for it.
 */
export const sizeGuide: SizeGuide = raw satisfies SizeGuide;

export type { SizeGuide };
