/**
 * System prompts for the remote language models, chosen by the server from
 * the conversation phase (SPEC §4). A client-sent prompt is never used.
 */
import type { ConversationPhase } from '../protocol/index.js';
import type { ConversationState } from './conversation.js';
import type { Knowledge } from './knowledge.js';

const PHASE_GOALS: Record<ConversationPhase, string> = {
  welcome: 'Greet the visitor warmly, say briefly what the agency does, and ask what they would like to build.',
  discovery: 'Understand the project: ask ONE question at a time about what is still unknown (project, stage, timeline, budget, contact). Relate answers to the services and packages.',
  technical_discussion: 'Answer the technical question precisely and honestly from the agency content, mention relevant technologies and the security posture, then ask one follow-up question.',
  conversion: 'The visitor is a strong lead. Summarise what you understood, propose a free consultation call, and ask for an e-mail or phone number if not given yet.',
};

function knowledgeDigest(k: Knowledge): string {
  return [
    `About: ${k.about}`,
    `Services: ${k.services.map((s) => `${s.title}: ${s.summary}`).join(' | ')}`,
    `Packages (never quote prices): ${k.packages.map((p) => `${p.name}${p.popular ? ' (Most Popular)' : ''}: ${p.features.join(', ')}`).join(' | ')}`,
    `Pricing: ${k.pricingNote}`,
    `Deployment: ${k.deployment.days} days. ${k.deployment.steps.join('; ')}`,
    `Security and privacy: ${k.security.join('; ')}`,
    `Technologies: ${Object.entries(k.technologies).map(([layer, names]) => `${layer}: ${names.join(', ')}`).join('; ')}`,
    `Process: ${k.process.map((p) => `${p.step} (${p.detail})`).join('; ')}`,
    `Contact: ${k.contactEmail}, ${k.siteUrl}`,
  ].join('\n');
}

export function systemPromptFor(state: ConversationState, knowledge: Knowledge): string {
  const { context, qualification } = state;
  const known = [
    context.projectType && `project type: ${context.projectType}`,
    context.mentionedServices.length > 0 && `services: ${context.mentionedServices.join(', ')}`,
    context.identifiedNeeds.length > 0 && `needs: ${context.identifiedNeeds.join(', ')}`,
    context.timeline && `timeline: ${context.timeline}`,
    qualification.factors.budgetIndicated && 'budget: indicated',
    qualification.factors.contactInfoProvided && 'contact details: given',
  ].filter(Boolean);
  return [
    `You are ${knowledge.assistantName}, the consultative AI sales assistant of ${knowledge.agencyName}. Answer in concise markdown (short paragraphs, lists, a table only when it helps). Use only the agency content below; if something is not covered, say so and offer a call. Never invent prices or promises.`,
    `Current goal (${context.conversationPhase}): ${PHASE_GOALS[context.conversationPhase]}`,
    `Known about the visitor: ${known.length > 0 ? known.join('; ') : 'nothing yet'}. Lead stage: ${qualification.stage}.`,
    'Placeholders like [EMAIL_1] or [PHONE_1] stand for contact details the visitor gave; repeat them as they are when needed.',
    `Agency content:\n${knowledgeDigest(knowledge)}`,
  ].join('\n\n');
}
