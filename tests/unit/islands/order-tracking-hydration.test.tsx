// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import OrderTracking from '../../../src/islands/order/OrderTracking';
import { MSG } from '../../../src/lib/messages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

it('tracks what the shopper typed into the form before it hydrated, not an empty number', async () => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<OrderTracking />);
  document.body.append(host);
  // Typed while the island's code was still on its way.
  (document.getElementById('track-number') as HTMLInputElement).value = '10018';
  (document.getElementById('track-email') as HTMLInputElement).value = "nour.o'neil@example.com";

  await act(async () => {
    root = hydrateRoot(host, <OrderTracking />);
  });

  expect((document.getElementById('track-number') as HTMLInputElement).value).toBe('10018');
  expect((document.getElementById('track-email') as HTMLInputElement).value).toBe("nour.o'neil@example.com");

  // Track Order sends what is on screen: no "enter your order number" for a number she can see.
  const asked: string[] = [];
  globalThis.fetch = (async (url: string | URL, init?: RequestInit) => {
    asked.push(`${url} ${init?.body ?? ''}`);
    return new Response(JSON.stringify({ code: 'not_found', message: 'No order' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  await act(async () => {
    document.querySelector('form')!.requestSubmit();
  });
  expect(document.body.textContent).not.toContain(MSG.orderNumberRequired);
  expect(asked.join('\n')).toContain('10018');
  expect(document.body.textContent).toContain(MSG.orderNotFound);
});
