import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { MSG } from '../../src/lib/messages';
import type { Address } from '../../src/lib/schemas/address';
import { cartSchema } from '../../src/lib/schemas/cart';
import { orderSchema } from '../../src/lib/schemas/order';
import { productSchema } from '../../src/lib/schemas/product';
import { wishlistItemSchema } from '../../src/lib/schemas/wishlist';
import type { Shopper, StoreBackend, StoreError } from '../../src/server/backend';
import { storeError } from '../fixtures/store-error';

/**
 * What every store driver answers, the same whichever store is behind the shop: the one contract
 * of StoreBackend (src/server/backend.ts), as cases a test runner calls with a subject. The unit
 * suite runs them against the embedded store and the WooCommerce driver on the real store's
 * recorded answers (tests/unit/contract), the real-store suite against a real WooCommerce
 * (tests/woocommerce/contract.spec.ts). Assertions are node:assert, so both runners can call them.
 */
export interface ContractSubject {
  backend: StoreBackend;
  /** A simple product on sale with this much stock, which no other test of the run buys. */
  product: { id: number; stock: number };
  /** A simple product with no stock left. */
  soldOutId: number;
  /** An id no product has. */
  unknownId: number;
  /** An address the store ships to. */
  address: Address;
  /** A payment method the store takes. */
  paymentMethod: string;
  /** A discount code that takes this percent off every piece, with no minimum. */
  coupon: { code: string; percent: number };
}

export interface ContractCase {
  name: string;
  run(s: ContractSubject): Promise<void>;
}

/** A new shopper: a cart token of her own, not logged in. */
const newShopper = (): Shopper => ({ cartToken: `contract-${randomUUID()}`, userId: null });

const answer = (err: StoreError) => ({ code: err.code, status: err.status, message: err.message });

