/**
 * The assistant engine: folds one visitor message into the conversation
 * state. Deterministic and independent of the language model, which only
 * writes the reply text.
 */
import { type ConversationState, type Locale, type TakenBackNow, withDefaults } from './conversation.js';
import { chooseDiscoveryTopic } from './discovery.js';
import { conversationPhase, nextClarity, nextEngagement, notALead, qualify } from './lead-qualification.js';
import { budgetIndicated, budgetRangeOf } from './signals.js';
import { knowledgeBaseFor } from './knowledge-base/knowledge-base.js';
import type { Knowledge } from './knowledge.js';
import { localizedKnowledge } from './localized-knowledge.js';
import { type MessageUnderstanding, understandMessage, withoutAgencyAddress } from './understanding/message-understanding.js';
import { declaresCompetition, NOT_A_LEAD_REASONS, seeksAJob, type VisitorKind } from './understanding/visitor-kind.js';
import { withEndingPutRight } from './understanding/contact-details.js';

/** The first questions of the entries nearest to the message's unanswered questions, in the visitor's language. */
function suggestedTopics(knowledge: Knowledge, understood: MessageUnderstanding, locale: Locale): string[] {
  const base = knowledgeBaseFor(knowledge).forMessage(understood.untranslated);
  // "Can you book me a slot on Tuesday at 10?" is answered by the booking, not by topics near it.
  // The knowledge search is cheap (kept for recent questions); reading the question again is not, so it comes last.
  const unanswered = understood.questions.filter((question) => {
    if (question.kind !== 'knowledge') return false;
    const { hasTopic, matches } = base.answer(question.text);
    return hasTopic && matches.length === 0 && understandMessage(question.text).nextStep === null;
  });
  const entries = [...new Set(unanswered.flatMap((question) => base.nearest(question.text)))].slice(0, MAX_SUGGESTED_TOPICS);
  const local = localizedKnowledge(knowledge, locale);
  return entries.map((entry) => local.answers.find((each) => each.id === entry.id)?.questions[0] ?? entry.questions[0]!);
}

/** Topics of the knowledge a technical buyer asks about (hosting, training, security…), in any of the three languages. */
const TECHNICAL_TOPICS = new Set([
  'security',
  'technologies',
  'data-training',
  'audit-logs',
  'hosting',
  'integrations',
  'certifications',
  'evidence-instead-of-certificate',
  'open-models',
  'hallucinations',
]);

/** "Are you on a framework contract?", "listed on G-Cloud?": how the buyer may buy, not a technical question. */
const PROCUREMENT = /\b(?:framework (?:contracts?|agreements?)|g-?cloud|ugap|tenders?|procurement|listed|listings?)\b/i;

function asksTechnicalTopic(knowledge: Knowledge, understood: MessageUnderstanding): boolean {
  const base = knowledgeBaseFor(knowledge).forMessage(understood.untranslated);
  return understood.questions.some(
    (question) =>
      !PROCUREMENT.test(question.text) && base.answer(question.text).matches.some((match) => TECHNICAL_TOPICS.has(match.entry.id)),
  );
}

/** "Which model is behind you?", "are you a bot?": every question of the message is about this chat or its assistant. */
function asksOnlyAboutThisChat(understood: MessageUnderstanding): boolean {
  return (
    understood.questions.length > 0 &&
    understood.questions.every((question) => question.kind === 'about-this-chat' || question.kind === 'assistant-identity')
  );
}

/** Nearest topics offered as quick replies beside the hand-over to a person. */
export const MAX_SUGGESTED_TOPICS = 3;

function union(current: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...current, ...added])];
}

/** "the bank that uses your chat", "in my app", "I'm with the insurer": a customer of a client, speaking of its system. */
const CUSTOMER_OF_A_CLIENT =
  /\b(?:uses?|using|runs?|has) your (?:\w+ )?(?:chat|bot|assistant|system|software|vera)\b|\bin my (?:\w+ )?app\b|\bi'?m (?:with|at|a customer of|a client of) (?:the|my)\b/i;

