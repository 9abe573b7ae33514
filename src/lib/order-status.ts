import { MSG } from './messages';

/**
 * The order tracker: which of the four milestones (Order Placed, Processing, Shipped, Delivered) an order
 * has reached. Step 0 means the order stopped (cancelled, refunded, failed): no progress bar.
 */
export const MILESTONES = ['placed', 'processing', 'shipped', 'delivered'] as const;
export type Milestone = (typeof MILESTONES)[number];

/** A milestone's name, in the language of the page: "Order Placed". */
export const milestoneLabel = (milestone: Milestone): string => MSG.milestones[milestone];
export type TrackerStep = 0 | 1 | 2 | 3 | 4;

export interface TrackerState {
  step: TrackerStep;
  /** The milestone the order is at, or the stopping status ('Cancelled') for step 0. */
  label: string;
  showProgress: boolean;
  /** Share of the bar filled, 0..100: milestone 1 is the start of the bar, milestone 4 its end. */
  progress: number;
}

/**
 * An order with no shipping line delivers nothing (a printable, a service): there is no address to
 * ship to and no shipping to pay, so its pages and emails show the billing address instead.
 */
export const deliversNothing = (order: { shipping_lines: readonly unknown[] }): boolean =>
  order.shipping_lines.length === 0;

const STOPPED = new Set(['cancelled', 'refunded', 'failed']);

export function trackerState(status: string): TrackerState {
  const s = status.trim().toLowerCase();
  let step: TrackerStep;
  if (STOPPED.has(s)) step = 0;
  else if (s === 'pending' || s === 'on-hold') step = 1;
  else if (s === 'processing') step = 2;
  else if (s === 'completed') step = 4;
  // Any other status (a plugin's custom one) reads as Processing, step 1: never a blank tracker.
  else return { step: 1, label: milestoneLabel('processing'), showProgress: true, progress: 0 };
  if (step === 0) return { step, label: statusLabel(s), showProgress: false, progress: 0 };
  return {
    step,
    label: milestoneLabel(MILESTONES[step - 1]!),
    showProgress: true,
    progress: Math.round(((step - 1) / (MILESTONES.length - 1)) * 100),
  };
}

/**
 * 'on-hold' -> 'On Hold', 'processing' -> 'Processing': the words of 'Status changed to ...', in the
 * language of the page. A status the shop has no words for (a plugin's own) is its name, capitalised.
 */
export function statusLabel(status: string): string {
  const s = status.trim().toLowerCase();
  return (
    MSG.orderStatusNames[s] ??
    s
      .split(/[-_\s]+/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ')
  );
}

/** The note shown instead of the bar when the order stopped (cancelled, refunded, failed). */
export function stoppedNote(status: string): string {
  return MSG.orderStopped(status.trim().toLowerCase());
}

/** A bank-transfer order whose money has not arrived: its page says where to pay, how much, and the reference. */
export function awaitsBankTransfer(order: { status: string; bank_transfer?: unknown }): boolean {
  const s = order.status.trim().toLowerCase();
  return Boolean(order.bank_transfer) && (s === 'pending' || s === 'on-hold');
}
