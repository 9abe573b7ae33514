import { useEffect, useState } from 'react';
import { MSG } from '../../lib/messages';
import { adminApi, problem, when, type AuditEntry, type Page } from './api';
import { Pager } from './Pager';
import './admin.css';

const ACTIONS: Record<string, string> = {
  'order.status': 'Order status', 'order.note': 'Order note', 'review.approve': 'Review approved', 'review.spam': 'Review marked spam',
  'review.hold': 'Review unapproved', 'review.delete': 'Review deleted', 'stock.set': 'Stock changed', 'owner.create': 'Owner account created', 'owner.reset': 'Owner password reset',
};

/** Every owner action, newest first: who, what, when. */
export default function AuditLog() {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<(Page & { entries: AuditEntry[] }) | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    adminApi.audit(page).then(setData, (e) => setError(problem(e)));
  }, [page]);

  if (error) return <p className="alert alert-danger" role="alert">{error}</p>;
  if (!data) return <p className="muted" role="status">Loading the activity…</p>;
  if (data.entries.length === 0) return <p>{MSG.adminNoAudit}</p>;
  return (
    <div className="admin-screen">
      <table className="table admin-table admin-cards">
        <caption className="visually-hidden">Owner actions, newest first</caption>
        <thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">On</th><th scope="col">Details</th></tr></thead>
        <tbody>
          {data.entries.map((e) => (
            <tr key={e.id}>
              <td data-label="When"><time dateTime={e.at}>{when(e.at)}</time></td>
              <td data-label="Who">{e.actor_email}</td>
              <td data-label="What">{ACTIONS[e.action] ?? e.action}</td>
              <td data-label="On">{e.target}</td>
              <td data-label="Details">{e.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={data.page} pages={data.pages} label="Activity pages" onPage={setPage} />
    </div>
  );
}
