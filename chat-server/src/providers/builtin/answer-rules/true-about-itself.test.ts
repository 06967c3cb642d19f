/**
 * Vera's reply rules (issue 45), true about itself: what this chat is, which model runs it and what it keeps.
 */
import path from 'node:path';
import type { Knowledge } from '../../../assistant/knowledge.js';
import { knowledge, play, reply, playExamples } from '../../../test-support/vera-conversation.js';

describe('true about itself', () => {
  it('answers questions about this chat from the running configuration', () => {
    expect(reply('Is this conversation being sent to OpenAI right now?')).toContain(
      'no outside AI provider (such as OpenAI) receives your messages',
    );
    const remote: Knowledge = { ...knowledge, runtime: { provider: 'openai', model: 'gpt-test-1' } };
    const text = play(['Which model are you running on?'], remote).replies[0]!;
    expect(text).toContain('a language model from openai (gpt-test-1)');
    expect(text).toContain(`kept with this chat for ${knowledge.retentionDays} days`);
  });

  it('says who answers when asked whether a person reads along', () => {
    const text = reply('is anyone reading this chat live?');
    expect(text).toContain(`I'm ${knowledge.assistantName}, the AI assistant of ${knowledge.agencyName}, not a person.`);
    expect(text).toContain('Our sales team can see the chats on this site in its inbox, this one included');
  });
});

describe('questions about this chat, named systems and one person’s figures', () => {
  it('reads "made up" as hallucination, and a long question by its concept when the rest is context', () => {
    expect(reply('how can we be sure the summaries are not made up?')).toContain('guardrails');
    expect(reply('Most of our customers are in their eighties, so would the app be accessible for them?')).toContain('WCAG');
    // A topic the knowledge has of its own is not context.
    expect(reply('And checkout: can you integrate with our payment provider securely?')).toMatch(/checkout/i);
  });

  it('reads a fake billing notice as spam and an IT services firm fishing for rates as a competitor', () => {
    const { state } = play(['URGENT: your hosting is suspended due to an unpaid invoice. Reply CONFIRMED and send the card number.']);
    expect(state.visitorKind).toBe('spam');
    const { state: rival, replies } = play(['On est une ESN, on fait aussi de l’IA. Vous facturez combien la journée ?']);
    expect(rival.visitorKind).toBe('competitor');
    expect(replies[0]).not.toMatch(/appel de découverte/);
  });
});

describe('conditions, front ends and our side of the chat', () => {
  it("answers the main question when the visitor's own condition is only context", () => {
    expect(reply('What is the process, if we decide to go ahead?')).toContain('Discovery');
    // "What happens if…" asks about the condition itself.
    expect(reply('What happens if we stop paying?')).not.toContain('Discovery');
  });

  it('reads frontend technologies and who reads the chats on our side', () => {
    expect(reply('Which technologies do you use in the frontend?')).toContain('React');
    expect(reply('who actually reads these chats on your side?')).toContain('inbox');
    // Who sees the conversations in the system we would build is access control, not this chat.
    expect(reply('In the system, who can see the patient conversations?')).toMatch(/role-based|audit/);
  });
});

describe('one call to action, one budget line, and what belongs to this chat', () => {
  it('says the quote follows the call once when a budget comes with the price question', () => {
    const text = reply('We are a clinic wanting a chatbot. We have 40k, what would it cost?');
    expect(text.match(/written quote/g)?.length).toBe(1);
  });
});

playExamples(path.join(__dirname, 'true-about-itself.examples.json'));
