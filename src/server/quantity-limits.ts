import { StoreError } from './backend';
import { MAX_LINE_QUANTITY, MAX_ORDER_QUANTITY } from '../lib/constants';
import { MSG } from '../lib/messages';

/**
 * The one quantity cap (src/lib/constants.ts), checked by both drivers on every path that
 * changes what a cart or an order holds: add, update and checkout. Each request was capped
 * before, but twelve adds of 999 of a backorder product made 11,988 units and checkout took them.
 * Given the lines as they would be, it refuses with 409 quantity_limit naming the line or the order.
 */
export interface CountedLine {
  name: string;
  quantity: number;
}

export function assertQuantities(lines: readonly CountedLine[]): void {
  for (const line of lines) {
    if (line.quantity > MAX_LINE_QUANTITY) {
      throw new StoreError('quantity_limit', MSG.lineQuantityLimit(line.name, MAX_LINE_QUANTITY), 409, {
        max: MAX_LINE_QUANTITY,
      });
    }
  }
  const total = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (total > MAX_ORDER_QUANTITY)
    throw new StoreError('quantity_limit', MSG.orderQuantityLimit(MAX_ORDER_QUANTITY), 409, {
      max: MAX_ORDER_QUANTITY,
    });
}
