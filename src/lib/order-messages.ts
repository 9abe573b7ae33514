import { localized } from './i18n/localized';
/**
 * The words of a placed order's page as its shopper reads it (the confirmation and order
 * tracking) that the order islands write themselves: the tracker's steps read out, the status
 * history, the tracking form. The statuses' and milestones'
 * names are ./order-status.ts's.
 */
/** The words in English: the source of every language's keys (src/lib/i18n/ar/order-messages.ts holds the Arabic). */
export const ORDER_WORDS = {
  /** Where a milestone of the tracker stands, read out after its name. */
  milestoneCurrent: 'current step',
  milestoneDone: 'done',
  milestoneAhead: 'not yet',
  statusChangedTo: (status: string) => `Status changed to ${status}`,
  /** An order named by its number: "Order #1042". */
  orderNumbered: (number: string) => `Order #${number}`,
  /** Between the order's number and the day it was placed: "Order #1042, placed on 26 November 2026". */
  comma: ', ',

  // Order tracking
  billingEmail: 'Billing email',
  trackOrder: 'Track Order',
  tracking: 'Tracking...',
  trackAnOrder: 'Track an order',
} as const;

/** The words in the language of the code reading them (src/lib/i18n/localized.ts). */
export const ORDER_MSG = localized('order', ORDER_WORDS);
