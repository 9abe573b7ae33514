import type { KeyboardEvent } from 'react';
import { CHECKOUT_MSG } from '../../lib/checkout-messages';
import { CHECKOUT_STEPS, STEP_LABELS, type CheckoutStep } from '../../lib/checkout/steps';

/**
 * The checkout's steps as tabs, numbered for this cart (a cart with nothing to ship has no
 * Shipping step). A tab asks to go to its step, which the rules may refuse; arrow keys (the one
 * pointing the way the row reads goes forward), Home and End move the focus between the tabs.
 */
export default function StepTabs({
  steps,
  current,
  onGo,
}: {
  steps: readonly CheckoutStep[];
  current: CheckoutStep;
  onGo: (step: CheckoutStep) => void;
}) {
  function keys(event: KeyboardEvent<HTMLDivElement>) {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([hidden])')];
    const index = tabs.indexOf(event.target as HTMLElement);
    const n = tabs.length;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next = { [forward]: index + 1, [back]: index - 1 + n, Home: 0, End: n - 1 }[event.key];
    if (next === undefined || index < 0) return;
    event.preventDefault();
    tabs[next % n]?.focus();
  }
  return (
    <div role="tablist" aria-label={CHECKOUT_MSG.checkoutSteps} className="step-tabs" onKeyDown={keys}>
      {CHECKOUT_STEPS.map((step) => {
        const index = steps.indexOf(step);
        return (
          <button
            key={step}
            type="button"
            role="tab"
            id={`step-tab-${step}`}
            aria-controls={`step-panel-${step}`}
            aria-selected={step === current}
            tabIndex={step === current ? 0 : -1}
            hidden={index < 0}
            onClick={() => onGo(step)}
          >
            <span className="step-number" aria-hidden="true">
              {index + 1}
            </span>{' '}
            {STEP_LABELS[step]}
          </button>
        );
      })}
    </div>
  );
}
