import { AdminScreen, AdminTable } from '../admin/AdminScreen';
import type { AuditApi } from '../api/inbox-api';
import { actionLabel, actorLabel } from './audit-log';
import { useAuditLog } from './use-audit-log';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** Who did what, when: read-only (chat-server refuses any change to an entry). Admins only. */
export function AuditLogPage({ api }: { api: AuditApi }) {
  const { entries, hasOlder, busy, problem, notice, loadOlder } = useAuditLog(api);
  return (
    <AdminScreen id="audit" title="Audit log">
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
        <AdminTable caption="Audit entries, newest first" columns={['When', 'Who', 'What', 'Target']}>
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
        </AdminTable>
      )}
      <p role="status" className="notice">
        {notice}
      </p>
      {entries !== null && entries.length > 0 && hasOlder && (
        <button type="button" onClick={loadOlder} disabled={busy}>
          {busy ? 'Loading…' : 'Load older entries'}
        </button>
      )}
    </AdminScreen>
  );
}
