import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads the sample catalogue from content/catalogue as raw JSON records, each with the file it
 * came from so a malformed product can be reported by file, product and field.
 */
export interface RawRecord {
  file: string;
  data: Record<string, unknown>;
  /** A store's product the shop cannot show, and why (data then holds its id and name): left out, not a failed build. */
  leftOut?: string;
}

/** CATALOGUE_DIR points the build at another catalogue (the 10k-product build bench uses it). */
export const CATALOGUE_DIR = path.resolve(process.cwd(), process.env.CATALOGUE_DIR ?? 'content/catalogue');

export async function readSampleProducts(dir = CATALOGUE_DIR): Promise<RawRecord[]> {
  const folder = path.join(dir, 'products');
  const files = (await readdir(folder)).filter((f) => f.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (f) => {
      const file = path.join(folder, f);
      const text = await readFile(file, 'utf8');
      try {
        return { file, data: JSON.parse(text) as Record<string, unknown> };
      } catch (err) {
        throw new Error(`${path.relative(process.cwd(), file)}: not valid JSON (${(err as Error).message})`, {
          cause: err,
        });
      }
    }),
  );
}

export async function readSampleCategories(dir = CATALOGUE_DIR): Promise<RawRecord[]> {
  const file = path.join(dir, 'categories.json');
  const list = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>[];
  return list.map((data) => ({ file, data }));
}
