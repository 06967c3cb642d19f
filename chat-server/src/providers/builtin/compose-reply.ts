/**
 * The builtin consultative sales assistant: answers from the agency's content,
 * then asks one discovery question about what is still unknown, or proposes
 * the next step when the lead is hot. Markdown out; varies with the
 * conversation (topics already explained get a short reminder, openings rotate).
 */
import type { ConversationState } from '../../assistant/conversation.js';
import type { Knowledge } from '../../assistant/knowledge.js';
import { chooseQuickReplySet } from '../../assistant/quick-replies.js';
import { type MessageSignals, readSignals } from '../../assistant/signals.js';
import type { HistoryEntry } from '../provider.js';
import { type Topic, topicsOf } from './topics.js';

/** At most this many topics are explained in one reply, so answers stay readable in a chat window. */
export const MAX_TOPICS_PER_REPLY = 2;

const SERVICE_BY_TITLE: Record<string, Knowledge['services'][number]['id']> = {
  'AI & Machine Learning': 'ai',
  'UI Development': 'ui',
  'Cloud Solutions': 'cloud',
  'E-commerce': 'ecommerce',
};

const CONTACT_PATTERN = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}|\+?\d[\d\s().-]{7,}\d/i;

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'An' : 'A'} ${noun}`;
}

function list(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function packagesTable(knowledge: Knowledge): string {
  const rows = knowledge.packages.map((pack) => `| **${pack.name}**${pack.popular ? ' (Most Popular)' : ''} | ${pack.description} | ${pack.features.join('; ')} |`);
  return ['| Package | Best for | What you get |', '|---|---|---|', ...rows].join('\n');
}

const EXPLAIN: Record<Topic, (knowledge: Knowledge) => string> = {
  about: (k) => `${k.about}\n\n*${k.tagline}*`,
  services: (k) => `Here is what we build:\n\n${list(k.services.map((service) => `**${service.title}**: ${service.summary}`))}`,
  packages: (k) => `Our AI CRM comes in three packages:\n\n${packagesTable(k)}\n\nEach one is deployed in **${k.deployment.days} days** in your own environment.`,
  pricing: (k) =>
    `${k.pricingNote} As a guide, most clients start from one of our packages:\n\n${list(k.packages.map((pack) => `**${pack.name}**${pack.popular ? ' (Most Popular)' : ''}: ${pack.description}`))}`,
  deployment: (k) => `We deploy an AI CRM in **${k.deployment.days} days**:\n\n${k.deployment.steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}`,
  security: (k) => `Security and privacy are the core of everything we build:\n\n${list(k.security)}`,
  technologies: (k) => `We pick proven tools for each layer:\n\n${list(Object.entries(k.technologies).map(([layer, names]) => `**${layer}**: ${names.join(', ')}`))}`,
  process: (k) => `This is how we work together:\n\n${k.process.map((phase, index) => `${index + 1}. **${phase.step}**: ${phase.detail}`).join('\n')}`,
};

const REMIND: Record<Topic, (knowledge: Knowledge) => string> = {
  about: (k) => `In short: ${k.agencyName} builds secure, private AI software for regulated industries.`,
  services: (k) => `As a reminder, our services are ${joinWords(k.services.map((service) => service.title))}.`,
  packages: (k) => `To recap the packages: ${joinWords(k.packages.map((pack) => (pack.popular ? `${pack.name} (our most popular)` : pack.name)))}.`,
  pricing: (k) => k.pricingNote,
  deployment: (k) => `As mentioned, deployment takes ${k.deployment.days} days from kickoff to go-live.`,
  security: () => 'As mentioned, your data stays in your own environment and is never used to train third-party models.',
  technologies: (k) => `Our core stack again: ${joinWords(Object.values(k.technologies).flat().slice(0, 6))}, among others.`,
  process: (k) => `Our process again: ${k.process.map((phase) => phase.step).join(' → ')}.`,
};

function serviceDetail(knowledge: Knowledge, title: string): string | null {
  const service = knowledge.services.find((candidate) => candidate.id === SERVICE_BY_TITLE[title]);
  if (!service) return null;
  return `**${service.title}**: ${service.summary}\n\n${list(service.highlights)}`;
}

const ACKNOWLEDGEMENTS = ['Thanks, that helps.', 'Good to know.', 'Understood.', 'Great, thank you.'] as const;

function opening(state: ConversationState, knowledge: Knowledge, isFirstMessage: boolean, contactJustGiven: boolean, choseNextStep: boolean): string {
  const { context, extractedData } = state;
  if (choseNextStep && !contactJustGiven) return 'Certainly.';
  if (contactJustGiven) {
    const where = extractedData.email ?? extractedData.phone;
    return `Thank you! I've noted **${where}**, and our team will be in touch within ${knowledge.responseTime}.`;
  }
  if (isFirstMessage && context.userIntent === 'greeting') return `Hello! I'm ${knowledge.assistantName}, the AI assistant of ${knowledge.agencyName}.`;
  if (context.projectType && state.userMessageCount <= 2) {
    const needs = context.identifiedNeeds.filter((need) => need !== 'conversational assistant').slice(0, 2);
    const experience = needs.length > 0 ? `, and we have deep experience with ${joinWords(needs)}` : '';
    return `${withArticle(context.projectType)} is exactly the kind of project we deliver${experience}.`;
  }
  return ACKNOWLEDGEMENTS[state.userMessageCount % ACKNOWLEDGEMENTS.length]!;
}

