// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useAnswer } from '../../../src/islands/admin/use-answer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

it('shows the answer for the page the owner is on, not a slower answer for the page she left', async () => {
  const answers = new Map<number, (v: string) => void>();
  let goTo: (page: number) => void = () => undefined;
  function List() {
    const [page, setPage] = useState(1);
    goTo = setPage;
    const { data } = useAnswer(() => new Promise<string>((resolve) => answers.set(page, resolve)), [page]);
    return <p>{data ?? 'Loading…'}</p>;
  }
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(<List />);
  });
  await act(async () => goTo(2));
  // Page 2 answers first; page 1's answer arrives late.
  await act(async () => answers.get(2)!('page 2'));
  await act(async () => answers.get(1)!('page 1'));
  expect(host.textContent).toBe('page 2');
});
