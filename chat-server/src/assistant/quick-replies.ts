/**
 * The five quick-reply sets of docs/product-rules.md §9 and the choice among them: by phase
 * and by what the visitor has not told yet, never one they already answered,
 * at most 4 sent.
 */
import { OPEN_DATA_CONTROLS_ACTION, type QuickReply } from '@agency/chat-protocol';
import { type ConversationState, type DiscoveryTopic, type Locale, withDefaults } from './conversation.js';
import { nextTopic } from './discovery.js';

export const MAX_QUICK_REPLIES = 4;

type Reply = Omit<QuickReply, 'priority' | 'contextRelevance'>;

export const QUICK_REPLY_SETS = {
  service: [
    { id: 'web-development', text: 'Web development', action: 'select_service', category: 'service' },
    { id: 'mobile-apps', text: 'Mobile apps', action: 'select_service', category: 'service' },
    { id: 'ai-integration', text: 'AI integration', action: 'select_service', category: 'service' },
    { id: 'technical-consulting', text: 'Technical consulting', action: 'select_service', category: 'service' },
  ],
  projectStage: [
    { id: 'stage-concept', text: 'Just a concept', action: 'set_project_stage', category: 'project_stage', stage: 'concept' },
    { id: 'stage-planning', text: 'Planning phase', action: 'set_project_stage', category: 'project_stage', stage: 'planning' },
    {
      id: 'stage-development',
      text: 'Already in development',
      action: 'set_project_stage',
      category: 'project_stage',
      stage: 'development',
    },
    {
      id: 'stage-enhancement',
      text: 'Enhancing an existing product',
      action: 'set_project_stage',
      category: 'project_stage',
      stage: 'enhancement',
    },
  ],
  timeline: [
    { id: 'timeline-asap', text: 'ASAP', action: 'set_timeline', category: 'timeline', urgency: 'high' },
    { id: 'timeline-1-3-months', text: '1-3 months', action: 'set_timeline', category: 'timeline', urgency: 'medium' },
    { id: 'timeline-3-6-months', text: '3-6 months', action: 'set_timeline', category: 'timeline', urgency: 'low' },
    { id: 'timeline-long-term', text: 'Long-term', action: 'set_timeline', category: 'timeline', urgency: 'planning' },
  ],
  budget: [
    { id: 'budget-enterprise', text: 'Enterprise budget', action: 'set_budget', category: 'budget', range: 'enterprise' },
    { id: 'budget-business', text: 'Business budget', action: 'set_budget', category: 'budget', range: 'business' },
    { id: 'budget-startup', text: 'Startup budget', action: 'set_budget', category: 'budget', range: 'startup' },
    { id: 'budget-flexible', text: 'Flexible budget', action: 'set_budget', category: 'budget', range: 'flexible' },
  ],
  nextSteps: [
    { id: 'schedule-call', text: 'Schedule a call', action: 'next_step', category: 'next_step' },
    { id: 'request-proposal', text: 'Request a proposal', action: 'next_step', category: 'next_step' },
    { id: 'continue-chat', text: 'Keep chatting', action: 'next_step', category: 'next_step' },
    { id: 'email-details', text: 'Email me the details', action: 'next_step', category: 'next_step' },
  ],
} as const satisfies Record<string, readonly Reply[]>;

export type QuickReplySet = keyof typeof QUICK_REPLY_SETS;

/** The quick replies' texts in German and French, by id (a click sends the text, read back by englishQuickReply). */
export const QUICK_REPLY_TEXTS: Record<'de' | 'fr', Record<string, string>> = {
  de: {
    'web-development': 'Webentwicklung',
    'mobile-apps': 'Mobile Apps',
    'ai-integration': 'KI-Integration',
    'technical-consulting': 'Technische Beratung',
    'stage-concept': 'Nur eine Idee',
    'stage-planning': 'In Planung',
    'stage-development': 'Bereits in Entwicklung',
    'stage-enhancement': 'Bestehendes Produkt verbessern',
    'timeline-asap': 'So schnell wie möglich',
    'timeline-1-3-months': '1-3 Monate',
    'timeline-3-6-months': '3-6 Monate',
    'timeline-long-term': 'Langfristig',
    'budget-enterprise': 'Enterprise-Budget',
    'budget-business': 'Business-Budget',
    'budget-startup': 'Startup-Budget',
    'budget-flexible': 'Flexibles Budget',
    'schedule-call': 'Gespräch vereinbaren',
    'request-proposal': 'Angebot anfordern',
    'continue-chat': 'Weiter chatten',
    'email-details': 'Details per E-Mail',
    'talk-to-person': 'Mit einer Person sprechen',
    'open-data-controls': 'Ihre Daten',
  },
  fr: {
    'web-development': 'Développement web',
    'mobile-apps': 'Applications mobiles',
    'ai-integration': 'Intégration IA',
    'technical-consulting': 'Conseil technique',
    'stage-concept': 'Juste une idée',
    'stage-planning': 'En planification',
    'stage-development': 'Déjà en développement',
    'stage-enhancement': 'Améliorer un produit existant',
    'timeline-asap': 'Dès que possible',
    'timeline-1-3-months': '1-3 mois',
    'timeline-3-6-months': '3-6 mois',
    'timeline-long-term': 'Long terme',
    'budget-enterprise': 'Budget entreprise',
    'budget-business': 'Budget business',
    'budget-startup': 'Budget startup',
    'budget-flexible': 'Budget flexible',
    'schedule-call': 'Planifier un appel',
    'request-proposal': 'Demander une proposition',
    'continue-chat': 'Continuer à discuter',
    'email-details': 'Recevoir les détails par e-mail',
    'talk-to-person': 'Parler à une personne',
    'open-data-controls': 'Vos données',
  },
};