export const storeContract: ContractCase[] = [
  {
    name: 'reads the catalogue: a product is listed, read alone and read among others, as the same product',
    async run({ backend, product, unknownId }) {
      const listed = (await backend.listProducts()).find((p) => p.id === product.id);
      assert.ok(listed, 'the product is listed');
      const alone = await backend.getProduct(product.id);
      assert.ok(productSchema.safeParse(alone).success, 'a product of the shop');
      assert.deepEqual(
        [alone.name, alone.price, alone.type, alone.stock_status],
        [listed.name, listed.price, 'simple', 'instock'],
      );
      assert.equal(alone.stock_quantity, product.stock);
      // Unknown ids are left out of a batch read, not refused.
      assert.deepEqual(
        (await backend.getProducts([product.id, unknownId])).map((p) => p.id),
        [product.id],
      );
      const categories = (await backend.listCategories()).map((c) => c.id);
      for (const c of alone.categories) assert.ok(categories.includes(c.id), `category ${c.name} is listed`);
    },
  },
  {
    name: 'an unknown product is 404 invalid_product "Invalid product ID" whatever is asked of it',
    async run({ backend, unknownId }) {
      const shopper = newShopper();
      const expected = { code: 'invalid_product', status: 404, message: MSG.invalidProductId };
      assert.deepEqual(answer(await storeError(backend.getProduct(unknownId))), expected, 'read');
      assert.deepEqual(
        answer(await storeError(backend.addToCart(shopper, unknownId, 1))),
        expected,
        'added to the cart',
      );
      assert.deepEqual(answer(await storeError(backend.addToWishlist(shopper, unknownId))), expected, 'wished for');
      assert.deepEqual((await backend.getCart(shopper)).item_count, 0, 'nothing was added');
    },
  },
  {
    name: 'a cart: an add makes a line at the product price, an update sets its quantity, a removal empties the cart',
    async run({ backend, product }) {
      const shopper = newShopper();
      assert.equal((await backend.getCart(shopper)).item_count, 0, "a new shopper's cart is empty");
      const { price } = await backend.getProduct(product.id);
      const added = await backend.addToCart(shopper, product.id, 2);
      assert.ok(cartSchema.safeParse(added).success, 'a cart of the shop');
      assert.equal(added.items.length, 1);
      const [line] = added.items;
      assert.deepEqual(
        [line!.id, line!.variation_id, line!.quantity, line!.price, line!.totals.total],
        [product.id, 0, 2, price, (Number(price) * 2).toFixed(2)],
      );
      assert.deepEqual([added.item_count, added.totals.subtotal], [2, (Number(price) * 2).toFixed(2)]);
      assert.equal(added.add_cut, undefined, 'nothing was cut');
      // A second add of the same product joins its line.
      const again = await backend.addToCart(shopper, product.id, 1);
      assert.deepEqual(
        again.items.map((i) => [i.key, i.quantity]),
        [[line!.key, 3]],
      );
      const updated = await backend.updateCartItem(shopper, line!.key, 1);
      assert.deepEqual(
        updated.items.map((i) => [i.key, i.quantity]),
        [[line!.key, 1]],
      );
      const removed = await backend.removeCartItem(shopper, line!.key);
      assert.deepEqual([removed.items, removed.item_count], [[], 0]);
      assert.equal((await backend.getCart(shopper)).item_count, 0, 'the cart stays empty');
    },
  },
  {
    name: 'a line that is not in the cart is 404 not_found "That item is no longer in your cart."',
    async run({ backend, product }) {
      const shopper = newShopper();
      const { items } = await backend.addToCart(shopper, product.id, 1);
      const key = items[0]!.key;
      await backend.removeCartItem(shopper, key);
      const expected = { code: 'not_found', status: 404, message: MSG.cartLineGone };
      assert.deepEqual(answer(await storeError(backend.updateCartItem(shopper, key, 2))), expected, 'updated');
      assert.deepEqual(answer(await storeError(backend.removeCartItem(shopper, key))), expected, 'removed');
    },
  },
  {
    name: 'more than the stock is cut to what is left and says so; once the cart holds it all, an add is refused',
    async run({ backend, product }) {
      const shopper = newShopper();
      const cut = await backend.addToCart(shopper, product.id, product.stock + 3);
      assert.deepEqual(cut.add_cut, { requested: product.stock + 3, added: product.stock, left: product.stock });
      assert.deepEqual(
        cut.items.map((i) => [i.id, i.quantity]),
        [[product.id, product.stock]],
      );
      const err = await storeError(backend.addToCart(shopper, product.id, 1));
      assert.deepEqual(answer(err), {
        code: 'insufficient_stock',
        status: 409,
        message: MSG.stockAlreadyInCart(product.stock, product.stock),
      });
      assert.equal((await backend.getCart(shopper)).item_count, product.stock, 'the cart keeps what it held');
      await backend.clearCart(shopper);
    },
  },
  {
    name: 'a sold-out product is refused with 409 out_of_stock, naming it',
    async run({ backend, soldOutId }) {
      const { name } = await backend.getProduct(soldOutId);
      assert.deepEqual(answer(await storeError(backend.addToCart(newShopper(), soldOutId, 1))), {
        code: 'out_of_stock',
        status: 409,
        message: MSG.productSoldOut(name),
      });
    },
  },
  {
    name: 'a wishlist holds a product once, with its live name and price and the date to the second, until removed',
    async run({ backend, product }) {
      const shopper = newShopper();
      const { name, price } = await backend.getProduct(product.id);
      await backend.addToWishlist(shopper, product.id);
      const list = await backend.addToWishlist(shopper, product.id);
      assert.equal(list.length, 1, 'listed once');
      assert.ok(wishlistItemSchema.safeParse(list[0]).success, 'a wishlist item of the shop');
      assert.deepEqual([list[0]!.product_id, list[0]!.name, list[0]!.price], [product.id, name, price]);
      assert.match(list[0]!.date_added, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      assert.deepEqual(await backend.getWishlist(shopper), list);
      assert.deepEqual(await backend.removeFromWishlist(shopper, product.id), []);
    },
  },
  {
    name: 'an order is placed from the cart at the quoted total, once per key, and read back only by its holder',
    async run({ backend, product, address, paymentMethod }) {
      const shopper = newShopper();
      const gateways = (await backend.listPaymentGateways()).map((g) => g.id);
      assert.ok(gateways.includes(paymentMethod), `${paymentMethod} is offered`);
      await backend.addToCart(shopper, product.id, 2);
      const quote = await backend.quoteShipping(shopper, address);
      assert.ok(quote.rates.length > 0, 'the address has a rate');
      const rate = quote.rates[0]!.id;
      const chosen = await backend.quoteShipping(shopper, address, rate);
      const input = {
        billing: address,
        shipping: address,
        paymentMethod,
        shippingMethod: rate,
        customerNote: '',
        idempotencyKey: randomUUID(),
      };
      const placed = await backend.createOrder(shopper, input);
      assert.equal(placed.total, chosen.totals.total, 'charged what was quoted');
      assert.equal((await backend.getCart(shopper)).item_count, 0, 'the cart is empty once the order is placed');
      // The same key again (a double submit) answers the same order.
      assert.deepEqual((await backend.createOrder(shopper, input)).id, placed.id);

      const order = await backend.getOrder(placed.id, { userId: null, orderKey: placed.order_key });
      assert.ok(orderSchema.safeParse(order).success, 'an order of the shop');
      assert.deepEqual(
        [order.id, order.number, order.total, order.billing.email],
        [placed.id, placed.number, placed.total, address.email],
      );
      assert.deepEqual(
        order.line_items.map((l) => [l.product_id, l.quantity]),
        [[product.id, 2]],
      );
      // Someone else's order answers like a missing one.
      const missing = { code: 'not_found', status: 404, message: MSG.orderNotFound };
      assert.deepEqual(
        answer(await storeError(backend.getOrder(placed.id, { userId: null, orderKey: 'wc_order_not_this_one' }))),
        missing,
      );
      // The stock went down by what was bought.
      assert.equal((await backend.getProduct(product.id)).stock_quantity, product.stock - 2);
    },
  },
  {
    name: 'an empty cart places no order: 409 empty_cart',
    async run({ backend, product, address, paymentMethod }) {
      const shopper = newShopper();
      // A shopper who had a cart and emptied it, as well as one who never had one.
      const { items } = await backend.addToCart(shopper, product.id, 1);
      await backend.removeCartItem(shopper, items[0]!.key);
      for (const who of [shopper, newShopper()]) {
        const err = await storeError(
          backend.createOrder(who, {
            billing: address,
            shipping: address,
            paymentMethod,
            shippingMethod: '',
            customerNote: '',
            idempotencyKey: randomUUID(),
          }),
        );
        assert.deepEqual(answer(err), { code: 'empty_cart', status: 409, message: MSG.emptyCartCheckout });
      }
    },
  },
  {
    name: 'a discount code: applied whatever its case and outer spaces, in the cart, the quote and the order as charged, then taken off',
    async run({ backend, product, address, paymentMethod, coupon }) {
      const shopper = newShopper();
      const added = await backend.addToCart(shopper, product.id, 2);
      const subtotal = Number(added.totals.subtotal);
      const off = ((subtotal * coupon.percent) / 100).toFixed(2);
      const typed = `  ${coupon.code.toLowerCase()} `;
      const cart = await backend.applyCoupon(shopper, typed);
      assert.ok(cartSchema.safeParse(cart).success, 'a cart of the shop');
      assert.deepEqual(
        (cart.coupons ?? []).map((c) => [c.code.toUpperCase(), c.discount]),
        [[coupon.code.toUpperCase(), off]],
      );
      assert.equal(cart.totals.discount, off);
      assert.equal(cart.totals.total, (subtotal - Number(off)).toFixed(2));
      // Taken off and applied again, as a shopper who changes her mind.
      const without = await backend.removeCoupon(shopper, coupon.code.toLowerCase());
      assert.deepEqual([without.coupons ?? [], Number(without.totals.discount ?? 0)], [[], 0]);
      await backend.applyCoupon(shopper, coupon.code);

      const quote = await backend.quoteShipping(shopper, address);
      const rate = quote.rates[0]!.id;
      const chosen = await backend.quoteShipping(shopper, address, rate);
      assert.equal(chosen.totals.discount, off, 'the quote takes the code off');
      const placed = await backend.createOrder(shopper, {
        billing: address,
        shipping: address,
        paymentMethod,
        shippingMethod: rate,
        customerNote: '',
        idempotencyKey: randomUUID(),
      });
      assert.equal(placed.total, chosen.totals.total, 'charged what was quoted');
      const order = await backend.getOrder(placed.id, { userId: null, orderKey: placed.order_key });
      assert.deepEqual(
        [order.total, order.discount_total, (order.coupon_lines ?? []).map((c) => [c.code.toUpperCase(), c.discount])],
        [placed.total, off, [[coupon.code.toUpperCase(), off]]],
      );
    },
  },
  {
    name: 'an unknown discount code is refused in words; one not on the cart cannot be taken off',
    async run({ backend, product }) {
      const shopper = newShopper();
      await backend.addToCart(shopper, product.id, 1);
      const err = await storeError(backend.applyCoupon(shopper, ' nope2026 '));
      assert.deepEqual(
        [answer(err), err.details?.reason],
        [{ code: 'coupon_refused', status: 400, message: MSG.codeUnknown('NOPE2026') }, 'unknown'],
      );
      assert.deepEqual((await backend.getCart(shopper)).coupons ?? [], [], 'nothing was applied');
      const notOn = await storeError(backend.removeCoupon(shopper, 'save10'));
      assert.deepEqual([notOn.code, notOn.status, notOn.details?.reason], ['coupon_refused', 409, 'not_applied']);
    },
  },
];
