/**
 * System prompts for the remote language models, chosen by the server from
 * the conversation phase (docs/product-rules.md §4), with the passages retrieved for the
 * latest message, what is already known (so the model does not re-ask) and
 * the rules for honest fallback and hand-over. A client-sent prompt is never used.
 */
import type { ConversationPhase } from '@agency/chat-protocol';
import { type ConversationState, type DiscoveryTopic, withDefaults } from './conversation.js';
import { knowledgeBaseFor } from './knowledge-base/knowledge-base.js';
import type { Knowledge } from './knowledge.js';
import { describeAvailability, type TeamAvailability } from './team-availability.js';

const PHASE_GOALS: Record<ConversationPhase, string> = {
  welcome: 'Greet the visitor warmly, say briefly what the agency does, and ask what they would like to build.',
  discovery:
    'Understand the project: ask ONE question at a time about what is still unknown (project, stage, timeline, budget, contact). Relate answers to the services and packages.',
  technical_discussion:
    'Answer the technical question precisely and honestly from the agency content, mention relevant technologies and the security posture, then ask one follow-up question.',
  conversion:
    'The visitor is a strong lead. Summarise what you understood, propose a free consultation call, and ask for an e-mail or phone number if not given yet.',
};

function knowledgeDigest(k: Knowledge): string {
  return [
    `About: ${k.about}`,
    `Services: ${k.services.map((s) => `${s.title}: ${s.summary}`).join(' | ')}`,
    `Packages (never quote prices): ${k.packages.map((p) => `${p.name}${p.popular ? ' (Most Popular)' : ''}: ${p.features.join(', ')}`).join(' | ')}`,
    `Pricing: ${k.pricingNote}`,
    `Deployment: ${k.deployment.days} days. ${k.deployment.steps.join('; ')}`,
    `Security and privacy: ${k.security.join('; ')}`,
    `Data retention on this site: ${k.retentionDays} days`,
    `Technologies: ${Object.entries(k.technologies)
      .map(([layer, names]) => `${layer}: ${names.join(', ')}`)
      .join('; ')}`,
    `Process: ${k.process.map((p) => `${p.step} (${p.detail})`).join('; ')}`,
    `Contact: ${k.contactEmail}, ${k.siteUrl}`,
  ].join('\n');
}

const DISCOVERY_INSTRUCTION: Record<DiscoveryTopic, string> = {
  project: 'what they would like to build',
  stage: 'where the project stands today (idea, planning, in development, existing product)',
  timeline: 'their timeline for going live',
  budget: 'their budget range',
  'next-step': 'whether they would like a free consultation call (ask for an e-mail or phone number)',
};

const LANGUAGE_NAMES = { en: 'English', de: 'German', fr: 'French' } as const;

/** What answers this chat, from the running configuration (set by createProvider). */
function runtimeFact(knowledge: Knowledge): string {
  const runtime = knowledge.runtime;
  if (!runtime || runtime.provider === 'builtin')
    return 'the replies come from the builtin engine on this server; no outside AI provider receives the messages.';
  return `the replies are written by ${runtime.provider}${runtime.model ? ` model ${runtime.model}` : ''}; the visitor's messages are sent to ${runtime.provider} with e-mail addresses and phone numbers redacted.`;
}

function knownFacts(state: ConversationState): string[] {
  const { context, qualification } = state;
  return [
    context.projectType && `project type: ${context.projectType}`,
    state.industry && `sector: ${state.industry}`,
    state.projectStage && `project stage: ${state.projectStage}`,
    context.mentionedServices.length > 0 && `services: ${context.mentionedServices.join(', ')}`,
    context.identifiedNeeds.length > 0 && `needs: ${context.identifiedNeeds.join(', ')}`,
    context.technicalRequirements.length > 0 && `requirements: ${context.technicalRequirements.join(', ')}`,
    context.timeline && `timeline: ${context.timeline}${state.timelineUrgency ? ` (${state.timelineUrgency})` : ''}`,
    qualification.factors.budgetIndicated && 'budget: indicated',
    state.budgetUnknown && 'budget: not known yet (do not ask again)',
    state.visitorName && `name: ${state.visitorName} (use it)`,
    state.contactDeclined && 'contact details: declined (do not ask again)',
    qualification.factors.contactInfoProvided && 'contact details: given',
  ].filter((fact): fact is string => typeof fact === 'string');
}

