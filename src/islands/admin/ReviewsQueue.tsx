import { useEffect, useState } from 'react';
import { ADMIN_MSG } from '../../lib/admin-messages';
import { adminApi, problem, when, type AdminReview, type ReviewStatus } from './api';
import './admin.css';

const TABS: ReviewStatus[] = ['hold', 'approved', 'spam'];

/** The review moderation queue: approve (it counts toward the product's rating at once), mark as spam, delete. */
export default function ReviewsQueue() {
  const [tab, setTab] = useState<ReviewStatus>('hold');
  const [reviews, setReviews] = useState<AdminReview[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = (status: ReviewStatus) => {
    setError(null);
    adminApi.reviews(status).then(
      (d) => setReviews(d.reviews),
      (e) => setError(problem(e)),
    );
  };
  useEffect(() => load(tab), [tab]);

  const act = async (r: AdminReview, what: 'approved' | 'spam' | 'hold' | 'delete') => {
    if (what === 'delete' && !confirm(ADMIN_MSG.confirmDeleteReview(r.reviewer))) return;
    setBusy(r.id);
    setMessage(null);
    try {
      if (what === 'delete') await adminApi.deleteReview(r.id);
      else await adminApi.moderate(r.id, what);
      setMessage({ ok: true, text: ADMIN_MSG.reviewModerated(r.reviewer, r.product_name, what) });
      setReviews((list) => list?.filter((x) => x.id !== r.id) ?? null);
    } catch (e) {
      setMessage({ ok: false, text: problem(e) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="admin-screen">
      <div className="admin-tabs" role="group" aria-label={ADMIN_MSG.showReviews}>
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            className="btn btn-outline btn-sm"
            aria-pressed={tab === t}
            onClick={() => {
              setReviews(null);
              setMessage(null);
              setTab(t);
            }}
          >
            {ADMIN_MSG.reviewTabs[t]}
          </button>
        ))}
      </div>
      <div role="status" aria-live="polite">
        {message ? <p className={`alert ${message.ok ? 'alert-success' : 'alert-danger'}`}>{message.text}</p> : null}
        {!error && reviews === null ? <p className="muted">{ADMIN_MSG.loadingReviews}</p> : null}
      </div>
      {error ? (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      ) : null}
      {reviews && reviews.length === 0 ? <p>{ADMIN_MSG.noReviews}</p> : null}
      {reviews && reviews.length > 0 ? (
        <ul className="admin-list admin-panel" aria-label={ADMIN_MSG.reviewsOf(ADMIN_MSG.reviewTabs[tab])}>
          {reviews.map((r) => (
            <li key={r.id}>
              <h2 className="admin-small" style={{ margin: 0 }}>
                {r.product_name}
              </h2>
              <p style={{ margin: '.25rem 0' }}>
                <strong>{r.reviewer}</strong>{' '}
                <span className="muted admin-small">
                  {r.reviewer_email} · {when(r.date_created)}
                </span>{' '}
                {r.verified ? <span className="badge badge-success">{ADMIN_MSG.verifiedBuyer}</span> : null}
              </p>
              <p style={{ margin: 0 }}>
                <span className="visually-hidden">{ADMIN_MSG.rated(r.rating)}</span>
                <span aria-hidden="true" className="stars">
                  {'★'.repeat(r.rating)}
                  {'☆'.repeat(5 - r.rating)}
                </span>
              </p>
              <p className="admin-review">{r.review}</p>
              <div className="admin-actions">
                {r.status !== 'approved' ? (
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    disabled={busy === r.id}
                    onClick={() => act(r, 'approved')}
                    aria-label={ADMIN_MSG.approveReview(r.reviewer)}
                  >
                    {ADMIN_MSG.approve}
                  </button>
                ) : null}
                {r.status === 'approved' ? (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    disabled={busy === r.id}
                    onClick={() => act(r, 'hold')}
                    aria-label={ADMIN_MSG.unapproveReview(r.reviewer)}
                  >
                    {ADMIN_MSG.unapprove}
                  </button>
                ) : null}
                {r.status !== 'spam' ? (
                  <button
                    type="button"
                    className="btn btn-outline btn-sm"
                    disabled={busy === r.id}
                    onClick={() => act(r, 'spam')}
                    aria-label={ADMIN_MSG.spamReview(r.reviewer)}
                  >
                    {ADMIN_MSG.spam}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={busy === r.id}
                  onClick={() => act(r, 'delete')}
                  aria-label={ADMIN_MSG.deleteReview(r.reviewer)}
                >
                  {ADMIN_MSG.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