/** One question, about the first thing still unknown; or the next step when the lead is ready. */
function nextQuestion(state: ConversationState, knowledge: Knowledge): string {
  const { factors, stage } = state.qualification;
  switch (chooseQuickReplySet(state)) {
    case 'service':
      return 'What would you like to build: an AI assistant, a customer portal, a cloud platform, an online store, or something else?';
    case 'projectStage':
      return 'Where does the project stand today: an idea, in planning, already in development, or an existing product to improve?';
    case 'timeline':
      return 'What timeline do you have in mind for going live?';
    case 'budget':
      return 'Do you have a budget range in mind? It helps me point you to the right package.';
    default:
      if (factors.contactInfoProvided) return 'Is there anything you would like our team to prepare for the call, such as a demo on your own data?';
      if (stage === 'hot' || stage === 'qualified' || state.context.conversationPhase === 'conversion') {
        return `The best next step is a free consultation with our engineers. Shall we set it up? **Share your e-mail or phone number** and we'll schedule it, or write to us at ${knowledge.contactEmail}.`;
      }
      return `Would you like to set up a short call with our team? Leave your e-mail and we'll get in touch within ${knowledge.responseTime}.`;
  }
}

/** Which security point answers a requirement the visitor just named. */
const SECURITY_POINT_FOR: Record<string, number> = {
  'private deployment': 0,
  'data residency': 1,
  'HIPAA compliance': 2,
  'GDPR compliance': 2,
  'single sign-on': 3,
  'SOC 2': 4,
};

