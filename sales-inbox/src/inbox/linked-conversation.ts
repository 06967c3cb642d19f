import { conversationIdSchema } from '@agency/chat-protocol/inbox';

/** The conversation an alert e-mail links to (`?conversation=<id>`), if the link names a valid one. */
export function linkedConversation(search: string): string | null {
  const parsed = conversationIdSchema.safeParse(new URLSearchParams(search).get('conversation'));
  return parsed.success ? parsed.data : null;
}
