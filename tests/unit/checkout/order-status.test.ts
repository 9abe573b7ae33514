import { describe, expect, it } from 'vitest';
import { MILESTONES, milestoneLabel, statusLabel, stoppedNote, trackerState } from '../../../src/lib/order-status';

describe('order tracker mapping', () => {
  it.each([
    ['pending', 1, 'Order Placed', true],
    ['on-hold', 1, 'Order Placed', true],
    ['processing', 2, 'Processing', true],
    ['completed', 4, 'Delivered', true],
    ['cancelled', 0, 'Cancelled', false],
    ['refunded', 0, 'Refunded', false],
    ['failed', 0, 'Failed', false],
    ['checkout-draft', 1, 'Processing', true],
    ['shipped-by-courier', 1, 'Processing', true],
  ] as const)('%s -> step %i (%s), bar shown: %s', (status, step, label, bar) => {
    const s = trackerState(status);
    expect(s.step).toBe(step);
    expect(s.label).toBe(label);
    expect(s.showProgress).toBe(bar);
  });

  it('fills the bar from the first milestone to the last', () => {
    expect(trackerState('pending').progress).toBe(0);
    expect(trackerState('processing').progress).toBe(33);
    expect(trackerState('completed').progress).toBe(100);
  });

  it('ignores case and stray spaces in a status', () => {
    expect(trackerState(' Completed ').step).toBe(4);
  });

  it('has four milestones: Order Placed, Processing, Shipped, Delivered', () => {
    expect(MILESTONES.map(milestoneLabel)).toEqual(['Order Placed', 'Processing', 'Shipped', 'Delivered']);
  });

  it('words statuses for the history and the stopped note', () => {
    expect(statusLabel('on-hold')).toBe('On Hold');
    expect(statusLabel('processing')).toBe('Processing');
    expect(stoppedNote('Refunded')).toBe('This order was refunded.');
  });
});
