import { MSG } from '../../lib/messages';

interface Props {
  /** Product name, for the buttons' accessible names. */
  label: string;
  value: number;
  max?: number;
  disabled?: boolean;
  busy?: boolean;
  onChange: (next: number) => void;
}

/** Minus, count, plus. Never below 1; stops at `max` (the stock when it is managed). */
export default function QuantityStepper({
  label,
  value,
  max = Number.POSITIVE_INFINITY,
  disabled,
  busy,
  onChange,
}: Props) {
  return (
    <div className="stepper" role="group" aria-label={MSG.quantityOf(label)}>
      <button
        type="button"
        className="stepper-btn"
        aria-label={MSG.decreaseQuantity(label)}
        disabled={disabled || busy}
        onClick={() => {
          // Minus at 1 does nothing: a quantity never goes below 1 (Remove takes a line out).
          if (value > 1) onChange(value - 1);
        }}
      >
        −
      </button>
      <output className="stepper-value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="stepper-btn"
        aria-label={MSG.increaseQuantity(label)}
        disabled={disabled || busy || value >= max}
        onClick={() => {
          if (value < max) onChange(value + 1);
        }}
      >
        +
      </button>
    </div>
  );
}
