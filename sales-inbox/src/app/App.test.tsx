import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationDetail, ConversationSummary, InboxAlert, StaffSession } from '@agency/chat-protocol/inbox';
import type { AlertSignals, NotificationAccess } from '../alerts/alert-signals';
import { type InboxApi, InboxApiError } from '../api/inbox-api';
import type { InboxConnection, InboxListeners } from '../live/inbox-connection';
import { InMemoryAdminApi } from '../test-support/in-memory-admin-api';
import { ADA, GRACE } from '../test-support/staff';
import { App } from './App';

const PASSWORD = 'correct horse battery staple';
const ADA_SESSION: StaffSession = { user: ADA, csrfToken: 'token' };

/** chat-server's inbox API as the app sees it: one account, sessions in memory. */
class InMemoryInboxApi extends InMemoryAdminApi implements InboxApi {
  session: StaffSession | null = null;
  constructor(readonly account: StaffSession = ADA_SESSION) {
    super(
      account.user,
      [ADA, GRACE].filter((user) => user.staffId !== account.user.staffId),
    );
  }
  currentSession = async () => this.session;
  signIn = async (email: string, password: string) => {
    if (email !== this.account.user.email || password !== PASSWORD)
      throw new InboxApiError(401, 'The e-mail or the password is not right.');
    this.session = this.account;
    return this.account;
  };
  signOut = async () => {
    this.session = null;
  };
  signOutEverywhere = this.signOut;
}

/** The `/inbox` namespace as the app sees it: the test pushes what chat-server would. */
class LiveInbox {
  listeners: InboxListeners | undefined;
  details = new Map<string, ConversationDetail>();
  opened: string[] = [];
  sent: Array<[string, string]> = [];
  typing: boolean[] = [];
  connect = (listeners: InboxListeners): InboxConnection => {
    this.listeners = listeners;
    /** Sets who holds a conversation, as chat-server answers a take over or a hand back. */
    const hold = (conversationId: string, heldBy: ConversationSummary['heldBy']) => {
      const detail = this.details.get(conversationId)!;
      const current = detail.summary.heldBy;
      if (heldBy && current && current.staffId !== heldBy.staffId)
        throw new Error(`${current.name} is already answering this conversation.`);
      const next = { ...detail, summary: { ...detail.summary, heldBy, group: heldBy ? ('with_person' as const) : ('qualified' as const) } };
      this.details.set(conversationId, next);
      return next;
    };
    return {
      takeOver: async (conversationId) => hold(conversationId, { staffId: ADA.staffId, name: ADA.displayName }),
      handBack: async (conversationId) => hold(conversationId, null),
      sendMessage: async (conversationId, content) => {
        this.sent.push([conversationId, content]);
      },
      setTyping: (_conversationId, typing) => {
        this.typing.push(typing);
      },
      open: async (conversationId) => {
        this.opened.push(conversationId);
        const detail = this.details.get(conversationId);
        if (!detail) throw new Error('No such conversation.');
        return detail;
      },
      close: () => undefined,
      disconnect: () => {
        this.listeners = undefined;
      },
    };
  };
  push(action: (listeners: InboxListeners) => void) {
    act(() => action(this.listeners!));
  }
}

function summary(conversationId: string, facts: Partial<ConversationSummary>): ConversationSummary {
  return {
    conversationId,
    group: 'new',
    heldBy: null,
    preview: '',
    previewRole: 'user',
    leadStage: 'cold',
    leadScore: 10,
    updatedAt: 1_700_000_000_000,
    ...facts,
  };
}

const BANK = summary('anon_bank~chat1', {
  group: 'qualified',
  leadStage: 'qualified',
  leadScore: 85,
  preview: 'We need a customer portal',
});
const SHOP = summary('anon_shop~chat1', { group: 'new', leadStage: 'warm', leadScore: 40, preview: 'How much is a shop?' });
const HUMAN = summary('anon_human~chat1', { group: 'handover', leadStage: 'cold', leadScore: 20, preview: 'Can I talk to a human?' });

const BANK_DETAIL: ConversationDetail = {
  summary: BANK,
  messages: [
    { messageId: 'm1', role: 'user', content: 'We need a customer portal', timestamp: 1 },
    { messageId: 'm2', role: 'assistant', content: 'Tell me about your users.', timestamp: 2 },
  ],
  lead: {
    score: 85,
    stage: 'qualified',
    phase: 'conversion',
    needs: ['customer portal'],
    services: ['Web development'],
    timeline: '3 months',
    budget: 'business',
    name: null,
    companyName: null,
    email: 'cto@bank.example',
    phone: null,
    recommendedActions: ['Schedule consultation call immediately'],
    handoverRequested: false,
  },
};

