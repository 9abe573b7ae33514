import { useState } from 'react';
import { ADMIN_MSG } from '../../lib/admin-messages';
import { adminApi, when, type AuditEntry, type Page } from './api';
import { Pager } from './Pager';
import { useAnswer } from './use-answer';
import './admin.css';

/** Every owner action, newest first: who, what, when. */
export default function AuditLog() {
  const [page, setPage] = useState(1);
  const { data, error } = useAnswer<Page & { entries: AuditEntry[] }>(() => adminApi.audit(page), [page]);

  if (error)
    return (
      <p className="alert alert-danger" role="alert">
        {error}
      </p>
    );
  if (!data)
    return (
      <p className="muted" role="status">
        {ADMIN_MSG.loadingAudit}
      </p>
    );
  if (data.entries.length === 0) return <p>{ADMIN_MSG.noAudit}</p>;
  return (
    <div className="admin-screen">
      <table className="table admin-table admin-cards">
        <caption className="visually-hidden">{ADMIN_MSG.auditCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{ADMIN_MSG.col.when}</th>
            <th scope="col">{ADMIN_MSG.col.who}</th>
            <th scope="col">{ADMIN_MSG.col.what}</th>
            <th scope="col">{ADMIN_MSG.col.on}</th>
            <th scope="col">{ADMIN_MSG.col.details}</th>
          </tr>
        </thead>
        <tbody>
          {data.entries.map((e) => (
            <tr key={e.id}>
              <td data-label={ADMIN_MSG.col.when}>
                <time dateTime={e.at}>{when(e.at)}</time>
              </td>
              <td data-label={ADMIN_MSG.col.who}>{e.actor_email}</td>
              <td data-label={ADMIN_MSG.col.what}>{ADMIN_MSG.auditActions[e.action] ?? e.action}</td>
              <td data-label={ADMIN_MSG.col.on}>{e.target}</td>
              <td data-label={ADMIN_MSG.col.details}>{e.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={data.page} pages={data.pages} label={ADMIN_MSG.auditPages} onPage={setPage} />
    </div>
  );
}
