import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import yielding from '../../../src/directives/yielding';

/** client:yielding: the island hydrates in a later task than the one that evaluated its code. */
type Directive = (
  load: () => Promise<() => Promise<void>>,
  opts: { name: string; value: string | boolean },
  el: HTMLElement,
) => void;
const directive = yielding as unknown as Directive;

function island(order: string[]) {
  // The task that evaluates the island's modules also queues other work (a click, a paint).
  const load = async () => {
    order.push('code evaluated');
    setTimeout(() => order.push('another task'), 0);
    return async () => void order.push('hydrated');
  };
  return load;
}

/** Runs every task queued so far, and those they queue, on vitest's fake clock. */
const settle = () => vi.runAllTimersAsync();

describe('client:yielding', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lets queued tasks run between evaluating the code and hydrating', async () => {
    vi.stubGlobal('window', {});
    const order: string[] = [];
    directive(island(order), { name: 'CartPage', value: true }, {} as HTMLElement);
    await settle();
    expect(order).toEqual(['code evaluated', 'another task', 'hydrated']);
  });

  it('with "idle", starts only when the browser is idle', async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('window', { requestIdleCallback: (cb: () => void) => (idle = cb) });
    const order: string[] = [];
    directive(island(order), { name: 'Checkout', value: 'idle' }, {} as HTMLElement);
    await settle();
    expect(order).toEqual([]);
    idle?.();
    await settle();
    expect(order).toEqual(['code evaluated', 'another task', 'hydrated']);
  });
});
