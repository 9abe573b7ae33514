import { useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { codeLabel } from '../../lib/discount-code';
import { CART_MSG } from '../../lib/cart-messages';
import { westernDigitsIn } from '../../lib/digits';
import { $cart } from '../../stores/cart';
import { applyTypedCode, codeFailure, takeOffCode } from '../../stores/discount-codes';
import './code-field.css';

/**
 * "Have a code?", the discount code field of the cart page and the checkout. Collapsed until the
 * shopper opens it; open while codes are on the cart, so each can be taken off. A code that goes
 * on or comes off changes the cart, which every view of its totals follows.
 */
export default function CodeField() {
  const id = useId();
  const cart = useStore($cart);
  const codes = cart?.coupons ?? [];
  const [opened, setOpened] = useState(codes.length > 0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [typed, setTyped] = useState('');
  // Opens when the first code arrives and closes when the last goes; the shopper's own opening stays.
  const [hadCodes, setHadCodes] = useState(codes.length > 0);
  if (hadCodes !== codes.length > 0) {
    setHadCodes(codes.length > 0);
    setOpened(codes.length > 0);
  }

  async function run(action: () => Promise<void>, done?: () => void) {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await action();
      done?.();
    } catch (err) {
      setError(codeFailure(err));
    } finally {
      setBusy(false);
    }
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    void run(
      () => applyTypedCode(typed),
      () => setTyped(''),
    );
  }

  const errorId = `${id}-error`;
  return (
    <details className="code-field" open={opened} onToggle={(e) => setOpened(e.currentTarget.open)}>
      <summary>{CART_MSG.haveACode}</summary>
      {codes.length > 0 && (
        <ul className="code-list" aria-label={CART_MSG.appliedCodes}>
          {codes.map((c) => (
            <li key={c.code}>
              <span className="code-chip">{codeLabel(c.code)}</span>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                disabled={busy}
                aria-label={CART_MSG.removeCode(codeLabel(c.code))}
                onClick={() => void run(() => takeOffCode(c.code))}
              >
                {CART_MSG.removeCodeShort}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="code-form" noValidate onSubmit={apply}>
        <label htmlFor={id}>{CART_MSG.discountCode}</label>
        <div className="code-row">
          <input
            id={id}
            className="input"
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={typed}
            // Its digits in Western ones as she types (NILE١٥ is NILE15), outside a word being composed.
            onChange={(e) =>
              setTyped((e.nativeEvent as InputEvent).isComposing ? e.target.value : westernDigitsIn(e.target))
            }
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {busy ? CART_MSG.applyingCode : CART_MSG.applyCode}
          </button>
        </div>
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </details>
  );
}
