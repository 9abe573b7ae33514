/**
 * The 'Browse Collections' drawer (MobileDrawer.astro) opens and closes without script: invoker
 * commands and closedby="any". For browsers from before those attributes, the same buttons open
 * and close it here, and a tap outside closes it. Loaded by every page's first script only in
 * those browsers (a content page's first script has 3 KB gzip in all).
 */
export function startDrawerFallback(doc: Document = document, buttonProto: object = HTMLButtonElement.prototype): void {
  const d = doc.getElementById('browse-collections') as HTMLDialogElement | null;
  if (!d) return;
  if (!('command' in buttonProto)) {
    doc.addEventListener('click', (e) => {
      const b = e.target && (e.target as Element).closest?.('[commandfor="browse-collections"]');
      if (!b) return;
      if (b.getAttribute('command') === 'close') d.close();
      else d.showModal();
    });
  }
  if (!Reflect.has(d, 'closedBy')) {
    d.addEventListener('click', (e) => {
      const r = d.getBoundingClientRect();
      if (e.target === d && (e.clientY < r.top || e.clientY > r.bottom || e.clientX < r.left || e.clientX > r.right))
        d.close();
    });
  }
}
