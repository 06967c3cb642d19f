import type { SiteBrand } from '@agency/tooling/contracts';

/**
 * Every text the chat shows (SPEC §2, §5, §8), defined once. Names always
 * come from the brand prop, never from here.
 */
export const CHAT_TEXT = {
  status: {
    connecting: 'Connecting...',
    thinking: 'AI is thinking...',
    leadScore: (score: number, phaseLabel: string) => `Lead Score: ${score}% • ${phaseLabel}`,
  },
  placeholder: {
    ready: 'Ask me about your project...',
    busy: 'AI is responding...',
    offline: 'Connecting to AI...',
  },
  welcome: (brand: SiteBrand) =>
    `Hello! I'm ${brand.assistantName}, ${brand.name}'s AI assistant. I can help you turn your software ideas into scalable solutions. What would you like to build?`,
  windowTitle: (brand: SiteBrand) => `${brand.assistantName} · ${brand.name} assistant`,
  typing: (brand: SiteBrand) => `${brand.assistantName} is typing`,
  announce: {
    responding: (brand: SiteBrand) => `${brand.assistantName} is responding`,
    complete: 'Response complete',
  },
  sendError: 'Sorry, there was an error sending your message. Please try again.',
  connectionTimeout: 'Connection timeout',
  connectionFailed: 'Connection failed',
  connectionLost: (error: string) => `Can't reach the assistant (${error}).`,
  launcherLabel: (brand: SiteBrand) => `Chat with ${brand.assistantName}`,
  unread: (count: number) => `${count} unread ${count === 1 ? 'message' : 'messages'}`,
  buttons: {
    close: 'Close chat',
    newChat: 'New chat',
    send: 'Send',
    stop: 'Stop',
    jumpToLatest: 'Jump to latest',
    reconnect: 'Reconnect',
    copyCode: 'Copy code',
    copied: 'Copied',
  },
  messageInputLabel: 'Message',
  conversationLabel: 'Conversation',
  sending: 'Sending…',
  quickRepliesLabel: 'Suggested replies',
  you: 'You',
} as const;

/** How each conversation phase reads in the status line. */
export const PHASE_LABELS = {
  welcome: 'welcome',
  discovery: 'discovery',
  technical_discussion: 'technical discussion',
  conversion: 'conversion',
} as const;
