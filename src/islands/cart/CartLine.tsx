import { CART_MSG } from '../../lib/cart-messages';
import { lineLabel, productHref } from '../../lib/catalogue/line';
import { lineText } from '../../lib/catalogue/text';
import type { CartItem } from '../../lib/schemas/cart';
import LineChoices from '../shared/LineChoices';
import LineEngraving from '../shared/LineEngraving';
import { Money } from '../shared/Money';
import QuantityStepper from '../shared/QuantityStepper';
import { localHref } from '../../lib/i18n/paths';

interface Props {
  item: CartItem;
  /** Where the line shows: the drawer's list, the cart page's table, or the checkout's summary. */
  variant: 'drawer' | 'page' | 'summary';
  /** A change to the cart is on its way: the line's buttons wait. */
  busy?: boolean;
  onQuantity?: (quantity: number) => void;
  onRemove?: () => void;
}

/** What the line is beyond its product: its choice and what is engraved, in the page's language. */
function LineDetails({ text }: { text: ReturnType<typeof lineText> }) {
  return (
    <>
      <LineChoices choices={text.choices} />
      <LineEngraving engraving={text.engraving} />
    </>
  );
}

/** Stock ran low after she chose her quantity: said on the line until she changes it. */
function Reduced({ item }: { item: CartItem }) {
  if (!item.reduced_from) return null;
  return <p className="line-notice">{CART_MSG.lineReduced(item.reduced_from, item.quantity)}</p>;
}

/**
 * One line of the cart, wherever it shows: its picture, its name leading to the product page on
 * its choice, what it is beyond its product (named in the page's language: the store names its
 * lines in English, the line carries the piece's Arabic), and, where the cart can be changed, the quantity
 * stepper and Remove. Every view shows the line at its price (quantity × unit price): what a code
 * takes off is a line of the totals, never folded into the lines, so the lines add up to the subtotal.
 */
export default function CartLine({ item, variant, busy = false, onQuantity, onRemove }: Props) {
  const text = lineText(item);
  const label = lineLabel(text.name, text.choices);
  const href = localHref(productHref(item.id, item.choices ?? []));
  const stepper = (
    <QuantityStepper
      label={label}
      value={item.quantity}
      max={item.max_quantity ?? undefined}
      busy={busy}
      onChange={(n) => onQuantity?.(n)}
    />
  );
  const remove = (
    <button
      type="button"
      className="btn btn-ghost btn-sm"
      aria-label={CART_MSG.removeFromCart(label)}
      aria-disabled={busy || undefined}
      onClick={() => !busy && onRemove?.()}
    >
      {CART_MSG.remove}
    </button>
  );
  const picture = (size: number, className?: string) =>
    item.featured_image ? (
      <img
        className={className}
        src={item.featured_image}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
      />
    ) : null;

  if (variant === 'drawer')
    return (
      <li className="cd-line">
        {picture(72, 'cd-picture')}
        <div className="cd-main">
          <a className="cd-name" href={href} dir="auto">
            {text.name}
          </a>
          <div className="cd-details">
            <LineDetails text={text} />
            <Reduced item={item} />
          </div>
          <div className="cd-controls">
            {stepper}
            {remove}
          </div>
        </div>
        <Money className="cd-line-total" value={item.totals.subtotal} />
      </li>
    );

  if (variant === 'page')
    return (
      <tr aria-busy={busy || undefined}>
        <td data-label={CART_MSG.cartColumns.product}>
          <a className="cart-product" href={href}>
            {picture(72)}
            <span>
              {text.name}
              <LineDetails text={text} />
            </span>
          </a>
          <Reduced item={item} />
        </td>
        <td data-label={CART_MSG.cartColumns.price}>
          <Money value={item.price} />
        </td>
        <td data-label={CART_MSG.cartColumns.quantity}>{stepper}</td>
        <td data-label={CART_MSG.cartColumns.subtotal}>
          <Money value={item.totals.subtotal} />
        </td>
        <td>{remove}</td>
      </tr>
    );

  return (
    <li>
      {picture(56)}
      <span className="summary-name">
        <span className="summary-title">{text.name}</span> <span className="muted">× {item.quantity}</span>
        <LineDetails text={text} />
      </span>
      <Money value={item.totals.subtotal} />
    </li>
  );
}
