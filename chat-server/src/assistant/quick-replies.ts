/**
 * The five quick-reply sets of docs/product-rules.md §9 and the choice among them: by phase
 * and by what the visitor has not told yet, never one they already answered,
 * at most 4 sent.
 */
import type { QuickReply } from '@agency/chat-protocol';
import { type ConversationState, type DiscoveryTopic, withDefaults } from './conversation.js';
import { openTopics } from './discovery.js';

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
  const [first] = openTopics(full);
  return first ? SET_FOR_TOPIC[first] : 'nextSteps';
}

function isAlreadyDone(reply: Reply, state: ConversationState): boolean {
  if (reply.category !== 'next_step') return false;
  if (state.nextStepsTaken.includes(reply.id as never)) return true;
  // Contact details given: e-mailing the details needs nothing more from the visitor.
  return reply.id === 'email-details' && state.qualification.factors.contactInfoProvided;
}

export function chooseQuickReplies(state: ConversationState): QuickReply[] {
  const set = chooseQuickReplySet(state);
  if (!set) return [];
  const candidates: readonly Reply[] = QUICK_REPLY_SETS[set];
  return candidates
    .filter((reply) => !isAlreadyDone(reply, state))
    .slice(0, MAX_QUICK_REPLIES)
    .map((reply, index, shown) => ({
      ...reply,
      priority: index + 1,
      contextRelevance: Number((1 - index / (shown.length + 1)).toFixed(2)),
    }));
}
