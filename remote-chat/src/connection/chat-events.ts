import type { SOCKET_EVENTS } from '@agency/chat-protocol';

/** The protocol's event names (values of chat-server's SOCKET_EVENTS; its types are imported type-only). */
export const CHAT_EVENTS = {
  joinRoom: 'join_room',
  leaveRoom: 'leave_room',
  sendMessage: 'send_message',
  userTyping: 'user_typing',
  message: 'message',
} as const satisfies typeof SOCKET_EVENTS;
