/**
 * A second set written after the engine, in other words than the first set,
 * to check that the understanding is general rather than fitted to one
 * phrasing per question.
 */
import { type Conversation, q, unknown } from './conversation-script.js';

const TEAM = /hello@vaultline\.ai/;
const PROMISED_CALL = /consultation|we'll be in touch|will be in touch|our team will contact|(?:short|a) call\b/i;

export const MORE_CONVERSATIONS: Conversation[] = [
  {
    id: 'credit-union-member-chat',
    who: 'bank',
    turns: [
      {
        visitor: "Good morning. We're a credit union and want a member support assistant on our website. Is it possible to host everything in our own Azure tenant?",
        gives: ['project'],
        questions: [q('own Azure tenant', /your own cloud account|Azure/)],
      },
      { visitor: 'Are conversations used to improve the AI models of the provider?', questions: [q('training on conversations', /never used to train third-party models/i)] },
      { visitor: 'We are aiming for Q2 next year and have around 90k set aside.', gives: ['timeline', 'budget'] },
    ],
    stage: ['hot', 'qualified'],
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'hospital-group-pricing-and-person',
    who: 'hospital network',
    turns: [
      { visitor: 'How are your services priced for a hospital group?', questions: [q('pricing', /quote/i)] },
      { visitor: "I'd rather speak with a real human about this.", questions: [q('a real human', TEAM)], handover: true },
    ],
    stage: 'cold',
    lead: true,
  },
  {
    id: 'insurtech-erasure-and-logs',
    who: 'insurer',
    turns: [
      {
        visitor: 'Two questions: can policyholder data be erased on request, and is every access logged?',
        questions: [q('erasure', /delet/i), q('access logging', /audit logs?/i)],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'ecommerce-go-live-speed',
    who: 'e-commerce',
    turns: [
      { visitor: 'We sell furniture online. How quickly could a shopping assistant be live on our store?', gives: ['project'], questions: [q('speed', /4 days/)] },
      { visitor: 'Our budget is $30,000 and we want it before Christmas.', gives: ['budget', 'timeline'] },
      { visitor: 'Write to me at li.wei@homefurnish.example please', gives: ['contact'], mustContain: [/li\.wei@homefurnish\.example/] },
    ],
    stage: 'qualified',
    recorded: { email: 'li.wei@homefurnish.example', budget: true, timeline: true },
  },
  {
    id: 'designer-looking-for-work',
    who: 'job seeker',
    turns: [
      {
        visitor: "I'm a UI designer with 5 years of experience. Are there any open positions on your team?",
        questions: [q('open positions', /careers/i)],
        mustNotContain: [PROMISED_CALL],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'seo-agency-pitch',
    who: 'vendor spam',
    turns: [
      {
        visitor: 'Hi, I noticed your website is not ranking on Google. Our SEO services can get you to page 1 in 30 days. Can I send you a proposal?',
        mustNotContain: [PROMISED_CALL],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'spanish-clinic',
    who: 'non-English (Spanish)',
    turns: [{ visitor: 'Hola, somos una clínica y necesitamos un chatbot para nuestros pacientes. ¿Pueden ayudarnos?', mustContain: [/English/] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'is-this-chatgpt',
    who: 'curious visitor',
    turns: [{ visitor: 'Is this ChatGPT or a person typing?', questions: [q('bot or person', /AI assistant/i)], mustNotContain: [/I am a person|I'm a person/i] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'pci-and-nda',
    who: 'fintech',
    turns: [
      { visitor: 'Are you PCI DSS compliant?', questions: [unknown('PCI DSS')] },
      { visitor: 'Do you sign NDAs before the discovery call?', questions: [unknown('NDA')] },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'office-location',
    who: 'prospect',
    turns: [{ visitor: 'Where is your company based?', questions: [unknown('company location')] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'law-firm-document-search',
    who: 'legal',
    turns: [
      { visitor: "We're a law firm with 300 lawyers. We want semantic search over our case files, strictly on our own servers.", gives: ['project'] },
      { visitor: "Timeline isn't decided yet. What would the first step be?", questions: [q('first step', /Discovery/)] },
    ],
    stage: ['cold', 'warm'],
    lead: false,
    recorded: { timeline: false },
  },
  {
    id: 'existing-client-bug',
    who: 'existing client',
    turns: [
      { visitor: 'Hello, you built our patient portal last year and the login is broken since this morning. Ticket number 88213. Who can help?', questions: [q('support', TEAM)] },
    ],
    stage: 'cold',
    lead: false,
    recorded: { phone: null },
  },
  {
    id: 'wholesale-reseller',
    who: 'partner',
    turns: [
      {
        visitor: 'We would like to become a reseller of your AI CRM in the Nordics. Who should we talk to?',
        questions: [q('reseller contact', /partner/i, TEAM)],
        mustNotContain: [/free consultation/i],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'podcast-invite',
    who: 'press',
    turns: [
      {
        visitor: "I host a podcast on healthcare tech and I'm writing a story about private AI. Would your founder do an interview?",
        questions: [q('press', TEAM)],
        mustNotContain: [/free consultation/i],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'insurer-uk-phone',
    who: 'insurer',
    turns: [{ visitor: 'Motor insurer here, we need claims triage automation. Ring me on 020 7946 0958 tomorrow.', gives: ['project', 'contact'], mustContain: [/020 7946 0958/] }],
    stage: 'qualified',
    recorded: { phone: '020 7946 0958' },
  },
  {
    id: 'startup-vague-then-clear',
    who: 'fintech',
    turns: [
      { visitor: 'hey' },
      { visitor: 'we are a small payments startup' },
      { visitor: 'we want a dashboard with AI insights for merchants', gives: ['project'] },
      { visitor: 'in about 3 months, budget maybe 25k', gives: ['timeline', 'budget'] },
    ],
    stage: ['warm', 'hot'],
    recorded: { budget: true, timeline: true },
  },
  {
    id: 'multilingual-and-accessible',
    who: 'public sector',
    turns: [
      {
        visitor: 'Our municipality needs a citizen assistant. Must it be accessible for blind users, and can it speak Dutch and English?',
        gives: ['project'],
        questions: [q('accessibility', /WCAG/), q('languages', /languages/i)],
      },
    ],
    stage: ['cold', 'warm'],
    lead: false,
  },
  {
    id: 'maintenance-after-launch',
    who: 'prospect',
    turns: [{ visitor: 'Who maintains the system once it is launched? Is there an SLA?', questions: [q('maintenance', /ongoing support|SLA/i)] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'thanks-bye',
    who: 'prospect',
    turns: [{ visitor: 'What does the Enterprise package include?', questions: [q('enterprise features', /SSO|Audit logs/i)] }, { visitor: 'ok thanks, that is all for now' }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'competitor-pricing-probe',
    who: 'competitor',
    turns: [{ visitor: 'We are another AI studio. What do you charge per day for an engineer?', questions: [q('rates', /quote/i)], mustNotContain: [PROMISED_CALL] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'regional-bank-fraud-assistant-full',
    who: 'bank',
    turns: [
      { visitor: "Hello, I'm CTO at a regional bank.", mustContain: [/Vera|AI assistant/] },
      { visitor: 'We want an internal assistant that helps our fraud team search past cases. It must stay on-prem.', gives: ['project'] },
      { visitor: 'Planning stage. We would like to start in 3 months and we have roughly €150k approved.', gives: ['stage', 'timeline', 'budget'] },
      { visitor: 'Sounds good. My number is +44 20 7946 0123.', gives: ['contact'], mustContain: [/\+44 20 7946 0123/] },
    ],
    stage: 'qualified',
    recorded: { phone: '+44 20 7946 0123', budget: true, timeline: true },
  },
  {
    id: 'health-insurer-questions-first',
    who: 'insurer',
    turns: [
      { visitor: 'Do you have experience with health insurers?', questions: [q('experience', /regulated|healthcare|finance/i)] },
      { visitor: 'We want to automate claim document intake with AI. What would that cost?', gives: ['project'], questions: [q('cost', /quote/i)] },
      { visitor: 'We have no budget defined yet, ideally live within 6 months.', gives: ['timeline'] },
    ],
    stage: ['warm', 'hot'],
    recorded: { budget: false, timeline: true },
  },
  {
    id: 'clinic-chain-typos',
    who: 'clinic',
    turns: [
      { visitor: 'hi, we are a chain of physio clinics, want a chatbot for bookings', gives: ['project'] },
      { visitor: 'is patient data encrpyted? and were is it hosted?', questions: [q('encryption', /encrypt/i), q('hosting', /your own (?:cloud account|servers|environment)/i)] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'ecommerce-asap-no-budget-email',
    who: 'e-commerce',
    turns: [
      { visitor: 'Our webshop needs an AI support agent before Black Friday, asap.', gives: ['project', 'timeline'] },
      { visitor: "Budget: don't know yet. Email: ops@shoptastic.example", gives: ['contact'], mustContain: [/ops@shoptastic\.example/], mustNotContain: [/that budget/i] },
    ],
    stage: 'qualified',
    recorded: { email: 'ops@shoptastic.example', budget: false, timeline: true },
  },
  {
    id: 'fintech-founder-price-pushback',
    who: 'fintech',
    turns: [
      { visitor: 'Just give me a ballpark price for the Professional package.', questions: [q('ballpark price', /quote/i)] },
      { visitor: "Come on, roughly how much? I won't hold you to it.", questions: [q('rough price', /quote/i)] },
    ],
    stage: 'cold',
    lead: false,
  },
  // Prospects written last, as a held-out check of the stages (neighbour stages where a human would hesitate).
  {
    id: 'bank-call-center-exploring',
    who: 'bank',
    turns: [
      { visitor: 'Hi there! We are a mid-size bank in the Netherlands looking into an AI assistant for our call center agents.', gives: ['project'] },
      { visitor: 'We are still exploring, no decision yet.', gives: ['stage'] },
      { visitor: 'What would a typical timeline look like for something like this?', questions: [q('timeline', /4 days|iterations/)] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'car-insurer-portal-proceed',
    who: 'insurer',
    turns: [
      { visitor: 'Looking for a partner to build a customer self-service portal for our car insurance customers, with an AI chat inside.', gives: ['project'] },
      { visitor: 'We already have a design, development should start in January. Budget between 100 and 150k EUR.', gives: ['stage', 'timeline', 'budget'] },
      { visitor: 'Great. How do we proceed?', questions: [q('next', /Discovery|consultation|e-mail/i)] },
    ],
    stage: ['hot', 'qualified'],
  },
  {
    id: 'dermatology-ai-receptionist',
    who: 'clinic',
    turns: [
      { visitor: 'Our dermatology practice gets 300 calls a day. Could an AI receptionist help?', gives: ['project'] },
      { visitor: 'Sounds interesting. We would want it for the summer. What does it cost roughly?', gives: ['timeline'], questions: [q('cost', /quote/i)] },
      { visitor: 'Fine. dr.ito@skinclinic.example', gives: ['contact'], mustContain: [/dr\.ito@skinclinic\.example/] },
    ],
    stage: 'qualified',
  },
  {
    id: 'crypto-exchange-kyc-asap',
    who: 'fintech',
    turns: [{ visitor: 'We are a crypto exchange and need KYC document checks automated with AI, ASAP. We have 300k budget.', gives: ['project', 'timeline', 'budget'] }],
    stage: ['warm', 'hot'],
  },
  {
    id: 'coffee-shop-chatbot-small-budget',
    who: 'e-commerce',
    turns: [
      { visitor: 'Hello Vera', mustContain: [/Vera/] },
      { visitor: 'I run a Shopify store selling coffee. Could you add a chatbot that recommends products?', gives: ['project'] },
      { visitor: 'How long would it take and what do you need from us?', questions: [q('duration', /4 days|Day 1/)] },
      { visitor: 'Budget is small, maybe 5k. Timeline flexible.', gives: ['budget', 'timeline'] },
    ],
    stage: ['warm', 'hot'],
  },
  {
    id: 'university-hospital-private-gpt',
    who: 'hospital',
    turns: [
      { visitor: 'University hospital here. We need a secure internal GPT for our researchers that never sends data outside our network.', gives: ['project'] },
      { visitor: 'Which models could run fully on-premise?', questions: [q('models', /open models|Hugging Face/i)] },
      { visitor: 'Please have someone call me, +31 20 555 0199.', gives: ['contact'], mustContain: [/\+31 20 555 0199/] },
    ],
    stage: 'qualified',
  },
  {
    id: 'insurer-claims-chatbots-q1',
    who: 'insurer',
    turns: [
      { visitor: 'what is vaultline?', questions: [q('about', /Vaultline AI/)] },
      { visitor: 'ok. we are an insurer. can you build claims chatbots?', gives: ['project'], questions: [q('claims chatbots', /chat assistants|AI/i)] },
      { visitor: 'timeline: Q1. budget: not decided.', gives: ['timeline'] },
    ],
    stage: ['warm', 'hot'],
  },
  {
    id: 'shop-migration-eu-dpa',
    who: 'e-commerce',
    turns: [
      {
        visitor: 'We need to migrate our online shop to a new platform and add AI search. Can you do both?',
        gives: ['project'],
        questions: [q('both', /E-commerce|online stores/i)],
      },
      { visitor: 'Is the data stored in Europe?', questions: [q('europe', /region/i)] },
      { visitor: 'And can you sign a DPA?', questions: [unknown('DPA')] },
    ],
    stage: ['cold', 'warm'],
  },
  // A second held-out batch, written after the first one passed.
  {
    id: 'private-bank-meeting-notes',
    who: 'bank',
    turns: [
      { visitor: "We're a private bank. Our relationship managers need a tool that summarises client meetings and drafts follow-up emails.", gives: ['project'] },
      { visitor: 'Privacy is critical. Would the meeting notes ever leave our infrastructure?', questions: [q('leave infra', /your (?:own )?environment/i)] },
      { visitor: 'We could start in February. Budget is around CHF 200k.', gives: ['timeline', 'budget'] },
    ],
    stage: ['hot', 'qualified'],
  },
  {
    id: 'childrens-hospital-parents-bot',
    who: 'hospital',
    turns: [
      { visitor: "Hello, I work in IT at a children's hospital." },
      { visitor: 'We want a chatbot for parents: opening hours, visiting rules, directions.', gives: ['project'] },
      { visitor: 'How much would a project like that be?', questions: [q('price', /quote/i)] },
      { visitor: 'OK. Contact me at m.khan@childrens-hospital.example', gives: ['contact'], mustContain: [/m\.khan@childrens-hospital\.example/] },
    ],
    stage: 'qualified',
  },
  {
    id: 'magento-store-rebuild',
    who: 'e-commerce',
    turns: [
      { visitor: 'Do you do Magento?', questions: [unknown('Magento')] },
      { visitor: 'We want to rebuild our store with better search. Timeline end of summer.', gives: ['project', 'stage', 'timeline'] },
    ],
    stage: ['warm', 'cold'],
  },
  {
    id: 'insurer-quote-8-weeks',
    who: 'insurer',
    turns: [{ visitor: 'I need a quote for an AI claims assistant for our insurance company, go-live in 8 weeks, budget €60k.', gives: ['project', 'timeline', 'budget'] }],
    stage: ['hot', 'warm'],
  },
  {
    id: 'neobank-core-banking-apis',
    who: 'fintech',
    turns: [
      { visitor: 'can your chatbot integrate with our core banking system via REST APIs?', questions: [q('integration', /integrat|APIs/i)] },
      { visitor: "we're a neobank with 2M users, want to reduce support tickets by automating FAQs", gives: ['project'] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'fertility-clinic-is-this-a-bot',
    who: 'clinic',
    turns: [
      { visitor: 'Hi, is this a bot?', questions: [q('bot', /AI assistant/)] },
      { visitor: 'fine. we are a fertility clinic and want an assistant that answers patient questions 24/7', gives: ['project'] },
      { visitor: 'no budget yet and no timeline', mustNotContain: [/that budget|that timeline|tight timeline/i] },
    ],
    stage: ['cold', 'warm'],
  },
  {
    id: 'spare-parts-search-phone',
    who: 'e-commerce',
    turns: [
      { visitor: 'We sell spare parts online (20k SKUs). Need AI search that understands part numbers like 4471-2291.', gives: ['project'] },
      { visitor: 'Call me: +1 415 555 0142', gives: ['contact'], mustContain: [/\+1 415 555 0142/] },
    ],
    stage: 'qualified',
    recorded: { phone: '+1 415 555 0142' },
  },
  {
    id: 'bank-demo-mortgage-leads',
    who: 'bank',
    turns: [{ visitor: 'Can I get a demo?' }, { visitor: 'We are a bank. We want to see how the AI CRM would qualify leads from our mortgage pages.', gives: ['project'] }],
    stage: ['cold', 'warm'],
  },
  // A third held-out batch: negation, other languages, long messages, references, shouting, human-first.
  {
    id: 'bank-sme-portal-not-a-chatbot',
    who: 'bank',
    turns: [
      { visitor: "We don't need another chatbot. We need a secure portal where our SME clients upload documents and get AI summaries.", gives: ['project'] },
      { visitor: 'Deadline is in two weeks, budget of 2 million for the whole programme.', gives: ['timeline', 'budget'] },
      { visitor: 'You can call me on my mobile 07700 900123', gives: ['contact'], mustContain: [/07700 900123/] },
    ],
    stage: 'qualified',
    recorded: { phone: '07700 900123' },
  },
  {
    id: 'dutch-hospital',
    who: 'dutch',
    turns: [{ visitor: 'Goedemiddag, wij zijn een ziekenhuis en zoeken een AI oplossing voor onze patiënten. Kunnen jullie helpen?', mustContain: [/English/] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'italian-bank',
    who: 'italian',
    turns: [{ visitor: 'Buongiorno, siamo una banca e cerchiamo un assistente virtuale. Quanto costa?', mustContain: [/English/] }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'quick-reply-then-unsure',
    who: 'prospect',
    turns: [{ visitor: 'Hi' }, { visitor: 'Web development', gives: ['project'] }, { visitor: "honestly I don't know yet" }, { visitor: 'what do you recommend?' }],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'bookstore-recommender-reference',
    who: 'e-commerce',
    turns: [{ visitor: 'Our ref: ABC-12345. We are a new prospect, not a client. We need a product recommender for our online bookstore.', gives: ['project'] }],
    stage: ['cold', 'warm'],
    recorded: { phone: null },
  },
  {
    id: 'shouting-email',
    who: 'prospect',
    turns: [{ visitor: 'MY EMAIL IS JOHN.DOE@BIGCORP.EXAMPLE, WE NEED AN AI CRM', gives: ['project', 'contact'], mustContain: [/JOHN\.DOE@BIGCORP\.EXAMPLE/i] }],
    stage: 'qualified',
  },
  {
    id: 'web-agency-rag-question',
    who: 'competitor',
    turns: [
      {
        visitor: 'We are a web agency too. How do you build your RAG pipelines and which vector database do you use?',
        questions: [unknown('vector db')],
        mustNotContain: [/free consultation/i],
      },
    ],
    stage: 'cold',
    lead: false,
  },
  {
    id: 'insurer-broker-portal-long-message',
    who: 'insurer',
    turns: [
      {
        visitor:
          "We're an insurer. We want to modernise our broker portal and add an AI assistant for brokers. We have an internal team already building parts of it, the budget is approved at around 400k and we want to launch before the end of Q2.",
        gives: ['project', 'stage', 'budget', 'timeline'],
      },
      { visitor: 'What would you need from us to start?', questions: [q('what needed', /Day 1|Discovery/)] },
    ],
    stage: ['hot', 'qualified'],
  },
  {
    id: 'human-first-hates-bots',
    who: 'prospect',
    turns: [{ visitor: 'Is there a human I can talk to? I hate bots.', questions: [q('human', /hello@vaultline\.ai/)], handover: true }],
    stage: 'cold',
    lead: true,
  },
  {
    id: 'trading-app-unsure',
    who: 'fintech',
    turns: [
      {
        visitor: 'Thinking about an AI assistant for our trading app. Not sure about budget or timeline yet. Can you help?',
        gives: ['project', 'stage'],
        mustNotContain: [/that budget|that timeline|tight timeline/i],
      },
    ],
    stage: ['cold', 'warm'],
    recorded: { budget: false, timeline: false },
  },
];
