import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $cart } from '../../stores/cart';
import { applyTypedCode, codeFailure, takeOffCode } from '../../stores/discount-codes';
import { MSG } from '../../lib/messages';
import { codeLabel } from '../../lib/discounts';
import '../../behaviours/discount/discount.css';

/**
 * "Have a code?": the discount code field of the cart and the checkout, collapsed until the
 * shopper opens it (open while codes are on the cart, so each can be taken off). The store does
 * the matching and the arithmetic; `onChange` lets the checkout ask its quote again.
 */
export default function CodeField({ onChange }: { onChange?: () => void }) {
  const cart = useStore($cart);
  const codes = cart?.coupons ?? [];
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function run(action: () => Promise<unknown>, done?: () => void) {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await action();
      done?.();
      onChange?.();
    } catch (err) {
      setError(codeFailure(err));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void run(
      () => applyTypedCode(value),
      () => setValue(''),
    );
  }

  return (
    <details className="code-field" open={codes.length > 0 || undefined}>
      <summary>{MSG.haveACode}</summary>
      {codes.length > 0 && (
        <ul className="code-list" aria-label={MSG.appliedCodes}>
          {codes.map((c) => (
            <li key={c.code}>
              <span className="code-chip">{codeLabel(c.code)}</span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={MSG.removeCode(codeLabel(c.code))}
                disabled={busy}
                onClick={() => void run(() => takeOffCode(c.code))}
              >
                {MSG.removeCodeShort}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="code-form" onSubmit={submit} noValidate>
        <label htmlFor={id}>{MSG.discountCode}</label>
        <div className="code-row">
          <input
            id={id}
            name="code"
            className="input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {busy ? MSG.applyingCode : MSG.applyCode}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </details>
  );
}
