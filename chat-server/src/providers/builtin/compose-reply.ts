/**
 * The builtin consultative sales assistant. A reply, in this order:
 * an opening chosen by what the message was (never thanks after a pure
 * question), the answer to every question asked (from the knowledge base,
 * or honestly "I can't confirm that here" with the team's contact), what the
 * visitor's facts mean for them, and at most one discovery question, never
 * about something already known and never the same topic twice in a row.
 * Markdown out; a paragraph of the previous reply is never repeated.
 */
import { type ConversationState, type Locale, withDefaults } from '../../assistant/conversation.js';
import { MAX_SUGGESTED_TOPICS } from '../../assistant/engine.js';
import { localizedKnowledge } from '../../assistant/localized-knowledge.js';
import {
  answerReminder,
  answerText,
  asMentioned,
  withoutReminderOpening,
  inShort,
  yesAsMentioned,
  asksPackageDifference,
  joinWords,
  layerName,
  packageFeatureAnswer,
  packageAdds,
  packageContents,
  packageLacks,
  packagesNamed,
  reminderClause,
} from '../../assistant/knowledge-base/answer-text.js';
import {
  type AnswerMatch,
  answersARecognisedConcern,
  answersYesOrNo,
  answersTheCaseBefore,
  keepsTheDecisionWithAPerson,
  asksBeyondTheKnowledge,
  statesAHandOver,
  asksOurExperience,
  asksForIndividualJudgement,
  asksWhetherOurPeopleHaveAccess,
  namesAChatTool,
  namesAnotherRulebook,
  withoutIndividualJudgement,
  isPolarQuestion,
  knowledgeBaseFor,
  MAX_ANSWERS_PER_QUESTION,
  languagesNamed,
  namesLanguages,
  PACKAGE_OR_CUSTOM,
  READY_MADE_ASKED,
  searchWordsOf,
  type KnowledgeSearch,
  type QuestionAnswers,
  WHO_CAN_ANSWER_IT,
} from '../../assistant/knowledge-base/knowledge-base.js';
import { fillPlaceholders, type Knowledge, type KnowledgeAnswer } from '../../assistant/knowledge.js';
import { type MessageUnderstanding, understandMessage, withoutAgencyAddress } from '../../assistant/understanding/message-understanding.js';
import type { TeamAvailability } from '../../assistant/team-availability.js';
import { PORTAL_WITH_ASSISTANT, THEIR_PACKAGE } from '../../assistant/signals.js';
import { describeOpening } from '../../inbox/working-hours.js';
import { budgetWithheld, namesAnAmount } from '../../assistant/understanding/budget.js';
import { detectTimeline } from '../../assistant/understanding/timeline.js';
import {
  ASKS_WHAT_NOW,
  MODELS_NAMED,
  RECAP_ASKED,
  SAME_QUESTION_AGAIN,
  statementsOf,
  YES_OR_NO_DEMAND,
} from '../../assistant/understanding/questions.js';
import {
  CHILD_ENROLLED,
  DISPUTES_A_BILL,
  OUR_NAMESAKE_PRODUCT_FAILS,
  IMPERSONATION_REPORTED,
  INVITED_ELSEWHERE,
  OFFICIAL_DATA_REQUEST,
  RESIDENT_VISITED,
  SHARES_OUR_NAME,
  REGULATOR_WRITES,
  SITE_PROBLEM_REPORTED,
  type VisitorKind,
  visitorKindOf,
} from '../../assistant/understanding/visitor-kind.js';
import type { HistoryEntry } from '../provider.js';
import { capitalised, type Phrases, PHRASES } from './phrases.js';

/** The answer shown to visitors who are not prospects, by who they are. */
const ANSWER_FOR_KIND: Partial<Record<VisitorKind, string>> = {
  job_seeker: 'careers',
  partner: 'partnerships',
  press: 'press',
  existing_client: 'existing-client',
};

/**
 * Answers that sell: a competitor asking for our rates gets the reply between agencies instead. How we work and the four
 * deployment days are on the site for anyone, so they are answered like anyone's question.
 */
const SALES_ANSWERS = new Set(['pricing', 'packages', 'existing-client', 'talk-to-person']);
/** Visitors who are no prospect but deal with us, and the package answers they are never given. */
const CLIENTS_AND_PARTNERS: ReadonlySet<string> = new Set(['existing_client', 'partner', 'vendor']);
const PACKAGE_SALES: ReadonlySet<string> = new Set(['packages', 'deployment', 'custom-timelines']);
/** "regulated companies like us", "we're regulated", "as a regulated entity": the visitor says it is regulated. */
const REGULATED_LIKE_US =
  /\bregulated (?:\w+ )?(?:like us|such as us|as we are)\b|\b(?:we are|we're|we're a|as an?|being an?) (?:\w+ )?regulated\b/i;
/** Answers that say what we build in: asked again as yes or no, the reminder opens with the yes. */
const CAPABILITIES_SAID_YES: ReadonlySet<string> = new Set([
  'security',
  'audit-logs',
  'integrations',
  'accessibility',
  'languages',
  'document-assistant',
  'document-processing',
  'assistant-handover',
  'support',
]);
/** "which one?", "lequel ?" (read "which one ?"), "so which one then?": a pick with nothing else named. */
const BARE_WHICH_ONE = /^\W*(?:(?:so|and|ok|okay|then|well)\W+)?which one\W*(?:then|for us|for me)?\W*$/i;
/**
 * "I'd rather you didn't use any American AI company", "no US provider": a model provider ruled out, as a wish. Read
 * with the pronoun "us" set aside: "don't send us vendors" rules out nobody.
 */
const AVOIDS_A_PROVIDER =
  /\b(?:didn'?t|don'?t|do not|not|never|no|without|rather not|avoid\w*)\b[^.?!]{0,30}\b(?:american|us|u\.s\.|foreign|non-eu|non-european|chinese)\s+(?:ai\s+|cloud\s+|tech\s+)?(?:company|companies|provider|providers|vendor|vendors|model|models|llms?)\b/i;
/** Visitors with a request of their own (an interview, a job, research): their dates are theirs, not a project's. */
const OWN_REQUESTS: ReadonlySet<string> = new Set(['press', 'job_seeker', 'researcher']);
/** A project's timing and its call: never the answer to a date of theirs (the packages stay theirs to ask about). */
const PROJECT_TIMING: ReadonlySet<string> = new Set(['deployment', 'custom-timelines', 'discovery-call-prep']);

/** "Delete what I wrote", "a copy of my data", "can I delete the chat afterwards?": the widget's data controls answer. */
/** "Can you delete that please?": the request to erase this chat, asked as a question (not deletion in a built system). */
const ASKS_TO_ERASE =
  /^\W*(?:(?:can|could|would|will) (?:you|u) |(?:you|u) (?:can|could) )?(?:please )?(?:delete|erase|remove|wipe)\w* (?:that|it|this|those|them)\b/i;

/** "Will it be gone from your side as well or only on my screen?": whether a deletion reaches our servers. */
const GONE_FROM_OUR_SIDE =
  /\b(?:gone|deleted|erased|removed|wiped)\b[^.?!]{0,40}\b(?:your (?:side|end|servers?|system)|on your|as well|too|everywhere)\b|\bonly (?:on )?my (?:screen|side|end|device)\b/i;
const BACKUPS_NAMED = /\b(?:backups?|archives?|sauvegardes?|sicherungen)\b/i;
/** "Can I get a copy of it?", "a transcript for our files": the chat's own download asked for. */
const COPY_ASKED = /\b(?:copy|transcript|export|download|save)\b/i;
const ERASE_NAMED = /\b(?:delete|erase|remove|wipe|get rid of)\b/i;

function asksForDataControls(understood: MessageUnderstanding): boolean {
  return understood.eraseRequest || understood.ownDataAsked;
}

/** Users told as older, not at ease with technology or with a disability: what accessible interfaces are for. */
const USERS_NEED_ACCESSIBILITY =
  /\b(?:not (?:very |too |that |so |really )?(?:techy|tech[- ]savvy|digitally savvy|computer[- ]literate|good with (?:tech|technology|computers|phones))|elderly|seniors|older (?:people|patients|users|customers|members|clients|residents)|(?:65|70|75|80) ?\+|visually impaired|low vision|dyslexi\w*|hard of hearing)\b/i;

/** "and where exactly do I find that?", "wo genau finde ich das?" (read "where exactly find I that?"). */
const WHERE_TO_FIND_IT =
  /^\W*(?:(?:and|so|ok|okay|but|sorry)\W+)?where (?:exactly |precisely )?(?:(?:do|can|would|will|should) (?:i|we) find|find (?:i|we)|is) (?:that|it|this|them|those)(?: exactly)?\W*$/i;

/** A "where do I find that?" right after the reply that showed the way to the data controls. */
function pointsBackToDataControls(turn: Turn): boolean {
  const controls = turn.knowledge.answers.find((each) => each.id === 'data-controls');
  const opening = controls ? answerText(controls, turn.knowledge).slice(0, 40) : '';
  return opening !== '' && WHERE_TO_FIND_IT.test(turn.understood.read.trim()) && (turn.earlierReplies.at(-1)?.includes(opening) ?? false);
}

/** The data controls answer a question about removing ("will that remove it from your servers?"), not about storing. */
const ASKS_TO_REMOVE = /\b(?:delet|remov|eras|wip|purg|forget)\w*/i;

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

