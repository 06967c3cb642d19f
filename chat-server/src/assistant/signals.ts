/**
 * What one visitor message says: technologies, services, needs, project type
 * and stage, timeline, budget, contact details, next step, intent.
 * Plain keyword rules, so the analysis is deterministic and testable.
 */
import type { BudgetRange, NextStep, ProjectStage } from './conversation.js';
import { QUICK_REPLY_SETS } from './quick-replies.js';

/** SPEC §3 technology keys and the words a visitor uses for them. */
export const TECHNOLOGY_KEYWORDS: ReadonlyArray<readonly [key: string, pattern: RegExp]> = [
  ['openAI', /\bopen ?ai\b|\bchat ?gpt\b|\bgpt-?\d/i],
  ['anthropic', /\banthropic\b|\bclaude\b/i],
  ['groq', /\bgroq\b/i],
  ['huggingFace', /\bhugging ?face\b/i],
  ['reactSpring', /\breact[- ]spring\b/i],
  ['react', /\breact(\.?js)?\b(?![- ]spring)/i],
  ['angular', /\bangular\b/i],
  ['emotion', /\bemotion(\/styled|\.sh)\b|@emotion/i],
  ['express', /\bexpress\.?js\b|\bexpress (server|backend|api)\b/i],
  ['kafka', /\bkafka\b/i],
  ['node', /\bnode(\.?js)?\b/i],
  ['rabbitMQ', /\brabbit ?mq\b/i],
  ['reduxSaga', /\bredux[- ]saga\b/i],
  ['socket', /\bsocket\.?io\b|\bweb ?sockets?\b/i],
  ['styled', /\bstyled[- ]components\b/i],
  ['typescript', /\btype ?script\b/i],
  ['webpack', /\bwebpack\b/i],
];

export const SERVICES = {
  ai: 'AI & Machine Learning',
  ui: 'UI Development',
  cloud: 'Cloud Solutions',
  ecommerce: 'E-commerce',
} as const;

const SERVICE_KEYWORDS: ReadonlyArray<readonly [service: string, pattern: RegExp]> = [
  [SERVICES.ai, /\bai\b|artificial intelligence|machine learning|\bml\b|\bllms?\b|chat ?bot|language model|\bcrm\b|\bgpt|\bnlp\b/i],
  [SERVICES.ui, /\bui\b|\bux\b|user interface|front[- ]?end|web ?(site|app|application|development)|\bmobile apps?\b|\bdesign\b/i],
  [SERVICES.cloud, /\bcloud\b|\baws\b|\bazure\b|\bgcp\b|kubernetes|hosting|infrastructure|on[- ]?prem/i],
  [SERVICES.ecommerce, /e-?commerce|online (store|shop)|\bwebshop\b|\bcheckout\b|\bshopify\b/i],
];

/** Quick replies of the service set count as a service choice. */
const SERVICE_OF_QUICK_REPLY: Record<string, string | null> = {
  'web-development': SERVICES.ui,
  'mobile-apps': SERVICES.ui,
  'ai-integration': SERVICES.ai,
  'technical-consulting': null,
};

const NEED_KEYWORDS: ReadonlyArray<readonly [need: string, pattern: RegExp]> = [
  ['customer support automation', /\bsupport\b|help ?desk|tickets?\b|customer service/i],
  ['lead management', /\bcrm\b|\bleads?\b|sales pipeline|prospects?/i],
  ['data privacy & compliance', /privacy|gdpr|hipaa|complian|sensitive data|patient data|confidential/i],
  ['process automation', /automat|workflow/i],
  ['system integration', /integrat|\bapis?\b|connect (to|with)/i],
  ['analytics & reporting', /analytics|dashboard|reporting|\breports?\b|insights/i],
  ['conversational assistant', /chat ?bot|virtual assistant|ai assistant|conversational/i],
  ['online sales', /e-?commerce|online (store|shop)|sell online/i],
  ['scalability', /\bscal(e|ing|able|ability)\b|high traffic|performance/i],
  ['cloud migration', /migrat/i],
];

