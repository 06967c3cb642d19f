/**
 * Which discovery question the assistant may ask next: at most one per
 * reply, never about something the visitor already told (or said they do
 * not know yet), never the same topic twice in a row (when the visitor
 * skipped a question, the next reply lets them lead), and the project's
 * stage, timeline and budget once only.
 */
import type { ConversationState, DiscoveryTopic } from './conversation.js';

export function isProjectKnown(state: ConversationState): boolean {
  return Boolean(state.context.projectType) || state.context.mentionedServices.length > 0;
}

/** Everything still open for a prospect, in the order a consultant asks. */
export function openTopics(state: ConversationState): DiscoveryTopic[] {
  if (state.visitorKind !== 'prospect') return [];
  const { factors, stage } = state.qualification;
  // Once the visitor asked for a person, the team asks about the project; the assistant asks only how to reach them.
  if (state.handoverRequested) return factors.contactInfoProvided || state.contactDeclined ? [] : ['next-step'];
  const open: DiscoveryTopic[] = [];
  if (!isProjectKnown(state)) open.push('project');
  if (!state.projectStage) open.push('stage');
  if (!factors.timelineMentioned && !state.timelineUnknown) open.push('timeline');
  if (!factors.budgetIndicated && !state.budgetUnknown) open.push('budget');
  if (!factors.contactInfoProvided && !state.contactDeclined) open.push('next-step');
  const ready = stage === 'hot' || stage === 'qualified' || state.context.conversationPhase === 'conversion';
  if (ready && open.includes('next-step')) return ['next-step', ...open.filter((topic) => topic !== 'next-step')];
  return open;
}

/** Asked once: a visitor who skipped the question about their stage, timeline or budget is not asked it again. */
const ASKED_ONCE: ReadonlySet<DiscoveryTopic> = new Set(['stage', 'timeline', 'budget']);

/** The first open topic, unless it was asked once and skipped: then the visitor leads (null). */
export function nextTopic(state: ConversationState): DiscoveryTopic | null {
  const [first] = openTopics(state);
  if (!first) return null;
  return ASKED_ONCE.has(first) && (state.discoveryAsked ?? []).includes(first) ? null : first;
}

export function chooseDiscoveryTopic(state: ConversationState, previousTopic: DiscoveryTopic | null): DiscoveryTopic | null {
  const next = nextTopic(state);
  return next === previousTopic ? null : next;
}
