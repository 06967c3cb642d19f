import { knowledge, play } from '../../test-support/vera-conversation.js';
import { textChunks } from './builtin-provider.js';

const questionCount = (text: string) => text.split('\n\n').filter((paragraph) => paragraph.includes('?')).length;

describe('builtin sales assistant', () => {
  it('greets as the assistant named in the knowledge file and asks what to build', () => {
    const [reply] = play(['Hello']).replies;
    expect(reply).toContain(`I'm ${knowledge.assistantName}, the AI assistant of ${knowledge.agencyName}`);
    expect(reply).toMatch(/What would you like to build: .*\?/);
  });

  it('lays out the three packages as a markdown table, marks the popular one, and quotes no price', () => {
    const [reply] = play(['What AI CRM packages do you have?']).replies;
    expect(reply).toContain('| Package | Best for | What you get |');
    for (const pack of knowledge.packages) expect(reply).toContain(pack.name);
    expect(reply).toContain('**Professional AI CRM** (Most Popular)');
    expect(reply).not.toMatch(/[$€£]\s?\d/);
    expect(reply).toContain('**4 days**');
  });

  it('answers pricing without prices and explains why', () => {
    const [reply] = play(['How much does it cost?']).replies;
    expect(reply).toContain(knowledge.pricingNote);
    expect(reply).not.toMatch(/[$€£]\s?\d/);
  });

  it('explains security and privacy from the knowledge file', () => {
    const [reply] = play(['Is our patient data secure? We need HIPAA.']).replies;
    for (const point of knowledge.security) expect(reply).toContain(point);
    expect(reply).not.toMatch(/^(?:thanks|great|good to know)/i);
  });

  it('walks through the 4-day deployment and the process as numbered lists', () => {
    const [deployment] = play(['How fast can you deploy?']).replies;
    expect(deployment).toContain('1. Day 1');
    const [process] = play(['What is your process?']).replies;
    expect(process).toContain('1. **Discovery**');
  });

  it('asks one discovery question at a time, in order: project, stage, timeline, budget, then proposes the call', () => {
    const { replies } = play(['Hi', 'We need a chatbot for our bank', 'Just a concept', 'In 2 months', 'Startup budget']);
    expect(replies.slice(0, 4).map(questionCount)).toEqual([1, 1, 1, 1]);
    expect(replies[1]).toMatch(/Where does the project stand today/);
    expect(replies[2]).toMatch(/What timeline/);
    expect(replies[3]).toMatch(/budget range/);
    expect(replies[4]).toMatch(/free consultation/);
    expect(replies[4]).not.toMatch(/budget range|timeline do you/);
  });

  it('never asks the same topic twice in a row: a skipped question lets the visitor lead, then comes back worded differently', () => {
    const { replies } = play(['Hi', 'just looking around', 'not sure yet']);
    expect(replies[0]).toContain('What would you like to build');
    expect(replies[1]).not.toContain('?');
    expect(replies[2]).toMatch(/project/);
    expect(replies[2]).not.toContain('What would you like to build');
  });

  it('proposes the consultation when the lead is hot, and confirms contact details when given', () => {
    const { replies, state } = play([
      'We need an AI CRM for our insurance company',
      'Budget is $80k',
      'Go live in 6 weeks',
      'jane@insure.example',
    ]);
    expect(replies[2]).toMatch(/free consultation/);
    expect(replies[3]).toContain('**jane@insure.example**');
    expect(replies[3]).toContain(knowledge.responseTime);
    expect(state.qualification.stage).toBe('qualified');
  });

  it('recommends the package that fits the budget the visitor chose', () => {
    const { replies } = play(['AI integration', 'Planning phase', '3-6 months', 'Startup budget']);
    expect(replies[3]).toContain('With a startup budget, most clients choose the **Starter AI CRM**');
    expect(replies[2]).toContain('For your date: the written proposal');
  });

  it('answers the next step the visitor chose, using their contact details when known', () => {
    const { replies } = play(['We need an AI CRM', 'Schedule a call', 'ops@lender.example', 'Request a proposal']);
    // No free times shown under the reply (see booking.test.ts for those): it asks for the way to reach the visitor.
    expect(replies[1]).toBe(
      "Let's set up your free consultation: leave the best e-mail address or phone number to reach you, and the team proposes times within one business day.",
    );
    expect(replies[3]).toContain(
      "After a short free discovery call, we'll prepare a written proposal (scope, architecture and timeline) with a quote and send it to **ops@lender.example**.",
    );
  });

  it('answers requirements stated in passing, not only questions', () => {
    const [, reply] = play(['AI integration', 'It has to run on our own servers']).replies;
    expect(reply).toContain('on your own servers on-premise');
  });

  it('varies with the conversation: an answer already given in full gets a short reminder', () => {
    const { replies } = play(['Tell me about your security', 'And again, how is security handled?']);
    expect(replies[0]).toContain(knowledge.security[0]);
    expect(replies[1]).toContain('As I mentioned: private deployments');
    expect(replies[1]).not.toContain(`- ${knowledge.security[0]}`);
  });

  it('answers every question of a message, first, from the knowledge', () => {
    const [reply] = play([
      "We're a fintech building a lending app. Do you do mobile apps, how fast can you deploy, and do you work with Groq?",
    ]).replies;
    expect(reply).toContain('web and mobile interfaces');
    expect(reply).toContain('1. Day 1');
    expect(reply).toContain('Groq');
    expect(questionCount(reply!)).toBe(1);
  });

  it('says honestly what it cannot confirm and offers the team, without inventing', () => {
    const [trial] = play(['Do you offer a free trial?']).replies;
    // A yes-or-no question is named, not quoted: quoted, "we offer a free trial" would read as our words.
    expect(trial).toContain("On that question: I can't confirm that here");
    expect(play(['What discount do you give charities?']).replies[0]).toContain("I can't confirm a discount, a special rate");
    expect(trial).toContain(`write to ${knowledge.contactEmail}`);
    expect(trial).toContain(knowledge.responseTime);
    const [zendesk] = play(['Do you integrate with Zendesk?']).replies;
    // The name is not quoted back as if it were a topic; the general answer follows an honest "not confirmed".
    expect(zendesk).toContain("I can't confirm that particular one here. In general: connecting to your existing systems");
    expect(zendesk).not.toContain('Zendesk specifically');
    const [soc2] = play(['Are you SOC 2 certified?']).replies;
    expect(soc2).toContain("I can't confirm certifications");
    expect(soc2).not.toMatch(/we are SOC ?2|SOC 2 certified\./i);
  });

  it('says it is the AI assistant when asked, and flags a request for a person for hand-over', () => {
    const { replies, state } = play(['Am I talking to a real person?', 'can I talk to a human then?']);
    expect(replies[0]).toContain(`I'm ${knowledge.assistantName}, the AI assistant of ${knowledge.agencyName}, not a person.`);
    expect(replies[1]).toContain(knowledge.contactEmail);
    expect(replies[1]).toContain("I've flagged this chat for a hand-over");
    expect(replies[1]).not.toContain('What would you like to build');
    expect(state.handoverRequested).toBe(true);
  });

  it('does not thank after a pure question, nor acknowledge a budget or timeline not given', () => {
    const [question] = play(['How long do you keep the chat data?']).replies;
    expect(question).toMatch(/^On this site, chats and leads are kept for 180 days/);
    const [traffic] = play(['We run an online fashion store with 50k visitors a month and want AI product search.']).replies;
    expect(traffic).not.toMatch(/budget helps|that timeline|tight timeline/i);
    const [relaxed] = play(["No rush, sometime next year. We want to modernise our bank's website."]).replies;
    expect(relaxed).not.toMatch(/tight timeline/i);
    expect(relaxed).toContain('With time on your side');
  });

  it('answers a job seeker with the careers contact and no sales pitch, and keeps no contact', () => {
    const { replies, state } = play([
      "Hi! I'm a student, are you hiring? I'd love a junior developer job. My email is tom.student@uni-mail.example",
    ]);
    expect(replies[0]).toContain('"Careers" in the subject');
    expect(replies[0]).not.toMatch(/consultation|noted|short call|\?/);
    expect(state.qualification.stage).toBe('cold');
  });

  it("declines a job seeker's other questions honestly, without offering sales topics", () => {
    const { replies } = play(["I'm an ML engineer looking for a job.", "Is the role remote-friendly and what's the salary band?"]);
    expect(replies[1]).toMatch(/can't confirm/);
    expect(replies[1]).not.toMatch(/Nearby topics|packages/i);
  });

  it('turns down a vendor pitch politely', () => {
    const [reply] = play(['We offer high quality backlinks and guest posts to boost your SEO ranking. Interested?']).replies;
    expect(reply).toContain("We don't take vendor, outsourcing, marketing, sponsorship or speaking requests through this chat");
    expect(reply).not.toMatch(/consultation|\?/);
  });

  it('answers German in German, and says which languages it answers when a message is in another one', () => {
    const [german] = play(['Hallo, wir suchen einen Chatbot für unsere Arztpraxis. Können Sie uns helfen?']).replies;
    expect(german).toContain('Ein Chatbot ist genau die Art von Projekt, die wir umsetzen.');
    const [spanish] = play(['Hola, somos una clínica dental y necesitamos un chatbot para citas. ¿Cuánto cuesta?']).replies;
    expect(spanish).toContain('I can see it is written in Spanish, but I can answer in English, German (Deutsch) or French (français).');
  });

  it('never repeats a paragraph of the previous reply', () => {
    const { replies } = play(['What packages do you have?', 'What packages do you have?']);
    const before = new Set(replies[0]!.split('\n\n'));
    for (const paragraph of replies[1]!.split('\n\n')) expect(before.has(paragraph)).toBe(false);
    expect(replies[1]).toContain('As I mentioned, there are three packages');
  });

  it('streams chunks that join back to the exact text', () => {
    const text = play(['What services do you offer?']).replies[0]!;
    const chunks = [...textChunks(text)];
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join('')).toBe(text);
  });

  it.each(['this is useless, do you even do anything?', 'what do you guys even do??', 'ugh, pointless. what is this?'])(
    'answers "%s" with what we do, never a quoted fallback',
    (message) => {
      const [reply] = play([message]).replies;
      // What we do: the services, or the about text that says it.
      expect(reply).toMatch(new RegExp(`${knowledge.services[0]!.title}|${knowledge.agencyName} builds`));
      expect(reply).not.toMatch(/On “/);
      expect(reply).not.toMatch(/can't confirm/);
    },
  );

  it('asks what the visitor means when a question names no topic, instead of quoting it back', () => {
    const [reply] = play(['is it?']).replies;
    expect(reply).not.toMatch(/On “/);
    expect(reply).toMatch(/tell me a little more/);
  });

  it('gives one honest sentence for an NDA, not the certifications paragraph too', () => {
    const [reply] = play(['Can you sign an NDA?']).replies;
    expect(reply).toMatch(/can't confirm contract terms such as an NDA/);
    expect(reply).not.toMatch(/certifications|I can't confirm NDA specifically/);
    expect(reply?.match(/can't confirm/g)).toHaveLength(1);
  });

  it('answers a message that only leaves contact details without a knowledge paragraph', () => {
    const { replies } = play([
      "We're an insurer and want an AI assistant for claims intake.",
      'Sure, reach me at j.doe@insure-example.com',
    ]);
    expect(replies[1]).toContain('**j.doe@insure-example.com**');
    expect(replies[1]).not.toMatch(/AI & Machine Learning|Private LLM/);
  });

  it('never asks what to build once the visitor described a project, nor offers it as quick replies', () => {
    const { replies, state } = play(["We're a fintech startup building a KYC onboarding flow, we need it ASAP.", 'Who are your clients?']);
    for (const reply of replies) expect(reply).not.toMatch(/What would you like to build|What kind of project/);
    expect(state.discoveryTopic).not.toBe('project');
  });

  it('answers a vendor who writes again with a short pointer, not an empty reply, and keeps nothing of theirs', () => {
    const { replies, state } = play([
      'We provide dedicated offshore developers at $25/hour. Interested in scaling your team?',
      'my number is +91 98765 43210',
    ]);
    expect(replies[0]).toMatch(/don't take vendor/);
    expect(replies[0]).not.toMatch(/On “|can't confirm/);
    expect(replies[1]).toMatch(/hello@vaultline\.ai/);
    expect(state.extractedData.phone).toBeUndefined();
    expect(state.qualification.stage).toBe('cold');
    expect(state.notALeadReason).toMatch(/Vendor/);
  });

  it('takes no for an answer: a visitor who declines is not asked anything more', () => {
    const { replies } = play(['yo', 'what can u do', 'nah im good']);
    expect(replies[1]).toContain(knowledge.services[0]!.title);
    expect(replies[2]).toMatch(/No problem/);
    expect(replies[2]).not.toMatch(/\?/);
  });

  it('reads an agency that wants a tool for itself as a prospect', () => {
    const { replies, state } = play([
      "We're an SEO agency and we'd like to build an internal AI tool to write meta descriptions for our clients. Can you help?",
    ]);
    expect(state.visitorKind).toBe('prospect');
    expect(replies[0]).not.toMatch(/don't take vendor/);
  });
});

describe('a yes or no asked for again', () => {
  it('gives the plain yes or no of the previous question when the knowledge states one', () => {
    const { replies } = play(['Does anyone log who opened a customer record?', 'So is it a yes or a no?']);
    expect(replies[1]).toMatch(/^In short: yes\. Audit logs record every access/);
  });

  it("answers the same message's own question, in the visitor's language", () => {
    const { replies } = play(['Bonjour. Vos interfaces sont-elles accessibles ? Oui ou non ?']);
    // The answer opens with its "Oui." already: no "En bref : oui." after it.
    expect(replies[0]).toMatch(/^Oui\. /);
    expect(replies[0]).not.toContain('En bref');
  });

  it('says honestly when the knowledge has no plain yes or no', () => {
    const { replies } = play(['Which technologies do you use?', 'ok so yes or no?']);
    expect(replies[1]).toContain("I can't confirm a plain yes or no to that here");
    expect(replies[1]).toContain('hello@vaultline.ai');
    expect(replies[1]).not.toMatch(/\bIn short\b/);
  });
});

describe('claims the assistant cannot make', () => {
  it('does not quote back a question asking it to promise a cure, and says how answers are kept in check', () => {
    const [reply] = play(['Could your chatbot promise shoppers that our tea heals insomnia?']).replies;
    expect(reply).not.toMatch(/heals insomnia/);
    expect(reply).toMatch(/guardrails/);
  });

  it('pitches no package in passing to someone who is not a prospect', () => {
    const { replies } = play(["I'm looking for a new job as a backend developer.", 'Which open models do you work with?']);
    expect(replies[1]).toMatch(/Hugging Face/);
    expect(replies[1]).not.toMatch(/(?:Starter|Professional|Enterprise) AI CRM/);
  });
});