/**
 * What this message takes back of what the chat holds: a phone number or e-mail withdrawn without a new one, a budget
 * or a date called off without a new one, a call asked for and now called off. A bare "the number" is the phone's
 * when the chat holds one, else the budget's.
 */
function takenBackNow(state: ConversationState, understood: MessageUnderstanding): TakenBackNow[] {
  const held = state.extractedData;
  const factors = state.qualification.factors;
  const taken = new Set<TakenBackNow>();
  for (const said of understood.takenBack) {
    const kind = said === 'number' ? (held.phone ? 'phone' : 'budget') : said;
    if (kind === 'phone' && held.phone && !understood.phone) taken.add('phone');
    if (kind === 'email' && held.email && !understood.email) taken.add('email');
    if (kind === 'budget' && factors.budgetIndicated && !budgetIndicated(understood.budget)) taken.add('budget');
    if (kind === 'timeline' && factors.timelineMentioned && !understood.timeline) taken.add('timeline');
  }
  if (understood.cancelsCall && state.handoverRequested) taken.add('call');
  return [...taken];
}

/** Visitors whose request for a person does not flag the chat for the sales team's hand-over. */
const NO_HANDOVER: ReadonlySet<VisitorKind> = new Set(['lost_visitor', 'spam', 'vendor', 'competitor']);

/** Once a message shows the visitor is not a prospect, the chat stays so. */
/** "we need an app", "could you build…": a project wanted, not an app merely named ("it's the name on the app"). */
const WANTS_SOMETHING_BUILT = /\b(?:build|develop|need|want|looking for|make|create|planning|plan)\b/i;

function visitorKindAfter(previous: VisitorKind, evidence: VisitorKind | null): VisitorKind {
  // A student writing a thesis who then asks about internships is a job seeker.
  if (previous === 'researcher' && evidence === 'job_seeker') return evidence;
  return previous !== 'prospect' ? previous : (evidence ?? 'prospect');
}

/**
 * Folds one message into the state. With the knowledge, a question it does not answer leaves the nearest topics
 * for the quick replies (the chat service passes it; without it no topics are suggested).
 */
