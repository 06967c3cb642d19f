import { initialConversationState, type ConversationState } from './conversation.js';
import { analyzeUserMessage, isSalesLead } from './engine.js';
import { chooseQuickReplies, MAX_QUICK_REPLIES, QUICK_REPLY_SETS } from './quick-replies.js';
import { readSignals } from './signals.js';

const NOW = 1_700_000_000_000;

function conversation(...messages: string[]): ConversationState {
  return messages.reduce(
    (state, message, index) => analyzeUserMessage(state, message, NOW + index),
    initialConversationState('anon_x_abcdefghi', 'sess_1', NOW),
  );
}

describe('message signals', () => {
  it.each(['in 3 weeks', 'within two months', 'about 10 days', 'asap', 'it is urgent', 'a rush job'])(
    'detects the timeline words of docs/product-rules.md §9 in "%s"',
    (text) => {
      expect(readSignals(text).timeline).not.toBeNull();
    },
  );

  it('does not take the 4-day deployment for a visitor timeline', () => {
    expect(readSignals('What is included in the 4-day deployment?').timeline).toBeNull();
  });

  it('extracts technologies by their technology keys', () => {
    expect(readSignals('We use React with TypeScript, Node.js and Kafka, maybe Claude').technologies).toEqual([
      'anthropic',
      'react',
      'kafka',
      'node',
      'typescript',
    ]);
    expect(readSignals('react-spring animations and socket.io').technologies).toEqual(['reactSpring', 'socket']);
  });

  it('extracts an e-mail address and a phone number', () => {
    expect(readSignals('Reach me at jane.doe@clinic.example or +44 20 7946 0958')).toMatchObject({
      email: 'jane.doe@clinic.example',
      phone: '+44 20 7946 0958',
      intent: 'contact_sharing',
    });
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
    const state = conversation(
      'We are a clinic and need a HIPAA compliant chatbot for patient support on our own servers',
      'React front end please, within 3 months',
    );
    expect(state.context.projectType).toBe('chatbot');
    expect(state.context.mentionedServices).toEqual(expect.arrayContaining(['AI & Machine Learning']));
    expect(state.context.identifiedNeeds).toEqual(
      expect.arrayContaining(['customer support automation', 'data privacy & compliance', 'conversational assistant']),
    );
    expect(state.context.technicalRequirements).toEqual(expect.arrayContaining(['HIPAA compliance', 'private deployment']));
    expect(state.extractedData).toEqual({ technologies: ['react'], timeline: '3 months' });
    expect(state.context.timeline).toBe('3 months');
  });

  /** The other factors of three messages: a need, then a budget, then a timeline. */
  const BUDGET_AND_TIMELINE_GIVEN = { budgetIndicated: true, timelineMentioned: true, technicalDiscussion: false, engagementLevel: 0.3 };

  it('scores with reading A across messages', () => {
    const state = conversation(
      'Hello there, we are curious what your agency does exactly',
      'Our budget is around $50k',
      'We want to launch in 2 months',
    );
    // clarity: 0.2 for the first message (over 50 characters), nothing known to describe → 4; budget 25; timeline 20; engagement 0.1 + 0.1 + 0.1 = 0.3 → 4.5
    expect(state.qualification.factors).toMatchObject({ projectClarity: 0.2, ...BUDGET_AND_TIMELINE_GIVEN });
    expect(state.qualification.score).toBe(Math.round(4 + 25 + 20 + 4.5));
    expect(state.qualification.stage).toBe('warm');
  });

  it('grows project clarity by 0.2 a message, however much the first message describes (docs/product-rules.md §9)', () => {
    const long = 'We need an AI CRM for our wealth management firm to qualify leads from our website';
    const state = conversation(long, 'Our budget is around $50k', 'We want to launch in 2 months');
    // clarity: 0.2 for the project type, then 0.2 for each later message that keeps it → 0.6 → 12; budget 25; timeline 20; engagement 0.3 → 4.5
    expect(state.qualification.factors).toMatchObject({ projectClarity: 0.6, ...BUDGET_AND_TIMELINE_GIVEN });
    expect(state.qualification.score).toBe(Math.round(12 + 25 + 20 + 4.5));
    expect(state.qualification.stage).toBe('hot');
  });

  it('becomes qualified when contact details are given', () => {
    const state = conversation('Please contact me at cto@bank.example');
    expect(state.qualification.factors.contactInfoProvided).toBe(true);
    expect(state.qualification.stage).toBe('qualified');
    expect(state.extractedData.email).toBe('cto@bank.example');
  });

  it('moves to technical_discussion on a technical question and to conversion above 75', () => {
    expect(conversation('Do you support Kafka?').context.conversationPhase).toBe('technical_discussion');
    const hot = conversation(
      'We need an AI CRM for our insurance company, integrated with our systems',
      'Budget is $100k',
      'Go live in 6 weeks',
      'We use Node.js',
      'Call me at +1 415 555 0100',
    );
    expect(hot.qualification.score).toBeGreaterThan(75);
    expect(hot.context.conversationPhase).toBe('conversion');
  });
});

