import type { ClientDirective } from 'astro';
import { yieldToMain } from '../lib/yield';
import { holdClicks } from './held-clicks';

/**
 * client:yielding — a page that is an island (the cart, the checkout, the account, the sign-in
 * forms, the order pages, the back office): it hydrates once the document is parsed (or when the
 * browser is idle, with "idle"), never before DOMContentLoaded, so the page's HTML paints first.
 * Evaluating the island's code and hydrating it are two tasks: Astro's own directives do both in
 * one, a long task on a slow phone. The shopping islands on other pages use client:reach
 * (./reach.ts); Astro's own client:* directives are not used.
 */
const yieldingDirective: ClientDirective = (load, opts, el) => {
  // A press of a control the page drew before its code arrived is given again once it can answer.
  const held = holdClicks(el);
  const start = async () => {
    const hydrate = await load();
    await yieldToMain();
    await hydrate();
    held.give();
  };
  const whenParsed = () => {
    if (opts.value === 'idle' && 'requestIdleCallback' in window) window.requestIdleCallback(() => void start());
    else void start();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true });
  else whenParsed();
};

export default yieldingDirective;
