import { GIFT_MSG } from '../../lib/messages';
import type { OrderGift as Gift } from '../../lib/schemas/engraving';
import './order-gift.css';

/**
 * An order's gift options wherever the order is shown (confirmation, tracking, account, back
 * office): wrapped or not, the message for the recipient as written (its own direction, its line
 * breaks), and whether the packing slip leaves prices out. Nothing for an order that is not a gift.
 */
export default function OrderGift({
  gift,
  headingId,
  level = 3,
}: {
  gift: Gift | undefined;
  headingId: string;
  level?: 2 | 3;
}) {
  if (!gift) return null;
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <section className="order-gift" aria-labelledby={headingId}>
      <H id={headingId}>{GIFT_MSG.gift}</H>
      <ul className="order-gift-list">
        {gift.wrap && <li>{GIFT_MSG.giftWrapped}</li>}
        {gift.hide_prices && <li>{GIFT_MSG.pricesHidden}</li>}
      </ul>
      {gift.message && (
        <figure className="order-gift-message">
          <figcaption>{GIFT_MSG.giftMessageLabel}</figcaption>
          <blockquote dir="auto">{gift.message}</blockquote>
        </figure>
      )}
    </section>
  );
}
