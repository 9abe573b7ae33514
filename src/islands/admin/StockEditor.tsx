import { useEffect, useState, type FormEvent } from 'react';
import { ADMIN_MSG } from '../../lib/admin-messages';
import { adminApi, problem, type StockRow } from './api';
import './admin.css';

const STATUS_NAMES: Record<StockRow['stock_status'], string> = ADMIN_MSG.stockStatuses;
const BACKORDER_NAMES: Record<StockRow['backorders'], string> = ADMIN_MSG.backorderChoices;

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
    if (manage && (quantity.trim() === '' || !Number.isInteger(n) || n < 0)) return setMessage({ ok: false, text: ADMIN_MSG.wholeQuantity });
    setBusy(true);
    setMessage(null);
    try {
      const saved = await adminApi.setStock(row.product_id, manage ? { manage_stock: true, stock_quantity: n, backorders } : { manage_stock: false, stock_status: status, backorders });
      setStatus(saved.stock_status);
      onSaved(saved);
      setMessage({ ok: true, text: ADMIN_MSG.stockSaved(STATUS_NAMES[saved.stock_status], saved.manage_stock ? saved.stock_quantity : undefined) });
    } catch (err) {
      setMessage({ ok: false, text: problem(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-stock-row" onSubmit={save} aria-label={ADMIN_MSG.stockOf(row.name)}>
      <label className="admin-check"><input type="checkbox" checked={manage} onChange={(e) => setManage(e.target.checked)} /> {ADMIN_MSG.trackQuantity}</label>
      <div className="field">
        <label htmlFor={`${id}-qty`}>{ADMIN_MSG.col.quantity}</label>
        <input id={`${id}-qty`} className="input" type="number" min={0} step={1} inputMode="numeric" disabled={!manage} value={quantity} onChange={(e) => setQuantity(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>{ADMIN_MSG.stockStatus}</label>
        <select id={`${id}-status`} className="input" disabled={manage} aria-describedby={manage ? `${id}-auto` : undefined} value={status} onChange={(e) => setStatus(e.target.value as StockRow['stock_status'])}>
          {Object.entries(STATUS_NAMES).map(([v, label]) => <option key={v} value={v}>{label}</option>)}
        </select>
        {manage ? <span id={`${id}-auto`} className="visually-hidden">{ADMIN_MSG.stockSetByQuantity}</span> : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-back`}>{ADMIN_MSG.backorders}</label>
        <select id={`${id}-back`} className="input" value={backorders} onChange={(e) => setBackorders(e.target.value as StockRow['backorders'])}>
          {Object.entries(BACKORDER_NAMES).map(([v, label]) => <option key={v} value={v}>{label}</option>)}
        </select>
      </div>
      <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>{ADMIN_MSG.save}</button>
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
  if (!rows) return <p className="muted" role="status">{ADMIN_MSG.loadingStock}</p>;
  const shown = rows.filter((r) => !q.trim() || `${r.name} ${r.sku}`.toLowerCase().includes(q.trim().toLowerCase()));
  return (
    <div className="admin-screen">
      <div className="field admin-filters">
        <div className="field admin-grow">
          <label htmlFor="stock-filter">{ADMIN_MSG.findProduct}</label>
          <input id="stock-filter" className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
      </div>
      <p className="muted" role="status" aria-live="polite">{ADMIN_MSG.productsShown(shown.length, rows.length)}</p>
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