const REQUIREMENT_KEYWORDS: ReadonlyArray<readonly [requirement: string, pattern: RegExp]> = [
  ['HIPAA compliance', /\bhipaa\b/i],
  ['GDPR compliance', /\bgdpr\b/i],
  ['SOC 2', /\bsoc ?2\b/i],
  ['private deployment', /on[- ]?prem|self[- ]host|private (cloud|deployment|server)|own servers|air[- ]?gapped/i],
  ['data residency', /data residency|data (stays|remain)|in the eu\b|eu data/i],
  ['single sign-on', /\bsso\b|\bsaml\b|\boauth\b|single sign[- ]on/i],
  ['real-time messaging', /real[- ]?time|web ?sockets?|streaming/i],
];

const PROJECT_TYPES: ReadonlyArray<readonly [projectType: string, pattern: RegExp]> = [
  ['AI CRM', /\bcrm\b/i],
  ['chatbot', /chat ?bot|virtual assistant|ai assistant|support bot/i],
  ['e-commerce platform', /e-?commerce|online (store|shop)|webshop/i],
  ['mobile app', /mobile app|ios app|android app|\bapp for (ios|android)/i],
  ['AI integration', /integrat\w* (ai|an? llm|machine learning|gpt)|\bai integration\b/i],
  ['cloud migration', /cloud migration|migrat\w* to (the )?cloud/i],
  ['web application', /web ?app|web application|portal|dashboard|platform|website/i],
];

const PROJECT_STAGES: ReadonlyArray<readonly [stage: ProjectStage, pattern: RegExp]> = [
  ['enhancement', /\bexisting\b|enhanc|improv|upgrade|moderni[sz]/i],
  ['development', /in development|already (building|developing|built)|\bmvp\b|\bprototype\b/i],
  ['planning', /\bplanning\b|\brequirements\b|\bscoping\b/i],
  ['concept', /\bconcept\b|\bidea\b/i],
];

/** SPEC §9 timeline words: weeks, months, days, asap, urgent, rush (with a leading figure when given). */
const TIMELINE = /\b(?:\d+\s*(?:-|to)\s*)?(?:\d+|a|one|two|three|four|six|few|couple of)?\s*(?:weeks?|months?|days?)\b(?![- ]deploy)|\basap\b|\burgent(?:ly)?\b|\brush\b/i;

const BUDGET = /\bbudget\b|[$€£]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:k|m)\b|\b\d[\d,.]*\s?(?:usd|eur|gbp|dollars|euros|pounds)\b|\bspend\b|\binvest(?:ment)?\b/i;
const BUDGET_RANGES: ReadonlyArray<readonly [range: BudgetRange, pattern: RegExp]> = [
  ['enterprise', /\benterprise budget\b/i],
  ['business', /\bbusiness budget\b/i],
  ['startup', /\bstartup budget\b/i],
  ['flexible', /\bflexible budget\b|budget is flexible/i],
];

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const PHONE = /(?<![\w@.])\+?\d[\d\s().-]{6,}\d(?![\w@])/;

const NEXT_STEPS: ReadonlyArray<readonly [step: NextStep, pattern: RegExp]> = [
  ['schedule-call', /schedule a call|book a call|\bcall\b|\bmeeting\b|\bdemo\b|consultation/i],
  ['request-proposal', /proposal|\bquote\b|estimate/i],
  ['email-details', /email me|e-mail me|send (me )?the details|email the details/i],
  ['continue-chat', /keep chatting|continue (the )?chat/i],
];

export interface MessageSignals {
  technologies: string[];
  services: string[];
  needs: string[];
  requirements: string[];
  projectType: string | null;
  projectStage: ProjectStage | null;
  timeline: string | null;
  budget: BudgetRange | null;
  email: string | null;
  phone: string | null;
  nextStep: NextStep | null;
  /** The message picked a service quick reply (service question answered). */
  serviceChosen: boolean;
  intent: string;
}