describe('quick replies (docs/product-rules.md §9 sets)', () => {
  const texts = (state: ConversationState) => chooseQuickReplies(state).map((reply) => reply.text);

  it('offers the service categories first', () => {
    expect(texts(conversation('Hi'))).toEqual(QUICK_REPLY_SETS.service.map((reply) => reply.text));
  });

  it('then the project stage, the timeline and the budget, never one already answered', () => {
    expect(texts(conversation('AI integration'))).toEqual(QUICK_REPLY_SETS.projectStage.map((reply) => reply.text));
    expect(texts(conversation('AI integration', 'Just a concept'))).toEqual(QUICK_REPLY_SETS.timeline.map((reply) => reply.text));
    expect(texts(conversation('AI integration', 'Just a concept', '1-3 months'))).toEqual(
      QUICK_REPLY_SETS.budget.map((reply) => reply.text),
    );
  });

  it('offers next steps once the lead is hot, without e-mail or a call to set up once contact details are known', () => {
    const hot = conversation('AI integration', 'Just a concept', '1-3 months', 'Startup budget');
    expect(hot.qualification.score).toBeGreaterThanOrEqual(60);
    expect(texts(hot)).toEqual(QUICK_REPLY_SETS.nextSteps.map((reply) => reply.text));
    const withContact = analyzeUserMessage(hot, 'ana@fintech.example', NOW);
    expect(texts(withContact)).toEqual(['Request a proposal', 'Keep chatting']);
  });

  it('offers next steps, not project topics nobody asked about, once contact details are given', () => {
    const withContact = conversation('Hi', 'Send the details to ana@bank.example');
    expect(texts(withContact)).toEqual(['Request a proposal', 'Keep chatting']);
  });

  it('sends at most 4, with priority, relevance and set fields', () => {
    const replies = chooseQuickReplies(conversation('Hi', 'AI integration', 'Just a concept'));
    expect(replies.length).toBeLessThanOrEqual(MAX_QUICK_REPLIES);
    expect(replies[0]).toMatchObject({
      id: 'timeline-asap',
      category: 'timeline',
      urgency: 'high',
      priority: 1,
      contextRelevance: expect.any(Number),
    });
  });
});

describe('who is writing (non-prospects are not leads)', () => {
  it('keeps a job seeker who leaves an e-mail cold, not a lead, with the reason recorded and no contact kept', () => {
    const state = conversation(
      "Hi! I'm a student, are you hiring? I'd love a junior developer job. My email is tom.student@uni-mail.example",
    );
    expect(state.visitorKind).toBe('job_seeker');
    expect(state.notALeadReason).toMatch(/job seeker/i);
    expect(state.qualification).toMatchObject({ score: 0, stage: 'cold' });
    expect(state.qualification.factors.contactInfoProvided).toBe(false);
    expect(state.extractedData.email).toBeUndefined();
    expect(isSalesLead(state)).toBe(false);
    expect(chooseQuickReplies(state)).toEqual([]);
  });

  it('keeps a backlink spammer cold even with contact details and a call request', () => {
    const state = conversation('We offer high quality backlinks to boost your SEO ranking. Can we schedule a call? seo@linkmail.example');
    expect(state).toMatchObject({ visitorKind: 'vendor', qualification: { stage: 'cold' } });
    expect(isSalesLead(state)).toBe(false);
  });

  it('stays a non-prospect for the rest of the chat', () => {
    const state = conversation('Are you hiring?', 'We need a chatbot, budget 50k, in 2 months');
    expect(state.visitorKind).toBe('job_seeker');
    expect(state.qualification.stage).toBe('cold');
  });
});

