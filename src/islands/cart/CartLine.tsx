import { CART_MSG } from '../../lib/cart-messages';
import { lineLabel, productHref } from '../../lib/catalogue/line';
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

/** What the line is beyond its product: its choice, what is engraved, and a quantity the stock cut. */
function LineDetails({ item }: { item: CartItem }) {
  return (
    <>
      <LineChoices choices={item.choices} />
      <LineEngraving engraving={item.engraving} />
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
 * its choice, what it is beyond its product, and, where the cart can be changed, the quantity
 * stepper and Remove. Every view shows the line at its price (quantity × unit price): what a code
 * takes off is a line of the totals, never folded into the lines, so the lines add up to the subtotal.
 */
export default function CartLine({ item, variant, busy = false, onQuantity, onRemove }: Props) {
  const label = lineLabel(item.name, item.choices ?? []);
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
            {item.name}
          </a>
          <div className="cd-details">
            <LineDetails item={item} />
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
              {item.name}
              <LineDetails item={item} />
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
        <span className="summary-title">{item.name}</span> <span className="muted">× {item.quantity}</span>
        <LineDetails item={item} />
      </span>
      <Money value={item.totals.subtotal} />
    </li>
  );
}
