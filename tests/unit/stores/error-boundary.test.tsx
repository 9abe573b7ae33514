// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import ErrorBoundary from '../../../src/islands/shared/ErrorBoundary';
import { MSG } from '../../../src/lib/messages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('island error boundary', () => {
  it('shows the generic error screen instead of a blank island, and Retry renders it again', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <p>Reviews loaded</p>;
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const host = document.createElement('div');
    const sibling = document.createElement('p');
    sibling.textContent = 'The rest of the page';
    document.body.append(sibling, host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <ErrorBoundary name="reviews">
          <Flaky />
        </ErrorBoundary>,
      ),
    );

    expect(host.querySelector('[role=alert] h2')?.textContent).toBe(MSG.errorTitle);
    expect(host.textContent).toContain(MSG.errorBody);
    expect([...host.querySelectorAll('button')].map((b) => b.textContent)).toEqual([MSG.retry, MSG.reloadPage]);
    expect(sibling.isConnected && sibling.textContent).toBe('The rest of the page');
    expect(errors.mock.calls.some((c) => String(c[0]).includes('[island reviews]'))).toBe(true);

    broken = false;
    await act(async () => (host.querySelector('button') as HTMLButtonElement).click());
    expect(host.textContent).toBe('Reviews loaded');
    expect(host.querySelector('[role=alert]')).toBeNull();
    await act(async () => root.unmount());
    errors.mockRestore();
  });
});
