import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { MSG } from '../../lib/messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { ISLAND_MSG } from '../../lib/island-messages';
import { formatMoney } from '../../lib/money';
import { isPurchasable, maxQuantity } from '../../lib/stock';
import { liveProduct } from '../../behaviours/cart/live-product';
import { quickViewVariants, type QuickViewProduct } from '../../lib/catalogue/quick-view-data';
import type { Product } from '../../lib/schemas/product';
import type { ListingVariant } from '../../lib/listing/filter';
import { MAX_LINE_QUANTITY } from '../../lib/constants';
import {
  defaultChoice,
  findVariant,
  lineChoices,
  lineLabel,
  missingOption,
  priceRange,
} from '../../lib/catalogue/variants';
import { engravingFault } from '../../lib/engraving';
import { attributeName, optionLabel } from '../../lib/catalogue/text';
import { engravingMessage } from '../../lib/engraving-words';
import { addThenShowCart } from '../../stores/add-to-cart';
import { islandReady } from '../../stores/islands';
import { $quickView, closeQuickView, QUICK_VIEW } from '../../stores/quick-view';
import Dialog from '../shared/Dialog';
import EngravingInput from '../shared/EngravingInput';
import OptionChoices from '../shared/OptionChoices';
import QuantityStepper from '../shared/QuantityStepper';
import './quick-view.css';
import { useWordsReady } from '../shared/use-words-ready';
import { localHref } from '../../lib/i18n/paths';

/**
 * Quick view: a card's product in a side sheet, with its options, engraving, quantity and Add to
 * Cart. Placed once on every page with product cards, it hydrates when the shopper's pointer or
 * focus reaches a card's Quick View button, and opens on the card's product when she presses it.
 */
export default function QuickView() {
  useWordsReady();
  const { open, product, trigger } = useStore($quickView);
  useEffect(() => islandReady(QUICK_VIEW), []);
  return (
    <Dialog
      open={open}
      onClose={closeQuickView}
      className="side-sheet qv-drawer"
      labelledBy="quick-view-title"
      returnFocusTo={trigger}
    >
      <div className="qv-content">
        {/* First in the sheet, so it has the focus when the sheet opens (not the first of a
            ring's sizes, which may not be the one chosen). */}
        <button type="button" className="qv-close" aria-label={MSG.closeQuickView} onClick={closeQuickView}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {product ? (
          <QuickViewBody key={product.id} product={product} trigger={trigger} />
        ) : (
          <>
            <h2 id="quick-view-title" className="qv-title">
              {MSG.quickView}
            </h2>
            <p>{MSG.productInfoUnavailable}</p>
          </>
        )}
      </div>
    </Dialog>
  );
}