/** The hand-over offered beside the nearest topics when a question found no answer. */
const TALK_TO_PERSON: Reply = { id: 'talk-to-person', text: 'Talk to a person', action: 'next_step', category: 'next_step' };
/**
 * "Delete what I wrote": the widget opens its data controls (export, delete with confirmation) for the action
 * `open_data_controls`; the text is what an older widget sends back, which the reply answers with the same way there.
 */
const OPEN_DATA_CONTROLS: Reply = { id: 'open-data-controls', text: 'Your data', action: OPEN_DATA_CONTROLS_ACTION, category: 'next_step' };

/** The English quick reply a German or French quick-reply text stands for, so a click reads the same in every language. */
export function englishQuickReply(text: string): string | null {
  const normalized = text.trim().toLowerCase();
  for (const texts of Object.values(QUICK_REPLY_TEXTS)) {
    const id = Object.keys(texts).find((key) => texts[key]!.toLowerCase() === normalized);
    if (!id) continue;
    const english = [...Object.values(QUICK_REPLY_SETS).flat(), TALK_TO_PERSON, OPEN_DATA_CONTROLS].find((reply) => reply.id === id);
    if (english) return english.text;
  }
  return null;
}

function localized(reply: Reply, locale: Locale): Reply {
  return locale === 'en' ? reply : { ...reply, text: QUICK_REPLY_TEXTS[locale][reply.id] ?? reply.text };
}

const SET_FOR_TOPIC: Record<DiscoveryTopic, QuickReplySet> = {
  project: 'service',
  stage: 'projectStage',
  timeline: 'timeline',
  budget: 'budget',
  'next-step': 'nextSteps',
};

/**
 * Which set fits: the first topic still open (next steps first once the lead
 * is hot or converting), never one the visitor already answered; none for a
 * visitor who is not a prospect.
 */
export function chooseQuickReplySet(state: ConversationState): QuickReplySet | null {
  const full = withDefaults(state);
  if (full.visitorKind !== 'prospect') return null;
  // The set for the question this reply asks, else for the first topic that may still be asked; budget buttons only
  // under a reply that asks for the budget (offered unasked, after a goodbye for one, they read as pushing).
  // A goodbye gets the next steps (a call, the details by e-mail), not questions about the project.
  if (full.signedOff) return 'nextSteps';
  // Contact details given, the team takes over: buttons for project topics the reply did not ask about read as a form.
  const next = full.qualification.factors.contactInfoProvided ? null : nextTopic(full);
  const first = full.discoveryTopic ?? (next === 'budget' ? null : next);
  return first ? SET_FOR_TOPIC[first] : 'nextSteps';
}

function isAlreadyDone(reply: Reply, state: ConversationState): boolean {
  if (reply.category !== 'next_step') return false;
  if (state.nextStepsTaken.includes(reply.id as never)) return true;
  // Contact details given: e-mailing the details needs nothing more from the visitor, and the call is being set up (the
  // team gets in touch, and the consultation's free times are shown under the chat).
  // "No sales contact please": a call or an e-mail is not offered to someone who declined to be contacted.
  return (
    (reply.id === 'email-details' || reply.id === 'schedule-call') &&
    (state.qualification.factors.contactInfoProvided || state.contactDeclined)
  );
}

/** Replies for what the latest message needs first: the data controls, or the nearest topics and a person. */
function repliesForTheMessage(state: ConversationState): Reply[] {
  if (state.requestedAction === 'erase-data') return [OPEN_DATA_CONTROLS];
  // "Delete that number": taken off the lead, still in the message; the reply points to the data controls that erase it.
  if (state.takenBackNow.some((kind) => kind === 'phone' || kind === 'email')) return [OPEN_DATA_CONTROLS];
  if (state.suggestedTopics.length === 0) return [];
  const topics = state.suggestedTopics.map((topic, index): Reply => ({
    id: `topic-${index + 1}`,
    text: topic,
    action: 'ask_topic',
    category: 'next_step',
  }));
  return state.visitorKind === 'prospect' ? [...topics, TALK_TO_PERSON] : topics;
}

export function chooseQuickReplies(rawState: ConversationState): QuickReply[] {
  const state = withDefaults(rawState);
  const first = repliesForTheMessage(state);
  const set = first.length > 1 ? null : chooseQuickReplySet(state);
  if (!set && first.length === 0) return [];
  const candidates: readonly Reply[] = [...first, ...(set ? QUICK_REPLY_SETS[set] : [])];
  return candidates
    .filter((reply) => !isAlreadyDone(reply, state))
    .slice(0, MAX_QUICK_REPLIES)
    .map((reply) => localized(reply, state.locale))
    .map((reply, index, shown) => ({
      ...reply,
      priority: index + 1,
      contextRelevance: Number((1 - index / (shown.length + 1)).toFixed(2)),
    }));
}
