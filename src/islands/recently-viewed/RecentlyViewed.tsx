import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import ErrorBoundary from '../shared/ErrorBoundary';
import { $recentlyViewed, clearRecentlyViewed, loadRecentlyViewed, recentlyViewedExcept } from '../../stores/recentlyViewed';
import { formatMoney } from '../../lib/money';
import './recently-viewed.css';

/** 'Recently Viewed' on product pages (client:visible): 4 newest besides this product, with Clear All. */
export default function RecentlyViewed({ currentId }: { currentId: number }) {
  return (
    <ErrorBoundary name="recently-viewed">
      <RecentlyViewedList currentId={currentId} />
    </ErrorBoundary>
  );
}

function RecentlyViewedList({ currentId }: { currentId: number }) {
  const all = useStore($recentlyViewed);
  // The build has no history: render the list only after mounting (no hydration mismatch).
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    loadRecentlyViewed();
    setMounted(true);
  }, []);
  const items = mounted ? recentlyViewedExcept(all, currentId) : [];
  // An empty anchor still gives client:visible something to watch.
  if (items.length === 0) return <div className="rv-anchor" />;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <div className="rv-head">
        <h2 id="recently-viewed-title">Recently Viewed</h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={clearRecentlyViewed}>
          Clear All
        </button>
      </div>
      <ul className="rv-list" role="list">
        {items.map((p) => (
          <li key={p.id} className="rv-item card">
            <a href={`/product/${p.id}`} className="rv-link">
              {p.image && <img src={p.image} alt={p.alt} width={240} height={240} loading="lazy" decoding="async" />}
              <span className="rv-name">{p.name}</span>
            </a>
            <p className="price-line">
              {p.on_sale ? (
                <>
                  <span className="visually-hidden">Sale price:</span>
                  <span className="price">{formatMoney(p.price)}</span> <span className="visually-hidden">Regular price:</span>
                  <s className="price-regular">{formatMoney(p.regular_price)}</s>
                </>
              ) : (
                <span className="price">{formatMoney(p.price)}</span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
