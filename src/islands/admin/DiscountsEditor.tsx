import { useEffect, useId, useState, type FormEvent } from 'react';
import { ADMIN_MSG } from '../../lib/admin-messages';
import { codeLabel, codeLinkPath } from '../../lib/discount-code';
import { Money } from '../shared/Money';
import { categories as loadCategories } from '../../lib/api/catalogue';
import type { Category } from '../../lib/schemas/product';
import { discountForm } from '../../lib/schemas/admin';
import { adminApi, discountsApi, problem, type AdminDiscount, type DiscountForm } from './api';
import './admin.css';

/**
 * /admin/discounts: the owner's codes, and the form that makes or edits one. The rules (what an
 * amount or a time may be, a taken code) are the server's; its refusal is shown beside the form.
 */
const EMPTY = discountForm();

const toForm = (d: AdminDiscount): DiscountForm => ({
  code: d.code,
  description: d.description,
  discount_type: d.discount_type,
  amount: d.amount,
  minimum_spend: d.minimum_spend,
  maximum_spend: d.maximum_spend,
  starts_at: d.starts_local,
  ends_at: d.ends_local,
  usage_limit: d.usage_limit,
  usage_limit_per_customer: d.usage_limit_per_customer,
  product_ids: d.product_ids,
  excluded_product_ids: d.excluded_product_ids,
  category_ids: d.category_ids,
  excluded_category_ids: d.excluded_category_ids,
  exclude_sale_items: d.exclude_sale_items,
  combines: d.combines,
});

/** A Cairo wall time as the list writes it: "2026-05-01 10:00". */
const shownTime = (local: string) => local.replace('T', ' ');

/** What saving a code did, in the words its row's status will say: never "ready" for a code that cannot be used. */
function savedMessage(d: AdminDiscount, made: boolean): string {
  const code = codeLabel(d.code);
  switch (d.status) {
    case 'ended':
      return ADMIN_MSG.discountSavedEnded(code, shownTime(d.ends_local));
    case 'used_up':
      return ADMIN_MSG.discountSavedUsedUp(code);
    case 'scheduled':
      return ADMIN_MSG.discountStartsLater(code, shownTime(d.starts_local));
    default:
      return made ? ADMIN_MSG.discountCreated(code) : ADMIN_MSG.discountSaved(code);
  }
}

