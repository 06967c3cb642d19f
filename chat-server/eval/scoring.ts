/**
 * Scores played conversations: stage accuracy, fact recall, unanswered
 * questions, forbidden claims and coherence defects. Each check reads only
 * the visitor-facing reply, the quick replies and the lead decision.
 */
import type { LeadStage, QuickReply } from '@agency/chat-protocol';
import type { Conversation, GivenFact, Turn } from './conversation-script.js';
import type { PlayedTurn } from './play.js';

/** An honest "the knowledge does not say" answer, in each language the knowledge files speak (EN/DE/FR). */
export const HONEST_FALLBACK =
  /\bcan(?:no|')t confirm\b|\bcannot confirm\b|\bnot able to confirm\b|\bnicht bestätigen\b|\bne (?:peux|pouvons) pas (?:le |vous le )?confirmer\b/i;
const TEAM_OFFER = /hello@vaultline\.ai/;

/** Claims no reply may make: certifications, signing a BAA, being human, client names, locations, percentages. */
const FORBIDDEN_EVERYWHERE: ReadonlyArray<readonly [label: string, pattern: RegExp]> = [
  [
    'certification claimed',
    /\b(?:we are|we're|vaultline(?: ai)? is|we have|we hold)\s+(?:fully\s+|already\s+)?(?:SOC ?2|ISO(?: ?27001)?|HIPAA|PCI(?:[- ]DSS)?|GDPR)[- ]?(?:type (?:I{1,2}|1|2) )?(?:certified|compliant|accredited|certification|attestation|report)/i,
  ],
  ['BAA promised', /\bwe(?:'ll| will| can| do| would)? (?:happily )?sign (?:a |the |your )?(?:BAA|business associate)/i],
  ['claims to be human', /\bI(?:'m| am) (?:a )?(?:real (?:person|human)|human\b|a person\b|person\b|member of (?:the|our) team)/i],
  ['client names', /\b(?:our )?(?:clients|customers) include\b|\bwe(?:'ve| have) (?:worked|partnered) with [A-Z]/],
  [
    'agency location',
    /\b(?:we are|we're|vaultline(?: ai)? is) (?:based|located|headquartered) in\b|\bour (?:servers|data cent(?:er|re)s?|offices?) (?:are |is )?in\b/i,
  ],
  ['invented percentage', /\b\d+(?:[.,]\d+)?\s?%/],
];
const MONEY =
  /[$€£]\s?\d[\d,.]*\s?[kKmM]?|\b\d[\d,.]*\s?(?:k|K|m|M)\b(?!\s*visitors)|\b\d[\d,.]*\s?(?:usd|eur|gbp|dollars|euros|pounds)\b/g;

/** Discovery questions by the fact they ask for. */
const ASKS_FOR: Record<GivenFact, RegExp> = {
  project:
    /what would you like to build|what (?:are you|would you be) (?:looking|hoping|planning) to build|what kind of (?:project|solution)|what are you (?:building|planning)|what do you have in mind|tell me (?:a bit )?about (?:your|the) project/i,
  stage: /where does (?:the|your) project stand|what stage|how far along/i,
  timeline: /\btimeline\b|when (?:would|do|should) you (?:like|want|need|hope|plan) to (?:go live|launch|start)|\btime ?frame\b/i,
  budget: /\bbudget\b/i,
  contact: /e-?mail address|phone number|share your e-?mail|best way to reach you/i,
};
const QUICK_REPLY_FACT: Partial<Record<QuickReply['category'], GivenFact>> = {
  service: 'project',
  project_stage: 'stage',
  timeline: 'timeline',
  budget: 'budget',
};
const THANKS_OPENING = /^(?:great|thanks|thank you|good to know|understood|perfect|got it)\b/i;
const BUDGET_ACK =
  /\b(?:thanks?|thank you)\b[^.\n]*\bbudget\b|\bwith an? \w+ budget\b|\b(?:that|this) budget\b|\byour budget (?:works|fits|helps)/i;
const TIMELINE_ACK = /\b(?:that|this|your|the) timeline (?:works|is|fits|sounds)|\btight timeline\b/i;

export interface Figures {
  conversations: number;
  turns: number;
  stageChecks: number;
  stageCorrect: number;
  facts: number;
  factsFound: number;
  questions: number;
  unanswered: number;
  forbidden: number;
  coherence: number;
  failures: string[];
}

export function emptyFigures(): Figures {
  return {
    conversations: 0,
    turns: 0,
    stageChecks: 0,
    stageCorrect: 0,
    facts: 0,
    factsFound: 0,
    questions: 0,
    unanswered: 0,
    forbidden: 0,
    coherence: 0,
    failures: [],
  };
}

function questionSentences(reply: string): string[] {
  return reply
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z*])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.endsWith('?'));
}

export function discoveryAsks(reply: string): GivenFact[] {
  const asks = new Set<GivenFact>();
  for (const sentence of questionSentences(reply))
    for (const [fact, pattern] of Object.entries(ASKS_FOR) as [GivenFact, RegExp][]) if (pattern.test(sentence)) asks.add(fact);
  return [...asks];
}

function paragraphs(reply: string): string[] {
  return reply
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length >= 40);
}

function listItems(reply: string): string[] {
  return reply
    .split('\n')
    .map((line) => /^\s*(?:[-*]|\d+\.)\s+(.*)$/.exec(line)?.[1]?.trim().toLowerCase())
    .filter((item): item is string => item !== undefined && item.length > 0);
}

function stageMatches(actual: LeadStage, expected: LeadStage | LeadStage[]): boolean {
  return Array.isArray(expected) ? expected.includes(actual) : actual === expected;
}

/** Checks one conversation and adds to the figures. */
export function scoreConversation(conversation: Conversation, played: PlayedTurn[], figures: Figures): void {
  const fail = (turnIndex: number | null, what: string) =>
    figures.failures.push(`${conversation.id}${turnIndex === null ? '' : ` #${turnIndex + 1}`}: ${what}`);
  const visitorText = conversation.turns.map((turn) => turn.visitor).join('\n');
  const known = new Set<GivenFact>();
  figures.conversations += 1;

  conversation.turns.forEach((turn: Turn, index) => {
    const result = played[index]!;
    const { reply } = result;
    const previous = index > 0 ? played[index - 1]!.reply : '';
    figures.turns += 1;
    for (const fact of turn.gives ?? []) known.add(fact);

    const fact = (found: boolean, label: string) => {
      figures.facts += 1;
      if (found) figures.factsFound += 1;
      else fail(index, `missing fact: ${label}`);
    };

    for (const question of turn.questions ?? []) {
      figures.questions += 1;
      const honest = HONEST_FALLBACK.test(reply) && TEAM_OFFER.test(reply);
      if (!question.answerable) {
        if (!honest) {
          figures.unanswered += 1;
          fail(index, `unanswered (needs an honest fallback): ${question.about}`);
        }
        continue;
      }
      const expected = question.expect ?? [];
      const found = expected.filter((pattern) => pattern.test(reply));
      for (const pattern of expected) fact(pattern.test(reply), `${question.about} ${pattern}`);
      if (found.length === 0 && !honest) {
        figures.unanswered += 1;
        fail(index, `unanswered: ${question.about}`);
      }
    }
    for (const pattern of turn.mustContain ?? []) fact(pattern.test(reply), String(pattern));
    if (turn.handover) fact(result.handover, 'chat flagged for hand-over');
    if (turn.stage) {
      figures.stageChecks += 1;
      if (stageMatches(result.state.qualification.stage, turn.stage)) figures.stageCorrect += 1;
      else fail(index, `stage ${result.state.qualification.stage}, expected ${String(turn.stage)}`);
    }

    for (const [label, pattern] of FORBIDDEN_EVERYWHERE) {
      if (pattern.test(reply)) {
        figures.forbidden += 1;
        fail(index, `forbidden claim (${label}): ${pattern.exec(reply)?.[0]}`);
      }
    }
    for (const amount of reply.match(MONEY) ?? []) {
      if (!visitorText.includes(amount.trim())) {
        figures.forbidden += 1;
        fail(index, `invented figure: ${amount}`);
      }
    }
    for (const pattern of turn.mustNotContain ?? []) {
      if (pattern.test(reply)) {
        figures.forbidden += 1;
        fail(index, `must not say ${pattern}: ${pattern.exec(reply)?.[0]}`);
      }
    }

    const defect = (what: string) => {
      figures.coherence += 1;
      fail(index, `coherence: ${what}`);
    };
    const asks = discoveryAsks(reply);
    const askedBefore = new Set(index > 0 ? discoveryAsks(previous) : []);
    const earlierQuestions = new Set(played.slice(0, index).flatMap((earlier) => questionSentences(earlier.reply)));
    for (const ask of asks) {
      if (known.has(ask)) defect(`re-asks the known ${ask}`);
      else if (askedBefore.has(ask)) defect(`asks about the ${ask} again`);
    }
    for (const sentence of questionSentences(reply)) if (earlierQuestions.has(sentence)) defect(`repeats the question "${sentence}"`);
    const pureQuestion = (turn.questions?.length ?? 0) > 0 && (turn.gives?.length ?? 0) === 0;
    if (pureQuestion && THANKS_OPENING.test(reply.trim())) defect(`thanks after a pure question: "${reply.slice(0, 40)}"`);
    const gives = new Set(turn.gives ?? []);
    if (!gives.has('budget') && BUDGET_ACK.test(reply)) defect(`acknowledges a budget not given: "${BUDGET_ACK.exec(reply)?.[0]}"`);
    if (!gives.has('timeline') && TIMELINE_ACK.test(reply)) defect(`acknowledges a timeline not given: "${TIMELINE_ACK.exec(reply)?.[0]}"`);
    const before = new Set(paragraphs(previous));
    for (const paragraph of paragraphs(reply))
      if (before.has(paragraph)) defect(`repeats a paragraph of the previous reply: "${paragraph.slice(0, 50)}"`);
    const items = listItems(reply);
    if (new Set(items).size !== items.length) defect('a list item appears twice');
    const quickFacts = new Set(
      result.quickReplies.map((reply) => QUICK_REPLY_FACT[reply.category]).filter((fact): fact is GivenFact => fact !== undefined),
    );
    for (const quick of quickFacts) if (known.has(quick)) defect(`quick replies ask for the known ${quick}`);
    if (result.quickReplies.length > 4) defect('more than 4 quick replies');
  });

  const last = played[played.length - 1]!;
  const finalStage = last.state.qualification.stage;
  figures.stageChecks += 1;
  const leadOk = last.lead === (conversation.lead ?? finalStage === 'qualified');
  if (stageMatches(finalStage, conversation.stage) && leadOk) figures.stageCorrect += 1;
  else
    fail(
      null,
      `final stage ${finalStage} (lead ${last.lead}), expected ${String(conversation.stage)} (lead ${conversation.lead ?? 'when qualified'})`,
    );

  const recorded = conversation.recorded;
  if (recorded) {
    const { extractedData, qualification } = last.state;
    if (recorded.email !== undefined) checkRecorded(figures, fail, 'e-mail', extractedData.email ?? null, recorded.email);
    // The same number however it is spaced: the scripts' authors write it as typed or as digits only.
    if (recorded.phone !== undefined) checkRecorded(figures, fail, 'phone', dialled(extractedData.phone ?? null), dialled(recorded.phone));
    if (recorded.budget !== undefined)
      checkRecorded(figures, fail, 'budget indicated', qualification.factors.budgetIndicated, recorded.budget);
    if (recorded.timeline !== undefined)
      checkRecorded(figures, fail, 'timeline mentioned', qualification.factors.timelineMentioned, recorded.timeline);
  }
}

/** A phone number as it is dialled: its digits and a leading "+", without spaces, dots, dashes or brackets. */
function dialled(phone: string | null): string | null {
  return phone === null ? null : phone.replace(/[\s.()/-]/g, '');
}

function checkRecorded<T>(
  figures: Figures,
  fail: (turn: number | null, what: string) => void,
  label: string,
  actual: T,
  expected: T,
): void {
  figures.facts += 1;
  if (actual === expected) figures.factsFound += 1;
  else fail(null, `recorded ${label}: ${String(actual)}, expected ${String(expected)}`);
}
