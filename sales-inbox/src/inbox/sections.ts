/** The inbox's screens, and who may open which: managing the team and reading the audit log are for admins. */
import type { StaffRole } from '@agency/chat-protocol/inbox';

export type InboxSection = 'conversations' | 'team' | 'audit';

export const SECTION_LABELS: Record<InboxSection, string> = {
  conversations: 'Conversations',
  team: 'Team',
  audit: 'Audit log',
};

export function sectionsFor(role: StaffRole): InboxSection[] {
  return role === 'admin' ? ['conversations', 'team', 'audit'] : ['conversations'];
}