export default function DiscountsEditor() {
  const [list, setList] = useState<AdminDiscount[] | null>(null);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  // null: no form open; 0: a new code; else the code being edited.
  const [editing, setEditing] = useState<number | null>(null);
  const [cats, setCats] = useState<Category[]>([]);

  const load = () =>
    discountsApi.list().then(
      (a) => setList(a.discounts),
      (e: unknown) => setError(problem(e)),
    );
  useEffect(() => {
    void load();
    loadCategories().then(setCats, () => setCats([]));
  }, []);

  async function end(d: AdminDiscount) {
    if (!window.confirm(ADMIN_MSG.confirmEndDiscount(codeLabel(d.code)))) return;
    try {
      await discountsApi.end(d.id);
      setMessage(ADMIN_MSG.discountEnded(codeLabel(d.code)));
      await load();
    } catch (e) {
      setError(problem(e));
    }
  }

  const current = editing ? list?.find((d) => d.id === editing) : undefined;
  return (
    <div className="admin-screen">
      <p>{ADMIN_MSG.discountsIntro}</p>
      {message && (
        <p className="admin-ok" role="status">
          {message}
        </p>
      )}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {/* Offered once the codes are read: the page's first HTML has no working button yet. */}
      {list === null ? null : editing === null ? (
        <p>
          <button type="button" className="btn btn-primary" onClick={() => (setMessage(''), setEditing(0))}>
            {ADMIN_MSG.newDiscount}
          </button>
        </p>
      ) : (
        <DiscountFormPanel
          key={editing}
          initial={current ? toForm(current) : EMPTY}
          id={current?.id}
          categories={cats}
          onCancel={() => setEditing(null)}
          onSaved={(d, made) => {
            setMessage(savedMessage(d, made));
            setEditing(null);
            void load();
          }}
        />
      )}
      {list === null ? (
        <p className="muted">{ADMIN_MSG.loadingDiscounts}</p>
      ) : list.length === 0 ? (
        <p className="muted">{ADMIN_MSG.noDiscounts}</p>
      ) : (
        <table className="table admin-table admin-cards">
          <caption className="visually-hidden">{ADMIN_MSG.discountsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{ADMIN_MSG.discountCode}</th>
              <th scope="col">{ADMIN_MSG.discountKind}</th>
              <th scope="col">{ADMIN_MSG.discountDatesHeading}</th>
              <th scope="col">{ADMIN_MSG.discountLimitsHeading}</th>
              <th scope="col">
                <span className="visually-hidden">{ADMIN_MSG.discountCode}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((d) => (
              <tr key={d.id}>
                <td data-label={ADMIN_MSG.discountCode}>
                  <div>
                    <strong>{codeLabel(d.code)}</strong>{' '}
                    <span
                      className={`badge badge-${d.status === 'active' ? 'success' : d.status === 'scheduled' ? 'info' : 'danger'}`}
                    >
                      {ADMIN_MSG.discountStatuses[d.status]}
                    </span>
                    <div className="admin-small muted">{ADMIN_MSG.discountLink(codeLinkPath(d.code))}</div>
                  </div>
                </td>
                <td data-label={ADMIN_MSG.discountKind}>
                  <div>
                    {d.summary}
                    {d.minimum_spend && (
                      <div className="admin-small">
                        {ADMIN_MSG.discountMinimumShown} <Money value={d.minimum_spend} />
                      </div>
                    )}
                    {d.maximum_spend && (
                      <div className="admin-small">
                        {ADMIN_MSG.discountMaximumShown} <Money value={d.maximum_spend} />
                      </div>
                    )}
                  </div>
                </td>
                <td data-label={ADMIN_MSG.discountDatesHeading}>
                  {[
                    d.starts_local && ADMIN_MSG.discountFrom(shownTime(d.starts_local)),
                    d.ends_local && ADMIN_MSG.discountUntil(shownTime(d.ends_local)),
                  ]
                    .filter(Boolean)
                    .join(', ') || '—'}
                </td>
                <td data-label={ADMIN_MSG.discountLimitsHeading}>
                  <div>
                    {ADMIN_MSG.discountUses(d.uses, d.usage_limit)}
                    {d.usage_limit_per_customer !== null && (
                      <div className="admin-small">
                        {ADMIN_MSG.discountPerCustomerShown(d.usage_limit_per_customer)}
                      </div>
                    )}
                  </div>
                </td>
                <td>
                  <div className="admin-actions">
                    <button
                      type="button"
                      className="btn btn-outline btn-sm"
                      aria-label={ADMIN_MSG.editDiscount(codeLabel(d.code))}
                      onClick={() => (setMessage(''), setEditing(d.id))}
                    >
                      {ADMIN_MSG.edit}
                    </button>
                    {d.status !== 'ended' && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        aria-label={ADMIN_MSG.endDiscountLabel(codeLabel(d.code))}
                        onClick={() => void end(d)}
                      >
                        {ADMIN_MSG.endDiscount}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

interface FormProps {
  initial: DiscountForm;
  id: number | undefined;
  categories: Category[];
  onCancel: () => void;
  onSaved: (d: AdminDiscount, made: boolean) => void;
}

function DiscountFormPanel({ initial, id, categories, onCancel, onSaved }: FormProps) {
  const [form, setForm] = useState<DiscountForm>(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const uid = useId();
  const set = <K extends keyof DiscountForm>(k: K, v: DiscountForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const limit = (v: string) => (v.trim() === '' ? null : Number(v));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      const saved = id ? await discountsApi.update(id, form) : await discountsApi.create(form);
      onSaved(saved, !id);
    } catch (err) {
      setError(problem(err));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: keyof DiscountForm, label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${uid}-${name}`}>{label}</label>
      <input
        id={`${uid}-${name}`}
        className="input"
        value={String(form[name] ?? '')}
        onChange={(e) =>
          set(
            name,
            (name === 'usage_limit' || name === 'usage_limit_per_customer'
              ? limit(e.target.value)
              : e.target.value) as never,
          )
        }
        {...props}
      />
    </div>
  );
  const percent = form.discount_type === 'percent';
  return (
    <form className="admin-form admin-panel card" onSubmit={submit} aria-labelledby={`${uid}-h`} noValidate>
      <h2 id={`${uid}-h`}>{id ? ADMIN_MSG.discountFormEdit(codeLabel(initial.code)) : ADMIN_MSG.discountFormNew}</h2>
      {field('code', ADMIN_MSG.discountCode, { autoComplete: 'off', spellCheck: false, required: true })}
      <p className="admin-small muted">{ADMIN_MSG.discountCodeHint}</p>
      <fieldset className="admin-choice">
        <legend>{ADMIN_MSG.discountKind}</legend>
        {(['percent', 'fixed_cart', 'fixed_product', 'free_shipping'] as const).map((k) => (
          <label key={k}>
            <input
              type="radio"
              name={`${uid}-kind`}
              checked={form.discount_type === k}
              onChange={() => set('discount_type', k)}
            />
            {ADMIN_MSG.discountKinds[k]}
          </label>
        ))}
      </fieldset>
      {form.discount_type !== 'free_shipping' &&
        field('amount', percent ? ADMIN_MSG.discountPercent : ADMIN_MSG.discountAmount, { inputMode: 'decimal' })}
      <h3>{ADMIN_MSG.discountSpendHeading}</h3>
      {field('minimum_spend', ADMIN_MSG.discountMinimum, { inputMode: 'decimal' })}
      {field('maximum_spend', ADMIN_MSG.discountMaximum, { inputMode: 'decimal' })}
      <h3>{ADMIN_MSG.discountDatesHeading}</h3>
      {field('starts_at', ADMIN_MSG.discountStarts, { type: 'datetime-local' })}
      {field('ends_at', ADMIN_MSG.discountEnds, { type: 'datetime-local' })}
      <h3>{ADMIN_MSG.discountLimitsHeading}</h3>
      {field('usage_limit', ADMIN_MSG.discountUsageLimit, { inputMode: 'numeric' })}
      {field('usage_limit_per_customer', ADMIN_MSG.discountPerCustomer, { inputMode: 'numeric' })}
      <p className="admin-small muted">{ADMIN_MSG.discountPerCustomerHint}</p>
      <h3>{ADMIN_MSG.discountPiecesHeading}</h3>
      <ProductPicker
        label={ADMIN_MSG.discountOnlyProducts}
        ids={form.product_ids}
        onChange={(v) => set('product_ids', v)}
      />
      <ProductPicker
        label={ADMIN_MSG.discountNotProducts}
        ids={form.excluded_product_ids}
        onChange={(v) => set('excluded_product_ids', v)}
      />
      <CategoryChoice
        label={ADMIN_MSG.discountOnlyCategories}
        categories={categories}
        ids={form.category_ids}
        onChange={(v) => set('category_ids', v)}
      />
      <CategoryChoice
        label={ADMIN_MSG.discountNotCategories}
        categories={categories}
        ids={form.excluded_category_ids}
        onChange={(v) => set('excluded_category_ids', v)}
      />
      <label className="admin-check">
        <input
          type="checkbox"
          checked={form.exclude_sale_items}
          onChange={(e) => set('exclude_sale_items', e.target.checked)}
        />
        {ADMIN_MSG.discountNotOnSale}
      </label>
      <label className="admin-check">
        <input type="checkbox" checked={form.combines} onChange={(e) => set('combines', e.target.checked)} />
        {ADMIN_MSG.discountCombines}
      </label>
      <p className="admin-small muted">{ADMIN_MSG.discountCombinesHint}</p>
      {field('description', ADMIN_MSG.discountDescription)}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {ADMIN_MSG.saveDiscount}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {ADMIN_MSG.cancel}
        </button>
      </div>
    </form>
  );
}

/** Products by name: a search of the stock list, the chosen ones as removable chips. */
function ProductPicker({ label, ids, onChange }: { label: string; ids: number[]; onChange: (ids: number[]) => void }) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ id: number; name: string }[]>([]);
  const [names, setNames] = useState<Map<number, string>>(new Map());
  const uid = useId();
  useEffect(() => {
    const term = q.trim();
    if (!term) return setFound([]);
    const t = setTimeout(() => {
      adminApi.stock({ q: term }).then(
        (a) => {
          const rows = a.products.filter((p) => p.parent_id === null).map((p) => ({ id: p.product_id, name: p.name }));
          setFound(rows);
          setNames((m) => new Map([...m, ...rows.map((r) => [r.id, r.name] as const)]));
        },
        () => setFound([]),
      );
    }, 250);
    return () => clearTimeout(t);
  }, [q]);
  return (
    <div className="field">
      <label htmlFor={uid}>{label}</label>
      {ids.length > 0 && (
        <ul className="admin-chips">
          {ids.map((id) => (
            <li key={id}>
              {names.get(id) ?? `#${id}`}{' '}
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={ADMIN_MSG.discountRemoveProduct(names.get(id) ?? `#${id}`)}
                onClick={() => onChange(ids.filter((x) => x !== id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input id={uid} className="input" type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      {q.trim() && (
        <ul className="admin-chips">
          {found.length === 0 ? (
            <li className="muted">{ADMIN_MSG.discountNoMatches}</li>
          ) : (
            found
              .filter((p) => !ids.includes(p.id))
              .slice(0, 8)
              .map((p) => (
                <li key={p.id}>
                  <button type="button" className="btn btn-outline btn-sm" onClick={() => onChange([...ids, p.id])}>
                    {ADMIN_MSG.discountAddProduct(p.name)}
                  </button>
                </li>
              ))
          )}
        </ul>
      )}
    </div>
  );
}

function CategoryChoice(props: {
  label: string;
  categories: Category[];
  ids: number[];
  onChange: (ids: number[]) => void;
}) {
  const { label, categories, ids, onChange } = props;
  if (!categories.length) return null;
  return (
    <fieldset className="admin-choice">
      <legend>{label}</legend>
      {categories.map((c) => (
        <label key={c.id}>
          <input
            type="checkbox"
            checked={ids.includes(c.id)}
            onChange={(e) => onChange(e.target.checked ? [...ids, c.id] : ids.filter((x) => x !== c.id))}
          />
          {c.name}
        </label>
      ))}
    </fieldset>
  );
}
