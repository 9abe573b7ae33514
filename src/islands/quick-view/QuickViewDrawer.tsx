import { useEffect, useMemo, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useStore } from '@nanostores/react';
import { $quickView } from './state';
import { addToCart } from '../../stores/cart';
import { toast } from '../../stores/toasts';
import { MSG } from '../../lib/messages';
import { refusalMessage } from '../../lib/api/refusal';
import { formatMoney } from '../../lib/money';
import { isPurchasable, maxQuantity } from '../../lib/stock';
import { liveProduct } from '../../behaviours/cart/live-product';
import QuantityStepper from '../shared/QuantityStepper';
import { quickViewVariants, type QuickViewProduct } from './data';
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
import OptionChoices from '../shared/OptionChoices';
import EngravingInput from '../shared/EngravingInput';
import { engravingFault } from '../../lib/engraving';
import { engravingMessage } from '../../lib/engraving-words';
import './quick-view.css';

/**
 * After an add, what opens once quick view has closed: the cart drawer on the new line. Quick view
 * closes first, so its focus trap, inert page and pointer lock are gone before the cart's take over.
 */
let afterClose: (() => void) | null = null;

/** Quick-view drawer: an accessible Radix dialog sliding in from the side. */
export default function QuickViewDrawer() {
  const { open, product, trigger } = useStore($quickView);
  const close = () => $quickView.set({ ...$quickView.get(), open: false });
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="qv-overlay" />
        <Dialog.Content
          className="qv-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const next = afterClose;
            afterClose = null;
            if (next) {
              event.preventDefault();
              // After the rest of the close (Radix gives the page its pointer back in the same commit).
              requestAnimationFrame(next);
              return;
            }
            // The card's button is not a Radix trigger: hand focus back to it ourselves.
            if (trigger?.isConnected) {
              event.preventDefault();
              trigger.focus();
            }
          }}
        >
          {product ? (
            <QuickViewBody key={product.id} product={product} onAdded={close} trigger={trigger} />
          ) : (
            <>
              <Dialog.Title className="qv-title">Quick view</Dialog.Title>
              <p>{MSG.productInfoUnavailable}</p>
            </>
          )}
          <Dialog.Close className="qv-close" aria-label="Close quick view">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function QuickViewBody({
  product: initial,
  onAdded,
  trigger,
}: {
  product: QuickViewProduct;
  onAdded: () => void;
  trigger: HTMLElement | null;
}) {
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
  const label = missing ? MSG.chooseOption(missing) : !available ? MSG.outOfStock : adding ? MSG.adding : MSG.addToCart;

  async function add() {
    if (adding || missing || !available) return;
    // The page's rules first: a wrong text never leaves the drawer.
    const fault = product.engrave ? engravingFault(product.engrave, engraving) : null;
    if (product.engrave && fault) return setEngravingError(engravingMessage(product.engrave, fault));
    setAdding(true);
    // The cart drawer's code comes while the add is on its way.
    const drawer = import('../../behaviours/cart-drawer/mount');
    try {
      const cart = await addToCart(product.id, quantity, variant ? choice : {}, product.engrave ? engraving : '');
      const chosen = options ? lineChoices(options, choice) : [];
      const { openCartDrawer } = await drawer;
      // Quick view gives way to the cart drawer, which shows the line and says what was added.
      afterClose = () =>
        openCartDrawer({
          notice: { title: MSG.addedToCart, body: MSG.addedToCartBody(lineLabel(product.name, chosen), cart.add_cut) },
          added: (line) =>
            line.id === product.id &&
            (line.choices?.length ?? 0) === chosen.length &&
            chosen.every((c) => line.choices?.some((l) => l.name === c.name && l.option === c.option)) &&
            (line.engraving?.text ?? '') === (product.engrave ? engraving : ''),
          opener: trigger,
        });
      onAdded();
    } catch (error) {
      if ((error as { data?: { field?: unknown } }).data?.field === 'engraving')
        setEngravingError((error as Error).message);
      toast({
        title: MSG.error,
        description: refusalMessage(error) ?? MSG.addFailed,
        variant: 'destructive',
        key: 'add-to-cart',
      });
    } finally {
      setAdding(false);
    }
  }

  const shown = variant?.price ? variant : product;
  return (
    <div className="qv-body">
      {product.image && (
        <img className="qv-image" src={product.image.src} alt={product.image.alt} width={400} height={400} />
      )}
      <Dialog.Title className="qv-title">{product.name}</Dialog.Title>
      <p className="qv-price">
        {!variant?.price && options && (!range || range.min !== range.max) ? (
          <>
            {MSG.priceFrom} <span className="price">{formatMoney(range?.min ?? product.price)}</span>
          </>
        ) : shown.on_sale ? (
          <>
            <span className="visually-hidden">Sale price:</span>
            <span className="price">{formatMoney(shown.price)}</span>{' '}
            <span className="visually-hidden">Regular price:</span>
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
        <a className="btn btn-primary" href={`/product/${product.id}`}>
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
      <a className="qv-details" href={`/product/${product.id}`}>
        View Full Details
      </a>
    </div>
  );
}

type OptionProduct = Pick<Product, 'attributes' | 'default_attributes'> & { variants: ListingVariant[] };

/** A quick-view product's options in the shape the variant rules read; null for one without. */
function optionsOf(p: QuickViewProduct, variants: ListingVariant[]): OptionProduct | null {
  if (p.type !== 'variable' || !p.options?.length || !variants.length) return null;
  return {
    attributes: p.options.map((o) => ({ id: 0, name: o.name, options: o.options, variation: true })),
    default_attributes: p.start ?? [],
    variants,
  };
}
