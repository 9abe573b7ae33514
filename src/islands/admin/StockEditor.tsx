import { useEffect, useState, type FormEvent } from 'react';
import { adminApi, problem, type StockRow } from './api';
import './admin.css';

const STATUS_NAMES: Record<StockRow['stock_status'], string> = { instock: 'In stock', outofstock: 'Out of stock', onbackorder: 'On backorder' };
const BACKORDER_NAMES: Record<StockRow['backorders'], string> = { no: 'Do not allow', notify: 'Allow, tell the customer', yes: 'Allow' };

/** One product's stock form: tracked quantity (its status follows), or a status set by hand; backorders. */
function StockForm({ row, onSaved }: { row: StockRow; onSaved: (r: StockRow) => void }) {
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
    if (manage && (quantity.trim() === '' || !Number.isInteger(n) || n < 0)) return setMessage({ ok: false, text: 'Enter a whole number of pieces, 0 or more.' });
    setBusy(true);
    setMessage(null);
    try {
      const saved = await adminApi.setStock(row.product_id, manage ? { manage_stock: true, stock_quantity: n, backorders } : { manage_stock: false, stock_status: status, backorders });
      setStatus(saved.stock_status);
      onSaved(saved);
      setMessage({ ok: true, text: `Saved: ${saved.manage_stock ? `${saved.stock_quantity} in stock, ` : ''}${STATUS_NAMES[saved.stock_status].toLowerCase()}.` });
    } catch (err) {
      setMessage({ ok: false, text: problem(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-stock-row" onSubmit={save} aria-label={`Stock of ${row.name}`}>
      <label className="admin-check"><input type="checkbox" checked={manage} onChange={(e) => setManage(e.target.checked)} /> Track quantity</label>
      <div className="field">
        <label htmlFor={`${id}-qty`}>Quantity</label>
        <input id={`${id}-qty`} className="input" type="number" min={0} step={1} inputMode="numeric" disabled={!manage} value={quantity} onChange={(e) => setQuantity(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Stock status</label>
        <select id={`${id}-status`} className="input" disabled={manage} aria-describedby={manage ? `${id}-auto` : undefined} value={status} onChange={(e) => setStatus(e.target.value as StockRow['stock_status'])}>
          {Object.entries(STATUS_NAMES).map(([v, label]) => <option key={v} value={v}>{label}</option>)}
        </select>
        {manage ? <span id={`${id}-auto`} className="visually-hidden">Set by the quantity while it is tracked</span> : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-back`}>Backorders</label>
        <select id={`${id}-back`} className="input" value={backorders} onChange={(e) => setBackorders(e.target.value as StockRow['backorders'])}>
          {Object.entries(BACKORDER_NAMES).map(([v, label]) => <option key={v} value={v}>{label}</option>)}
        </select>
      </div>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>Save</button>
      <p role="status" aria-live="polite" className={`admin-stock-message ${message ? (message.ok ? 'admin-ok' : 'admin-error') : ''}`}>{message?.text}</p>
    </form>
  );
}

/** Stock of every product; pages and cards read it live. */
export default function StockEditor() {
  const [rows, setRows] = useState<StockRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [q, setQ] = useState('');

  useEffect(() => {
    adminApi.stock().then((d) => setRows(d.products), (e) => setError(problem(e)));
  }, []);

  if (error) return <p className="alert alert-danger" role="alert">{error}</p>;
  if (!rows) return <p className="muted" role="status">Loading stock…</p>;
  const shown = rows.filter((r) => !q.trim() || `${r.name} ${r.sku}`.toLowerCase().includes(q.trim().toLowerCase()));
  return (
    <div className="admin-screen">
      <div className="field admin-filters">
        <div className="field admin-grow">
          <label htmlFor="stock-filter">Find a product by name or SKU</label>
          <input id="stock-filter" className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
      </div>
      <p className="muted" role="status" aria-live="polite">{shown.length} of {rows.length} products</p>
      <ul className="admin-list admin-panel">
        {shown.map((r) => (
          <li key={r.product_id}>
            <h2 className="admin-stock-name">{r.name} <span className="muted admin-small">{r.sku}</span></h2>
            <StockForm row={r} onSaved={(saved) => setRows((all) => all?.map((x) => (x.product_id === saved.product_id ? saved : x)) ?? null)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
