import { CART_MSG } from '../../lib/cart-messages';

interface Props {
  /** What is counted ("Nile Pearl Ring (Size: 7)"), for the buttons' accessible names. */
  label: string;
  value: number;
  max?: number;
  /** Nothing can be bought (out of stock): both buttons off. */
  disabled?: boolean;
  /** A change is on its way: the buttons wait, but keep the focus she has on them. */
  busy?: boolean;
  onChange: (next: number) => void;
}

/**
 * Minus, count, plus: the cart drawer's and the cart page's lines, quick view. Never below 1
 * (Remove takes a line out); stops at `max` (the stock when it is managed). While busy the
 * buttons are marked aria-disabled rather than disabled: a disabled button drops the focus, and
 * a shopper pressing plus three times expects to stay on it.
 */
export default function QuantityStepper({
  label,
  value,
  max = Number.POSITIVE_INFINITY,
  disabled,
  busy,
  onChange,
}: Props) {
  const canLower = !busy && value > 1;
  const canRaise = !busy && value < max;
  return (
    <div className="stepper" role="group" aria-label={CART_MSG.quantityOf(label)}>
      <button
        type="button"
        className="stepper-btn"
        aria-label={CART_MSG.decreaseQuantity(label)}
        disabled={disabled}
        aria-disabled={!canLower || undefined}
        onClick={() => canLower && onChange(value - 1)}
      >
        −
      </button>
      <output className="stepper-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper-btn"
        aria-label={CART_MSG.increaseQuantity(label)}
        disabled={disabled}
        aria-disabled={!canRaise || undefined}
        onClick={() => canRaise && onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
