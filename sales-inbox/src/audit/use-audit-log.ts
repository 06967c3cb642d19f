import { useEffect, useState } from 'react';
import type { AuditEntry } from '@agency/chat-protocol/inbox';
import { type AuditApi, messageOf } from '../api/inbox-api';
import { oldestId, olderNotice, withOlderPage } from './audit-log';

/** The audit log for its screen: the newest page, then older pages on request until one comes back empty. */
export function useAuditLog(api: AuditApi) {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [hasOlder, setHasOlder] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    api.auditEntries().then(
      (page) => {
        setEntries(page);
        setHasOlder(page.length > 0);
      },
      (error: unknown) => setProblem(messageOf(error, 'The audit log could not be loaded.')),
    );
  }, [api]);

  const loadOlder = () => {
    if (!entries) return;
    setBusy(true);
    api.auditEntries(oldestId(entries)).then(
      (page) => {
        setBusy(false);
        setProblem(null);
        setEntries((shown) => withOlderPage(shown ?? [], page));
        setHasOlder(page.length > 0);
        setNotice(olderNotice(page.length));
      },
      (error: unknown) => {
        setBusy(false);
        setProblem(messageOf(error, 'Older entries could not be loaded.'));
      },
    );
  };

  return { entries, hasOlder, busy, problem, notice, loadOlder };
}
