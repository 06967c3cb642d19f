/**
 * Held-out style conversations, written after the engine in words neither
 * earlier set uses: insurers, banks, clinics, hospital networks, fintech and
 * e-commerce with typos, several questions per message, budgets as ranges or
 * words ("50-100k", "six figures", "not sure yet"), timelines as dates or
 * events ("before Black Friday", "end of March", "yesterday"), messages in
 * German, French and Spanish, and the visitors who are not leads (recruiters,
 * staffing, SEO and lead-generation vendors, resellers, students, the press).
 */
import { type Conversation, q, unknown } from './conversation-script.js';

const TEAM = /hello@vaultline\.ai/;
const PRICING = /quote/i;
const OWN_ENVIRONMENT = /your own (?:environment|servers|cloud account)/i;
const PROCESS = /\*\*Discovery\*\*/;
const CAREERS = /Careers/;
const PARTNERSHIP = /Partnership/;
const VENDOR = /don't take vendor/;
const PRESS = /Press/;
/** A visitor who is not a lead is never promised a call or asked discovery questions. */
const NO_SALES = [/free consultation|set up a short call|What would you like to build|Where does the project stand/i];
const ASKS_PROJECT = /What would you like to build|What kind of project/i;
const ASKS_TIMELINE = /what timeline|when would you like to launch|date you are working towards/i;
const QUOTED_FALLBACK = /On “/;

const notALead = (id: string, who: string, visitor: string[], route: RegExp): Conversation => ({
  id,
  who,
  turns: visitor.map((text, index) => ({ visitor: text, ...(index === 0 ? { mustContain: [route] } : {}), mustNotContain: [...NO_SALES, QUOTED_FALLBACK] })),
  stage: 'cold',
  lead: false,
  recorded: { email: null, phone: null },
});