describe('hand-over and sales leads', () => {
  it('flags a prospect who asks for a person, which makes the chat a lead', () => {
    const state = conversation('We need a customer portal for our brokers', 'can I speak to someone from your team?');
    expect(state.handoverRequested).toBe(true);
    expect(isSalesLead(state)).toBe(true);
  });

  it('makes a qualified or contactable prospect a lead, and nobody else', () => {
    expect(isSalesLead(conversation('Please contact me at cto@bank.example'))).toBe(true);
    expect(isSalesLead(conversation('What packages do you have?'))).toBe(false);
  });

  it('reads states stored before these fields existed', () => {
    const stored = initialConversationState('anon_x_abcdefghi', 'sess_1', NOW) as Partial<ConversationState>;
    delete stored.visitorKind;
    delete stored.handoverRequested;
    delete stored.latestQuestions;
    const state = analyzeUserMessage(stored as ConversationState, 'Hello', NOW);
    expect(state).toMatchObject({ visitorKind: 'prospect', handoverRequested: false, latestQuestions: [] });
  });
});

describe('facts read in context', () => {
  it('does not count "not sure" as a budget nor a traffic figure as budget or timeline', () => {
    const unsure = conversation('We want an AI assistant for our e-commerce site. Budget? not sure yet.');
    expect(unsure.qualification.factors.budgetIndicated).toBe(false);
    expect(unsure.budgetUnknown).toBe(true);
    const traffic = conversation('We run an online store with 50k visitors a month and want AI product search.');
    expect(traffic.qualification.factors).toMatchObject({ budgetIndicated: false, timelineMentioned: false });
  });

  it('does not note an order reference as a phone number, and reads an obfuscated e-mail', () => {
    expect(conversation('We need an AI CRM, our order reference is 4471 2291 88').extractedData.phone).toBeUndefined();
    expect(conversation('We need an AI CRM for our clinic group. anna[at]medigroup[dot]de').extractedData.email).toBe('anna@medigroup.de');
  });

  it('does not take what the visitor does not need for the project', () => {
    expect(conversation("We don't need another chatbot. We need a secure portal for our SME clients.").context.projectType).toBe(
      'customer portal',
    );
    expect(conversation('We need a product recommender for our online bookstore.').context.projectType).toBe('e-commerce platform');
  });

  it('reads nothing about the project from an address, and "meeting notes" is not a call request', () => {
    const state = conversation('OK. Contact me at m.khan@childrens-hospital.example');
    expect(state.industry).toBeNull();
    expect(conversation('Would the meeting notes ever leave our infrastructure?').nextStepsTaken).toEqual([]);
  });

  it('records the timeline words beyond docs/product-rules.md §9: by Q3, next quarter, yesterday', () => {
    expect(conversation('We need it live by Q3').context.timeline).toBe('by q3');
    expect(conversation('aiming to start next quarter').qualification.factors.timelineMentioned).toBe(true);
    expect(conversation('we needed this yesterday').timelineUrgency).toBe('urgent');
  });
});

describe('discovery topic and quick replies', () => {
  it('never offers quick replies for what is known, nor for a budget the visitor does not know yet', () => {
    const state = conversation('We need a chatbot for our bank, already in development, launching in 2 months. Budget not sure yet.');
    expect(chooseQuickReplies(state).map((reply) => reply.category)).toEqual(['next_step', 'next_step', 'next_step', 'next_step']);
  });

  it('does not pick the topic asked in the previous reply when the visitor skipped it', () => {
    const first = conversation('Hi');
    expect(first.discoveryTopic).toBe('project');
    const skipped = analyzeUserMessage(first, 'just looking around', NOW);
    expect(skipped.discoveryTopic).toBeNull();
    expect(analyzeUserMessage(skipped, 'hmm', NOW).discoveryTopic).toBe('project');
  });
});
