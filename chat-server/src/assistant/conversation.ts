/**
 * The conversation context of one chat (SPEC §3), kept with the chat and
 * updated by the engine on every user message.
 */
import type { ConversationPhase, ExtractedData, LeadStage } from '../protocol/index.js';

export interface ConversationContext {
  userId: string;
  sessionId: string;
  conversationPhase: ConversationPhase;
  userIntent: string;
  leadScore: number;
  identifiedNeeds: string[];
  mentionedServices: string[];
  technicalRequirements: string[];
  conversationStartTime: number;
  lastActivityTime: number;
  projectType?: string;
  timeline?: string;
}

export interface QualificationFactors {
  /** 0-1 */
  projectClarity: number;
  budgetIndicated: boolean;
  timelineMentioned: boolean;
  technicalDiscussion: boolean;
  /** 0-1 */
  engagementLevel: number;
  contactInfoProvided: boolean;
}

export interface LeadQualification {
  score: number;
  stage: LeadStage;
  recommendedActions: string[];
  factors: QualificationFactors;
}

export type ProjectStage = 'concept' | 'planning' | 'development' | 'enhancement';
export type BudgetRange = 'enterprise' | 'business' | 'startup' | 'flexible' | 'stated';
export type NextStep = 'schedule-call' | 'request-proposal' | 'continue-chat' | 'email-details';

/** Everything the engine knows about a chat; stored as the chat's context. */
export interface ConversationState {
  context: ConversationContext;
  qualification: LeadQualification;
  extractedData: ExtractedData;
  projectStage: ProjectStage | null;
  budget: BudgetRange | null;
  /** Next steps the visitor already chose. */
  nextStepsTaken: NextStep[];
  userMessageCount: number;
}

export function initialConversationState(userId: string, sessionId: string, now: number): ConversationState {
  return {
    context: {
      userId,
      sessionId,
      conversationPhase: 'welcome',
      userIntent: 'greeting',
      leadScore: 0,
      identifiedNeeds: [],
      mentionedServices: [],
      technicalRequirements: [],
      conversationStartTime: now,
      lastActivityTime: now,
    },
    qualification: {
      score: 0,
      stage: 'cold',
      recommendedActions: ['Focus on building rapport and identifying needs'],
      factors: {
        projectClarity: 0,
        budgetIndicated: false,
        timelineMentioned: false,
        technicalDiscussion: false,
        engagementLevel: 0,
        contactInfoProvided: false,
      },
    },
    extractedData: { technologies: [], timeline: null },
    projectStage: null,
    budget: null,
    nextStepsTaken: [],
    userMessageCount: 0,
  };
}
