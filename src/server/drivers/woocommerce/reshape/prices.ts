// A product's and a variation's price, sale and stock: read alike from either.
import { money, utc } from './fields';

export const STOCK_STATUSES = ['instock', 'outofstock', 'onbackorder'] as const;
const BACKORDERS = ['no', 'notify', 'yes'] as const;

/** Price, sale and stock as the schema keeps them, from a product's or a variation's fields; null without a price. */
export function saleFields(x: {
  price: string;
  regular_price: string;
  sale_price: string;
  on_sale: boolean;
  purchasable: boolean;
  manage_stock?: boolean | string | null;
  stock_quantity?: number | null;
  stock_status: string;
  backorders: string;
  date_on_sale_from_gmt?: string | null;
  date_on_sale_to_gmt?: string | null;
}) {
  const regular = money(x.regular_price) || money(x.price);
  if (!regular) return null;
  // The price is what WooCommerce's cart charges, and the shop shows no other. A scheduled sale
  // says on_sale from its start date, but the cart keeps charging the regular price until
  // WP-Cron's daily job writes the sale price into price (and the other way at its end): the sale
  // shows once price is below the regular price, never from on_sale or sale_price alone.
  const charged = money(x.price) || regular;
  const onSale = Number(charged) < Number(regular);
  const sale = onSale ? charged : '';
  // "parent": a variation whose stock is its product's; WooCommerce then answers the parent's count.
  const managed = (x.manage_stock === true || x.manage_stock === 'parent') && typeof x.stock_quantity === 'number';
  return {
    price: charged,
    regular_price: regular,
    sale_price: sale,
    on_sale: onSale,
    date_on_sale_from: utc(x.date_on_sale_from_gmt),
    date_on_sale_to: utc(x.date_on_sale_to_gmt),
    purchasable: x.purchasable,
    manage_stock: managed,
    stock_quantity: managed ? (x.stock_quantity ?? null) : null,
    stock_status: STOCK_STATUSES.find((st) => st === x.stock_status) ?? 'outofstock',
    backorders: BACKORDERS.find((b) => b === x.backorders) ?? 'no',
  };
}
