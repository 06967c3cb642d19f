import path from 'node:path';
import { initialConversationState, type ConversationState } from '../../assistant/conversation.js';
import { analyzeUserMessage } from '../../assistant/engine.js';
import { loadKnowledge } from '../../assistant/knowledge.js';
import type { HistoryEntry } from '../provider.js';
import { chunkText } from './builtin-provider.js';
import { composeReply } from './compose-reply.js';

const knowledge = loadKnowledge(path.resolve(__dirname, '../../../knowledge/vaultline.json'));

/** Plays a conversation through the engine and the builtin, returning every reply. */
function play(...messages: string[]): { replies: string[]; state: ConversationState } {
  let state = initialConversationState('anon_x_abcdefghi', 'sess', 0);
  const history: HistoryEntry[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    state = analyzeUserMessage(state, message, 0);
    history.push({ role: 'user', content: message });
    const { text } = composeReply(knowledge, state, history);
    history.push({ role: 'assistant', content: text });
    replies.push(text);
  }
  return { replies, state };
}

const questionCount = (text: string) => text.split('\n\n').filter((paragraph) => paragraph.includes('?')).length;

describe('builtin sales assistant', () => {
  it('greets as the assistant named in the knowledge file and asks what to build', () => {
    const [reply] = play('Hello').replies;
    expect(reply).toContain(`I'm ${knowledge.assistantName}, the AI assistant of ${knowledge.agencyName}`);
    expect(reply).toMatch(/What would you like to build: .*\?/);
  });

  it('lays out the three packages as a markdown table, marks the popular one, and quotes no price', () => {
    const [reply] = play('What AI CRM packages do you have?').replies;
    expect(reply).toContain('| Package | Best for | What you get |');
    for (const pack of knowledge.packages) expect(reply).toContain(pack.name);
    expect(reply).toContain('**Professional AI CRM** (Most Popular)');
    expect(reply).not.toMatch(/[$€£]\s?\d/);
    expect(reply).toContain('**4 days**');
  });

  it('answers pricing without prices and explains why', () => {
    const [reply] = play('How much does it cost?').replies;
    expect(reply).toContain(knowledge.pricingNote);
    expect(reply).not.toMatch(/[$€£]\s?\d/);
  });

  it('explains security and privacy from the knowledge file', () => {
    const [reply] = play('Is our patient data secure? We need HIPAA.').replies;
    for (const point of knowledge.security) expect(reply).toContain(point);
    expect(reply).not.toMatch(/^(?:thanks|great|good to know)/i);
  });

  it('walks through the 4-day deployment and the process as numbered lists', () => {
    const [deployment] = play('How fast can you deploy?').replies;
    expect(deployment).toContain('1. Day 1');
    const [process] = play('What is your process?').replies;
    expect(process).toContain('1. **Discovery**');
  });

  it('asks one discovery question at a time, in order: project, stage, timeline, budget, then proposes the call', () => {
    const { replies } = play('Hi', 'We need a chatbot for our bank', 'Just a concept', 'In 2 months', 'Startup budget');
    expect(replies.slice(0, 4).map(questionCount)).toEqual([1, 1, 1, 1]);
    expect(replies[1]).toMatch(/Where does the project stand today/);
    expect(replies[2]).toMatch(/What timeline/);
    expect(replies[3]).toMatch(/budget range/);
    expect(replies[4]).toMatch(/free consultation/);
    expect(replies[4]).not.toMatch(/budget range|timeline do you/);
  });

  it('never asks the same topic twice in a row: a skipped question lets the visitor lead, then comes back worded differently', () => {
    const { replies } = play('Hi', 'just looking around', 'not sure yet');
    expect(replies[0]).toContain('What would you like to build');
    expect(replies[1]).not.toContain('?');
    expect(replies[2]).toMatch(/project/);
    expect(replies[2]).not.toContain('What would you like to build');
  });

  it('proposes the consultation when the lead is hot, and confirms contact details when given', () => {
    const { replies, state } = play('We need an AI CRM for our insurance company', 'Budget is $80k', 'Go live in 6 weeks', 'jane@insure.example');
    expect(replies[2]).toMatch(/free consultation/);
    expect(replies[3]).toContain('**jane@insure.example**');
    expect(replies[3]).toContain(knowledge.responseTime);
    expect(state.qualification.stage).toBe('qualified');
  });

  it('recommends the package that fits the budget the visitor chose', () => {
    const { replies } = play('AI integration', 'Planning phase', '3-6 months', 'Startup budget');
    expect(replies[3]).toContain('With a startup budget, most clients choose the **Starter AI CRM**');
    expect(replies[2]).toContain('That timeline works well');
  });

  it('answers the next step the visitor chose, using their contact details when known', () => {
    const { replies } = play('We need an AI CRM', 'Schedule a call', 'ops@lender.example', 'Request a proposal');
    expect(replies[1]).toBe("Let's book your free consultation. What is the best e-mail address or phone number to reach you?");
    expect(replies[3]).toContain("We'll prepare a written proposal (scope, architecture and timeline) and send it to **ops@lender.example**.");
  });

  it('answers requirements stated in passing, not only questions', () => {
    const [, reply] = play('AI integration', 'It has to run on our own servers').replies;
    expect(reply).toContain('on your own servers on-premise');
  });

  it('varies with the conversation: an answer already given in full gets a short reminder', () => {
    const { replies } = play('Tell me about your security', 'And again, how is security handled?');
    expect(replies[0]).toContain(knowledge.security[0]);
    expect(replies[1]).toContain('As I mentioned: private deployments');
    expect(replies[1]).not.toContain(`- ${knowledge.security[0]}`);
  });

  it('streams chunks that join back to the exact text', () => {
    const text = play('What services do you offer?').replies[0]!;
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join('')).toBe(text);
  });
});
