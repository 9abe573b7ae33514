import { useId, useState } from 'react';
import { setGiftWrap } from '../../stores/cart';
import { toast } from '../../stores/toasts';
import { charactersLeft } from '../../lib/engraving';
import { GIFT_MSG } from '../../lib/messages';
import { formatMoney, toMinor } from '../../lib/money';
import { GIFT_MESSAGE_MAX } from '../../lib/schemas/engraving';
import type { Cart } from '../../lib/schemas/cart';

/**
 * The order's gift options at checkout: gift wrap (the store's price, charged in the cart's totals
 * at once, so the total on Place Order includes it), a message for the recipient in any script, and
 * prices left off the packing slip. The message and the choice of slip travel with the order; the
 * wrap is the cart's, since it has a price.
 */
export default function GiftOptions({
  wrap,
  message,
  hidePrices,
  onMessage,
  onHidePrices,
  onWrapChanged,
}: {
  wrap: Cart['gift_wrap'];
  message: string;
  hidePrices: boolean;
  onMessage: (text: string) => void;
  onHidePrices: (hide: boolean) => void;
  /** The cart's totals changed: the checkout asks the store for its totals again. */
  onWrapChanged: () => void;
}) {
  const id = useId();
  // The shopper's choice shows at once; the store's answer (the cart) settles it.
  const [asked, setAsked] = useState<boolean | null>(null);
  const busy = asked !== null;
  const left = charactersLeft({ max_length: GIFT_MESSAGE_MAX }, message);

  async function toggleWrap(on: boolean) {
    setAsked(on);
    try {
      await setGiftWrap(on);
      onWrapChanged();
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
            checked={asked ?? wrap.chosen}
            disabled={busy}
            aria-busy={busy || undefined}
            aria-describedby={`${id}-wrap`}
            onChange={(e) => void toggleWrap(e.target.checked)}
          />
          <span className="choice-text">
            <strong>
              {toMinor(wrap.price) > 0 ? GIFT_MSG.giftWrapPrice(formatMoney(wrap.price)) : GIFT_MSG.giftWrapFree}
            </strong>
            <span id={`${id}-wrap`} className="muted">
              {GIFT_MSG.giftWrapHint}
            </span>
          </span>
        </label>
      )}
      <div className="field">
        <label htmlFor={`${id}-message`}>{GIFT_MSG.giftMessage}</label>
        <textarea
          id={`${id}-message`}
          className="textarea"
          dir="auto"
          rows={3}
          value={message}
          aria-invalid={left < 0 || undefined}
          aria-describedby={`${id}-message-hint ${id}-message-count`}
          onChange={(e) => onMessage(e.target.value)}
        />
        <p id={`${id}-message-hint`} className="muted">
          {GIFT_MSG.giftMessageHint(GIFT_MESSAGE_MAX)} {GIFT_MSG.countHint}
        </p>
        <p id={`${id}-message-count`} className={left < 0 ? 'field-error' : 'muted'} aria-live="polite">
          {GIFT_MSG.charactersLeft(left, GIFT_MESSAGE_MAX)}
        </p>
      </div>
      <label className="choice">
        <input
          type="checkbox"
          checked={hidePrices}
          aria-describedby={`${id}-hide`}
          onChange={(e) => onHidePrices(e.target.checked)}
        />
        <span className="choice-text">
          <strong>{GIFT_MSG.hidePrices}</strong>
          <span id={`${id}-hide`} className="muted">
            {GIFT_MSG.hidePricesHint}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
