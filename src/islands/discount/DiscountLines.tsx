import { formatMoney } from '../../lib/money';
import { MSG } from '../../lib/messages';
import { codeLabel } from '../../lib/discount-code';
import type { AppliedCode } from '../../lib/schemas/discount';

/**
 * Each discount code as its own line of a total ("Discount (SAVE10)  −EGP 110.00"), inside the
 * summary's <dl>; a free-shipping code says so on its line (the shipping line shows the 0).
 */
export default function DiscountLines({ codes }: { codes: readonly AppliedCode[] | undefined }) {
  return (
    <>
      {(codes ?? []).map((c) => (
        <div key={c.code} className="discount-line">
          <dt>{c.free_shipping ? MSG.freeShippingLine(codeLabel(c.code)) : MSG.discountLine(codeLabel(c.code))}</dt>
          <dd>{c.free_shipping ? MSG.freeShipping : MSG.minus(formatMoney(c.discount))}</dd>
        </div>
      ))}
    </>
  );
}
