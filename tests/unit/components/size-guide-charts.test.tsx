import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import SizeGuideTables from '../../../src/components/content/SizeGuideTables.astro';
import { SizeGuideTabs } from '../../../src/islands/size-guide/SizeGuideDialog';
import { SIZE_GUIDE_TABS, sizeGuide } from '../../../src/lib/size-guide';

/** Each table's caption, column headers and rows, as a shopper reads them. */
function tables(html: string) {
  const document = new Window().document as unknown as Document;
  document.body.innerHTML = html;
  return [...document.querySelectorAll('table')].map((t) => ({
    caption: t.querySelector('caption')?.textContent?.trim(),
    head: [...t.querySelectorAll('thead th')].map((th) => th.textContent?.trim()),
    rows: [...t.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent?.trim())),
  }));
}

describe('size charts', () => {
  it('the /size-guide page and the product page dialog show the same charts, columns named alike', async () => {
    const container = await AstroContainer.create();
    const page = new Window().document as unknown as Document;
    page.body.innerHTML = await container.renderToString(SizeGuideTables, { props: { guide: sizeGuide } });
    for (const tab of SIZE_GUIDE_TABS) {
      const onPage = tables(page.getElementById(tab.id)!.outerHTML);
      const inDialog = tables(renderToString(<SizeGuideTabs initialTab={tab.id} />));
      expect(onPage.length, tab.id).toBeGreaterThan(0);
      expect(onPage, tab.id).toEqual(inDialog);
    }
  });
});