function visitorRule(state: ConversationState, knowledge: Knowledge): string {
  if (state.visitorKind === 'prospect') return 'The visitor is a prospective client.';
  return `The visitor is not a sales lead (${state.notALeadReason}). Do not pitch, do not offer a consultation or ask discovery questions; answer briefly and point them to ${knowledge.contactEmail} as the agency content says.`;
}

/**
 * `team`: whether a person can join now, given when the visitor has asked for one. `bookingOffered`: the consultation's
 * free times are shown under this reply.
 */
export function systemPromptFor(
  rawState: ConversationState,
  knowledge: Knowledge,
  team?: TeamAvailability,
  bookingOffered = false,
): string {
  const state = withDefaults(rawState);
  const { context, qualification } = state;
  const known = knownFacts(state);
  const passages = knowledgeBaseFor(knowledge).passages(state.latestQuestions);
  const discovery = state.discoveryTopic
    ? `After answering, you may ask ONE question, about ${DISCOVERY_INSTRUCTION[state.discoveryTopic]}.`
    : 'Do not ask a discovery question in this reply.';
  return [
    `You are ${knowledge.assistantName}, the consultative AI sales assistant of ${knowledge.agencyName}. Answer in concise markdown (short paragraphs, lists, a table only when it helps), in ${LANGUAGE_NAMES[state.locale]}.`,
    [
      'Rules:',
      '- Answer every question the visitor asked first, from the agency content below only.',
      `- When the content does not answer a question, say plainly that you cannot confirm that here, and offer the team: ${knowledge.contactEmail}, a reply within ${knowledge.responseTime}, or a short call.`,
      '- Never invent prices, certifications (SOC 2, ISO 27001, a BAA…), client names, locations or figures that the content does not state.',
      `- If asked whether they are talking to a person: you are the AI assistant, not a person. If they ask for a human: ${team ? 'say what the team availability below says, nothing more' : `give ${knowledge.contactEmail} and say the chat is flagged for hand-over to the team`}.`,
      '- Never ask again for something already known (below). Do not thank the visitor for a budget or timeline they did not give, and do not thank them after a plain question.',
      `- If asked about this chat itself (which model answers, where the messages go, whether a person reads along): ${runtimeFact(knowledge)} the sales team can see the chats on this site, this one included, in its inbox, and a person joins when the visitor asks for one; messages are kept ${knowledge.retentionDays} days; "Your data" in the chat window exports or deletes it.`,
      '- The 4-day go-live is for the AI CRM packages only; a custom project gets its timeline in the written proposal after the discovery call.',
      `- ${discovery}`,
    ].join('\n'),
    `Current goal (${context.conversationPhase}): ${PHASE_GOALS[context.conversationPhase]}`,
    `${visitorRule(state, knowledge)} Known about the visitor: ${known.length > 0 ? known.join('; ') : 'nothing yet'}. Lead stage: ${qualification.stage}.${state.handoverRequested ? ' The visitor asked for a person: the chat is flagged for hand-over.' : ''}${team && state.handoverRequested ? ` Team availability: ${describeAvailability(team)}` : ''}${bookingOffered ? ' The free times for the consultation are shown under your reply ("Book a free consultation"): to book one, the visitor picks a time there.' : ''}`,
    'Placeholders like [EMAIL_1] or [PHONE_1] stand for contact details the visitor gave; repeat them as they are when needed.',
    passages.length > 0
      ? `Passages that answer this message:\n${passages.join('\n---\n')}`
      : 'No passage of the agency content matches this message with confidence.',
    `Agency content:\n${knowledgeDigest(knowledge)}`,
  ].join('\n\n');
}
