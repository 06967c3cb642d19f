/**
 * The builtin consultative sales assistant. A reply, in this order:
 * an opening chosen by what the message was (never thanks after a pure
 * question), the answer to every question asked (from the knowledge base,
 * or honestly "I can't confirm that here" with the team's contact), what the
 * visitor's facts mean for them, and at most one discovery question, never
 * about something already known and never the same topic twice in a row.
 * Markdown out; a paragraph of the previous reply is never repeated.
 */
import type { ConversationState, DiscoveryTopic } from '../../assistant/conversation.js';
import { answerReminder, answerText, joinWords } from '../../assistant/knowledge-base/answer-text.js';
import { knowledgeBaseFor, type KnowledgeBase, type QuestionAnswers } from '../../assistant/knowledge-base/knowledge-base.js';
import { fillPlaceholders, type Knowledge, type KnowledgeAnswer } from '../../assistant/knowledge.js';
import { type MessageUnderstanding, understandMessage } from '../../assistant/understanding/message-understanding.js';
import { statementsOf } from '../../assistant/understanding/questions.js';
import { type VisitorKind, visitorKindOf } from '../../assistant/understanding/visitor-kind.js';
import type { HistoryEntry } from '../provider.js';

/** The answer shown to visitors who are not prospects, by who they are. */
const ANSWER_FOR_KIND: Partial<Record<VisitorKind, string>> = {
  job_seeker: 'careers',
  partner: 'partnerships',
  press: 'press',
  existing_client: 'existing-client',
};

const VENDOR_REPLY =
  "Thanks for reaching out. We don't take vendor, outsourcing or marketing offers through this chat; if it's relevant to us, please send a short note to {contactEmail}.";
/** Someone who is not a prospect gets the address, not a sales call. */
const TEAM_ADDRESS = 'You can write to the team at {contactEmail}.';
const FLAGGED_FOR_HANDOVER = "I've flagged this chat for a hand-over, so the team will see what we've discussed.";
const RUDE_OPENING = "I'm sorry this hasn't been helpful so far.";
const NOT_A_LEAD_AGAIN =
  'As mentioned, this chat is for project enquiries; please write to {contactEmail} and the right person will reply.';
const ALREADY_SAID = 'Is there anything else I can tell you? Our team is also reachable at {contactEmail}.';
const DECLINED = "No problem. If anything comes up, I'm here, or you can write to the team at {contactEmail}.";
const CLARIFY =
  'Could you tell me a little more about what you would like to know? I can explain our services, packages, security and privacy, or how we work.';
const ACKNOWLEDGEMENTS = ['Thanks, that helps.', 'Noted.', 'Understood.', 'Good to know.'] as const;

/** Discovery questions, several phrasings per topic so a topic asked again reads differently. */
const DISCOVERY_QUESTIONS: Record<Exclude<DiscoveryTopic, 'next-step'>, readonly string[]> = {
  project: [
    'What would you like to build: an AI assistant, a customer portal, a cloud platform, an online store, or something else?',
    'What kind of project do you have in mind?',
    'Tell me a bit about the project: what should it do for your team or your customers?',
  ],
  stage: [
    'Where does the project stand today: an idea, in planning, already in development, or an existing product to improve?',
    'How far along is the project: still an idea, being planned, or already in development?',
  ],
  timeline: [
    'What timeline do you have in mind for going live?',
    'When would you like to launch?',
    'Is there a date you are working towards?',
  ],
  budget: [
    'Do you have a budget range in mind? It helps me point you to the right package.',
    'Is there a budget range you are working with?',
  ],
};
const NEXT_STEP_QUESTIONS = {
  ready: [
    'The best next step is a free consultation with our engineers. **Share your e-mail or phone number** and we will schedule it, or write to us at {contactEmail}.',
    'Shall we set up a free consultation with our engineers? Leave your e-mail address or phone number and we will get in touch within {responseTime}.',
  ],
  early: [
    'Would you like to set up a short call with our team? Leave your e-mail and we will get in touch within {responseTime}.',
    'If it helps, our engineers can walk you through it on a short call: just leave your e-mail address here.',
  ],
} as const;

/** The sectors the agency's content names as its focus (finance, healthcare and other regulated industries). */
const REGULATED = new Set(['finance', 'insurance', 'healthcare', 'legal', 'public sector']);

/** Characters of a question quoted back in an honest fallback. */
const QUOTE_LIMIT = 120;

const PACKAGE_FOR_BUDGET: Record<string, number> = { startup: 0, business: 1, enterprise: 2 };