/** Short answers to what the latest message itself brought up: requirements, new services. */
function echoes(knowledge: Knowledge, latest: MessageSignals, shownService: string | null): string[] {
  const lines: string[] = [];
  const points = [...new Set(latest.requirements.map((requirement) => SECURITY_POINT_FOR[requirement]).filter((index): index is number => index !== undefined))];
  for (const index of points.slice(0, 2)) lines.push(`On your requirements: ${lowerFirst(knowledge.security[index] ?? '')}.`);
  for (const title of latest.services) {
    if (title === shownService) continue;
    const service = knowledge.services.find((candidate) => candidate.id === SERVICE_BY_TITLE[title]);
    if (service) lines.push(`**${service.title}**: ${service.summary}`);
  }
  return lines.slice(0, 2);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const PACKAGE_FOR_BUDGET: Record<string, number> = { startup: 0, business: 1, enterprise: 2 };

function budgetAdvice(knowledge: Knowledge, latest: MessageSignals): string | null {
  if (!latest.budget) return null;
  const pack = knowledge.packages[PACKAGE_FOR_BUDGET[latest.budget] ?? -1];
  if (pack) return `With a ${latest.budget} budget, most clients choose the **${pack.name}**${pack.popular ? ' (our most popular)' : ''}: ${lowerFirst(pack.description)}`;
  if (latest.budget === 'flexible') return 'A flexible budget lets us scope the project around the outcome; the discovery call turns it into a firm quote.';
  return 'Thank you, that helps us scope the right package.';
}

function timelineAdvice(knowledge: Knowledge, latest: MessageSignals): string | null {
  if (!latest.timeline || /asap|urgent|rush/.test(latest.timeline)) return null;
  const build = knowledge.process.find((phase) => /build/i.test(phase.step));
  return `That timeline works well: our AI CRM packages deploy in ${knowledge.deployment.days} days${build ? `, and custom work runs in ${lowerFirst(build.detail)}` : ''}.`;
}

/** The answer to a next step the visitor chose (quick reply or words). */
function nextStepAnswer(knowledge: Knowledge, state: ConversationState, latest: MessageSignals): string | null {
  const contact = state.extractedData.email ?? state.extractedData.phone;
  switch (latest.nextStep) {
    case 'schedule-call':
      return contact
        ? `Our team will contact you at **${contact}** to schedule your free consultation.`
        : "Let's book your free consultation. What is the best e-mail address or phone number to reach you?";
    case 'request-proposal':
      return contact
        ? `We'll prepare a written proposal (scope, architecture and timeline) and send it to **${contact}**.`
        : "We'll prepare a written proposal with scope, architecture and timeline. Which e-mail address should we send it to?";
    case 'email-details':
      return contact ? `We'll e-mail the details to **${contact}**.` : 'Of course. Which e-mail address should we send the details to?';
    case 'continue-chat':
      return `Of course! What else would you like to know: our packages, security and privacy, technologies, or how we work?`;
    default:
      return null;
  }
}

export interface ComposedReply {
  text: string;
  topics: Topic[];
}

export function composeReply(knowledge: Knowledge, state: ConversationState, history: readonly HistoryEntry[]): ComposedReply {
  const visitorMessages = history.filter((entry) => entry.role === 'user').map((entry) => entry.content);
  const latest = visitorMessages[visitorMessages.length - 1] ?? '';
  const earlier = visitorMessages.slice(0, -1);
  const covered = new Set(earlier.flatMap(topicsOf));
  const signals = readSignals(latest);
  const contactJustGiven = CONTACT_PATTERN.test(latest) && state.qualification.factors.contactInfoProvided && !earlier.some((message) => CONTACT_PATTERN.test(message));

  const topics = topicsOf(latest).slice(0, MAX_TOPICS_PER_REPLY);
  const sections = [opening(state, knowledge, earlier.length === 0, contactJustGiven, signals.nextStep !== null)];
  for (const topic of topics) sections.push(covered.has(topic) ? REMIND[topic](knowledge) : EXPLAIN[topic](knowledge));

  let shownService: string | null = null;
  if (topics.length === 0 && !contactJustGiven) {
    const assistantSaid = history.filter((entry) => entry.role === 'assistant').map((entry) => entry.content);
    const service = state.context.mentionedServices.find((title) => !assistantSaid.some((text) => text.includes(`**${title}**`)));
    const detail = service && state.userMessageCount <= 2 && !signals.nextStep ? serviceDetail(knowledge, service) : null;
    if (detail) {
      sections.push(detail);
      shownService = service ?? null;
    } else if (earlier.length === 0) {
      sections.push(`I can help you turn your software idea into a secure, scalable solution. We specialise in ${joinWords(knowledge.services.map((s) => s.title))}.`);
    }
  }
  if (topics.length === 0) sections.push(...echoes(knowledge, signals, shownService));
  const advice = [budgetAdvice(knowledge, signals), timelineAdvice(knowledge, signals)].filter((line): line is string => line !== null);
  sections.push(...advice);
  const urgent = /asap|urgent|rush/.test(state.context.timeline ?? '');
  if (urgent && !covered.has('deployment') && !topics.includes('deployment')) {
    sections.push(`Good news for a tight timeline: our AI CRM packages go live in **${knowledge.deployment.days} days**.`);
  }
  const stepAnswer = contactJustGiven ? null : nextStepAnswer(knowledge, state, signals);
  sections.push(stepAnswer ?? nextQuestion(state, knowledge));
  return { text: sections.join('\n\n'), topics };
}
