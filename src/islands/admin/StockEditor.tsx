import { useEffect, useState, type FormEvent } from 'react';
import { ADMIN_MSG } from '../../lib/admin-messages';
import { adminApi, problem, type Page, type AdminStockRow } from './api';
import { Pager } from './Pager';
import { useAnswer } from './use-answer';
import LineChoices from '../shared/LineChoices';
import { lineLabel } from '../../lib/catalogue/variants';
import './admin.css';
import { typedBeforeHydration } from '../shared/typed-before-hydration';

const STATUS_NAMES: Record<AdminStockRow['stock_status'], string> = ADMIN_MSG.stockStatuses;
const BACKORDER_NAMES: Record<AdminStockRow['backorders'], string> = ADMIN_MSG.backorderChoices;

/** One product's stock form: tracked quantity (its status follows), or a status set by hand; backorders. */
function StockForm({ row, onSaved }: { row: AdminStockRow; onSaved: (r: AdminStockRow) => void }) {
  const [manage, setManage] = useState(row.manage_stock);
  const [quantity, setQuantity] = useState(row.stock_quantity === null ? '' : String(row.stock_quantity));
  const [status, setStatus] = useState(row.stock_status);
  const [backorders, setBackorders] = useState(row.backorders);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `stock-${row.product_id}`;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(quantity);
    if (manage && (quantity.trim() === '' || !Number.isInteger(n) || n < 0))
      return setMessage({ ok: false, text: ADMIN_MSG.wholeQuantity });
    setBusy(true);
    setMessage(null);
    try {
      const saved = await adminApi.setStock(
        row.product_id,
        manage
          ? { manage_stock: true, stock_quantity: n, backorders }
          : { manage_stock: false, stock_status: status, backorders },
      );
      setStatus(saved.stock_status);
      onSaved(saved);
      setMessage({
        ok: true,
        text: ADMIN_MSG.stockSaved(
          STATUS_NAMES[saved.stock_status],
          saved.manage_stock ? saved.stock_quantity : undefined,
        ),
      });
    } catch (err) {
      setMessage({ ok: false, text: problem(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-stock-row" onSubmit={save} aria-label={ADMIN_MSG.stockOf(lineLabel(row.name, row.choices))}>
      <label className="admin-check">
        <input type="checkbox" checked={manage} onChange={(e) => setManage(e.target.checked)} />{' '}
        {ADMIN_MSG.trackQuantity}
      </label>
      <div className="field">
        <label htmlFor={`${id}-qty`}>{ADMIN_MSG.col.quantity}</label>
        <input
          id={`${id}-qty`}
          className="input"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          disabled={!manage}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{ADMIN_MSG.stockStatus}</label>
        <select
          id={`${id}-status`}
          className="input"
          disabled={manage}
          aria-describedby={manage ? `${id}-auto` : undefined}
          value={status}
          onChange={(e) => setStatus(e.target.value as AdminStockRow['stock_status'])}
        >
          {Object.entries(STATUS_NAMES).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
        {manage ? (
          <span id={`${id}-auto`} className="visually-hidden">
            {ADMIN_MSG.stockSetByQuantity}
          </span>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-back`}>{ADMIN_MSG.backorders}</label>
        <select
          id={`${id}-back`}
          className="input"
          value={backorders}
          onChange={(e) => setBackorders(e.target.value as AdminStockRow['backorders'])}
        >
          {Object.entries(BACKORDER_NAMES).map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
        {ADMIN_MSG.save}
      </button>
      <p
        role="status"
        aria-live="polite"
        className={`admin-stock-message ${message ? (message.ok ? 'admin-ok' : 'admin-error') : ''}`}
      >
        {message?.text}
      </p>
    </form>
  );
}

/** Stock of every product, found by name or SKU as the owner types, 25 a page (the server searches: a catalogue of 10,000 is never sent whole); pages and cards read it live. */
export default function StockEditor() {
  const [filter, setFilter] = useState({ q: '', page: 1 });
  // What the owner typed while the screen's code loaded is kept (a controlled field hydrates to its state).
  const [typed, setTyped] = useState(() => typedBeforeHydration('stock-filter'));
  const { data, error, setData } = useAnswer<Page & { products: AdminStockRow[] }>(
    () => adminApi.stock(filter),
    [filter],
  );

  // A short pause after the last key, then one request; an answer to an older filter is dropped.
  useEffect(() => {
    const q = typed.trim();
    if (q === filter.q) return;
    const t = setTimeout(() => setFilter({ q, page: 1 }), 250);
    return () => clearTimeout(t);
  }, [typed, filter.q]);

  const saved = (row: AdminStockRow) =>
    setData((d) => d && { ...d, products: d.products.map((x) => (x.product_id === row.product_id ? row : x)) });
  return (
    <div className="admin-screen">
      <form
        className="admin-filters"
        role="search"
        aria-label={ADMIN_MSG.findProducts}
        onSubmit={(e) => (e.preventDefault(), setFilter({ q: typed.trim(), page: 1 }))}
      >
        <div className="field admin-grow">
          <label htmlFor="stock-filter">{ADMIN_MSG.findProduct}</label>
          <input
            id="stock-filter"
            className="input"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
      </form>
      <p className="muted" role="status" aria-live="polite">
        {error ? '' : data ? ADMIN_MSG.productsCount(data.total, filter.q) : ADMIN_MSG.loadingStock}
      </p>
      {error ? (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      ) : null}
      {data && data.products.length > 0 ? (
        <ul className="admin-list admin-panel">
          {data.products.map((r) => (
            <li key={r.product_id}>
              <h2 className="admin-stock-name">
                {r.name} <span className="muted admin-small">{r.sku}</span>
                <LineChoices choices={r.choices} />
              </h2>
              <StockForm row={r} onSaved={saved} />
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <Pager
          page={data.page}
          pages={data.pages}
          label={ADMIN_MSG.stockPages}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
        />
      ) : null}
    </div>
  );
}
