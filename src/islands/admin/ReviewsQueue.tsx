import { useEffect, useState } from 'react';
import { MSG } from '../../lib/messages';
import { adminApi, problem, when, type AdminReview, type ReviewStatus } from './api';
import './admin.css';

const TABS: { id: ReviewStatus; label: string }[] = [
  { id: 'hold', label: 'Waiting' },
  { id: 'approved', label: 'Approved' },
  { id: 'spam', label: 'Spam' },
];

/** The review moderation queue: approve (it counts toward the product's rating at once), mark as spam, delete. */
export default function ReviewsQueue() {
  const [tab, setTab] = useState<ReviewStatus>('hold');
  const [reviews, setReviews] = useState<AdminReview[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = (status: ReviewStatus) => {
    setError(null);
    adminApi.reviews(status).then((d) => setReviews(d.reviews), (e) => setError(problem(e)));
  };
  useEffect(() => load(tab), [tab]);

  const act = async (r: AdminReview, what: 'approved' | 'spam' | 'hold' | 'delete') => {
    if (what === 'delete' && !confirm(`Delete the review by ${r.reviewer}? This cannot be undone.`)) return;
    setBusy(r.id);
    setMessage(null);
    try {
      if (what === 'delete') await adminApi.deleteReview(r.id);
      else await adminApi.moderate(r.id, what);
      const done = { approved: 'approved: it now counts toward the rating', spam: 'marked as spam', hold: 'moved back to the queue', delete: 'deleted' }[what];
      setMessage({ ok: true, text: `Review by ${r.reviewer} on ${r.product_name} ${done}.` });
      setReviews((list) => list?.filter((x) => x.id !== r.id) ?? null);
    } catch (e) {
      setMessage({ ok: false, text: problem(e) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="admin-screen">
      <div className="admin-tabs" role="group" aria-label="Show reviews">
        {TABS.map((t) => (
          <button key={t.id} type="button" className="btn btn-outline btn-sm" aria-pressed={tab === t.id} onClick={() => { setReviews(null); setMessage(null); setTab(t.id); }}>{t.label}</button>
        ))}
      </div>
      <div role="status" aria-live="polite">
        {message ? <p className={`alert ${message.ok ? 'alert-success' : 'alert-danger'}`}>{message.text}</p> : null}
        {!error && reviews === null ? <p className="muted">Loading reviews…</p> : null}
      </div>
      {error ? <p className="alert alert-danger" role="alert">{error}</p> : null}
      {reviews && reviews.length === 0 ? <p>{MSG.adminNoReviews}</p> : null}
      {reviews && reviews.length > 0 ? (
        <ul className="admin-list admin-panel" aria-label={`${TABS.find((t) => t.id === tab)!.label} reviews`}>
          {reviews.map((r) => (
            <li key={r.id}>
              <h2 className="admin-small" style={{ margin: 0 }}>
                {r.product_name}
              </h2>
              <p style={{ margin: '.25rem 0' }}>
                <strong>{r.reviewer}</strong> <span className="muted admin-small">{r.reviewer_email} · {when(r.date_created)}</span>{' '}
                {r.verified ? <span className="badge badge-success">Verified buyer</span> : null}
              </p>
              <p style={{ margin: 0 }}><span className="visually-hidden">Rated {r.rating} out of 5</span><span aria-hidden="true" className="stars">{'★'.repeat(r.rating)}{'☆'.repeat(5 - r.rating)}</span></p>
              <p className="admin-review">{r.review}</p>
              <div className="admin-actions">
                {r.status !== 'approved' ? <button type="button" className="btn btn-primary btn-sm" disabled={busy === r.id} onClick={() => act(r, 'approved')} aria-label={`Approve the review by ${r.reviewer}`}>Approve</button> : null}
                {r.status === 'approved' ? <button type="button" className="btn btn-outline btn-sm" disabled={busy === r.id} onClick={() => act(r, 'hold')} aria-label={`Unapprove the review by ${r.reviewer}`}>Unapprove</button> : null}
                {r.status !== 'spam' ? <button type="button" className="btn btn-outline btn-sm" disabled={busy === r.id} onClick={() => act(r, 'spam')} aria-label={`Mark the review by ${r.reviewer} as spam`}>Spam</button> : null}
                <button type="button" className="btn btn-danger btn-sm" disabled={busy === r.id} onClick={() => act(r, 'delete')} aria-label={`Delete the review by ${r.reviewer}`}>Delete</button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
