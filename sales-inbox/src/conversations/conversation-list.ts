/**
 * The inbox's list, kept outside React: a pushed conversation replaces its
 * earlier copy, and the list stays in the inbox's order.
 */
import { compareConversations, type ConversationGroup, type ConversationSummary } from '@agency/chat-protocol/inbox';

export type GroupFilter = ConversationGroup | 'all';

export const GROUP_LABELS: Record<GroupFilter, string> = {
  all: 'All',
  handover: 'Hand-over requested',
  with_person: 'With a person',
  qualified: 'Qualified',
  new: 'New',
  closed: 'Closed',
};

export const FILTERS: readonly GroupFilter[] = ['all', 'handover', 'with_person', 'qualified', 'new', 'closed'];

/** The list as chat-server sent it, in the inbox's order. */
export function inInboxOrder(list: readonly ConversationSummary[]): ConversationSummary[] {
  return [...list].sort(compareConversations);
}

export function withConversation(list: readonly ConversationSummary[], summary: ConversationSummary): ConversationSummary[] {
  return [...list.filter((entry) => entry.conversationId !== summary.conversationId), summary].sort(compareConversations);
}

export function inGroup(list: readonly ConversationSummary[], filter: GroupFilter): ConversationSummary[] {
  return filter === 'all' ? [...list] : list.filter((entry) => entry.group === filter);
}

export function countsByGroup(list: readonly ConversationSummary[]): Record<GroupFilter, number> {
  const counts: Record<GroupFilter, number> = { all: list.length, handover: 0, with_person: 0, qualified: 0, new: 0, closed: 0 };
  for (const entry of list) counts[entry.group] += 1;
  return counts;
}