export const HELDOUT_CONVERSATIONS: Conversation[] = [
  {
    id: 'motor-insurer-photo-triage',
    who: 'insurer',
    turns: [
      { visitor: 'Hello, we are a motor insurer in the Netherlands. We want to automate damage claim triage with photos. Is that something you do?', gives: ['project'], mustNotContain: [ASKS_PROJECT] },
      { visitor: "Budget is somewhere between 50-100k, and we'd want a pilot before Christmas.", gives: ['budget', 'timeline'] },
      { visitor: 'What does the Professional package include?', questions: [q('Professional package', /CRM integration and lead routing/)] },
      { visitor: 'ok, email is p.devries@autoverzekering.nl', gives: ['contact'], mustContain: [/p\.devries@autoverzekering\.nl/], mustNotContain: [/AI & Machine Learning/] },
    ],
    stage: 'qualified',
    recorded: { email: 'p.devries@autoverzekering.nl', budget: true, timeline: true },
  },
  {
    id: 'private-bank-six-figures-engineer',
    who: 'bank',
    turns: [
      { visitor: "We're a private bank looking at an advisor copilot that summarises client meetings. Data must never leave Switzerland.", gives: ['project'], mustContain: [OWN_ENVIRONMENT] },
      { visitor: 'We have six figures set aside for this. Timeline is end of March.', gives: ['budget', 'timeline'] },
      { visitor: 'Can I speak to an engineer?', questions: [q('speak to an engineer', TEAM)], handover: true },
    ],
    stage: ['hot', 'qualified'],
    lead: true,
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'physio-booking-budget-unknown',
    who: 'clinic',
    turns: [
      { visitor: 'hi, small physio clinic here, we want online booking with reminders', gives: ['project'], mustNotContain: [ASKS_PROJECT] },
      { visitor: 'budget not sure yet', gives: ['budget'], mustNotContain: [/that budget/i] },
      { visitor: 'In 6 weeks ideally', gives: ['timeline'], mustNotContain: [ASKS_PROJECT] },
      { visitor: 'do you do the design too?', questions: [q('design', /UI Development|interfaces/)] },
    ],
    stage: 'warm',
    recorded: { budget: false, timeline: true },
  },
  {
    id: 'hospital-network-discharge-portal',
    who: 'hospital network',
    turns: [
      { visitor: 'We are a hospital network (9 sites) and plan a patient portal with an AI assistant for discharge questions.', gives: ['project'] },
      {
        visitor: 'Is the solution accessible for screen readers? And which languages can the assistant speak?',
        questions: [q('screen readers', /WCAG 2\.2 AA/), q('languages', /German, French, Spanish/)],
      },
      { visitor: 'Next year Q2 would be the go-live, no fixed budget yet.', gives: ['timeline', 'budget'], mustNotContain: [/that budget/i] },
    ],
    stage: ['warm', 'hot'],
    lead: false,
    recorded: { budget: false, timeline: true },
  },
  {
    id: 'fintech-typos-fraud',
    who: 'fintech',
    turns: [
      { visitor: 'hii we r a fintech startp, need fraud detecton for card paymnts asap', gives: ['project', 'timeline'], mustNotContain: [ASKS_PROJECT] },
      { visitor: 'how mch does it cost rougly?', questions: [q('price with typos', PRICING)], mustNotContain: [QUOTED_FALLBACK] },
      { visitor: 'ok my mail is tom(at)paysafe-labs(dot)io', gives: ['contact'], mustContain: [/tom@paysafe-labs\.io/] },
    ],
    stage: 'qualified',
    recorded: { email: 'tom@paysafe-labs.io', timeline: true },
  },
  {
    id: 'fashion-shop-size-assistant',
    who: 'e-commerce',
    turns: [
      { visitor: 'We sell fashion online (Shopware, 200k visitors/month) and want a shopping assistant that recommends sizes.', gives: ['project'] },
      { visitor: 'Can it run on our own servers?', questions: [q('own servers', /on your own servers/)] },
      { visitor: "we'd like to launch in Q3, budget around €60k", gives: ['timeline', 'budget'] },
    ],
    stage: ['hot', 'qualified'],
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'webshop-tickets-yesterday-zendesk',
    who: 'e-commerce',
    turns: [
      { visitor: 'Our webshop support is drowning in tickets, we needed a chatbot yesterday.', gives: ['project', 'timeline'], mustContain: [/tight timeline/] },
      { visitor: 'Does it integrate with Zendesk?', questions: [unknown('Zendesk')] },
      { visitor: 'Call me on +49 171 2345678', gives: ['contact'], mustContain: [/\+49 171 2345678/] },
    ],
    stage: 'qualified',
    recorded: { phone: '+49 171 2345678', timeline: true },
  },
  {
    id: 'german-insurer',
    who: 'non-English insurer',
    turns: [{ visitor: 'Guten Tag, wir sind eine Versicherung und brauchen einen Chatbot für Schadensmeldungen. Können Sie helfen?', mustContain: [/written in German/, TEAM] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'french-bank',
    who: 'non-English bank',
    turns: [{ visitor: 'Bonjour, nous sommes une banque et nous cherchons un assistant IA pour nos conseillers.', mustContain: [/written in French/, TEAM] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'spanish-dental-clinic',
    who: 'non-English clinic',
    turns: [{ visitor: 'Hola, somos una clínica dental y necesitamos un chatbot para citas. ¿Cuánto cuesta?', mustContain: [/written in Spanish/, TEAM] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'health-insurer-three-questions',
    who: 'insurer',
    turns: [
      {
        visitor: 'Three questions: how long does deployment take, where is the data hosted, and do you train models on our data?',
        questions: [q('deployment time', /4 days/), q('hosting', OWN_ENVIRONMENT), q('training', /never used to train third-party models/)],
      },
      { visitor: "We're a health insurer, planning a member service assistant for next quarter.", gives: ['project', 'timeline'] },
    ],
    stage: 'warm',
  },
  {
    id: 'bank-iso-pentest-mortgage-bot',
    who: 'bank',
    turns: [
      { visitor: 'Are you ISO 27001 certified? We are a bank and our procurement needs that.', questions: [unknown('ISO 27001')] },
      { visitor: 'What about penetration tests?', questions: [unknown('penetration tests')] },
      { visitor: 'Ok, we want to build a mortgage pre-qualification chatbot. Timeline: this summer.', gives: ['project', 'timeline'] },
    ],
    stage: 'warm',
  },
  {
    id: 'electronics-retailer-vague-then-clear',
    who: 'e-commerce',
    turns: [
      { visitor: 'hello' },
      { visitor: "we're exploring ideas", gives: ['stage'] },
      { visitor: "maybe something with AI for our customer service team, we're an online electronics retailer", gives: ['project'] },
      { visitor: 'no idea about budget, and no deadline', gives: ['budget', 'timeline'], mustNotContain: [/that budget|tight timeline/i] },
    ],
    stage: ['cold', 'warm'],
    recorded: { budget: false },
  },
  {
    id: 'lending-startup-price-pushback',
    who: 'fintech',
    turns: [
      { visitor: "What's the price of the Starter package?", questions: [q('Starter price', PRICING)] },
      { visitor: 'Come on, just give me a ballpark', questions: [q('ballpark', /scoped|quote/i)], mustNotContain: [/Take your time/] },
      { visitor: "fine. we're a lending startup building a loan application portal, need it in 2 months", gives: ['project', 'timeline'] },
    ],
    stage: 'warm',
  },
  {
    id: 'insurer-call-centre-phone-and-email',
    who: 'insurer',
    turns: [
      { visitor: 'Regional insurer here. We need a claims intake assistant for our call centre and a dashboard for adjusters.', gives: ['project'] },
      { visitor: 'How does support work after go-live?', questions: [q('support after go-live', /ongoing support/)] },
      { visitor: 'Reach me at +44 20 7946 0958 or k.hughes@northshire-insurance.co.uk', gives: ['contact'], mustContain: [/k\.hughes@northshire-insurance\.co\.uk/] },
    ],
    stage: 'qualified',
    recorded: { email: 'k.hughes@northshire-insurance.co.uk', phone: '+44 20 7946 0958' },
  },
  {
    id: 'pharma-sop-search',
    who: 'pharma',
    turns: [
      { visitor: "We're a pharma company; we want an internal search over our SOPs and regulatory documents.", gives: ['project'] },
      { visitor: 'Do the documents stay on our infrastructure?', questions: [q('documents stay', OWN_ENVIRONMENT)] },
      { visitor: 'budget ~150k, before the end of the year', gives: ['budget', 'timeline'] },
    ],
    stage: ['hot', 'qualified'],
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'dental-chain-whatsapp-gdpr',
    who: 'clinic',
    turns: [
      { visitor: 'We operate 40 dental practices across Germany. Looking for a WhatsApp booking bot.', gives: ['project'] },
      { visitor: 'Is it GDPR compliant? Where is the data stored?', questions: [q('GDPR', /GDPR/), q('data location', /your own (?:environment|servers|cloud)|retention|kept for/i)], mustNotContain: [/we are GDPR[- ]compliant/i] },
      { visitor: 'Timeline: next month.', gives: ['timeline'] },
    ],
    stage: ['warm', 'hot'],
  },
  {
    id: 'crypto-exchange-kyc',
    who: 'fintech',
    turns: [
      { visitor: 'We run a crypto exchange and need a KYC onboarding flow with document checks.', gives: ['project'], mustNotContain: [ASKS_PROJECT] },
      { visitor: 'What is your tech stack?', questions: [q('tech stack', /React/, /Node\.js/)] },
      { visitor: 'we have budget approved', gives: ['budget'] },
    ],
    stage: ['warm', 'hot'],
    recorded: { budget: true },
  },
  {
    id: 'bank-bot-then-person-then-phone',
    who: 'bank',
    turns: [
      { visitor: 'is this a bot?', questions: [q('bot', /AI assistant/)] },
      { visitor: "I'd rather speak to a real person about a core banking integration", questions: [q('real person', TEAM)], handover: true },
      { visitor: 'my number is 020 7946 0000', gives: ['contact'], mustContain: [/020 7946 0000/] },
    ],
    stage: 'qualified',
    recorded: { phone: '020 7946 0000' },
  },
  {
    id: 'insurer-clients-then-broker-portal',
    who: 'insurer',
    turns: [
      { visitor: 'Who are your clients in insurance?', questions: [unknown('client names')] },
      { visitor: 'Do you have case studies?', questions: [unknown('case studies')] },
      { visitor: "OK. We're an insurer, we want to modernise our broker portal.", gives: ['project', 'stage'], mustNotContain: [ASKS_PROJECT] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'magento-migration-black-friday',
    who: 'e-commerce',
    turns: [
      { visitor: 'We need to migrate our Magento store to a new platform and add AI recommendations.', gives: ['project'] },
      { visitor: 'How long would that take?', questions: [q('duration', /4 days|iterations/)] },
      { visitor: 'Budget: not decided. Timeline: before Black Friday.', gives: ['budget', 'timeline'], mustNotContain: [/that budget/i] },
    ],
    stage: 'warm',
    recorded: { budget: false, timeline: true },
  },
  {
    id: 'telehealth-symptom-checker-baa',
    who: 'clinic',
    turns: [
      { visitor: "We're a telehealth startup. We need a symptom checker chatbot, HIPAA compliant. Will you sign a BAA?", gives: ['project'], questions: [unknown('BAA')] },
      { visitor: 'How do you handle patient data retention?', questions: [q('retention', /retention|180 days/)] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'retail-dashboard-flexible',
    who: 'retail',
    turns: [
      { visitor: 'We want a dashboard for store managers with sales forecasts.', gives: ['project'] },
      { visitor: 'Budget is flexible', gives: ['budget'] },
      { visitor: 'Whenever, no rush at all.', gives: ['timeline'], mustNotContain: [/tight timeline/] },
    ],
    stage: ['warm', 'hot'],
  },
  {
    id: 'law-firm-drafting-hallucination',
    who: 'law firm',
    turns: [
      { visitor: 'Law firm, 60 lawyers. We want an assistant that drafts first versions of contracts from our templates.', gives: ['project'] },
      { visitor: "Can you guarantee the model won't hallucinate?", questions: [unknown('no hallucination guarantee')], mustNotContain: [/we guarantee|never hallucinates/i] },
      { visitor: 'Contact: a.bauer@kanzlei-bauer.de', gives: ['contact'], mustNotContain: [/AI & Machine Learning/] },
    ],
    stage: 'qualified',
    recorded: { email: 'a.bauer@kanzlei-bauer.de' },
  },
  {
    id: 'municipality-citizen-chatbot',
    who: 'public sector',
    turns: [
      { visitor: "We're a municipal authority looking for a citizen service chatbot in German and English.", gives: ['project'] },
      { visitor: 'Can you host it on-premise?', questions: [q('on-premise', /on-premise/)] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'payments-technology-partner-portal',
    who: 'fintech',
    turns: [
      { visitor: "We're a payments company looking for a technology partner to build a merchant onboarding portal.", gives: ['project'], mustNotContain: [PARTNERSHIP] },
      { visitor: "What's your process?", questions: [q('process', PROCESS)] },
      { visitor: 'We aim to start in January, budget 120k', gives: ['timeline', 'budget'] },
    ],
    stage: ['hot', 'qualified'],
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'bank-meeting-ref-direct-line',
    who: 'bank',
    turns: [
      { visitor: "We're a bank, here's our meeting ref 5521 7788 90. We need an AI assistant for our call centre.", gives: ['project'] },
      { visitor: 'my direct line is +41 44 668 18 00', gives: ['contact'], mustContain: [/\+41 44 668 18 00/], mustNotContain: [/5521/] },
    ],
    stage: 'qualified',
    recorded: { phone: '+41 44 668 18 00' },
  },
  {
    id: 'insurer-budget-in-words',
    who: 'insurer',
    turns: [
      { visitor: "We're an insurer; we need a policy Q&A chatbot. We can spend about 40 thousand euros.", gives: ['project', 'budget'] },
      { visitor: 'End of Q1 would be ideal.', gives: ['timeline'] },
    ],
    stage: ['warm', 'hot'],
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'hospital-sap-scheduling',
    who: 'hospital',
    turns: [
      { visitor: 'Our hospital wants to integrate an AI scheduling assistant with our existing systems (SAP IS-H).', gives: ['project'] },
      { visitor: 'What happens after I contact you?', questions: [q('after contact', PROCESS)] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'rude-clinic-prices',
    who: 'rude clinic',
    turns: [
      { visitor: 'your prices are probably ridiculous', mustContain: [/sorry/i], mustNotContain: [QUOTED_FALLBACK] },
      { visitor: "whatever. we're a clinic that needs a chatbot for appointment booking. what does it cost?", gives: ['project'], questions: [q('price', PRICING)] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'grocery-store-six-weeks',
    who: 'e-commerce',
    turns: [
      { visitor: "We're launching a new online store for organic groceries and need it built in 6 weeks. Can you do React and Node?", gives: ['project', 'timeline'], questions: [q('React and Node', /React/)] },
      { visitor: 'Budget is around $30k', gives: ['budget'] },
      { visitor: 'Sure, jane@greenbasket.shop', gives: ['contact'], mustNotContain: [/E-commerce\*\*:/] },
    ],
    stage: 'qualified',
    recorded: { email: 'jane@greenbasket.shop', budget: true, timeline: true },
  },
  {
    id: 'swiss-bank-languages-response',
    who: 'bank',
    turns: [
      { visitor: "Does the assistant support French and Italian? We're a Swiss bank planning a customer support chatbot.", gives: ['project'], questions: [q('French and Italian', /languages/)] },
      { visitor: 'And how fast do you respond if I fill the form?', questions: [q('response time', /one business day/)] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'insurer-not-sure-anything',
    who: 'insurer',
    turns: [
      { visitor: "We might need some AI thing for claims but we're not sure yet what exactly.", gives: ['project'] },
      { visitor: 'Not sure about budget or timing either, just exploring.', gives: ['budget', 'stage'], mustNotContain: [ASKS_TIMELINE, /that budget/i] },
    ],
    stage: 'cold',
    recorded: { budget: false, timeline: false },
  },
  {
    id: 'neobank-dpa-savings-app',
    who: 'fintech',
    turns: [
      { visitor: "Do you sign DPAs? We're a neobank building a savings app.", gives: ['project'], questions: [unknown('DPA')], mustNotContain: [/certifications/] },
      { visitor: 'Can the app be in German and English?', questions: [q('German and English', /German/)] },
      { visitor: 'launch in 3 months', gives: ['timeline'] },
    ],
    stage: 'warm',
  },
  // The lead's probes that found the defects, kept as regressions.
  {
    id: 'probe-insurer-claims-hosting-contact',
    who: 'insurer',
    turns: [
      { visitor: "We're a regional insurer and want an AI assistant for claims intake. Where would our data be hosted?", gives: ['project'], questions: [q('hosting', OWN_ENVIRONMENT)] },
      { visitor: "We'd like to launch by end of March. Budget is around 80k EUR.", gives: ['timeline', 'budget'] },
      { visitor: 'Sure, reach me at j.doe@insure-example.com', gives: ['contact'], mustContain: [/j\.doe@insure-example\.com/], mustNotContain: [/AI & Machine Learning|Private LLM/] },
    ],
    stage: 'qualified',
    recorded: { email: 'j.doe@insure-example.com', budget: true, timeline: true },
  },
  {
    id: 'probe-rude-then-cost',
    who: 'rude visitor',
    turns: [
      { visitor: 'this is useless, do you even do anything?', questions: [q('what we do', /AI & Machine Learning|builds custom AI software/)], mustNotContain: [QUOTED_FALLBACK] },
      { visitor: 'whatever. what does it cost?', questions: [q('price', PRICING)] },
    ],
    stage: 'cold',
  },
  {
    id: 'probe-fintech-kyc-nda-phone',
    who: 'fintech',
    turns: [
      {
        visitor: "We're a fintech startup building a KYC onboarding flow, we need it ASAP. Can you sign an NDA? Who are your clients?",
        gives: ['project', 'timeline'],
        questions: [unknown('NDA'), unknown('client names')],
        mustNotContain: [ASKS_PROJECT, /I can't confirm NDA specifically|certifications, audit reports/],
      },
      { visitor: 'My phone is +44 7700 900123, order ref 4471 2291 88', gives: ['contact'], mustContain: [/\+44 7700 900123/], mustNotContain: [/4471/] },
    ],
    stage: 'qualified',
    recorded: { phone: '+44 7700 900123' },
  },
  notALead('recruitment-agency', 'recruiter', ['Hi! I run a tech recruitment agency and we have senior React developers available for your projects. Can we set up a call? maria@talentbridge.io'], VENDOR),
  notALead('offshore-staffing', 'staffing vendor', ['We provide dedicated offshore developers at $25/hour. Interested in scaling your team?', 'my number is +91 98765 43210'], VENDOR),
  notALead('seo-page-one', 'SEO vendor', ["Hello, I noticed your website isn't ranking on Google. We can get you on page 1 in 30 days. Want a free SEO audit?"], VENDOR),
  notALead('appointment-setting', 'lead-generation vendor', ['We help agencies like yours book 20+ qualified meetings per month with B2B appointment setting. Open to a quick chat?'], VENDOR),
  notALead('austrian-reseller', 'reseller', ["We're an IT consultancy in Austria and would like to discuss a partnership to offer your AI CRM to our clients."], PARTNERSHIP),
  notALead('agency-white-label', 'partner agency', ["We're a digital agency and often get AI requests we can't handle. Do you do white-label or referral deals?"], PARTNERSHIP),
  notALead('cs-student-internship', 'student', ['hi im a computer science student, do u have any internship for summer? i know python and react'], CAREERS),
  notALead('working-student-thesis', 'student', ["Hello, I'm finishing my master's thesis on LLMs. Would you take a working student?"], CAREERS),
  notALead('devops-cv-then-phone', 'job seeker', ["Do you have openings for a senior DevOps engineer? I'd like to send my CV", 'you can call me on 0176 1234 5678'], CAREERS),
  notALead('fintech-journalist', 'journalist', ["Hi, I'm writing a piece for Fintech Weekly on AI assistants in banking. Could someone from your team comment?"], PRESS),
  // A second held-out batch, written after the first was passing.
  {
    id: 'life-insurer-underwriting-earmarked',
    who: 'insurer',
    turns: [
      { visitor: 'Good afternoon! Our life insurance company wants to digitise underwriting with an AI that reads medical reports.', gives: ['project'], mustNotContain: [ASKS_PROJECT] },
      { visitor: "What's the earliest you could start?", questions: [q('earliest start', PROCESS)] },
      { visitor: "We're thinking Q4, and we've earmarked roughly 250k for it.", gives: ['timeline', 'budget'] },
    ],
    stage: 'hot',
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'terse-bank-international-zeros',
    who: 'bank',
    turns: [
      { visitor: 'we are a bank. need chatbot. how fast?', gives: ['project'], questions: [q('how fast', /4 days/)] },
      { visitor: 'ok. phone: 0044 20 7946 0111', gives: ['contact'], mustContain: [/0044 20 7946 0111/] },
    ],
    stage: 'qualified',
    recorded: { phone: '0044 20 7946 0111' },
  },
  {
    id: 'angular-portal-tight-month',
    who: 'portal owner',
    turns: [
      { visitor: 'Quick q - do you guys do Angular? Our customer portal is Angular 12 and needs a revamp.', gives: ['project', 'stage'], questions: [q('Angular', /Angular/)] },
      { visitor: 'timeline is tight, ideally within a month', gives: ['timeline'], mustNotContain: [/Take your time/] },
      { visitor: 'budget maybe 20-30k', gives: ['budget'] },
    ],
    stage: ['hot', 'qualified'],
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'clinic-group-intake-code-ownership',
    who: 'clinic',
    turns: [
      { visitor: 'Our clinic group (5 clinics) needs a patient intake form that pre-fills from previous visits. Is data encrypted?', gives: ['project'], questions: [q('encryption', /Encryption in transit and at rest/)] },
      { visitor: 'Who owns the code at the end?', questions: [unknown('code ownership')] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'online-pharmacy-shopify-plus-london',
    who: 'e-commerce',
    turns: [
      { visitor: "I'm the CTO of an online pharmacy. We want to replace our FAQ page with an AI assistant. Does it work with Shopify Plus?", gives: ['project'], questions: [unknown('Shopify Plus')] },
      { visitor: 'And do you have an office in London?', questions: [unknown('office in London')] },
    ],
    stage: 'cold',
  },
  {
    id: 'brokerage-packages-tentative-budget',
    who: 'insurance brokerage',
    turns: [
      { visitor: "Hello! I'd like to know more about your AI CRM.", questions: [q('AI CRM', /Professional AI CRM/)] },
      { visitor: "What's the difference between Starter and Enterprise?", questions: [q('Starter vs Enterprise', /Starter AI CRM/, /Enterprise AI CRM/)] },
      { visitor: "We're a 30-person insurance brokerage. Budget: not sure, maybe Business?", gives: ['budget'], mustNotContain: [QUOTED_FALLBACK, /that budget/i] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'uber-for-physios-thanks',
    who: 'startup',
    turns: [
      { visitor: 'can u build an app like uber but for physiotherapists', gives: ['project'] },
      { visitor: 'how much would that be', questions: [q('price', PRICING)] },
      { visitor: 'k thx', mustContain: [/welcome/i] },
    ],
    stage: 'cold',
  },
  {
    id: 'burned-telemedicine-beta',
    who: 'clinic',
    turns: [
      { visitor: "We got burned by another agency. How do I know you'll deliver?", questions: [unknown('delivery guarantee')] },
      { visitor: "We need to finish a half-built telemedicine app, it's in beta already.", gives: ['project', 'stage'], mustNotContain: [ASKS_PROJECT] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'utility-german-then-english',
    who: 'utility',
    turns: [
      { visitor: 'Hallo, sprechen Sie Deutsch?', mustContain: [/written in German/] },
      { visitor: 'OK in English then. We are a Stadtwerke (utility) and want a customer service bot for billing questions, by end of June.', gives: ['project', 'timeline'] },
    ],
    stage: 'warm',
  },
  {
    id: 'spare-parts-trial-pilot',
    who: 'e-commerce',
    turns: [
      { visitor: 'Do you offer a free trial?', questions: [unknown('free trial')] },
      { visitor: 'Can we do a pilot first?', questions: [unknown('pilot')] },
      { visitor: 'We are an e-commerce marketplace for spare parts, 2 million SKUs, search is terrible.', gives: ['project'], mustNotContain: [/sorry/i] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'bank-hourly-rate-react-native',
    who: 'bank',
    turns: [
      { visitor: "What's your hourly rate?", questions: [q('hourly rate', PRICING)] },
      { visitor: "We'd need maybe 3 developers for 6 months on a React Native app for our bank.", gives: ['project', 'timeline'] },
    ],
    stage: 'warm',
  },
  {
    id: 'hospital-no-shows-everything-at-once',
    who: 'hospital',
    turns: [
      {
        visitor: "Hi Vera, we need help. Our hospital's appointment no-show rate is huge and we want automated reminders + rescheduling via SMS. Call me: +1 (617) 555-0148. Budget around 75k USD, launch by September.",
        gives: ['project', 'contact', 'budget', 'timeline'],
        mustContain: [/\+1 \(617\) 555-0148/],
      },
    ],
    stage: 'qualified',
    recorded: { phone: '+1 (617) 555-0148', budget: true, timeline: true },
  },
  {
    id: 'conference-contact-deck',
    who: 'insurer',
    turns: [
      { visitor: "I'm from Acme Insurance, we met at the conference. Can you send me the deck?", questions: [unknown('the deck')] },
      { visitor: 'my email is r.patel@acme-ins.com', gives: ['contact'], mustContain: [/r\.patel@acme-ins\.com/] },
    ],
    stage: 'qualified',
    recorded: { email: 'r.patel@acme-ins.com' },
  },
  {
    id: 'blockchain-and-vision',
    who: 'insurer',
    turns: [
      { visitor: 'Do you do blockchain?', questions: [unknown('blockchain')] },
      { visitor: 'What about computer vision for damage assessment?', questions: [unknown('computer vision')] },
    ],
    stage: 'cold',
  },
  {
    id: 'seo-agency-building-for-itself',
    who: 'agency as a client',
    turns: [{ visitor: "We're an SEO agency and we'd like to build an internal AI tool to write meta descriptions for our clients. Can you help?", gives: ['project'], mustNotContain: [VENDOR] }],
    stage: 'cold',
  },
  {
    id: 'team-size-questions',
    who: 'procurement',
    turns: [
      { visitor: 'Is your team in-house or do you outsource?', questions: [unknown('in-house team')] },
      { visitor: 'how many engineers do you have?', questions: [unknown('number of engineers')] },
    ],
    stage: 'cold',
  },
  {
    id: 'bank-exit-and-export',
    who: 'bank',
    turns: [
      { visitor: "We're a bank. What happens to our data if we stop working with you?", questions: [q('data on exit', /export and deletion/)] },
      { visitor: 'Can we export everything?', questions: [q('export', /export/)] },
    ],
    stage: 'cold',
  },
  notALead('freelance-developer', 'freelancer', ["I'm a freelance React developer, do you work with freelancers?"], CAREERS),
  {
    id: 'wine-shop-french-then-english',
    who: 'e-commerce',
    turns: [
      { visitor: "Nous voulons un chatbot pour notre boutique en ligne, c'est possible ?", mustContain: [/written in French/] },
      { visitor: 'Sorry — can we talk in English? We run an online wine shop in Bordeaux and need a sommelier chatbot before Christmas.', gives: ['project', 'timeline'], mustNotContain: [QUOTED_FALLBACK] },
    ],
    stage: 'warm',
  },
  {
    id: 'fintech-zero-budget-researching',
    who: 'fintech',
    turns: [
      { visitor: "Hi, I'm a product manager at a fintech. Our budget is $0 right now, just researching vendors for next year.", gives: ['budget', 'timeline'], mustNotContain: [/that budget/i] },
      { visitor: 'What would a typical project cost?', questions: [q('typical cost', PRICING)] },
    ],
    stage: ['cold', 'warm'],
    recorded: { budget: false },
  },
  {
    id: 'hospital-contact-in-first-message',
    who: 'hospital',
    turns: [{ visitor: 'Hello, we are interested in your services for our hospital. Please contact me at dr.meyer@klinikum-nord.de or 040 1234567.', gives: ['contact'], mustContain: [/dr\.meyer@klinikum-nord\.de/] }],
    stage: 'qualified',
    recorded: { email: 'dr.meyer@klinikum-nord.de', phone: '040 1234567' },
  },
  {
    id: 'yo-what-can-u-do-nah',
    who: 'vague visitor',
    turns: [
      { visitor: 'yo' },
      { visitor: 'what can u do', questions: [q('what we do', /AI & Machine Learning/)] },
      { visitor: 'nah im good', mustContain: [/No problem/], mustNotContain: [ASKS_PROJECT] },
    ],
    stage: 'cold',
  },
  {
    id: 'insurer-azure-seven-figures',
    who: 'insurer',
    turns: [{ visitor: 'Our insurer needs to migrate from on-prem to Azure and add an AI claims assistant. We have 18 months and a seven-figure budget.', gives: ['project', 'timeline', 'budget'] }],
    stage: ['warm', 'hot'],
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'wealth-manager-crm-integrations',
    who: 'wealth manager',
    turns: [
      { visitor: 'Are you able to integrate with Salesforce and HubSpot?', questions: [unknown('Salesforce and HubSpot')] },
      { visitor: "We're a wealth manager, need a client portal with AI-generated portfolio summaries, starting next spring.", gives: ['project', 'timeline'] },
    ],
    stage: 'warm',
  },
  // A third held-out batch.
  {
    id: 'car-insurer-whatsapp-ticket-then-phone',
    who: 'insurer',
    turns: [
      { visitor: "We're a car insurer. Customers should be able to report a claim via WhatsApp and get updates.", gives: ['project'], mustNotContain: [ASKS_PROJECT] },
      { visitor: 'Ticket 55123 from our old vendor is still open, ignore that. You can ring me on 0161 496 0000.', gives: ['contact'], mustContain: [/0161 496 0000/], mustNotContain: [/55123/] },
    ],
    stage: 'qualified',
    recorded: { phone: '0161 496 0000' },
  },
  {
    id: 'bank-mortgage-advisor-range',
    who: 'bank',
    turns: [
      { visitor: 'Hey, do you also handle the hosting and maintenance after launch?', questions: [q('maintenance', /ongoing support/)] },
      { visitor: "We're a mid-size bank, we want to rebuild our mortgage calculator and add an AI advisor. Aiming for end of Q2, budget 80-120k.", gives: ['project', 'timeline', 'budget'] },
    ],
    stage: ['hot', 'qualified'],
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'lyon-hospital-dpo-questions',
    who: 'hospital',
    turns: [
      { visitor: "My colleague said you build secure chatbots. We're a hospital in Lyon, we'd need French.", gives: ['project'] },
      { visitor: 'Our data protection officer asks: where is the data processed and who has access?', questions: [q('where processed, who has access', /your own servers|your environment/, /role-based access/)], mustNotContain: [/contract terms/] },
    ],
    stage: ['cold', 'warm'],
  },
  notALead('gpu-hosting-sales-rep', 'vendor', ["Hi, I'm a sales rep at CloudHost and we'd love to offer you our GPU servers at a discount."], VENDOR),
  {
    id: 'fintech-psd2-aggregation',
    who: 'fintech',
    turns: [
      { visitor: "We're a fintech, what's your experience with PSD2 and open banking APIs?", questions: [unknown('PSD2')] },
      { visitor: 'We need an account aggregation dashboard, 4 months, about 200k EUR.', gives: ['project', 'timeline', 'budget'] },
    ],
    stage: ['hot', 'qualified'],
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'bakery-small-budget',
    who: 'small shop',
    turns: [{ visitor: 'hello i want to make an online shop for my bakery, small budget like 5k, is that possible?', gives: ['project', 'budget'], mustNotContain: [ASKS_PROJECT] }],
    stage: ['cold', 'warm'],
    recorded: { budget: true },
  },
  notALead('client-bug-report', 'existing client', ['Is this the right place to report a bug in the app you built for us?'], TEAM),
  {
    id: 'three-agencies-proposal-deadline',
    who: 'hospital',
    turns: [
      { visitor: "We're evaluating 3 agencies for a patient-facing symptom triage bot. Why should we choose you?", gives: ['project'], questions: [q('why us', /AI & Machine Learning/)] },
      { visitor: 'OK, send the proposal to procurement@stmarys-health.org, deadline for proposals is 15 March.', gives: ['contact', 'timeline'], mustContain: [/procurement@stmarys-health\.org/] },
    ],
    stage: 'qualified',
    recorded: { email: 'procurement@stmarys-health.org' },
  },
  {
    id: 'insurer-iban-and-phone',
    who: 'insurer',
    turns: [
      {
        visitor: 'We are an insurance company. Our IBAN is DE89 3704 0044 0532 0130 00 for invoices. We need a chatbot for policy questions, please call +49 89 12345678.',
        gives: ['project', 'contact'],
        mustContain: [/\+49 89 12345678/],
        mustNotContain: [/3704/],
      },
    ],
    stage: 'qualified',
    recorded: { phone: '+49 89 12345678' },
  },
  {
    id: 'bookstore-recommendations-traffic',
    who: 'e-commerce',
    turns: [{ visitor: 'Looking for help building a recommendation engine for our online bookstore, 1.2M visitors a month, Q1 2027 launch.', gives: ['project', 'timeline'] }],
    stage: ['cold', 'warm'],
    recorded: { budget: false, timeline: true },
  },
  {
    id: 'portal-takeover-asap-money-no-issue',
    who: 'clinic',
    turns: [
      { visitor: 'we need someone to take over maintenance of our existing patient portal built in Angular, the previous agency went bust', gives: ['project', 'stage'] },
      { visitor: 'asap please, budget is not an issue', gives: ['timeline', 'budget'] },
    ],
    stage: 'hot',
  },
  notALead('handelsblatt-journalist', 'journalist', ["I'm a journalist at Handelsblatt, could you comment on the AI act?"], PRESS),
  {
    id: 'energy-voice-hotline',
    who: 'utility',
    turns: [
      { visitor: 'Do you build voice assistants for phone hotlines?', gives: ['project'], mustNotContain: [QUOTED_FALLBACK] },
      { visitor: "we're an energy provider with 300k customers; launch next winter", gives: ['timeline'] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'demo-then-french-number',
    who: 'prospect',
    turns: [
      { visitor: 'Can I get a demo of the AI CRM?', questions: [q('demo', /consultation/)] },
      { visitor: 'sure: +33 1 42 68 53 00', gives: ['contact'], mustContain: [/\+33 1 42 68 53 00/] },
    ],
    stage: 'qualified',
    recorded: { phone: '+33 1 42 68 53 00' },
  },
];
