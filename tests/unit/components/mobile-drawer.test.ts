import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import MobileDrawer from '../../../src/components/MobileDrawer.astro';
import { startDrawerFallback } from '../../../src/behaviours/site/drawer-fallback';

/**
 * Browsers from before invoker commands and closedby (what happy-dom is here) get the drawer's
 * fallback (every page's first script runs it): the same buttons open and close it, and a tap
 * outside closes it.
 */
async function renderDrawer() {
  const container = await AstroContainer.create();
  const html = await container.renderToString(MobileDrawer, { props: { links: [{ name: 'Rings', slug: 'rings' }] } });
  const window = new Window();
  const document = window.document as unknown as Document;
  document.body.innerHTML = html;
  // What the page's first script does, in that window.
  startDrawerFallback(document, window.HTMLButtonElement.prototype);
  return { window, document, drawer: document.getElementById('browse-collections') as HTMLDialogElement };
}

describe('mobile drawer without invoker commands', () => {
  it('is a dialog named Browse Collections that starts closed', async () => {
    const { window, document, drawer } = await renderDrawer();
    expect('command' in window.HTMLButtonElement.prototype).toBe(false);
    expect(drawer.tagName).toBe('DIALOG');
    expect(drawer.open).toBe(false);
    expect(document.getElementById(drawer.getAttribute('aria-labelledby')!)?.textContent).toBe('Browse Collections');
  });

  it('opens as a modal from the Browse Collections button and closes from Close', async () => {
    const { window, document, drawer } = await renderDrawer();
    const trigger = [...document.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Browse Collections'),
    )!;
    // A tap lands on the icon inside the button as often as on the button.
    trigger.querySelector('svg')!.dispatchEvent(new window.MouseEvent('click', { bubbles: true }) as unknown as Event);
    expect(drawer.open).toBe(true);
    drawer.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    expect(drawer.open).toBe(false);
  });

  it('closes on a tap outside it, not on a tap inside it', async () => {
    const { window, document, drawer } = await renderDrawer();
    drawer.showModal();
    const tap = (target: Element, clientX: number, clientY: number) =>
      target.dispatchEvent(new window.MouseEvent('click', { bubbles: true, clientX, clientY }) as unknown as Event);
    const box = { top: 300, bottom: 640, left: 0, right: 375, width: 375, height: 340, x: 0, y: 300 };
    drawer.getBoundingClientRect = () => ({ ...box, toJSON: () => box }) as DOMRect;
    tap(document.getElementById('browse-collections-title')!, 40, 320);
    expect(drawer.open).toBe(true);
    // Taps on the backdrop reach the dialog element itself, from outside its box.
    tap(drawer, 40, 320);
    expect(drawer.open).toBe(true);
    tap(drawer, 40, 120);
    expect(drawer.open).toBe(false);
  });
});
