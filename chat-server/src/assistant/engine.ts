/**
 * The assistant engine: folds one visitor message into the conversation
 * state. Deterministic and independent of the language model, which only
 * writes the reply text.
 */
import type { ConversationState } from './conversation.js';
import { conversationPhase, nextClarity, nextEngagement, qualify } from './lead-qualification.js';
import { readSignals } from './signals.js';

function union(current: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...current, ...added])];
}

export function analyzeUserMessage(state: ConversationState, message: string, now: number): ConversationState {
  const text = message.trim();
  const signals = readSignals(text);
  const projectType = state.context.projectType ?? signals.projectType ?? undefined;
  const timeline = signals.timeline ?? state.context.timeline;
  const technicalRequirements = union(state.context.technicalRequirements, signals.requirements);
  const technologies = union(state.extractedData.technologies, signals.technologies);
  const email = signals.email ?? state.extractedData.email;
  const phone = signals.phone ?? state.extractedData.phone;
  const previous = state.qualification.factors;

  const factors = {
    projectClarity: nextClarity(previous.projectClarity, projectType !== undefined, text.length),
    budgetIndicated: previous.budgetIndicated || signals.budget !== null,
    timelineMentioned: previous.timelineMentioned || signals.timeline !== null,
    technicalDiscussion: previous.technicalDiscussion || signals.technologies.length > 0 || signals.requirements.length > 0 || /technical|technology/.test(signals.intent),
    engagementLevel: nextEngagement(previous.engagementLevel, text.length),
    contactInfoProvided: previous.contactInfoProvided || email !== undefined || phone !== undefined,
  };
  const qualification = qualify(factors);

  return {
    ...state,
    context: {
      ...state.context,
      conversationPhase: conversationPhase(qualification.score, signals.intent, state.context.conversationPhase),
      userIntent: signals.intent,
      leadScore: qualification.score,
      identifiedNeeds: union(state.context.identifiedNeeds, signals.needs),
      mentionedServices: union(state.context.mentionedServices, signals.services),
      technicalRequirements,
      lastActivityTime: now,
      ...(projectType !== undefined && { projectType }),
      ...(timeline !== undefined && { timeline }),
    },
    qualification,
    extractedData: {
      technologies,
      timeline: timeline ?? null,
      ...(email !== undefined && { email }),
      ...(phone !== undefined && { phone }),
    },
    projectStage: signals.projectStage ?? state.projectStage,
    budget: signals.budget ?? state.budget,
    nextStepsTaken: signals.nextStep ? union(state.nextStepsTaken, [signals.nextStep]) as ConversationState['nextStepsTaken'] : state.nextStepsTaken,
    userMessageCount: state.userMessageCount + 1,
  };
}
