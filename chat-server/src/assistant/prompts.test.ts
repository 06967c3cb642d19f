import path from 'node:path';
import { initialConversationState, type ConversationState } from './conversation.js';
import { analyzeUserMessage } from './engine.js';
import { loadKnowledge } from './knowledge.js';
import { systemPromptFor } from './prompts.js';

const knowledge = loadKnowledge(path.resolve(__dirname, '../../knowledge/vaultline.json'));

function conversation(...messages: string[]): ConversationState {
  return messages.reduce(
    (state, message) => analyzeUserMessage(state, message, 0),
    initialConversationState('anon_x_abcdefghi', 'sess', 0),
  );
}

describe('system prompt of the remote models', () => {
  it('carries the passages retrieved for this message', () => {
    const prompt = systemPromptFor(conversation('Does OpenAI get to train on our customer conversations?'), knowledge);
    expect(prompt).toContain('Passages that answer this message:');
    expect(prompt).toContain('never used to train third-party models. Where a hosted model');
  });

  it('says when nothing matches, and carries the honest-fallback, hand-over and no-invention rules', () => {
    const prompt = systemPromptFor(conversation('Do you offer a free trial?'), knowledge);
    expect(prompt).toContain('No passage of the agency content matches this message with confidence.');
    expect(prompt).toContain('say plainly that you cannot confirm that here');
    expect(prompt).toContain('the chat is flagged for hand-over');
    expect(prompt).toMatch(/Never invent prices, certifications \(SOC 2/);
  });

  it('lists what is already known so the model does not ask again, and the one topic it may ask about', () => {
    const prompt = systemPromptFor(conversation('We are a bank and need a chatbot, live in 2 months. Budget not sure yet.'), knowledge);
    expect(prompt).toMatch(
      /Known about the visitor: .*project type: chatbot.*sector: finance.*timeline: 2 months \(planned\).*budget: not known yet \(do not ask again\)/,
    );
    expect(prompt).toContain('you may ask ONE question, about where the project stands today');
  });

  it('tells the model when the visitor is not a lead and when a person was asked for', () => {
    expect(systemPromptFor(conversation('Are you hiring? I want a developer job.'), knowledge)).toMatch(
      /not a sales lead \(Job seeker: pointed to careers\)/,
    );
    expect(systemPromptFor(conversation('can I talk to a human?'), knowledge)).toContain(
      'The visitor asked for a person: the chat is flagged for hand-over.',
    );
  });

  it('states the retention the server applies', () => {
    expect(systemPromptFor(conversation('Hi'), knowledge)).toContain(`Data retention on this site: ${knowledge.retentionDays} days`);
  });

  it('tells the model whether the team can join, once the visitor asked for a person', () => {
    const asked = conversation('We need a customer portal for our brokers.', 'Can I talk to a person from your team?');
    const offline = systemPromptFor(asked, knowledge, {
      status: 'offline',
      reopens: { day: 0, minutes: 540 },
      timeZone: 'Europe/Zurich',
    });
    expect(offline).toContain('If they ask for a human: say what the team availability below says, nothing more.');
    expect(offline).toContain('Team availability: The team is offline until Monday 09:00 (Zurich time)');
    expect(offline).toContain('Never promise that someone joins now.');
    expect(systemPromptFor(asked, knowledge, { status: 'joining' })).toContain('A person from the team is online and has been alerted');
    // Before anyone asks, the prompt carries no availability.
    expect(systemPromptFor(conversation('Hello'), knowledge, { status: 'joining' })).not.toContain('Team availability');
  });

  it('tells the model when the consultation’s free times are shown under its reply', () => {
    const asked = conversation('Can we book a call?');
    expect(systemPromptFor(asked, knowledge, undefined, true)).toContain('the visitor picks a time there');
    expect(systemPromptFor(asked, knowledge)).not.toContain('Book a free consultation');
  });
});
