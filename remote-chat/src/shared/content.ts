import type { SiteBrand } from '@agency/site-kit/contracts';

/**
 * Every text the chat shows (docs/product-rules.md §2, §5, §8), defined once. Names always
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
    connecting: 'Connecting to AI...',
    /** The input says why it is disabled; the offline notice it points to offers the other ways. */
    offline: 'Offline: use Retry or the links above',
  },
  /** docs/product-rules.md §2: greets the visitor as the company's AI assistant and offers to turn software ideas into scalable solutions. */
  welcome: (brand: SiteBrand) =>
    `Hi! I'm ${brand.assistantName}, the AI assistant of ${brand.name}. I can help you turn your software ideas into scalable solutions. What would you like to build?`,
  /** Read after the assistant's name in the window title: 'Vera, Vaultline AI assistant'. */
  windowTitleSuffix: (brand: SiteBrand) => `, ${brand.name} assistant`,
  typing: (brand: SiteBrand) => `${brand.assistantName} is typing`,
  personTyping: (name: string) => `${name} is typing`,
  /** The notices when a person from the team takes the chat over from the assistant, and hands it back. */
  personJoined: (name: string) => `${name} from the team has joined the chat`,
  personLeft: (name: string, brand: SiteBrand) => `${name} has handed you back to ${brand.assistantName}`,
  announce: {
    responding: (brand: SiteBrand) => `${brand.assistantName} is responding`,
    complete: 'Response complete',
  },
  sendError: 'Sorry, there was an error sending your message. Please try again.',
  /** Shown under the input, before sending, once the text is longer than the protocol allows. */
  messageTooLong: (max: number, length: number) =>
    `Messages can be at most ${max.toLocaleString('en-US')} characters. Yours has ${length.toLocaleString('en-US')}; please shorten it to send.`,
  /** Shown under the input as the text nears the limit. */
  charactersLeft: (left: number) => `${left.toLocaleString('en-US')} characters left`,
  /** A reply whose server went away before it was stored (another node answers the next message). */
  replyInterrupted: 'Sorry, my reply was interrupted. Please send your message again.',
  connectionTimeout: 'Connection timeout',
  connectionFailed: 'Connection failed',
  /** While socket.io still retries (the connect wait passed, or an attempt failed). */
  connectionTrouble: (error: string) => `Can't reach the assistant (${error}). Trying again…`,
  /** After the connect wait and 5 failed reconnect attempts (docs/product-rules.md §4): the other ways to the team. */
  offline: {
    title: (brand: SiteBrand) => `${brand.assistantName} is offline right now.`,
    reason: (error: string) => `The chat could not connect (${error}).`,
    startProject: 'Tell us about your project in the start-project form',
    email: (brand: SiteBrand) => `or e-mail ${brand.contactEmail}`,
  },
  launcherLabel: (brand: SiteBrand) => `Chat with ${brand.assistantName}`,
  unread: (count: number) => `${count} unread ${count === 1 ? 'message' : 'messages'}`,
  buttons: {
    close: 'Close chat',
    newChat: 'New chat',
    send: 'Send',
    stop: 'Stop',
    jumpToLatest: 'Jump to latest',
    retry: 'Retry',
    copyCode: 'Copy code',
    copied: 'Copied',
  },
  yourData: {
    toggle: 'Your data',
    intro: (brand: SiteBrand) =>
      `${brand.name} keeps your conversations to answer you. You can take a copy with you or delete them at any time.`,
    downloadJson: 'Download my conversations (JSON)',
    downloadMarkdown: 'Download my conversations (Markdown)',
    delete: 'Delete my data',
    confirmQuestion: 'Delete your conversations and chat data from our servers? This cannot be undone.',
    confirmDelete: 'Yes, delete everything',
    cancel: 'Cancel',
    downloaded: 'Your conversations were downloaded.',
    deleted: 'Your data was deleted. You are now chatting as a new visitor.',
    failed: 'That did not work. Please try again in a moment.',
  },
  /** Booking a consultation in the chat (issue 49): the picker under the conversation and its confirmation. */
  booking: {
    heading: 'Book a free consultation',
    bookedHeading: 'Your consultation',
    intro: (minutes: number, timeZone: string) => `${minutes} minutes with our team. Times are shown in your time zone (${timeZone}).`,
    chooseTime: 'Choose a time',
    noTimes: 'No times are free right now. Please ask in the chat and we will find one.',
    emailLabel: 'Your e-mail for the invite',
    book: 'Book this time',
    timeMissing: 'Choose a time first.',
    /** No usable answer from chat-server (offline, timeout, an unexpected reply). */
    failed: 'The booking did not go through. Please try again in a moment.',
    booked: (when: string, email: string) => `Booked: ${when}. An invite is on its way to ${email}.`,
    downloadInvite: 'Download the invite (.ics)',
    inviteFileName: 'consultation.ics',
    inviteFailed: 'The invite could not be downloaded. Please try again in a moment.',
  },
  messageInputLabel: 'Message',
  conversationLabel: 'Conversation',
  table: {
    /** The name of a table that scrolls sideways: its headers tell one table from another. */
    scrollLabel: (headers: readonly string[]) => (headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table'),
    scrollHint: 'Scroll sideways to see the whole table.',
  },
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