/** The browser's tone and notifications, recorded: jsdom has neither Web Audio nor Notification. */
class RecordedSignals implements AlertSignals {
  sounds = 0;
  notified: InboxAlert[] = [];
  access: NotificationAccess = 'default';
  requests = 0;
  muted = false;
  playSound = () => {
    this.sounds += 1;
  };
  notificationAccess = () => this.access;
  requestNotifications = async () => {
    this.requests += 1;
    this.access = 'granted';
    return this.access;
  };
  notify = (alert: InboxAlert) => {
    if (this.access === 'granted') this.notified.push(alert);
  };
  loadMuted = () => this.muted;
  saveMuted = (muted: boolean) => {
    this.muted = muted;
  };
}

async function signedIn(signals?: AlertSignals, account: StaffSession = ADA_SESSION) {
  const api = new InMemoryInboxApi(account);
  api.session = account;
  const live = new LiveInbox();
  live.details.set(BANK.conversationId, BANK_DETAIL);
  render(<App api={api} connect={live.connect} signals={signals} />);
  await screen.findByRole('heading', { level: 1, name: 'Sales inbox' });
  live.push((listeners) => listeners.onList([SHOP, BANK, HUMAN]));
  return { api, live };
}

function conversationButtons() {
  return within(screen.getByRole('navigation', { name: 'Conversations' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('button'));
}

describe('signing in', () => {
  it('shows the refusal, then opens the inbox with the focus on its heading', async () => {
    const user = userEvent.setup();
    render(<App api={new InMemoryInboxApi()} connect={new LiveInbox().connect} />);
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or the password is not right.');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sales inbox' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Signed in as Ada (admin)')).toBeInTheDocument();
  });

  it('signs out back to the sign-in form', async () => {
    const user = userEvent.setup();
    await signedIn();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('the conversation list', () => {
  it('lists what needs a person first, then by stage and score', async () => {
    await signedIn();
    expect(conversationButtons().map((button) => button.textContent)).toEqual([
      expect.stringContaining('Can I talk to a human?'),
      expect.stringContaining('We need a customer portal'),
      expect.stringContaining('How much is a shop?'),
    ]);
    expect(conversationButtons()[1]).toHaveTextContent('qualified, score 85');
  });

  it('filters by group, with the count of each', async () => {
    const user = userEvent.setup();
    await signedIn();
    await user.click(screen.getByRole('button', { name: 'Qualified (1)' }));
    expect(screen.getByRole('button', { name: 'Qualified (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(conversationButtons()).toHaveLength(1);
    expect(conversationButtons()[0]).toHaveTextContent('We need a customer portal');
    await user.click(screen.getByRole('button', { name: 'Closed (0)' }));
    expect(screen.getByText('No conversations here yet.')).toBeInTheDocument();
  });

  it('moves a conversation when chat-server pushes its change', async () => {
    const { live } = await signedIn();
    live.push((listeners) => listeners.onConversation({ ...SHOP, group: 'handover', preview: 'A person, please' }));
    expect(conversationButtons()[0]).toHaveTextContent('A person, please');
    expect(screen.getByRole('button', { name: 'Hand-over requested (2)' })).toBeInTheDocument();
  });
});

describe('a conversation', () => {
  it('shows the transcript and the lead, takes the focus, and grows as the visitor writes', async () => {
    const user = userEvent.setup();
    const { live } = await signedIn();
    await user.click(conversationButtons()[1]!);
    const heading = await screen.findByRole('heading', { level: 2, name: `Conversation ${BANK.conversationId}` });
    expect(heading).toHaveFocus();
    expect(conversationButtons()[1]).toHaveAttribute('aria-current', 'true');

    const log = screen.getByRole('log', { name: 'Transcript' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('We need a customer portal'), expect.stringContaining('Tell me about your users.')]);
    expect(screen.getByText('Score').nextElementSibling).toHaveTextContent('85');
    expect(screen.getByText('E-mail').nextElementSibling).toHaveTextContent('cto@bank.example');
    expect(screen.getByText('Recommended action').nextElementSibling).toHaveTextContent('Schedule consultation call immediately');

    live.push((listeners) =>
      listeners.onTranscript({
        ...BANK_DETAIL,
        messages: [...BANK_DETAIL.messages, { messageId: 'm3', role: 'user', content: 'Around 80k', timestamp: 3 }],
      }),
    );
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(within(log).getByText('Around 80k')).toBeInTheDocument();
  });

  it('says so when the session ends while the inbox is open', async () => {
    const { live } = await signedIn();
    live.push((listeners) => listeners.onEnded('The session ended.'));
    expect(screen.getByRole('alert')).toHaveTextContent('The session ended.');
  });
});

describe('taking a conversation over', () => {
  async function openBank(heldBy: ConversationSummary['heldBy'] = null) {
    const user = userEvent.setup();
    const { live } = await signedIn();
    live.details.set(BANK.conversationId, { ...BANK_DETAIL, summary: { ...BANK, heldBy } });
    await user.click(conversationButtons()[1]!);
    await screen.findByRole('heading', { level: 2, name: `Conversation ${BANK.conversationId}` });
    return { user, live };
  }

  it('takes over, writes to the visitor with Enter while typing is signalled, and hands back to Vera', async () => {
    const { user, live } = await openBank();
    expect(screen.getByRole('status')).toHaveTextContent('Vera is answering.');
    expect(screen.queryByRole('textbox', { name: 'Message to the visitor' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take over' }));
    const composer = await screen.findByRole('textbox', { name: 'Message to the visitor' });
    expect(composer).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('You are answering the visitor.');
    expect(screen.queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();

    await user.type(composer, 'Hello, I am Ada.{Shift>}{Enter}{/Shift}How can I help?{Enter}');
    expect(live.sent).toEqual([[BANK.conversationId, 'Hello, I am Ada.\nHow can I help?']]);
    expect(composer).toHaveValue('');
    // Many keystrokes, one "typing" (throttled), then "stopped" when the message went.
    expect(live.typing).toEqual([true, false]);

    await user.click(screen.getByRole('button', { name: 'Hand back to Vera' }));
    expect(await screen.findByRole('button', { name: 'Take over' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Message to the visitor' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Vera is answering.');
  });

  it('shows who holds a conversation someone else answers, without a composer', async () => {
    await openBank({ staffId: 'staff_grace', name: 'Grace' });
    expect(screen.getByRole('status')).toHaveTextContent('Held by Grace');
    expect(screen.queryByRole('textbox', { name: 'Message to the visitor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take over' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hand back to Vera' })).not.toBeInTheDocument();
  });

  it('says why a take over was refused, and updates when the holder is pushed', async () => {
    const { user, live } = await openBank();
    // Grace took it a moment earlier, on another node: the answer says so.
    live.details.set(BANK.conversationId, { ...BANK_DETAIL, summary: { ...BANK, heldBy: { staffId: 'staff_grace', name: 'Grace' } } });
    await user.click(screen.getByRole('button', { name: 'Take over' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Grace is already answering this conversation.');
    live.push((listeners) => listeners.onTranscript(live.details.get(BANK.conversationId)!));
    expect(screen.getByRole('status')).toHaveTextContent('Held by Grace');
  });

  it("shows a person's messages in the transcript under their name", async () => {
    const { live } = await openBank({ staffId: ADA.staffId, name: 'Ada' });
    live.push((listeners) =>
      listeners.onTranscript({
        ...BANK_DETAIL,
        summary: { ...BANK, heldBy: { staffId: ADA.staffId, name: 'Ada' } },
        messages: [
          ...BANK_DETAIL.messages,
          {
            messageId: 'm3',
            role: 'assistant',
            content: 'Hi, Ada here.',
            timestamp: 3,
            author: { kind: 'person', name: 'Ada', initial: 'A' },
          },
        ],
      }),
    );
    const log = screen.getByRole('log', { name: 'Transcript' });
    expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent(/^Ada \(team\).*Hi, Ada here\./);
  });
});

describe('alerts', () => {
  const handover: InboxAlert = {
    kind: 'handover',
    conversationId: HUMAN.conversationId,
    title: 'A visitor asks for a person (cold lead, score 20)',
    at: 1_700_000_000_000,
  };
  const qualified: InboxAlert = {
    kind: 'qualified',
    conversationId: BANK.conversationId,
    title: 'A lead is qualified (qualified lead, score 85)',
    at: 1_700_000_060_000,
  };

  it('announces each alert in a live list, newest first, with a tone, and opens its conversation', async () => {
    const signals = new RecordedSignals();
    const { live } = await signedIn(signals);
    const log = screen.getByRole('log', { name: 'Alerts as they arrive' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('No alerts yet.')).toBeInTheDocument();

    live.push((listeners) => listeners.onAlert(handover));
    live.push((listeners) => listeners.onAlert(qualified));

    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('A lead is qualified (qualified lead, score 85)'),
      expect.stringContaining('A visitor asks for a person (cold lead, score 20)'),
    ]);
    expect(signals.sounds).toBe(2);

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Open' }));
    expect(live.opened).toEqual([BANK.conversationId]);

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: A visitor asks for a person (cold lead, score 20)' }));
    expect(within(log).getAllByRole('listitem')).toHaveLength(1);
  });

  it('plays no tone while muted, and remembers the choice', async () => {
    const signals = new RecordedSignals();
    const { live } = await signedIn(signals);
    const mute = screen.getByRole('button', { name: 'Mute alert sound' });
    expect(mute).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(signals.muted).toBe(true);
    live.push((listeners) => listeners.onAlert(handover));
    expect(screen.getByRole('log')).toHaveTextContent('A visitor asks for a person');
    expect(signals.sounds).toBe(0);

    await userEvent.click(mute);
    live.push((listeners) => listeners.onAlert(qualified));
    expect(signals.sounds).toBe(1);
  });

  it('asks for notification permission only when the person clicks, then notifies', async () => {
    const signals = new RecordedSignals();
    const { live } = await signedIn(signals);
    expect(signals.requests).toBe(0);
    live.push((listeners) => listeners.onAlert(handover));
    expect(signals.notified).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Turn on browser notifications' }));
    expect(signals.requests).toBe(1);
    expect(await screen.findByText('Browser notifications are on.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on browser notifications' })).not.toBeInTheDocument();

    live.push((listeners) => listeners.onAlert(qualified));
    expect(signals.notified).toEqual([qualified]);
  });

  it('opens the conversation an alert e-mail links to', async () => {
    window.history.pushState({}, '', `/?conversation=${encodeURIComponent(BANK.conversationId)}`);
    try {
      const { live } = await signedIn(new RecordedSignals());
      expect(live.opened).toEqual([BANK.conversationId]);
      expect(await screen.findByText('Tell me about your users.')).toBeInTheDocument();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });

  it('says when the browser blocks notifications', async () => {
    const signals = new RecordedSignals();
    signals.access = 'denied';
    await signedIn(signals);
    expect(screen.getByText('Browser notifications are blocked in this browser’s site settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on browser notifications' })).not.toBeInTheDocument();
  });
});

describe('admin screens', () => {
  const inboxNav = () => screen.getByRole('navigation', { name: 'Inbox' });

  it('lets an admin move between the conversations, the team and the audit log', async () => {
    const user = userEvent.setup();
    const { api } = await signedIn();
    expect(within(inboxNav()).getByRole('button', { name: 'Conversations' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(inboxNav()).getByRole('button', { name: 'Team' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Team' })).toHaveFocus();
    expect(within(inboxNav()).getByRole('button', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
    expect(within(inboxNav()).getByRole('button', { name: 'Conversations' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('row', { name: /^Grace/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disable Grace' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Grace is disabled');

    await user.click(within(inboxNav()).getByRole('button', { name: 'Audit log' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Audit log' })).toHaveFocus();
    expect(await screen.findByRole('cell', { name: 'Disabled a member' })).toBeInTheDocument();
    expect(api.audit).toHaveLength(1);

    await user.click(within(inboxNav()).getByRole('button', { name: 'Conversations' }));
    expect(conversationButtons()).toHaveLength(3);
  });

  it('goes back to the conversation when an alert is opened from another screen', async () => {
    const user = userEvent.setup();
    const { live } = await signedIn(new RecordedSignals());
    await user.click(within(inboxNav()).getByRole('button', { name: 'Audit log' }));
    live.push((listeners) =>
      listeners.onAlert({ kind: 'qualified', conversationId: BANK.conversationId, title: 'A lead is qualified', at: 1 }),
    );
    await user.click(within(screen.getByRole('log', { name: 'Alerts as they arrive' })).getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 2, name: `Conversation ${BANK.conversationId}` })).toBeInTheDocument();
    expect(within(inboxNav()).getByRole('button', { name: 'Conversations' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an agent neither the team nor the audit log', async () => {
    await signedIn(undefined, { user: GRACE, csrfToken: 'token' });
    expect(screen.getByText('Signed in as Grace (agent)')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Inbox' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Team|Audit log/)).not.toBeInTheDocument();
    expect(conversationButtons()).toHaveLength(3);
  });
});
