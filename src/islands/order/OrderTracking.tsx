import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, ApiError } from '../../lib/api';
import { MSG } from '../../lib/messages';
import { ACTION_MSG } from '../../lib/action-messages';
import { PAGE_MSG } from '../../lib/page-messages';
import { ORDER_MSG } from '../../lib/order-messages';
import type { Order } from '../../lib/schemas/order';
import { LoadError } from '../shared/LoadStates';
import { OrderView } from './OrderView';
import { typedBeforeHydration } from '../shared/typed-before-hydration';
import { useWordsReady } from '../shared/use-words-ready';

type Result =
  { kind: 'idle' } | { kind: 'found'; order: Order } | { kind: 'missing' } | { kind: 'error'; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * /order-tracking: order number + billing email -> the confirmation screen for that order.
 * Before hydration the form submits as a GET to this page; the island then picks the values up
 * from the query, removes them from the address bar and tracks.
 */
export default function OrderTracking() {
  useWordsReady();
  const [number, setNumber] = useState(() => typedBeforeHydration('track-number'));
  const [email, setEmail] = useState(() => typedBeforeHydration('track-email'));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<Result>({ kind: 'idle' });
  const resultRef = useRef<HTMLDivElement>(null);

  async function track(n: string, e: string) {
    const cleanNumber = n.trim().replace(/^#/, '');
    if (!cleanNumber || !EMAIL.test(e.trim())) {
      setProblem(!cleanNumber ? MSG.orderNumberRequired : ACTION_MSG.emailInvalid);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      setResult({ kind: 'found', order: await api.orders.track(cleanNumber, e.trim()) });
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      if (status === 404 || status === 400) setResult({ kind: 'missing' });
      else setResult({ kind: 'error', message: err instanceof ApiError ? err.message : PAGE_MSG.genericError });
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    const q = new URLSearchParams(location.search);
    // A form sent before hydration, empty fields included: it gets the same answer as a click.
    if (q.has('number') || q.has('email')) {
      const n = q.get('number') ?? '';
      const e = q.get('email') ?? '';
      history.replaceState(null, '', location.pathname);
      setNumber(n);
      setEmail(e);
      void track(n, e);
    }
  }, []);

  useEffect(() => {
    if (result.kind !== 'idle') resultRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [result]);

  function onSubmit(ev: FormEvent<HTMLFormElement>) {
    ev.preventDefault();
    if (!busy) void track(number, email);
  }

  return (
    <>
      <form
        className="card track-form"
        method="get"
        action="/order-tracking"
        onSubmit={onSubmit}
        noValidate
        aria-describedby={problem ? 'track-problem' : undefined}
      >
        <div className="field">
          <label htmlFor="track-number">{MSG.orderNumberLabel}</label>
          <input
            id="track-number"
            name="number"
            className="input"
            inputMode="numeric"
            autoComplete="off"
            required
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            aria-invalid={problem !== null && !number.trim()}
          />
        </div>
        <div className="field">
          <label htmlFor="track-email">{ORDER_MSG.billingEmail}</label>
          <input
            id="track-email"
            name="email"
            type="email"
            className="input"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={problem !== null && !!number.trim()}
          />
        </div>
        {problem ? (
          <p id="track-problem" className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" data-primary-action disabled={busy}>
          {busy ? ORDER_MSG.tracking : ORDER_MSG.trackOrder}
        </button>
      </form>
      <div ref={resultRef} className="track-result">
        {result.kind === 'found' ? (
          <OrderView order={result.order} heading={ORDER_MSG.orderNumbered(result.order.number)} />
        ) : result.kind === 'missing' ? (
          <LoadError className="alert alert-danger" heading={MSG.orderNotFound} message={MSG.orderNotFoundBody} />
        ) : result.kind === 'error' ? (
          <LoadError className="alert alert-danger" heading={MSG.errorTitle} message={result.message} />
        ) : null}
      </div>
    </>
  );
}
