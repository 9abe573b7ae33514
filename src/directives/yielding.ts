import type { ClientDirective } from 'astro';
import { yieldToMain } from '../lib/yield';

/**
 * client:yielding — like client:load (or client:idle with the value "idle"), but the island
 * hydrates in a task of its own after its code has been evaluated. Astro's directives evaluate
 * React and the component and then hydrate in the same task, one long task on a slow phone;
 * split in two, neither blocks input for as long.
 */
const yieldingDirective: ClientDirective = (load, opts) => {
  const start = async () => {
    const hydrate = await load();
    await yieldToMain();
    await hydrate();
  };
  if (opts.value === 'idle' && 'requestIdleCallback' in window) window.requestIdleCallback(() => void start());
  else void start();
};

export default yieldingDirective;
