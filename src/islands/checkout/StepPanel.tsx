import type { KeyboardEvent, ReactNode } from 'react';
import type { CheckoutStep } from '../../lib/checkout/steps';

/**
 * One step's panel, shown while it is the current step. Enter in one of its fields moves on, as in
 * an ordinary form (the steps have no submit button), through `onEnter`; Payment has none, since
 * the way on from there is placing the order.
 */
export default function StepPanel({
  step,
  current,
  onEnter,
  children,
}: {
  step: CheckoutStep;
  current: CheckoutStep;
  onEnter?: () => void;
  children: ReactNode;
}) {
  function enter(event: KeyboardEvent<HTMLDivElement>) {
    const field = event.target;
    if (event.key !== 'Enter' || !onEnter || !(field instanceof HTMLInputElement) || field.type === 'checkbox') return;
    event.preventDefault();
    onEnter();
  }
  return (
    <div
      role="tabpanel"
      id={`step-panel-${step}`}
      aria-labelledby={`step-tab-${step}`}
      tabIndex={-1}
      className="step-panel"
      hidden={step !== current}
      onKeyDown={enter}
    >
      {children}
    </div>
  );
}
