/** The audit log screen's wording and paging, outside React. */
import type { AuditEntry } from '@agency/chat-protocol/inbox';

/** chat-server's audit actions in words; an action added later shows as it is recorded. */
const ACTION_LABELS: Record<string, string> = {
  sign_in: 'Signed in',
  sign_in_refused: 'Sign-in refused',
  sign_out: 'Signed out',
  sign_out_everywhere: 'Signed out everywhere',
  user_added: 'Added a member',
  user_disabled: 'Disabled a member',
  user_enabled: 'Enabled a member',
  conversation_opened: 'Opened a conversation',
  conversation_taken_over: 'Took over a conversation',
  conversation_handed_back: 'Handed a conversation back',
  agent_message: 'Wrote to a visitor',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** Who did it: the account's e-mail, or none (the command line, or a sign-in with an unknown e-mail). */
export const actorLabel = (entry: AuditEntry) => entry.actorEmail ?? 'No account';

/** The entries shown with an older page added: newest first, each once. */
export function withOlderPage(shown: readonly AuditEntry[], page: readonly AuditEntry[]): AuditEntry[] {
  const known = new Set(shown.map((entry) => entry.auditId));
  return [...shown, ...page.filter((entry) => !known.has(entry.auditId))].sort((a, b) => b.auditId - a.auditId);
}

/** The id to read the next older page from (chat-server's `before`). */
export const oldestId = (entries: readonly AuditEntry[]) => (entries.length > 0 ? entries[entries.length - 1]!.auditId : undefined);

export const olderNotice = (count: number) =>
  count === 0 ? 'No older entries.' : `${count} older ${count === 1 ? 'entry' : 'entries'} added below.`;