/** How the opening names a project type that is not a countable thing of its own. */
const PROJECT_PHRASE: Record<string, string> = {
  'custom software': 'Custom software like this',
  'AI automation': 'Automation like this',
  'system integration': 'Integration work like this',
  migration: 'A migration like this',
};

function withArticle(noun: string): string {
  return PROJECT_PHRASE[noun] ?? `${/^[aeiou]/i.test(noun) ? 'An' : 'A'} ${noun}`;
}

/** The visitor's question quoted back: one line, plain text, not too long. */
function quoted(question: string): string {
  const plain = question
    .replace(/[*_`[\]<>#|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const short = plain.length > QUOTE_LIMIT ? `${plain.slice(0, QUOTE_LIMIT).replace(/\s+\S*$/, '')}…` : plain;
  return short.replace(/\?*$/, '?');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function paragraphsOf(text: string): string[] {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

interface Turn {
  knowledge: Knowledge;
  base: KnowledgeBase;
  state: ConversationState;
  understood: MessageUnderstanding;
  latest: string;
  earlierVisitor: string[];
  earlierReplies: string[];
  prospect: boolean;
}

function isFirstMessage(turn: Turn): boolean {
  return turn.earlierVisitor.length === 0;
}

function introduction(turn: Turn): string {
  const { knowledge } = turn;
  return `Hello! I'm ${knowledge.assistantName}, the AI assistant of ${knowledge.agencyName}. I can help you turn your software idea into a secure, scalable solution: we specialise in ${joinWords(knowledge.services.map((service) => service.title))}.`;
}

/** Facts the message gives that the opening may acknowledge (never a budget or timeline not given). */
function givenFacts(understood: MessageUnderstanding): boolean {
  return Boolean(understood.projectType || understood.projectStage || understood.timeline || understood.budget || understood.serviceChosen);
}

function projectIsNew(turn: Turn): boolean {
  return turn.state.learnedNow.includes('project');
}

function opening(turn: Turn): string | null {
  const { understood, state } = turn;
  if (understood.rude) return RUDE_OPENING;
  if (understood.greeting) return isFirstMessage(turn) ? introduction(turn) : 'Hello again!';
  if (!turn.prospect) return null;
  if (understood.thanks && understood.questions.length === 0) return "You're welcome!";
  if (understood.declines && understood.questions.length === 0) return fillPlaceholders(DECLINED, turn.knowledge);
  if (projectIsNew(turn) && state.context.projectType)
    return `${withArticle(state.context.projectType)} is exactly the kind of project we deliver.`;
  // Facts inside a question ("does it integrate with Zendesk?") are not acknowledged: the question is answered.
  if (givenFacts(understood) && statementsOf(turn.latest).trim() !== '')
    return ACKNOWLEDGEMENTS[state.userMessageCount % ACKNOWLEDGEMENTS.length]!;
  if (understood.industry && understood.questions.length === 0) return sectorNote(understood.industry);
  return null;
}

/** A visitor who only says who they are ("we are a small payments startup"). */
function sectorNote(industry: string): string {
  if (REGULATED.has(industry))
    return `Good to know. Regulated sectors like ${industry} are our focus: the systems we build run in your own environment.`;
  return `Good to know, ${industry} is a field we build for.`;
}

/** An answer's text, or a short reminder when the chat already showed it in full. */
function answerOnce(turn: Turn, entry: KnowledgeAnswer, question: string): string {
  const full = answerText(entry, turn.knowledge, question);
  const firstParagraph = paragraphsOf(full)[0] ?? full;
  const shownBefore = turn.earlierReplies.some((reply) => reply.includes(firstParagraph));
  return shownBefore ? answerReminder(entry, turn.knowledge) : full;
}

interface Answers {
  sections: string[];
  /** Something could not be confirmed: the team's contact must follow. */
  needsTeam: boolean;
  handover: boolean;
}

function answerQuestions(turn: Turn): Answers {
  const { understood, base, knowledge, state } = turn;
  const sections: string[] = [];
  const used = new Set<string>();
  let needsTeam = false;
  let handover = false;
  let vague = false;
  const add = (entry: KnowledgeAnswer | undefined, question: string) => {
    if (!entry || used.has(entry.id)) return;
    used.add(entry.id);
    sections.push(answerOnce(turn, entry, question));
    if (entry.honestFallback) needsTeam = true;
  };

  const kindAnswer = ANSWER_FOR_KIND[state.visitorKind];
  if (kindAnswer) add(base.entry(kindAnswer), turn.latest);
  if (state.visitorKind === 'vendor') sections.push(fillPlaceholders(VENDOR_REPLY, knowledge));

  for (const question of understood.questions) {
    if (question.kind === 'assistant-identity') {
      add(base.entry('assistant-identity'), question.text);
      continue;
    }
    if (question.kind === 'human-request') {
      if (state.visitorKind === 'prospect' || !kindAnswer) add(base.entry('talk-to-person'), question.text);
      handover = state.visitorKind === 'prospect';
      continue;
    }
    const found = answerFor(turn, question.text);
    // "What do you even do?": the best answer about us when the words find one, else our services.
    if (question.kind === 'agency-overview') {
      const [best] = found.matches.filter((match) => !match.entry.honestFallback);
      add(
        best?.entry ?? base.entry(/\bwho\b|\bwhat(?:'s| is) (?:this|vaultline)\b/i.test(question.text) ? 'about' : 'services'),
        question.text,
      );
      continue;
    }
    // "Can you do both?" after describing the project: the opening already says it is what we deliver.
    if (!found.hasTopic && turn.state.learnedNow.includes('project')) continue;
    // A visitor who is not a prospect is not offered sales hand-overs; who the assistant is answers only that question.
    const matches = found.matches.filter(
      (match) => (turn.prospect || match.entry.id !== 'talk-to-person') && match.entry.id !== 'assistant-identity',
    );
    // A vendor's questions are its pitch; for others who are not prospects, the answer for who they are
    // (careers, partnerships…) addresses what they came for: no fallbacks about the rest.
    if (!turn.prospect && (state.visitorKind === 'vendor' || matches.length === 0 || visitorKindOf(question.text) !== null)) continue;
    // "Do you build voice assistants?" when the opening just said that kind of project is what we deliver.
    if (
      matches.length === 0 &&
      found.unknownNames.length === 0 &&
      projectIsNew(turn) &&
      understandMessage(question.text).projectType !== null
    )
      continue;
    // One honest fallback per question: an answer that itself says what it cannot confirm covers the unknown name.
    if (found.unknownNames.length > 0 && !matches.some((match) => match.entry.honestFallback)) {
      sections.push(`I can't confirm ${joinWords(found.unknownNames)} specifically here.`);
      needsTeam = true;
    } else if (matches.length === 0 && found.matches.length === 0) {
      // Only a factual question is quoted back; one with no topic of its own ("do you even care?") is not.
      if (!found.hasTopic) vague = true;
      else {
        sections.push(`On “${quoted(question.text)}”: ${knowledge.fallback}`);
        needsTeam = true;
      }
    }
    for (const match of matches) add(match.entry, question.text);
  }
  // Requirements stated rather than asked ("it has to run on our own servers") get their answer too.
  if (understood.questions.length === 0 && understood.requirements.length > 0 && turn.prospect) {
    const [best] = base.answer(turn.latest).matches;
    if (best) add(best.entry, turn.latest);
  }
  // A rude or rhetorical message that asked nothing answerable: what we do, briefly.
  // "your prices are probably ridiculous": the topic of the complaint when the knowledge has it, else what we do.
  if (sections.length === 0 && understood.rude) {
    const [topic] = base.answer(turn.latest).matches.filter((match) => !match.entry.honestFallback);
    add(topic?.entry ?? base.entry('services'), turn.latest);
  } else if (sections.length === 0 && vague) sections.push(CLARIFY);
  if (handover) sections.push(FLAGGED_FOR_HANDOVER);
  return { sections, needsTeam, handover };
}

/** The first service the visitor's project needs that no reply has presented yet. */
function serviceNotShownYet(turn: Turn): string | null {
  const shown = (title: string) => turn.earlierReplies.some((reply) => reply.includes(`**${title}**`));
  const service = turn.knowledge.services.find(
    (candidate) => turn.state.context.mentionedServices.includes(candidate.title) && !shown(candidate.title),
  );
  if (!service) return null;
  const entry = turn.base.entry(`service-${service.id}`);
  return entry ? answerText(entry, turn.knowledge) : `**${service.title}**: ${service.summary}`;
}

/** A question naming no topic of its own ("can you do that?") is read with the rest of the message. */
function answerFor(turn: Turn, question: string): QuestionAnswers {
  const found = turn.base.answer(question);
  // "this is useless, do you even…": the rest of a rude message is not a topic.
  if (found.hasTopic || turn.understood.rude) return found;
  const statements = statementsOf(turn.latest);
  return statements.trim() === '' ? found : { ...turn.base.answer(statements), question, hasTopic: false };
}

function contactJustGiven(turn: Turn): string | null {
  if (!turn.prospect) return null;
  const given = turn.understood.email ?? turn.understood.phone;
  if (!given) return null;
  const where = turn.state.extractedData.email ?? turn.state.extractedData.phone ?? given;
  return !turn.state.learnedNow.includes('contact')
    ? `Thank you, I've updated your contact details to **${where}**.`
    : `Thank you! I've noted **${where}**, and our team will be in touch within ${turn.knowledge.responseTime}.`;
}

/** What the facts the visitor just gave mean for them. */
function adviceOnFacts(turn: Turn, deploymentExplained: boolean): string[] {
  const { understood, knowledge } = turn;
  const advice: string[] = [];
  const budget = understood.budget;
  if (budget?.kind === 'range') {
    const pack = knowledge.packages[PACKAGE_FOR_BUDGET[budget.range] ?? -1];
    if (pack)
      advice.push(
        `With a ${budget.range} budget, most clients choose the **${pack.name}**${pack.popular ? ' (our most popular)' : ''}: ${lowerFirst(pack.description)}`,
      );
    else advice.push('A flexible budget lets us scope the project around the outcome; the discovery call turns it into a firm quote.');
  } else if (budget?.kind === 'amount' || budget?.kind === 'stated') {
    advice.push('That budget lets us point you to the right package; the discovery call turns it into a firm quote.');
  } else if (budget?.kind === 'unknown') {
    advice.push("No problem if the budget isn't set yet: the discovery call helps you size it.");
  }
  const timeline = understood.timeline;
  if (timeline?.urgency === 'urgent' && !deploymentExplained) {
    advice.push(`Good news for a tight timeline: our AI CRM packages go live in **${knowledge.deployment.days} days**.`);
  } else if (timeline?.urgency === 'planned') {
    const build = knowledge.process.find((phase) => /build/i.test(phase.step));
    advice.push(
      `That timeline works well: our AI CRM packages deploy in ${knowledge.deployment.days} days${build ? `, and custom work runs in ${lowerFirst(build.detail)}` : ''}.`,
    );
  } else if (timeline?.urgency === 'relaxed') {
    advice.push('With time on your side, we can start with a careful discovery call and a written proposal before anything is built.');
  }
  return advice;
}

/** The answer to a next step the visitor chose (quick reply or words). */
function nextStepAnswer(turn: Turn): string | null {
  const { state } = turn;
  const contact = state.extractedData.email ?? state.extractedData.phone;
  switch (turn.understood.nextStep) {
    case 'schedule-call':
      return contact
        ? `Our team will contact you at **${contact}** to schedule your free consultation.`
        : "Let's book your free consultation. What is the best e-mail address or phone number to reach you?";
    case 'request-proposal':
      return contact
        ? `We'll prepare a written proposal (scope, architecture and timeline) and send it to **${contact}**.`
        : "We'll prepare a written proposal with scope, architecture and timeline. Which e-mail address should we send it to?";
    case 'email-details':
      return contact ? `We'll e-mail the details to **${contact}**.` : 'Of course. Which e-mail address should we send the details to?';
    case 'continue-chat':
      return 'Of course! Ask me anything about our packages, security and privacy, technologies, or how we work.';
    default:
      return null;
  }
}

/** The phrasing of a topic's question not used yet in this chat (they rotate once all were used). */
function phrasing(options: readonly string[], earlierReplies: readonly string[], knowledge: Knowledge): string {
  const filled = options.map((option) => fillPlaceholders(option, knowledge));
  const asked = filled.filter((option) => earlierReplies.some((reply) => reply.includes(option))).length;
  return filled.find((option) => !earlierReplies.some((reply) => reply.includes(option))) ?? filled[asked % filled.length]!;
}

function discoveryQuestion(turn: Turn): string | null {
  const topic = turn.state.discoveryTopic;
  if (!topic) return null;
  if (topic !== 'next-step') return phrasing(DISCOVERY_QUESTIONS[topic], turn.earlierReplies, turn.knowledge);
  const { stage } = turn.state.qualification;
  const ready = stage === 'hot' || stage === 'qualified' || turn.state.context.conversationPhase === 'conversion';
  return phrasing(ready ? NEXT_STEP_QUESTIONS.ready : NEXT_STEP_QUESTIONS.early, turn.earlierReplies, turn.knowledge);
}

/** How to reach the team after an honest "can't confirm"; worded differently right after the full offer. */
function teamOffer(turn: Turn): string {
  const { knowledge } = turn;
  if (!turn.prospect) return fillPlaceholders(TEAM_ADDRESS, knowledge);
  const full = fillPlaceholders(knowledge.teamOffer, knowledge);
  const previous = turn.earlierReplies[turn.earlierReplies.length - 1] ?? '';
  return previous.includes(full)
    ? `The team at ${knowledge.contactEmail} can confirm that for you, usually within ${knowledge.responseTime}.`
    : full;
}

function languageNote(knowledge: Knowledge, language: string): string {
  return `Thank you for your message! I can see it is written in ${language}, but I can only answer in English for now. Could you write your question in English? You can also reach our team at ${knowledge.contactEmail}.`;
}

/** Drops paragraphs the previous reply already said and list items said twice in this one. */
function withoutRepeats(sections: readonly string[], previousReply: string): string {
  const before = new Set(paragraphsOf(previousReply));
  const paragraphs = paragraphsOf(sections.join('\n\n')).filter(
    (paragraph, index, all) => !before.has(paragraph) && all.indexOf(paragraph) === index,
  );
  const seenItems = new Set<string>();
  return paragraphs
    .map((paragraph) =>
      paragraph
        .split('\n')
        .filter((line) => {
          const item = /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line)?.[1]?.trim().toLowerCase();
          if (item === undefined) return true;
          if (seenItems.has(item)) return false;
          seenItems.add(item);
          return true;
        })
        .join('\n'),
    )
    .filter((paragraph) => paragraph.trim() !== '')
    .join('\n\n');
}

export interface ComposedReply {
  text: string;
}

export function composeReply(knowledge: Knowledge, state: ConversationState, history: readonly HistoryEntry[]): ComposedReply {
  const visitorMessages = history.filter((entry) => entry.role === 'user').map((entry) => entry.content);
  const latest = visitorMessages[visitorMessages.length - 1] ?? '';
  const earlierReplies = history.filter((entry) => entry.role === 'assistant').map((entry) => entry.content);
  const understood = understandMessage(latest);
  if (understood.language) return { text: languageNote(knowledge, understood.language) };

  const turn: Turn = {
    knowledge,
    base: knowledgeBaseFor(knowledge),
    state,
    understood,
    latest,
    earlierVisitor: visitorMessages.slice(0, -1),
    earlierReplies,
    prospect: state.visitorKind === 'prospect',
  };
  const sections: string[] = [];
  const first = opening(turn);
  if (first) sections.push(first);
  const answers = answerQuestions(turn);
  sections.push(...answers.sections);

  let asks = false;
  if (turn.prospect) {
    const confirmed = contactJustGiven(turn);
    if (confirmed) sections.push(confirmed);
    const deploymentExplained =
      answers.sections.some((section) => section.includes(`**${knowledge.deployment.days} days**`)) ||
      earlierReplies.some((reply) => reply.includes(`**${knowledge.deployment.days} days**`));
    sections.push(...adviceOnFacts(turn, deploymentExplained));
    const step = confirmed ? null : nextStepAnswer(turn);
    if (step) {
      sections.push(step);
      asks = step.includes('?');
    }
  }
  if (answers.needsTeam && !answers.handover) sections.push(teamOffer(turn));
  // Facts alone would get a bare "Understood.": say what we do for that kind of project, once.
  // Only a message about the project itself: contact details, a timeline or a budget alone get no service blurb.
  const describesProject = Boolean(understood.projectType || understood.services.length > 0 || understood.industry);
  if (
    turn.prospect &&
    answers.sections.length === 0 &&
    sections.length <= 1 &&
    describesProject &&
    !understood.email &&
    !understood.phone
  ) {
    const detail = serviceNotShownYet(turn);
    if (detail) sections.push(detail);
  }
  // A visitor who declines is not asked anything more.
  if (!asks && !answers.handover && !(understood.declines && understood.questions.length === 0)) {
    const question = discoveryQuestion(turn);
    if (question) sections.push(question);
  }
  if (sections.length === 0)
    sections.push(
      isFirstMessage(turn)
        ? introduction(turn)
        : 'Take your time. I can tell you about our packages, security and privacy, or how we work together.',
    );
  const text = withoutRepeats(sections, earlierReplies[earlierReplies.length - 1] ?? '');
  // Everything was said in the previous reply (a vendor writing again): a short pointer, never an empty reply.
  return { text: text || fillPlaceholders(turn.prospect ? ALREADY_SAID : NOT_A_LEAD_AGAIN, knowledge) };
}
