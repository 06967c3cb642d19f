/**
 * The conversation context of one chat (docs/product-rules.md §3), kept with the chat and
 * updated by the engine on every user message.
 */
import type { ConversationPhase, ExtractedData, LeadStage } from '@agency/chat-protocol';
import type { TimelineUrgency } from './understanding/timeline.js';
import type { VisitorKind } from './understanding/visitor-kind.js';

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
/** What the assistant may ask about next, in this order. */
export type DiscoveryTopic = 'project' | 'stage' | 'timeline' | 'budget' | 'next-step';

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
  /** The visitor's sector (finance, insurance, healthcare, e-commerce…). */
  industry: string | null;
  /** The visitor said the budget is not known yet ("not sure", "no budget yet"): not asked again. */
  budgetUnknown: boolean;
  /** The visitor said the timeline is not known yet: not asked again. */
  timelineUnknown: boolean;
  timelineUrgency: TimelineUrgency | null;
  /** Prospect, or why the chat is not a sales lead. */
  visitorKind: VisitorKind;
  notALeadReason: string | null;
  /** The visitor asked for a person: the lead is flagged for hand-over. */
  handoverRequested: boolean;
  /** The one discovery topic the reply to the latest message may ask about (null: ask nothing). */
  discoveryTopic: DiscoveryTopic | null;
  /** Topics a reply has asked about: the project's stage, timeline and budget are asked once, not again if skipped. */
  discoveryAsked: DiscoveryTopic[];
  /** The questions of the latest visitor message, for the reply to answer. */
  latestQuestions: string[];
  /** What the latest message told for the first time, or put right (a date, an address's ending): acknowledged once. */
  learnedNow: Array<'project' | 'contact' | 'name' | 'timeline' | 'email'>;
  /** The language the visitor writes in; replies, quick replies and answers follow it. */
  locale: Locale;
  /** Whether a message has told the language yet: until then a one-word "Dauer?" sets it. */
  localeKnown: boolean;
  /** The visitor's first name when they gave it ("I'm Laura"). */
  visitorName: string | null;
  /** The visitor said they would rather not leave contact details: not asked again. */
  contactDeclined: boolean;
  /** Nearest knowledge topics (as questions in the visitor's language) when the latest question found no answer. */
  suggestedTopics: string[];
  /** The latest message asked for something the widget does ("delete what I wrote"), not for words. */
  requestedAction: VisitorAction | null;
  /** The latest message only took the visitor's leave ("I'll think about it"): no discovery buttons under the goodbye. */
  signedOff: boolean;
  /** What the latest message took back ("scrap the phone number", "the budget is off"): the reply confirms it. */
  takenBackNow: TakenBackNow[];
}

/** What a visitor can take back: a contact detail, the budget, the date, or the call they asked for. */
export type TakenBackNow = 'phone' | 'email' | 'budget' | 'timeline' | 'call';

/** Languages the assistant understands and answers in. */
export const LOCALES = ['en', 'de', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
/** Requests the widget carries out itself: its data controls (export, erase with confirmation). */
export type VisitorAction = 'erase-data';

/** Fields added after chats were first stored get their defaults. */
export const CONVERSATION_DEFAULTS = {
  industry: null,
  budgetUnknown: false,
  timelineUnknown: false,
  timelineUrgency: null,
  visitorKind: 'prospect',
  notALeadReason: null,
  handoverRequested: false,
  discoveryTopic: null,
  discoveryAsked: [],
  latestQuestions: [],
  learnedNow: [],
  locale: 'en',
  localeKnown: false,
  visitorName: null,
  contactDeclined: false,
  suggestedTopics: [],
  requestedAction: null,
  signedOff: false,
  takenBackNow: [],
} as const satisfies Partial<ConversationState>;

export function withDefaults(state: ConversationState): ConversationState {
  return {
    ...CONVERSATION_DEFAULTS,
    ...state,
    discoveryAsked: state.discoveryAsked ?? [],
    latestQuestions: state.latestQuestions ?? [],
    learnedNow: state.learnedNow ?? [],
    suggestedTopics: state.suggestedTopics ?? [],
    takenBackNow: state.takenBackNow ?? [],
  };
}

/** A visitor who has told nothing yet. */
export const NO_QUALIFICATION_FACTORS: Readonly<QualificationFactors> = {
  projectClarity: 0,
  budgetIndicated: false,
  timelineMentioned: false,
  technicalDiscussion: false,
  engagementLevel: 0,
  contactInfoProvided: false,
};

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
      factors: { ...NO_QUALIFICATION_FACTORS },
    },
    extractedData: { technologies: [], timeline: null },
    projectStage: null,
    budget: null,
    nextStepsTaken: [],
    userMessageCount: 0,
    ...CONVERSATION_DEFAULTS,
    latestQuestions: [],
    learnedNow: [],
    suggestedTopics: [],
    takenBackNow: [],
  };
}