export function analyzeUserMessage(
  previousState: ConversationState,
  message: string,
  now: number,
  knowledge?: Knowledge,
): ConversationState {
  const state = withDefaults(previousState);
  const text = message.trim();
  const understood = withoutAgencyAddress(understandMessage(text, state.localeKnown ? state.locale : null), knowledge?.contactEmail);
  // Another agency that wants something built for itself is a prospect, and so is a school or a clinic whose
  // students' or staff's internships and placements are what the system would answer about.
  const buildsForItself = understood.projectType !== null && !declaresCompetition(understood.read);
  // A prospect who has described a project and then asks about their own health is still a prospect (the reply still
  // gives no medical answer).
  const projectKnown = state.context.projectType !== undefined;
  const evidence =
    (buildsForItself &&
      (understood.visitorKind === 'competitor' || (understood.visitorKind === 'job_seeker' && !seeksAJob(understood.read)))) ||
    (projectKnown && understood.visitorKind === 'lost_visitor')
      ? null
      : understood.visitorKind;
  // Someone who first took this for their bank's or clinic's chat and then describes a project is a prospect after all.
  // "…the bank that uses your chat thing, it says Vera in my app" still speaks of their bank's chat, not a project.
  const foundTheRightChat =
    state.visitorKind === 'lost_visitor' &&
    understood.visitorKind === null &&
    !CUSTOMER_OF_A_CLIENT.test(understood.read) &&
    ((buildsForItself && WANTS_SOMETHING_BUILT.test(understood.read)) ||
      understood.requirements.length > 0 ||
      understood.services.length > 0);
  const visitorKind = foundTheRightChat ? 'prospect' : visitorKindAfter(state.visitorKind, evidence);
  const prospect = visitorKind === 'prospect';

  // Someone who is not a prospect gives no budget or timeline ("14.5 million USD" in a scam is not a budget).
  // "I'll be in touch next week" alone: when the visitor comes back, not when the project is due ("…a pilot in autumn.
  // I'll come back after our board meets." still gives one).
  const onlyLeaveTaking = understood.declines && !/[.!?;]\s+\S/.test(understood.read.trim());
  const givenTimeline = prospect && !onlyLeaveTaking ? understood.timeline : null;
  const givenBudget = prospect ? understood.budget : null;
  // "Which package fits us?" with no project told: the visitor is choosing among the AI CRM packages.
  const choosesAPackage = understood.questions.some(
    (question) =>
      question.kind === 'recommendation' && /\b(?:packages?|plans?|tiers?|starter|professional|enterprise|one)\b/i.test(question.text),
  );
  // "The portal is not priority… the real problem is the reports": a project set aside for the one told now.
  const projectReplaced = understood.takenBack.includes('project') && understood.projectType !== null;
  const projectType =
    (projectReplaced ? understood.projectType : state.context.projectType) ??
    understood.projectType ??
    (choosesAPackage && prospect ? 'AI CRM' : undefined);
  const technicalRequirements = union(state.context.technicalRequirements, understood.requirements);
  const technologies = union(state.extractedData.technologies, understood.technologies);
  const identifiedNeeds = union(state.context.identifiedNeeds, understood.needs);
  const mentionedServices = union(state.context.mentionedServices, understood.services);
  const industry = state.industry ?? understood.industry;
  const projectStage = understood.projectStage ?? state.projectStage;
  // "Scrap the phone number, e-mail only", "forget the number, I made it up": the visitor's latest word is kept.
  const takenBack = prospect ? takenBackNow(state, understood) : [];
  const withdrawn = (kind: TakenBackNow) => takenBack.includes(kind);
  const timeline = withdrawn('timeline') ? undefined : (givenTimeline?.text ?? state.context.timeline);
  // Contact details of someone who is not a lead are not kept.
  // "Sorry, .co.uk not .com": the address given before, put right.
  const heldEmail = state.extractedData.email;
  const putRight = heldEmail && understood.addressEndings.length > 0 ? withEndingPutRight(heldEmail, understood.addressEndings) : null;
  const email = prospect && !withdrawn('email') ? (understood.email ?? putRight ?? heldEmail) : undefined;
  const phone = prospect && !withdrawn('phone') ? (understood.phone ?? state.extractedData.phone) : undefined;
  const contactWithdrawn = withdrawn('email') || withdrawn('phone');
  const previous = state.qualification.factors;
  // The chat keeps its language; a short message read through a lexicon sets it only while none is known yet.
  const locale = understood.locale ?? (state.localeKnown ? state.locale : (understood.readAs ?? state.locale));
  const localeKnown = state.localeKnown || understood.locale !== null || understood.readAs !== null;
  // "Ich bin Dr. Sabine Lorenz": in German and French a visitor who gives a surname is addressed by the full name (the
  // first name alone is too familiar there); in English by the first name.
  const visitorName = understood.visitorName
    ? locale === 'en'
      ? understood.visitorName.first
      : understood.visitorName.full
    : state.visitorName;

  const factors = {
    // The specification's growth, 0.2 a message: a need described in one long message is not clearer than the same
    // need told over a conversation (the blind sets' authors, reading the specification, score it so).
    projectClarity: nextClarity(previous.projectClarity, projectType !== undefined, text.length),
    budgetIndicated: (previous.budgetIndicated && !withdrawn('budget')) || budgetIndicated(givenBudget),
    timelineMentioned: (previous.timelineMentioned && !withdrawn('timeline')) || givenTimeline !== null,
    technicalDiscussion:
      previous.technicalDiscussion ||
      // "Welches Sprachmodell steckt hinter dir, GPT oder Claude?": models named of this chat are no buyer's interest.
      (!asksOnlyAboutThisChat(understood) &&
        (understood.technologies.length > 0 ||
          understood.requirements.length > 0 ||
          /technical|technology|security/.test(understood.intent))) ||
      // A buyer's technical questions: about their project, not only about this chat's own data.
      (knowledge !== undefined && projectType !== undefined && asksTechnicalTopic(knowledge, understood)),
    engagementLevel: nextEngagement(previous.engagementLevel, text.length),
    contactInfoProvided: (previous.contactInfoProvided && !contactWithdrawn) || email !== undefined || phone !== undefined,
  };
  const qualification = prospect ? qualify(factors) : notALead(factors);

  const next: ConversationState = {
    ...state,
    context: {
      ...withoutTimeline(state.context),
      conversationPhase: conversationPhase(qualification.score, understood.intent, state.context.conversationPhase),
      userIntent: understood.intent,
      leadScore: qualification.score,
      identifiedNeeds,
      mentionedServices,
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
    projectStage,
    budget: budgetRangeOf(givenBudget) ?? (withdrawn('budget') ? null : state.budget),
    nextStepsTaken: understood.nextStep
      ? (union(state.nextStepsTaken, [understood.nextStep]) as ConversationState['nextStepsTaken'])
      : state.nextStepsTaken,
    userMessageCount: state.userMessageCount + 1,
    industry,
    budgetUnknown: (state.budgetUnknown || givenBudget?.kind === 'unknown' || withdrawn('budget')) && !budgetIndicated(givenBudget),
    timelineUrgency: givenTimeline?.urgency ?? state.timelineUrgency,
    timelineUnknown: (state.timelineUnknown || understood.timelineUnknown || withdrawn('timeline')) && !factors.timelineMentioned,
    visitorKind,
    notALeadReason: visitorKind === 'prospect' ? null : NOT_A_LEAD_REASONS[visitorKind],
    // A person asked for by someone the team serves: not by a lost customer of another business, spam, a vendor or a rival.
    handoverRequested:
      (state.handoverRequested && !withdrawn('call')) ||
      (!NO_HANDOVER.has(visitorKind) &&
        // "Rufen Sie mich doch nicht an" (read "can you call me doch not") calls a call off.
        !understood.cancelsCall &&
        (understood.asksForCall || understood.questions.some((question) => question.kind === 'human-request'))),
    latestQuestions: understood.questions.map((question) => question.text),
    learnedNow: [
      ...(projectType !== undefined && projectType !== state.context.projectType ? (['project'] as const) : []),
      ...(!previous.contactInfoProvided && factors.contactInfoProvided ? (['contact'] as const) : []),
      ...(visitorName !== state.visitorName ? (['name'] as const) : []),
      ...(putRight && email === putRight ? (['email'] as const) : []),
      // "…mid-September, not winter": a date that replaces another.
      ...(givenTimeline && state.context.timeline && givenTimeline.text !== state.context.timeline ? (['timeline'] as const) : []),
    ],
    discoveryTopic: null,
    locale,
    localeKnown,
    visitorName,
    // Details or a call taken back with nothing left to reach them by: not asked for again.
    contactDeclined:
      state.contactDeclined || ((understood.declinesContact || contactWithdrawn || withdrawn('call')) && !factors.contactInfoProvided),
    takenBackNow: takenBack,
    requestedAction: understood.eraseRequest ? 'erase-data' : null,
    signedOff: understood.declines && understood.questions.length === 0,
    suggestedTopics: knowledge && prospect ? suggestedTopics(knowledge, understood, locale) : [],
  };
  // A non-English message is answered with a note about the language only.
  if (understood.language !== null) return next;
  // Questions announced: none of ours is asked before theirs.
  const discoveryTopic = understood.announcesQuestions ? null : chooseDiscoveryTopic(next, state.discoveryTopic);
  const asked = next.discoveryAsked ?? [];
  return {
    ...next,
    discoveryTopic,
    discoveryAsked: discoveryTopic && !asked.includes(discoveryTopic) ? [...asked, discoveryTopic] : asked,
  };
}

/** The context without its timeline; the message's own timeline, if any, is set after it. */
function withoutTimeline(context: ConversationState['context']): ConversationState['context'] {
  const { timeline: _timeline, ...rest } = context;
  return rest;
}

/** A chat goes to sales when a prospect is qualified, left contact details or asked for a person. */
export function isSalesLead(state: ConversationState): boolean {
  const full = withDefaults(state);
  if (full.visitorKind !== 'prospect') return false;
  return full.qualification.stage === 'qualified' || full.qualification.factors.contactInfoProvided || full.handoverRequested;
}
