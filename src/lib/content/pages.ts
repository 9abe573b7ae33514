import { getEntry, render } from 'astro:content';

/** One content page of content/pages with its rendered body; a missing file fails the build by name. */
export async function contentPage(id: string) {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`content/pages/${id}.mdx is missing: the route src/pages/${id}.astro renders it.`);
  const { Content } = await render(entry);
  return { data: entry.data, Content };
}
