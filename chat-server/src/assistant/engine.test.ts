import { initialConversationState, type ConversationState } from './conversation.js';
import { analyzeUserMessage } from './engine.js';
import { chooseQuickReplies, MAX_QUICK_REPLIES, QUICK_REPLY_SETS } from './quick-replies.js';
import { readSignals } from './signals.js';

const NOW = 1_700_000_000_000;

function conversation(...messages: string[]): ConversationState {
  return messages.reduce((state, message, index) => analyzeUserMessage(state, message, NOW + index), initialConversationState('anon_x_abcdefghi', 'sess_1', NOW));
}

describe('message signals', () => {
  it.each(['in 3 weeks', 'within two months', 'about 10 days', 'asap', 'it is urgent', 'a rush job'])('detects the timeline words of SPEC §9 in "%s"', (text) => {
    expect(readSignals(text).timeline).not.toBeNull();
  });

  it('does not take the 4-day deployment for a visitor timeline', () => {
    expect(readSignals('What is included in the 4-day deployment?').timeline).toBeNull();
  });

  it('extracts technologies by their technology keys', () => {
    expect(readSignals('We use React with TypeScript, Node.js and Kafka, maybe Claude').technologies).toEqual(['anthropic', 'react', 'kafka', 'node', 'typescript']);
    expect(readSignals('react-spring animations and socket.io').technologies).toEqual(['reactSpring', 'socket']);
  });

  it('extracts an e-mail address and a phone number', () => {
    expect(readSignals('Reach me at jane.doe@clinic.example or +44 20 7946 0958')).toMatchObject({ email: 'jane.doe@clinic.example', phone: '+44 20 7946 0958', intent: 'contact_sharing' });
    expect(readSignals('1-3 months, 2025').phone).toBeNull();
  });

  it.each([
    ['Hello!', 'greeting'],
    ['How much does it cost?', 'pricing_inquiry'],
    ['Is it HIPAA compliant?', 'security_inquiry'],
    ['Which tech stack and database do you use?', 'technical_question'],
    ['We need it in 2 months', 'timeline_discussion'],
    ['Can we schedule a call?', 'consultation_request'],
    ['We want an online store', 'service_inquiry'],
  ])('"%s" has intent %s', (text, intent) => {
    expect(readSignals(text).intent).toBe(intent);
  });
});

describe('conversation analysis', () => {
  it('starts cold in the welcome phase', () => {
    const state = conversation('Hi');
    expect(state.context.conversationPhase).toBe('welcome');
    expect(state.qualification.stage).toBe('cold');
    expect(state.qualification.factors.engagementLevel).toBe(0.01);
  });

  it('accumulates needs, services, project type, requirements and extracted data', () => {
    const state = conversation('We are a clinic and need a HIPAA compliant chatbot for patient support on our own servers', 'React front end please, within 3 months');
    expect(state.context.projectType).toBe('chatbot');
    expect(state.context.mentionedServices).toEqual(expect.arrayContaining(['AI & Machine Learning']));
    expect(state.context.identifiedNeeds).toEqual(expect.arrayContaining(['customer support automation', 'data privacy & compliance', 'conversational assistant']));
    expect(state.context.technicalRequirements).toEqual(expect.arrayContaining(['HIPAA compliance', 'private deployment']));
    expect(state.extractedData).toEqual({ technologies: ['react'], timeline: '3 months' });
    expect(state.context.timeline).toBe('3 months');
  });

  it('scores with reading A across messages', () => {
    const state = conversation('Hello there, we are curious what your agency does exactly', 'Our budget is around $50k', 'We want to launch in 2 months');
    // clarity: 0.2 for the first message (over 50 characters), nothing known to describe → 4; budget 25; timeline 20; engagement 0.1 + 0.1 + 0.1 = 0.3 → 4.5
    expect(state.qualification.factors).toMatchObject({ projectClarity: 0.2, budgetIndicated: true, timelineMentioned: true, technicalDiscussion: false, engagementLevel: 0.3 });
    expect(state.qualification.score).toBe(Math.round(4 + 25 + 20 + 4.5));
    expect(state.qualification.stage).toBe('warm');
  });

  it('credits project clarity for a clearly described need (type, sector, need, stage, service)', () => {
    const long = 'We need an AI CRM for our wealth management firm to qualify leads from our website';
    const state = conversation(long, 'Our budget is around $50k', 'We want to launch in 2 months');
    // described: AI CRM, finance, lead management, AI service → 0.8, then +0.2 (SPEC) → 1 → 20; budget 25; timeline 20; engagement 0.3 → 4.5
    expect(state.qualification.factors).toMatchObject({ projectClarity: 1, budgetIndicated: true, timelineMentioned: true, technicalDiscussion: false, engagementLevel: 0.3 });
    expect(state.qualification.score).toBe(Math.round(20 + 25 + 20 + 4.5));
    expect(state.qualification.stage).toBe('hot');
    expect(state.context.conversationPhase).toBe('discovery');
  });

  it('becomes qualified when contact details are given', () => {
    const state = conversation('Please contact me at cto@bank.example');
    expect(state.qualification.factors.contactInfoProvided).toBe(true);
    expect(state.qualification.stage).toBe('qualified');
    expect(state.extractedData.email).toBe('cto@bank.example');
  });

  it('moves to technical_discussion on a technical question and to conversion above 75', () => {
    expect(conversation('Do you support Kafka?').context.conversationPhase).toBe('technical_discussion');
    const hot = conversation('We need an AI CRM for our insurance company, integrated with our systems', 'Budget is $100k', 'Go live in 6 weeks', 'We use Node.js', 'Call me at +1 415 555 0100');
    expect(hot.qualification.score).toBeGreaterThan(75);
    expect(hot.context.conversationPhase).toBe('conversion');
  });
});

describe('quick replies (SPEC §9 sets)', () => {
  const texts = (state: ConversationState) => chooseQuickReplies(state).map((reply) => reply.text);

  it('offers the service categories first', () => {
    expect(texts(conversation('Hi'))).toEqual(QUICK_REPLY_SETS.service.map((reply) => reply.text));
  });

  it('then the project stage, the timeline and the budget, never one already answered', () => {
    expect(texts(conversation('AI integration'))).toEqual(QUICK_REPLY_SETS.projectStage.map((reply) => reply.text));
    expect(texts(conversation('AI integration', 'Just a concept'))).toEqual(QUICK_REPLY_SETS.timeline.map((reply) => reply.text));
    expect(texts(conversation('AI integration', 'Just a concept', '1-3 months'))).toEqual(QUICK_REPLY_SETS.budget.map((reply) => reply.text));
  });

  it('offers next steps once the lead is hot, without e-mail once contact details are known', () => {
    const hot = conversation('AI integration', 'Just a concept', '1-3 months', 'Startup budget');
    expect(hot.qualification.score).toBeGreaterThanOrEqual(60);
    expect(texts(hot)).toEqual(QUICK_REPLY_SETS.nextSteps.map((reply) => reply.text));
    const withContact = analyzeUserMessage(hot, 'ana@fintech.example', NOW);
    expect(texts(withContact)).not.toContain('Email me the details');
  });

  it('sends at most 4, with priority, relevance and set fields', () => {
    const replies = chooseQuickReplies(conversation('Hi', 'AI integration', 'Just a concept'));
    expect(replies.length).toBeLessThanOrEqual(MAX_QUICK_REPLIES);
    expect(replies[0]).toMatchObject({ id: 'timeline-asap', category: 'timeline', urgency: 'high', priority: 1, contextRelevance: expect.any(Number) });
  });
});