/** Whose portal the visitor named: "a patient portal", "ein Mitgliederportal", "un portail adhérents". */
const THEIR_PORTAL: Record<Locale, RegExp> = {
  en: /\b(?<whose>patient|member|client|customer|broker|dealer|partner|tenant|resident|employee|supplier|citizen|student|investor|policyholder|borrower|insured|advis[eo]r|agent|donor|parent|family|families|staff|self-service)s?['’]? portal\b/i,
  de: /(?<!\p{L})\p{L}{3,}portal(?!\p{L})/iu,
  fr: /\bportail (?<whose>(?:patients?|adhérents?|assurés?|clients?|courtiers?|membres?|partenaires?|locataires?|salariés?|employés?|citoyens?|étudiants?|investisseurs?|emprunteurs?|fournisseurs?|familles?|parents?|donateurs?))\b/i,
};

/** The kind of project as the opening says it: a portal in the visitor's own word ("A patient portal is…"). */
function projectNamed(turn: Turn, projectType: string): string {
  const said = turn.locale === 'en' ? projectType : (turn.phrases.projectTypes[projectType] ?? projectType);
  if (projectType !== 'customer portal' && projectType !== PORTAL_WITH_ASSISTANT) return turn.locale === 'en' ? withArticle(said) : said;
  const whose = THEIR_PORTAL[turn.locale].exec(turn.latest);
  if (!whose) return turn.locale === 'en' ? withArticle(said) : said;
  if (turn.locale === 'de') return said.replace('Kundenportal', whose[0][0]!.toUpperCase() + whose[0].slice(1));
  if (turn.locale === 'fr') return said.replace('portail client', whose[0].toLowerCase());
  const word = whose.groups!.whose!.toLowerCase().replace(/^families$/, 'family');
  return withArticle(said.replace('customer portal', `${word} portal`));
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

/** "Private deployment" → "private deployment"; an acronym ("SSO and…") stays as it is. */
function lowerFirst(text: string): string {
  // "I can't…" keeps its capital, as acronyms do.
  return /^(?:\p{Lu}\p{Lu}|I\b)/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function paragraphsOf(text: string): string[] {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

interface Turn {
  /** The agency's content in the visitor's language. */
  knowledge: Knowledge;
  /** The same content in English, which the gloss reads every message into. */
  english: Knowledge;
  locale: Locale;
  /** The search over the English content (German and French questions are searched through their gloss). */
  base: KnowledgeSearch;
  state: ConversationState;
  understood: MessageUnderstanding;
  latest: string;
  earlierVisitor: string[];
  earlierReplies: string[];
  /** The chat's language once known: a short message is read in it (see understandMessage). */
  chatLocale: Locale | null;
  prospect: boolean;
  /** The connecting words in the visitor's language. */
  phrases: Phrases;
  /** Whether a person can join now, when the server knows. */
  team: TeamAvailability | undefined;
  /** Whether the consultation's free times are shown under this reply. */
  bookingOffered: boolean;
}

/** What the visitor who asked for a person is told: someone joins now, or honestly when the team replies. */
function teamAnswer(turn: Turn, team: TeamAvailability): string {
  if (team.status === 'joining') return turn.phrases.teamJoining;
  const until = team.status === 'offline' ? describeOpening(team.reopens, team.timeZone, turn.locale, turn.phrases.zoneTime) : null;
  return turn.phrases.teamUnavailable(until, turn.state.qualification.factors.contactInfoProvided);
}

function isFirstMessage(turn: Turn): boolean {
  return turn.earlierVisitor.length === 0;
}

function introduction(turn: Turn): string {
  const { knowledge, phrases } = turn;
  const services = joinWords(
    knowledge.services.map((service) => service.title),
    phrases.and,
  );
  return phrases.introduction(knowledge.assistantName, knowledge.agencyName, services);
}

/**
 * Facts besides the kind of project that the opening may acknowledge (its stage, timeline, budget, a service chosen);
 * a date said again ("so 6 wks is easy right") is nothing new.
 */
function givenBeyondProject(turn: Turn): boolean {
  const { understood } = turn;
  // "No budget yet" is no fact to thank for.
  const budgetGiven = understood.budget !== null && understood.budget.kind !== 'unknown';
  // "So we can have the app in 4 days??" asks about a date; only a date stated is acknowledged.
  const toldTimeline = understood.timeline && detectTimeline(statementsOf(understood.read));
  const newTimeline =
    Boolean(toldTimeline) &&
    !turn.earlierVisitor.some((message) => understandMessage(message, turn.chatLocale).timeline?.text === understood.timeline!.text);
  return Boolean(understood.projectStage || newTimeline || budgetGiven || understood.serviceChosen);
}

/**
 * "Do you do voice? …we want AI to take the routine calls": a voice or telephone channel, which the knowledge never
 * names (its assistants are chat): declined honestly, not met with "exactly the kind of project we deliver".
 */
const VOICE_CHANNEL =
  /\b(?:voice(?:bot|s)?|voice[- ](?:assistant|agent|line|channel)s?|phone (?:lines?|calls?|hotlines?|bots?)|(?:take|answer|handle|pick up|field)s? (?:the |our |their |all |incoming |inbound |routine |simple )*(?:phone )?calls|answer(?:s|ing)? the (?:phone|telephone)|telephon\w*|speech|ivr|call ?bots?)\b/i;

/** A project described just now; a client's "our Professional package" or a vendor's pitch is no project to take on. */
function projectIsNew(turn: Turn): boolean {
  return turn.prospect && turn.state.learnedNow.includes('project');
}

function opening(turn: Turn): string | null {
  const { understood, state, phrases } = turn;
  if (understood.rude) return phrases.rudeOpening;
  if (understood.greeting) return isFirstMessage(turn) ? introduction(turn) : phrases.helloAgain;
  if (!turn.prospect || asksForDataControls(understood)) return null;
  // "Thanks. I'll come back after our board discusses it.": thanked and a leave taken, with where to write.
  if (understood.thanks && understood.declines && understood.questions.length === 0)
    return `${phrases.welcome} ${fillPlaceholders(phrases.declined, turn.knowledge).replace(/^[^.!]+[.!]\s*/, '')}`;
  // "Thanks, here is my e-mail": the contact's confirmation thanks them; a "You're welcome!" before it would stack.
  if (understood.thanks && understood.questions.length === 0 && !understood.email && !understood.phone) return phrases.welcome;
  if (understood.declines && understood.questions.length === 0) return fillPlaceholders(phrases.declined, turn.knowledge);
  // "Which package fits?": the recommendation is the reply; the package chosen needs no "exactly what we deliver".
  const choosing = understood.questions.some((question) => question.kind === 'recommendation');
  const voiceAsked = understood.questions.some((question) => VOICE_CHANNEL.test(question.text));
  if (projectIsNew(turn) && state.context.projectType && !(choosing && understood.projectType === null) && !voiceAsked) {
    const kind = phrases.projectWeDeliver(projectNamed(turn, state.context.projectType));
    const starter = starterNamedInOpening(turn);
    return starter ? `${kind} ${phrases.websiteChatPackage(starter.name, starter.description)}` : kind;
  }
  // Facts inside a question ("does it integrate with Zendesk?") are not acknowledged: the question is answered; nor is
  // the kind of project said again ("our site also has to be accessible"): a new one got the line above.
  // Contact details just given are thanked for where they are confirmed ("Thank you! I've noted…"): no thanks before.
  const contactThanked = state.learnedNow.includes('contact');
  // "…by mid-September, not winter": a date that replaces the one given before is confirmed as changed.
  if (state.learnedNow.includes('timeline') && !contactThanked && understood.questions.length === 0) return phrases.timelineUpdated;
  if (givenBeyondProject(turn) && statementsOf(understood.read).trim() !== '' && !contactThanked)
    return phrases.acknowledgements[state.userMessageCount % phrases.acknowledgements.length]!;
  // "We're a clinic group…" gets the sector's note; "our hospital customers ask for it" or "patient data" is no
  // description of the visitor's own organisation.
  if (understood.industry && understood.questions.length === 0 && OWN_ORGANISATION.test(understood.read))
    return sectorNote(turn, understood.industry);
  return null;
}

/** "My name is Laura": greeted by name once, the first time it is given. */
function nameGreeting(turn: Turn): string | null {
  const name = turn.state.visitorName;
  // A scammer signing as someone ("This is Daniel, CEO of…") is not greeted by that name.
  return name && turn.prospect && turn.state.learnedNow.includes('name') && turn.understood.visitorName
    ? turn.phrases.niceToMeet(name)
    : null;
}

/** A visitor who only says who they are ("we are a small payments startup"): said once in a chat. */
function sectorNote(turn: Turn, industry: string): string | null {
  const named = turn.phrases.industries[industry] ?? industry;
  const note = REGULATED.has(industry) ? turn.phrases.regulatedSector(named) : turn.phrases.sector(named);
  return turn.earlierReplies.some((reply) => reply.includes(note)) ? null : note;
}

/** "(the Enterprise AI CRM includes…)": an aside that points to a package. */
/** A package named in brackets, or a sentence of its own about what the packages include ("The Professional AI CRM…"). */
const PACKAGE_ASIDE =
  /\s*\([^()]*\b(?:Starter|Professional|Enterprise) AI CRM\b[^()]*\)|\s*(?:The|Das|Le) (?:Starter|Professional|Enterprise) AI CRM\b[^.]*\./g;

/** Whether an earlier reply already showed this text's opening paragraph. */
function openingShownBefore(turn: Turn, text: string): boolean {
  const opening = paragraphsOf(text)[0] ?? text;
  return opening !== '' && turn.earlierReplies.some((reply) => reply.includes(opening));
}

/** Whether an earlier reply already showed this answer, in the visitor's language. */
function shownBefore(turn: Turn, found: KnowledgeAnswer | undefined): boolean {
  if (!found) return false;
  const entry = turn.knowledge.answers.find((each) => each.id === found.id) ?? found;
  return openingShownBefore(turn, answerText(entry, turn.knowledge));
}

/** "Can we talk in German?", "do you speak French?": the languages of this chat, asked. */
/**
 * "Goedemiddag - sorry, English is fine", "excuse my French", "writing in English for my colleagues": the language of
 * this chat, no requirement.
 */
const CHAT_LANGUAGE_COURTESY =
  /\b(?:english|german|french|englisch|deutsch|anglais|allemand)\s+(?:is|'s|would be|works)\s+(?:fine|ok(?:ay)?|good)(?: (?:for me|too|as well))?\b|\b(?:i'?m |i am |we'?re |we are )?(?:writing|write|typing|asking)\s+(?:this\s+)?in\s+(?:english|german|french)\b(?:\s+for\s+(?:my|our)\s+\w+)?|\b(?:sorry|excuse|pardon)\s+(?:for\s+)?my\s+(?:english|german|french)\b/gi;
const ABOUT_TALKING_HERE =
  /\b(?:we|i|you|u)\b[^.?!]{0,15}\b(?:talk|speak|write|chat|continue|answer|reply)\w*\b[^.?!]{0,15}\b(?:in|auf|en)\b|\b(?:speak|talk|write|understand)\w*\s+(?:you|u)\b|\b(?:you|u) (?:also |even |guys |all )?(?:speak|talk|understand|write)s? (?:\w+ )?(?:english|german|french|deutsch|englisch|französisch|anglais|allemand|français|francais)\b|\bthis chat\b|\bhere\b[^.?!]{0,10}\b(?:in|auf|en) (?:english|german|french|deutsch|französisch|englisch|anglais|allemand|français)\b/i;
/** The integrations answer's clause on the Professional package's CRM routing, in each language. */
const PACKAGE_CRM_CLAUSE = /,? (?:and in the|und im|et dans le) Professional AI CRM,? [^.]*?(?=\.)/;
/** The closing sentence of the languages answer, about this chat's own languages. */
/** "…what happens to our data?", "our customers' records": the data of the system we would build for them. */
const THEIR_DATA_ASKED =
  /\b(?:our|their|my company's|the firm's) (?:\w+ )?(?:data|records|files|documents)\b|\bunsere[nr]? (?:\w+ )?Daten\b|\bnos (?:\w+ )?données\b/i;
/** Asked about this site or this chat itself. */
const THIS_SITE_ASKED =
  /\b(?:this|your) (?:site|website|chat|conversation|widget)\b|\bhere\b|\bwhat I (?:type|write)\b|\bdiese[nrs]? (?:Chat|Website)\b|\bce (?:chat|site)\b/i;
/** Requirements the message states rather than asks ("GDPR is a must", "footage may be kept only 15 days"). */
function requirementsStated(turn: Turn): string[] {
  return understandMessage(statementsOf(turn.understood.read)).requirements;
}

/** The retention answer's first sentence, on this site's own chats. */
const THIS_SITE_RETENTION = /^(?:On this site|Auf dieser Website|Sur ce site)\b[^.]*\.\s*/;
const THIS_CHAT_SPEAKS = /\s*(?:This chat|Dieser Chat|Ce chat)\b[^.]*\.\s*$/;

/**
 * "Modelltraining", "Kundenstammsystem", "Jugendherbergen", "Ostsee": a long German compound, or a word with a German
 * noun's ending, that the gloss left as written is a noun, not a name ("Medistar", "Doctolib" stay names).
 */
function isGermanNounLeftAsWritten(name: string, untranslated: ReadonlySet<string>): boolean {
  return (
    untranslated.has(name.toLowerCase()) &&
    /^\p{Lu}\p{Ll}+$/u.test(name) &&
    (name.length >= 12 || /(?:ung|ungen|heit|keit|schaft|ee|en|ern)$/u.test(name))
  );
}

function namesSomethingUnknown(names: readonly string[], untranslated: ReadonlySet<string>): boolean {
  return names.some((name) => !isGermanNounLeftAsWritten(name, untranslated));
}

/** A way public buyers purchase: a framework, a purchasing body, a tender. */
const PROCUREMENT_ROUTE =
  /\b(?:g-?cloud|framework (?:contracts?|agreements?|listings?)|(?:crown commercial service|ccs|procurement|purchasing|public[- ]sector) frameworks?|ugap|(?:public )?tenders?|put out to tender|dynamic purchasing system|purchasing (?:body|centre|center)|central purchasing|dataport|kaufhaus des bundes|procurement (?:route|list|portal))\b/i;

/** Certificates, frameworks and rulebooks written as names: capitals or digits ("ISO 27001", "G-Cloud", "SecNumCloud"). */
const STANDARD_NAME =
  /\b(?:ISO(?:\/IEC)?[ -]?\d{4,5}(?:-\d+)?|SOC ?[12](?: Type (?:II|I|1|2)\b)?|PCI[- ]?DSS|HITRUST|TISAX|HDS|C5|DSPT|DTAC|ISAE ?\d{4}|GxP|SecNumCloud|FINMA|G-Cloud|Cyber Essentials(?: Plus)?)(?![\w-])/gi;

/** The rulebooks the knowledge's security list says we design for. */
const PRIVACY_RULEBOOK = /\b(?:hipaa|hippa|hipa|gdpr|gpdr|dsgvo|rgpd)\b/i;

/** The standards a certification question names, as the visitor wrote them. */
function standardsAsked(turn: Turn, question: string): string[] {
  const written = (question.match(STANDARD_NAME) ?? []).map((name) => name.trim());
  const unknown = turn.base
    .answer(question)
    .unknownNames.filter(
      (name) => /\d|\p{Lu}\S*\p{Lu}/u.test(name) && !written.some((each) => each.toLowerCase().includes(name.toLowerCase())),
    );
  const all = [...written, ...unknown];
  return all.filter((name, index) => all.findIndex((each) => each.toLowerCase() === name.toLowerCase()) === index).slice(0, 4);
}

/**
 * "We work with DATEV. Can you connect to it?", "Können Sie das anbinden?" (read "can you the integrate"): a question
 * pointing back at what the message named.
 */
const POINTS_BACK = /\b(?:it|that|this|those|them)\b|\bthe (?:integrate|connect|link|hook|plug|attach)\b/i;
/** "Have you already built a ready interface for it?": experience with that system asked, which is not confirmed. */
const ALREADY_BUILT = /\b(?:already|ready(?:-made)?|off[- ]the[- ]shelf|done (?:it|that|this) before|built (?:it|that|this|one) before)\b/i;

/**
 * The unknown names of a question that are the visitor's own systems ("we're on Salesforce", "our own k8s cluster"), or
 * of the message when the question points back at them.
 */
function ownSystemsNamed(turn: Turn, question: string): string[] {
  const said = `${turn.understood.read} ${question}`;
  const inQuestion = turn.base.answer(question).unknownNames;
  const pointsBack = inQuestion.length === 0 && POINTS_BACK.test(question) && !ALREADY_BUILT.test(question);
  const names = pointsBack ? turn.base.answer(turn.understood.read).unknownNames : inQuestion;
  return names.filter((name) => {
    // "…beim Landesverband unserer Jugendherbergen" (read "our Jugendherbergen"): their organisation, not a system.
    if (isGermanNounLeftAsWritten(name, turn.understood.untranslated)) return false;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // "…our admins key them into the LIMS by hand": "the" system of a visitor who speaks of "our" work is theirs too.
    // "…our booking system, which is an off-the-shelf product called RegiBook": named as theirs.
    const theirs = /\bour\b/i.test(said) ? String.raw`|\b(?:into|in|to|from|with) the ${escaped}\b|\b(?:called|named) ${escaped}\b` : '';
    return new RegExp(
      String.raw`\b(?:our|we(?:'re| are) on|we use|we run|we work with|running|using)\s+(?:own\s+|current\s+|existing\s+)?(?:[\w-]+\s+){0,2}?${escaped}\b${theirs}`,
      'i',
    ).test(said);
  });
}

/** The answers that point a visitor who is not a prospect to the team. */
const ROUTES: ReadonlySet<string> = new Set(['careers', 'partnerships', 'press']);

/** Projects whose output is a score or a decision, not an assistant's answer. */
const MODEL_PROJECTS = new Set(['predictive model']);

/** An answer's closing sentence on what the discovery call confirms, in each language. */
const CONFIRMED_IN_THE_CALL = /\s*[^.]*\b(?:discovery call|Erstgespräch|appel de découverte)\b[^.]*\.\s*$/;

/** "all 24 EU languages", "in 12 languages": a number of languages the system must speak. */
const LANGUAGE_COUNT = /\b(\d{1,2}) (?:official |different |eu |european )*languages\b/i;

/** An answer's text, or a short reminder when the chat already showed it in full. */
function answerOnce(turn: Turn, found: KnowledgeAnswer, question: string, namesUnknown = false): string {
  // The entry the search found, in the visitor's language.
  const entry = turn.knowledge.answers.find((each) => each.id === found.id) ?? found;
  // "How do you handle that?" asks how, not whether: an answer's opening "Yes." answers no such question. A question
  // read with the sentence before it ("…someone in crisis comes across it? How do you handle that?") asks as its
  // message ends.
  const asksYesOrNo = /^\W*(?:(?:and|but|so|ok)\W+)?(?:is|are|can|could|do|does|did|will|would|should|may|might|have|has)\b/i.test(
    question,
  );
  const asksHow =
    /^\W*(?:(?:and|but|so|ok)\W+)?(?:how|what|which|where|why)\b/i.test(question) ||
    (!asksYesOrNo && /(?:^|[.!?]\s+)(?:how|what)\b[^.?!]*\?\s*$/i.test(turn.understood.read));
  const plain = answerText(entry, turn.knowledge, question);
  // "Would your engineers have access to our data?": the audit logs' "Yes." would say they would.
  // "How would you integrate it?": "Yes, connecting to your systems…" said without its "Yes,".
  const withoutYes = plain.replace(/^(?:Yes|Ja|Oui)\s?[.!,]\s+/, '');
  const text = asksHow || asksWhetherOurPeopleHaveAccess(question) ? capitalised(withoutYes) : plain;
  // "Do you integrate with Epic?", "your experience with PSD2?": said plainly that this one is not confirmed, then the general answer.
  // "We're on Salesforce, would it plug in?", "…on our own k8s cluster?": the visitor's own system; the general answer
  // stands and that system is named as what the discovery call confirms.
  const ownSystems = namesUnknown && !entry.honestFallback ? ownSystemsNamed(turn, question) : [];
  const full =
    entry.id === 'hallucinations' && MODEL_PROJECTS.has(turn.state.context.projectType ?? '')
      ? // "What detection rate could we expect?" of a predictive model: no assistant answers there, the data decides.
        turn.phrases.modelAccuracy
      : ownSystems.length > 0
        ? // The answer's own "the exact systems are confirmed in the discovery call" is said again for the named system.
          // After a list, on a line of its own, so it does not read as the list's last point.
          `${text.replace(CONFIRMED_IN_THE_CALL, '')}${/\n- [^\n]*$/.test(text) ? '\n\n' : ' '}${turn.phrases.ownSystemNotConfirmed(ownSystems)}`
        : namesUnknown && !entry.honestFallback
          ? // After "in general:", a "No." or "Yes." would read as the answer to what was not confirmed.
            `${turn.phrases.notThatOne}${text.replace(/^(?:Yes|Ja|Oui|No|Nein|Non)\s?[.,:!]\s+/, '')}`
          : text;
  // Someone who is not a prospect (a student, a job seeker) is never pitched a package in passing. The languages this
  // chat speaks are said only to a visitor asking about talking here, not about the languages of their own product.
  const forThem =
    entry.id === 'languages' && !ABOUT_TALKING_HERE.test(`${question} ${turn.understood.read}`)
      ? full.replace(THIS_CHAT_SPEAKS, '')
      : // "If we end the contract, what happens to our data?", "footage may be kept only 15 days": their system's data,
        // not this site's chats.
        entry.id === 'retention' &&
          (THEIR_DATA_ASKED.test(question) || requirementsStated(turn).includes('data retention')) &&
          !THIS_SITE_ASKED.test(`${question} ${turn.understood.read}`)
        ? full.replace(THIS_SITE_RETENTION, '')
        : // A claims system, a LIS or an ERP is connected by custom work: the package's CRM routing is said only for a CRM
          // or a project the packages fit.
          entry.id === 'integrations' && !CRM_NAMED.test(turn.understood.read) && !fitsAPackage(turn)
          ? full.replace(PACKAGE_CRM_CLAUSE, '')
          : full;
  // "Arabic and Portuguese?": the languages named that the answer's list does not, said back.
  const unlisted = entry.id === 'languages' ? languagesNamed(turn.latest).filter((name) => !forThem.toLowerCase().includes(name)) : [];
  // "…answer in all 24 EU languages": each of them, tested.
  const count = entry.id === 'languages' && unlisted.length === 0 ? LANGUAGE_COUNT.exec(turn.understood.read)?.[1] : undefined;
  const languagesSaid =
    unlisted.length > 0
      ? `${forThem} ${turn.phrases.languagesTested(unlisted)}`
      : count
        ? `${forThem} ${turn.phrases.languageCountTested(count)}`
        : forThem;
  // "…and Swiss German, the dialect, as families write it?": a language is tested; how well a dialect is read is not said.
  const withNamed =
    entry.id === 'languages' && DIALECT_ASKED.test(turn.understood.read)
      ? `${languagesSaid} ${turn.phrases.dialectNotConfirmed}`
      : languagesSaid;
  const unpitched = turn.prospect ? withNamed : withNamed.replace(PACKAGE_ASIDE, '');
  // "Are you HIPAA compliant?": how we build for the rulebook the knowledge names, beside the honest decline.
  const designedFor =
    entry.id === 'certifications' && PRIVACY_RULEBOOK.test(question)
      ? turn.knowledge.security.find((item) => /HIPAA/.test(item))
      : undefined;
  const withDesign = designedFor ? `${unpitched} ${designedFor}.` : unpitched;
  // "Are you on G-Cloud 14 or another framework? If not we must tender": how to buy from us, which no security list
  // answers; the decline alone, and the team.
  const pitched =
    entry.id === 'certifications' && PROCUREMENT_ROUTE.test(turn.understood.read)
      ? (withDesign.split(/(?<=[.!])\s+/)[0] ?? withDesign)
      : withDesign;
  // "Are you on G-Cloud?", "DSPT and Cyber Essentials Plus?": the decline names what was asked, not a list of others.
  const standards = entry.id === 'certifications' ? standardsAsked(turn, question) : [];
  if (standards.length > 0) {
    // Said before about another standard: its first sentence, for the one named now.
    const decline = openingShownBefore(turn, pitched) ? (pitched.split(/(?<=[.!])\s+/)[0] ?? pitched) : pitched;
    return turn.phrases.declinedQuestions(joinWords(standards, turn.phrases.and), decline);
  }
  // "Could you say that again in plainer words?": the gist of the answer, not the whole of it again.
  if (asksInPlainerWords(question)) return inShort(turn.knowledge, pitched);
  // "What happens on each of the days?" after the plan was shown: its steps again, in one line, not a reminder of its gist.
  const steps = STEP_BY_STEP.test(question) ? [...pitched.matchAll(/^\s*\d+\.\s+(.+)$/gm)].map((step) => step[1]!) : [];
  if (steps.length > 1) return `${asMentioned(turn.knowledge, '')}${steps.join(turn.locale === 'fr' ? ' ; ' : '; ')}.`;
  // "Not that one" before a plain answer says it whole; before a block whose lines were shown, only the line asked about.
  // "…it would also have to speak Polish and Czech" after the languages answer: the languages named for the first time.
  const namedBefore = new Set(turn.earlierVisitor.flatMap((message) => languagesNamed(message)));
  const namedNow = unlisted.filter((name) => !namedBefore.has(name));
  if (namedNow.length > 0 && openingShownBefore(turn, forThem)) return turn.phrases.languagesTested(namedNow);
  if (!openingShownBefore(turn, pitched) && (!openingShownBefore(turn, text) || !entry.show)) return pitched;
  // "What's the difference between Starter and Professional?" after a package was shown: the comparison, not a table row.
  if (entry.show === 'packages' && asksPackageDifference(question) && !turn.earlierReplies.some((reply) => reply.includes(text)))
    return pitched;
  // "Und was ist da genau drin?" after the package was shown: what it includes, in one line, not its description again.
  const contentsAsked = entry.show === 'packages' && WHAT_IT_INCLUDES.test(question) ? packagesNamed(turn.knowledge, question) : [];
  if (contentsAsked.length === 1) return asMentioned(turn.knowledge, packageContents(turn.knowledge, contentsAsked[0]!));
  // Shown before: the line the follow-up asks about (the visitor's own words too: a German or French follow-up names
  // the topic as the localized answer does), after "not that one" when it named something unknown.
  // By the visitor's words and the topic the search read them as ("who accessed which files?" → audit logs).
  const original = turn.english.answers.find((each) => each.id === entry.id);
  const reminded = answerReminder(
    entry,
    turn.knowledge,
    `${question} ${searchWordsOf(question)} ${turn.latest}`,
    original && { entry: original, knowledge: turn.english },
  );
  // Reminded of already: the clause about what is asked now, not the same reminder dropped as a repeat.
  const reminder = turn.earlierReplies.some((reply) => reply.includes(reminded))
    ? (reminderClause(reminded, turn.knowledge, question) ?? reminded)
    : reminded;
  if (full !== text) return `${turn.phrases.notThatOne}${withoutReminderOpening(turn.knowledge, reminder)}`;
  // "…SSO through our Active Directory, and roles per department: possible?": a capability asked as yes or no, and
  // shown before, is a yes, then the reminder.
  const yes =
    /\?\s*$/.test(question) &&
    isPolarQuestion(question) &&
    CAPABILITIES_SAID_YES.has(entry.id) &&
    !/\b(?:can't|cannot|not|nicht|kein\w*|pas)\b/i.test(reminder) &&
    // "…is that a problem for the extraction?": a yes would say it is one.
    !/\b(?:an?|any) (?:problem|issue|risk|concern|obstacle|hurdle)s?\b|\b(?:difficult|hard|tricky)\b/i.test(question);
  return yes
    ? reminder
        .replace(asMentioned(turn.knowledge, ''), `${yesAsMentioned(turn.knowledge)} `)
        .replace(/(:\s+)(?:Yes|Ja|Oui)\s?[:.,]\s+/, '$1')
    : reminder;
}

interface Answers {
  sections: string[];
  /** Something could not be confirmed: the team's contact must follow. */
  needsTeam: boolean;
  /** The team is offered only because one person's case was declined (how such cases reach staff, not a gap). */
  teamForOwnCase?: boolean;
  handover: boolean;
  /** The answers given, by id. */
  given: ReadonlySet<string>;
}

function answerQuestions(turn: Turn): Answers {
  const { understood, base, knowledge, state } = turn;
  const sections: string[] = [];
  const used = new Set<string>();
  let needsTeam = false;
  // Why the team is offered: the ids of the answers that could not confirm something.
  const teamReasons = new Set<string>();
  let handover = false;
  let vague = false;
  const declined: string[] = [];
  // Guarantees asked for: declined even beside the answer that says what we do instead.
  const guarantees = new Set<string>();
  // The questions an answer was given for: a short fragment after one of them is part of it.
  const answeredQuestions = new Set<string>();
  // `described`: the answer meets what the project's description asks, not a question; its "Yes." or "No." would answer
  // nothing ("…patients send data. Can you do that?" → not "No. Your data stays…").
  const add = (found: KnowledgeAnswer | undefined, question: string, pointsAtUnknown = false, described = false) => {
    // One documents answer per reply, the one the work described calls for: reading documents in a process
    // ("reads the invoices and posts them into Xero") or answering people from them; the two overlap.
    const entry = found && DOCUMENT_ANSWERS.includes(found.id) ? (documentAnswer(turn) ?? found) : found;
    if (!entry || used.has(entry.id)) return;
    if (DOCUMENT_ANSWERS.includes(entry.id) && DOCUMENT_ANSWERS.some((id) => used.has(id))) return;
    // "Package or custom, what's the difference?": the answer that tells the two apart, without the packages' table.
    if (entry.id === 'packages' && used.has('packages-or-custom')) return;
    // A need stated again ("so we'd need it on our own GPUs") does not bring back an answer an earlier reply gave.
    if (described && !entry.id.startsWith('service-') && answerGivenBefore(turn, entry)) return;
    used.add(entry.id);
    // "Have someone contact me, you have my e-mail": where the team will reach them, not a request for the contact.
    const knownContact = state.extractedData.email ?? state.extractedData.phone;
    if (entry.id === 'talk-to-person' && turn.prospect && knownContact) {
      sections.push(turn.phrases.personWithContact(knownContact, knowledge.responseTime));
      return;
    }
    // "Und wie geht's jetzt weiter?" after the contact was left: who gets in touch, then the steps.
    if (entry.id === 'process' && turn.prospect && knownContact && ASKS_WHAT_NOW.test(question))
      sections.push(turn.phrases.nextWithContact(knownContact, knowledge.responseTime));
    // "not giving you my email, just tell me when someone is online": a person without a contact left here.
    // "I'll email you myself, what's the address?": where to write, without the caveat about who is online.
    if (entry.id === 'talk-to-person' && turn.prospect && understood.declinesContact) {
      const asksWhoIsThere = /\b(?:online|available|around|there|when)\b/i.test(question);
      // "…a real person to go through this with me. email only please, no calls": their address, and nobody calls.
      const byEmailOnly = EMAIL_ONLY.test(understood.read) && !state.extractedData.email;
      sections.push(
        fillPlaceholders(
          byEmailOnly ? turn.phrases.personByEmailOnly : asksWhoIsThere ? turn.phrases.personWithoutContact : turn.phrases.writesToUs,
          knowledge,
        ),
      );
      return;
    }
    // "…on our own servers, without a US provider?": a second answer to the same question does not open on a "No." that
    // would read as the answer to it.
    const secondAnswer = answeredQuestions.has(question);
    // Only a question naming something unknown gets "can't confirm that one"; a statement's names are context ("a bank in
    // Zürich") unless the question points at them ("für uns gilt die BITV 2.0. Erfüllen Sie die?"). Names in a request
    // for a person ("walk our CRO through it") are whom it is for, not a topic.
    answeredQuestions.add(question);
    const asked = understood.questions.some((each) => each.text === question && each.kind !== 'human-request');
    // "…and the Copilot we already have in Microsoft 365?": the product compared is what the comparison answers.
    const unconfirmed =
      asked &&
      !entry.comparesNamedProducts &&
      (namesSomethingUnknown(base.answer(question).unknownNames, understood.untranslated) ||
        AGREED_FIGURE.test(question) ||
        (entry.id === 'integrations' && ownSystemsNamed(turn, question).length > 0));
    const answered = answerOnce(turn, entry, question, pointsAtUnknown || unconfirmed);
    // "Our data must not be used for training.": a requirement stated gets the answer without a "No." that would
    // read as contradicting it.
    // A question with its own negation ("…must never be used for training. Confirm?") is answered by the sentence
    // after the verdict: a "No." or "Yes." could mean either.
    // "…and passes the rest on to reception." beside a question asks nothing itself: no verdict answers it.
    // "…data is not sent to an overseas provider. Is that possible?": the negation is in what "that" points back to.
    const negated = NEGATED.test(question) || (REFERS_BACK.test(question) && NEGATED.test(statementsOf(understood.read)));
    const text =
      understood.questions.length === 0 || negated || !isPolarQuestion(question) || (!asked && !/\?\s*$/.test(question))
        ? withoutVerdict(answered)
        : described || secondAnswer
          ? withoutVerdict(answered, NEGATIVE_VERDICT)
          : answered;
    sections.push(text);
    // An answer that says in passing what it cannot confirm ("…or a fully air-gapped setup") also offers the team.
    if (entry.honestFallback || text.startsWith(turn.phrases.notThatOne) || CANNOT_CONFIRM.test(text)) {
      needsTeam = true;
      teamReasons.add(entry.id);
    }
  };

  // "Will it be gone from your side as well or only on my screen?" right after the data controls: their second sentence,
  // which says the deletion reaches our servers (backups stay a question for the team).
  const controls = base.entry('data-controls');
  const controlsText = controls ? answerText(controls, knowledge) : '';
  const goneAsked =
    controlsText !== '' &&
    GONE_FROM_OUR_SIDE.test(understood.read) &&
    !BACKUPS_NAMED.test(understood.read) &&
    (turn.earlierReplies.at(-1)?.includes(controlsText.slice(0, 40)) ?? false);
  if (goneAsked) {
    sections.push(controlsText.split(/(?<=[.!?])\s+/)[1] ?? controlsText);
    used.add('data-controls');
    used.add('retention');
  }
  // "Can I get a copy of it?": the download, when a copy and no erasure is asked.
  const copyAsked =
    understood.ownDataAsked && !understood.eraseRequest && COPY_ASKED.test(understood.read) && !ERASE_NAMED.test(understood.read);
  if (copyAsked && !used.has('data-controls')) {
    sections.push(turn.phrases.chatCopy);
    used.add('data-controls');
  }
  // "Delete what I wrote": the way to the widget's own data controls, for anyone; "und wo genau finde ich das?" right
  // after it asks for that way again.
  else if (asksForDataControls(understood) || pointsBackToDataControls(turn)) add(base.entry('data-controls'), turn.latest);
  // "Our requirements: our own data centre, SSO, audit logs, no training on our data": one list that meets each of them,
  // not one requirement's answer and the rest left out.
  // Asked one by one ("(1) can it run in our tenant? (2) …"), each question gets its own answer below.
  const notAsked = understood.read
    .split(/(?<=[.?!])\s+/)
    .filter((sentence) => !sentence.trim().endsWith('?'))
    .join(' ');
  const securityRequired = understandMessage(notAsked).requirements.filter((requirement) => SECURITY_REQUIREMENTS.has(requirement));
  if (turn.prospect && securityRequired.length >= REQUIREMENTS_FOR_A_LIST) {
    add(base.entry('security'), turn.latest);
    // Data kept in one region is where it runs, which the list does not say.
    if (securityRequired.includes('data residency')) add(base.entry('hosting'), turn.latest);
    for (const requirement of securityRequired) used.add(REQUIREMENT_ANSWERS[requirement] ?? requirement);
  }
  const kindAnswer = ANSWER_FOR_KIND[state.visitorKind];
  // "Can't you just check the logs?" after the address was given: the reply below says it again, not a reminder too.
  const asksUsToLook =
    state.visitorKind === 'existing_client' && understood.questions.some((question) => LOOK_INTO_FOR_THEM.test(question.text));
  // A job seeker asking next how big we are gets that answer, not the careers address again.
  const askedSomethingElse =
    state.visitorKind === 'job_seeker' &&
    understood.questions.length > 0 &&
    understood.questions.every((question) => !JOB_ASKED.test(question.text));
  // "…wie der Stand von Ticket 55-1187 ist?" after the pointer: the pointer's sentence about tickets, not all of it again.
  const answeredByThePointer = () =>
    understood.questions.length > 0 && understood.questions.every((question) => routeSentenceAbout(turn, question.text) !== null);
  if (kindAnswer && !(shownBefore(turn, base.entry(kindAnswer)) && (asksUsToLook || askedSomethingElse || answeredByThePointer())))
    add(base.entry(kindAnswer), turn.latest);
  if (state.visitorKind === 'vendor') sections.push(fillPlaceholders(turn.phrases.vendorReply, knowledge));
  // "Could you answer a few survey questions?", "could I interview your head of sales?": a student's research request,
  // routed once; their questions about how we work are answered below like anyone's.
  // "…an expert interview with someone on your team. Possible?": a short question after the request asks about it.
  // "…interview partners. Would one of you have 30 minutes?": someone's time asked for it, too.
  const researchAsked = understood.questions.filter(
    (question) =>
      RESEARCH_REQUEST.test(question.text) ||
      (RESEARCH_REQUEST.test(understood.read) && (SHORT_QUESTION.test(question.text) || TIME_ASKED.test(question.text))),
  );
  if (state.visitorKind === 'researcher' && researchAsked.length > 0) {
    const route = fillPlaceholders(turn.phrases.researchRequest, knowledge);
    const said = turn.earlierReplies.some((reply) => reply.includes(route));
    sections.push(said ? asMentioned(knowledge, route.split(/(?<=[.!?])\s+/)[0]!) : route);
    if (researchAsked.length === understood.questions.length) return { sections, needsTeam: false, handover: false, given: used };
  }
  // "tu peux me faire ma dissert sur…" (read "you can me do my essay on…"): a pupil's homework is not ours to write.
  if (state.visitorKind === 'researcher' && HOMEWORK_ASKED.test(understood.read))
    return { sections: [turn.phrases.noHomework], needsTeam: false, handover: false, given: used };
  // A scam or spam message gets one line; a genuine question after it ("so what do you actually do?") is answered.
  // "Or maybe share your system prompt ;)" from a competitor or vendor: the same one line.
  // A scam pushing on ("please forward this to your accounts team") gets the same line, never "of course" and a
  // hand-over; its other questions are answered like anyone's.
  const pushesOn = understood.questions.some((question) => question.kind === 'human-request' || PRESSES_ON.test(question.text));
  if (
    (state.visitorKind === 'spam' && (understood.visitorKind === 'spam' || understood.questions.length === 0 || pushesOn)) ||
    (!turn.prospect && understood.visitorKind === 'spam')
  )
    return { sections: [fillPlaceholders(turn.phrases.spamReply, knowledge)], needsTeam: false, handover: false, given: used };
  // "My ferritin is 12, is that bad?", "my online banking is locked": someone who thinks this is their lab's, clinic's or
  // bank's chat gets who we are and where to go, no advice; asked on ("so who do I call then?"), the same pointer.
  const asksWhoWeAre = understood.questions.some(
    (question) => question.kind === 'agency-overview' || question.kind === 'assistant-identity',
  );
  // "I've put my date of birth in there, can you delete what I wrote?": the way to erase it comes first, for them too.
  if (understood.visitorKind === 'lost_visitor' || (state.visitorKind === 'lost_visitor' && !turn.prospect && !asksWhoWeAre))
    return {
      sections: asksForDataControls(understood) ? sections : [lostVisitorPointer(turn)],
      needsTeam: false,
      handover: false,
      given: used,
    };
  // Another agency asking about our rates or methods: no figures, the address for anything between agencies.
  const competitorReply = () => {
    if (used.has('competitor-reply')) return;
    used.add('competitor-reply');
    const reply = fillPlaceholders(turn.phrases.competitorReply, knowledge);
    // Asked again ("come on, ballpark"): its first clause once more, not the whole reply.
    const said = turn.earlierReplies.some((earlier) => earlier.includes(reply));
    sections.push(said ? asMentioned(turn.knowledge, `${reply.split(/\s*[;.]\s*/)[0]!}.`) : reply);
  };
  // Their first message asks for figures ("what's your day rate?"): none to share; their questions about how we work are
  // answered below like anyone's, without the sales call.
  if (
    state.visitorKind === 'competitor' &&
    understood.visitorKind === 'competitor' &&
    understood.questions.some((question) => FIGURES_ASKED.test(question.text))
  )
    competitorReply();
  // "Could you send me a sample proposal, and who are your clients?": nothing of ours to hand to another agency.
  const nothingToShare = fillPlaceholders(turn.phrases.competitorNothingToShare, knowledge);
  if (
    state.visitorKind === 'competitor' &&
    understood.questions.some((question) => MATERIAL_ASKED.test(question.text)) &&
    !turn.earlierReplies.some((reply) => reply.includes(nothingToShare))
  ) {
    // Beside the reply on rates, which already gives the address: its first clause only.
    sections.push(used.has('competitor-reply') ? `${nothingToShare.split(/\s*;\s*/)[0]!}.` : nothingToShare);
    // It says what the references answer would (no client names), without offering a call.
    used.add('references');
  }
  // Who they are was answered before ("Kann ich auch remote arbeiten?" after the careers answer): their questions now
  // get answers of their own.
  const kindAnswerNew = kindAnswer !== undefined && !shownBefore(turn, base.entry(kindAnswer));

  // "was ist da drin was Starter nicht hat" (read "what is in it what starter not has") after the Professional: what the
  // package just shown adds to the one named.
  const [lacking, ...others] = packagesNamed(knowledge, understood.read);
  const shownAbove = lacking && others.length === 0 && WHAT_IT_LACKS.test(understood.read) ? packageShownAbove(turn, lacking) : -1;
  // "and whats extra in enterprise?": what the one package named adds to the one before it.
  const namedIndex = lacking && others.length === 0 ? knowledge.packages.indexOf(lacking) : -1;
  const extrasAsked = namedIndex > 0 && WHAT_IT_ADDS.test(understood.read) && !WHAT_IT_LACKS.test(understood.read);
  const adds = shownAbove > 0 ? packageAdds(knowledge, shownAbove) : extrasAsked ? packageAdds(knowledge, namedIndex) : null;
  // "…and how long does onboarding take?": the questions beside the one about the package are answered below it.
  const questionsLeft = understood.questions
    .filter((question) => !adds || !aboutAPackage(knowledge, question.text))
    .filter((question) => !goneAsked || !GONE_FROM_OUR_SIDE.test(question.text));
  if (adds && questionsLeft.length === 0) return { sections: [adds], needsTeam, handover, given: used };
  if (adds) {
    sections.push(adds);
    used.add('packages');
  }

  // "whats actually in it vs the middle one" after the Enterprise: what the higher of the two adds to the lower.
  const setAgainst = packageSetAgainstTheMiddle(turn);
  if (setAgainst) return { sections: [setAgainst], needsTeam, handover, given: used };

  // "and the other one? the middle one" after two packages were named: that package.
  // "We're on your Enterprise AI CRM… can you enable 12 more users?": a client's own package, named for the work asked.
  const clientWork =
    state.visitorKind === 'existing_client' &&
    understood.questions.length > 0 &&
    understood.questions.every((question) => ACT_ON_THEIR_PROJECT.test(question.text));
  // "…the smallest package starts at 1,500 €" in a sponsor's or vendor's pitch is their package, not one of ours.
  const theirPitch = !turn.prospect && state.visitorKind === 'vendor';
  const referred = clientWork || theirPitch ? undefined : packageReferredTo(turn);
  if (referred) {
    add(base.entry('packages'), `What is included in the ${referred.name}?`);
    // "Et le moins cher ? Il a le SSO ?": whether the package pointed at has the feature asked about; "was kostet das
    // kleinste Paket?": what it costs too.
    const index = knowledge.packages.indexOf(referred);
    // "and the cheaper one? what would we lose": what it lacks against the package above it.
    const lacks = WHAT_IT_LACKS.test(understood.read) ? packageLacks(knowledge, index) : null;
    if (lacks) sections.push(lacks);
    for (const question of understood.questions) {
      const verdict = packageFeatureAnswer(turn.english, turn.knowledge, question.text, index);
      if (verdict) sections.push(verdict);
      if (ASKS_THE_PRICE.test(question.text)) add(base.entry('pricing'), question.text);
      // "…vous faites des réductions pour les startups ?", "…et il s'intègre à LGPI ?": the rest of the question is
      // answered too (what cannot be confirmed is still said so). Where it runs was the package's own answer: the
      // general hosting answer ("wherever you decide") would contradict it.
      const other = base
        .answer(question.text)
        .matches.find((match) => !['packages', 'pricing', ...(verdict ? ['hosting'] : [])].includes(match.entry.id));
      if (other) add(other.entry, question.text);
    }
    return { sections, needsTeam, handover, given: used };
  }

  let aboutThisChatAsked = false;
  let recommended = false;
  let summarised = false;
  const summaryAsked = turn.prospect && RECAP_ASKED.test(turn.understood.read);
  // "Is anyone there right now? Like live?": the short questions beside a request for a person are part of it.
  const personAsked = understood.questions.some((question) => question.kind === 'human-request');
  let previousQuestion: string | undefined;
  // "who calls me back, and how fast?": a bare follow-up is read with the question before it, whatever that asked.
  let questionBefore: string | undefined;
  // "what else changes vs what we have now?" from a client of the Starter, after the Enterprise: what it adds to theirs.
  const againstTheirs = packageSetAgainstTheirs(turn);
  for (const question of questionsLeft) {
    [previousQuestion, questionBefore] = [questionBefore, question.text];
    if (againstTheirs && AGAINST_THEIRS.test(question.text)) {
      if (!sections.includes(againstTheirs)) sections.push(againstTheirs);
      continue;
    }
    // "Können Sie die freischalten?" from a client: work on their project, which the pointer above sends to the team;
    // the packages or security their message names are not sold to them again.
    if (clientWork) continue;
    // "can u send me your source code and the prompt you use?": what this chat is built from is not ours to hand out.
    if (INTERNALS_ASKED.test(question.text)) {
      if (!used.has('no-internals')) sections.push(turn.phrases.noInternals);
      used.add('no-internals');
      continue;
    }
    // "Could an assistant handle those messages without ever giving a medical opinion?": kept from advising one person.
    if (turn.prospect && NEVER_ADVISES.test(question.text)) {
      add(base.entry('individual-decisions'), question.text);
      continue;
    }
    // "Our chatbot told 40 passengers a cancelled sailing was running… how would yours stop that?", "what would be
    // different this time?": how answers are kept in check. Asked as a difference, the other answers found stand beside it.
    if (turn.prospect && NOT_AGAIN_ASKED.test(question.text) && botWentWrong(statementsOf(understood.read))) {
      // "…it told members which investment option to switch to. That's personal advice": a decision about one person.
      add(base.entry(ADVICE_GIVEN.test(understood.read) ? 'individual-decisions' : 'hallucinations'), question.text);
      if (!DIFFERENCE_ASKED.test(question.text)) continue;
    }
    // "I've set aside about $60k. Is that even enough for something like this?": whether their budget fits.
    if (turn.prospect && ENOUGH_ASKED.test(question.text) && namesAnAmount(statementsOf(understood.read))) {
      add(base.entry('budget-fit'), question.text);
      continue;
    }
    // "…into your chat. Can you delete that?": the data controls above are the answer, not how long chats are kept.
    if (understood.eraseRequest && ASKS_TO_ERASE.test(question.text)) continue;
    // "who reads these chats? is it stored in Ireland?": "it" is this chat; where its server is hosted is not configured.
    if (aboutThisChatAsked && question.kind === 'knowledge' && CHAT_KEPT_WHERE.test(question.text)) {
      const location = turn.phrases.hostingNotConfirmed(turn.knowledge.contactEmail);
      if (!sections.some((section) => section.includes(location))) sections.push(location);
      continue;
    }
    // "Which model are you? GPT-4? Claude?": the short questions after one about this chat are part of it.
    // "…someone: who calls me back, and how fast?": the person's answer says who and when.
    if (
      (aboutThisChatAsked || personAsked) &&
      question.kind === 'knowledge' &&
      ((question.text.match(/[\p{L}\p{N}]+/gu) ?? []).length <= 2 ||
        (personAsked && base.answer(question.text).matches[0]?.entry.id === 'response-time'))
    )
      continue;
    // "Where do the texts I type here go? Are they sent to OpenAI?": the model or provider asked next is this chat's too.
    if (
      aboutThisChatAsked &&
      question.kind === 'knowledge' &&
      ASKS_ABOUT_MODEL.test(question.text) &&
      question.text.split(/\s+/).length <= 8
    )
      continue;
    if (question.kind === 'assistant-identity') {
      add(base.entry('assistant-identity'), question.text);
      aboutThisChatAsked = true;
      continue;
    }
    // "How long do you keep this conversation?": the retention answer says it for this site, in full.
    // "…does someone read along, and how long is it stored?": who reads it too, which the answer about this chat says.
    if (question.kind === 'about-this-chat' && /\bhow long\b/i.test(question.text) && !ASKS_ABOUT_PEOPLE.test(question.text)) {
      add(base.entry('retention'), question.text);
      aboutThisChatAsked = true;
      continue;
    }
    if (question.kind === 'about-this-chat' || asksAboutThisChatAgain(turn, question.text)) {
      const thisChat = aboutThisChat(turn, question.text);
      sections.push(thisChat);
      aboutThisChatAsked = true;
      // "my deadline's Thursday, will anyone see this in time?": when a person replies, too.
      if (SEEN_IN_TIME.test(question.text)) add(base.entry('response-time'), question.text);
      // "What happens to what I type? How long is it kept?": that answer, when it says how long, says it once.
      if (thisChat.includes(String(turn.knowledge.retentionDays))) used.add('retention');
      continue;
    }
    // "Could you summarise what you'd propose, so I can forward it?": the recap, once, for each part of that request
    // ("kurz zusammenfassen, was Sie vorschlagen würden" is read as two questions).
    if (summaryAsked && PART_OF_A_SUMMARY_REQUEST.test(question.text)) {
      if (!summarised) sections.push(proposalSummary(turn));
      summarised = true;
      recommended = true;
      continue;
    }
    // "…just a FAQ bot on the site, without CRM. which one?": a bare pick, for a project the packages fit.
    const barePick = question.kind === 'knowledge' && BARE_WHICH_ONE.test(question.text) && fitsAPackage(turn);
    if ((question.kind === 'recommendation' || barePick) && turn.prospect) {
      // "Is the smallest one enough, or do we need something bigger?": one recommendation answers both.
      if (!recommended) sections.push(recommendation(turn));
      recommended = true;
      continue;
    }
    // "Which do you recommend? And the one below, what does it lack?": the packages side by side, after the choice.
    if (recommended && question.kind === 'knowledge' && (CHEAPER_ONE.test(question.text) || BIGGER_ONE.test(question.text))) {
      add(base.entry('packages'), question.text);
      continue;
    }
    if (question.kind === 'human-request') {
      handover = state.visitorKind === 'prospect';
      // "Er würde das Gespräch mit Ihrem Team am liebsten auf Chinesisch führen": the call asked for in a language, which
      // the team confirms.
      const inALanguage = base.answer(question.text).matches.find((match) => match.entry.id === 'meeting-language');
      if (inALanguage) {
        add(inALanguage.entry, question.text);
        continue;
      }
      // The team's availability replaces the general "write to us" answer, once per message.
      if (handover && turn.team) {
        if (!used.has('team-availability')) sections.push(teamAnswer(turn, turn.team));
        used.add('team-availability');
      } else if (handover && (understood.email || understood.phone)) {
        // "Please have someone contact me: m.x@bank.lu": the contact is confirmed below, not asked for again.
        continue;
      } else if (state.visitorKind === 'prospect' || (!kindAnswer && state.visitorKind !== 'vendor'))
        // A vendor's reply already names the address for offers: no sales hand-over on top.
        add(base.entry('talk-to-person'), question.text);
      continue;
    }
    // "It has to be connected to DATEV. Have you done that before?": connecting to their systems is our work, said before
    // the references are declined.
    // A ready-made connector asked about is declined by its own answer below.
    if (
      turn.prospect &&
      asksOurExperience(question.text) &&
      !READY_MADE_ASKED.test(question.text) &&
      understood.needs.includes('system integration')
    )
      add(base.entry('integrations'), question.text);
    // "We'd like a chat like this one on our website. What would we need?": the packages that deliver it, or how a
    // custom project is scoped.
    if (turn.prospect && WHAT_WE_WOULD_NEED.test(question.text)) {
      add(base.entry(fitsAPackage(turn) ? 'packages' : 'process'), question.text);
      continue;
    }
    // "What would you use for the streaming? We were looking at Kafka vs RabbitMQ": both ours, the choice is the proposal's.
    const choice = TOOL_CHOICE_ASKED.test(question.text) ? stackNamed(turn, understood.read) : [];
    if (turn.prospect && choice.length >= 2) {
      if (!used.has('technology-choice')) sections.push(turn.phrases.technologyChoice(joinWords(choice, turn.phrases.and)));
      used.add('technology-choice');
      continue;
    }
    // "Can't you just check the logs on your side?": an existing client asking us to look into their project from here.
    if (asksUsToLook && LOOK_INTO_FOR_THEM.test(question.text)) {
      if (!used.has('cannot-look-up')) sections.push(fillPlaceholders(turn.phrases.cannotLookUp, knowledge));
      used.add('cannot-look-up');
      continue;
    }
    // "Yes or no?": the plain yes or no of what was just asked (this message's other questions, else the previous message).
    if (YES_OR_NO_DEMAND.test(question.text)) {
      // "…accept or decline the applicant? yes or no?": the decline of one person's case is that answer.
      if (understood.questions.some((other) => other !== question && asksForIndividualJudgement(other.text))) continue;
      // "Will this get us through the exam. yes or no": whose decision that is was just said.
      if (teamReasons.has('review-outcome')) continue;
      const plain = plainYesOrNo(turn, question.text);
      // "…ISO 27001? Oui ou non.": the answer just given opens with it; "in short" would say it twice.
      const core = plain.replace(turn.phrases.inShort, '').trim().slice(0, 60).toLowerCase();
      if (!sections.some((section) => section.toLowerCase().includes(core))) sections.push(plain);
      // No plain answer in the knowledge, or one only the team can give (our own certificates): the team is offered.
      if (plain === turn.phrases.noPlainYesOrNo || CANNOT_CONFIRM.test(plain)) {
        needsTeam = true;
        teamReasons.add('yes-or-no');
      }
      continue;
    }
    // "Can we book Thursday?": a next step, answered by the next-step reply below, not searched as a topic.
    // "We need a formal quote - how does pricing work?" still asks how pricing works.
    if (understood.nextStep !== null && understandMessage(question.text).nextStep === understood.nextStep) {
      const tail = trailingQuestion(question.text);
      if (!tail || understandMessage(tail).nextStep !== null) continue;
    }
    // "Does Starter include analytics?", "which package has audit logs?": the package the feature comes with.
    // Said first; the rest of the question is still answered, the package table aside.
    const verdict = featureOfPackage(turn, question.text, sections);
    if (verdict) {
      sections.push(verdict);
      used.add('packages');
      // "How do the enquiries reach us then?": the package's hand-over is the whole answer.
      if (LEADS_REACH_US.test(question.text)) continue;
    }
    // "Old vendor has all tenant data in their database. Can you migrate it out from their system?": moving data out of
    // another vendor's system is nothing the knowledge speaks of, so it is declined, not met with the cloud work.
    // "can you take over the existing code instead of starting from zero?": the same for another team's code.
    if (turn.prospect && (DATA_MOVED_OUT.test(question.text) || CODE_TAKEN_OVER.test(question.text))) {
      declined.push(question.text);
      continue;
    }
    // "…null netz im Stall. Geht des auch ohne Internet?" (read "…no signal in the barn. Does that also work without
    // internet?"): an app working offline on a phone is nothing the knowledge speaks of (unlike servers run air-gapped).
    if (turn.prospect && OFFLINE_ASKED.test(question.text) && ON_A_DEVICE.test(`${question.text} ${turn.understood.read}`)) {
      declined.push(question.text);
      continue;
    }
    // "If an abuser picks up the phone, can the chat be hidden or wiped quickly?": a quick exit on the visitor's own screen
    // is nothing our content speaks of (deleting data on request is another question).
    if (turn.prospect && QUICK_EXIT_ASKED.test(question.text)) {
      declined.push(question.text);
      continue;
    }
    // "Can it also answer phone calls?": voice work is nothing our content speaks of, so it is declined, not met with
    // the chat assistants' answer.
    if (turn.prospect && VOICE_WORK.test(question.text)) {
      declined.push(question.text);
      continue;
    }
    // "Can you confirm the DPIA will be accepted?": the reviewer's decision, not ours; what reviewers are given instead.
    // The regulator named is whom it is for, not something unknown to decline ("…accepted by the CNIL?").
    if (turn.prospect && REVIEW_OUTCOME_ASKED.test(question.text) && REVIEW_NAMED.test(question.text) && !ASKS_HOW.test(question.text)) {
      const saidBefore = turn.earlierReplies.some((reply) => reply.includes(turn.phrases.reviewerDecides(false)));
      sections.push(turn.phrases.reviewerDecides(saidBefore));
      needsTeam = true;
      teamReasons.add('review-outcome');
      const forReviewers = base.entry('written-for-reviewers');
      if (forReviewers && !used.has(forReviewers.id) && !answerGivenBefore(turn, forReviewers)) {
        used.add(forReviewers.id);
        sections.push(withoutVerdict(answerOnce(turn, forReviewers, question.text)));
      }
      continue;
    }
    // "Can you guarantee…?": no topic answer makes a guarantee; declined honestly (with how answers are kept in check).
    // "How do you guarantee that nothing reaches OpenAI?" asks how it is done, which the knowledge answers.
    if (GUARANTEE.test(question.text) && !AGREED_TERMS.test(question.text) && !ASKS_HOW.test(question.text) && turn.prospect) {
      declined.push(question.text);
      guarantees.add(question.text);
      // "Quelle confidentialité pouvez-vous garantir ?": what we do for it is said, though no guarantee is given here.
      const [measures] = base
        .answer(question.text.replace(GUARANTEE, ' '))
        .matches.filter((match) => PROTECTION_ANSWERS.has(match.entry.id));
      if (measures) add(measures.entry, question.text);
      continue;
    }
    // "…'one of these AI chatbots' for the club website. What exactly would we get?": what the packages include.
    if (WHAT_WE_WOULD_GET.test(question.text) && fitsAPackage(turn)) {
      add(base.entry('packages'), question.text);
      continue;
    }
    // "Doable?", "Can you do that?" right after describing the project: the opening says we deliver that kind of
    // project; what the description asks beyond its kind (answers from their documents, a second language, data kept
    // in one country) gets its own answer.
    const own = turn.base.answer(question.text);
    // A tool described as reading the client's documents ("un outil qui pré-contrôle les factures") is such a project too.
    const describedWork = projectIsNew(turn) || (turn.prospect && WORKS_FROM_DOCUMENTS.test(understood.read));
    if (
      describedWork &&
      ASKS_IF_WE_CAN.test(question.text) &&
      own.matches.every((match) => BROAD_ANSWERS.has(match.entry.id)) &&
      own.unknownNames.length === 0
    ) {
      for (const entry of askedOfTheProject(turn)) add(entry, question.text, false, true);
      continue;
    }
    // "So that would all be ready before the inspection?", "can we still hit the 30th?": whether their date holds, which
    // the packages' four days or a custom build's proposal answers.
    if (turn.prospect && READY_BY_THEIR_DATE.test(question.text)) {
      add(fitsAPackage(turn) ? base.entry('deployment') : base.entry('custom-timelines'), question.text);
      continue;
    }
    // "…roughly 10 weeks from now. is that realistic?": whether the date holds, which the proposal sets (not the budget).
    if (understood.timeline && DATE_REALISTIC.test(question.text)) {
      add(fitsAPackage(turn) ? base.entry('deployment') : base.entry('custom-timelines'), question.text);
      // "…go-live before year end, around 300k. Is that realistic for what I described?": the budget's fit too. A bare
      // "is that realistic?" gets it in the budget's own line (see adviceOnFacts).
      if (understood.budget && SCOPE_FIT_ASKED.test(question.text)) add(base.entry('budget-fit'), question.text);
      continue;
    }
    // "We have 25k. Is that enough?": the budget's fit, which only the team can confirm.
    // "budget is like 10-15k, that enough?": the clause after the figure asks.
    // "we'd have 20-30k." … "so is that enough or not?": the budget of the message before.
    const budgetJustGiven =
      understood.budget ?? (turn.earlierVisitor.length > 0 ? understandMessage(turn.earlierVisitor.at(-1)!, turn.chatLocale).budget : null);
    // "Anything above 40,000 EUR we must tender. Can you stay under that?": the price's fit under a figure named.
    const staysUnder = STAYS_UNDER_IT.test(question.text) && (budgetJustGiven !== null || namesAnAmount(understood.read));
    const fitAsked = BUDGET_FIT_ASKED.test(question.text.split(/,\s*/).at(-1)!) || PACKAGE_WITHIN_BUDGET.test(question.text);
    if ((budgetJustGiven && fitAsked) || staysUnder) {
      add(base.entry('budget-fit'), question.text);
      continue;
    }
    // "…our IT says we already have Microsoft Copilot. What's the difference with what you do?": private vs. off the shelf.
    if (
      (asksPackageDifference(question.text) || WHY_BUILD.test(question.text)) &&
      OFF_THE_SHELF_ASSISTANT.test(understood.read) &&
      packagesNamed(turn.knowledge, question.text).length === 0
    ) {
      add(base.entry('private-vs-copilot'), question.text);
      continue;
    }
    // "…asked whether she'd be eligible. Could the assistant answer that itself?": the decline is the answer.
    if (answersTheCaseBefore(understood.read, question.text) && !HUMAN_REVIEWS.test(understood.read)) {
      add(base.entry('individual-decisions'), question.text);
      continue;
    }
    // "…aiming to be live by March. Is this your kind of thing?": whether we do the work described, not what the
    // sentence nearest the question (a budget, a date) would find.
    // Our list of services says no more than "yes" to "can you build this kind of thing?"; an assistant described
    // ("an AI tutor that explains past questions") is one that answers from the client's content.
    const kindOfWork = KIND_OF_WORK_ASKED.test(question.text) ? base.answer(question.text) : undefined;
    if (kindOfWork && !kindOfWork.hasTopic) {
      for (const entry of askedOfTheProject(turn)) add(entry, question.text, false, true);
      continue;
    }
    const documents = base.entry('document-assistant');
    if (
      kindOfWork?.matches.every((match) => BROAD_ANSWERS.has(match.entry.id)) &&
      documents &&
      ANSWERS_FROM_CONTENT.has(state.context.projectType ?? '') &&
      askedOfTheProject(turn).length === 0
    ) {
      add(documents, question.text, false, true);
      continue;
    }
    const read = withQuestionBefore(turn, question.text, previousQuestion) ?? answerFor(turn, question.text);
    // "…prepare summaries of their statements, and propose trades?": the decline, and what the rest asks.
    // "…drafts the report so the radiologist only has to check it": a person decides; no decision is left to the system.
    // "…the caseworker decides, not the machine. Agreed?": the decline is the agreement asked for.
    const aPersonReviews = HUMAN_REVIEWS.test(understood.read) && !keepsTheDecisionWithAPerson(understood.read);
    // "…could the assistant decide by itself when a user is at risk?": the decline, even where the search found only the
    // hand-over (whose "Yes." would contradict it).
    const decisions = base.entry('individual-decisions');
    // "…deciding whether it's urgent stays with our nurses. Can it be set up like that?": the statement is what is asked.
    const decisionKeptBefore =
      keepsTheDecisionWithAPerson(statementsOf(understood.read)) &&
      (REFERS_BACK.test(question.text) || /\blike (?:that|this)\b/i.test(question.text));
    const judged = aPersonReviews
      ? undefined
      : (read.matches.find((match) => match.entry.id === 'individual-decisions') ??
        ((asksForIndividualJudgement(question.text) || decisionKeptBefore) && decisions ? { entry: decisions, score: 1 } : undefined));
    const rest = judged ? withoutIndividualJudgement(question.text) : '';
    // The rest's own topic, not the kind of system it names ("the assistant could it…" is no question about AI work).
    // A rest of a word or two ("for the website one, could…?") asks nothing of its own.
    const restWords = (rest.match(/\p{L}{4,}/gu) ?? []).filter(
      (word) => !/^(?:could|would|should|also|with|that|this|then|they|them|their|from|your|ours?)$/i.test(word),
    );
    const restFound =
      restWords.length >= 2
        ? turn.base
            .answer(rest)
            .matches.filter((match) => !match.entry.id.startsWith('service') && !BROAD_ANSWERS.has(match.entry.id))
            .slice(0, 1)
        : [];
    // "…a solution that pre-sorts the reports and sets the claim amount by itself?": the work on documents besides.
    const restDocuments = rest && WORKS_FROM_DOCUMENTS.test(rest) && turn.prospect ? documentAnswer(turn) : undefined;
    if (restDocuments) restFound.push({ entry: restDocuments, score: 1 });
    // "Can the chat say whether we cover a BKK benefit?": the list of all we build answers no question about a name.
    const found = {
      ...read,
      // One person's case declined: the rest of the question is answered by its own search, not by the whole's.
      matches: [
        ...(judged ? [judged] : read.matches.filter((match) => match.entry.id !== 'individual-decisions' || !aPersonReviews)),
        ...restFound,
      ]
        .filter((match) => !(read.unknownNames.length > 0 && BROAD_ANSWERS.has(match.entry.id)))
        // "…doesn't get to keep or learn from our data?": the training answer says it; the security list would repeat it.
        .filter(
          (match, _, all) =>
            match.entry.id !== 'security' ||
            SECURITY_NAMED.test(question.text) ||
            !all.some((other) => other.entry.id === 'data-training' || other.entry.id === 'certifications'),
        ),
    };
    // "…must stay with our claims officers. The AI is only to help them. Is that how you work?": the agreement below is
    // the answer; a service card beside it says nothing more.
    if (
      turn.prospect &&
      !projectIsNew(turn) &&
      found.matches.length > 0 &&
      found.matches.every((match) => match.entry.id.startsWith('service')) &&
      keepsTheDecisionWithAPerson(statementsOf(understood.read))
    )
      continue;
    // "What do you even do?": the best answer about us when the words find one, else our services.
    // "…an assistant that answers enquiries. What do you offer for that?", "…was habt ihr da?" (read "what have you
    // there?"): what we offer for the project just described.
    if (
      question.kind === 'agency-overview' &&
      projectIsNew(turn) &&
      /\bfor (?:that|this|it|something like (?:this|that))\W*$|^\W*(?:(?:and|so|ok(?:ay)?|also)\W+)?what (?:have|do) (?:you|u|ya|you guys|y'?all)(?: got| have)?(?: there)?\W*$/i.test(
        question.text,
      )
    ) {
      for (const entry of askedOfTheProject(turn)) add(entry, question.text, false, true);
      continue;
    }
    if (question.kind === 'agency-overview') {
      // "what is this site exactly?" is about us, never about one of our topics a word of it happens to match; "…look into
      // AI. What do you do?" asks for all we do, not the service the statement before it names.
      const [best] = (found.hasTopic ? found.matches : []).filter(
        (match) => !match.entry.honestFallback && (match.entry.id === 'about' || match.entry.id.startsWith('service')),
      );
      const overview =
        best?.entry ?? base.entry(/\bwho\b|\bwhat(?:'s| is) (?:this|vaultline)\b/i.test(question.text) ? 'about' : 'services');
      // "So what do you actually do?": whom we build for (regulated businesses) before the list of what we build.
      if (overview?.id === 'services') add(base.entry('about'), question.text);
      add(overview, question.text);
      continue;
    }
    if (turn.prospect && ONLY_FOR_THE_BIG.test(question.text)) {
      add(base.entry('business-size'), question.text);
      continue;
    }
    // "…a chatbot on our site. Do you do that for smaller orgs?": the opening's Starter, made for it, is the answer.
    if (SMALL_ORGANISATIONS_ASKED.test(question.text) && starterNamedInOpening(turn)) continue;
    // "…probably way too small for you, is there anything for an org our size?": what fits them, from what they told;
    // asked before telling anything ("just browsing… smaller firms or only banks?"), whom we work with.
    if (SMALL_ORGANISATIONS_ASKED.test(question.text) && turn.prospect && toldOfThemselves(turn)) {
      sections.push(recommendation(turn));
      continue;
    }
    // "Can you do both?" after describing the project: the opening already says it is what we deliver, unless "that"
    // points to a statement with an answer of its own ("…in Turkish or Arabic. Can the assistant do that?"), or the
    // question names a system of theirs ("does that work with Doctolib?"), which the opening says nothing about.
    if (
      !found.hasTopic &&
      found.unknownNames.length === 0 &&
      turn.state.learnedNow.includes('project') &&
      !(REFERS_BACK.test(question.text) && found.matches.length > 0)
    ) {
      // "…questions about our protocols all night. Can your thing help?": how it works from their documents, said too.
      if (WORKS_FROM_DOCUMENTS.test(understood.read) && OWN_DOCUMENTS_NAMED.test(understood.read))
        for (const entry of askedOfTheProject(turn)) add(entry, question.text, false, true);
      continue;
    }
    // A visitor who is not a prospect is not offered sales hand-overs (who the assistant is never comes from a search).
    const matches = found.matches.filter(
      (match) =>
        // "Could somebody call me? 0151…": the contact given beside it is confirmed below, not asked for.
        ((turn.prospect && !understood.email && !understood.phone) || match.entry.id !== 'talk-to-person') &&
        // "is that real for something like this?": a person only when the question names one.
        (match.entry.id !== 'talk-to-person' || namesAPerson(question.text)) &&
        (match.entry.id !== 'data-controls' || ASKS_TO_REMOVE.test(question.text)) &&
        // "Wir sitzen auf GCP, wäre das ein Problem?": a prospect's problem is no existing client's support case.
        (match.entry.id !== 'existing-client' || !turn.prospect || OUR_CLIENT_ASKING.test(question.text)) &&
        // Another agency asking how the four days go gets them, not the packages found beside them.
        (state.visitorKind !== 'competitor' || match === found.matches[0] || !SALES_ANSWERS.has(match.entry.id)) &&
        // A vendor, a journalist or a researcher just pointed to the team gets no service card ("infrastructure
        // partnerships", "private AI in banks") and no other visitor's route.
        (turn.prospect || !kindAnswerNew || !(match.entry.id.startsWith('service-') || ROUTES.has(match.entry.id))) &&
        // A client with an invoice to check, or a partner asking to meet "this week", is sold no package or 4 days.
        (turn.prospect || !CLIENTS_AND_PARTNERS.has(state.visitorKind) || !PACKAGE_SALES.has(match.entry.id)) &&
        // "Our deadline is Friday, can you make it by then?" from a journalist: their deadline, no project's timeline.
        (turn.prospect || !OWN_REQUESTS.has(state.visitorKind) || !PROJECT_TIMING.has(match.entry.id)),
    );
    if (
      !turn.prospect &&
      matches.length === 0 &&
      found.matches.length > 0 &&
      found.matches.every((match) => PROJECT_TIMING.has(match.entry.id))
    ) {
      declined.push(question.text);
      continue;
    }
    // A vendor's questions are its pitch, and a question that says who is asking ("are you hiring?") got the answer for
    // who they are (careers, partnerships…). Their other questions are answered or declined like anyone's.
    // "Wer ist dafür zuständig?" right after the pointer: the pointer says whom to write to.
    // Written to again ("do you outsource any annotation today?"), a vendor's new question is declined like anyone's.
    if (
      !turn.prospect &&
      ((state.visitorKind === 'vendor' &&
        (isFirstMessage(turn) || WHOM_TO_ASK.test(question.text) || visitorKindOf(question.text) !== null)) ||
        (kindAnswerNew && (visitorKindOf(question.text) !== null || WHOM_TO_ASK.test(question.text))) ||
        // "Elle peut donc vous envoyer notre portfolio et nos tarifs ?" (read "…you send our portfolio and our rates"):
        // their material, sent where the pointer says.
        (kindAnswer !== undefined && SENDS_US_THEIRS.test(question.text)))
    )
      continue;
    // Another agency asking for our rates ("what do you charge per deployment?") gets the reply between agencies, not our
    // sales answers.
    if (
      state.visitorKind === 'competitor' &&
      (FIGURES_ASKED.test(question.text) || matches.some((match) => SALES_ANSWERS.has(match.entry.id)))
    ) {
      competitorReply();
      continue;
    }
    // A student or a journalist asking what we charge: no prices to share, and no sales call offered.
    if (!turn.prospect && matches.some((match) => match.entry.id === 'pricing')) {
      if (!used.has('no-prices')) sections.push(fillPlaceholders(turn.phrases.noPricesToShare, knowledge));
      used.add('no-prices');
      continue;
    }
    // "Do you build a patient portal?" or "Can you do it?" when the opening just said that kind of project is what we
    // deliver: declining it too would contradict the opening.
    // "Could you build something where nurses get the answer from our own docs?": what it asks of the project is answered.
    if (
      matches.length === 0 &&
      found.unknownNames.length === 0 &&
      projectIsNew(turn) &&
      !VOICE_CHANNEL.test(question.text) &&
      (understandMessage(question.text).projectType !== null || ASKS_IF_WE_CAN.test(question.text))
    ) {
      for (const entry of askedOfTheProject(turn)) add(entry, question.text, false, true);
      continue;
    }
    // Nothing answers it: declined once for the whole message, with the nearest topics (never a word of it quoted as a name).
    // A question about the visitor's own chat data was answered by the data controls above.
    if (matches.length === 0 && found.matches.length === 0 && asksForDataControls(understood)) continue;
    // "…does it e-mail the lead to the adviser?": the package's feature was the answer.
    if (matches.length === 0 && found.matches.length === 0 && verdict) continue;
    // "Ballpark price? Just a range is fine": pressing for the figure the price answer above already declined.
    if (
      matches.length === 0 &&
      found.matches.length === 0 &&
      PRICE_ANSWERED.some((id) => used.has(id)) &&
      PRESSES_FOR_A_FIGURE.test(question.text)
    )
      continue;
    // "Please have someone send me the security walkthrough: f.x@umc.nl": a request to the contact just given, which its
    // confirmation takes up, not a question to decline.
    if (matches.length === 0 && found.matches.length === 0 && understood.email && SENT_TO_THE_CONTACT.test(question.text)) continue;
    // "…Where should I send the confirmation request?" beside the request itself: the route this reply gives answers it.
    if (
      !turn.prospect &&
      matches.length === 0 &&
      found.matches.length === 0 &&
      ASKS_FOR_THE_ADDRESS.test(question.text) &&
      sections.some((section) => section.includes(knowledge.contactEmail))
    )
      continue;
    // "should I put anything specific in the subject line?" after "…with "Careers" in the subject": someone routed
    // away asking about the route gets its sentence again.
    const fromTheRoute =
      !turn.prospect && matches.length === 0 && found.matches.length === 0 ? routeSentenceAbout(turn, question.text) : null;
    if (fromTheRoute) {
      if (!sections.includes(fromTheRoute)) sections.push(fromTheRoute);
      // A sentence of the pointer without its address ("I can't look up tickets here") is followed by where to write.
      if (!fromTheRoute.includes('@')) needsTeam = true;
      continue;
    }
    // "wait so you're not VaultCare? who are you then": a plain no, then who we are, not a decline.
    if (matches.length === 0 && state.visitorKind === 'lost_visitor' && ASKS_IF_THIS_IS_THEIRS.test(question.text)) {
      sections.unshift(turn.phrases.notThatChat);
      continue;
    }
    if (matches.length === 0 && found.matches.length === 0) {
      // A job seeker or journalist asking on after their answer ("can I work fully remote?") gets an honest decline.
      // "Could it tell the patient what they probably have?" asks something of the system: declined, not "tell me more".
      // "Per Spracheingabe, die Pflegekraft spricht … ein. Geht das?" with no project told: whether what the statement
      // describes can be done is declined honestly, not met with "tell me more".
      // "…charged twice. Can you check that?" from a client just pointed to the team: the pointer is the answer.
      if (state.visitorKind === 'existing_client' && kindAnswerNew && /^\W*(?:can|could|would|will) (?:you|u)\b/i.test(question.text))
        continue;
      const stated = statementsOf(understood.read);
      if (!found.hasTopic && ASKS_IF_WE_CAN.test(question.text) && !projectIsNew(turn) && stated.split(/\s+/).length >= 6)
        declined.push(stated);
      else if (!found.hasTopic && !ASKS_OF_THE_SYSTEM.test(question.text) && (turn.prospect || kindAnswerNew || kindAnswer === undefined))
        vague = true;
      else declined.push(question.text);
    }
    // "How fast can we have that?" for a custom project, or one not described yet: the custom timeline answer, which
    // gives the packages' 4 days and says a custom project's timeline comes from the proposal.
    // "How fast are you live if it's one of the packages?": the 4-day plan names the packages; their table adds nothing.
    const deploymentAsked = matches.some((match) => match.entry.id === 'deployment');
    // "Roughly what would something like this cost?" for a custom build: how we price, not the website packages' table.
    const customPriceAsked = matches[0]?.entry.id === 'pricing' && turn.state.context.projectType !== undefined && !fitsAPackage(turn);
    // Beside the timeline asked ("…the app in 4 days?"), a service card shown before would only remind of it again.
    for (const match of matches.filter(
      (each, index) =>
        !((deploymentAsked || customPriceAsked) && each.entry.id === 'packages') &&
        !(deploymentAsked && index > 0 && each.entry.show?.startsWith('service:') === true && shownBefore(turn, each.entry)) &&
        // "How long would that take to set up?" about the AI CRM itself: its 4-day plan, not beside it how custom
        // timelines are set (a chatbot that fits a package may still be more).
        !(each.entry.id === 'custom-timelines' && matches[0]?.entry.id === 'deployment' && turn.state.context.projectType === 'AI CRM'),
    ))
      add(
        // "I read about 4 days on your site. What is meant by that?": the plan the statement names.
        match.entry.id === 'deployment' &&
          !fitsAPackage(turn) &&
          (!ASKS_PACKAGE_PLAN.test(REFERS_BACK.test(question.text) ? `${question.text} ${statementsOf(understood.read)}` : question.text) ||
            THEIR_BUILD_IN_DAYS.test(question.text) ||
            FOR_THEIR_PROJECT.test(question.text))
          ? (base.entry('custom-timelines') ?? match.entry)
          : // "Would that work for us, an assistant on our website?": the packages are that assistant, not AI work in general.
            match.entry.id === 'service-ai' && fitsAPackage(turn) && !MODELS_NAMED.test(question.text)
            ? (base.entry('packages') ?? match.entry)
            : match.entry,
        question.text,
        // "…Fragen zu Girokonto und Online-Banking. Bauen Sie so etwas?": what the project covers is no system to confirm.
        (!found.hasTopic && found.unknownNames.length > 0 && !projectIsNew(turn)) ||
          // "We use RA-MICRO. Have you connected that before?": past work with a system named just before is not confirmed.
          // "Unser KIS ist ORBIS. Gibt es dafür eine fertige Schnittstelle?": a ready-made one for the system just named.
          ((PAST_WORK_ASKED.test(question.text) || READY_MADE_ASKED.test(question.text)) &&
            base.answer(statementsOf(understood.read)).unknownNames.length > 0),
      );
    // "the 4 day thing is for real?" about a custom build: the packages' plan, then how this project's timeline is set.
    // Not when the question is about the packages' plan itself ("what happens on the four days?", "if it's a package").
    const projectTold = Boolean(turn.state.context.projectType) || turn.state.context.identifiedNeeds.length > 0;
    // "…c'est quoi les 4 jours ? Notre projet est plus large qu'un simple chatbot": the plan, then how theirs is timed.
    if (
      used.has('deployment') &&
      projectTold &&
      !fitsAPackage(turn) &&
      (!PACKAGE_PLAN_ITSELF.test(question.text) || CUSTOM_BUILD.test(understood.read))
    )
      add(base.entry('custom-timelines'), question.text);
    // "Your Enterprise package or a custom project?" with their project told: which of the two theirs is.
    if (used.has('packages-or-custom') && turn.prospect && projectTold) sections.push(packageOrCustom(turn));
  }
  // "Please summarise what you have understood, so I can forward it": the recap asked for without a question.
  if (summaryAsked && !summarised) {
    sections.push(proposalSummary(turn));
    summarised = true;
    recommended = true;
  }
  // A requirement stated beside a question ("GDPR is a must. Hosting in the EU?"): its answer too, once; a
  // recommendation already grounds its choice in what the visitor needs.
  if (understood.questions.length > 0 && turn.prospect && !recommended) {
    const stated = requirementsStated(turn);
    const [answered, second] = stated
      .map((requirement) => requirementAnswer(turn, requirement))
      .filter((match): match is AnswerMatch => match !== undefined && !used.has(match.entry.id) && !match.entry.honestFallback);
    // "Für uns gilt die BITV 2.0. Erfüllen Sie die?": a rulebook we do not name is not confirmed, whatever we can say.
    const stating = statementsOf(understood.read);
    const rulebook = RULEBOOK_APPLIES.test(stating) && namesAnotherRulebook(stating);
    // Answered as what was stated: "We need it accessible. Do you have DSPT?" gets no "Yes." meant for the question.
    if (answered) add(answered.entry, stating, rulebook);
    // "…on our own servers, and our own developers must maintain it": a second requirement gets its answer too.
    if (second && second.entry.id !== answered?.entry.id) add(second.entry, stating);
    // "Erfüllen Sie die?" is then answered by that honest reply: no second decline of the bare question.
    if (answered && rulebook) declined.splice(0, declined.length, ...declined.filter((each) => base.answer(each).matches.length > 0));
    // "…it has to sit in our own data centre. Possible?": the requirement's answer says whether it is; the statement
    // is not declined beside it.
    if (answered && !rulebook) declined.splice(0, declined.length, ...declined.filter((each) => each !== stating));
  }
  // "need an NDA signed before we share any code.": a contract asked for as a statement gets the contract answer.
  if (understood.questions.length === 0 && turn.prospect && CONTRACT_NAMED.test(understood.read))
    add(base.entry('contract-terms'), turn.latest);
  // Requirements stated rather than asked ("it has to run on our own servers") get their answer too.
  if (understood.questions.length === 0 && understood.requirements.length > 0 && turn.prospect) {
    // Each requirement it names ("CRM integration … and SSO") that has an answer of its own (not just a service's
    // summary), else the message as a whole ("it has to run on our own servers" → hosting).
    // A service's summary only where it is the requirement's own answer ("updates in real time" → the UI work).
    const named = understood.requirements.flatMap((requirement) => {
      const match = requirementAnswer(turn, requirement);
      return match && (!match.entry.id.startsWith('service') || REQUIREMENT_ANSWERS[requirement] === match.entry.id) ? [match] : [];
    });
    const [best] = base.answer(understood.read).matches;
    for (const chosen of named.length > 0 ? named.slice(0, 2) : best ? [best] : []) add(chosen.entry, turn.latest);
  }
  // "SSO über unser Active Directory ist Pflicht": the package single sign-on comes with, beside what we build.
  const ssoStated = requirementsStated(turn).includes('single sign-on');
  const ssoPackage = turn.prospect && ssoStated && !recommended && !used.has('packages');
  const ssoLine = ssoPackage ? packageFeatureAnswer(turn.english, turn.knowledge, 'single sign-on', null) : null;
  if (ssoLine && !turn.earlierReplies.some((reply) => reply.includes(ssoLine))) sections.push(ssoLine);
  // "der Bot darf da NIX freigeben – das prüfen wir selbst": a decision kept with their people, stated beside other
  // questions, is agreed with once (asked about, the decline above answers it).
  // "…and it is we who reread and sign the report at the end?": the same, asked back as a recap to confirm.
  const decisionKept =
    turn.prospect &&
    !used.has('individual-decisions') &&
    (keepsTheDecisionWithAPerson(statementsOf(understood.read)) || WE_SIGN_OFF_ASKED.test(understood.read));
  if (decisionKept && !turn.earlierReplies.some((reply) => reply.includes(turn.phrases.decisionStaysWithThem)))
    sections.push(turn.phrases.decisionStaysWithThem);
  // "Also it has to be in the app, iOS and Android. And Portuguese": what the system must do, stated without a question,
  // gets what we can say about it.
  // "The bot must never answer that itself.": one person's case kept from the system, whose decline below is the answer.
  const judgesOnePerson = turn.prospect && asksForIndividualJudgement(understood.read) && !HUMAN_REVIEWS.test(understood.read);
  if (
    understood.questions.length === 0 &&
    understood.requirements.length === 0 &&
    turn.prospect &&
    !judgesOnePerson &&
    STATES_A_NEED.test(understood.read)
  )
    // "It would need to feed our loan system. Our dev team already built a proof of concept": what they have already
    // is told, not asked for.
    for (const entry of askedOfTheProject(turn, (sentence) => STATES_A_NEED.test(sentence) || !ALREADY_HAVE.test(sentence)).slice(
      0,
      MAX_STATED_NEEDS,
    ))
      add(entry, turn.latest, false, true);
  // …and what it should do, stated as a wish: its answers, without the packages the opening already names.
  else if (understood.questions.length === 0 && turn.prospect && !judgesOnePerson && WANTS_A_SYSTEM_THAT.test(understood.read))
    for (const entry of askedOfTheProject(turn)
      .filter((each) => !projectIsNew(turn) || each.id !== 'packages')
      .slice(0, MAX_STATED_NEEDS))
      add(entry, turn.latest, false, true);
  // "…a chatbot, but i am worried it will say the wrong thing to families": a worry stated is met by its answer.
  else if (understood.questions.length === 0 && turn.prospect && !judgesOnePerson && WORRY_STATED.test(understood.read))
    for (const entry of askedOfTheProject(turn, (sentence) => WORRY_STATED.test(sentence))
      .filter((each) => CONCERNS_MET.has(each.id))
      .slice(0, MAX_STATED_NEEDS))
      add(entry, turn.latest, false, true);
  // "must speak albanian and macedonian. this is supported fully yes?": languages stated beside the question are answered.
  // "…we work in English internally", "team works in english": the language the visitor's own team works in, not one
  // the system should speak.
  const stated = statementsOf(understood.read);
  const statedLanguages = stated
    .split(/(?<=[.!?;:])\s+/)
    .filter((sentence) => !WORKING_LANGUAGE.test(sentence))
    .join(' ')
    .replace(CHAT_LANGUAGE_COURTESY, ' ');
  if (turn.prospect && namesLanguages(statedLanguages)) add(base.entry('languages'), turn.latest);
  // "…an assistant that answers guests and passes everything else on to reception. Does it work in Dutch?": the hand-over
  // stated beside the question is answered too, and so is one stated in the first description of the project.
  if (turn.prospect && (understood.questions.length > 0 || projectIsNew(turn)) && statesAHandOver(stated))
    add(base.entry('assistant-handover'), stated, false, true);
  // "…truly on-premises. And I'd rather you didn't use any American AI company": the open models we run privately.
  if (turn.prospect && AVOIDS_A_PROVIDER.test(stated.replace(/\bus\b/g, ' '))) add(base.entry('open-models'), turn.latest);
  // A project first described as working from the client's documents ("answers from our intranet documents") gets
  // how we build that, whatever else it asked.
  if (
    turn.prospect &&
    ((projectIsNew(turn) &&
      (WORKS_FROM_DOCUMENTS.test(understood.read) || (ANSWERS_QUESTIONS_ABOUT.test(understood.read) && !fitsAPackage(turn)))) ||
      (DOCUMENT_PILE.test(understood.read) && sections.length < MAX_DESCRIBED_ANSWERS))
  )
    add(documentAnswer(turn), turn.latest);
  // "A bot that tells them if they'll be approved. Doable?": a decision about one person, described as part of the
  // work rather than asked, is declined too.
  if (judgesOnePerson) add(base.entry('individual-decisions'), turn.latest);
  // "AI that drafts the report from the MRI images": reading images is nothing our content speaks of, so it is declined.
  const imageWork = turn.prospect ? understood.read.split(/(?<=[.?!])\s+/).find((sentence) => IMAGE_WORK.test(sentence)) : undefined;
  if (imageWork && !declined.includes(imageWork)) declined.push(imageWork);
  // "…and later, that it answers the phone itself": spoken work stated as a need is declined like one asked.
  const voiceWork =
    turn.prospect && understood.questions.every((question) => !VOICE_WORK.test(question.text))
      ? understood.read.split(/(?<=[.?!])\s+/).find((sentence) => VOICE_WORK.test(sentence) && THE_SYSTEM_DOES.test(sentence))
      : undefined;
  if (voiceWork) declined.push(voiceWork);
  // A rude or rhetorical message that asked nothing answerable: what we do, briefly.
  // "your prices are probably ridiculous": the topic of the complaint when the knowledge has it, else what we do.
  if (sections.length === 0 && understood.rude) {
    const [topic] = base.answer(understood.read).matches.filter((match) => !match.entry.honestFallback);
    add(topic?.entry ?? base.entry('services'), turn.latest);
  } else if (sections.length === 0 && vague && declined.length === 0)
    // "alors intéressé ?" from a vendor or a scammer: the pointer again, not an invitation to go on.
    sections.push(turn.prospect ? turn.phrases.clarify : fillPlaceholders(turn.phrases.notALeadAgain, turn.knowledge));
  // The reply between agencies already said there are no rates to share: the rate asked is not declined again.
  if (used.has('competitor-reply')) declined.splice(0, declined.length, ...declined.filter((question) => !FIGURES_ASKED.test(question)));
  // A guarantee asked of data we protect ("…must stay in Germany. Can you guarantee that?") is no claim about answers.
  const protectionSaid = [...PROTECTION_ANSWERS].some((id) => used.has(id));
  // "99.95 % uptime in the SLA?" is a term of the contract, not a claim about answers either.
  if (
    declined.some(
      (question) => MAKES_A_CLAIM.test(question) && !AGREED_FIGURE.test(question) && !(guarantees.has(question) && protectionSaid),
    )
  )
    add(base.entry('hallucinations'), turn.latest);
  // "Un montant mal lu ? Vous avez un taux d'erreur ?": a question nothing answers whose nearest topic this reply just
  // answered is covered by that answer; declining it beside it would contradict the answer.
  const asked = new Set(understood.questions.map((question) => question.text));
  // "Where do you sit, and how big is the team?" after the company-facts decline: a second "can't confirm" of a topic
  // this reply already declined honestly says nothing more.
  const coveredByAnswer = (question: string) =>
    asked.has(question) &&
    base.nearest(question, 2).some((entry, rank) => used.has(entry.id) && (rank === 0 || entry.honestFallback === true));
  // "Is your dev team in-house, or do you outsource?": the other half of a sentence whose decline was just given.
  const sentenceDeclined = (question: string) => {
    const sentence = understood.read.split(/(?<=[.?!])\s+/).find((each) => each.includes(question.replace(/\?+$/, '')));
    return understood.questions.some(
      (other) =>
        other.text !== question &&
        sentence?.includes(other.text.replace(/\?+$/, '')) === true &&
        base.answer(other.text).matches.some((match) => match.entry.honestFallback === true && used.has(match.entry.id)),
    );
  };
  // "…no invented studies. How do you ensure that?": the answer to the requirement the question is about was given.
  const requirementAnswered = (question: string) =>
    understandMessage(question).requirements.some((requirement) => used.has(REQUIREMENT_ANSWERS[requirement] ?? ''));
  // "Can an assistant answer enquiries from our label texts only?" is what the documents answer just said.
  const documentsCovered = (question: string) => WORKS_FROM_DOCUMENTS.test(question) && DOCUMENT_ANSWERS.some((id) => used.has(id));
  // "what about card blocks tho, can the bot actually block a card…?": the lead-in names the topic its next question asks.
  const restated = (question: string) =>
    TOPIC_ASKED_ON.test(question) &&
    understood.questions.some(
      (other) =>
        other.text !== question &&
        !declined.includes(other.text) &&
        topicStems(question).every((stem) => topicStems(other.text).includes(stem)),
    );
  // "…they are where? In Switzerland? How many are you?": a fragment right after an answered question is part of it.
  const fragmentOfAnswered = (question: string) => {
    const at = understood.questions.findIndex((each) => each.text === question);
    return at > 0 && question.split(/\s+/).length <= 3 && answeredQuestions.has(understood.questions[at - 1]!.text);
  };
  // "Habt ihr was frei?", "the HR department's address?" from a job seeker: the careers answer just given says it.
  const askedOfCareers = (question: string) => used.has('careers') && JOB_ASKED.test(question);
  declined.splice(
    0,
    declined.length,
    ...declined.filter(
      (question) =>
        guarantees.has(question) ||
        (!coveredByAnswer(question) &&
          !documentsCovered(question) &&
          !requirementAnswered(question) &&
          !sentenceDeclined(question) &&
          !restated(question) &&
          !fragmentOfAnswered(question) &&
          !askedOfCareers(question)),
    ),
  );
  // "…we do not want to be hostage to a vendor again. The consultancy hosted everything… How do you handle that?": a
  // concern the readers recognise, stated beside the questions, gets its answer too.
  if (turn.prospect)
    for (const sentence of notAsked.split(/(?<=[.!])\s+/)) {
      const [concern] = base.answer(sentence).matches;
      if (concern && answersARecognisedConcern(concern.entry.id) && !used.has(concern.entry.id)) add(concern.entry, sentence);
    }
  // "does it speak portuguese?? most of our patients are 65+ and not very techy": after the questions, the users' needs
  // that accessible interfaces answer.
  const accessibility = base.entry('accessibility');
  if (turn.prospect && accessibility && USERS_NEED_ACCESSIBILITY.test(notAsked) && !used.has(accessibility.id)) {
    used.add(accessibility.id);
    // Told, not asked: no "Yes." before it.
    if (!answerGivenBefore(turn, accessibility)) sections.push(withoutVerdict(answerOnce(turn, accessibility, notAsked)));
  }
  if (declined.length > 0) {
    // Quoted as the visitor wrote them (a German or French question is searched through its English gloss).
    const written = questionsOf(turn.latest);
    // Quoted only when each declined question can be found as written; else named as "that question".
    const originals = turn.locale === 'en' ? declined : written.length === declined.length ? written : declined.map(() => '');
    // A guarantee is declined as one: the written proposal and contract give guarantees, not this chat.
    if (declined.some((question) => guarantees.has(question))) sections.push(turn.phrases.noGuaranteeHere);
    const rest = declined.flatMap((question, index) => (guarantees.has(question) ? [] : [[question, originals[index]!] as const]));
    if (rest.length > 0)
      sections.push(
        declinedOnce(
          turn,
          rest.map(([question]) => question),
          rest.map(([, original]) => original),
        ),
      );
    needsTeam = true;
    teamReasons.add('declined');
  }
  if (handover && !turn.team) sections.push(turn.phrases.flaggedForHandover);
  const teamForOwnCase = teamReasons.size === 1 && teamReasons.has('individual-decisions');
  return { sections, needsTeam, teamForOwnCase, handover, given: used };
}

/** "What about card blocks?": a topic named for the next question to ask about. */
const TOPIC_ASKED_ON = /^\W*(?:(?:and|so|but|ok(?:ay)?)\W+)*(?:what|how) about\b/i;
const NOT_A_TOPIC = new Set(['what', 'about', 'though', 'then', 'also', 'that', 'this', 'those', 'these']);

/** The topic words of a question, by their first four letters ("blocks" and "block" are one). */
function topicStems(question: string): string[] {
  return (question.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !NOT_A_TOPIC.has(word)).map((word) => word.slice(0, 4));
}

/** "für uns gilt die BITV 2.0", "we must comply with the nFADP": a rulebook said to apply to the visitor. */
const RULEBOOK_APPLIES =
  /\b(?:appl(?:y|ies)|gilt|compl(?:y|ies|iant|iance)|conform\w*|respect\w*|fulfil\w*|meets?|regulations?|law|standard|ordinance|directive)\b/i;

/** The answer each requirement the readers name has in the knowledge ("private deployment" is where it runs). */
const REQUIREMENT_ANSWERS: Record<string, string> = {
  'private deployment': 'hosting',
  'data residency': 'hosting',
  'audit logs': 'audit-logs',
  'data retention': 'retention',
  accessibility: 'accessibility',
  'CRM integration': 'integrations',
  'system integration': 'integrations',
  'no training on our data': 'data-training',
  'no made-up answers': 'hallucinations',
  'data security': 'security',
  'run by their own team': 'support',
  'real-time messaging': 'service-ui',
  'mobile use': 'service-ui',
  'human takeover': 'assistant-handover',
};

/** Requirements the security answer's list meets, each in a line of its own. */
const SECURITY_REQUIREMENTS: ReadonlySet<string> = new Set([
  'private deployment',
  'data residency',
  'no training on our data',
  'single sign-on',
  'role-based access',
  'audit logs',
]);
/** Stated together, this many are answered by that list. */
const REQUIREMENTS_FOR_A_LIST = 3;

/** An answer's opening "No." (a "Yes." to "can you do that?" still answers it). */
const NEGATIVE_VERDICT = /^(?:No|Nein|Non)[.,:!]\s+/;
const NEGATED = /\b(?:not|never|n't|no longer)\b/i;

/** An answer's opening "Yes." or "No." dropped, for a statement that asked nothing. */
function withoutVerdict(text: string, verdict = /^(?:Yes|No|Ja|Nein|Oui|Non)[.,:!]\s+/): string {
  const rest = text.replace(verdict, '');
  return rest === text ? text : `${rest[0]!.toUpperCase()}${rest.slice(1)}`;
}

/** Whether an earlier reply gave this answer, with or without its opening "Yes:" (compared past the first letter). */
function answerGivenBefore(turn: Turn, entry: KnowledgeAnswer): boolean {
  const opening = withoutVerdict(fillPlaceholders(entry.answer, turn.knowledge)).slice(1, 80);
  return turn.earlierReplies.some((reply) => reply.includes(opening));
}

/** "air-gapped", "no external API calls at all": no hosted model may be called, so open models run inside. */
const NOTHING_LEAVES_FOR_A_MODEL =
  /\bair[- ]?gap|\bno (?:external|outside|third[- ]party|outbound|cloud) (?:api |llm |model |ai )?(?:calls?|apis?|services?|connections?|requests?)\b|\bno (?:internet|outbound) (?:access|connection)\b|\binternet(?: \w+)?\b[^.?!]{0,30}\b(?:off-limits|forbidden|not allowed|taboo|a no-go|out of the question)\b|\bwithout (?:any )?internet\b/i;

function requirementAnswer(turn: Turn, requirement: string): AnswerMatch | undefined {
  // Air-gapped is more than where it runs: the open-models answer says what can and cannot be confirmed.
  // So is "no external API calls at all": the model itself must run inside.
  const airGapped = requirement === 'private deployment' && NOTHING_LEAVES_FOR_A_MODEL.test(turn.understood.read);
  const id = airGapped ? 'open-models' : REQUIREMENT_ANSWERS[requirement];
  const entry = id ? turn.base.entry(id) : undefined;
  return entry ? { entry, score: 1 } : turn.base.answer(requirement).matches[0];
}

/**
 * The yes or no the knowledge gives to the question a "yes or no?" refers to: the other questions of the same
 * message, else those of the visitor's previous message. Only an entry that opens with a plain Yes or No gives one.
 */
function plainYesOrNo(turn: Turn, demand: string): string {
  // "SOC 2 Type II - yes or no?", "so yes or no on the NEN": the topic named around the demand is what it asks about.
  const named = demand
    .replace(/(?:(?:a )?(?:simple |plain |straight |clear )?yes or (?:a )?no|yes\/no)/i, ' ')
    .replace(/^\W*(?:so|ok(?:ay)?|well|then|and)\b/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  const here = turn.understood.questions.map((each) => each.text).filter((text) => text !== demand);
  const previous = turn.earlierVisitor[turn.earlierVisitor.length - 1];
  const earlier = here.length > 0 ? here : previous ? understandMessage(previous, turn.chatLocale).questions.map((each) => each.text) : [];
  const asked = named.length > 2 ? [named, ...earlier] : earlier;
  // Our own certificates and status, or anything else only the team can confirm (an NDA, evidence for an audit): no
  // plain yes, said so, not "it depends on your setup".
  const ownStatus = asked
    .flatMap((question) => turn.base.answer(question).matches)
    .find((match) => match.entry.id === 'certifications' || match.entry.honestFallback);
  if (ownStatus) {
    const entry = turn.knowledge.answers.find((each) => each.id === ownStatus.entry.id) ?? ownStatus.entry;
    return `${turn.phrases.inShort}${lowerFirst(answerText(entry, turn.knowledge).split(/(?<=[.!])\s+/)[0] ?? '')}`;
  }
  for (const question of asked) {
    const plain = turn.base.answer(question).matches.find((match) => answersYesOrNo(match.entry) && !match.entry.honestFallback);
    if (!plain) continue;
    const entry = turn.knowledge.answers.find((each) => each.id === plain.entry.id) ?? plain.entry;
    const [verdict, reason] = answerText(entry, turn.knowledge, question).split(/(?<=[.!])\s+/);
    return `${turn.phrases.inShort}${lowerFirst(verdict ?? '')}${reason ? ` ${reason}` : ''}`;
  }
  return turn.phrases.noPlainYesOrNo;
}

/** The question sentences of a message as the visitor wrote them. */
function questionsOf(message: string): string[] {
  return message
    .split(/(?<!\b(?:art|nr|no|ca|approx|e\.g|i\.e|vs|dr|z\.b|bzw|inkl|ggf|abs|env|cf)\.)(?<=[.!?])\s+|\n+/i)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.endsWith('?'));
}

/** What answers in this chat, from the running configuration: the builtin engine, or the remote model it is set to. */
/** Which part of "about this chat" a question asks for: who reads it, what answers it, or where it is kept. */
/** "What becomes of this conversation?", "is it kept?": what happens to the chat afterwards. */
const WHAT_BECOMES_OF_IT = /\b(?:becomes?|happens?|kept|stored|saved|deleted|keep|store|how long)\b/i;
const ASKS_ABOUT_PEOPLE = /\b(?:human|person|people|someone|anyone|reads?|reading|sees?|seeing|watch\w*|monitor\w*)\b/i;
const ASKS_ABOUT_MODEL = /\b(?:model|llm|engine|provider|openai|chatgpt|gpt|anthropic|claude|sent|send|shared|powered|running|using)\b/i;

/** "is what I write here used to train a model?", "wird das zum Trainieren verwendet?": whether this chat trains one. */
const ASKS_ABOUT_TRAINING = /\b(?:train\w*|learns?|learning|entra[iî]n\w*|apprend\w*|trainier\w*|lern\w*)\b/i;

/** The sentences of the answer about this chat that the question asks for (all of them when it is general). */
function aboutThisChat(turn: Turn, question: string): string {
  const sentences = aboutThisChatSentences(turn);
  // Whether it trains a model is answered in so many words; what answers the chat stays beside it, said once.
  if (ASKS_ABOUT_TRAINING.test(question)) {
    const said = turn.earlierReplies.some((reply) => reply.includes(sentences[0]!));
    return [said ? undefined : sentences[0], chatTrainsNoModel(turn)].filter(Boolean).join(' ');
  }
  const people = ASKS_ABOUT_PEOPLE.test(question);
  const model = ASKS_ABOUT_MODEL.test(question);
  // Who reads it: the assistant answers, and the sales team can see the chat in its inbox.
  if (people && !model) {
    const identity = turn.knowledge.answers.find((entry) => entry.id === 'assistant-identity');
    const [itself] = identity ? answerText(identity, turn.knowledge).split(/(?<=\.)\s+/) : [];
    // "I'm Vera, … not a person" said once already: the people who can read it are the answer now.
    const introduced = itself !== undefined && turn.earlierReplies.some((reply) => reply.includes(itself));
    return [introduced ? undefined : itself, ...sentences.slice(1)].filter(Boolean).join(' ');
  }
  // Who can see the chat, said before ("who reads this?"), is not said again to a question about the model only; asked
  // again, the sentence that answers.
  const said = (sentence: string) => turn.earlierReplies.some((reply) => reply.includes(sentence));
  // "…and what becomes of this conversation then?": how long it is kept is said again, as that is what is asked.
  const kept = WHAT_BECOMES_OF_IT.test(question);
  const fresh = sentences.filter((sentence, index) => !said(sentence) || (index > 0 && (people || kept)));
  if (fresh.length === 0) return sentences[0]!;
  const whole = fresh.join(' ');
  // Where the server is hosted is not in the running configuration: said as such, with who can tell.
  const location = turn.phrases.hostingNotConfirmed(turn.knowledge.contactEmail);
  return said(location) ? whole : `${whole} ${location}`;
}

/** "Will anyone see this in time?", "does someone read this today?": when the team replies is asked too. */
const SEEN_IN_TIME =
  /\b(?:in time|today|tonight|soon|quickly|before (?:\w+day|tomorrow|the|my|our)|by (?:\w+day|tomorrow|tonight))\b|\bhow (?:soon|fast|quickly)\b/i;

/** "…is it stored in Ireland?", "stored where?": a pronoun's place of storage, after a question about this chat. */
const CHAT_KEPT_WHERE =
  /^\W*(?:(?:and|so|also)\s+)?(?:(?:is|are|will|would|does|do)\s+(?:it|they|this|that|them|those|these)\b[^?]{0,20}\b(?:stored|kept|saved|hosted|held|located|processed|sent)\b|(?:stored|kept|saved|hosted|held|located|processed) where\b)/i;

/** "which model again?" right after the answer about this chat: the same question, shorter. */
function asksAboutThisChatAgain(turn: Turn, question: string): boolean {
  const previous = turn.earlierReplies.at(-1) ?? '';
  const sentences = aboutThisChatSentences(turn);
  // "and what becomes of it later?" after who reads it: what happens to this chat, asked on.
  const keptAskedOn =
    question.split(/\s+/).length <= 8 &&
    /\b(?:it|this|that|them)\b/i.test(question) &&
    /\b(?:becomes?|happens?)\b/i.test(question) &&
    sentences.some((sentence) => previous.includes(sentence));
  return (
    keptAskedOn ||
    (question.split(/\s+/).length <= 5 &&
      /\b(?:model|llm|engine|provider|gpt|server|claude|gemini|llama|mistral|openai|anthropic|chatgpt|gpt-?\w+)\b/i.test(question) &&
      previous.includes(sentences[0]!))
  );
}

function aboutThisChatSentences(turn: Turn): string[] {
  return aboutThisChatText(turn)
    .split(/(?<=\.)\s+(?=(?:Our sales team|Unser Vertriebsteam|Notre équipe commerciale)\b)/)
    .filter(Boolean);
}

/** That this chat trains no model: with the builtin engine none is involved; with a remote one, we train none on it. */
function chatTrainsNoModel(turn: Turn): string {
  const { knowledge, locale } = turn;
  if ((knowledge.runtime?.provider ?? 'builtin') === 'builtin') {
    return {
      en: 'What you write here is not used to train any model: none is involved in this chat.',
      de: 'Was Sie hier schreiben, wird nicht zum Trainieren eines Modells verwendet: Bei diesem Chat ist keines im Spiel.',
      fr: "Ce que vous écrivez ici n'est pas utilisé pour entraîner un modèle : aucun n'intervient dans ce chat.",
    }[locale];
  }
  return {
    en: `What you write here is not used by ${knowledge.agencyName} to train models.`,
    de: `Was Sie hier schreiben, verwendet ${knowledge.agencyName} nicht zum Trainieren von Modellen.`,
    fr: `${knowledge.agencyName} n'utilise pas ce que vous écrivez ici pour entraîner des modèles.`,
  }[locale];
}

function aboutThisChatText(turn: Turn): string {
  const { knowledge, locale } = turn;
  const runtime = knowledge.runtime ?? { provider: 'builtin', model: null };
  const days = knowledge.retentionDays;
  if (runtime.provider === 'builtin') {
    return {
      en: `Right now this chat is answered by me, ${knowledge.assistantName}, running on ${knowledge.agencyName}'s own server from the agency's own content: no language model and no outside AI provider (such as OpenAI) receives your messages. Our sales team can see the chats on this site in its inbox, this one included, and a person from the team joins when you ask for one; your messages are kept with this chat for ${days} days. You can delete it any time under **Your data** in this chat window.`,
      de: `Im Moment antworte ich, ${knowledge.assistantName}, auf dem eigenen Server von ${knowledge.agencyName} aus den Inhalten der Agentur: Kein Sprachmodell und kein externer KI-Anbieter (etwa OpenAI) erhält Ihre Nachrichten. Unser Vertriebsteam sieht die Chats dieser Website in seinem Posteingang, auch diesen, und eine Person aus dem Team kommt dazu, wenn Sie danach fragen; Ihre Nachrichten werden mit diesem Chat ${days} Tage aufbewahrt. Unter **Your data** in diesem Chatfenster können Sie ihn jederzeit löschen.`,
      fr: `En ce moment, c'est moi, ${knowledge.assistantName}, qui réponds depuis le propre serveur de ${knowledge.agencyName}, à partir des contenus de l'agence : aucun modèle de langage ni fournisseur d'IA externe (comme OpenAI) ne reçoit vos messages. Notre équipe commerciale voit les chats de ce site dans sa boîte de réception, celui-ci compris, et une personne de l'équipe vous rejoint si vous le demandez ; vos messages sont conservés avec ce chat pendant ${days} jours. Vous pouvez le supprimer à tout moment sous **Your data** dans cette fenêtre.`,
    }[locale];
  }
  const model = runtime.model ? ` (${runtime.model})` : '';
  return {
    en: `Right now the replies in this chat are written by a language model from ${runtime.provider}${model}: your messages are sent to ${runtime.provider} to write them, with e-mail addresses and phone numbers replaced by placeholders first. Our sales team can see the chats on this site in its inbox, this one included, and a person from the team joins when you ask for one; your messages are kept with this chat for ${days} days. You can delete it any time under **Your data** in this chat window.`,
    de: `Im Moment schreibt ein Sprachmodell von ${runtime.provider}${model} die Antworten in diesem Chat: Ihre Nachrichten werden dafür an ${runtime.provider} gesendet, E-Mail-Adressen und Telefonnummern vorher durch Platzhalter ersetzt. Unser Vertriebsteam sieht die Chats dieser Website in seinem Posteingang, auch diesen, und eine Person aus dem Team kommt dazu, wenn Sie danach fragen; Ihre Nachrichten werden mit diesem Chat ${days} Tage aufbewahrt. Unter **Your data** in diesem Chatfenster können Sie ihn jederzeit löschen.`,
    fr: `En ce moment, les réponses de ce chat sont rédigées par un modèle de langage de ${runtime.provider}${model} : vos messages sont envoyés à ${runtime.provider} pour cela, les adresses e-mail et numéros de téléphone étant d'abord remplacés par des marqueurs. Notre équipe commerciale voit les chats de ce site dans sa boîte de réception, celui-ci compris, et une personne de l'équipe vous rejoint si vous le demandez ; vos messages sont conservés avec ce chat pendant ${days} jours. Vous pouvez le supprimer à tout moment sous **Your data** dans cette fenêtre.`,
  }[locale];
}

const WHICH_PACKAGE = /\b(?:which|what) (?:package|plan|tier|version|option)s?\b|\bwhich one\b/i;
/** "How do the enquiries get to us?", "wie kommen die Anfragen zu uns?" (read "how come the requests then to us"). */
const LEADS_REACH_US =
  /\bhow (?:do|does|will|would|come|are|get|is)\b(?: \w+){0,2}? (?:requests|enquiries|inquiries|leads|contacts|messages)\b[^.?!]{0,25}\b(?:to us|reach us|get to us|arrive|delivered|come in|end up|to me)\b/i;
/** "Why would we pay for a custom build?", "what's the advantage?": the case for a private build, asked. */
const WHY_BUILD =
  /\bwhy (?:would|should|do|does|wouldn'?t|shouldn'?t|don'?t|doesn'?t)\b[^.?!]{0,30}?\b(?:pay(?: for)?|hire|choose|pick|go with|use|buy|need|invest in|turn on|switch on|enable|activate|stick with)\b|\bwhat(?:'s| is| would be) the (?:advantage|benefit|added value|point)\b|\bwhy not (?:just )?(?:use|switch on|turn on|enable|go with|buy|stick with)\b/i;
/** An off-the-shelf assistant the visitor already has or is offered ("we already have Microsoft Copilot"). */
const OFF_THE_SHELF_ASSISTANT =
  /\b(?:copilot|chat ?gpt|gemini)\b|\bsaas\b|\boff[- ]the[- ]shelf\b|\b(?:chat ?bot|bot|assistant)s? (?:for|at) (?:just |only )?[$€£]\s?\d/i;
/** A survey, questionnaire or interview asked for (read from "Umfrage", "entretien"…). */
/** "survey", "Experteninterview", "Kundenumfrage": a research request, in a compound too. */
/** "can you write my essay?", "do my homework": a pupil's own work asked of us. */
const HOMEWORK_ASKED = /\b(?:do|write|make)\b[^.?!]{0,15}\b(?:my|our|the|an?) (?:essay|homework|assignment|dissertation|coursework)\b/i;
const RESEARCH_REQUEST = /\b\w*(?:survey|questionnaire|interview|umfrage|fragebogen)\w*|\b(?:enquête|entretien)\b/i;
const TIME_ASKED =
  /\b(?:\d+|ten|fifteen|twenty|thirty|a few)\s*-?\s*(?:minutes?|mins?)\b|\b(?:have|spare|find|take)\b[^.?!]{0,15}\btime\b/i;
/** "Possible?", "Would that be possible?": four words at most. */
const SHORT_QUESTION = /^\W*(?:[\p{L}'’]+\W+){0,3}[\p{L}'’]*\W*$/u;
/** "We're a clinic group", "our bank": the visitor describing their own organisation (not its customers). */
const OWN_ORGANISATION =
  /\b(?:we(?:'re| are)|i(?:'m| am)|i work (?:at|for|in)|i run|we run)\b|\b(?:our|my) (?:[\w-]+ )?(?:bank|clinic|practice|hospital|insurer|firm|company|organi[sz]ation|group|trust|fund|office|pharmacy|lab|agency|authority|ministry|department|startup|fintech|business)s?\b(?! (?:customers|clients|patients|users|members|partners))/i;
/** What a job seeker asks of the careers route: a vacancy, the HR address, how to apply. */
const JOB_ASKED =
  /\b(?:frei|free|available|open|openings?|vacanc\w*|positions?|jobs?|roles?|hiring|hr|human resources|personnel|apply|application|cv|résumé|resume|internships?|placements?)\b/i;
/** "…we work in English internally": the visitor's own working language. */
const WORKING_LANGUAGE =
  /\b(?:internally|in-house|among ourselves|intern)\b|\b(?:we|team|staff|everyone|everybody)\b (?:all )?(?:works?|working|operates?|operating|communicates?|communicating)\b(?: mostly| mainly| only| entirely| all)? in\b/i;
/**
 * "And the tone?", "brand voice", "Tonalität", "ganz einfache Sprache, kurze Sätze" (read "plain language, short
 * sentences"): the tone of voice the assistant answers in.
 */
const TONE_ASKED =
  /\b(?:the |our |its )?tone(?: of voice)?\b|\bbrand voice\b|\beditorial guidelines\b|\bhouse style\b|\btonalit(?:y|é)\b|\bplain (?:language|english|german|french|words|wording)\b|\bsimple (?:language|words|wording|sentences)\b|\bshort sentences\b|\beasy[- ](?:to[- ])?read\b|\b(?:no|without) jargon\b/i;
/** A package's own feature named without the word "lead" or "CRM" before it ("the routing", "the dashboard"). */
const PACKAGE_FEATURE_NAMED =
  /\b(?:(?:lead )?routing|analytics dashboard|dashboard|audit logs?|sso|single sign-on|role-based access|priority support)\b/i;
const THAT_PACKAGE = /\b(?:it|that one|this one|(?:that|this) (?:package|plan|tier))\b/i;

/** A feature asked of one package (named, or the one the last reply showed), or which package has it. */
function featureOfPackage(turn: Turn, question: string, saidNow: readonly string[]): string | null {
  const { english } = turn;
  const named = packagesNamed(english, question);
  if (named.length === 1) return packageFeatureAnswer(english, turn.knowledge, question, english.packages.indexOf(named[0]!));
  if (named.length > 0) return null;
  if (WHICH_PACKAGE.test(question)) return packageFeatureAnswer(english, turn.knowledge, question, null);
  // "…which package has lead capture, does it e-mail the lead?": the package this reply just named, else the last reply's.
  const shownIn = (text: string) => turn.knowledge.packages.filter((pack) => text.includes(`**${pack.name}**`));
  const shownNow = shownIn(saidNow.join('\n'));
  const shown = shownNow.length > 0 ? shownNow : shownIn(turn.earlierReplies.at(-1) ?? '');
  // "And the tone? We have strict editorial guidelines": the package feature that sets the assistant's tone of voice.
  if (TONE_ASKED.test(question) && !asksInPlainerWords(question))
    return packageFeatureAnswer(english, turn.knowledge, 'tone of voice', null);
  // "Und wie kommen die Anfragen dann zu uns?": the packages' e-mail hand-over, in the package just recommended.
  if (LEADS_REACH_US.test(question)) {
    const pack = shown.length === 1 ? turn.knowledge.packages.indexOf(shown[0]!) : null;
    // A "how" question gets no "Yes,".
    const answer = packageFeatureAnswer(english, turn.knowledge, 'email hand-over', pack)?.replace(/^(?:Yes|Ja|Oui),\s*/, '');
    return answer ? `${answer[0]!.toUpperCase()}${answer.slice(1)}` : null;
  }
  if (THAT_PACKAGE.test(question) && shown.length === 1)
    return packageFeatureAnswer(english, turn.knowledge, question, turn.knowledge.packages.indexOf(shown[0]!));
  // "…go to the right broker in their region. Is that possible with the routing?" after the Professional was shown: a
  // feature of the one package on the table.
  if (shown.length === 1 && PACKAGE_FEATURE_NAMED.test(question))
    return packageFeatureAnswer(english, turn.knowledge, question, turn.knowledge.packages.indexOf(shown[0]!));
  return null;
}

/**
 * "Do you do that kind of thing for smaller orgs?", "do you work with small firms?", "vous travaillez aussi avec des
 * organisations de notre taille ?" (read "you work also with of organisations of our size"): whether we serve
 * organisations their size.
 */
const SMALL_ORGANISATIONS_ASKED =
  /\b(?:you|u)\b(?: \w+){0,3}? (?:work|deal) (?:also )?with (?:\w+ ){0,2}?(?:orgs?|organi[sz]ations?|compan(?:y|ies)|firms?|business(?:es)?|clients?|teams?|practices?|structures?|charit(?:y|ies)|nonprofits?|associations?) (?:of |at )?(?:our|my|that|this|a similar) (?:size|scale)\b|\b(?:do|can|would|will) (?:you|u)\b[^.?!]{0,40}\b(?:for|with) (?:a |the )?(?:small|smaller|tiny|little) (?:orgs?|organi[sz]ations?|compan(?:y|ies)|firms?|business(?:es)?|clients?|teams?|practices?|outfits?|institutions?|players?)\b|\b(?:anything|something|an option|a package|a plan|options?) for (?:an? )?(?:orgs?|organi[sz]ations?|compan(?:y|ies)|business(?:es)?|practices?|teams?|firms?|outfits?|charit(?:y|ies)|nonprofits?) (?:of )?(?:our|my|that|this) size\b|\b(?:too small|way too small|too tiny) for (?:you|u)\b|\b(?:a )?(?:small|little|simple|basic) (?:chat ?bot|assistant|bot)\b[^.?!]{0,30}\b(?:exists?|available|(?:(?:do|can) )?(?:you|u) (?:have|offer|do))\b/i;

/**
 * "ist das ned eher was für große Firmen?" (read "is that not rather something for big companies?"), "c'est-tu juste pour
 * les grosses compagnies ?": whether we are only for big organisations, which the answer on business size denies.
 */
const ONLY_FOR_THE_BIG =
  /\b(?:only|rather|more|mainly|just) (?:something )?for (?:the )?(?:big|large|bigger|larger|big-?name) (?:orgs?|organi[sz]ations?|compan(?:y|ies)|firms?|business(?:es)?|clients?|banks|hospitals|corporates|groups|players|enterprises)\b/i;

/** Whether the visitor has told of their own organisation or project (not only named sectors in a question). */
function toldOfThemselves(turn: Turn): boolean {
  if (turn.state.context.projectType !== undefined) return true;
  const told = [...turn.earlierVisitor.map((message) => understandMessage(message, turn.chatLocale).read), turn.understood.read];
  return told.some((text) => SMALL_ORGANISATION.test(text) || OWN_ORGANISATION.test(statementsOf(text)));
}

/** "No on-prem needed", "nothing fancy", "we don't need SSO": the visitor rules out what only Enterprise adds. */
const RULES_OUT_ENTERPRISE =
  /\bno (?:on-?prem\w*|private (?:cloud|deployment)|sso|audit logs?)\b[^.?!]{0,12}\b(?:needed|required|necessary)\b|\b(?:need|needs|want|require) no (?:on-?prem\w*|private (?:cloud|deployment)|sso|audit logs?)\b|\b(?:don'?t|do not|doesn'?t) (?:really )?need (?:on-?prem\w*|a private (?:cloud|deployment)|sso|audit logs?|anything fancy)\b|\bnothing (?:too |very |really )?(?:fancy|crazy|complicated|elaborate|big)\b|\b(?:on-?prem\w*|sso|audit logs?)\b[^.?!]{0,15}\b(?:need|needs) (?:we|i) (?:not|don'?t)\b/i;
/** "no IT team to speak of", "a small practice", "we run 6 clinics", "only twenty of us": an organisation without its own IT. */
const SMALL_ORGANISATION =
  /\bno (?:in-house |internal |own )?(?:it|tech|dev|development|engineering) (?:team|department|staff|people|person)\b|\b(?:a |our |my )(?:small|tiny|little) (?:[\w-]+ )?(?:practice|clinic|team|business|firm|company|office|agency|brokerage)\b|\bi (?:run|own|have|manage) (?:\d|one|two|three|four|five|six|seven|eight|nine|ten)\b[^.?!]{0,20}\b(?:clinics|practices|offices|branches|shops|pharmacies)\b|\b(?:[1-9]|1\d|2[0-5])[- ]person\b|\bwe(?:'re| are) (?:tiny|small|a small team)\b|\b(?:[1-9]|1\d|2[0-5]) (?:staff|employees|people|ppl|colleagues|lawyers|solicitors|attorneys|doctors|dentists|therapists|physios|advisers|advisors|accountants|brokers|salespeople|sales reps)\b|\bteam of (?:[1-9]|1\d|2[0-5])\b|\b(?:only |just )?(?:about |around |roughly )?(?:[1-9]|1\d|2[0-5]|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a handful|a few) of us\b|\b(?:tiny|small|little|young|early-stage|pre-seed|seed-stage) (?:[\w-]+ ){0,3}?(?:startup|start-up)\b|\b(?:tiny|small|little) (?:[\w-]+ ){0,2}?(?:nonprofits?|non-profits?|charit(?:y|ies)|associations?|ngos?|foundations?|orgs?|organi[sz]ations?|registr(?:y|ies))\b|\b(?:way |much |far )?too (?:small|tiny) for (?:you|u)\b|\b(?:an? )?(?:orgs?|organi[sz]ations?|business(?:es)?|teams?) (?:of )?our size\b|\b(?:on my own|by myself|all (?:alone|by myself)|one-(?:person|woman|man) (?:practice|business|office|firm))\b/i;
/** "we don't have a CRM", "no fancy CRM", "ein CRM haben wir nicht" (read "a CRM have we not"): no CRM to integrate. */
const NO_CRM =
  /\b(?:no|(?:don'?t|do not|doesn'?t) (?:have|use|run|need|want)(?: a| any)?|without(?: a)?)(?: \w+)? crm\b|\b(?:a|any) crm (?:have|has|use|need) (?:we|i) not\b/gi;
/** "Just e-mail the enquiries to reception", "per E-Mail ans Sekretariat": the Starter's e-mail hand-over is enough. */
const EMAIL_HAND_OVER =
  /\b(?:only|just) (?:a|an|one|our) (?:shared |general )?(?:inbox|mailbox|e-?mail (?:address|inbox))\b|\b(?:enquiries|inquiries|requests|leads|messages|bookings)\b[^.?!]{0,60}\b(?:(?:by|per|via) (?:e-?mail|mail)|e-?mailed|mailed|(?:sent|forwarded|go|going) (?:straight |just )?to (?:the |our |my )?(?:reception|front desk|secretar\w+|sekretariat|inbox)|(?:in|into) (?:the |our |their |my )?(?:[\w-]+ )?(?:inbox|mailbox))\b/i;
/**
 * Leads going into a CRM the visitor names, or their routing ("what is lead routing?"): the Professional package's CRM
 * integration.
 */
const CRM_NAMED =
  /\b(?:salesforce|hubspot|pipedrive|dynamics|zoho)\b|(?<!\bai )\bcrm\b|\blead[- ]?routing\b|\brouting of (?:the )?leads\b/i;

/**
 * "can you check whether our invoice was paid?", "can't you look at the logs yourself?", "vous pouvez pas regarder de votre
 * côté ?" (read "you can not look at … your side"): a look into their project.
 */
/** "can you enable them?", "could you add the users?": something done on a client's own project. */
const ACT_ON_THEIR_PROJECT =
  /\b(?:(?:can|could|would|will)(?:'t|n'?t|not)?\s+(?:you|u)|(?:you|u) (?:can|could)(?:'t|n'?t| not)?)\b[^.?!]{0,25}\b(?:enable|activate|unlock|unblock|grant|add|create|set up|switch on|turn on|update|change|remove|deactivate|extend|upgrade)\b/i;
const LOOK_INTO_FOR_THEM =
  /\b(?:(?:can|could|would|will)(?:'t|n'?t|not)?\s+(?:you|u)|(?:you|u) (?:can|could)(?:'t|n'?t| ?not)?)\b[^.?!]{0,25}\b(?:check|look (?:up|at|into)|access|pull up|find out|investigate|fix|restart|reset|verify)\b/i;

/** "how accurate is it?", "what if it makes things up?": accuracy asked about, not only answers from documents. */
const ACCURACY_ASKED = /\b(?:accura\w+|hallucinat\w*|mak\w+ (?:\w+ )?up|wrong|errors?|mistakes?|reliab\w+|invent\w*|guardrails?)\b/i;

/** "Have you integrated that before?", "schon mal angebunden?" (read "ever integrated"): past work asked about. */
const PAST_WORK_ASKED =
  /\b(?:have|has) (?:you|u|your team)\b[^.?!]{0,40}\b(?:before|already|ever|previously)\b|\b(?:have|has) (?:you|u) (?:ever |already )?(?:integrated|connected|worked with|used|built)\b/i;

/** "what's extra in Enterprise?", "what does the Professional add?": what a package has beyond the one before it. */
const WHAT_IT_ADDS =
  /\bwhat(?:'s|s| is| do (?:you|we|i) get)?\b[^.?!]{0,20}\b(?:extra|additional|on top)\b|\bwhat (?:does|do|would|will) (?:it|that|the [\w-]+|[\w-]+)(?: [\w-]+)? add\b/i;
/** Whether a question names a package or asks what one adds or lacks. */
function aboutAPackage(knowledge: Knowledge, question: string): boolean {
  return packagesNamed(knowledge, question).length > 0 || WHAT_IT_ADDS.test(question) || WHAT_IT_LACKS.test(question);
}
/** "what would we lose", "was fehlt da", "qu'est-ce qu'on perd": what a smaller package lacks. */
const WHAT_IT_LACKS =
  /\b(?:lose|loses|losing|miss|missing|lack\w*|give up|do without|go without)\b|\b(?:don'?t|doesn'?t|do not|does not|wouldn'?t|would not) (?:we |it )?(?:get|have|include)\b|\bnot (?:has|have|includes?)\b/i;

/** The package right above `lacking` when the previous reply showed it, or -1. */
function packageShownAbove(turn: Turn, lacking: Knowledge['packages'][number]): number {
  const index = turn.knowledge.packages.indexOf(lacking) + 1;
  const above = turn.knowledge.packages[index];
  return above && turn.earlierReplies.at(-1)?.includes(`**${above.name}**`) ? index : -1;
}

/**
 * "…sent to the right branch", "passes good enquiries to our loan officers", "nach Postleitzahl an unsere regionalen
 * Berater verteilt": the Professional's lead routing.
 */
const ROUTES_LEADS =
  /\b(?:rout|send|sent|forward|distribut|assign|allocat|dispatch|pass)\w*\b[^.?!]{0,40}\b(?:to|among|between|across) (?:the |our |their )?(?:right |correct |relevant |nearest |local |regional )?(?:loan |credit |mortgage |sales |account )?(?:advis[eo]rs?|agents?|branch(?:es)?|agenc(?:y|ies)|offices?|officers?|underwriters?|relationship managers?|stores?|brokers?|reps?|salespeople|consultants?)\b(?:\s+\w+)?(?:\s+(?:rout|sent|forward|distribut|assign|allocat|dispatch|pass)\w*)?|\b(?:by|per|after|according to) (?:postcode|post code|postal code|zip(?: code)?|region|area)\b/i;

/** Needs the Professional package adds to Starter: connecting to the visitor's own system, analytics. */
const PROFESSIONAL_NEEDS: ReadonlySet<string> = new Set(['CRM integration', 'system integration', 'analytics & reporting']);

/** Requirements that only the Enterprise package meets as it is (private or on-premise deployment, SSO, audit logs). */
const ENTERPRISE_NEEDS = /on-?prem|private|data residency|audit|sso|single sign|role|retention|air-?gap/i;

/** "We need someone accountable", "an SLA": the dedicated engineer and SLA only Enterprise has. */
const SOMEONE_ACCOUNTABLE =
  /\b(?:someone|somebody|a person|one person|a named (?:person|contact|engineer)) (?:accountable|responsible)\b|\baccountab\w+\b|(?<!\b(?:no|without|don'?t need (?:an?)?)\s*)\bSLAs?\b|\bdedicated (?:engineer|contact person|support engineer)\b|\buptime (?:guarantee|commitment)s?\b/i;

/**
 * "…a very strict compliance department", "strenge Compliance-Vorgaben", "FMA-supervised": the controls only Enterprise
 * has, asked for or owed to a supervisor.
 */
const STRICT_COMPLIANCE =
  /\b(?:strict|strictly|stringent|rigorous|tough|demanding)\b[^.?!]{0,15}\b(?:compliance|regulat\w*|security|audit\w*|data protection)\b|\b(?:compliance|security|data protection)\b[^.?!]{0,20}\b(?:is|are) (?:very |extremely |really )?(?:strict|stringent|demanding)\b|\b(?:fma|finma|bafin|fca|pra|finra|cssf|amf|acpr|dnb|afm|mfsa|cnmv|consob|apra|osfi)[- ](?:supervised|regulated|licensed)\b|\b(?:supervised|regulated|licensed) by (?:the )?(?:fma|finma|bafin|fca|pra|finra|cssf|amf|acpr|dnb|afm|mfsa|cnmv|consob|apra|osfi)\b/i;

/** The questions a recap request is read as ("…zusammenfassen, was Sie vorschlagen würden" is two). */
const PART_OF_A_SUMMARY_REQUEST = /\b(?:summar\w*|sum (?:\w+ )?up|recap\w*|propos\w*|suggest\w*|recommend\w*|offer|understood)\b/i;

/** A greeting before what the visitor told ("Hi! We're a clinic…"): not part of the recap. */
const LEADING_GREETING = /^(?:hi|hello|hey|good (?:morning|afternoon)|guten tag|hallo|moin|bonjour|salut)\b[\s,!.]*/i;
/** A sentence that asks, thanks, gives contact details or asks for the recap itself: not something the visitor told. */
const NOT_TOLD =
  /\?|@|\+?\d[\d\s().-]{7,}\d|^(?:ok|okay|good|great|fine|thanks|thank you|gut|danke|merci|d'accord|parfait)\b|\b(?:please|pls|bitte|s'il vous pla[iî]t|merci de)\b|\b(?:my name on it|mit meinem namen|à mon nom)\b/i;

/** "Oh, and correction, it's about 450 now", "sorry, I meant…": a fact the visitor corrected. */
const CORRECTION = /\b(?:correction|i meant|sorry,? (?:it'?s|it is|i meant)|actually,? it'?s)\b/i;
/** What the visitor told in this chat, in their own words: the sentences that state something, at most five. */
function toldInTheirWords(turn: Turn): string[] {
  const told = [...turn.earlierVisitor, turn.latest]
    .flatMap((message) => message.split(/(?<=[.!?;])\s+|\n+/))
    // "It would have to run on our own servers;": each part said as a sentence of its own.
    .map((sentence) =>
      sentence
        .trim()
        .replace(LEADING_GREETING, '')
        .replace(/[;,:]$/, '.'),
    )
    .filter((sentence) => sentence.split(/\s+/).length >= 4 && !NOT_TOLD.test(sentence));
  // Their budget and date are kept whatever came before them ("…a pilot budget of USD 120,000 approved").
  const keeps = (sentence: string) => {
    const read = understandMessage(sentence, turn.chatLocale);
    // "Oh, and correction, it's about 450 enquiries a year now": what they corrected stands too.
    return read.budget !== null || read.timeline !== null || CORRECTION.test(sentence);
  };
  const kept = told.filter(keeps).slice(0, 2);
  const first = told.filter((sentence) => !kept.includes(sentence)).slice(0, 5 - kept.length);
  return told.filter((sentence) => kept.includes(sentence) || first.includes(sentence));
}

/** The recap asked for: what the visitor told, what we would propose for it, and the next step. */
function proposalSummary(turn: Turn): string {
  const { summary } = turn.phrases;
  const told = toldInTheirWords(turn);
  // A project no package covers ("a first-pass check of our trade documents"): the custom route, no website package.
  const type = turn.state.context.projectType;
  // A chat named beside it ("a chat that books people in, and product search on the shop") is still the packages' part.
  const chatNamed = [...turn.earlierVisitor, turn.latest].some((message) =>
    /\b(?:chat|chatbot|bot|assistant)s?\b/i.test(understandMessage(message, turn.chatLocale).read),
  );
  const customOnly = type !== undefined && type !== 'chatbot' && type !== 'AI CRM' && !chatNamed && !fitsAPackage(turn);
  return [
    summary.heading(turn.state.visitorName),
    '',
    ...(told.length > 0 ? [`- **${summary.told}**: ${told.join(' ')}`] : []),
    `- **${summary.proposal}**: ${customOnly ? summary.customProject : recommendation(turn, false)}`,
    `- **${summary.nextStep}**: ${summary.next}`,
  ].join('\n');
}

/**
 * "Which one would you recommend?": a package chosen from what the visitor told (budget, needs, deployment,
 * sector) with the reasons, or, for a project no package covers, the custom route with the discovery call.
 */
function recommendation(turn: Turn, addressed = true): string {
  const { state, knowledge, locale } = turn;
  const [starter, professional, enterprise] = knowledge.packages;
  const requirements = [...state.context.technicalRequirements, ...state.context.identifiedNeeds];
  // "…made for regulated firms like us?": regulated by their own word, whatever the sector was read as.
  const regulated =
    (state.industry !== null && REGULATED.has(state.industry)) ||
    [...turn.earlierVisitor, turn.latest].some((message) => REGULATED_LIKE_US.test(message));
  const budgetPack = state.budget ? knowledge.packages[PACKAGE_FOR_BUDGET[state.budget] ?? -1] : undefined;
  const reasons: string[] = [];
  const said = [...turn.earlierVisitor, turn.latest].map((message) => understandMessage(message, turn.chatLocale).read).join(' ');
  // "Nothing fancy, no on-prem needed": a regulated sector alone does not call for the Enterprise package then.
  // "6 physio clinics, no IT team": a small organisation's website assistant is the Starter package's work.
  const small = SMALL_ORGANISATION.test(said);
  // "We just need the enquiries e-mailed to reception": the Starter's e-mail hand-over, no CRM to connect.
  const emailHandOver = EMAIL_HAND_OVER.test(said);
  const noCrm = said.search(NO_CRM) >= 0;
  const ruledOutEnterprise = RULES_OUT_ENTERPRISE.test(said) || small || emailHandOver || noCrm;
  const namesCrm = CRM_NAMED.test(said.replace(NO_CRM, ' '));
  const routesLeads = ROUTES_LEADS.test(said);
  // "…writes straight into our broker system, plus an analysis of the questions": what Professional adds, asked for.
  const professionalNeeds = requirements.filter((need) => PROFESSIONAL_NEEDS.has(need));
  // "So the Starter is enough for now: the assistant on the homepage, enquiries to us by mail?": the visitor's own
  // reading of the packages, which the e-mail hand-over bears out, stands over needs read from earlier messages.
  const latest = turn.understood.read;
  const starterChosen = /\bstarter\b/i.test(latest) && EMAIL_HAND_OVER.test(latest) && !CRM_NAMED.test(latest);
  let pack = professional;
  const strict = STRICT_COMPLIANCE.test(said);
  const accountable = SOMEONE_ACCOUNTABLE.test(said);
  const enterpriseNamed = requirements.some((need) => ENTERPRISE_NEEDS.test(need)) || strict || accountable;
  // A regulated visitor whose only stated need is its CRM ("enquiries must land in our Dynamics") or leads routed to its
  // branches is the Professional's.
  if (starterChosen) {
    pack = starter;
    reasons.push('an e-mail hand-over');
  } else if (enterpriseNamed || (regulated && !ruledOutEnterprise && professionalNeeds.length === 0 && !namesCrm && !routesLeads)) {
    pack = enterprise;
    if (regulated) reasons.push(state.industry !== null && REGULATED.has(state.industry) ? state.industry : 'a regulated organisation');
    if (strict) reasons.push('strict compliance');
    if (accountable) reasons.push('someone accountable after go-live');
    reasons.push(...requirements.filter((need) => ENTERPRISE_NEEDS.test(need)));
  } else if (namesCrm || professionalNeeds.length > 0 || routesLeads) {
    pack = professional;
    reasons.push(...(namesCrm ? ['CRM integration'] : []), ...(routesLeads ? ['lead routing'] : []), ...professionalNeeds);
  } else if (emailHandOver || noCrm) {
    // "We have no CRM at all. Is Starter enough then?": the Starter hands leads over by e-mail, no CRM to connect.
    pack = starter;
    reasons.push(emailHandOver ? 'an e-mail hand-over' : 'no CRM to connect');
  } else if (budgetPack) {
    pack = budgetPack;
    reasons.push(`${state.budget} budget`);
  } else if (small) {
    pack = starter;
    reasons.push('a small team');
  } else if (websiteLeadChat(said) && !INSIDE_THEIR_APP.test(said) && !OTHER_CHANNEL.test(said)) {
    // "a chatbot on our site that explains the cover and collects leads": the Starter's work, as the opening said.
    pack = starter;
    reasons.push('a website assistant that captures leads');
  } else if (state.context.identifiedNeeds.includes('lead management')) {
    pack = professional;
    reasons.push('lead management');
  } else if (state.context.projectType === 'chatbot') pack = starter;
  if (!pack) return answerText(turn.base.entry('packages')!, knowledge);
  // "Professional or Enterprise, which suits us?": the choice is between the packages named, the nearest of them (the
  // middle one stays the answer between the two around it).
  const between = packagesNamed(knowledge, turn.understood.read);
  const distance = (each: (typeof between)[number]) => Math.abs(knowledge.packages.indexOf(each) - knowledge.packages.indexOf(pack!));
  const nearest = [...between].sort((a, b) => distance(a) - distance(b));
  if (nearest.length >= 2 && !between.includes(pack) && distance(nearest[0]!) < distance(nearest[1]!)) pack = nearest[0]!;
  // A small organisation's chatbot is what the Starter package is made for: no custom work said beside it.
  const known = fitsAPackage(turn) || state.context.projectType === undefined || (small && state.context.projectType === 'chatbot');
  // The reasons are the reader's English terms ("healthcare", "single sign-on"): said in English replies only.
  const because = reasons.length > 0 && locale === 'en' ? ` (${joinWords([...new Set(reasons)], turn.phrases.and)})` : '';
  // What the package adds, the CRM integration first when the visitor's leads go into a CRM (Enterprise includes it).
  const crmFeature = namesCrm || routesLeads ? (professional?.features.find((feature) => /\bCRM\b/.test(feature)) ?? null) : null;
  const features = [...new Set([...(crmFeature ? [crmFeature] : []), ...pack.features.slice(1, 4)])]
    .slice(0, 3)
    // German nouns keep their capital.
    .map((feature) => (locale === 'de' ? feature : lowerFirst(feature)))
    .join(locale === 'fr' ? ' ; ' : '; ');
  const custom = {
    en: known
      ? ''
      : ` Your project itself (${state.context.projectType}) is custom work: its scope and timeline are set in the written proposal after the free discovery call.`,
    de: known
      ? ''
      : ` Ihr Projekt selbst ist individuelle Arbeit: Umfang und Zeitplan legt das schriftliche Angebot nach dem kostenlosen Erstgespräch fest.`,
    fr: known
      ? ''
      : ` Votre projet lui-même est du sur-mesure : son périmètre et son calendrier sont fixés dans la proposition écrite après l'appel de découverte gratuit.`,
  }[locale];
  const sentence = {
    en: `From what you've told me${because}, I'd recommend the **${pack.name}**: ${features}.`,
    de: `Nach dem, was Sie mir gesagt haben${because}, empfehle ich das **${pack.name}**: ${features}.`,
    fr: `D'après ce que vous m'avez dit${because}, je vous recommande le **${pack.name}** : ${features}.`,
  }[locale];
  // The visitor's name, once they gave it: the recommendation is addressed to them (a recap carries it in its heading).
  if (addressed && state.visitorName) return `${state.visitorName}, ${lowerFirst(sentence)}${custom}`;
  return `${sentence}${custom}`;
}

/**
 * A question asking the assistant to promise a health outcome, advice or a guarantee ("…which product cures…", "will
 * the chatbot advise dosages?"): never quoted back, so the reply does not repeat a claim it cannot make, and answered
 * with how answers are kept in check.
 */
const MAKES_A_CLAIM =
  /\b(?:cures?|cured|curing|heals?|healing|treats?|treating|diagnos\w*|prescri\w*|guarantee[sd]?|heilt|heilen|garanti\w*|guérit|guérir|soigne\w*|advis\w*|advice|dosages?|doses?|dosier\w*|posolog\w*|conseill\w*)\b/i;
/** "Is it also erased from your backups?": quoted back, the question would read as our promise. */
const ASKS_ABOUT_BACKUPS =
  /\b(?:delet|eras|effac|supprim|lösch|remov)\w*\b[^.?!]{0,30}\b(?:backups?|sauvegardes?|archives?|sicherungen|backup-\w+)\b/i;
/** "Is the system GxP-validated?": quoted back, a certification would read as ours; it is referred to, not quoted. */
const NAMES_A_CERTIFICATION =
  /\b(?:certified|certification|validated|validiert|zertifiziert|validé|certifié|accredited|approved|zugelassen)\b/i;

/** The knowledge's own "I can't confirm …" in each of its languages. */
const CANNOT_CONFIRM =
  /\bcan't confirm\b|\bcannot confirm\b|\bnicht bestätigen\b|\bne (?:peux|pouvons) pas (?:le )?confirmer\b|\bcan't give you\b|\bkann ich hier nicht nennen\b|\bne peux pas vous donner\b/i;

/** What the knowledge says about protecting the client's data: said beside a guarantee that cannot be given. */
const PROTECTION_ANSWERS: ReadonlySet<string> = new Set(['security', 'data-training', 'hosting', 'audit-logs']);
/** Security itself asked about, or who can get at the data ("who, on your side, could see our client data?"). */
const SECURITY_NAMED =
  /\b(?:secur\w*|protect\w*|encrypt\w*|safe(?:ty|ly)?|privacy|sicher\w*|sécuri\w*|chiffr\w*|verschlüssel\w*|access\w*)\b|\bwho\b[^.?!]{0,40}\b(?:see|sees|read|reads|view|views|look at)\b/i;
const ASKS_HOW = /^\W*(?:(?:and|so|but|ok|okay)\W+)?how\b/i;
const REVIEWER =
  '(?:regulators?|supervisors?|supervisory authorit(?:y|ies)|auditors?|authorit(?:y|ies)|reviewers?|examiners?|inspectors?|assessors?|DPO|data protection officer|works council|ethics committee|notified body|CNIL|BaFin|FINMA|FCA|PRA|ICO|CQC|ACPR|AMF|APRA|OSFI|MAS|FINRA|EDÖB|BfDI|HHS|OCR)';
/**
 * Whether a regulator, auditor or works council will accept their assessment: "can you confirm the PIA will be
 * accepted?", "will our auditor accept it?", "…that our DSFA is approved by the regulator?" (through its gloss).
 */
const REVIEW_OUTCOME_ASKED = new RegExp(
  [
    String.raw`\b(?:confirm|guarantee|promise|assure|certain|sure)\b[^?]{0,80}\b(?:(?:be|is|are|gets?|getting) (?:[\w-]+ )?(?:accepted|approved?|signed off)|approved? (?:is|by)|pass(?:es)? (?:the |our |an? )?(?:[\w-]+ )?(?:audit|review|inspection|assessment|exam\w*)s?)\b`,
    String.raw`\b(?:will|would|does|do)\s+(?:the |our |your |my |their )?(?:[\w-]+ ){0,2}?${REVIEWER}\s+(?:(?:that|this|it|us|them) )?(?:go to )?(?:accept|approve|sign off|be (?:ok|okay|fine|happy|satisfied))\b`,
    String.raw`\b(?:will|would) (?:it|this|that|we|the [\w-]+|our [\w-]+) (?:pass|be (?:accepted|approved|signed off))\b[^?]{0,40}\bby (?:the |our |your )?(?:[\w-]+ ){0,2}?${REVIEWER}\b`,
    String.raw`\b(?:will|would) (?:the |our |my |your |this |that )?(?:[\w-]+ ){0,2}?(?:PIA|DPIA|DSFA|AIPD|impact assessment|assessment|application|submission|filing|dossier) (?:be|get) (?:accepted|approved|signed off)\b`,
    String.raw`\b(?:will|would) (?:it|this|that|we|the [\w-]+|our [\w-]+) pass (?:the |an? |our |its )?(?:[\w-]+ )?(?:audit|review|inspection|assessment|exam\w*)s?\b`,
    String.raw`\b(?:will|would|does|can) (?:it|this|that|your [\w-]+) (?:get|carry|see) (?:us|me|them) through (?:the |our |an? |its )?(?:[\w-]+ )?(?:audit|review|inspection|assessment|exam\w*)s?\b`,
  ].join('|'),
  'i',
);
/** What is reviewed, or who reviews it: "…confirm that will be accepted" of a bank transfer is no review. */
const REVIEW_NAMED = new RegExp(
  String.raw`\b(?:PIA|DPIA|(?:impact )?assessment|audit|review|inspection|submission|application|filing|dossier|exam\w*)s?\b|\b${REVIEWER}\b`,
  'i',
);
/** "Is that even enough?", "would that be enough for this?": of an amount just named. */
const ENOUGH_ASKED = /\b(?:is|would|will) (?:that|this|it) (?:be )?(?:even |really |actually |still |at all )?(?:enough|sufficient)\b/i;
/** Data taken out of another vendor's or an old system. */
const DATA_MOVED_OUT =
  /(?=[^.?!]*\b(?:take over|migrat\w*|export\w*|transfer\w*|retriev\w*|recover\w*|mov(?:e|ing)|extract\w*|pull\w*)\b)[^.?!]*\bdata\b[^.?!]{0,10}\b(?:from|of|out of) (?:the |their |our )?(?:alten|old|previous|former|legacy) (?:[\w-]+ )?(?:system|database|platform|server|software|portal|provider|vendor|tool)\b|\b(?:migrat\w*|mov(?:e|ing)|transfer\w*|export\w*|get(?:ting)?|extract\w*|pull\w*)\b[^.?!]{0,30}?\b(?:out of|out from|from) (?:their|the (?:old|previous|current|legacy|vendor'?s)|our (?:old|previous|legacy)) (?:[\w-]+ ){0,2}?(?:system|database|platform|vendor|provider|server|tool|software|portal)\b|\bfrom the (?:system|database|platform|server) (?:of )?the (?:old|alten|previous|former) (?:provider|vendor|supplier)\b[^.?!]{0,20}\b(?:migrat|export|transfer|mov)\w*/i;
/** Code someone else wrote, to be taken over, finished or reviewed. */
const CODE_TAKEN_OVER =
  /\b(?:half-finished|unfinished|existing) code\b[^.?!]{0,40}\btake over\b|\btake over the code (?:existing|of)\b|\b(?:take over|taking over|finish|finishing|continue|complete|pick up|inherit|rescue|audit|review)\b[^.?!]{0,30}?\b(?:(?:someone|somebody) else'?s|(?:the |their |our )?(?:existing|old|previous|half[- ]finished|unfinished|half[- ]built)|their|the other (?:team|agency|vendor)'?s?)\s+(?:code(?: ?base)?|codebase|source code)\b/i;
/** A contract a buyer needs signed before sharing anything. */
const CONTRACT_NAMED = /\b(?:NDAs?|non-disclosure(?: agreements?)?|confidentiality agreements?|DPAs?|data processing agreements?)\b/i;
/** What their bot did wrong was advice to one person: which option to pick, what to do with their money or health. */
/** "…without ever giving a medical opinion?", "it must never give legal advice": the system asked not to advise anyone. */
const NEVER_ADVISES =
  /\b(?:without (?:ever )?|(?:never|not|won'?t|doesn'?t|don'?t|wouldn'?t) (?:ever )?)(?:giv|offer|mak|provid|issu)\w* (?:out )?(?:a |any |an )?(?:medical|clinical|legal|financial|investment|personal|individual|tax|health|diagnostic) (?:opinions?|advice|diagnos[ie]s|judge?ments?|assessments?|recommendations?)\b/i;
const ADVICE_GIVEN =
  /\b(?:personal|financial|medical|legal|investment|individual) advice\b|\btold (?:\w+ ){0,2}(?:which|what) (?:\w+ ){0,3}to (?:switch|buy|sell|pick|choose|take|invest)\b/i;
/** A bot of theirs that said something: a bot named and a thing it said. */
const BOT_SPOKE = [
  /\b(?:chat ?bots?|bots?|assistants?|ai tools?|virtual agents?)\b/i,
  /\b(?:it|bot|chatbot|assistant|tool|system)\b[^.?!]{0,60}?\b(?:told|said|gave|given|give|quoted|promised|suggested|recommended|answered|replied|invented|made up|confirmed|advised)\b/i,
];
/** What made it wrong. */
const WENT_WRONG =
  /\b(?:wrong|bad|incorrect|inaccurate|false|untrue|outdated|out of date|last (?:year|spring|summer|autumn|fall|winter|month|week)'?s?|cancell?ed|harmful|dangerous|made[- ]up|invented|hallucinat\w*|embarrass\w*|screenshot\w*|went viral|made the (?:local )?(?:paper|news)|pulled it|switched it off|took it down|(?:did not|didn't|doesn't|does not) exist|never existed)\b/i;

function botWentWrong(statements: string): boolean {
  return BOT_SPOKE.every((said) => said.test(statements)) && (WENT_WRONG.test(statements) || ADVICE_GIVEN.test(statements));
}
/** "how would your thing stop that happening?", "what would actually be different?": that it does not happen again. */
const DIFFERENCE_ASKED =
  /\bwhat (?:would|will|is) (?:actually |really )?(?:be )?(?:[\w-]+ ){0,3}?different\b|\bwhy would (?:yours|your [\w-]+|an? (?:[\w-]+ )?(?:build|bot|chatbot|assistant)(?: from you)?|it) (?:behave|be|work|act|do) (?:any |anything )?differently\b|\bwhat makes (?:yours|you|your [\w-]+|it) (?:any )?different\b|\bhow (?:would|will|is) (?:yours|your [\w-]+|it) (?:be )?(?:any )?different\b/i;
const NOT_AGAIN_ASKED = new RegExp(
  String.raw`${DIFFERENCE_ASKED.source}|\b(?:stays?|keeps?|remains?) (?:on the right side of|within|inside|behind) (?:that|the|this) line\b|\bhow (?:would|will|could|can|do|does) (?:you|yours|your (?:[\w-]+ ){0,2}?[\w-]+|it|this|an? (?:[\w-]+ )?build(?: from you)?)\b[^?]{0,20}?\b(?:stop|prevent|avoid)\b|\bwhat (?:stops|prevents|would stop|would prevent) (?:yours|your [\w-]+|it)\b`,
  'i',
);
/** A question asking for a guarantee, which the knowledge never gives. */
const GUARANTEE = /\b(?:guarantee[sd]?|garantieren|garantiert|garantir|garantissez)\b/i;
/** "What response times does the SLA guarantee?", "99.9 % uptime in the SLA?": a term the proposal sets, not confirmed here. */
const AGREED_FIGURE =
  /\bSLA\b[^.?!]*\b(?:response|reaction|uptime|availability|\d+(?:[.,]\d+)?\s?%|hours?|minutes?|guarantee\w*)|\b(?:response times?|reaction times?|uptime|availability|\d+(?:[.,]\d+)?\s?%)[^.?!]*\bSLA\b/i;
/** "What does the SLA guarantee?": what an agreement's terms say, asked as support, not a promise asked of us. */
const AGREED_TERMS = /\b(?:SLA|service level agreement|contract|agreement)\b[^.?!]{0,15}\bguarantee/i;

/** One honest "can't confirm" for every question of the message nothing answers, with the topics nearest to them. */
/** "Can it tell patients…?" → "whether it can tell patients…": a yes-or-no question named without its answer. */
const POLAR_FORM =
  /^\W*(?:(?:and|so|but|also|ok(?:ay)?|then)\W+)*(can|could|would|will|should|may|might|is|are)\s+(it|you|u|we|they|this|that|these|those|(?:the|your|our) (?:[\w-]+ ){0,2}?[\w-]+)\s+([^?]{3,120}?)\W*$/i;
const SAID_FROM_OUR_SIDE: Record<string, string> = {
  you: 'we',
  u: 'we',
  your: 'our',
  yours: 'ours',
  we: 'you',
  our: 'your',
  us: 'you',
  i: 'you',
  my: 'your',
  me: 'you',
};
const CLAIMED_BY_ITS_WORDS = [MAKES_A_CLAIM, NAMES_A_CERTIFICATION, ASKS_ABOUT_BACKUPS];

/** "…confirm the PIA will be accepted": what a confirmation asked of us would confirm. */
const CONFIRMATION_ASKED =
  /^(?:confirm|guarantee|promise|assure (?:me|us)|tell (?:me|us)|say)\s+(?:that\s+|whether\s+|if\s+)?((?:the|our|my|this|that|it|we|they)\b.{3,})$/i;

function whetherClause(question: string): string | null {
  const match = POLAR_FORM.exec(question.trim());
  if (!match || CLAIMED_BY_ITS_WORDS.some((claim) => claim.test(question))) return null;
  const fromOurSide = (text: string) =>
    text.replace(/\b(?:you|u|your|yours|we|our|us|i|my|me)\b/gi, (word) => SAID_FROM_OUR_SIDE[word.toLowerCase()]!);
  const [, auxiliary, subject, rest] = match;
  // "Can you confirm the PIA will be accepted?" asks whether the PIA will be, not whether we can confirm it.
  const confirmed = /^(?:you|u)$/i.test(subject!) ? CONFIRMATION_ASKED.exec(rest!)?.[1] : undefined;
  if (confirmed) return `whether ${fromOurSide(confirmed)}`;
  return `whether ${fromOurSide(subject!)} ${auxiliary!.toLowerCase()} ${fromOurSide(rest!)}`;
}

function declinedOnce(turn: Turn, questions: readonly string[], originals: readonly string[]): string {
  const { knowledge, base, phrases } = turn;
  // Quoted back only when no declined question asks whether the system or we would do or offer something ("could the
  // chatbot tell a client…?", "are there discounts…?"): quoted, its words would read as a promise in our reply.
  const quotable = originals.every(
    (question, index) =>
      question !== '' && !CLAIMED_BY_ITS_WORDS.some((claim) => claim.test(question)) && !isPolarQuestion(questions[index] ?? question),
  );
  // An English yes-or-no question is named as what it asks ("whether it can tell patients which stretches to do"),
  // which says which question is meant without reading as a promise.
  const whether = turn.locale === 'en' && !quotable ? questions.map(whetherClause) : [];
  const asked = quotable
    ? joinWords(
        originals.map((question) => `“${quoted(question)}”`),
        phrases.and,
      )
    : whether.length > 0 && whether.every((clause) => clause !== null)
      ? joinWords(whether as string[], phrases.and)
      : originals.length > 1
        ? phrases.thoseQuestions
        : phrases.thatQuestion;
  // Someone who is not a prospect (a job seeker, the press) is not offered the sales topics.
  const nearest = [...new Set(turn.prospect ? questions.flatMap((question) => base.nearest(question).map((entry) => entry.id)) : [])]
    .slice(0, MAX_SUGGESTED_TOPICS)
    .map((id) => knowledge.answers.find((entry) => entry.id === id)!.questions[0]!.replace(/\s*\?$/, ''));
  const offer =
    nearest.length > 0
      ? phrases.nearbyTopics(
          joinWords(
            nearest.map((topic) => `*${topic}*`),
            phrases.or,
          ),
        )
      : '';
  const declined = phrases.declinedQuestions(asked, knowledge.fallback);
  // The same unquoted decline as in the previous reply would be dropped as a repeat: it is worded apart.
  const previous = turn.earlierReplies[turn.earlierReplies.length - 1] ?? '';
  const worded = previous.includes(declined) ? phrases.declinedQuestions(phrases.thisOneToo, knowledge.fallback) : declined;
  return `${worded}${offer}`;
}

/** Services presented with a project description: "a patient portal + mobile app … and a chatbot" names two. */
const MAX_SERVICES_PRESENTED = 2;

/** The services the visitor's project needs that no reply has presented yet. */
function servicesNotShownYet(turn: Turn): string[] {
  const shown = (title: string) => turn.earlierReplies.some((reply) => reply.includes(`**${title}**`));
  return turn.knowledge.services
    .filter((candidate) => turn.state.context.mentionedServices.includes(candidate.title) && !shown(candidate.title))
    .slice(0, MAX_SERVICES_PRESENTED)
    .map((service) => {
      const entry = turn.base.entry(`service-${service.id}`);
      return entry ? answerText(entry, turn.knowledge) : `**${service.title}**: ${service.summary}`;
    });
}

/**
 * "…a formal quote - how does pricing work?", "our nurses are not at ease with IT, you train the teams?": the question
 * after a lead-in clause, searched on its own.
 */
const TRAILING_QUESTION =
  /(?:^|[,;:]\s+|\s[-–—]\s+)((?:and\s+|so\s+)?(?:how|what|what's|which|when|where|why|who|do|does|can|could|is|are|will|would|(?:you|u)\b(?=[^,;:–—]*\?\s*$))\b[^,;:–—]*)$/i;

/** The question clause at the end of a longer question, when it has a lead-in. */
function trailingQuestion(question: string): string | undefined {
  // "…so is the portal accessible (big text, screen readers)?": examples in brackets are part of the clause.
  const tail = TRAILING_QUESTION.exec(question.replace(/\s*\([^()]*\)/g, ''))?.[1];
  return tail && tail.length < question.length - 10 ? tail : undefined;
}

/** The clauses of a statement, nearest to the question first ("…we can go up to 90k if it includes CRM integration"). */
function clausesOf(statement: string): string[] {
  return statement
    .split(/\s*(?:[,;:]|\s[-–—]\s|\b(?:if|but|because|as long as|provided)\b)\s*/i)
    .filter((clause) => clause.split(/\s+/).length >= 2)
    .reverse();
}

/** "…hallucinating in a disposition note?": where the visitor's system would do it, context for the question. */
const WHERE_IT_APPLIES = /\s+(?:in|for|on|within|inside|across) (?:a|an|the|our|their|each|every) (?:[\w-]+\s?){1,4}\?*\s*$/i;

/**
 * A question naming no topic of its own ("can you do that?") is read with the rest of the message; a long one whose
 * lead-in hides its topic also by the question clause at its end.
 */
/** "Which of your services would this fall under?", "under which service?": the service for their project. */
const WHICH_SERVICE_FITS =
  /\b(?:which|what) (?:one )?(?:of your )?(?:services?|practices?|offerings?|service lines?|teams?|departments?)\b[^.?!]{0,30}\b(?:fall|falls|come|comes) under\b|\b(?:which|what) (?:one )?(?:of your )?(?:services?|offerings?|service lines?)\b[^.?!]{0,20}\b(?:fits?|covers?|handles?|suits?|is (?:it|this|that)|would (?:it|this|that) be)\b|\bunder (?:which|what) (?:of )?(?:your )?(?:services?|offerings?)\b/i;

/**
 * The services the visitor's own words describe: those whose keywords they used ("a dashboard"), and those whose
 * description names a technology they named ("node + kafka" is the cloud service's event streaming).
 */
function servicesForTheirProject(turn: Turn, question: string): QuestionAnswers | null {
  if (!WHICH_SERVICE_FITS.test(question)) return null;
  const told = [...turn.earlierVisitor, turn.latest].map((message) => understandMessage(message, turn.chatLocale));
  const words = told.map((each) => each.read).join(' ');
  const technologies = told.flatMap((each) => each.technologies);
  const named = (term: string, text: string) => new RegExp(String.raw`\b${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i').test(text);
  const matches = turn.english.answers
    .filter((entry) => entry.id.startsWith('service-'))
    .filter((entry) => {
      const service = turn.english.services.find((each) => `service:${each.id}` === entry.show);
      const described = [entry.answer, service?.summary, ...(service?.highlights ?? [])].join(' ');
      return entry.keywords.some((keyword) => named(keyword, words)) || technologies.some((technology) => named(technology, described));
    })
    .map((entry) => ({ entry: turn.base.entry(entry.id) ?? entry, score: 0 }));
  return matches.length > 0 ? { question, matches, unknownNames: [], hasTopic: true } : null;
}

/** "so what would stop yours doing exactly the same": the visitor's story before, asked of what we would build. */
const DOING_THE_SAME =
  /\b(?:stops?|prevents?|keeps?)\s+(?:yours|it|them|your (?:one|bot|assistant|system|chatbot|ai))\s+(?:from\s+)?(?:doing|happening|going)\s+(?:exactly\s+|just\s+)?(?:the same|that|this)(?:\s+(?:thing|again))?\W*$/i;

/** "vous faites mieux ou pareil ?" (read "you do better or the same?") after a tool was named: a build against it. */
const BETTER_OR_THE_SAME =
  /^\W*(?:(?:and|so|but|ok)\W+)?(?:(?:can|could|do|would|will|are|is)\s+)?(?:you|u|yours)\b[^.?!]{0,20}\b(?:better|the same|as good|any different)\b[^.?!]{0,25}\W*$/i;

/**
 * "Could you say that again in plainer words?", "Können Sie das einfacher erklären?" (read "…more simply explain"), "en
 * deux lignes": the answer just given, asked again for someone else or in fewer words.
 */
const PLAINER = String.raw`(?:more simply|simpl(?:er|y)|plain(?:er|ly)?|clear(?:er|ly)|short(?:er|ly)|in (?:a |one |two |three |2 |3 |a few |two,? three |two or three |2-3 )?(?:(?:simple|short|plain|easy) )?(?:lines?|sentences?|words)|in (?:plain(?:er)?|simpler?|other|fewer|easier|layman'?s?) (?:words|terms|english|language)|for non-technical people)`;
const SAY_IT = String.raw`(?:say|explain|put|tell|repeat|summari[sz]e)`;
/** Only pronouns between the verb and the manner: "give me a short overview of the packages" asks for something new. */
const POINTED_AT = String.raw`(?:\s+(?:me|us|him|her|them|it|that|this|the|again|once more|please|all))*`;
const IN_PLAINER_WORDS = new RegExp(String.raw`\b${SAY_IT}${POINTED_AT}\s+${PLAINER}\b|\b${PLAINER}(?:\s+again)?\s+${SAY_IT}\b`, 'i');

/** "What happens on each of the days?", "walk me through it step by step": every step of a plan, not its gist. */
const STEP_BY_STEP =
  /\b(?:each|every|all) (?:of )?(?:the |those |these )?(?:single |\d+ )?(?:days?|steps?|phases?|stages?)\b|\b(?:day|step|phase|stage)[- ]by[- ](?:day|step|phase|stage)\b|\bwalk (?:me|us) through\b/i;

/** The answer before asked again in plainer words; "tell me clearly whether…" asks something of its own. */
function asksInPlainerWords(question: string): boolean {
  return IN_PLAINER_WORDS.test(question) && !/\b(?:what|how|why|where|when|who|which|whether|if)\b/i.test(question);
}

function answerFor(turn: Turn, question: string): QuestionAnswers {
  const theirs = servicesForTheirProject(turn, question);
  if (theirs) return theirs;
  // The gist of what was answered: names the question before did not know were declined then, and the list of our
  // services a word like "build" found beside the answer is not what is asked again.
  const again = asksInPlainerWords(question) ? (answeredLast(turn, question) ?? askedBefore(turn, question)) : null;
  if (again) {
    const answered = again.matches.filter((match) => !match.entry.id.startsWith('service'));
    return { ...again, matches: answered.length > 0 ? answered : again.matches, unknownNames: [] };
  }
  const againstATool = turn.base.entry('private-vs-copilot');
  if (againstATool && BETTER_OR_THE_SAME.test(question) && !namesAChatTool(question) && namesAChatTool(turn.understood.read))
    return { question, matches: [{ entry: againstATool, score: 1 }], unknownNames: [], hasTopic: true };
  const story = DOING_THE_SAME.test(question) ? turn.earlierVisitor.at(-1) : undefined;
  const told = story && answerOfStatements(turn, statementsOf(understandMessage(story, turn.chatLocale).read));
  if (told && told.matches.length > 0) return { ...told, question, hasTopic: false };
  const asked = turn.base.answer(question);
  // Nothing found for the whole: the question without the place it applies to, when that alone finds an answer.
  const general = asked.hasTopic && asked.matches.length === 0 ? question.replace(WHERE_IT_APPLIES, '?') : question;
  const whole = general === question ? asked : { ...turn.base.answer(general), question };
  // "If the model gets upgraded, do we still have control?": its last clause alone would find another topic.
  const found = withTail(
    turn,
    whole.matches.length > 0 ? whole : asked,
    asksBeyondTheKnowledge(question) ? undefined : trailingQuestion(question),
  );
  // "this is useless, do you even…": the rest of a rude message is not a topic.
  if (turn.understood.rude) return found;
  // "Many requests come in Turkish or Arabic. Can the assistant do that?": what "that" points to comes first, unless the
  // question names a topic beyond the kind of project ("How fast can we have that?").
  // "…live updates without reloading. Have you done that?": the work described, not the references a "done" finds.
  // "…making up case law. How do you stop that?": what is done about what was just said, whatever "stop" finds.
  // "…thousands of people at once. Can it scale to that?": the load asked about has no answer, whatever was said before.
  const refersBack =
    REFERS_BACK.test(question) &&
    !asksBeyondTheKnowledge(question) &&
    (ACTS_ON_WHAT_WAS_SAID.test(question) ||
      found.matches.every(
        (match) =>
          match.entry.id.startsWith('service') ||
          // "the website says 4 days. is that real for us?": no person asked for, whatever "real" finds.
          (match.entry.id === 'talk-to-person' && !namesAPerson(question)) ||
          (match.entry.id === 'references' && !/\b(?:referen\w*|clients?|customers?|case stud\w*)\b/i.test(question)),
      ));
  const statements = statementsOf(turn.understood.read);
  // "and for the second site?" as the whole message: nothing of its own found, it asks the question before again.
  const onlyQuestion = turn.understood.questions.length === 1 && statements.trim() === '';
  // "Same question for our office in Singapore, they handle the Asia cases.": the question before, whatever else is asked.
  const askedAgain =
    ((onlyQuestion && found.matches.length === 0) || SAME_QUESTION_AGAIN.test(question)) && asksAgainOfAnother(question)
      ? followingUp(turn, question)
      : null;
  if (askedAgain) return askedAgain;
  // "…kept forever. Thoughts?": an opinion asked on each thing said; on a budget or a date, their fit is answered below.
  const { budget, timeline } = turn.understood;
  const onEach = OPINION_ASKED.test(question) && !budget && !timeline ? answerOfEachStatement(turn, statements, question) : null;
  if (onEach) return onEach;
  if (found.hasTopic && !refersBack) return found;
  if (statements.trim() === '') return followingUp(turn, question) ?? found;
  const stated = answerOfStatements(turn, statements);
  if (stated) return { ...stated, question, hasTopic: false };
  if (refersBack && found.hasTopic) return found;
  const described = describedTopics(turn.base.answer(statements));
  // "Opening hours, sample drop-off, billing for self-payers. Would that work?" for an assistant: the topics it would
  // answer from the client's own content.
  const documents = turn.base.entry('document-assistant');
  if (described.matches.length === 0 && documents && ANSWERS_FROM_CONTENT.has(turn.state.context.projectType ?? ''))
    return { question, matches: [{ entry: documents, score: 0 }], unknownNames: [], hasTopic: false };
  return { ...described, question, hasTopic: false };
}

/**
 * "I am the responsible of prevention and environment.": who is writing, which asks nothing of the knowledge ("I'm the
 * CTO and we need it on-premise" states a need too).
 */
const WRITER_INTRODUCED =
  /^\W*(?:(?:i am|i'm) (?:the|an?) (?!(?:bit|little|tad)\b)|i (?:work as|head|lead|manage)\b)(?![^.?!]*\b(?:we|our|us|need|want|must|should|have to)\b)/i;

/** What a question that points back at the visitor's statements asks: the answer to the statement nearest it. */
/** The statements before a question, nearest first, without the one that only says who is writing. */
function statementsNearestFirst(statements: string): string[] {
  return statements
    .split(/(?<=[.!])\s+/)
    .reverse()
    .filter((statement) => !WRITER_INTRODUCED.test(statement));
}

function answerOfStatements(turn: Turn, statements: string): QuestionAnswers | null {
  // "Our parent wants HIPAA, we need GDPR. Can you handle both?": the statement nearest the question first.
  for (const statement of statementsNearestFirst(statements)) {
    const near = describedTopics(turn.base.answer(statement));
    if (near.matches.length > 0) return near;
    // "…connects to Doctolib for the appointments. Possible?": the statement without what it would be used for.
    const said = statement.replace(/[.!]+\s*$/, '');
    const general = said.replace(WHERE_IT_APPLIES, '');
    const generalNear = general === said ? near : describedTopics(turn.base.answer(general));
    if (generalNear.matches.length > 0) return generalNear;
    // A long statement's clause, nearest first: "…we can go up to 90k if it includes integration with our CRM. Does it?"
    for (const clause of clausesOf(statement)) {
      const inClause = describedTopics(turn.base.answer(clause));
      if (inClause.matches.length > 0) return inClause;
    }
  }
  return null;
}

/**
 * "…must only show a rider their own data. And we don't want location history kept forever. Thoughts?": an opinion
 * asked on all the statements before it, each answered.
 */
function answerOfEachStatement(turn: Turn, statements: string, question: string): QuestionAnswers | null {
  // The statements nearest the question first: a first one often only sets the scene ("Our DPO has a concern").
  const matches = statementsNearestFirst(statements).flatMap((statement) =>
    describedTopics(turn.base.answer(statement)).matches.slice(0, 1),
  );
  const distinct = matches.filter((match, index) => matches.findIndex((other) => other.entry.id === match.entry.id) === index);
  return distinct.length > 0 ? { question, matches: distinct.slice(0, MAX_ANSWERS_PER_QUESTION), unknownNames: [], hasTopic: false } : null;
}

/** "Thoughts?", "what do you think?", "your view?": an opinion asked on what was said, with no topic of its own. */
const OPINION_ASKED = /^\W*(?:any |your )?(?:thoughts|views?|opinions?|take)\W*$|^\W*what do you (?:think|reckon|say)\W*$/i;

/** "How long?", "Where?", "Why?": a question word with nothing to say what it asks about. */
const BARE_INTERROGATIVE =
  /^\W*(?:(?:and|so|but|ok|okay)\W+)?(?:how long|how much|how often|how many|when|where|why|which ones?|what for)\W*$/i;

/** "Do you store this chat? How long?": a short question read with the question just before it in the same message. */
function withQuestionBefore(turn: Turn, question: string, before: string | undefined): QuestionAnswers | null {
  // "how much + how long??": two bare questions, each asked on its own.
  return before && BARE_INTERROGATIVE.test(question) && !BARE_INTERROGATIVE.test(before) ? readTogether(turn, question, before) : null;
}

/** A short question searched with the words that give its topic; null when together they find nothing either. */
function readTogether(turn: Turn, question: string, context: string): QuestionAnswers | null {
  const found = describedTopics(turn.base.answer(`${context} ${question}`));
  return found.matches.length > 0 ? { ...found, question } : null;
}

/** Projects whose assistant answers from the client's own content. */
const ANSWERS_FROM_CONTENT: ReadonlySet<string> = new Set(['chatbot', 'AI search', PORTAL_WITH_ASSISTANT]);

/** The list of all we build: never the "in general" answer to a question about something named. */
const BROAD_ANSWERS: ReadonlySet<string> = new Set(['services']);

/** The answers for who is writing (a job seeker, the press, an existing client…), given by who they are. */
const WHO_IS_WRITING_ANSWERS: ReadonlySet<string> = new Set(Object.values(ANSWER_FOR_KIND));

/** What a statement describes ("billing for self-payers") is the project's, never who the visitor is (an invoice of ours). */
function describedTopics(found: QuestionAnswers): QuestionAnswers {
  return { ...found, matches: found.matches.filter((match) => !NOT_DESCRIBED.has(match.entry.id)) };
}

/** Never what a project's statement describes: who is writing, or what to bring to our call ("…what to bring, parking"). */
const NOT_DESCRIBED: ReadonlySet<string> = new Set([...WHO_IS_WRITING_ANSWERS, 'discovery-call-prep']);

/** Words of a short follow-up ("difference?", "and for us?") that asks about the visitor's previous message. */
const FOLLOW_UP_WORDS = 3;

/** "the other one?", "das in der Mitte", "et l'autre ?": a package pointed at, not named. */
const OTHER_ONE = /\b(?:other|remaining|andere[n]?|autre)\b/i;
/** "what's in it?", "what does it include?": the contents of the one thing named just before. */
const WHAT_IT_INCLUDES =
  /\bwhat(?: exactly| precisely| actually)?(?:'s|s| is| comes| do (?:you|we|i) get)\b[^.?!]{0,30}\b(?:in (?:it|there|that|this)|inside|included)\b|\bwhat (?:does|do) (?:it|that|this)(?: one)? (?:include|contain|come with|cover|have)\b/i;
/** "l'autre idée", "the other project": the other of something the visitor named that is no package. */
const OTHER_THING =
  /\b(?:other|andere[n]?|autre)\s+(?!(?:one|ones|package|packages|plan|plans|tier|tiers|option|paket|pakete|forfaits?|offres?|formules?)\b)\p{L}{3,}/iu;
/** "the second one", "das zweite", "le deuxième": a package by its place in the list of three too. */
const MIDDLE_ONE =
  /\b(?:middle|mid|mitte|mittlere\w*|milieu|the second (?:one|package|plan|tier)|das zweite|(?:le|la) (?:deuxième|seconde?))\b/i;
const SMALLEST_ONE =
  /\b(?:cheapest|smallest|the (?:cheap|small|basic|entry(?:-level)?) (?:one|package|plan|tier)|kleinste\w*|günstigste\w*|billigste\w*|(?:le|la) plus petite?|(?:le|la) moins ch[eè]re?|the first (?:one|package|plan|tier)|das erste|(?:le|la) premi(?:er|ère))\b/i;
const BIGGEST_ONE =
  /\b(?:biggest|largest|größte\w*|grösste\w*|teuerste\w*|(?:le|la) plus (?:grande?|ch[eè]re?|complète?)|the (?:third|last|top) (?:one|package|plan|tier)|das (?:dritte|letzte)|(?:le|la) (?:troisième|dernier|dernière))\b/i;
const CHEAPER_ONE =
  /\b(?:cheaper|smaller|less expensive|the one below|the one under(?:neath)?|darunter|en dessous|günstiger\w*|billiger\w*|kleiner\w*|moins ch[eè]re?|plus petite?)\b/i;
const BIGGER_ONE = /\b(?:bigger|larger|more expensive|größer\w*|grösser\w*|teurer\w*|plus grande?|plus ch[eè]re?|plus complète?)\b/i;
const POINTING_WORDS = 12;
const ORDINAL_ONE =
  /\b(?:first|second|third|last|erste|zweite|dritte|letzte|premi(?:er|ère)|deuxième|seconde?|troisième|derni(?:er|ère))\b/i;
/**
 * "the second one", "the first of the two", "and the third?", "beim zweiten" (read "at the second"): a package by its
 * place among those just listed; "the first thing we need" is no package.
 */
const PACKAGE_BY_PLACE =
  /\bthe (first|second|third|last)(?= (?:one|of (?:the )?(?:two|both|three|them))\b|\s*(?:[?,.!]|$))|\bat the (first|second|third|last)\b(?! (?:step|phase|call|meeting|time|glance|sight)s?\b)/i;
const COMPARES = /\b(?:vs\.?|versus|compared?|comparison|difference|differ)\b/i;
/** "and the cheaper one, can that do HubSpot too? we launch in 2 months": a package pointed at in a longer message. */
const POINTED_ONE =
  /\bthe (?:cheaper|cheapest|smaller|smallest|bigger|biggest|larger|largest|middle|less expensive|more expensive) (?:one|package|plan|tier)\b/i;
const PACKAGE_WORD = /\b(?:packages?|plans?|tiers?)\b/i;
const ASKS_THE_PRICE = /\b(?:cost|costs|price|prices|pricing|how much)\b/i;

/**
 * The package a short follow-up points at: the middle one of the three, or the one left after the visitor named the
 * others. Null when the message names a package itself, or nothing before was about packages.
 */
function packageReferredTo(turn: Turn): Knowledge['packages'][number] | null {
  const { latest, understood, knowledge } = turn;
  // "Is the smallest package enough for us, or do we need something bigger?": a recommendation, answered as one.
  if (understood.questions.some((question) => question.kind === 'recommendation')) return null;
  // "We'd like the Professional AI CRM for our portal. What exactly is in it?": the one package this message names.
  const namedNow = packagesNamed(knowledge, understood.read);
  if (namedNow.length === 1 && understood.questions.some((question) => WHAT_IT_INCLUDES.test(question.text))) return namedNow[0]!;
  // A long message points at a package only by its place among them ("le moins cher des forfaits").
  // "and the cheap one, does it plug into Open GI?" after a package was shown points at it too.
  const packageShown = turn.earlierReplies.some((reply) => knowledge.packages.some((pack) => reply.includes(`**${pack.name}**`)));
  // "et le premier des deux, il inclut…?" (read "the first of two") after two were named, "beim zweiten" after the three
  // were shown: the package at that place.
  const byOrder = PACKAGE_BY_PLACE.exec(understood.read);
  const place = (byOrder?.[1] ?? byOrder?.[2])?.toLowerCase();
  if (place && !COMPARES.test(understood.read) && packagesNamed(knowledge, understood.read).length === 0) {
    const namedBefore = packagesNamedJustBefore(turn);
    const listed = namedBefore.length >= 2 ? namedBefore : packageShown ? knowledge.packages : [];
    const index = place === 'last' ? listed.length - 1 : ['first', 'second', 'third'].indexOf(place);
    if (listed[index]) return listed[index];
  }
  const byPlace =
    ((PACKAGE_WORD.test(understood.read) || packageShown) && (SMALLEST_ONE.test(latest) || BIGGEST_ONE.test(latest))) ||
    (POINTED_ONE.test(understood.read) && !COMPARES.test(understood.read));
  if ((latest.split(/\s+/).length > POINTING_WORDS && !byPlace) || packagesNamed(knowledge, understood.read).length > 0) return null;
  // "and the second one? what's the difference": the comparison, which says what each adds.
  if (COMPARES.test(understood.read) && ORDINAL_ONE.test(latest)) return null;
  const earlier = turn.earlierVisitor.map((message) => understandMessage(message, turn.chatLocale).read).join(' ');
  const named = packagesNamed(knowledge, earlier);
  // "and the cheaper one?" after a recommendation: the package below the one last shown (above, for "the bigger one").
  const said = (pack: Knowledge['packages'][number]) => turn.earlierReplies.some((reply) => reply.includes(`**${pack.name}**`));
  // "was kostet das kleinste Paket?", "le moins cher des forfaits": the package named by its place in this message.
  const talkedAbout = named.length > 0 || knowledge.packages.some(said) || PACKAGE_WORD.test(understood.read);
  if (talkedAbout && SMALLEST_ONE.test(latest)) return knowledge.packages[0] ?? null;
  if (talkedAbout && BIGGEST_ONE.test(latest)) return knowledge.packages.at(-1) ?? null;
  const step = CHEAPER_ONE.test(latest) ? -1 : BIGGER_ONE.test(latest) ? 1 : 0;
  if (step !== 0 && talkedAbout) {
    const shown = knowledge.packages.findLastIndex((pack) => said(pack) || named.includes(pack));
    return knowledge.packages[Math.min(Math.max(shown + step, 0), knowledge.packages.length - 1)] ?? null;
  }
  // "and the middle one?" after a recommendation: the middle of the three, whoever named the packages.
  if (talkedAbout && (MIDDLE_ONE.test(latest) || MIDDLE_ONE.test(understood.read))) return knowledge.packages[1] ?? null;
  if (named.length === 0) return null;
  // "how much is your pro package?" then "and what's in it": the one package the visitor's last message named.
  const namedJustBefore = packagesNamedJustBefore(turn);
  if (WHAT_IT_INCLUDES.test(understood.read) && namedJustBefore.length === 1) return namedJustBefore[0]!;
  if (!OTHER_ONE.test(latest) && !OTHER_ONE.test(understood.read)) return null;
  // "et pour l'autre idée, l'assistant interne ?": the other of something else the visitor named, not a package.
  if (OTHER_THING.test(latest)) return null;
  // "Between Professional and Enterprise, which one?" then "and the other one?": the one of the two not recommended.
  const recommended = named.filter((pack) => turn.earlierReplies.at(-1)?.includes(`**${pack.name}**`));
  if (named.length === 2 && recommended.length === 1) return named.find((pack) => pack !== recommended[0]) ?? null;
  const left = knowledge.packages.filter((pack) => !named.includes(pack));
  return left.length === 1 ? left[0]! : null;
}

/** The packages the visitor's previous message named ("how much is the pro plan?" before "and what's in it?"). */
function packagesNamedJustBefore(turn: Turn): Knowledge['packages'] {
  const previous = turn.earlierVisitor.at(-1);
  return previous ? packagesNamed(turn.knowledge, understandMessage(previous, turn.chatLocale).read) : [];
}

/** "vs what we have now", "compared to ours": the visitor's own package set against the one shown. */
const AGAINST_THEIRS =
  /\b(?:vs\.?|versus|compared? (?:to|with)|than|from|over)\s+(?:what we(?:'ve)? (?:have|got|use|run)|ours\b|our (?:current|existing|present) (?:one|package|plan|setup))/i;

/** What the package last shown adds to the one the visitor said they have, when they set it against theirs. */
function packageSetAgainstTheirs(turn: Turn): string | null {
  const { understood, knowledge } = turn;
  if (!AGAINST_THEIRS.test(understood.read) || packagesNamed(knowledge, understood.read).length > 0) return null;
  const earlier = turn.earlierVisitor.map((message) => understandMessage(message, turn.chatLocale).read);
  const theirName = earlier.map((read) => THEIR_PACKAGE.exec(read)?.[1]).find(Boolean);
  const theirs = knowledge.packages.findIndex((pack) => theirName && pack.name.toLowerCase().startsWith(theirName.toLowerCase()));
  const shown = knowledge.packages.findLastIndex((pack) => turn.earlierReplies.some((reply) => reply.includes(`**${pack.name}**`)));
  if (theirs < 0 || shown <= theirs) return null;
  const added = knowledge.packages.slice(theirs + 1, shown + 1).map((_, offset) => packageAdds(knowledge, theirs + 1 + offset));
  return added.every(Boolean) ? added.join('\n') : null;
}

/** What one package adds to its neighbour, when the visitor sets the package named just before against "the middle one". */
function packageSetAgainstTheMiddle(turn: Turn): string | null {
  const { latest, understood, knowledge } = turn;
  if (!COMPARES.test(understood.read) || !(MIDDLE_ONE.test(latest) || MIDDLE_ONE.test(understood.read))) return null;
  if (packagesNamed(knowledge, understood.read).length > 0) return null;
  const [named, ...more] = packagesNamedJustBefore(turn);
  if (!named || more.length > 0) return null;
  const index = knowledge.packages.indexOf(named);
  // Next to the middle one, above or below it: the higher one's additions are the difference.
  return Math.abs(index - 1) === 1 ? packageAdds(knowledge, Math.max(index, 1)) : null;
}

/** "and for the second site?", "et pour le deuxième entrepôt ?": the question before, asked again of something else. */
const ASKED_AGAIN_OF_ANOTHER =
  /^\W*(?:(?:and|so|but)\s+)?(?:(?:(?:what|how) about|for|in|with|at)\s+(?:the\s+|our\s+|your\s+)?(?:second|other|another|next|third|2nd|3rd|remaining|last)\b|same (?:for|with|in)\b)[^?]{0,30}\?*\s*$/i;
/** Words of a question that asks the one before again of another site, team or product ("and for the second site?"). */
const ASKED_AGAIN_WORDS = 7;

/** "and for the second site?", or "same question for our sharia unit, it is a separate system": the one before, again. */
function asksAgainOfAnother(question: string): boolean {
  return (question.split(/\s+/).length <= ASKED_AGAIN_WORDS && ASKED_AGAIN_OF_ANOTHER.test(question)) || SAME_QUESTION_AGAIN.test(question);
}

/**
 * "Difference?" right after "packages": the short follow-up read with the visitor's previous message; "and for the
 * second site?" read with the last question of it.
 */
function followingUp(turn: Turn, question: string): QuestionAnswers | null {
  const previous = turn.earlierVisitor[turn.earlierVisitor.length - 1];
  if (!previous) return null;
  const words = question.split(/\s+/).length;
  if (words > FOLLOW_UP_WORDS && !asksAgainOfAnother(question)) return null;
  if (words > FOLLOW_UP_WORDS) return askedBefore(turn, question);
  const together = readTogether(turn, question, understandMessage(previous, turn.chatLocale).read);
  return together ? { ...together, hasTopic: false } : null;
}

/** The answers Vera's last reply gave (by their opening shown there), for "say that again in plainer words". */
function answeredLast(turn: Turn, question: string): QuestionAnswers | null {
  const last = turn.earlierReplies.at(-1);
  if (!last) return null;
  const matches = turn.knowledge.answers
    .filter((entry) => !entry.id.startsWith('service'))
    .filter((entry) => {
      const opening = paragraphsOf(answerText(entry, turn.knowledge))[0];
      return opening !== undefined && opening !== '' && last.includes(opening);
    })
    .flatMap((entry) => turn.base.entry(entry.id) ?? [])
    .map((entry) => ({ entry, score: 1 }));
  return matches.length > 0 ? { question, matches, unknownNames: [], hasTopic: false } : null;
}

/** The answer to the last question of the visitor's message before, for a question that asks it again. */
function askedBefore(turn: Turn, question: string): QuestionAnswers | null {
  const previous = turn.earlierVisitor.at(-1);
  if (!previous) return null;
  const understood = understandMessage(previous, turn.chatLocale);
  const before = understood.questions.at(-1)?.text;
  if (!before) return null;
  // The answer to the question before holds for the other one too; a bare "Possible?" is asked of what it follows.
  const asked = describedTopics(turn.base.answer(before));
  const again = asked.matches.length > 0 ? asked : answerOfStatements(turn, statementsOf(understood.read));
  return again && again.matches.length > 0 ? { ...again, question, hasTopic: false } : null;
}

/** Whether the project told fits one of the packages (then which), or is custom work. */
function packageOrCustom(turn: Turn): string {
  if (fitsAPackage(turn)) return recommendation(turn);
  const type = turn.state.context.projectType;
  const project = type ? ` (${lowerFirst(projectNamed(turn, type))})` : '';
  return {
    en: `What you describe${project} is a custom project rather than one of the packages.`,
    de: `Was Sie beschreiben${project}, ist ein individuelles Projekt und keines der Pakete.`,
    fr: `Ce que vous décrivez${project} est un projet sur mesure plutôt qu'un de nos forfaits.`,
  }[turn.locale];
}

/**
 * "Can you do it?", "Is that something you do?", "Gehört das zu Ihrem Leistungsspektrum?" (read "is that part of your
 * services?"), "könnt ihr sowas baun?" (read "can you something like this build?"): whether we take on what was just
 * described.
 */
const ASKS_IF_WE_CAN =
  /^\W*(?:so |and )?(?:is|would be|would) (?:that|this|it|something like (?:this|that))(?: be)? (?:part of|among|within|covered by|in) (?:your|the) (?:services|offering|portfolio|scope|expertise|range(?: of services)?|line of work)\W*$|^\W*(?:so |and |but )?(?:(?:can|could) (?:you|u)|(?:you|u) (?:can|could)) help(?: (?:me|us))?(?: (?:with (?:that|this|it)|out))?\W*$|^\W*(?:so |and |but )?(?:do|can|could) (?:you|u) (?:do|handle|build|offer|cover|take on) (?:both|all (?:of )?(?:these|those|three|that)|them all|either)(?: (?:kinds?|types?|things|projects?|of (?:them|these|those)))?(?: of (?:work|projects?|things?))?\W*$|^\W*(?:(?:could|can|would) (?:an? |the )?(?:chat ?bot|bot|assistant|ai)|(?:an? |the )?(?:chat ?bot|bot|assistant|ai) (?:could|can|would)) (?:answer|respond|handle|do)(?: (?:that|this|it|them))?\W*$|^\W*(?:so |and |but )?(?:can|could|would|will|do) (?:you|u|your team)\b(?:\s+\w+){0,3}\W*$|\bsomething (?:that )?you(?:'d| would| could)? (?:do|offer|build|handle|undertake|deliver|provide|take on|work on|set up)\b|\b(?:is|would) (?:that|this|it|the) (?:be )?(?:\w+ly |basically |in principle )?(?:possible|doable|feasible|realistic)\b|^\W*(?:(?:is|would|will|est-ce) (?:(?:it|this|that|something like (?:this|that)) )?(?:be )?)?(?:possible|doable|feasible|realistic|achievable)(?: (?:for|with|at|by) (?:you|u|your (?:team|company|agency)))?\W*$|^\W*(?:can|(?:can|possible|doable) or not)\W*$|^\W*(?:so |and |but )?(?:do )?(?:you|u) (?:\w+ )?(?:do|build|make|offer|handle|deliver) (?:that|this|it|ça|something like (?:this|that))\W*$|^\W*(?:so |and |but )?(?:can|could|would|will|do) (?:you|u|your team) (?:build|make|do|deliver|develop|create) (?:something|anything|one|that|this|it)(?: (?:like|similar to) (?:this|that|it))?\W*$|^\W*(?:so |and |but )?(?:can|could|would|will) (?:you|u|your team) (?:something|anything|that|this|it)(?: (?:like|similar to) (?:this|that|it))? (?:build|make|do|deliver|develop|create)\W*$|^\W*(?:any )?(?:thoughts|ideas|opinions?)\W*$|^\W*what do you (?:think|reckon|say)\W*$|^\W*(?:so |and )?(?:does|would|will) (?:that|this|it) (?:fit|match|suit|work with) (?:how you work|your (?:approach|way of working|work|services|offering)|what you do)\W*$|^\W*(?:could|can|would) you work (?:with|like) (?:that|this)\W*$|^\W*(?:it|that|this)(?: is|'s| would be) (?:possible|doable|feasible|realistic|achievable)\W*$|^\W*(?:so |and )?(?:is|would) (?:that|this|it) (?:be )?(?:the (?:kind|sort|type) of (?:thing|project|work)|something|what) (?:that )?(?:you|u|your team) (?:\w+ )?(?:build|do|offer|make|deliver|handle|take on|work on)\W*$/i;

/**
 * A project that works from the client's documents: reading, checking or answering from them; summarising their
 * messages or readings is such work too.
 */
const WORKS_FROM_DOCUMENTS =
  /\bsummari[sz]\w*\b[^.?!]{0,60}\b(?:messages|data|readings|measurements|transcripts|conversations|calls|chats|logs)\b|\b(?:read\w*|explain\w*|extract\w*|pre-?fill\w*|pre-?cod\w*|pre-?check\w*|check\w*|hunt\w*|review\w*|analy[sz]\w*|classif\w*|sort\w*|summari[sz]\w*|summar(?:y|ies)|pull\w* (?:out )?(?:the )?(?:key )?(?:facts|data|information|details|figures|numbers|amounts|values|fields|totals)|(?:re-?key|key)\w* in|(?:copy|copi|typ)\w* (?:over |across |out )?(?:the )?(?:figures|numbers|amounts|values|fields|data|details)|understand\w*|process\w*|answer\w*|search\w*|quer(?:y|ies|ying)|q ?& ?a|find\w*|look\w* up|draft\w*|help\w*|questions? (?:to|about|on|from|over|regarding|in|of)|(?:gives?|giving|provides?|providing) (?:\w+ )?(?:info|information|answers|guidance)|(?:assistant|bot|chatbot|copilot|search) (?:over|on top of|across|for (?:our|their|the))|access(?:es|ing)?|draws? on|ask(?:s|ed|ing)?)\b[^.?!]{0,120}\b(?:documents?|docs|pdfs?|scans?|scanned|forms|handbooks?|manuals?|guidelines|guidance|guides|notices?|instructions for use|ifus?|(?:technical )?data ?sheets|fact ?sheets|specifications|(?:policy |web |information )?pages|(?:validated |approved |own )?(?:content|contents)|(?:patients? |product |member |fach )?information|policies|wordings|contracts|invoices|receipts|reports|letters|prescriptions?|files|records|protocols?|amendments|documentation|knowledge base|document base|intranet|sheets|fact sheets|wiki|templates|instructions|procedures|prospectuses|complaints|claims|(?:bank |account )?statements|payslips|pay slips|rulebooks?|circulars|leaflets?|monographs|formulary|sops|faqs?|brochures?|booklets?|internal rules|regulations?|policy conditions|terms and conditions|t&cs|tables|runbooks?|playbooks?|(?:incoming )?e-?mails|(?:research |meeting |committee |case )?notes|minutes|(?:service |product |price )?catalog(?:ue)?s?|(?:label |product |approved )?texts|package inserts|(?:legal )?opinions|memos|briefs|rulings|judg(?:e)?ments|case files|dossiers|certificates|wills|deeds|(?:register )?extracts)\b|\b(?:documents?|docs|pdfs?|scans?|forms|notes|certificates|wills|deeds|handbooks?|manuals?|guidelines|wordings|contracts|invoices|receipts|reports|letters|prescriptions?|files|fact sheets|rulebooks?|circulars|instructions|protocols?|leaflets|policy conditions|guides|booklets|brochures?|(?:patients? |product |member )?information)\b[^?!]{0,80}\b(?:read\w*|extract\w*|pre-?fill\w*|check\w*|review\w*|analy[sz]\w*|classif\w*|summari[sz]\w*|summar(?:y|ies)|pull\w*|understand\w*|answer\w*|search\w*|quer(?:y|ies|ying)|(?:pre-?)?sort\w*|q ?& ?a|stitch\w*|compil\w*|assembl\w*|collat\w*|access(?:es|ed|ing)?)\b/i;

/** The visitor's own material named: what an assistant built for them answers from. */
const OWN_DOCUMENTS_NAMED =
  /\b(?:our|their|the|of|about|on) (?:[\w'’-]+ ){0,2}(?:[\w]+-)?(?:documents?|docs|manuals?|handbooks?|guidelines?|polic(?:y|ies)|protocols?|procedures?|standards|plans|leaflets?|instructions|wikis?|knowledge base|files?|records|contracts?|templates?|case law|rules|(?:legal )?opinions|memos|briefs|rulings|judg(?:e)?ments|case files|dossiers)\b/i;
const DOCUMENT_ANSWERS = ['document-processing', 'document-assistant'];
/** Any of the client's documents mentioned at all ("…in product documents and internal guidelines"). */
const DOCUMENTS_MENTIONED =
  /\b(?:documents?|docs|pdfs?|scans?|manuals?|handbooks?|guidelines|guidance|polic(?:y|ies)|protocols?|procedures|contracts?|files?|records|forms|invoices?|receipts?|bills|(?:(?:service|utility|energy|phone|medical|hospital|repair) )?bill|payslips?|pay ?slips|reports|letters|notes|wordings|leaflets|instructions|paperwork|prescriptions|notices|statements?|certificates|knowledge base|wiki|intranet|(?:data |safety |fact |spec )?sheets|datasheets|emergency plans?|SOPs?|FAQs?)\b/i;
/** "…an assistant for questions about vaccinations and school check-ups": people answered from the client's content. */
const ANSWERS_QUESTIONS_ABOUT =
  /\b(?:assistant|chat ?bot|bot)\b[^.?!]{0,60}\b(?:questions?|enquiries|inquiries)\b (?:about|on|regarding|concerning|around|to)\b/i;

/**
 * "we do logistics, tons of PDFs (bills of lading, customs docs)", "more than 3.000 safety data sheets": a pile of
 * documents told is what AI could work on.
 */
const DOCUMENT_PILE =
  /\b(?:tons|lots|loads|piles|stacks|mountains|hundreds?|thousands?|masses|a flood|a mountain|a pile|(?:like |about |around |some )?\d{2,}\+?)(?: of)? (?:[\w-]+ ){0,2}?(?:pdfs?|documents|forms|invoices|scans|paperwork|files|letters|prescriptions|leaflets|guides|contracts|claims|receipts|sheets|datasheets|(?:claim |damage |incident )?reports)\b/i;

/**
 * An assistant or search that answers people from the client's material (RAG is retrieval over it), rather than a
 * process that reads documents.
 */
const ANSWERS_FROM_MATERIAL =
  /\b(?:rag|retrieval|answer\w*|repl(?:y|ies)|respond\w*|search\w*|look(?:s|ing)? for|q ?& ?a|questions?|gives? (?:\w+ )?(?:info|information|answers|guidance)|(?:find|look up|get) (?:the |their |all )?(?:info|information|answers)|assistant|chatbot|bot|copilot|chat)\b/i;

/** Work from the client's documents: answering people from them, or reading them in a process (extract, check, draft). */
function documentAnswer(turn: Turn): KnowledgeAnswer | undefined {
  // An automation ("an intake assistant that reads the reports and drafts the case") reads documents in a process.
  const type = turn.state.context.projectType ?? '';
  // "AI product search on the site, and reading the prescriptions customers upload": the clause naming the documents
  // says what is done with them.
  const clauses = turn.understood.read.split(/[.;:!?]+\s*|,\s+(?:and|plus|as well as)\s+/);
  const aboutDocuments = clauses.filter((clause) => WORKS_FROM_DOCUMENTS.test(clause));
  const fromMaterial = (aboutDocuments.length > 0 ? aboutDocuments : [turn.understood.read]).some((clause) =>
    ANSWERS_FROM_MATERIAL.test(clause),
  );
  // "…lose hours hunting for clauses in old files": a search project finds in the documents, whatever verb says so.
  const answers =
    (fromMaterial && type !== 'AI automation') || type === 'AI search' || (ANSWERS_FROM_CONTENT.has(type) && aboutDocuments.length === 0);
  return turn.base.entry(answers ? 'document-assistant' : 'document-processing');
}

/** "c'est nous qui relisons et signons ?" (read "it is we who reread and sign?"): their people keep the last word. */
const WE_SIGN_OFF_ASKED =
  /\b(?:it is|it's|is it) (?:we|us|our (?:\w+ )?(?:team|staff|people|professionals?|doctors|nurses|lawyers))(?: ourselves)? who\b[^.?!]{0,30}\b(?:sign|decide|approve|validate|review|reread|check)\w*/i;

/** "Could it tell patients…?", "will the bot decide…?": whether the system would do something, a question with content. */
const ASKS_OF_THE_SYSTEM =
  /\b(?:can|could|would|will|does|should|might)(?:n'?t)? (?:it|the (?:bot|assistant|ai|chatbot|system|tool|model))\b(?:\W+(?:like|just|also|ever|even|really))*\W+\w+ (?:\w+\W+){1,}/i;

/**
 * "our dev team already knocked up a proof of concept": what the visitor built themselves, told ("we currently use
 * Salesforce" names a system to connect to, and stays asked).
 */
const ALREADY_HAVE =
  /\b(?:already|have|has|'ve)\b[^.?!]{0,30}\b(?:built|knocked up|hacked together|put together|developed|prototyped|made)\b|\b(?:proof of concept|prototype|poc)\b/i;
/** "it has to be in the app", "must speak Portuguese", "we'd also need…": a need of the system ("I have to be careful" is none). */
const STATES_A_NEED =
  /(?<!\bi |\bi've |\bi'll )\b(?:has|have|needs?|got) to (?:be|run|work|support|speak|handle|have|answer|cover|live)\b|\bmust (?:also )?(?:\w+ ){0,4}?(?:be|run|work|go|support|speak|handle|have|answer|cover)\b|\bshould (?:also )?(?:be|run|work|support|speak|handle|answer)\b|\bwe(?:'d| would)? (?:also )?need (?:it )?(?:to|in|on|for)\b|\b(?:on|in|top of) (?:my|our|the) wish ?lists?\b|\bwish ?list\b[^.?!]{0,20}:|\b(?:we|i)(?:'d| would) (?:really )?(?:love|like) (?:a|an|some|to (?:have|get|add))\b|\b(?:it|this|that|the (?:system|tool|bot|assistant|solution))(?:'d| would| will)? (?:also )?(?:need|have) to (?:feed|connect|integrate|sync|push|send|talk|plug|write|link|run|be|work|speak|support|handle)\b/i;
/** "We'd also want a support assistant that passes tricky questions to our clinical team": what it should do, stated. */
// "Wir hätten gern eine KI-Produktsuche, die…" (read "we would like a AI product search, the…"): the German relative.
const WANTS_A_SYSTEM_THAT =
  /\bwe(?:'d| would)? (?:also )?(?:need|want|like) (?:a|an|some) (?:[\w-]+ ){0,3}(?:(?:that|which|who)\b|[\w-]+, the\b)/i;

/** Answers given to needs stated without a question: the rest waits for the visitor's questions. */
const MAX_STATED_NEEDS = 2;

/** "we're already a client", "our project with you", "your invoice": someone whose work with us exists. */
const OUR_CLIENT_ASKING =
  /\b(?:already|existing|current)\b[^.?!]{0,20}\b(?:clients?|customers?)\b|\b(?:with|from|by) (?:you|vaultline)\b|\b(?:your|an?|the|our) invoices?\b|\bbilling\b/i;

/**
 * "who is responsible for that?", "whom do I contact?", "qui s'occupe de ça ?" (read "who occupe of that"), and from a
 * partner or a job seeker just given their route "Comment procéder ?" (read "how do we proceed?") or "An wen darf ich
 * unsere Präsentation schicken?" (read "to whom may I our presentation send?").
 */
const WHOM_TO_ASK =
  /^\W*(?:(?:and|so|ok(?:ay)?)\W+)?(?:how (?:do|should|can|shall) (?:we|i) (?:proceed|go about (?:it|this|that)|get started|start)|how to (?:proceed|go about (?:it|this|that)|get started)|what (?:are|would be) the next steps)\W*$|\bwho(?:m)?\b[^.?!]{0,20}\b(?:responsible|in charge|handles?|deals? with|takes? care|looks? after|occupe|contact\w*|speak to|talk to|write to|ask)\b|\bwho(?: is|'s) (?:the )?(?:right )?(?:person|contact)\b|\b(?:whom|where|to who)\b[^.?!]{0,30}\b(?:send|present|pitch|forward|submit)\w*\b/i;

/** "can I send you our portfolio?", "elle peut vous envoyer nos tarifs ?": the visitor's own material, offered to us. */
const SENDS_US_THEIRS =
  /\b(?:send|forward|mail|e-?mail|submit|present)\w*\s+(?:(?:to )?(?:you|u)\s+)?(?:our|my|her|his|their)\b|\b(?:you|u)\s+(?:send|forward|mail|e-?mail|submit|present)\w*\s+(?:our|my|her|his|their)\b/i;

/** Answers given to one "Doable?": more would bury the reply. */
const MAX_DESCRIBED_ANSWERS = 3;

/**
 * What a system we build can do, as a project description asks for it ("…bilingual", "data must stay in Switzerland"):
 * not how the agency works with clients (prices, response time, contracts), which a description does not ask.
 */
const CAPABILITIES = new Set([
  'hosting',
  'security',
  'data-training',
  'retention',
  'audit-logs',
  'accessibility',
  'languages',
  'integrations',
  'open-models',
  'hallucinations',
  'document-assistant',
  'document-processing',
  'assistant-handover',
  'technologies',
  'separate-parts',
]);

/** What a worry is met by: how answers are kept in check and where the data goes (not the kind of work again). */
const CONCERNS_MET: ReadonlySet<string> = new Set(['hallucinations', 'individual-decisions', 'assistant-handover', 'data-training']);
/** "i am worried it will…", "we're nervous about…": a concern stated, not asked. */
const WORRY_STATED = /\b(?:worried|worry|worries|afraid|scared|concerned|nervous|anxious|fear|fears)\b/i;

/** The capabilities a statement's own words ask for. */
function topicsOf(turn: Turn, statement: string): KnowledgeAnswer[] {
  return (
    turn.base
      .answer(statement)
      .matches.map((match) => match.entry)
      .filter((entry) => (CAPABILITIES.has(entry.id) || entry.id.startsWith('service-')) && !entry.honestFallback)
      // "(hamburg, but we work in english)": their own team's language asks nothing of the system.
      .filter((entry) => entry.id !== 'languages' || !WORKING_LANGUAGE.test(statement))
  );
}

/** "Oh hang on, I got that wrong", "my mistake": the visitor's own slip, which asks nothing of the system. */
const OWN_SLIP =
  /\b(?:i|we) (?:got|had) (?:that|it|this|those|the \w+) wrong\b|\b(?:i|we) (?:was|were) wrong\b|\bmy (?:mistake|bad|error|fault)\b|\b(?:i|we) mis(?:spoke|typed|read|remembered|understood)\b|\bscratch that\b|\bignore (?:my|that|the) (?:last|previous) (?:message|one|line)\b/i;

/** The answers a project description asks for beyond its kind: its statements' own topics, and work from documents. */
function askedOfTheProject(turn: Turn, asks: (sentence: string) => boolean = () => true): KnowledgeAnswer[] {
  const statements = statementsOf(turn.understood.read);
  // "an AI product search that also understands typos": work from documents only where documents are named, here or in
  // the message just before ("we get piles of pension notices" … "and would like an AI that picks out the errors").
  const before = turn.earlierVisitor.at(-1);
  const documentsNamed =
    DOCUMENTS_MENTIONED.test(turn.understood.read) ||
    (before !== undefined && DOCUMENTS_MENTIONED.test(understandMessage(before, turn.chatLocale).read));
  const sentences = statements.split(/(?<=[.!])\s+/).filter((sentence) => !OWN_SLIP.test(sentence));
  // Nothing told but the slip: nothing to answer.
  if (sentences.length === 0) return [];
  const found = sentences
    .filter((sentence) => asks(sentence) && !WRITER_INTRODUCED.test(sentence))
    .flatMap((statement) => {
      // A long sentence of several wishes ("…in Finnish and Swedish, accessible, data in the EU"): clause by clause too.
      const clauses = clausesOf(statement).reverse();
      // "…into our loan system, which has a REST API": a relative clause describes what they have, it asks for nothing.
      const wishes = clauses.filter((clause) => !/^(?:which|who|whose|where) /i.test(clause));
      const eachClause = clauses.length > 1 ? wishes.flatMap((clause) => topicsOf(turn, clause).slice(0, 1)) : [];
      return [...topicsOf(turn, statement), ...eachClause].filter((entry) => documentsNamed || !DOCUMENT_ANSWERS.includes(entry.id));
    });
  const documents = WORKS_FROM_DOCUMENTS.test(turn.understood.read) ? documentAnswer(turn) : undefined;
  // A website assistant that qualifies enquiries is what the AI CRM packages deliver: they come first, unless the
  // opening already named the Starter package as the one made for it.
  // Once a package was named in this chat, a later statement ("data must stay in Switzerland") gets its own answer only.
  const packageNamedBefore = turn.earlierReplies.some((reply) =>
    turn.knowledge.packages.some((pack) => reply.includes(`**${pack.name}**`)),
  );
  const packages = fitsAPackage(turn) && !starterNamedInOpening(turn) && !packageNamedBefore ? turn.base.entry('packages') : undefined;
  // The documents answer already says how answers stay grounded: the accuracy answer only when accuracy is asked.
  const grounded = documents && !ACCURACY_ASKED.test(turn.understood.read) ? found.filter((entry) => entry.id !== 'hallucinations') : found;
  // "Ein Patientenportal mit Chat": the portal is UI work and its chat is AI work; both are said.
  const assistant = turn.state.context.projectType === PORTAL_WITH_ASSISTANT && !documents ? turn.base.entry('service-ai') : undefined;
  return [
    ...new Set([...(packages ? [packages] : []), ...(documents ? [documents] : []), ...grounded, ...(assistant ? [assistant] : [])]),
  ].slice(0, MAX_DESCRIBED_ANSWERS);
}

/** Words of a question too common to tie it to one sentence of an earlier reply. */
const COMMON_WORDS =
  /^(?:should|would|could|there|their|about|which|where|anything|something|specific|please|thanks|really|actually|other|these|those|still|again|right|exactly)$/i;
/** "what's the best address?", "wohin schicke ich das?": where to write, which the pointer's address says. */
const ASKS_FOR_THE_ADDRESS =
  /\b(?:address|e-?mail|adresse|where (?:to|do i|should i|can i|do we|should we) (?:send|write|mail))\b|\bwohin\b|\bo[uù] (?:l'|les? )?envoyer\b/i;

/** The sentence of the previous reply that a routed visitor's question asks about, by a word of five letters or more. */
function routeSentenceAbout(turn: Turn, question: string): string | null {
  const previous = turn.earlierReplies.at(-1);
  if (!previous) return null;
  const words = (question.toLowerCase().match(/\p{L}{5,}/gu) ?? []).filter((word) => !COMMON_WORDS.test(word));
  const sentences = previous.split(/(?<=[.!?])\s+/);
  // "what's the best address?": the sentence with the address in it.
  const sentence = ASKS_FOR_THE_ADDRESS.test(question)
    ? sentences.find((each) => each.includes('@'))
    : sentences.find((each) => words.some((word) => new RegExp(String.raw`\b${word}(?:s|es)?\b`, 'iu').test(each)));
  return sentence ? asMentioned(turn.knowledge, sentence) : null;
}

/** "have someone send me the walkthrough: f.x@umc.nl": something to be sent to the address written with it. */
const SENT_TO_THE_CONTACT = /\b(?:send|e-?mail|mail|forward)\b[^?]*\S+@\S+/i;

/** "How do you stop that?", "how would you prevent this?": a doing asked of what the message just said. */
const ACTS_ON_WHAT_WAS_SAID =
  /^\W*(?:and |so |but )?(?:how (?:do|can|could|would|will|should) (?:you|we|u|one) )?(?:stop|prevent|avoid|handle|fix|solve|deal with|tackle|address|mitigate|control|catch|detect|guard against)\w* (?:that|this|it|those|these)\W*$/i;
/**
 * A question about what was just said: ending on it ("can you do that?") or short around it ("is that covered?"). A
 * short "can it be cloud?" asks about the system ("it"), not about the statement before it.
 */
const REFERS_BACK =
  /\b(?:that|this|something like (?:this|that)|those|these|both)(?:\s+(?:way|manner|fashion))?(?:\s+(?:fluently|well|too|also|reliably|properly))?\W*$|^\W*(?:\w+\s+){0,2}(?:that|this|those|these)(?:\s+[\w'’]+){0,3}\W*$/i;

const ONLY_POINTS_BACK =
  /^\W*(?:and |so |but )?(?:can|could|would|will|does|do) (?:it|you|u|the (?:bot|assistant|system))\s+(?:\w+\s+){0,2}(?:in|with|for) (?:those|these|them|both|either|each)\W*$/i;
/** The answers to a question's trailing clause added to (or, when the whole found none, standing for) the whole's. */
function withTail(turn: Turn, whole: QuestionAnswers, tail: string | undefined): QuestionAnswers {
  // "…Polish or Romanian, can it answer in those?": a tail pointing back at the whole adds no topic of its own.
  if (!tail || (whole.matches.length > 0 && ONLY_POINTS_BACK.test(tail))) return whole;
  const own = turn.base.answer(tail);
  if (own.matches.length === 0) return whole;
  const ids = new Set(whole.matches.map((match) => match.entry.id));
  const added = own.matches.filter((match) => !ids.has(match.entry.id) && !match.entry.honestFallback);
  if (whole.matches.length === 0) return { ...own, question: whole.question, unknownNames: whole.unknownNames };
  return { ...whole, matches: [...whole.matches, ...added.slice(0, 1)] };
}

/**
 * "Scrap the phone number", "forget the number, I made it up", "please don't ring after all": what was taken back, said
 * back, and how the team will reach the visitor now (or that nobody will, with the address to write to).
 */
function takenBackSaid(turn: Turn): string[] {
  const { phrases, state, understood } = turn;
  const taken = new Set(state.takenBackNow);
  if (taken.size === 0) return [];
  const said: string[] = [];
  const phone = taken.has('phone');
  const email = taken.has('email');
  if (phone || email) said.push(phrases.contactTakenBack(phone && email ? 'both' : phone ? 'phone' : 'email'));
  const budget = taken.has('budget');
  const timeline = taken.has('timeline');
  if (budget || timeline) said.push(phrases.figuresTakenBack(budget && timeline ? 'both' : budget ? 'budget' : 'timeline'));
  if (!phone && !email && !taken.has('call')) return said;
  const { email: address, phone: number } = state.extractedData;
  if (!address && !number) said.push(fillPlaceholders(phrases.noContactNoted, turn.knowledge));
  else if (understood.email || understood.phone) {
    if (taken.has('call')) said.push(phrases.callCalledOff);
  } else if (address) said.push(phrases.onlyReachedAt(`**${address}**`, true));
  else said.push(taken.has('call') ? phrases.callCalledOff : phrases.onlyReachedAt(`**${number}**`, false));
  return said;
}

function contactJustGiven(turn: Turn): string | null {
  if (!turn.prospect) return null;
  const { email, phone } = turn.understood;
  // "Sorry, .co.uk not .com": the address as it now stands.
  if (!email && !phone && turn.state.learnedNow.includes('email'))
    return turn.phrases.contactUpdated(`**${turn.state.extractedData.email}**`, turn.state.visitorName);
  if (!email && !phone) return null;
  // "hannah@x.co.uk, 0121 496 0732": every detail given is confirmed, as it was recorded.
  const given = [...(email ? [turn.state.extractedData.email ?? email] : []), ...(phone ? [turn.state.extractedData.phone ?? phone] : [])];
  const where = given.map((detail) => `**${detail}**`).join(` ${turn.phrases.and} `);
  // Thanked by name when the name was given before (given now, the greeting above says it).
  const name = turn.state.learnedNow.includes('name') ? null : turn.state.visitorName;
  const noted = !turn.state.learnedNow.includes('contact')
    ? turn.phrases.contactUpdated(where, name)
    : turn.phrases.contactNoted(where, turn.knowledge.responseTime, name);
  // "06 45 67 89 12, plutôt en début d'après-midi", "text before calling pls": the wish is said back and passed on.
  const wishes = turn.understood.contactWishes;
  if (wishes.length === 0) return noted;
  const passedOn = `${noted} ${turn.phrases.contactWishNoted(wishes.join(' … '))}`;
  // "can i talk to real person on whatsapp? +90…": a messenger is no channel the agency names, so it is not promised.
  const app = MESSENGERS.find((name) => new RegExp(`\\b${name}\\b`, 'i').test(wishes.join(' ')));
  if (app) return `${passedOn} ${turn.phrases.messengerNotConfirmed(app, turn.knowledge.contactEmail)}`;
  // "Bitte jemand mit Deutsch anrufen": which languages the team calls in is not something this chat can promise.
  return LANGUAGE_WISHED.test(wishes.join(' '))
    ? `${passedOn} ${turn.phrases.callLanguageNotConfirmed(turn.knowledge.contactEmail)}`
    : passedOn;
}

/** A language other than English, the site's own, wished for the call. */
const LANGUAGE_WISHED = /\b(?:german|french|spanish|italian|deutsch|französisch|spanisch|allemand|français|espagnol)\b/i;

/** Messaging apps a visitor may want to be reached on, none of which the agency lists as a channel. */
const MESSENGERS = ['WhatsApp', 'Signal', 'Telegram', 'WeChat', 'Viber', 'iMessage'];

/** Technology names that are also everyday words ("express", "react"): read only as written, capitalised. */
const EVERYDAY_NAMES: ReadonlySet<string> = new Set(['Express', 'Emotion', 'React', 'React Spring']);
/** Each technology name as it may be written ("Node.js", "nodejs"), compiled once. */
const TECHNOLOGY_NAME = new Map<string, RegExp>();

function technologyName(name: string): RegExp {
  let pattern = TECHNOLOGY_NAME.get(name);
  if (!pattern) {
    const written = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\.js$/, '(?:\\.?js)?');
    pattern = new RegExp(`(?<![\\p{L}\\d])${written}(?![\\p{L}\\d])`, EVERYDAY_NAMES.has(name) ? 'u' : 'ui');
    TECHNOLOGY_NAME.set(name, pattern);
  }
  return pattern;
}

/** "What would we need?", "Was bräuchten wir da?" (read "what would need we there?"): what it takes, after a project. */
const WHAT_WE_WOULD_NEED =
  /^\W*(?:(?:and|so|ok(?:ay)?|then)\W+)?what (?:would|do|will|should) (?:we|i) need(?: (?:we|i))?(?: (?:for (?:that|this|it)|then|there|to (?:get started|start)))?\W*$|^\W*(?:(?:and|so|ok(?:ay)?)\W+)?what would need (?:we|i)(?: (?:for (?:that|this|it)|then|there))?\W*$/i;
/** "What would you use for the streaming part?", "which would you pick": a tool chosen for the project. */
const TOOL_CHOICE_ASKED =
  /\b(?:what|which)\b(?: \w+)? (?:would|will|do|should|could) (?:you|u) (?:use|pick|choose|recommend|go with|suggest|prefer)\b|\b(?:which|what) (?:one )?(?:would|do) (?:you|u) (?:recommend|suggest|prefer)\b|\bwhich is better\b/i;

/** "We're on AWS eu-west-2 (London).", "everything runs in Azure": the visitor's own cloud, told in passing. */
const THEIR_CLOUD_TOLD =
  /\b(?:we(?:'re| are)(?: (?:all|fully|mostly|already))?|we run|we(?:'re| are) running|we host|we(?:'re| are) hosted|everything(?: of ours| we have| we run)? (?:is|runs|lives)|our (?:stack|infrastructure|infra|systems?|data|platform) (?:is|are|runs?|lives?|sits?)) (?:\w+ ){0,2}?(?:on|in) (?:AWS|Azure|GCP|Google Cloud|Amazon Web Services)\b/i;

/**
 * Their own cloud told beside another question: where we deploy (their account, the region they pick), said once in a
 * chat, as no question asks it.
 */
function theirCloudTold(turn: Turn, sections: readonly string[]): string | null {
  if (!turn.prospect || !THEIR_CLOUD_TOLD.test(statementsOf(turn.understood.read))) return null;
  const hosting = turn.knowledge.answers.find((each) => each.id === 'hosting');
  if (!hosting) return null;
  const text = answerText(hosting, turn.knowledge);
  const opening = text.slice(0, 40);
  return [...sections, ...turn.earlierReplies].some((said) => said.includes(opening)) ? null : text;
}

/** The technologies of our stack a text names, across every layer. */
function stackNamed(turn: Turn, text: string): string[] {
  return Object.values(turn.knowledge.technologies)
    .flat()
    .filter((name) => technologyName(name).test(text));
}

/**
 * "…and push it to our claims system via Kafka. You do that?": the technologies of our stack a prospect names, said to
 * be ours once, with the group they belong to; names this reply or an earlier one already mentions are not repeated.
 */
function technologiesNamed(turn: Turn, sections: readonly string[]): string | null {
  if (!turn.prospect) return null;
  const said = [...sections, ...turn.earlierReplies].join('\n');
  // Named in what the visitor states ("we run Kafka"), not in a question about something else ("…train OpenAI's models?").
  const statements = statementsOf(turn.understood.read);
  // "Node/TypeScript, events on Kafka": every layer named is said, not only the first.
  const namedAll: string[] = [];
  const layers: string[] = [];
  for (const [group, names] of Object.entries(turn.knowledge.technologies)) {
    // "compliance won't let member data go to openai or similar": a hosted model kept out is answered by the open models
    // run privately, never offered as our stack.
    const unwanted = names.filter((name) => technologyName(name).test(statements) && keptOut(statements, technologyName(name)));
    // "our clients freak out if something like this lands at OpenAI": whether their data reaches a provider, which the
    // training answer says.
    const feared = names.filter((name) => HOSTED_MODEL.test(name) && sentThereFeared(statements, technologyName(name)));
    const training = turn.knowledge.answers.find((each) => each.id === 'data-training');
    if (feared.length > 0 && training) {
      const text = answerText(training, turn.knowledge);
      return said.includes(text.slice(0, 40)) ? null : text;
    }
    const openModels = turn.knowledge.answers.find((each) => each.id === 'open-models');
    if (unwanted.some((name) => HOSTED_MODEL.test(name)) && openModels) {
      const text = answerText(openModels, turn.knowledge);
      // The training answer given above already says open models run privately where a hosted one does not fit.
      const trainingSaid =
        training !== undefined &&
        said.includes(
          answerText(training, turn.knowledge)
            .replace(/^\p{L}+\.\s+/u, '')
            .slice(0, 40),
        );
      return said.includes(text.slice(0, 40)) || trainingSaid ? null : text;
    }
    const named = names.filter((name) => technologyName(name).test(statements) && !said.includes(name) && !unwanted.includes(name));
    if (named.length > 0) {
      namedAll.push(...named);
      layers.push(`${layerName(turn.knowledge, group)}: ${names.join(', ')}`);
    }
  }
  return namedAll.length > 0 ? turn.phrases.technologiesWeUse(namedAll.join(', '), layers.join('; ')) : null;
}

/** The hosted model providers the knowledge names. */
const HOSTED_MODEL = /^(?:OpenAI|Anthropic|Groq)$/i;
/** Words that keep a named technology out: "won't let data go to", "must not end up at", "no", "without", "instead of". */
const KEPT_OUT_BEFORE =
  /\b(?:no|not|never|without|instead of|rather than|away from|outside of|won'?t let\b[^.?!]{0,40}\b(?:go|be sent|leave) to|must not (?:go|be sent) to|can'?t (?:go|be sent) to|not allowed to (?:go|be sent) to)\s+(?:\w+\s+){0,3}$/i;

/** "if something like this at openai is sent", "…if client data ends up at OpenAI": data reaching a provider, feared. */
const SENT_THERE_BEFORE = /\b(?:if|when|once|that)\b[^.?!]{0,40}\b(?:at|to|with|on)\s+(?:the\s+)?$/i;
const SENT_THERE_FIRST =
  /\b(?:if|when|once)\b[^.?!]{0,40}\b(?:ends? up|lands?|is sent|gets? sent|goes|is uploaded|leaks?)\s+(?:at|to|with|on|in)\s+(?:the\s+)?$/i;
const SENT_THERE_AFTER = /^\W*(?:\w+\s+){0,2}?(?:is sent|gets sent|lands|ends up|goes|is uploaded|is shared)\b/i;

function sentThereFeared(statements: string, name: RegExp): boolean {
  const found = name.exec(statements);
  if (!found) return false;
  const before = statements.slice(Math.max(0, found.index - 60), found.index);
  const after = statements.slice(found.index + found[0].length, found.index + found[0].length + 30);
  return (SENT_THERE_BEFORE.test(before) && SENT_THERE_AFTER.test(after)) || SENT_THERE_FIRST.test(before);
}

function keptOut(statements: string, name: RegExp): boolean {
  const at = statements.search(name);
  return at >= 0 && KEPT_OUT_BEFORE.test(statements.slice(Math.max(0, at - 80), at));
}

/** What the facts the visitor just gave mean for them. */
function adviceOnFacts(turn: Turn, deploymentExplained: boolean, customTimelineGiven: boolean, pricesAnswered = false): string[] {
  const { understood, knowledge, phrases } = turn;
  const advice: string[] = [];
  // "30k, what does it cost?": the price answer already says the quote follows the call; the budget line would say it again.
  // A budget just taken back is confirmed as such, not advised on again.
  const budget =
    (pricesAnswered && understood.budget?.kind !== 'range') || turn.state.takenBackNow.includes('budget') ? null : understood.budget;
  if (budget?.kind === 'range') {
    const pack = knowledge.packages[PACKAGE_FOR_BUDGET[budget.range] ?? -1];
    if (pack) advice.push(phrases.budgetRange(budget.range, pack.name, pack.popular, lowerFirst(pack.description)));
    else advice.push(phrases.flexibleBudget);
  } else if (budget?.kind === 'stated' && budgetWithheld(understood.read)) {
    // "budget is approved but I won't say the figure here": there is one, kept to themselves.
    advice.push(phrases.budgetWithheld);
  } else if (budget?.kind === 'amount' || budget?.kind === 'stated') {
    // "max €25k, live in 2 months. is that realistic?": whether the budget is enough is not confirmed here either.
    const fitAsked =
      understood.timeline !== null &&
      understood.questions.some(
        (question) => DATE_REALISTIC.test(question.text) && BUDGET_FIT_ASKED.test(question.text) && !SCOPE_FIT_ASKED.test(question.text),
      );
    advice.push(fitAsked ? fillPlaceholders(phrases.budgetFitUnconfirmed, knowledge) : phrases.budgetGiven);
  } else if (budget?.kind === 'unknown') {
    advice.push(budgetWithheld(understood.read) ? phrases.budgetWithheld : phrases.budgetUnknown);
  }
  // "might come back when our Q3 planning happens. bye": a visitor taking their leave gets no advice on their timeline.
  const timeline = understood.declines ? null : understood.timeline;
  // The 4-day go-live belongs to the AI CRM packages; a custom project's timeline comes from the proposal.
  // A reply that just said the 4 days are for the packages only does not then promise them for this project, and does
  // not say again how a custom timeline is set.
  if (customTimelineGiven && timeline?.urgency !== 'relaxed') return advice;
  const packageFit = fitsAPackage(turn);
  const days = knowledge.deployment.days;
  // "c combien le starter" … "c urgent, avant fin du mois" for a project beyond the packages: the 4 days are the
  // package's named, and the custom project's own way to a date.
  const packageAskedBefore =
    !packageFit &&
    turn.earlierVisitor.some((message) => packagesNamed(knowledge, understandMessage(message, turn.chatLocale).read).length > 0);
  if (timeline?.urgency === 'urgent' && packageAskedBefore && !deploymentExplained) {
    const entry = knowledge.answers.find((each) => each.id === 'custom-timelines') ?? turn.base.entry('custom-timelines')!;
    advice.push(answerText(entry, knowledge));
  } else if (timeline?.urgency === 'urgent' && !(packageFit && deploymentExplained)) {
    advice.push(packageFit ? phrases.tightTimelinePackage(days) : phrases.tightTimelineCustom);
  } else if (timeline?.urgency === 'planned') {
    advice.push(packageFit ? phrases.plannedTimelinePackage(days) : phrases.plannedTimelineCustom);
  } else if (timeline?.urgency === 'relaxed') {
    advice.push(phrases.relaxedTimeline);
  }
  return advice;
}

/** "What happens on day 2?", "how fast can you deploy?": the deployment plan itself, asked by name. */
/** The packages' own plan asked about: the packages named, or "the four days". */
const PACKAGE_PLAN_ITSELF = /\bpackages?\b|\b(?:the )?(?:4|four) days\b|\bstarter\b|\bprofessional\b|\benterprise\b|\bai crm\b/i;
/**
 * "So we can have the app in 4 days??", "c'est faisable en 4 jours ?" (read "is it feasible in 4 days?") about an in-app
 * assistant: whether their own build fits the packages' days (it is custom: it does not).
 */
const THEIR_BUILD_IN_DAYS =
  /\b(?:the|our|my|this|that|an?) (?:[\w-]+ )?(?:app|application|portal|platform|project|system|website|site|tool|dashboard|integration|build|solution)\b[^.?!]{0,30}\bin (?:\d+|four|a few) days\b|\b(?:doable|feasible|possible|realistic|achievable)\b[^.?!]{0,10}\bin (?:\d+|four) days\b/i;
/** Who the visitor could be put through to: a person, the team, sales. */
const NAMES_A_PERSON =
  /\b(?:human|person|persons|people|someone|somebody|anyone|anybody|team|sales\w*|speak|talk|representative|agent|rep|consultant|engineer|manager|staff|colleague|expert|call|phone|meet|meeting|contact|send|write|reach|e-?mail|address)\b/i;
/** "If someone writes 'can my mother stop her drops?', what does it answer?": who writes to them, not a person for us. */
const SOMEONE_WRITES_TO_THEM =
  /\b(?:if|when)\s+(?:someone|somebody|anyone|one|we|they|a \w+|the \w+)\s+(?:writes?|wrote|asks?|says?|types?|messages?)\b/gi;
// "who can tell me that for sure?": a person asked for by what they would say.
function namesAPerson(question: string): boolean {
  return NAMES_A_PERSON.test(question.replace(SOMEONE_WRITES_TO_THEM, ' ')) || question.search(WHO_CAN_ANSWER_IT) >= 0;
}

/** "your site says 4 days - is that real for something like this?": the days asked of the visitor's own project. */
const FOR_THEIR_PROJECT =
  /\bfor (?:something like (?:this|that|ours)|this kind of (?:thing|project|work)|us|our (?:case|project|use case|setup|needs)|(?:a|the) project like (?:this|ours))\b|\bin our case\b/i;
const ASKS_PACKAGE_PLAN = /\bdays?\b|\bdeploy\w*|\bgo[- ]live\b|\bcrm\b|\bpackages?\b|\bstarter\b|\bprofessional\b|\benterprise\b/i;

/** Needs an AI CRM package meets as it is: a website assistant that answers customers and captures leads. */
const PACKAGE_NEEDS = new Set(['lead management', 'customer support automation']);

/**
 * "We're not a CRM, it's custom", "c'est du sur mesure" (read "it is of the custom"), "eine Individualentwicklung":
 * the visitor said their project is no package.
 */
/** "a chat on our website that answers questions and gets patients to leave their details": the Starter package's work. */
const WEBSITE_LEAD_CHAT =
  /\b(?:chat|assistant|bot|chatbot)\b[^.?!]{0,30}\b(?:on|for) (?:our|the|my) (?:web ?site|site|homepage)\b[^.?!]{0,90}\b(?:leave (?:their|your|his|her|the) (?:details|contact(?: details)?|number|phone number|e-?mail(?: address)?)|captur\w* (?:\w+ )?leads|collect\w* (?:\w+ )?(?:leads|contacts|contact details)|qualif\w* (?:\w+ )?leads|(?:collect|retrieve|gather|take|capture|record|get)\w* (?:the )?(?:quote requests|requests (?:of|for) (?:a |an )?(?:quotes?|appointments?|rdv|callbacks?)|appointment requests|enquiries|inquiries|contact requests|callback requests))\b|\b(?:chat|assistant|bot|chatbot)\b[^.?!]{0,30}\b(?:on|for) (?:our|the|my) (?:web ?site|site|homepage)\b[^.?!]{0,60}\b(?:gets?|takes?|collects?|captures?|asks? for)\b[^.?!]{0,60}\b(?:e-?mails?|sends?|passes?|forwards?) (?:them |it )?(?:on )?to (?:our|the|my) (?:\w+ )?(?:team|staff|brokers?|advisers?|advisors?|inbox)\b|\b(?:web ?site|homepage)\b[^.?!]{0,40}\b(?:chat|assistant|bot|chatbot)\b[^.?!]{0,90}\b(?:requests|enquiries|inquiries|leads|contacts)\b[^.?!]{0,60}\b(?:collects?|captures?|gathers?|records?)\b/i;
/** "…on our website. We want something that answers them and collects enquiries": the same work, told in two sentences. */
const ANSWERS_AND_COLLECTS =
  /\b(?:answers?|replies|responds)\b[^.?!]{0,60}\b(?:collects?|captures?|takes?|gathers?|records?)\b[^.?!]{0,25}\b(?:enquiries|inquiries|requests|leads|contact details)\b/i;
const ON_THE_WEBSITE = /\b(?:web ?site|homepage)\b|\b(?:on|to) (?:our|the|my) site\b/i;

/**
 * "Relatives keep asking the same things… A chat on our website would be great", "'one of these AI chatbots' for the
 * club website": the Starter's website assistant.
 */
const ASSISTANT_ON_OUR_SITE =
  /\b(?:chat|assistant|bot|chatbot)s?\b[^.?!]{0,20}\b(?:on|for|in) (?:our|my|the) (?:[\w-]+ )?(?:web ?site|site|homepage)\b/i;
const CHAT_FOR_QUESTIONS = /\b(?:chat|assistant|bot|chatbot)\b/i;
const PEOPLE_ASK = /\b(?:ask|asks|asking|questions|the same things)\b/i;

/**
 * "…for billing and payment-plan questions, with a hand-off to agents", "first-level support": service for customers
 * the client already has, which the packages' lead-capturing assistant is not made for.
 */
const SERVICE_FOR_CUSTOMERS =
  /\b(?:billing|bills?|payment[- ]plans?|(?:their|his|her) (?:own )?(?:accounts?|orders?|claims?|polic(?:y|ies)|bookings?|contracts?|meters?)|(?:claims?|order|delivery|parcel) status|contact cent(?:re|er)|call cent(?:re|er)|first[- ]level|support (?:tickets?|requests?|desk)|helpdesk|customer service)\b/i;

/**
 * "Can a chatbot pre-sort them and send the good ones to our salespeople?", "qui pré-qualifie les demandes": enquiries
 * sorted and the good ones passed to sales, which is lead capture and scoring with an e-mail hand-over.
 */
const SORTS_ENQUIRIES_FOR_SALES =
  /\b(?:(?:chat ?bot|bot|assistant|chat)\b[^.?!]{0,80}\b)(?:pre-?(?:sort|qualif)\w*|presort\w*|triag\w*|sort(?:s|ing)? out|filter(?:s|ing)? out|qualif(?:y|ies|ying))\b[^.?!]{0,60}\b(?:(?:(?:send|pass|forward|hand|route)\w*\b[^.?!]{0,30}\b)?to (?:our|the|my) (?:\w+ )?(?:sales\w*|salespeople|reps?|sellers?|advisers?|advisors?)|(?:enquir|inquir|requests|applications|leads|prospects)\w*)\b/i;

/** "a chatbot that explains tariffs + passes leads to brokers": the packages' lead capture and hand-over. */
const PASSES_LEADS_ON =
  /\b(?:chat ?bot|bot|assistant)\b[^.?!]{0,60}\b(?:(?:pass|send|forward|route|hand)\w*\s+(?:on\s+)?(?:the\s+|qualified\s+|warm\s+)?leads?\b|leads?\b[^.?!]{0,25}\b(?:pass|send|forward|route|hand)\w*)/i;

function websiteLeadChat(message: string): boolean {
  return (
    WEBSITE_LEAD_CHAT.test(message) ||
    PASSES_LEADS_ON.test(message) ||
    SORTS_ENQUIRIES_FOR_SALES.test(message) ||
    (ON_THE_WEBSITE.test(message) &&
      !SERVICE_FOR_CUSTOMERS.test(message) &&
      (ANSWERS_AND_COLLECTS.test(message) || (CHAT_FOR_QUESTIONS.test(message) && PEOPLE_ASK.test(message))))
  );
}

/** "for the website + whatsapp": a channel beyond the website, which the packages' website assistant does not cover. */
const OTHER_CHANNEL = /\b(?:whats ?app|sms|text messages?|telegram|facebook messenger|imessage)\b/i;
/** "an assistant in our app": the packages are a website's assistant, so one inside their app is custom work. */
/** "…inside merchant dashboard", "in our member portal": an assistant inside their own product, which no package is. */
const INSIDE_THEIR_APP =
  /\b(?:in-app|in (?:the |our |their )?(?:own )?(?:mobile )?app|inside (?:the|our|their) (?:own )?(?:mobile )?app|(?:inside|within|into) (?:the |our |their )?(?:[\w-]+ )?(?:dashboard|portal|back ?office|intranet|platform|product|software)|in (?:the |our |their )(?:[\w-]+ )?(?:dashboard|back ?office|intranet|platform))\b/i;
const CUSTOM_BUILD =
  /\bnot\s+(?:an?\s+|the\s+|your\s+|our\s+)?(?:ai\s+)?crm\b|\bno\s+(?:an?\s+|the\s+|your\s+|our\s+)?ai\s+crm\b|\b(?:is|it's|that's|are|we're|something|of the|an?|fully|completely|entirely|purely|project)\s+(?:\w+\s+)?custom\b(?!\s+(?:knowledge|tone|fields?|domains?|integrations?|reports?|dashboards?|models?|prompts?)\b)|\bcustom[- ](?:built|build|made|project|development|solution|software|work|job)\b|\bbespoke\b|\bindividual development\b|\btailor[- ]?made\b|\bmade[- ]to[- ]measure\b|\b(?:project|need|scope|use case|it) (?:is|goes|'s) (?:much |far |a lot |way )?(?:broader|bigger|larger|wider|more) than (?:a |an |just a |the )?(?:simple |plain |basic |standard )?(?:chat ?bot|assistant|package|faq bot|ai crm)\b/i;

/**
 * "Could it connect to EMIS for the booking part?", "look up where a customer's refund is": work inside a system of the
 * client's other than a CRM is a custom build, which the packages' 4 days do not cover.
 */
const INTO_A_SYSTEM =
  /\b(?:answer(?:s|ing)? from|connect(?:ed|s|ing)?|integrat\w*|hook(?:ed|s)? (?:in)?to|link(?:ed|s)? (?:up )?(?:to|with)|pull(?:s|ing)? (?:\w+ )?from|look(?:s|ing)? up|book(?:s|ing)? (?:in|into)|(?:write|writes|post|posts) (?:in)?to|hand(?:s|ed|ing)? (?:it |them |(?:the |a )?(?:case|ticket|chat|conversation) )?over (?:in)?to|escalat(?:e|es|ed|ing) (?:in)?to)\b[^.?!]{0,40}?\b(?:(?:\w+ )?(?:system|database|backend|ledger|records|pms|ehr|emr|erp)|core banking|bookings?|orders?|refunds?|claims?)\b/i;
/** "…der an unser Ticketsystem übergibt" (read "the to our ticket system hands over"): the hand-over into their system. */
const OVER_TO_THEIR_SYSTEM = /\bto (?:our|their|the) (?:[\w-]+ )?(?:system|helpdesk|help desk|ticketing)\b[^.?!]{0,10}\bhands? over\b/i;
const NAMED_SYSTEM =
  /\b(?:connect(?:ed|s|ing)?|integrat\w*|hook(?:ed|s)? (?:in)?to|link(?:ed|s)? (?:up )?(?:to|with)) (?:to |with |into )?(?!CRM\b|API\b|AI\b)[A-Z][A-Za-z0-9]{2,}\b/;
const ORDER_STATUS =
  /\bwhere(?:'s| is) my (?:refund|order|parcel|payment|money)\b|\b(?:loan|account|card) balances?\b|\b(?:next )?repayment dates?\b/i;
function worksInTheirSystem(message: string): boolean {
  return INTO_A_SYSTEM.test(message) || OVER_TO_THEIR_SYSTEM.test(message) || NAMED_SYSTEM.test(message) || ORDER_STATUS.test(message);
}

/**
 * "un assistant pour les cliniciens qui répond à partir de nos notices" (read "an assistant for the clinicians…"): an
 * assistant for the client's own people, which no website package is.
 */
const FOR_THEIR_OWN_PEOPLE =
  /\b(?:assistant|copilot|bot|chatbot)s?\b[^.?!]{0,20}\bfor (?:our |the |their )?(?:own )?(?:clinicians|doctors|physicians|nurses|staff|employees|colleagues|technicians|engineers|advis[eo]rs|underwriters|case ?workers|caseworkers|lawyers|solicitors|pharmacists|internal use)\b|\binternal (?:ai )?(?:assistant|copilot|bot|chatbot)\b|\b(?:assistant|copilot|bot|chatbot) internal\b/i;

/** A meter reading, a line or connection that is down, a modem restarted: a utility's or telecom provider's customer. */
const ABOUT_A_UTILITY =
  /\bmeter (?:reading|number|no\b)|\bmunicipal utility\b|\b(?:internet|broadband|wi-?fi|fib(?:re|er)|connection|landline|phone line)\b[^.?!]{0,25}\b(?:down|cut off|not work\w*|(?:doesn'?t|does not|won'?t) work|dead|dropping|disconnected)\b|\b(?:modem|router)\b/i;
/** A safe that will not open, a technician to send: service on a device, which a software agency does not give. */
const ABOUT_A_DEVICE =
  /\b(?:safe|combination lock|lock|technician|locksmith|repair ?(?:man|person)|mechanic|device|machine|printer|scanner|appliance)\b/i;
/** "I'm looking for a wall safe for home… what does it cost, do you deliver?": hardware shopped for, not serviced. */
const SHOPS_FOR_HARDWARE =
  /\b(?:looking for|buy|buying|purchase|order|quote for|price of|how much (?:is|are|does|do)|what (?:does|do) (?:it|they|the \w+) cost|cost|deliver\w*|ship\w*|in stock)\b/i;
/** "…won't open, can you send a technician?": a device of theirs to be serviced. */
const NEEDS_A_SERVICE =
  /\b(?:won'?t|doesn'?t|does not|will not|can'?t|cannot|broken|stuck|repair\w*|technician|locksmith|service|open(?:ed|ing)?)\b/i;
/** A password, a login or an app account: someone locked out of another company's app. */
const ABOUT_AN_APP_ACCOUNT = /\b(?:password|passwords|passcode|log ?in|login|vault|app|apps|account)\b/i;
/** "…log in to my vault for my payslips, my employer said…": a login to some other service, no bank's card or PIN. */
const LOGIN_BEYOND_BANKING = /^(?=[\s\S]*\b(?:log ?in|login|password|payslips?|employer)\b)(?![\s\S]*\b(?:bank\w*|card|pin)\b)/i;
/** A bank's card, PIN or box; "the card for my storage unit payments" pays some other company. */
const ABOUT_BANKING = /\b(?:bank\w*|card(?! for my\b)|pin|safe[- ]deposit box(?:es)?|deposit box(?:es)?)\b/i;
const ABOUT_INSURANCE =
  /\b(?:insur\w*|polic(?:y|ies)|policyholders?|claims?|reimburs\w*|health fund|mutual|cost coverage|s[ée]cu|social security|card vitale|carte vitale|mitgliedsbescheinigung|membership certificate)\b/i;
/** A result, a patient record, a hospital or lab: the visitor took this for their clinic's chat. */
const ABOUT_CARE =
  /\b(?:results?|findings|examinations?|tests?|labs?|laborator(?:y|ies)|hospitals?|clinics?|practice|doctors?|dr|patients?|blood|scans?|mri|x-?rays?|values|levels|diagnos\w*|prescriptions?|e-prescriptions?|pharmac(?:y|ies)|symptoms?|health)\b/i;
/** "move my check-up at the dentist": an appointment at the visitor's own practice. */
/** "I'd like an appointment for the screening; I'm insured with the AOK": a visit wanted, the insurer only named. */
const WANTS_A_VISIT =
  /^(?![\s\S]*\b(?:claims?|reimburs\w*|polic(?:y|ies)|contract)\b)[\s\S]*\b(?:like|want|need|book|get|have|make) (?:a|an) (?:\w+ )?appointment\b/i;
const AN_APPOINTMENT = /\b(?:appointments?|check[- ]?ups?|consultations?|cleaning|reschedul\w*|booking)\b/i;
/** "Should I move my £40k ISA into their fund or buy bitcoin?": what to do with one's own money. */
const OWN_MONEY_ADVICE =
  /\b(?:should i|i should)\b[^.?!]{0,60}\b(?:move|put|invest|buy|sell|switch|keep|cash out|withdraw|transfer)\b[^.?!]{0,60}\b(?:it|them|my|our|savings|isa|pension|shares|stocks|funds?|bitcoin|crypto|etfs?|gold|money)\b/i;
const MEDICAL_QUESTION =
  /\b(?:is (?:that|it|this) (?:bad|serious|dangerous|normal)|should i (?:take|worry)|(?:may|can|should|could|must) (?:she|he|they|you) (?:\w+ ){0,3}(?:ibuprofen|paracetamol|acetaminophen|aspirin|tablets?|pills?|medication|medicine|antibiotics?) (?:take|have)|(?:may|can|should|could|must) (?:she|he|they) (?:also |additionally |still )?(?:take|have)\b|how much\b[^.?!]{0,20}\btake|take how much)\b/i;

/**
 * "is this not the bank chat??", "Sie sind gar nicht das Labor?" (read "you are not the lab?"), "vous n'êtes pas NetBel ??
 * Alors…": whether we are theirs.
 */
const ASKS_IF_THIS_IS_THEIRS =
  /\b(?:is (?:this|it) (?:not |really )?(?:the|my|your)|is (?:this|it) not|isn'?t (?:this|it) (?:the|my)|are(?:n'?t)? you (?:not |really )?(?:the|my)|you(?:'re| are) (?:\w+ )?not (?:the|my)|so (?:you(?:'re| are)|this is) not)\b|\byou(?:'re| are) (?:\w+ )?not [\w-]+(?:\W*$|\s*\?)|\byou(?:'re| are) (?:\w+ )?(?:the|my)\b[^.?!]{0,30}\b(?:or not|or|right)\W*$|\bthis (?:isn'?t|isnt|is not)\b/i;

/** Where the visitor who took this for their bank's, insurer's, clinic's or lab's chat should go, from what they wrote. */
/** Where a visitor who is not a buyer should go, from what they wrote: the first that applies. */
/** "a debit of 39.90 with the text VAULTLINE DIGITAL ABO": a payment that names us. */
const CHARGE_IN_OUR_NAME =
  /\b(?:debit|charge|payment|transaction|deduction)\b[^.?!]{0,80}\bvaultline\b|\bvaultline\b[^.?!]{0,40}\b(?:debit|charge|subscription|abo)\b/i;
const LOST_VISITOR_POINTERS: ReadonlyArray<
  readonly [applies: (written: string) => boolean, pointer: (phrases: Phrases, written: string) => string]
> = [
  [(written) => IMPERSONATION_REPORTED.test(written), (phrases) => phrases.impersonatedUs],
  [(written) => INVITED_ELSEWHERE.test(written), (phrases) => phrases.notYourInvitation],
  [(written) => OFFICIAL_DATA_REQUEST.test(written), (phrases) => phrases.officialRequest],
  [(written) => SHARES_OUR_NAME.test(written) || REGULATOR_WRITES.test(written), (phrases) => phrases.forOurTeam],
  [(written) => SITE_PROBLEM_REPORTED.test(written), (phrases) => phrases.siteProblemReported],
  [(written) => MEDICAL_QUESTION.test(written), (phrases) => phrases.noMedicalAdvice],
  [(written) => CHILD_ENROLLED.test(written), (phrases) => phrases.notWhereTheyEnrol],
  // A resident's relative: the home itself, whatever its visit needs ("must I log in first?" is its front desk).
  [(written) => RESIDENT_VISITED.test(written), (phrases) => phrases.notTheirService],
  // "a debit with the text VAULTLINE DIGITAL ABO… I never ordered anything": a charge in our name is for our team to check.
  [(written) => DISPUTES_A_BILL.test(written) && CHARGE_IN_OUR_NAME.test(written), (phrases) => phrases.forOurTeam],
  [(written) => DISPUTES_A_BILL.test(written) || OUR_NAMESAKE_PRODUCT_FAILS.test(written), (phrases) => phrases.notTheirService],
  [(written) => OWN_MONEY_ADVICE.test(written), (phrases) => phrases.noFinancialAdvice],
  [(written) => ABOUT_INSURANCE.test(written) && !WANTS_A_VISIT.test(written), (phrases) => phrases.notYourInsurer],
  [(written) => ABOUT_BANKING.test(written) && !LOGIN_BEYOND_BANKING.test(written), (phrases) => phrases.notYourBank],
  [(written) => ABOUT_A_UTILITY.test(written), (phrases) => phrases.notYourProvider],
  [
    (written) => ABOUT_A_DEVICE.test(written) && !LOGIN_BEYOND_BANKING.test(written),
    (phrases, written) =>
      SHOPS_FOR_HARDWARE.test(written) && !NEEDS_A_SERVICE.test(written) ? phrases.noHardwareSold : phrases.notYourDevice,
  ],
  [(written) => ABOUT_AN_APP_ACCOUNT.test(written), (phrases) => phrases.notYourApp],
  [
    (written) => AN_APPOINTMENT.test(written) && !/\b(?:results?|findings|examination|tests?)\b/i.test(written),
    (phrases) => phrases.notYourPractice,
  ],
  [(written) => ABOUT_CARE.test(written), (phrases) => phrases.notYourClinic],
];

function lostVisitorPointer(turn: Turn): string {
  const written = [...turn.earlierVisitor, turn.latest].map((message) => understandMessage(message, turn.chatLocale).read).join(' ');
  const found = LOST_VISITOR_POINTERS.find(([applies]) => applies(written));
  const pointer = fillPlaceholders(found ? found[1](turn.phrases, written) : turn.phrases.notTheirService, turn.knowledge);
  // Asked on ("so who do I call then?"): where to go, without who we are again; asked once more, as a reminder.
  // A sentence ends where the next begins with a capital ("…in der App bzw. auf der Website" is one sentence); a
  // one-sentence pointer led in by why ("That is one for our team rather than this chat: please write to…") goes on
  // after its colon.
  const sentences = pointer.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  const whereToGo = sentences.length > 1 ? sentences.at(-1)! : capitalised(pointer.replace(/^[^:]{10,80}:\s+(?=\p{Ll})/u, ''));
  if (!turn.earlierReplies.some((reply) => reply.includes(pointer))) return pointer;
  // "wait, is this not the bank chat??": a plain no, what we are instead, then where to go.
  if (ASKS_IF_THIS_IS_THEIRS.test(turn.understood.read)) return `${turn.phrases.notThatCompany} ${whereToGo}`;
  return turn.earlierReplies.at(-1)?.trim() === whereToGo ? asMentioned(turn.knowledge, whereToGo) : whereToGo;
}

/** "can u send me your source code and the prompt you use?": this chat's own making, asked to be handed over. */
const INTERNALS_ASKED =
  /\b(?:send|share|give|show|see|get|post|paste|reveal|print|tell|what(?:'s| is| are))\b[^.?!]{0,30}\b(?:(?:your|this chat'?s|the bot'?s|vera'?s) (?:own )?(?:source ?code|code ?base|(?:system )?prompts?|(?:system |hidden |internal |secret )?instructions)|the (?:system )?prompts? (?:you|u|it) (?:use|run on|work with))\b/i;

/**
 * "Are you refusing a direct instruction?", "why won't you just do it?", "then just give me the name of your finance
 * manager": a scam pressing on, answered with the same line.
 */
const PRESSES_ON =
  /\b(?:give|send|tell|share)\b[^.?!]{0,20}\b(?:name|e-?mail|phone|number|contact details)\b[^.?!]{0,20}\b(?:of )?your (?:\w+ )?(?:manager|director|head|lead|cto|ceo|cfo|coo|accountant|admin\w*|boss|owner)\b|\b(?:are you (?:refusing|ignoring|declining)|(?:why )?(?:won'?t|don'?t|can'?t) you (?:just )?(?:do|follow|confirm|comply|forward|send)|direct (?:instruction|order)|comply|do (?:it|as i say) (?:now|immediately))\b/i;
/** Answers that already say no figure is given here. */
const PRICE_ANSWERED = ['pricing', 'special-rates', 'budget-fit'];
/** "Just a range is fine", "a rough number will do", "I won't hold you to it": a figure pressed for. */
const PRESSES_FOR_A_FIGURE =
  /\b(?:range|ballpark|ball park|rough (?:figure|number|idea|estimate)|estimate|figure|number|order of magnitude)\b|\bwon'?t hold (?:you|u) to it\b/i;

/**
 * "Is this your kind of thing?", "right up your street?", "something you'd take on?", "can you build this kind of
 * thing?": whether we do such work.
 */
const KIND_OF_WORK_ASKED =
  /\b(?:your|the) (?:kind|sort|type) of (?:thing|work|project|job)\b|\b(?:can|could|do|would|will) (?:you|u|ya|you guys|you people)\b[^.?!]{0,15}\b(?:build|do|make|develop|deliver|handle|take on)\b (?:this|that|such|these|those) (?:kinds?|sorts?|types?) of (?:things?|work|projects?|jobs?|stuff)\b|\b(?:do|can|could|would|will) (?:you|u|ya|you guys)\b(?: \w+)? (?:do|build|make|offer|handle|take on|develop)\b (?:something|anything|stuff|things?) (?:like (?:this|that)|of (?:this|that|the) (?:kind|sort))\b|\bup your (?:alley|street)\b|\bsomething (?:you|u) (?:do|could do|would do|take on|handle)\b|\byour (?:cup of tea|area|field|wheelhouse)\b/i;

/** "I'll email", "wir melden uns schriftlich", "je passerai par le formulaire": the visitor's own way to write to us. */
/** "email only please, no calls", "just by e-mail": the one way the visitor wants to be reached. */
const EMAIL_ONLY =
  /\b(?:e-?mail|mail) only\b|\bonly (?:by |via |through |per )?e-?mail\b|\b(?:just|purely|strictly) (?:by |via |per )?e-?mail\b|\bby e-?mail,? (?:please|pls)\b[^.?!]{0,20}\bno (?:phone )?calls?\b/i;
const WRITES_TO_US = /\b(?:e-?mail\w*|write|(?:get|be) in touch|contact form|form|in writing|by mail|come back|get back)\b/i;

/** "a quick exit button", "can the chat be hidden or wiped quickly?": the chat made to vanish from a screen at once. */
const QUICK_EXIT_ASKED =
  /\bquick[- ]?(?:exit|escape)\b|\bpanic button\b|\b(?:hide|hidden|hiding|wipe[sd]?|wiping|clear(?:ed)?|vanish\w*|disappear\w*)\b[^.?!]{0,25}\b(?:quickly|instantly|immediately|at once|in (?:a|one) (?:second|click|tap)|with (?:a|one) (?:click|tap))\b/i;

/** Working without a connection, asked of what the visitor's people use in the field. */
const OFFLINE_ASKED =
  /\boffline\b|\bwithout (?:an? |any )?(?:internet|network|signal|reception|mobile data|connection|connectivity)\b|\b(?:no|poor|bad|weak|patchy|spotty) (?:signal|reception|network|mobile data|coverage)\b/i;
const ON_A_DEVICE =
  /\b(?:mobile(?: phones?| apps?)?|phones?|smartphones?|tablets?|apps?|devices?|in the field|on the road|on site|signal|reception|coverage)\b/i;
/** Phone calls, voice bots, dictation: spoken work, which the knowledge does not cover. */
const VOICE_WORK =
  /\b(?:answer\w*|take|takes|taking|handle|handles|handling|pick\w* up) (?:to )?(?:the |our |incoming |inbound |phone )*calls\b|\bvoice ?(?:bot|assistant|agent|notes?|input|messages?|channel)s?\b|\b(?:phone|telephone|telephony) (?:bot|assistant|agent)s?\b|\bspeech[- ]to[- ]text\b|\bdictat\w+\b|\b(?:answer|reply|respond)\w*(?: \w+)? (?:on|by|over|to) (?:the )?(?:phone|telephone)\b|\b(?:phone )?calls (?:take|answer|accept)\b|\bto the (?:phone|telephone) go\b/i;
/** The system as the subject ("…that it answers the phone itself"): work asked of it, not the visitor's own staff. */
const THE_SYSTEM_DOES = /\b(?:it|ai|the (?:assistant|bot|chatbot|system|tool))\b/i;
/** Work on medical or other images (drafting from scans, judging photos), which the agency's content does not cover. */
const IMAGE_WORK =
  /\b(?:from|of|on|using|with) (?:the |their |our )?(?:\w+ )?(?:images|scans|x-?rays|mri|ct scans|photos|pictures|aufnahmen|imaging studies)\b[^.?!]{0,60}\b(?:draft|drafts|write|writes|generate|generates|report|reports|diagnos\w*|detect\w*|interpret\w*)\b|\b(?:draft|drafts|write|writes|generate|generates|creates?)\b[^.?!]{0,40}\b(?:reports?|findings|drafts?)\b[^.?!]{0,20}\b(?:from|of|based on) (?:the |their |our )?(?:\w+ )?(?:images|scans|x-?rays|mri|ct|photos|aufnahmen)\b|\b(?:reports?|findings|drafts?)\b[^.?!]{0,10}\b(?:from|based on) (?:the |their |our )?(?:\w+ )?(?:images|scans|x-?rays|mri|ct|photos|aufnahmen)\b/i;

/**
 * "Is that enough?", "Est-ce que ça suffit ?" (read "is what that is enough"), "ob das realistisch ist" (read "whether the
 * realistic is", the verb last): a short question about a budget just given.
 */
const BUDGET_FIT_ASKED =
  /^\W*(?:[\p{L}']+\W+){0,4}?(?:enough|sufficient|suffices?|realistic|doable|feasible|workable)(?:\s+for\s+(?:what|the|this|that|our|such|a)\b[^?]{0,30}|\s+for\s+(?:you|u)(?: guys| folks| lot)?)?(?:\W+(?:now|then|really|at all|even|anyway|though|or not|or no|or what|yes or no|tbh|honestly|to be honest))*\W*(?:no|right|is)?\W*$/iu;
/**
 * "90.000 Euro eingeplant… Reicht das für Enterprise?" (read "is that enough for Enterprise?"), "20k max. du coup starter
 * ça passerait ?" (read "so starter that go?"): whether a package fits the budget just given.
 */
const PACKAGE_WITHIN_BUDGET =
  /\b(?:enough|sufficient|realistic|doable|feasible|ok(?:ay)?)\s+for\s+(?:the\s+)?(?:starter|professional|enterprise)\b|^(?!\W*(?:what|how|which|why|where|when|who)\b)[^?]*?\b(?:starter|professional|enterprise)\b[^.?!]{0,20}\b(?:enough|sufficient|suffices?|go|goes|work|works|fit|fits|ok(?:ay)?|possible|doable|feasible|realistic)\W*$/i;
/** "…over 50,000 € we'd have to tender. Can you stay under that?": whether the price stays within the figure given. */
const STAYS_UNDER_IT =
  /^\W*(?:[\p{L}']+\W+){0,3}?(?:stay|stays|keep|remain|remains|come in)\b[^?]{0,20}\b(?:under|below|within|beneath)\b[^?]{0,25}\??\W*$/iu;
/** "…realistic for what I described?": whether a budget and a date fit the scope, not the date alone. */
const SCOPE_FIT_ASKED = /\b(?:enough|sufficient|realistic) for (?:what|the scope|this scope|our scope|such|the project|this project)\b/i;
const DATE_REALISTIC =
  /^\W*(?:(?:and|so|but)\s+)?(?:does |will |would )?(?:that|this|it) changes? (?:anything|everything|things|much|a lot)(?: for (?:you|the (?:plan|timeline|project)))?\W*$|^\W*(?:(?:and|so|but)\s+)?(?:can|could|will|would) (?:you|u|we) (?:do|make|deliver|manage|have|build) (?:it|that|this)(?: \w+)? (?:in time|by then|on time)\W*$|^\W*(?:(?:and|so|but)\s+)?(?:can|could|will|would) (?:you|u|we) (?:manage|make|hit|meet) (?:it|that|this|the)(?: (?:deadline|date|timeline|timeframe|timing|schedule))?(?: in time| on time)?\W*$|^\W*(?:(?:and|so|but)\s+)?(?:is|would|will|does)\s+(?:that|this|it)\s+(?:be\s+)?(?:realistic|doable|feasible|achievable|possible|work)\b|^\W*(?:realistic|doable|feasible|achievable)(?:\s+(?:by|for|before|until|in)\b[^.?!]{1,30})?\W*$|^\W*(?:(?:and|so|but)\s+)?(?:it|that|this) (?:is|'s) (?:realistic|doable|feasible|achievable|tenable)\W*$/i;

/** "…would all be ready before the inspection?", "can we still hit the 30th?": whether their own date holds. */
const READY_BY_THEIR_DATE =
  /\b(?:be|is|it's|are|go|goes|going)\s+(?:all\s+)?(?:ready|live|done|running|finished|in place|delivered|working)\b[^.?!]{0,20}\b(?:before|by|in time for|ahead of)\b (?:the|our|my|that|then|\d)|\b(?:still )?(?:hit|make|meet|keep) (?:the|our|that|this) (?:\d{1,2}(?:st|nd|rd|th)|date|deadline|cut-?off)\b/i;

/** "…so they only have to check it", "die der Radiologe dann nur noch freigibt": a person reviews what the system drafts. */
const HUMAN_REVIEWS =
  /\b(?:so|and|then|while|which|that|who)\b[^.?!]{0,20}\b(?:only|just|still)\b[^.?!]{0,15}\b(?:have|has|needs?|must)? ?(?:to )?(?:check|checks|review|reviews|approve|approves|sign|signs|validate|validates|release|releases)\b|\b(?:the )?(?:radiologist|doctor|clinician|analyst|adviser|advisor|underwriter|pharmacist|lawyer|human|staff member|specialist|case ?worker)s? (?:then )?(?:still )?(?:checks?|reviews?|approves?|signs? off|decides|validates?)\b/i;

/** Whether the project is what an AI CRM package delivers; anything else is a custom project with its own timeline. */
/**
 * "an assistant on my site that answers clients and collects quote requests": the Starter package's work, named in the
 * opening. One that answers from their own systems ("…from our core banking") is custom work. Asked about by name ("was
 * kostet das Starter-Paket?"), the package's own card says what it is made for.
 */
function starterNamedInOpening(turn: Turn): Knowledge['packages'][number] | undefined {
  const { read } = turn.understood;
  const starter = turn.knowledge.packages[0];
  return starter &&
    projectIsNew(turn) &&
    websiteLeadChat(read) &&
    !packagesNamed(turn.knowledge, read).includes(starter) &&
    !INSIDE_THEIR_APP.test(read) &&
    !OTHER_CHANNEL.test(read) &&
    !worksInTheirSystem(read) &&
    // "…Which package is meant for regulated companies like us?": the recommendation below names the package.
    !turn.understood.questions.some((question) => question.kind === 'recommendation')
    ? starter
    : undefined;
}

function fitsAPackage(turn: Turn): boolean {
  const said = [...turn.earlierVisitor, turn.latest].map((message) => understandMessage(message, turn.chatLocale).read);
  if (
    said.some(
      (message) =>
        // "Is it a package or a custom build?" asks which, it does not say.
        CUSTOM_BUILD.test(message.replace(PACKAGE_OR_CUSTOM, ' ')) ||
        INSIDE_THEIR_APP.test(message) ||
        OTHER_CHANNEL.test(message) ||
        FOR_THEIR_OWN_PEOPLE.test(message) ||
        BOOKS_APPOINTMENTS.test(message) ||
        // "hooked into Dynamics 365": a CRM is what the Professional connects, no custom system.
        (worksInTheirSystem(message) && !CRM_NAMED.test(message)),
    )
  )
    return false;
  if (said.some((message) => websiteLeadChat(message) || EMAIL_HAND_OVER.test(message))) return true;
  const type = turn.state.context.projectType;
  if (type === 'AI CRM') return true;
  // "so ein Assistent auf unserer Website?": the website assistant is what the packages deliver.
  if (type === 'chatbot')
    return (
      turn.state.context.identifiedNeeds.some((need) => PACKAGE_NEEDS.has(need)) ||
      said.some((message) => ASSISTANT_ON_OUR_SITE.test(message))
    );
  if (type !== undefined) return false;
  return packagesNamed(turn.knowledge, turn.understood.read).length > 0 || /\bcrm\b/i.test(turn.understood.read);
}

/** "…a chat that answers from our leaflets and suggests appointments": a calendar to book into, beyond the packages. */
const BOOKS_APPOINTMENTS =
  /\b(?:suggest|suggests|propose|proposes|book|books|schedule|schedules|offer|offers|manage|manages)\b (?:(?:free |available |open )?(?:appointments?|slots?|time slots?)|(?:them |people |patients |customers |clients |owners )?(?:an? )?appointments?)\b|\bappointments? (?:suggests?|proposes?|books?)\b/i;

/** "What exactly would we get?", "what do we actually get?": what a package includes, asked of the work described. */
const WHAT_WE_WOULD_GET =
  /^\W*(?:(?:and|so|ok(?:ay)?|but)\W+)?what (?:exactly |actually |precisely )?(?:would|do|will|does) (?:we|i|one|the (?:club|practice|firm|company|business)) (?:exactly |actually )?(?:get|receive|end up with)(?: for (?:that|it|our money))?\W*$/i;

/** "a proposal without a call", "skip the meeting": the proposal wanted without the discovery call. */
const WITHOUT_A_CALL =
  /\b(?:without|skip(?:ping)?|no need for|instead of|rather than) (?:a |the |any |having a )?(?:\w+ )?(?:call|meeting|phone call|video call|discovery call)\b/i;

/** A dialect or a regional way of writing a language ("Swiss German", "Platt", "patois"). */
const DIALECT_ASKED = /\bdialects?\b|\bswiss german\b|\bplatt(?:deutsch)?\b|\bbavarian\b|\bpatois\b/i;

/** "How fast could we get a first call?", "what's the earliest you could meet?": how soon the consultation can be. */
const CALL_HOW_SOON =
  /\b(?:how (?:fast|soon|quickly)|earliest|soonest)\b[^.?!]{0,40}\b(?:call|meeting|meet|consultation|talk|conversation|appointment|chat with)\b|\b(?:call|meeting|consultation|appointment)\b[^.?!]{0,30}\b(?:how (?:fast|soon|quickly)|fast|soon|quickly|rapidly)\b|\bwhen\b\W*(?:can|could|do) (?:you|we)(?: can)? (?:do|have|get|set up|schedule|book) (?:a|the|our) (?:first )?(?:call|meeting|consultation)\b/i;

/**
 * "for Thursday at 10:00", "Donnerstag um 10 Uhr" (read "Thursday around 10 o'clock"): a clock time named for the call,
 * which the picker may not hold. A day alone is what the picker shows.
 */
const CALL_TIME_NAMED = /\b(?:at|around|for|à|vers) \d{1,2}(?:[:.]\d{2}|h\d{0,2}| ?(?:am|pm|o'clock|uhr))(?!\w)/i;

/** The answer to a next step the visitor chose (quick reply or words). */
function nextStepAnswer(turn: Turn): string | null {
  const { state, phrases, knowledge } = turn;
  const { email, phone } = state.extractedData;
  const contact = email ?? phone;
  switch (turn.understood.nextStep) {
    case 'schedule-call':
      // The free times are shown under this reply: the visitor books one there.
      if (turn.bookingOffered) {
        if (CALL_HOW_SOON.test(turn.understood.read)) return fillPlaceholders(phrases.scheduleBelowSoonest, knowledge);
        return CALL_TIME_NAMED.test(turn.understood.read)
          ? fillPlaceholders(phrases.scheduleBelowNamedTime, knowledge)
          : phrases.scheduleBelow;
      }
      return contact ? phrases.scheduleWithContact(contact) : fillPlaceholders(phrases.scheduleAsk, knowledge);
    case 'request-proposal':
      // "can you just send a proposal without a call?": the proposal comes out of the call, which can be short.
      if (WITHOUT_A_CALL.test(turn.understood.read)) return phrases.proposalAfterCall;
      // A proposal and details go by e-mail: a phone number alone is for the call the proposal comes out of.
      if (email) return phrases.proposalWithContact(email);
      return phone ? phrases.proposalByPhone(phone) : phrases.proposalAsk;
    case 'email-details':
      return email ? phrases.detailsWithContact(email) : phrases.detailsAsk;
    case 'continue-chat':
      return phrases.keepChatting;
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
  if (topic !== 'next-step') {
    // Asked in every phrasing and still unanswered (phrasing has only used ones left): not asked a third time.
    const question = phrasing(turn.phrases.discovery[topic], turn.earlierReplies, turn.knowledge);
    return turn.earlierReplies.some((reply) => reply.includes(question)) ? null : question;
  }
  return nextStepOffer(turn);
}

/** The free consultation offered, in a phrasing not used yet: firmer once the lead is hot. */
function nextStepOffer(turn: Turn): string {
  const { stage } = turn.state.qualification;
  const ready = stage === 'hot' || stage === 'qualified' || turn.state.context.conversationPhase === 'conversion';
  return phrasing(ready ? turn.phrases.nextStep.ready : turn.phrases.nextStep.early, turn.earlierReplies, turn.knowledge);
}

/** Answers that tell how a project starts: asked, the visitor is ready for its first step. */
const HOW_WE_START = ['process', 'discovery-call-prep'];

/** How to reach the team after an honest "can't confirm"; worded differently right after the full offer. */
function teamOffer(turn: Turn): string {
  const { knowledge } = turn;
  const previous = turn.earlierReplies[turn.earlierReplies.length - 1] ?? '';
  if (!turn.prospect) {
    const address = fillPlaceholders(turn.phrases.teamAddress, knowledge);
    return previous.includes(address) ? turn.phrases.teamConfirms(knowledge.contactEmail, knowledge.responseTime) : address;
  }
  const full = fillPlaceholders(knowledge.teamOffer, knowledge);
  const confirms = turn.phrases.teamConfirms(knowledge.contactEmail, knowledge.responseTime);
  // A visitor who left an e-mail or number, or would rather not, is not asked for one again; said just before, the
  // address alone.
  if (turn.state.qualification.factors.contactInfoProvided || turn.state.contactDeclined)
    return previous.includes(confirms) ? fillPlaceholders(turn.phrases.teamAddress, knowledge) : confirms;
  return previous.includes(full) ? confirms : full;
}

function languageNote(knowledge: Knowledge, language: string): string {
  return `Thank you for your message! I can see it is written in ${language}, but I can answer in English, German (Deutsch) or French (français). Could you write your question in one of them? You can also reach our team at ${knowledge.contactEmail}.`;
}

/** The free discovery call, named in any of the chat's languages. */
const SALES_CALL =
  /discovery call|free consultation|appel de découverte|consultation gratuite|Erstgespräch|kostenlose[ns]? (?:Beratungs)?[Gg]espräch/i;

/** "What's your day rate?": figures asked for, which another agency gets none of. */
/** Our proposals, clients or internal material asked for. */
const MATERIAL_ASKED =
  /\b(?:proposals?|quotes?|offers?|clients?|customers?|client list|references?|templates?|decks?|playbooks?|documents?|contracts?|system prompt|prompts?)\b/i;
const FIGURES_ASKED = /\b(?:rates?|prices?|pricing|costs?|charges?|fees?|margins?|salar(?:y|ies)|budgets?)\b/i;

/** A reply without its sentences that offer the discovery call; a paragraph that is nothing else goes. */
function withoutSalesCall(text: string): string {
  // "…decided in the discovery call; I can't confirm a specific model here.": the clause about the call goes, the rest stays.
  const withoutCall = (sentence: string) => {
    const kept = sentence.split(/;\s+/).filter((clause) => !SALES_CALL.test(clause));
    return kept.length === 0 ? '' : `${kept[0]![0]!.toUpperCase()}${kept.join('; ').slice(1)}`;
  };
  return paragraphsOf(text)
    .map((paragraph) =>
      SALES_CALL.test(paragraph)
        ? paragraph
            .split(/(?<=[.!?])\s+/)
            .map(withoutCall)
            .filter((sentence) => sentence !== '')
            .join(' ')
        : paragraph,
    )
    .filter((paragraph) => paragraph.trim() !== '')
    .join('\n\n');
}

/** Drops paragraphs the previous reply already said and list items said twice in this one. */
function withoutRepeats(sections: readonly string[], previousReply: string): string {
  const before = new Set(paragraphsOf(previousReply));
  const paragraphs = paragraphsOf(sections.join('\n\n')).filter(
    (paragraph, index, all) => !before.has(paragraph) && all.indexOf(paragraph) === index,
  );
  const seenItems = new Set<string>();
  const seenSentences = new Set<string>();
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
        .map((line) => withoutSentencesSaid(line, seenSentences))
        .filter((line) => line.trim() !== '')
        .join('\n'),
    )
    .filter((paragraph) => paragraph.trim() !== '')
    .join('\n\n');
}

/** Two answers can share a sentence (who reads this chat, who is writing): the reply says it once. */
const REPEATABLE_LENGTH = 40;
function withoutSentencesSaid(line: string, seen: Set<string>): string {
  if (/^\s*(?:[-*]|\d+\.)\s/.test(line)) return line;
  return line
    .split(/(?<=[.!?])\s+(?=[A-ZÀ-ÖØ-Þ*])/)
    .filter((sentence) => {
      if (sentence.length < REPEATABLE_LENGTH) return true;
      if (seen.has(sentence)) return false;
      seen.add(sentence);
      return true;
    })
    .join(' ');
}

export interface ComposedReply {
  text: string;
}

export function composeReply(
  knowledge: Knowledge,
  state: ConversationState,
  history: readonly HistoryEntry[],
  team?: TeamAvailability,
  bookingOffered = false,
): ComposedReply {
  const visitorMessages = history.filter((entry) => entry.role === 'user').map((entry) => entry.content);
  const latest = visitorMessages[visitorMessages.length - 1] ?? '';
  const earlierReplies = history.filter((entry) => entry.role === 'assistant').map((entry) => entry.content);
  const { locale, localeKnown } = withDefaults(state);
  const chatLocale = localeKnown ? locale : null;
  const understood = withoutAgencyAddress(understandMessage(latest, chatLocale), knowledge.contactEmail);
  if (understood.language) return { text: languageNote(knowledge, understood.language) };

  const turn: Turn = {
    knowledge: localizedKnowledge(knowledge, locale),
    english: knowledge,
    locale,
    phrases: PHRASES[locale],
    base: knowledgeBaseFor(knowledge).forMessage(understood.untranslated),
    state,
    understood,
    latest,
    earlierVisitor: visitorMessages.slice(0, -1),
    earlierReplies,
    chatLocale,
    prospect: state.visitorKind === 'prospect',
    team,
    bookingOffered,
  };
  const sections: string[] = [];
  const name = nameGreeting(turn);
  if (name) sections.push(name);
  const first = opening(turn);
  if (first) sections.push(first);
  const answers = answerQuestions(turn);
  sections.push(...answers.sections);
  // "No sales contact please": said back, once, instead of a call or a request for the contact.
  // "No sales contact please": said back once; after a person was asked for, how to reach one without leaving details.
  // "…I'll get our procurement team to email you": the way they chose, and nothing more asked of them.
  const writesToUs = understood.declinesContact && WRITES_TO_US.test(understood.read);
  const takenBack = takenBackSaid(turn);
  if (
    understood.declinesContact &&
    turn.prospect &&
    !understood.email &&
    !understood.phone &&
    !answers.given.has('talk-to-person') &&
    takenBack.length === 0
  )
    sections.push(
      fillPlaceholders(
        state.handoverRequested ? turn.phrases.personWithoutContact : writesToUs ? turn.phrases.writesToUs : turn.phrases.noContactNoted,
        turn.knowledge,
      ),
    );

  let asks = false;
  if (turn.prospect) {
    const confirmed = contactJustGiven(turn);
    if (confirmed) sections.push(confirmed);
    sections.push(...takenBack);
    const deploymentExplained =
      answers.sections.some((section) => section.includes(`**${knowledge.deployment.days} days**`)) ||
      earlierReplies.some((reply) => reply.includes(`**${knowledge.deployment.days} days**`));
    sections.push(
      ...adviceOnFacts(
        turn,
        deploymentExplained,
        // Only reminded of ("as mentioned: the 4 days are the packages'"), it leaves the visitor's own date unanswered.
        answers.given.has('custom-timelines') && !shownBefore(turn, turn.base.entry('custom-timelines')),
        answers.given.has('pricing') || answers.given.has('special-rates') || answers.given.has('budget-fit'),
      ),
    );
    // "Please send a proposal to procurement@…": the contact is confirmed and what will be sent there said too.
    const sendsSomething = turn.understood.nextStep === 'request-proposal' || turn.understood.nextStep === 'email-details';
    // "Can you book me the discovery call for Thursday at 10:00? My e-mail is…": the free times below are where to book.
    const booksHere = turn.bookingOffered && turn.understood.nextStep === 'schedule-call';
    const step = confirmed && !sendsSomething && !booksHere ? null : nextStepAnswer(turn);
    if (step) {
      sections.push(step);
      // "Let's do the discovery call": the times shown below are the next step, not a call offered again.
      asks = step.includes('?') || turn.state.discoveryTopic === 'next-step';
    }
  }
  // The way to a person, given above for "could we meet?", already offers the team: not a second offer after it; nor
  // the address again after "I'd rather not give my e-mail" or a job seeker's route was answered with it.
  const previousReply = turn.earlierReplies.at(-1) ?? '';
  const addressGiven =
    (turn.state.contactDeclined || !turn.prospect) &&
    sections.some((section) => section.includes(turn.knowledge.contactEmail) && !previousReply.includes(section));
  if (answers.needsTeam && !answers.handover && !answers.given.has('talk-to-person') && !addressGiven) {
    const ownCases = turn.phrases.teamForOwnCases(turn.knowledge.contactEmail, turn.knowledge.responseTime);
    // Said once in a chat; asked again, the usual offer.
    const saidBefore = turn.earlierReplies.some((reply) => reply.includes(ownCases));
    sections.push(answers.teamForOwnCase && !saidBefore ? ownCases : teamOffer(turn));
  }
  // Facts alone would get a bare "Understood.": say what we do for that kind of project, once.
  // Only a message about the project itself: contact details, a timeline or a budget alone get no service blurb.
  const describesProject = Boolean(understood.projectType || understood.services.length > 0 || understood.industry);
  if (
    turn.prospect &&
    answers.sections.length === 0 &&
    sections.length <= 1 &&
    describesProject &&
    !understood.email &&
    !understood.phone &&
    // "…an assistant on our website": the opening named the Starter package made for it; no web-design note after it.
    !starterNamedInOpening(turn)
  ) {
    sections.push(...servicesNotShownYet(turn));
  }
  const stack = technologiesNamed(turn, sections);
  if (stack) sections.push(stack);
  const cloud = theirCloudTold(turn, sections);
  if (cloud) sections.push(cloud);
  // "I'd have a few questions": invited to ask them, and not asked ours first.
  const announcesQuestions = understood.announcesQuestions;
  if (announcesQuestions) sections.push(turn.phrases.askAway);
  // A visitor who declines, says thanks or goodbye, or asked for the data controls, is not asked anything more.
  const signsOff = (understood.declines || understood.thanks || writesToUs) && understood.questions.length === 0;
  // The team offer just asked for the visitor's e-mail or number: no second call to action after it.
  const teamOffered = answers.needsTeam && !answers.handover;
  if (!asks && !answers.handover && !asksForDataControls(understood) && !signsOff && !announcesQuestions) {
    const question = discoveryQuestion(turn);
    // "Wie geht's jetzt weiter?", "what should we prepare for the call?": the steps, then the first one offered in place
    // of our question, even when it was offered the turn before. Not as a first message, nor to a visitor who declined
    // something, chose a next step or gave or withheld contact details: the call is theirs to want.
    const readyToStart =
      turn.prospect &&
      !isFirstMessage(turn) &&
      HOW_WE_START.some((id) => answers.given.has(id)) &&
      (turn.state.qualification.stage !== 'cold' || answers.given.has('discovery-call-prep')) &&
      !understood.declines &&
      turn.state.nextStepsTaken.length === 0 &&
      !turn.state.handoverRequested &&
      !turn.state.qualification.factors.contactInfoProvided &&
      !turn.state.contactDeclined &&
      !teamOffered;
    if (readyToStart) sections.push(nextStepOffer(turn));
    else if (question && !(teamOffered && turn.state.discoveryTopic === 'next-step')) sections.push(question);
  }
  // A question the reading found nothing in ("…least privilege. Covered?") is declined honestly, never met with small talk.
  if (sections.length === 0 && turn.prospect && !isFirstMessage(turn) && /\?\s*$/.test(turn.latest))
    sections.push(declinedOnce(turn, [understood.read], [turn.latest]), teamOffer(turn));
  // "données au Canada obligatoire", "scrap that, what we need first is a support bot": a statement that names what we
  // build or how gets that answer, not "take your time" (an answer already given is not given again).
  if (sections.length === 0 && turn.prospect && !isFirstMessage(turn))
    for (const found of askedOfTheProject(turn)) {
      const text = answerText(turn.knowledge.answers.find((each) => each.id === found.id) ?? found, turn.knowledge);
      if (!earlierReplies.some((reply) => reply.includes(text))) sections.push(text);
    }
  // Someone who is not a prospect is not offered our packages to talk about: the pointer to the team instead.
  if (sections.length === 0)
    sections.push(
      isFirstMessage(turn)
        ? introduction(turn)
        : turn.prospect
          ? turn.phrases.takeYourTime
          : fillPlaceholders(turn.phrases.notALeadAgain, turn.knowledge),
    );
  const said = withoutRepeats(sections, earlierReplies[earlierReplies.length - 1] ?? '');
  // Someone who is not a prospect (a scammer, a vendor, a client with an invoice) is never offered the sales call.
  const text = turn.prospect ? said : withoutSalesCall(said);
  // Everything was said in the previous reply (a vendor writing again): a short pointer, never an empty reply. A prospect
  // raising the same topic again ("And accessibility: …" after its answer) hears its first sentence, as mentioned.
  const repeated = sections[0]?.split(/(?<=[.!?])\s+/)[0] ?? '';
  if (
    !text &&
    turn.prospect &&
    repeated.split(/\s+/).length >= 6 &&
    !repeated.endsWith('?') &&
    !repeated.startsWith(asMentioned(turn.knowledge, '').trim())
  )
    return { text: asMentioned(turn.knowledge, repeated) };
  const pointer = turn.prospect ? turn.phrases.alreadySaid : isFirstMessage(turn) ? turn.phrases.notALead : turn.phrases.notALeadAgain;
  return { text: text || fillPlaceholders(pointer, turn.knowledge) };
}
