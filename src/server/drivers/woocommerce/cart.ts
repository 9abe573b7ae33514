import { StoreError, type CartApi, type Shopper } from '../../backend';
import { emptyCart } from '../../../lib/empty-cart';
import type { Cart } from '../../../lib/schemas/cart';
import type { Product } from '../../../lib/schemas/product';
import { MSG } from '../../../lib/messages';
import { imageUrl } from '../../../lib/catalogue/images';
import { PLACEHOLDER_IMAGE } from '../../../lib/catalogue/placeholder';
import {
  findVariant,
  lineChoices,
  lineLabel,
  missingOption,
  type Choice,
  type LineChoice,
} from '../../../lib/catalogue/variants';
import { assertQuantities } from '../../quantity-limits';
import { WooHttpError, parse, toStoreError } from './http';
import { plain } from './reshape/fields';
import { reshapeStoreCart } from './reshape/cart';
import { storeProductSchema, type StoreCart, type StoreProduct } from './schemas/store-api';
import type { WooContext } from './context';
import { catalogueDomain } from './catalogue';
import { arabicLines } from './line-arabic';
import { checkEngraving } from '../../engraving';
import { personalisationSchema } from '../../../lib/schemas/engraving';
import { codeKey, codeLabel } from '../../../lib/discounts';
import { codeRefused } from '../../discounts';

/**
 * Cart: the shopper's WooCommerce Store API cart (prices, stock and totals are WooCommerce's),
 * through the session store-api.ts keeps, held to the shop's quantity caps (quantity-limits.ts).
 * A variable product is added as the variation the shopper's choice names, with every value the
 * Store API needs (an "any" attribute's too); a cart line of a variation is the variation.
 */

/** What add-item is sent for a choice, and what the line will be. */
interface ChosenVariation {
  id: number;
  /** Every option's value as the Store API matches it: a global attribute's term slug, a local one's text. */
  variation: { attribute: string; value: string }[];
  choices: LineChoice[];
  label: string;
}

/**
 * A Store API product as the shared rules see a product with options: its attributes used for
 * variations (values by name) and its variations (an "any" value as '').
 */
function optionsOf(p: StoreProduct) {
  const attributes = (p.attributes ?? []).filter((a) => a.has_variations);
  const nameOf = (attribute: string, value: string) => {
    const a = attributes.find((x) => x.name === attribute);
    return a?.terms?.find((t) => t.slug === value)?.name ?? value;
  };
  return {
    attributes,
    product: {
      attributes: attributes.map((a) => ({
        id: 0,
        name: plain(a.name),
        options: (a.terms ?? []).map((t) => plain(t.name)),
        variation: true,
      })) satisfies Product['attributes'],
      variants: (p.variations ?? []).map((v) => ({
        id: v.id,
        attributes: (v.attributes ?? []).map((a) => ({
          name: plain(a.name),
          option: a.value ? plain(nameOf(a.name, a.value)) : '',
        })),
      })),
    },
  };
}

/**
 * The variation a choice names, as chooseItem (src/server/choices.ts) decides for the embedded
 * store and with its words: a grouped or external product is never added, a product without
 * options as it is (null), a variable one only with a value for every option that a variation has.
 */
export function chooseVariation(p: StoreProduct, choice: Choice): ChosenVariation | null {
  const name = plain(p.name);
  if (p.type === 'grouped')
    throw new StoreError('invalid_product', MSG.groupedNotSold(name), 400, { product_id: p.id });
  if (p.type === 'external')
    throw new StoreError('invalid_product', MSG.externalNotSold(name), 400, { product_id: p.id });
  if (p.type !== 'variable') return null;
  const { attributes, product } = optionsOf(p);
  const missing = missingOption(product, choice);
  if (missing) throw new StoreError('invalid_request', MSG.chooseOption(missing), 400, { option: missing });
  const variant = findVariant(product, choice);
  if (!variant) throw new StoreError('invalid_product', MSG.choiceNotOffered(name), 404, { product_id: p.id });
  const choices = lineChoices(product, choice);
  return {
    id: variant.id,
    variation: attributes.map((a) => {
      const value = choice[plain(a.name)] ?? '';
      const term = (a.terms ?? []).find((t) => plain(t.name) === value);
      return { attribute: a.taxonomy || a.name, value: term?.slug ?? value };
    }),
    choices,
    label: lineLabel(name, choices),
  };
}

/** The same values, in any order: the Store API lists a line's values in the attributes' order. */
const sameValues = (a: readonly LineChoice[], b: readonly LineChoice[]) =>
  a.length === b.length && a.every((x) => b.some((y) => y.name === x.name && y.option === x.option));

