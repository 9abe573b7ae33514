import { Fragment } from 'react';
import { GIFT_MSG } from '../../lib/gift-messages';
import type { OrderGift as Gift } from '../../lib/schemas/gift';
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
          {/* Line by line, each in its own direction and alignment: "dir=auto" on the whole message
              right-aligned an English line that followed an Arabic one. The line breaks stay in the text. */}
          <blockquote>
            {gift.message.split('\n').map((line, i) => (
              <Fragment key={i}>
                {i > 0 && '\n'}
                <span dir="auto">{line}</span>
              </Fragment>
            ))}
          </blockquote>
        </figure>
      )}
    </section>
  );
}
