/**
 * What one visitor message means, read once per message and shared by every
 * provider: the questions it asks, the facts it gives (project, stage,
 * timeline, budget, contact details…), who is writing, its language and
 * its tone. Cheap: regular expressions and one phone-number scan.
 */
import { type MessageSignals, readSignals } from '../signals.js';
import { nonEnglishLanguage } from './language.js';
import { timelineUnknown } from './timeline.js';
import { findQuestions, type VisitorQuestion } from './questions.js';
import { type VisitorKind, visitorKindOf } from './visitor-kind.js';

export interface MessageUnderstanding extends MessageSignals {
  questions: VisitorQuestion[];
  /** Evidence in this message that the visitor is not a prospect (null: none). */
  visitorKind: Exclude<VisitorKind, 'prospect'> | null;
  /** The message's language when it is clearly not English. */
  language: string | null;
  greeting: boolean;
  thanks: boolean;
  rude: boolean;
  /** "nah I'm good", "not interested": the visitor does not want to go on. */
  declines: boolean;
  /** The visitor said the timeline is not known yet. */
  timelineUnknown: boolean;
  /** The message gives project facts (project, stage, timeline, budget, contact). */
  givesFacts: boolean;
}

const DECLINE =
  /^\s*(?:nah|no|nope|no thanks?|not really|not interested|not now|all good|i'?m good|im good|i'?m fine|that'?s all|that'?s it|never ?mind|just browsing)\b[\s,.!]*(?:thanks?|thx|i'?m good|im good|for now|just browsing|i'?m fine)?[\s.!]*$/i;
const GREETING =
  /^\s*(?:hi|hello|hey|hiya|yo|howdy|sup|hallo|good (?:morning|afternoon|evening)|greetings)\b[\s!.,]*(?:there|vera)?[\s!.,]*$/i;
const THANKS = /^\s*(?:(?:ok(?:ay)?|k|kk|great|perfect|cool|super),?\s*)?(?:thanks|thank you|thx|ty|cheers|many thanks)\b[^?]*$/i;
/** Rude towards us ("this is useless", "your prices are ridiculous"), not about their own systems ("our search is terrible"). */
const RUDE = [
  /\b(?:stupid|idiot\w*|dumb|waste of (?:my )?time|bullshit|wtf|ffs)\b/i,
  /\b(?:you|your|you're|ur|this|this (?:bot|chat|thing|site)|vera)\b[^.?!,]{0,30}\b(?:useless|rubbish|crap|garbage|sucks|pointless|ridiculous|overpriced|rip[- ]?off|scam|terrible|awful|annoying|a joke)\b/i,
];

/** The engine and the reply read the same message in the same turn: the last few are kept. */
const RECENT_LIMIT = 256;
const recent = new Map<string, MessageUnderstanding>();

export function understandMessage(message: string): MessageUnderstanding {
  const text = message.trim();
  const known = recent.get(text);
  if (known) return known;
  const understood = read(text);
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  recent.set(text, understood);
  return understood;
}

function read(text: string): MessageUnderstanding {
  const signals = readSignals(text);
  const givesFacts = Boolean(
    signals.projectType ||
    signals.services.length > 0 ||
    signals.projectStage ||
    signals.timeline ||
    signals.budget ||
    signals.email ||
    signals.phone ||
    signals.industry,
  );
  return {
    ...signals,
    questions: findQuestions(text),
    visitorKind: visitorKindOf(text),
    language: nonEnglishLanguage(text),
    greeting: GREETING.test(text),
    thanks: THANKS.test(text),
    rude: RUDE.some((pattern) => pattern.test(text)),
    declines: DECLINE.test(text),
    givesFacts,
    timelineUnknown: signals.timeline === null && timelineUnknown(text),
  };
}