export function cartDomain(ctx: WooContext): CartApi {
  const { storeApi, http, log } = ctx;
  /** A variation's product: the Store API names a cart line by the variation alone, and a variation keeps its product. */
  const parents = new Map<number, number>();
  const noPicture = imageUrl(PLACEHOLDER_IMAGE);
  const catalogue = catalogueDomain(ctx);
  const arabic = arabicLines((ids) => catalogue.getProducts(ids), log);

  /** GET /wc/store/v1/products/{id}: public, no keys; a variation read by its id names its product. */
  async function storeProduct(id: number): Promise<StoreProduct> {
    try {
      return parse(storeProductSchema, (await http.call('store', `/products/${id}`)).data, 'product');
    } catch (err) {
      if (err instanceof WooHttpError && err.status === 404)
        throw new StoreError('invalid_product', MSG.invalidProductId, 404, { product_id: id });
      throw toStoreError(err);
    }
  }

  /** The cart with each variation line under its product (one read per variation this process has not met). */
  async function reshaped(c: StoreCart): Promise<Cart> {
    const unknown = [...new Set(c.items.filter((i) => i.type === 'variation' && !parents.has(i.id)).map((i) => i.id))];
    await Promise.all(
      unknown.map(async (id) => {
        try {
          const v = await storeProduct(id);
          if (v.parent > 0) parents.set(id, v.parent);
        } catch (err) {
          log(`the product of variation ${id} was not read: ${(err as Error).message}`);
        }
      }),
    );
    return arabic.cart(reshapeStoreCart(c, { parentOf: (id) => parents.get(id), noPicture }));
  }

  const cart = async (...args: Parameters<typeof storeApi.cart>) => reshaped(await storeApi.cart(...args));
  /** The cart as it stands (no WooCommerce call for a shopper who has none yet). */
  const current = async (shopper: Shopper): Promise<Cart> =>
    (await storeApi.session(shopper)) ? cart(shopper, '/cart') : emptyCart();

  /**
   * WooCommerce's refusal of an add in the shop's words: a variable product added without a
   * choice is "Choose a size"; a grouped or external one, what the shop says of them; stock
   * refusals name the line as the shop does ("Lotus Ring (Ring size: 8)").
   */
  async function refusal(err: unknown, productId: number, chosen: ChosenVariation | null): Promise<unknown> {
    if (!(err instanceof StoreError)) return err;
    const code = String(err.details?.woo_code ?? '');
    if (/variation_id_from_variation_data|missing_variation_data|not_purchasable/.test(code)) {
      const p = await storeProduct(productId).catch(() => null);
      if (p) {
        try {
          chooseVariation(p, {});
        } catch (ours) {
          return ours;
        }
      }
    }
    // The shop's plugin refused the text (its rules are the shop's): said beside the field.
    if (/^nefertari_engraving/.test(code))
      return new StoreError('invalid_request', err.message, 400, { ...err.details, field: 'engraving' });
    if (chosen && (err.code === 'out_of_stock' || err.code === 'insufficient_stock')) {
      const left = Number(err.details?.available ?? 0);
      const message =
        err.code === 'out_of_stock' ? MSG.productSoldOut(chosen.label) : MSG.notEnoughStock(chosen.label, left);
      return new StoreError(err.code, message, err.status, err.details);
    }
    return err;
  }

  return {
    /** GET /cart. */
    getCart: (shopper) => cart(shopper, '/cart'),

    /**
     * POST /cart/add-item {id, quantity}; for a choice, the variation's id with every value
     * (variation). Its answer is the whole cart: one past the caps is put back as it was (the
     * line to its earlier quantity) and the add refused, so the usual add costs no extra call.
     * One past the stock is cut to what is left (add_cut), at the cost of a cart read and a second add.
     */
    async addToCart(shopper, productId, quantity, choice = {}, engraving = '') {
      // Only an add with a choice or a text needs the product (its values' slugs, its variations,
      // its engraving rules): a plain add is one call.
      const read = Object.keys(choice).length || engraving ? await storeProduct(productId) : null;
      const chosen = read && Object.keys(choice).length ? chooseVariation(read, choice) : null;
      if (chosen) parents.set(chosen.id, productId);
      // Checked here with the shop's schema, and again by the store's plugin (a required text
      // left out is the plugin's to refuse: this add did not read the product).
      const rules = personalisationSchema.safeParse(read?.extensions?.nefertari?.personalisation);
      const text = read ? checkEngraving(plain(read.name), rules.success ? rules.data : undefined, engraving) : '';
      const extensions = text ? { extensions: { nefertari: { engraving: text } } } : {};
      const body = (n: number) =>
        chosen
          ? { id: chosen.id, quantity: n, variation: chosen.variation, ...extensions }
          : { id: productId, quantity: n, ...extensions };
      const sameText = (i: Cart['items'][number]) => (i.engraving?.text ?? '') === text;
      const isLine = (i: Cart['items'][number]) =>
        sameText(i) &&
        (chosen
          ? i.variation_id === chosen.id && sameValues(i.choices, chosen.choices)
          : i.id === productId && i.variation_id === 0);
      let after: Cart;
      let cut: Cart['add_cut'];
      try {
        after = await cart(shopper, '/cart/add-item', { method: 'POST', body: body(quantity) });
      } catch (err) {
        // WooCommerce refuses an add past its stock whole ("not enough stock (1 remaining)"); the
        // shop adds what is left instead and says so, as the embedded store does.
        const ours = await refusal(err, productId, chosen);
        const left = ours instanceof StoreError && ours.code === 'insufficient_stock' ? ours.details?.available : null;
        if (typeof left !== 'number') throw ours;
        const inCart = (await current(shopper)).items.filter(isLine).reduce((n, i) => n + i.quantity, 0);
        // Nothing left beyond the cart's own: refused, in the embedded store's words.
        if (left <= inCart) {
          if (inCart === 0) throw ours;
          throw new StoreError('insufficient_stock', MSG.stockAlreadyInCart(left, inCart), 409, {
            ...(ours as StoreError).details,
            in_cart: inCart,
          });
        }
        after = await cart(shopper, '/cart/add-item', { method: 'POST', body: body(left - inCart) });
        cut = { requested: quantity, added: left - inCart, left };
      }
      try {
        assertQuantities(after.items);
      } catch (err) {
        const line =
          after.items.find(isLine) ?? (chosen ? after.items.find((i) => i.variation_id === chosen.id) : undefined);
        if (line) {
          const before = line.quantity - (cut?.added ?? quantity);
          if (before > 0)
            await storeApi.call(shopper, '/cart/update-item', {
              method: 'POST',
              body: { key: line.key, quantity: before },
            });
          else await storeApi.call(shopper, '/cart/remove-item', { method: 'POST', body: { key: line.key } });
        }
        throw err;
      }
      return cut ? { ...after, add_cut: cut } : after;
    },

    // The Store API's PUT/DELETE /cart/items/{key} answer a single item (or 204), not the
    // cart; update-item and remove-item address the line by key and answer the whole cart.
    /** POST /cart/update-item {key, quantity}, once the order stays within the caps. */
    async updateCartItem(shopper, key, quantity) {
      const items = (await current(shopper)).items;
      const line = items.find((i) => i.key === key);
      assertQuantities([...items.filter((i) => i !== line), { name: line?.name ?? '', quantity }]);
      return cart(shopper, '/cart/update-item', { method: 'POST', body: { key, quantity } });
    },

    /** POST /cart/remove-item {key}. */
    removeCartItem: (shopper, key) => cart(shopper, '/cart/remove-item', { method: 'POST', body: { key } }),

    /**
     * POST /cart/extensions {namespace: "nefertari", data: {gift_wrap}}: the shop's WordPress plugin
     * keeps the choice in the shopper's WooCommerce session and charges it as a fee, so the cart's
     * totals (and the order's) are WooCommerce's own.
     */
    setGiftWrap: (shopper, wrap) =>
      cart(shopper, '/cart/extensions', {
        method: 'POST',
        body: { namespace: 'nefertari', data: { gift_wrap: wrap } },
      }),

    /** DELETE /cart/items; it answers [] (the remaining items), so the answer is the empty cart. */
    async clearCart(shopper) {
      await storeApi.call(shopper, '/cart/items', { method: 'DELETE' });
      return emptyCart();
    },

    /**
     * POST /cart/apply-coupon {code}: WooCommerce checks it (trimmed, any case) and answers the cart
     * with its discount, or refuses in a sentence the shop says in its own words (store-api.ts,
     * coupons.ts). An individual-use code takes the others' place without a word from
     * WooCommerce: the cart before says which, and the answer's notices name them.
     */
    async applyCoupon(shopper, typed) {
      const code = typed.trim();
      if (!codeKey(code)) throw codeRefused({ reason: 'empty', code: '' });
      const before = await current(shopper);
      const after = await cart(shopper, '/cart/apply-coupon', { method: 'POST', body: { code } });
      const gone = (before.coupons ?? []).filter(
        (c) => !(after.coupons ?? []).some((a) => codeKey(a.code) === codeKey(c.code)),
      );
      return gone.length
        ? {
            ...after,
            notices: [...after.notices, ...gone.map((g) => MSG.codeReplaced(codeLabel(g.code), codeLabel(code)))],
          }
        : after;
    },

    /** POST /cart/remove-coupon {code}; 409 (in the shop's words) for a code not on the cart. */
    removeCoupon: (shopper, typed) =>
      cart(shopper, '/cart/remove-coupon', { method: 'POST', body: { code: codeKey(typed) } }),
  };
}
