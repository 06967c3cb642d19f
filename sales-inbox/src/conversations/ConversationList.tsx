import type { ConversationSummary } from '@agency/chat-protocol/inbox';
import { countsByGroup, FILTERS, GROUP_LABELS, type GroupFilter, inGroup } from './conversation-list';

export interface ConversationListProps {
  conversations: readonly ConversationSummary[];
  filter: GroupFilter;
  onFilter(filter: GroupFilter): void;
  selectedId: string | null;
  onSelect(conversationId: string): void;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

export function ConversationList({ conversations, filter, onFilter, selectedId, onSelect }: ConversationListProps) {
  const counts = countsByGroup(conversations);
  const shown = inGroup(conversations, filter);
  return (
    <nav aria-label="Conversations" className="conversation-list">
      <div role="group" aria-label="Show" className="filters">
        {FILTERS.map((group) => (
          <button key={group} type="button" aria-pressed={filter === group} onClick={() => onFilter(group)}>
            {GROUP_LABELS[group]} ({counts[group]})
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p>No conversations here yet.</p>
      ) : (
        <ul>
          {shown.map((conversation) => (
            <li key={conversation.conversationId}>
              <button
                type="button"
                aria-current={conversation.conversationId === selectedId ? 'true' : undefined}
                onClick={() => onSelect(conversation.conversationId)}
              >
                <span className="group">
                  {GROUP_LABELS[conversation.group]}
                  {conversation.heldBy && `: ${conversation.heldBy.name}`}
                </span>
                <span className="lead">
                  {conversation.leadStage ?? 'no stage'}, score {conversation.leadScore ?? '–'}
                </span>
                <span className="preview">{conversation.preview || 'No message yet'}</span>
                <time dateTime={new Date(conversation.updatedAt).toISOString()}>{timeFormat.format(conversation.updatedAt)}</time>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