function QuickViewBody({ product: initial, trigger }: { product: QuickViewProduct; trigger: HTMLElement | null }) {
  const [product, setProduct] = useState(initial);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  // A variable product's variants: their options from the card, their prices and stock from the live read.
  const [variants, setVariants] = useState(() => quickViewVariants(initial));
  const options = useMemo(() => optionsOf(product, variants), [product, variants]);
  const [choice, setChoice] = useState<Record<string, string>>(() => (options ? defaultChoice(options) : {}));
  const [engraving, setEngraving] = useState('');
  const [engravingError, setEngravingError] = useState<string | null>(null);

  // Current stock and price (the page's one live request); the build-time values show meanwhile.
  useEffect(() => {
    let live = true;
    void liveProduct(initial.id).then((p) => {
      if (!live || !p) return;
      setProduct((old) => ({ ...old, ...p }));
      setVariants((old) => old.map((v) => ({ ...v, ...p.variants.find((l) => l.id === v.id) })));
    });
    return () => {
      live = false;
    };
  }, [initial.id]);

  // A product with options is bought as the variant chosen; until then the button says what is missing.
  const variant = options ? findVariant(options, choice) : undefined;
  const missing = options ? missingOption(options, choice) : null;
  const sold = options ? variant : product;
  const available = sold ? isPurchasable(sold) : true;
  const max = sold ? maxQuantity(sold) : MAX_LINE_QUANTITY;
  const priced = variants.filter((v) => v.price !== '');
  const range = options && priced.length ? priceRange({ ...product, variants: priced }) : null;
  const missingName = missing && options?.attributes.find((a) => a.name === missing);
  const label = missing
    ? PAGE_MSG.chooseOption(missingName ? attributeName(missingName) : missing)
    : !available
      ? PAGE_MSG.outOfStock
      : adding
        ? PAGE_MSG.adding
        : PAGE_MSG.addToCart;

  async function add() {
    if (adding || missing || !available) return;
    // The page's rules first: a wrong text never leaves the drawer.
    const fault = product.engrave ? engravingFault(product.engrave, engraving) : null;
    if (product.engrave && fault) return setEngravingError(engravingMessage(product.engrave, fault));
    setAdding(true);
    const chosen = options ? lineChoices(options, choice) : [];
    const outcome = await addThenShowCart(
      {
        id: product.id,
        quantity,
        choices: variant ? choice : {},
        engraving: product.engrave ? engraving : '',
      },
      {
        name: lineLabel(
          product.name,
          chosen.map((c) => {
            const a = options?.attributes.find((o) => o.name === c.name);
            return a ? { name: attributeName(a), option: optionLabel(a, c.option) } : c;
          }),
        ),
        opener: trigger,
        // Quick view gives way to the cart drawer, which shows the line and says what was added.
        beforeShow: closeQuickView,
      },
    );
    setAdding(false);
    const refused = !outcome.added && (outcome.error as { data?: { field?: unknown } } | null)?.data;
    if (refused && refused.field === 'engraving') setEngravingError((outcome.error as Error).message);
  }

  const shown = variant?.price ? variant : product;
  return (
    <div className="qv-body">
      {product.image && (
        <img className="qv-image" src={product.image.src} alt={product.image.alt} width={400} height={400} />
      )}
      <h2 id="quick-view-title" className="qv-title">
        {product.name}
      </h2>
      <p className="qv-price">
        {!variant?.price && options && (!range || range.min !== range.max) ? (
          <>
            {PAGE_MSG.priceFrom} <span className="price">{formatMoney(range?.min ?? product.price)}</span>
          </>
        ) : shown.on_sale ? (
          <>
            <span className="visually-hidden">{ISLAND_MSG.salePrice}</span>
            <span className="price">{formatMoney(shown.price)}</span>{' '}
            <span className="visually-hidden">{ISLAND_MSG.regularPrice}</span>
            <s className="price-regular">{formatMoney(shown.regular_price)}</s>
          </>
        ) : (
          <span className="price">{formatMoney(shown.price)}</span>
        )}
      </p>
      {product.short && <p className="qv-short">{product.short}</p>}
      {options && (
        <OptionChoices product={options} choice={choice} onChoose={setChoice} idPrefix={`qv-${product.id}`} />
      )}
      {product.engrave && product.type !== 'grouped' && product.type !== 'external' && (
        <EngravingInput
          rules={product.engrave}
          value={engraving}
          error={engravingError}
          onChange={(text) => {
            setEngraving(text);
            // What was said goes once the text is right.
            if (engravingError && !engravingFault(product.engrave!, text)) setEngravingError(null);
          }}
        />
      )}
      {product.type === 'grouped' || product.type === 'external' ? (
        <a className="btn btn-primary" href={localHref(`/product/${product.id}`)}>
          {product.type === 'grouped' ? MSG.viewProducts : MSG.buyElsewhere}
        </a>
      ) : (
        <div className="qv-buy" data-toasts-clear>
          <QuantityStepper
            label={product.name}
            value={quantity}
            max={max}
            disabled={!available && !missing}
            onChange={setQuantity}
          />
          <button
            type="button"
            className="btn btn-primary"
            onClick={add}
            disabled={(!available && !missing) || adding}
            aria-busy={adding || undefined}
          >
            {label}
          </button>
        </div>
      )}
      <a className="qv-details" href={localHref(`/product/${product.id}`)}>
        {MSG.viewFullDetails}
      </a>
    </div>
  );
}

type OptionProduct = Pick<Product, 'attributes' | 'default_attributes'> & { variants: ListingVariant[] };

/** A quick-view product's options in the shape the variant rules read; null for one without. */
function optionsOf(p: QuickViewProduct, variants: ListingVariant[]): OptionProduct | null {
  if (p.type !== 'variable' || !p.options?.length || !variants.length) return null;
  return {
    attributes: p.options.map((o) => ({ id: 0, name: o.name, options: o.options, variation: true, ar: o.ar })),
    default_attributes: p.start ?? [],
    variants,
  };
}
