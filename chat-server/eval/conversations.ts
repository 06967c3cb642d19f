/**
 * Scripted conversations written as real visitors write: prospects from
 * banks, insurers, clinics, hospital networks, fintech and e-commerce, and
 * the visitors who are not leads (job seekers, vendors, competitors, press,
 * partners, existing clients), plus rude, vague and non-English ones.
 */
import { type Conversation, q, unknown } from './conversation-script.js';

const TEAM = /hello@vaultline\.ai/;
const RESPONSE_TIME = /one business day/;
const NO_TRAINING = /never used to train third-party models/i;
const PRICING_POLICY = /quote/i;
const NOT_A_HUMAN = /AI assistant/i;
const CAREERS = /careers/i;
const PARTNERS = /partner/i;
const TIGHT_TIMELINE = /tight timeline/i;
const BUDGET_ACK = /\b(?:thanks?|thank you)\b[^.\n]*\bbudget\b|\bwith an? \w+ budget\b|\bthat budget\b|\byour budget (?:works|fits|helps)/i;
const PROMISED_CALL = /consultation|we'll be in touch|will be in touch|our team will contact|(?:short|a) call\b/i;

export const CONVERSATIONS: Conversation[] = [
  {
    id: 'bank-soc2-then-human',
    who: 'bank',
    turns: [
      { visitor: "Hi, I'm head of digital at a mid-sized bank. Are you SOC 2 certified?", questions: [unknown('SOC 2 certification')] },
      { visitor: 'ok. can I talk to a human then?', questions: [q('talk to a human', TEAM, RESPONSE_TIME)], handover: true },
    ],
    stage: 'cold',
    lead: true,
  },
  {
    id: 'dental-clinics-training-retention',
    who: 'clinic',
    turns: [
      { visitor: 'We run three dental clinics and want a chatbot that books appointments and answers patient questions.', gives: ['project'] },
      { visitor: 'Does OpenAI get to train on our patients conversations?', questions: [q('model training', NO_TRAINING)] },
      { visitor: 'How long do you keep the chat data?', questions: [q('retention', /180 days/)] },
      { visitor: "We'd like to go live in about 2 months. Budget is roughly 40k.", gives: ['timeline', 'budget'] },
    ],
    // Reading A puts four engaged messages with budget, timeline and a privacy question at the edge of 'qualified'.
    stage: ['hot', 'qualified'],
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'insurer-claims-intake',
    who: 'insurer',
    turns: [
      { visitor: "We're an insurance company looking to automate first notice of loss claims intake with an AI assistant.", gives: ['project'] },
      { visitor: 'What happens on day 2?', questions: [q('deployment day 2', /Day 2/)], mustNotContain: [/that timeline works/i] },
      { visitor: 'We need it live by Q3, budget is around €120k.', gives: ['timeline', 'budget'] },
      { visitor: 'You can reach me at j.meier@allsure-versicherung.de', gives: ['contact'], mustContain: [/j\.meier@allsure-versicherung\.de/] },
    ],
    stage: 'qualified',
    lead: true,
    recorded: { email: 'j.meier@allsure-versicherung.de', budget: true, timeline: true },
  },
  {
    id: 'hospital-network-on-premise',
    who: 'hospital network',
    turns: [
      {
        visitor: "I'm the CIO of a hospital network with 12 hospitals. We need an internal assistant for clinicians that searches our guidelines, and it must run on-premise. Where would the data be hosted?",
        gives: ['project'],
        questions: [q('hosting location', /your own servers|your own environment|your cloud account/i)],
      },
      { visitor: 'Do you provide audit logs?', questions: [q('audit logs', /audit logs?/i)] },
      { visitor: 'Timeline is next year, no rush.', gives: ['timeline'], mustNotContain: [TIGHT_TIMELINE] },
    ],
    // A clear need, a requirement and a timeline but no budget: a human would hesitate between warm and hot.
    stage: ['warm', 'hot'],
    lead: false,
    recorded: { timeline: true, budget: false },
  },
  {
    id: 'fintech-three-questions-obfuscated-email',
    who: 'fintech',
    turns: [
      {
        visitor: "We're a fintech startup building a lending app. Do you do mobile apps, how fast can you deploy, and do you work with Groq?",
        gives: ['project'],
        questions: [q('mobile apps', /mobile/i), q('deployment speed', /4 days/), q('Groq', /Groq/)],
      },
      { visitor: 'Budget not sure yet, timeline ASAP.', gives: ['timeline'], mustNotContain: [BUDGET_ACK] },
      { visitor: 'ana[at]lendly[dot]io', gives: ['contact'], mustContain: [/ana@lendly\.io/] },
    ],
    stage: 'qualified',
    lead: true,
    recorded: { email: 'ana@lendly.io', budget: false, timeline: true },
  },
  {
    id: 'fashion-store-traffic-pricing',
    who: 'e-commerce',
    turns: [
      { visitor: 'We run an online fashion store with 50k visitors a month and want AI product search.', gives: ['project'], mustNotContain: [BUDGET_ACK, /that timeline/i] },
      { visitor: 'What does it cost?', questions: [q('pricing', PRICING_POLICY)] },
      { visitor: 'ok makes sense. what would the process look like?', questions: [q('process', /Discovery/, /Proposal/)] },
    ],
    stage: ['cold', 'warm'],
    lead: false,
    recorded: { budget: false, timeline: false, phone: null },
  },
  {
    id: 'existing-client-order-reference',
    who: 'existing client',
    turns: [
      {
        visitor: "Hi, we're already a client. Our order reference is 4471 2291 88 and the dashboard stopped loading. Who do I contact?",
        questions: [q('support contact', TEAM)],
        mustNotContain: [/4471 2291 88/],
      },
    ],
    stage: 'cold',
    lead: false,
    recorded: { phone: null },
  },
  {
    id: 'student-job-seeker',
    who: 'job seeker',
    turns: [
      {
        visitor: "Hi! I'm a computer science student, are you hiring? I'd love a junior developer job. My email is tom.student@uni-mail.example",
        questions: [q('jobs', CAREERS, TEAM)],
        mustNotContain: [PROMISED_CALL],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'backlink-spam',
    who: 'vendor spam',
    turns: [
      {
        visitor: 'Hello, we offer high quality backlinks and guest posts to boost your SEO ranking. Interested? Contact seo.boost@linkmail.example',
        mustNotContain: [PROMISED_CALL, /thank you! i've noted/i],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'offshore-outsourcing-pitch',
    who: 'vendor',
    turns: [
      {
        visitor: 'We are an offshore development company with 200 developers. We can provide dedicated React and AI engineers at competitive rates. Can we schedule a call to discuss?',
        mustNotContain: [/free consultation/i],
        mustContain: [TEAM],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'competitor-curious',
    who: 'competitor',
    turns: [
      {
        visitor: "We're also an AI agency. Out of curiosity, what's your tech stack and how do you price your CRM packages?",
        questions: [q('tech stack', /TypeScript|React|Node\.js/), q('pricing', PRICING_POLICY)],
        mustNotContain: [PROMISED_CALL],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'journalist',
    who: 'press',
    turns: [
      {
        visitor: "I'm a journalist at FinTech Weekly writing about AI in banking. Could someone from your team comment for the article?",
        questions: [q('press contact', TEAM)],
        mustNotContain: [/free consultation/i],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'reseller-partner-program',
    who: 'partner',
    turns: [
      {
        visitor: "We're an IT consultancy in Austria and would like to resell your AI CRM to our clients. Do you have a partner program?",
        questions: [q('partner program', PARTNERS, TEAM)],
        mustNotContain: [/free consultation/i],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'rude-bot-question',
    who: 'rude visitor',
    turns: [
      { visitor: 'this is useless. are you just a stupid bot?', questions: [q('is it a bot', NOT_A_HUMAN)], mustNotContain: [/^(?:great|thanks|good to know)/i] },
      { visitor: 'whatever. how do I reach an actual person', questions: [q('reach a person', TEAM)], handover: true },
    ],
    stage: 'cold',
    lead: true,
  },
  {
    id: 'vague-browser',
    who: 'vague visitor',
    turns: [
      { visitor: 'hi' },
      { visitor: 'just looking around' },
      { visitor: 'not sure yet', mustNotContain: [BUDGET_ACK, /that timeline/i] },
    ],
    stage: 'cold',
    lead: false,
    recorded: { budget: false, timeline: false },
  },
  {
    id: 'german-practice',
    who: 'non-English (German)',
    turns: [{ visitor: 'Hallo, wir suchen einen Chatbot für unsere Arztpraxis. Können Sie uns helfen?', mustContain: [/English/] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'french-bank',
    who: 'non-English (French)',
    turns: [{ visitor: "Bonjour, nous sommes une banque et nous cherchons une solution d'intelligence artificielle. Quels sont vos délais ?", mustContain: [/English/] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'real-person-then-packages',
    who: 'curious visitor',
    turns: [
      { visitor: 'Am I talking to a real person?', questions: [q('person or bot', NOT_A_HUMAN)] },
      { visitor: 'ok. What packages do you have?', questions: [q('packages', /Starter AI CRM/, /Professional AI CRM/, /Enterprise AI CRM/)] },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'insurance-broker-portal-human',
    who: 'insurer',
    turns: [
      { visitor: 'We need a customer portal for our insurance brokers.', gives: ['project'] },
      { visitor: 'can I speak to someone from your team?', questions: [q('speak to the team', TEAM, RESPONSE_TIME)], handover: true },
    ],
    stage: ['cold', 'warm'],
    lead: true,
  },
  {
    id: 'form-response-time',
    who: 'prospect',
    turns: [{ visitor: 'If I fill out the form, how fast does someone get back to me?', questions: [q('response time', RESPONSE_TIME)], mustNotContain: [/Day 1/] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'online-pharmacy-yesterday',
    who: 'e-commerce',
    turns: [{ visitor: 'We needed this yesterday honestly. An AI chatbot for the support team of our online pharmacy.', gives: ['project', 'timeline'] }],
    stage: 'warm',
    lead: false,
    recorded: { timeline: true, budget: false },
  },
  {
    id: 'insurer-next-quarter',
    who: 'insurer',
    turns: [{ visitor: "We're planning a claims assistant for our insurance company, aiming to start next quarter.", gives: ['project', 'timeline', 'stage'] }],
    stage: 'warm',
    lead: false,
    recorded: { timeline: true },
  },
  {
    id: 'bank-website-no-rush',
    who: 'bank',
    turns: [{ visitor: "No rush, sometime next year. We want to modernise our bank's website.", gives: ['project', 'timeline', 'stage'], mustNotContain: [TIGHT_TIMELINE] }],
    stage: 'warm',
    lead: false,
    recorded: { timeline: true, budget: false },
  },
  {
    id: 'shop-budget-not-sure',
    who: 'e-commerce',
    turns: [{ visitor: 'We want an AI assistant for our e-commerce site. Budget? not sure yet.', gives: ['project'], mustNotContain: [BUDGET_ACK] }],
    stage: ['cold', 'warm'],
    lead: false,
    recorded: { budget: false },
  },
  {
    id: 'clinic-no-budget-yet-services',
    who: 'clinic',
    turns: [
      {
        visitor: "No budget yet, we're just exploring AI for our clinic's patient intake forms. What services do you offer?",
        gives: ['project', 'stage'],
        questions: [q('services', /AI & Machine Learning/, /Cloud Solutions/)],
        mustNotContain: [BUDGET_ACK],
      },
    ],
    stage: ['cold', 'warm'],
    lead: false,
    recorded: { budget: false },
  },
  {
    id: 'clinic-group-obfuscated-email',
    who: 'clinic',
    turns: [
      {
        visitor: 'We need an AI CRM for our private clinic group. Budget around 80k, live in 3 months. anna[at]medigroup[dot]de',
        gives: ['project', 'budget', 'timeline', 'contact'],
        mustContain: [/anna@medigroup\.de/, RESPONSE_TIME],
      },
    ],
    stage: 'qualified',
    lead: true,
    recorded: { email: 'anna@medigroup.de', budget: true, timeline: true },
  },
  {
    id: 'bank-phone-private-llm',
    who: 'bank',
    turns: [
      {
        visitor: "Please call me on +49 30 1234 5678, we're a bank looking at a private LLM deployment for internal document search.",
        gives: ['project', 'contact'],
        mustContain: [/\+49 30 1234 5678/],
      },
    ],
    stage: 'qualified',
    lead: true,
    recorded: { phone: '+49 30 1234 5678' },
  },
  {
    id: 'quick-reply-path',
    who: 'prospect (quick replies)',
    turns: [
      { visitor: 'Hi' },
      { visitor: 'AI integration', gives: ['project'] },
      { visitor: 'Planning phase', gives: ['stage'] },
      { visitor: '1-3 months', gives: ['timeline'] },
      { visitor: 'Business budget', gives: ['budget'] },
    ],
    stage: 'hot',
    lead: false,
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'compare-professional-enterprise',
    who: 'prospect',
    turns: [{ visitor: "What's the difference between Professional and Enterprise?", questions: [q('package difference', /Enterprise AI CRM/, /on-premise/i)] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'public-hospital-accessibility',
    who: 'hospital',
    turns: [
      {
        visitor: "Are the interfaces you build accessible? We're a public hospital and need WCAG compliance for the patient portal.",
        gives: ['project'],
        questions: [q('accessibility', /WCAG 2\.2 AA/)],
      },
    ],
    stage: ['cold', 'warm'],
    lead: false,
  },
  {
    id: 'languages-german-french',
    who: 'prospect',
    turns: [{ visitor: 'Can the assistant answer our customers in German and French?', questions: [q('languages', /languages/i)] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'support-after-go-live',
    who: 'prospect',
    turns: [{ visitor: 'What kind of support do you provide after go-live?', questions: [q('support after launch', /ongoing support/i)] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'deletion-requests',
    who: 'insurer',
    turns: [{ visitor: 'If one of our policyholders asks us to delete their data, can the system do that?', questions: [q('deletion', /delet/i, /export/i)] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'german-insurer-eu-data',
    who: 'insurer',
    turns: [
      {
        visitor: "Can the data stay in the EU? We're a German insurer.",
        questions: [q('data location', /region/i, /your own (?:cloud account|servers|environment)/i)],
        mustNotContain: [/Frankfurt|our data cent(?:er|re)|our servers in/i],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'free-trial-and-zendesk',
    who: 'e-commerce',
    turns: [
      {
        visitor: 'Do you offer a free trial? And do you integrate with Zendesk?',
        questions: [unknown('free trial'), unknown('Zendesk integration')],
        mustNotContain: [/we (?:offer|have|provide) a free trial|yes[^.]{0,40}free trial/i, /(?:we|it) (?:integrate|integrates) with zendesk|zendesk integration is/i],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'client-names',
    who: 'bank',
    turns: [{ visitor: 'Which banks have you worked with? Can you name a few clients?', questions: [unknown('client names')] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'us-health-system-baa',
    who: 'hospital network',
    turns: [{ visitor: "We're a US health system. Will you sign a BAA?", questions: [unknown('BAA')] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'iso-certification',
    who: 'fintech',
    turns: [{ visitor: 'Are you ISO 27001 certified?', questions: [unknown('ISO 27001')] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'sporting-goods-replatform',
    who: 'e-commerce',
    turns: [
      { visitor: 'We run a chain of 40 sporting goods shops and want a new e-commerce platform with AI product recommendations.', gives: ['project'] },
      { visitor: "It's already in development with another agency but we're unhappy with them; we need to launch within 4 months.", gives: ['stage', 'timeline'] },
      { visitor: 'Budget is about $200k.', gives: ['budget'] },
    ],
    stage: 'hot',
    lead: false,
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'payments-fintech-kafka',
    who: 'fintech',
    turns: [
      {
        visitor: "We're a payments fintech. Can your team work with Kafka and Node.js? We need real-time fraud alerts in our operations dashboard.",
        gives: ['project'],
        questions: [q('Kafka and Node.js', /Kafka/, /Node\.js/)],
      },
    ],
    stage: ['cold', 'warm'],
    lead: false,
  },
  {
    id: 'insurer-books-call',
    who: 'insurer',
    turns: [
      { visitor: "We're an insurer and need an AI CRM for our sales team. Can we book a call?", gives: ['project'], mustContain: [/e-mail|phone/i] },
      { visitor: 'sure, mike.o@insurance-group.example', gives: ['contact'], mustContain: [/mike\.o@insurance-group\.example/] },
    ],
    stage: 'qualified',
    lead: true,
    recorded: { email: 'mike.o@insurance-group.example' },
  },
  {
    id: 'security-overview',
    who: 'bank',
    turns: [{ visitor: 'How do you keep our data secure?', questions: [q('security', /encrypt/i, NO_TRAINING)] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'who-are-you',
    who: 'prospect',
    turns: [{ visitor: 'Who are you guys?', questions: [q('about the agency', /Vaultline AI/, /regulated/i)] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'packages-then-starter',
    who: 'prospect',
    turns: [
      { visitor: 'What packages do you have?', questions: [q('packages', /Starter AI CRM/, /Most Popular/)] },
      { visitor: "And what's included in Starter?", questions: [q('starter features', /Lead capture and scoring/)] },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'shop-traffic-since-year',
    who: 'e-commerce',
    turns: [{ visitor: 'Our shop gets 120,000 visitors per month since 2019 and we want AI search.', gives: ['project'], mustNotContain: [BUDGET_ACK, /that timeline/i] }],
    stage: ['cold', 'warm'],
    lead: false,
    recorded: { budget: false, timeline: false, phone: null },
  },
  {
    id: 'ux-internship',
    who: 'job seeker',
    turns: [{ visitor: 'Do you have any internship openings for a UX designer?', questions: [q('internship', CAREERS)], mustNotContain: [PROMISED_CALL] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'lead-gen-spam',
    who: 'vendor spam',
    turns: [{ visitor: 'Get 10x more leads with our lead generation service! Reply YES for a free audit of your website.', mustNotContain: [PROMISED_CALL] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'wealth-manager-step-by-step',
    who: 'bank',
    turns: [
      { visitor: 'Hello', mustContain: [/Vera/] },
      { visitor: 'We are a wealth management firm and want an AI CRM to qualify leads from our website.', gives: ['project'] },
      { visitor: 'Just a concept for now.', gives: ['stage'] },
      { visitor: 'Within 6 weeks would be ideal.', gives: ['timeline'] },
      { visitor: 'Enterprise budget', gives: ['budget'] },
    ],
    stage: 'hot',
    lead: false,
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'existing-client-invoice',
    who: 'existing client',
    turns: [
      {
        visitor: 'We are an existing customer, invoice number 2024-88731-0042 looks wrong. Who can help with billing?',
        questions: [q('billing contact', TEAM)],
      },
    ],
    stage: 'cold',
    lead: false,
    recorded: { phone: null },
  },
  {
    id: 'clinic-asap-talk-human',
    who: 'clinic',
    turns: [
      { visitor: 'Our clinic needs a HIPAA-ready patient chatbot asap, budget around 50k USD.', gives: ['project', 'timeline', 'budget'] },
      { visitor: 'Is a human available? I want to talk to a sales person.', questions: [q('talk to sales', TEAM)], handover: true },
    ],
    // Budget, urgency, HIPAA and asking for sales: hot or qualified, and handed to sales either way.
    stage: ['hot', 'qualified'],
    lead: true,
    recorded: { budget: true, timeline: true },
  },
];
