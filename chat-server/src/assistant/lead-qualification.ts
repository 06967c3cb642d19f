/**
 * Lead qualification, reading A of docs/product-rules.md §9, stage thresholds and
 * recommended actions of docs/product-rules.md §4, and the prompt-choice rule for the phase.
 */
import type { ConversationPhase, LeadStage } from '@agency/chat-protocol';
import type { LeadQualification, QualificationFactors } from './conversation.js';

export const SCORE_WEIGHTS = {
  projectClarity: 20,
  budgetIndicated: 25,
  timelineMentioned: 20,
  technicalDiscussion: 15,
  engagementLevel: 15,
  contactInfoProvided: 25,
} as const;
export const MAX_SCORE = 100;

export const STAGE_THRESHOLDS = { qualified: 80, hot: 60, warm: 30 } as const;
export const CONVERSION_SCORE = 75;
export const DISCOVERY_SCORE = 25;

export const ENGAGEMENT_PER_MESSAGE_MAX = 0.1;
export const ENGAGEMENT_LENGTH_DIVISOR = 200;
export const CLARITY_STEP = 0.2;
export const CLARITY_MESSAGE_LENGTH = 50;

export const RECOMMENDED_ACTIONS = {
  qualified: 'Schedule consultation call immediately',
  hot: 'Send case studies and offer free consultation',
  warm: 'Continue nurturing with technical content',
  cold: 'Focus on building rapport and identifying needs',
} as const;

export function leadScore(factors: QualificationFactors): number {
  const raw =
    factors.projectClarity * SCORE_WEIGHTS.projectClarity +
    (factors.budgetIndicated ? SCORE_WEIGHTS.budgetIndicated : 0) +
    (factors.timelineMentioned ? SCORE_WEIGHTS.timelineMentioned : 0) +
    (factors.technicalDiscussion ? SCORE_WEIGHTS.technicalDiscussion : 0) +
    factors.engagementLevel * SCORE_WEIGHTS.engagementLevel +
    (factors.contactInfoProvided ? SCORE_WEIGHTS.contactInfoProvided : 0);
  return Math.round(Math.min(MAX_SCORE, raw));
}

export function leadStage(score: number, contactInfoProvided: boolean): LeadStage {
  if (score >= STAGE_THRESHOLDS.qualified || contactInfoProvided) return 'qualified';
  if (score >= STAGE_THRESHOLDS.hot) return 'hot';
  if (score >= STAGE_THRESHOLDS.warm) return 'warm';
  return 'cold';
}

export function recommendedAction(score: number): string {
  if (score >= STAGE_THRESHOLDS.qualified) return RECOMMENDED_ACTIONS.qualified;
  if (score >= STAGE_THRESHOLDS.hot) return RECOMMENDED_ACTIONS.hot;
  if (score >= STAGE_THRESHOLDS.warm) return RECOMMENDED_ACTIONS.warm;
  return RECOMMENDED_ACTIONS.cold;
}

export function qualify(factors: QualificationFactors): LeadQualification {
  const score = leadScore(factors);
  return { score, stage: leadStage(score, factors.contactInfoProvided), recommendedActions: [recommendedAction(score)], factors };
}

/** docs/product-rules.md §4 prompt choice, in order. */
export function conversationPhase(score: number, intent: string, currentPhase: ConversationPhase): ConversationPhase {
  if (score > CONVERSION_SCORE) return 'conversion';
  if (/technical|technology/.test(intent)) return 'technical_discussion';
  if (currentPhase === 'discovery' || score > DISCOVERY_SCORE) return 'discovery';
  return 'welcome';
}

/** Engagement grows by length/200, at most 0.1 per message, capped at 1. */
export function nextEngagement(current: number, messageLength: number): number {
  return Math.min(1, round2(current + Math.min(messageLength / ENGAGEMENT_LENGTH_DIVISOR, ENGAGEMENT_PER_MESSAGE_MAX)));
}

/** Clarity gains 0.2 when a project type is known or the message exceeds 50 characters, capped at 1. */
export function nextClarity(current: number, projectTypeKnown: boolean, messageLength: number): number {
  if (!projectTypeKnown && messageLength <= CLARITY_MESSAGE_LENGTH) return current;
  return Math.min(1, round2(current + CLARITY_STEP));
}

/** Keeps sums of tenths exact (0.1 + 0.2). */
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Job seekers, vendors, press…: not a lead, so cold with no score, whatever they wrote. */
export function notALead(factors: QualificationFactors): LeadQualification {
  return { score: 0, stage: 'cold', recommendedActions: [RECOMMENDED_ACTIONS.cold], factors: { ...factors, contactInfoProvided: false } };
}
