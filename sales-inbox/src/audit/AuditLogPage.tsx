import { useEffect, useRef } from 'react';
import type { AuditApi } from '../api/inbox-api';
import { actionLabel, actorLabel } from './audit-log';
import { useAuditLog } from './use-audit-log';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** Who did what, when: read-only (chat-server refuses any change to an entry). Admins only. */
export function AuditLogPage({ api }: { api: AuditApi }) {
  const { entries, hasOlder, busy, problem, notice, loadOlder } = useAuditLog(api);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening the screen moves the focus to its heading, so that a screen reader says where the person is.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby="audit-heading" className="admin-screen">
      <h2 id="audit-heading" tabIndex={-1} ref={headingRef}>
        Audit log
      </h2>
      <p>Who did what in the inbox, newest first. Entries are kept as recorded: nobody can change or remove them.</p>
      {problem && (
        <p role="alert" className="error">
          {problem}
        </p>
      )}
      {entries === null ? (
        !problem && <p>Loading the audit log…</p>
      ) : entries.length === 0 ? (
        <p>Nothing is recorded yet.</p>
      ) : (
        <div className="table-wrap stacked">
          <table>
            <caption id="audit-caption">Audit entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Target</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.auditId}>
                  <td data-label="When">
                    <time dateTime={new Date(entry.at).toISOString()}>{timeFormat.format(entry.at)}</time>
                  </td>
                  <td className="email" data-label="Who">
                    {actorLabel(entry)}
                  </td>
                  <td data-label="What">{actionLabel(entry.action)}</td>
                  <td className="target" data-label="Target">
                    {entry.target ?? '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p role="status" className="notice">
        {notice}
      </p>
      {entries !== null && entries.length > 0 && hasOlder && (
        <button type="button" onClick={loadOlder} disabled={busy}>
          {busy ? 'Loading…' : 'Load older entries'}
        </button>
      )}
    </section>
  );
}