function matches(text: string, rules: ReadonlyArray<readonly [string, RegExp]>): string[] {
  return rules.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

function firstMatch<T extends string>(text: string, rules: ReadonlyArray<readonly [T, RegExp]>): T | null {
  return rules.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** The quick reply whose text the message is, when the visitor clicked one. */
export function quickReplyOf(text: string): { id: string; text: string; category: string; range?: string; urgency?: string; stage?: string } | null {
  const normalized = text.trim().toLowerCase();
  for (const set of Object.values(QUICK_REPLY_SETS)) {
    const reply = set.find((candidate) => candidate.text.toLowerCase() === normalized);
    if (reply) return reply;
  }
  return null;
}

export function detectTimeline(text: string): string | null {
  const quick = quickReplyOf(text);
  if (quick?.category === 'timeline') return quick.text.toLowerCase();
  const match = TIMELINE.exec(text);
  return match ? match[0].trim().toLowerCase() : null;
}

function detectBudget(text: string): BudgetRange | null {
  const range = firstMatch(text, BUDGET_RANGES);
  if (range) return range;
  return BUDGET.test(text) ? 'stated' : null;
}

function detectIntent(text: string, signals: Omit<MessageSignals, 'intent'>): string {
  if (signals.email || signals.phone) return 'contact_sharing';
  if (signals.nextStep === 'schedule-call' || signals.nextStep === 'request-proposal') return 'consultation_request';
  if (/\bprice|pricing|\bcost|how much|\bquote\b/i.test(text) || signals.budget) return 'pricing_inquiry';
  if (/security|privacy|secure|gdpr|hipaa|complian|encrypt/i.test(text)) return 'security_inquiry';
  if (signals.technologies.length > 0 || /\btech(nical|nology|nologies| stack)?\b|\bstack\b|architecture|\bapis?\b|framework|database|integrat|\bhosting\b/i.test(text)) {
    return 'technical_question';
  }
  if (signals.timeline) return 'timeline_discussion';
  if (/package|starter|professional|enterprise|deploy/i.test(text)) return 'package_inquiry';
  if (signals.services.length > 0 || signals.projectType || signals.serviceChosen) return 'service_inquiry';
  if (/^\s*(hi|hello|hey|good (morning|afternoon|evening)|greetings)\b/i.test(text)) return 'greeting';
  return 'general_inquiry';
}

export function readSignals(text: string): MessageSignals {
  const quick = quickReplyOf(text);
  const quickService = quick?.category === 'service' ? SERVICE_OF_QUICK_REPLY[quick.id] : undefined;
  const services = matches(text, SERVICE_KEYWORDS);
  if (quickService && !services.includes(quickService)) services.push(quickService);
  const base = {
    technologies: matches(text, TECHNOLOGY_KEYWORDS),
    services,
    needs: matches(text, NEED_KEYWORDS),
    requirements: matches(text, REQUIREMENT_KEYWORDS),
    projectType: firstMatch(text, PROJECT_TYPES),
    projectStage: quick?.category === 'project_stage' ? (quick.stage as ProjectStage) : firstMatch(text, PROJECT_STAGES),
    timeline: detectTimeline(text),
    budget: quick?.category === 'budget' ? (quick.range as BudgetRange) : detectBudget(text),
    email: EMAIL.exec(text)?.[0] ?? null,
    phone: PHONE.exec(text.replace(EMAIL, ' '))?.[0]?.trim() ?? null,
    nextStep: quick?.category === 'next_step' ? (quick.id as NextStep) : firstMatch(text, NEXT_STEPS),
    serviceChosen: quick?.category === 'service',
  };
  // A phone needs at least 8 digits, so "1-3 months" or a year is not one.
  if (base.phone && base.phone.replace(/\D/g, '').length < 8) base.phone = null;
  return { ...base, intent: detectIntent(text, base) };
}
