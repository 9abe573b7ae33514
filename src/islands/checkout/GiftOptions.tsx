import { useState } from 'react';
import { charactersLeft, GIFT_MESSAGE_MAX } from '../../lib/engraving';
import { formatMoney, toMinor } from '../../lib/money';
import { GIFT_MSG } from '../../lib/gift-messages';
import type { Cart } from '../../lib/schemas/cart';
import type { CheckoutDraft } from '../../lib/checkout/steps';
import type { CheckoutEvent } from '../../lib/checkout/machine';
import { setGiftWrap } from '../../stores/cart';
import { toast } from '../../stores/toasts';

/**
 * Gift options: the wrap at the store's price (it is the cart's: its price is in the totals at
 * once), a message for the recipient with its count, and prices left off the packing slip (both
 * travel with the order). A cart with nothing to deliver has no parcel to wrap, no card and no
 * slip: the checkout does not show this at all.
 */
export default function GiftOptions({
  cart,
  draft,
  dispatch,
}: {
  cart: Cart | null;
  draft: CheckoutDraft;
  dispatch: (event: CheckoutEvent) => void;
}) {
  /** The wrap she just asked for, shown until the store's cart settles it. */
  const [asked, setAsked] = useState<boolean | null>(null);
  const wrap = cart?.gift_wrap;
  const left = charactersLeft({ max_length: GIFT_MESSAGE_MAX }, draft.giftMessage);

  async function toggleWrap(on: boolean) {
    setAsked(on);
    try {
      await setGiftWrap(on);
    } catch {
      toast({ title: GIFT_MSG.giftWrapFailed, variant: 'destructive', key: 'gift-wrap' });
    } finally {
      setAsked(null);
    }
  }

  return (
    <fieldset className="checkout-fieldset gift-options">
      <legend>
        <h2>{GIFT_MSG.giftOptions}</h2>
      </legend>
      {wrap && (
        <label className="choice">
          <input
            type="checkbox"
            name="gift_wrap"
            aria-describedby="gift-wrap-hint"
            checked={asked ?? wrap.chosen}
            disabled={asked !== null}
            aria-busy={asked !== null || undefined}
            onChange={(e) => void toggleWrap(e.target.checked)}
          />
          <span className="choice-text">
            <strong>
              {toMinor(wrap.price) > 0 ? GIFT_MSG.giftWrapPrice(formatMoney(wrap.price)) : GIFT_MSG.giftWrapFree}
            </strong>
            <span id="gift-wrap-hint" className="muted">
              {GIFT_MSG.giftWrapHint}
            </span>
          </span>
        </label>
      )}
      <div className="field">
        <label htmlFor="gift-message">{GIFT_MSG.giftMessage}</label>
        <textarea
          id="gift-message"
          name="gift_message"
          className="textarea"
          dir="auto"
          rows={3}
          aria-describedby="gift-message-hint gift-message-count"
          aria-invalid={left < 0 || undefined}
          value={draft.giftMessage}
          onChange={(e) => dispatch({ type: 'noted', key: 'giftMessage', value: e.target.value })}
        />
        <p id="gift-message-hint" className="muted">
          {GIFT_MSG.giftMessageHint(GIFT_MESSAGE_MAX)}
        </p>
        <p id="gift-message-count" className={left < 0 ? 'field-error' : 'muted'} aria-live="polite">
          {GIFT_MSG.charactersLeft(left, GIFT_MESSAGE_MAX)}
        </p>
      </div>
      <label className="choice">
        <input
          type="checkbox"
          name="gift_hide_prices"
          aria-describedby="gift-hide-hint"
          checked={draft.giftHidePrices}
          onChange={(e) => dispatch({ type: 'hidePrices', hide: e.target.checked })}
        />
        <span className="choice-text">
          <strong>{GIFT_MSG.hidePrices}</strong>
          <span id="gift-hide-hint" className="muted">
            {GIFT_MSG.hidePricesHint}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
