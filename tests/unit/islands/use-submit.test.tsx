// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { checked, useSubmit } from '../../../src/islands/shared/use-submit';
import { registerFormSchema } from '../../../src/lib/validation';
import { MSG } from '../../../src/lib/messages';
import { $toasts } from '../../../src/stores/toasts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A shopper's view of a form on the shared submit hook: what the button says, what toasts, what stays typed. */
let host: HTMLDivElement;
let root: Root;
let sent: string[];
let answer: () => Promise<void>;

function Form() {
  const { pending, onSubmit } = useSubmit({
    check: (d) => checked(registerFormSchema.safeParse(Object.fromEntries(d))),
    send: async (v) => {
      sent.push(v.username);
      await answer();
    },
    failed: () => ({ title: MSG.registerFailed, description: MSG.registerFailedDefault }),
  });
  return (
    <form onSubmit={onSubmit}>
      <input name="email" defaultValue="nour@example.com" />
      <input name="username" defaultValue="nour" />
      <input name="password" defaultValue="Secret#123" />
      <input name="confirmPassword" defaultValue="Secret#124" />
      <button type="submit" disabled={pending}>
        {pending ? MSG.creatingAccount : MSG.createAccount}
      </button>
    </form>
  );
}

const field = (name: string) => host.querySelector<HTMLInputElement>(`[name=${name}]`)!;
const button = () => host.querySelector('button')!;
const submit = () =>
  act(
    async () =>
      void host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
  );
const toasts = () => $toasts.get().map((t) => `${t.title}: ${t.description ?? ''}`);

beforeEach(async () => {
  $toasts.set([]);
  sent = [];
  answer = async () => {};
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root.render(<Form />));
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('the shared form submit', () => {
  it('a refused check toasts the rule as a validation error, sends nothing and keeps what was typed', async () => {
    await submit();
    expect(toasts()).toEqual([`${MSG.validationError}: ${MSG.passwordsDontMatch}`]);
    expect(sent).toEqual([]);
    expect(field('username').value).toBe('nour');
    expect(field('confirmPassword').value).toBe('Secret#124');
  });

  it('names the field holding an invisible NUL, and sends nothing', async () => {
    field('confirmPassword').value = 'Secret#123';
    field('username').value = 'no\u0000ur';
    await submit();
    expect(toasts()).toEqual([`${MSG.validationError}: ${MSG.controlCharacterIn(MSG.username)}`]);
    expect(sent).toEqual([]);
  });

  it('shows progress while sending and sends once however often it is pressed', async () => {
    field('confirmPassword').value = 'Secret#123';
    let finish = () => {};
    answer = () => new Promise<void>((resolve) => (finish = resolve));
    await submit();
    await submit();
    expect(button().textContent).toBe(MSG.creatingAccount);
    expect(button().disabled).toBe(true);
    expect(sent).toEqual(['nour']);
    await act(async () => finish());
    expect(sent).toEqual(['nour']);
    expect(button().textContent).toBe(MSG.createAccount);
    expect(button().disabled).toBe(false);
  });

  it('a failed send toasts its message, keeps the form as typed, and can be sent again', async () => {
    field('confirmPassword').value = 'Secret#123';
    answer = () => Promise.reject(new Error('backend down'));
    await submit();
    expect(toasts()).toEqual([`${MSG.registerFailed}: ${MSG.registerFailedDefault}`]);
    expect(field('email').value).toBe('nour@example.com');
    expect(button().disabled).toBe(false);
    answer = async () => {};
    await submit();
    expect(sent).toEqual(['nour', 'nour']);
  });
});
