import type { ReactNode } from 'react';
import { CART_MSG } from '../../lib/cart-messages';
import { codeLabel } from '../../lib/discount-code';
import { formatMoney } from '../../lib/money';
import type { AppliedCode } from '../../lib/schemas/discount';
import GiftWrapTotal from './GiftWrapTotal';
import { Money } from './Money';

interface Props {
  /** The pieces at their prices. */
  subtotal: string;
  /** The discount codes the total counts, each with what it takes off. */
  coupons?: readonly AppliedCode[];
  /** The shipping line: an amount, or what stands for one ("Calculated at checkout"). */
  shipping: ReactNode;
  /** What the gift wrap adds, when chosen. */
  giftWrap?: string;
  tax?: string;
  total: string;
  /** The total's class (each view styles its own) and test id. */
  totalClass?: string;
  totalTestId?: string;
}

/**
 * A cart's or an order's totals, the same lines in the same order wherever they show (the cart
 * drawer, the cart page, the checkout's summary, the order pages): subtotal, each code's
 * discount, shipping, gift wrap, tax, total. The lines above it show each piece at its price, so
 * they add up to the subtotal. The numbers are the server's; nothing here adds them up.
 */
export default function Totals({
  subtotal,
  coupons = [],
  shipping,
  giftWrap,
  tax,
  total,
  totalClass,
  totalTestId,
}: Props) {
  return (
    <>
      <div>
        <dt>{CART_MSG.subtotal}</dt>
        <dd>
          <Money value={subtotal} />
        </dd>
      </div>
      {coupons.map((c) => (
        <div key={c.code} className="discount-line">
          <dt>
            {c.free_shipping ? CART_MSG.freeShippingLine(codeLabel(c.code)) : CART_MSG.discountLine(codeLabel(c.code))}
          </dt>
          <dd>
            {c.free_shipping ? (
              CART_MSG.freeShipping
            ) : (
              <span className="money">{CART_MSG.minus(formatMoney(c.discount))}</span>
            )}
          </dd>
        </div>
      ))}
      <div>
        <dt>{CART_MSG.shipping}</dt>
        <dd>{shipping}</dd>
      </div>
      <GiftWrapTotal amount={giftWrap} />
      {tax !== undefined && (
        <div>
          <dt>{CART_MSG.tax}</dt>
          <dd>
            <Money value={tax} />
          </dd>
        </div>
      )}
      <div className={totalClass}>
        <dt>{CART_MSG.total}</dt>
        <dd data-testid={totalTestId}>
          <Money value={total} />
        </dd>
      </div>
    </>
  );
}
