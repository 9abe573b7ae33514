import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CHECKOUT_STEPS, STEP_LABELS, type CheckoutStep } from '../../lib/checkout';

/**
 * The Information / Shipping / Payment tabs (WAI-ARIA tabs, manual activation): arrow keys, Home
 * and End move focus between tabs; Enter or Space asks to open one, which may be refused.
 */
export function CheckoutSteps({
  steps = CHECKOUT_STEPS,
  step,
  onSelect,
  panels,
}: {
  /** The steps this cart goes through (no Shipping when nothing is shipped). */
  steps?: readonly CheckoutStep[];
  step: CheckoutStep;
  onSelect: (step: CheckoutStep) => void;
  panels: Record<CheckoutStep, ReactNode>;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const n = steps.length;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1 + n, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    tabs.current[next % n]?.focus();
  }

  return (
    <div className="checkout-steps">
      <div role="tablist" aria-label="Checkout steps" className="step-tabs">
        {steps.map((s, i) => (
          <button
            key={s}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`step-tab-${s}`}
            aria-controls={`step-panel-${s}`}
            aria-selected={s === step}
            tabIndex={s === step ? 0 : -1}
            onClick={() => onSelect(s)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>{' '}
            {STEP_LABELS[s]}
          </button>
        ))}
      </div>
      {steps.map((s) => (
        <div
          key={s}
          role="tabpanel"
          id={`step-panel-${s}`}
          aria-labelledby={`step-tab-${s}`}
          hidden={s !== step}
          tabIndex={-1}
          className="step-panel"
        >
          {panels[s]}
        </div>
      ))}
    </div>
  );
}
