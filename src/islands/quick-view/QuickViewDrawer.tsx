import { useEffect, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useStore } from '@nanostores/react';
import { $quickView } from './state';
import { addToCart } from '../../stores/cart';
import { toast } from '../../stores/toasts';
import { MSG } from '../../lib/messages';
import { refusalMessage } from '../../lib/api/refusal';
import { formatMoney } from '../../lib/money';
import { DRAWER_CLOSE_AFTER_ADD_MS } from '../../lib/constants';
import { isPurchasable, maxQuantity } from '../../lib/stock';
import { liveProduct } from '../cart/live-product';
import QuantityStepper from '../shared/QuantityStepper';
import type { QuickViewProduct } from './data';
import './quick-view.css';

/** Quick-view drawer (spec §2): an accessible Radix dialog sliding in from the side. */
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
            // The card's button is not a Radix trigger: hand focus back to it ourselves.
            if (trigger?.isConnected) {
              event.preventDefault();
              trigger.focus();
            }
          }}
        >
          {product ? (
            <QuickViewBody key={product.id} product={product} onAdded={close} />
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

function QuickViewBody({ product: initial, onAdded }: { product: QuickViewProduct; onAdded: () => void }) {
  const [product, setProduct] = useState(initial);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Current stock and price (the page's one live request); the build-time values show meanwhile.
  useEffect(() => {
    let live = true;
    void liveProduct(initial.id).then((p) => {
      if (live && p) setProduct((old) => ({ ...old, ...p }));
    });
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [initial.id]);

  const available = isPurchasable(product);
  const max = maxQuantity(product);

  async function add() {
    if (adding || !available) return;
    setAdding(true);
    try {
      const cart = await addToCart(product.id, quantity);
      toast({ title: MSG.addedToCart, description: MSG.addedToCartBody(product.name, cart.add_cut) });
      timer.current = setTimeout(onAdded, DRAWER_CLOSE_AFTER_ADD_MS);
    } catch (error) {
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

  return (
    <div className="qv-body">
      {product.image && (
        <img className="qv-image" src={product.image.src} alt={product.image.alt} width={400} height={400} />
      )}
      <Dialog.Title className="qv-title">{product.name}</Dialog.Title>
      <p className="qv-price">
        {product.on_sale ? (
          <>
            <span className="visually-hidden">Sale price:</span>
            <span className="price">{formatMoney(product.price)}</span>{' '}
            <span className="visually-hidden">Regular price:</span>
            <s className="price-regular">{formatMoney(product.regular_price)}</s>
          </>
        ) : (
          <span className="price">{formatMoney(product.price)}</span>
        )}
      </p>
      {product.short && <p className="qv-short">{product.short}</p>}
      <div className="qv-buy">
        <QuantityStepper label={product.name} value={quantity} max={max} disabled={!available} onChange={setQuantity} />
        <button
          type="button"
          className="btn btn-primary"
          onClick={add}
          disabled={!available || adding}
          aria-busy={adding || undefined}
        >
          {!available ? MSG.outOfStock : adding ? MSG.adding : MSG.addToCart}
        </button>
      </div>
      <a className="qv-details" href={`/product/${product.id}`}>
        View Full Details
      </a>
    </div>
  );
}
