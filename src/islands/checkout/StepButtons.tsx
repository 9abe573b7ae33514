import { STEP_LABELS, type CheckoutStep } from '../../lib/checkout';
import { MSG } from '../../lib/messages';

/** Asks to open a step; the checkout may refuse and show what is missing instead. */
type GoTo = (step: CheckoutStep) => void;

/** A step's way forward: its primary action (the phone's bottom bar steps aside for it). */
export function NextStep({ to, onGo }: { to: CheckoutStep; onGo: GoTo }) {
  return (
    <button type="button" className="btn btn-primary" data-primary-action onClick={() => onGo(to)}>
      {MSG.continueTo(STEP_LABELS[to])}
    </button>
  );
}

export function BackStep({ to, onGo }: { to: CheckoutStep; onGo: GoTo }) {
  return (
    <button type="button" className="btn btn-ghost" onClick={() => onGo(to)}>
      {MSG.backTo(STEP_LABELS[to])}
    </button>
  );
}
