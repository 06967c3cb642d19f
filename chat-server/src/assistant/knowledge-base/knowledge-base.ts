/**
 * The searchable knowledge base: every answer of the knowledge file indexed
 * once at start-up with MiniSearch (BM25 ranking, fuzzy and prefix matching,
 * synonyms through the term processing). A question gets the one or two
 * answers that together cover its topic words, or nothing when no answer
 * matches with confidence, so the reply can say so honestly.
 */
import { LRUCache } from 'lru-cache';
import MiniSearch, { type SearchResult } from 'minisearch';
import { rememberingRecent } from '../../shared/remembering-recent.js';
import type { Knowledge, KnowledgeAnswer } from '../knowledge.js';
import { answerText, DAY_OF_DEPLOYMENT, IN_WHAT_WE_BUILD, OFF_THE_SHELF_EDITION } from './answer-text.js';
import { isFocusConcept, isFunctionWordTypo, isTopicWord, oneEditApart, searchTerms, words } from './search-terms.js';
import { glossVocabulary } from '../understanding/gloss.js';
import { PLACES } from '../understanding/places.js';
import { HELP_WHEN_IT_FAILS, ONLY_WHAT_NOW } from '../understanding/questions.js';
import { VOLUME_IN_A_SPAN } from '../understanding/timeline.js';

/** Share of a question's topic words the chosen answers must cover… */
export const MIN_COVERAGE = 0.6;
/** …or this share, when a covered word names a concept the knowledge covers (price, careers, hosting…). */
export const MIN_COVERAGE_WITH_CONCEPT = 0.5;
/** …or this share, for a question of at least this many topic words (the rest is context). */
const MIN_COVERAGE_LONG = 0.3;
const LONG_QUESTION_WORDS = 5;
/** A question of at most this many topic words has a word the knowledge never uses as its own topic. */
const SHORT_QUESTION_WORDS = 3;
/** Day and month names are dates, not names of products or standards the knowledge lacks. */
const CALENDAR_WORD =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|montag|dienstag|mittwoch|donnerstag|freitag|januar|februar|märz|juni|juli|oktober|dezember|lundi|mardi|mercredi|jeudi|vendredi|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)$/i;
/** A second answer must score at least this share of the first. */
export const SECOND_ANSWER_SCORE = 0.4;
/** Questions whose answers are kept in memory. */
const RECENT_ANSWERS = 512;
/** At most this many answers for one question. */
export const MAX_ANSWERS_PER_QUESTION = 2;
/** The share of the nearest topic's score another topic needs to be offered beside it. */
const NEAREST_SHARE = 0.3;

export interface AnswerMatch {
  entry: KnowledgeAnswer;
  score: number;
}

export interface QuestionAnswers {
  question: string;
  /** The answers that cover the question, best first; empty when nothing matches with confidence. */
  matches: AnswerMatch[];
  /** Names in the question the knowledge does not mention at all (a product, a certification…). */
  unknownNames: string[];
  /** False when the question names no topic of its own ("can you do both?"). */
  hasTopic: boolean;
}

interface IndexedAnswer {
  id: string;
  questions: string;
  keywords: string;
  text: string;
}

const SUPPORT_VERB = /\b(you|we|it|they|does it|do you)\s+(?:support|handle|offer|provide)\b/gi;
/** "how much iron", "how much data": a quantity, no topic of its own ("how much?", "how much does it cost", "c'est combien le
 * starter" read "it is how much the starter" stay prices). */
const HOW_MUCH_OF =
  /\bhow much\s+(?:of\s+)?(?=(?!(?:does|do|did|would|will|is|are|was|for|roughly|approximately|about|money|budget|it|this|that|cost|costs|we|you|ya|to|though|tho|then|more|again|exactly|total|overall|per|the|your)\b)[a-z]{3,}\b)/gi;
const HOW_MUCH = /\bhow much\b/gi;
/**
 * "sign a DPA under GDPR Article 28", "einen AVV nach Art. 28 DSGVO" (read "a DPA after Art. 28 GDPR"): the agreement
 * is asked about; the rulebook and the article it falls under are its frame (an article is no press).
 */
const AGREEMENT_UNDER_RULEBOOK =
  /\b(DPA|AVV|NDA|BAA|data processing (?:agreement|addendum))\s+(?:under|according to|pursuant to|per|as per|after|in line with)\s+(?:(?:the )?(?:art(?:icle|ikel)?\.?|§)\s?\d+[a-z]?\s+(?:of\s+)?(?:the\s+)?)?(?:UK\s+)?(?:GDPR|DSGVO|RGPD)(?:\s+(?:art(?:icle|ikel)?\.?|§)\s?\d+[a-z]?)?/gi;
/**
 * "your fixed price", "was würde das fix kosten" (read "…fixed cost"): an amount asked, the kind of price no topic of
 * its own; "do you do fixed price?" asks how we contract, which stays a question of its own.
 */
const PRICE_KIND = /\b(?:fixed|flat|firm|all-in|exact|concrete)[- ](?=(?:prices?|costs?|fees?|figures?|sums?|quotes?)\b)/gi;
const CONTRACT_MODEL =
  /\b(?:do|does|would|will|can|could|are|is) (?:you|u|ya|it|that|this|they)\b(?: \w+)?(?: (?:do|offer|work|agree|accept|quote|possible|available))? (?:on |to |with |at )?(?:a |an )?(?:fixed|flat|firm|all-in)[- ](?:price|fee|cost)|\b(?:fixed|flat)[- ](?:price|fee)s? or\b|\bor (?:a )?(?:fixed|flat)[- ](?:price|fee)\b/i;
const CURRENCY_CODES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));
/** "How high is the error rate?": a measure asked for, the adjective is no topic. */
const HOW_HIGH = /\bhow (?:high|low|big|large|good|bad)\b/gi;
/** "Quick q - do you…", "Yes or no: can you…": a lead-in, not the topic. */
const LEAD_IN =
  /\b(?:two|three|four|a few|some|a couple of|my|our|last|one more|another) (?:quick |short |more )?(?:follow-?ups?|questions?|points|things)\s*:|\bquick (?:q|question)\b|^\W*(?:(?:now|so|ok|okay|then|just|and) )?(?:(?:a )?(?:simple |plain |straight )?yes or no)\s*[:,-]/gi;
/** "use our data to improve your models" (or the German order "models to improve"): training on our data. */
const MODEL_IMPROVEMENT =
  /\b(?:improve|improving|improved|better)\s+(?:the |your |their |its |any |ai )?(models?|llms?)\b|\b(models?|llms?) to improve\b/gi;
const RATE = /\b(?:per|a|an|each|every)\s+(?:hour|day|week|month|year)\b/gi;
// Idioms read as what they mean: "making stuff up" or "talking nonsense" is hallucinating; "under the hood", "phones
// ring all day" or "accessibility is non negotiable" add no topic.
/** "What do you do specifically, so that it makes nothing up?": what is done to prevent what follows. */
const WHAT_YOU_DO_SO_THAT =
  /\b(?:what|how) (?:do|will|would|can|could) (?:you|u) (?:do|undertake|put in place)\b[^.?!,]{0,25}?(?=,?\s*(?:so (?:that )?|to (?:stop|prevent|avoid|ensure|make sure) ))/gi;
/**
 * "Who is liable if the bot gives wrong answers?", "wer haftet, wenn…" (read "who bears liability, if…"): the
 * contract's liability, whatever the case it is asked for.
 */
const LIABLE_IF =
  /\b(?:who|whom|which (?:party|side))\b[^.?!]{0,20}\b(?:is liable|are liable|bears? (?:the )?liability|has (?:the )?liability|(?:is|are|would be|will be) (?:held )?(?:liable|responsible)|(?:takes?|carr(?:y|ies)|bears?|holds?) (?:the )?responsibility)\b(?:[^.?!]*?\b(?:if|when|in case)\b[^.?!]*)?/gi;
/**
 * "What if it says something cold or wrong to a mother…?", "and if it tells a client the deed is ready while it is
 * wrong?", "i am worried it will say the wrong thing to families": a wrong or hurtful answer feared, which guardrails meet.
 */
const WRONG_ANSWER_FEARED =
  /\bwhat (?:if|happens if|happens when|about when)\b (?:it|the (?:ai|model|bot|assistant|system|chatbot|tool)) (?:ever )?(?:says|tells|gives|answers|writes|sends)\b[^.?!]{0,30}?\b(?:wrong|incorrect|false|cold|inappropriate|insensitive|harmful|hurtful|offensive|upsetting|dangerous)\b[^.?!]*|\bif\b (?:it|the (?:ai|model|bot|assistant|system|chatbot|tool)) (?:ever )?(?:says?|said|tells?|told|answers?|answered|gives?|gave|writes?|wrote)\b[^.?!]{0,80}?\b(?:while|when|but|though|although|whereas) (?:it'?s|it is|that'?s|that is|this is) (?:wrong|false|incorrect|not true|untrue)\b[^.?!]*|\b(?:worried|worry|afraid|scared|concerned|fear|nervous)\b[^.?!]{0,40}\b(?:say|says|give|gives|tell|tells|answer|answers)\b (?:the |a |an )?(?:wrong|incorrect|false|inaccurate) (?:thing|things|answers?|information|info)\b[^.?!]*|\b(?:worried|worry|afraid|scared|concerned|fear|nervous)\b[^.?!]{0,40}\b(?:say|says|tell|tells)\b (?:something|anything) (?:wrong|incorrect|false|inaccurate)\b[^.?!]*/gi;
/** "how do we know the drafts aren't made up?", "…are trustworthy?": how hallucinations are kept in check. */
const HOW_WE_KNOW_NOT_MADE_UP =
  /\bhow (?:can|do|would|will|could) (?:we|i|you|they) (?:know|be sure|make sure|ensure|trust|verify|check|tell)\b[^.?!]{0,40}?\b(?:made up|invented|fabricated|hallucinat\w*|trustworthy|reliable|accurate|correct)\b/gi;
const MAKING_THINGS_UP =
  /\b(?:it|they|the (?:ai|model|bot|assistant|system|chatbot))\s+(?:\w+\s+)?(?:inventing|invents|invented|fabricat\w+|(?:making|makes) up(?!\s+(?:\d|half|a (?:third|quarter|lot|large|big)|most|much|the (?:bulk|majority|rest)|about|around|over|roughly|nearly|almost)\b))\b[^.?!]*|\b(?:talks?|talking|tells?|telling|spouts?|spouting)\s+(?:\w+\s+)?(?:nonsense|rubbish|garbage|gibberish)\b|\b(?:nothing|anything|something)\s+(?:\w+\s+)?(?:makes?|making) up\b|\b(?:(?:stop|prevent|avoid|keep)\w*\s+(?:it|them|the (?:ai|model|bot|assistant))\s+(?:from\s+)?)?mak(?:e|es|ing)\s+(?:stuff|things|something|anything|nothing|facts|answers|it|one|them|an answer)\s+up\b|\bmak(?:e|es|ing) up (?:stuff|things|facts|answers)\b|\b(?:just |simply |it |they )made (?:it|stuff|things|something|that|them|one|an answer|answers|a date|dates) up\b|\b(?:is|are|isn'?t|aren'?t|arent|isnt|not|no|nothing|never|was|were|be|being|get|gets)\s+(?:\w+\s+)?(?:made up|made-up|invented|fabricated)\b|\b(?:fabricat|invent)\w*\s+(?:an? |the )?(?:\w+ )?(?:facts?|answers?|citations?|sources?|references?|figures?|numbers?|amounts?|things|stuff|content)\b|\bmak(?:e|es|ing) up (?:an? |the |of )?(?:answers?|numbers?|amounts?|figures?|facts?|dates?|prices?|(?:case )?laws?|cases|citations?|clauses?|rulings?|precedents?|judge?ments?|statutes?|quotes?|sources?|references?|results?|diagnos[ie]s|doses?|dosages?)\b|\b(?:stops?|prevents?|keeps?)\s+(?:it|them|the (?:ai|model|bot|assistant|system))\s+from\s+mak(?:e|es|ing)\s+(?:\S+\s+){0,1}up\b[^.?!]*|\bmak(?:e|es|ing) up (?:an? |the |some )?(?:\w+ ){1,2}(?:that|which) (?:is|isn't|are|aren't|was|wasn't|doesn't|does not)\b[^.?!]*/gi;
/** "or would it be guessing from a webpage again": an answer guessed is one made up. */
const GUESSING =
  /\b(?:it|they|the (?:ai|model|bot|assistant|system|chatbot))\s+(?:would |will |is |was )?(?:be |just )?guess(?:ing|es)\b/gi;
/** "how would we know it works before a family uses it?": how it is tested before go-live. */
const KNOW_IT_WORKS =
  /\bhow (?:would|will|do|can|could|should|are) (?:we|i|you|they) (?:\w+ )?(?:know|be sure|see|check|tell|make sure|supposed to know)\b[^.?!]{0,20}?\b(?:it|that it|the (?:bot|assistant|system|chatbot|thing)) (?:really |actually )?(?:works|is working|will work|would work|is ready|is right)\b[^.?!]*/gi;
/** "…a clerk must take over", "it switches to a midwife": the hand-over of the system we would build. */
const PEOPLE_TAKE_OVER =
  /\b(?:goes|go|going|is passed|be passed|is transferred|be transferred|is forwarded|be forwarded|gets? (?:passed|forwarded|routed|sent|transferred))(?: (?:over|on))? to (?:a |an |the )?(?:real |actual |live )?(?:human|person|member of (?:staff|the team)|staff member|colleague)\b|\b(?:lands?|ends? up|is sent|gets? (?:passed|forwarded|routed|sent))\b[^.?!]{0,25}\b(?:at|with|to) (?:our|their) (?:[\w-]+ )?(?:clerks?|staff|team|agents|advis[eo]rs|nurses|colleagues|case ?workers|people)\b|\bto (?:our|their) (?:[\w-]+ )?(?:team|staff|colleagues|reception|nurses|agents|advisers|advisors)\b[^.?!]{0,15}\bhand(?:ed)? over\b|\b(?:staff|clerk|caseworker|agent|nurse|midwife|doctor|human|person|colleague|adviser|advisor|pharmacist|specialist)s?\b[^.?!]{0,25}\b(?:take[sn]? over|step[s]? in)\b|\b(?:switch(?:es)?|hand(?:s)?|pass(?:es)?|route[sd]?|refers?|transfers?|forwards?|escalate[sd]?) (?:it |them |(?:the |any |all )?(?:urgent |difficult |complex |clinical |sensitive |tricky |hard )?(?:people|callers?|customers?|patients?|users?|visitors?|clients?|members?|cases?|questions?|enquiries|requests|conversations?|chats?) )?(?:over |on )?to (?:a |an |the |our )?(?:[\w-]+ )?(?:staff|clerk|caseworker|agent|nurse|midwife|doctor|human|person|colleague|adviser|advisor|pharmacist|specialist|expert|clinician|solicitor|lawyer|attorney|underwriter|banker)s?\b|\b(?:switch|hand|pass|route|escalate|forward)(?:s|es|ed|ing)?\b(?:\s+(?!to\b)\w+){0,3}?\s+(?:over\s+|on\s+)?to (?:our|their) (?:own )?(?:[\w-]+ ){0,2}(?:team|staff|people|colleagues|advisers|advisors|agents|nurses)\b/gi;
/** "Could an assistant triage these before a solicitor looks at them?": sorting enquiries for people, the hand-over. */
const TRIAGE_FOR_PEOPLE =
  /\btriage\w*\b[^.?!]{0,40}\bbefore (?:a |an |the |our |one of our )?(?:[\w-]+ )?(?:staff|clerk|caseworker|agent|nurse|doctor|human|person|colleague|adviser|advisor|specialist|solicitor|lawyer|attorney|underwriter|team)s?\b[^.?!]*/gi;
/** "What happens when it doesn't know?": how answers are kept in check, and the hand-over when there is none. */
const DOES_NOT_KNOW =
  /\b(?:when|if) (?:it|the (?:bot|assistant|ai|chatbot))\b[^.?!]{0,25}(?:(?:\bnot|n't|(?<=\b(?:does|do|can|did))nt|\bcannot) (?:know|answer)\w*|(?:\bnot|n't) (?:sure|certain|confident)|\b(?:unsure|uncertain|in doubt))\b/gi;
/**
 * "How long?" on its own, or with only words that point back ("roughly how long for something like that?", "et pour
 * ça, il faut compter combien de temps ?"), asks how long the project takes, not how long data is kept.
 */
const POINTING_BACK = String.raw`(?:and|so|ok|okay|but|then|do|does|would|will|could|need|needs|take|takes|you|u|we|us|it|that|this|those|these|such|something|anything|stuff|thing|things|one|like|realistically|realistic|roughly|approximately|approx|around|about|more or less|or so|give or take|ish|count|reckon|allow|expect|plan|usually|typically|really|actually|for|a|an|the|whole|in total|overall|all in all)`;
// "…kept, and for how long?": a bare "for" before it belongs to what was said before.
const HOW_LONG_ALONE = new RegExp(
  String.raw`^\W*(?:(?!for\b)${POINTING_BACK}\W+|for (?:that|this|it|those|these|such)\W+)*how long(?:\W+${POINTING_BACK})*\W*$`,
  'i',
);
/**
 * "How long until we see something working?", "how long before it's live?", "combien de temps pour le mettre en place ?"
 * (read "how long for the set up"): how long the project takes.
 */
const HOW_LONG_UNTIL =
  /\bhow long (?:(?:until|till|before)(?! (?:you|u|someone|somebody|anyone|your team|a person)\b[^.?!]{0,10}\b(?:answers?|repl(?:y|ies)|responds?|gets? back|calls?)\b)|to (?:see|get|have|go live|launch)|(?:for|to) (?:the )?(?:set ?up|setup|implement\w*|build|rollout|roll out|go-?live|deploy\w*|put (?:it |that |this |everything )?in place))\b[^.?!]*/gi;
/**
 * "how long for a project like that?", "combien de temps pour un projet comme ça ?", "how long for the first one?" (of
 * two projects told), "combien de temps pour le chatbot client ?", "how long is the project?": a custom project's duration.
 */
const HOW_LONG_FOR_A_PROJECT =
  /\bhow long (?:(?:would |will |does |do )?(?:it )?(?:take )?(?:for|with)|(?:is|'s|would|will|might|could) (?:it |that )?(?:be |take )?) ?(?:a|the|this|that|such a|our|your) (?:\w+ ){0,2}?(?:project|build|pilot|one|bot|chat ?bot|assistant|portal|app|mvp|poc|phase|part|tool|platform)\b[^.?!]*/gi;
/**
 * "how long until it's online?", "en combien de temps c'est en ligne ?", "when could it realistically be live?", "how soon
 * can we go live?": how long the project takes to go live.
 */
const HOW_LONG_TO_LIVE =
  /\bhow long\b[^.?!]{0,25}\b(?:online|live|up and running|in production|operational|ready|done|finished|delivered)\b[^.?!]*|\b(?:when|how soon|how quickly|how fast) (?:could|can|will|would|might|do|does) (?:it|we|this|that|the \w+) (?:\w+ )?(?:be|go|get|going) (?:live|online|up and running|in production)\b[^.?!]*/gi;
/** "long PDF contracts", "a long list": a length, not a duration ("how long" stays a duration). */
const LONG_NOT_DURATION = /\b(?<!how )long\b/gi;
/** "the audit file", "our audit work": the visitor's own audit practice is their context, not our audit logs. */
const AUDIT_PRACTICE = /\baudit (?:files?|firms?|partners?|work|teams?|clients?|engagements?|fieldwork|procedures?|juniors|staff)\b/gi;
/** "read long PDF contracts", "review treaty wordings": documents the system reads, not our contract terms. */
const DOCUMENTS_READ =
  /\b((?:read|reads|reading|review\w*|analy[sz]\w*|summari[sz]\w*|extract\w*|understand\w*|check\w*|pre-?check\w*|pre-?sort\w*|sort\w*|classif\w*|search\w*|prepare summaries of)\s+(?:\w+\s+){0,3})(?:contracts|agreements|wordings|policies|invoices|prospectuses|procedures|minutes|statements|bills of lading|balance sheets|claim reports|reports)\b/gi;
/** "can your AI read those and pull out the key bits?": reading the documents named before and extracting from them. */
/** "Produktunterlagen" (read "product documents"): papers about a product, no product search in a shop. */
const PRODUCT_PAPERS =
  /\bproduct (documents?|documentation|docs|manuals?|sheets?|data ?sheets?|information|brochures?|leaflets?|terms|conditions)\b/gi;
const PULL_OUT =
  /\b(?:stitch|compile|assemble|collate|bundle|put)\w*\s+(?:those|them|these|it all|everything|the (?:documents|files|pieces|evidence))\s+together\b|\b(?:the\s+)?(?:relevant\s+|key\s+|important\s+)?(?:details|fields|figures|values|data)\s+(?:extract|read out|pull out)\b|\b(?:pull|pulls|pulling|take|takes|get|gets|fish|fishes)\s+(?:the\s+)?(?:key\s+|important\s+|relevant\s+|main\s+)?(?:bits|details|facts|figures|info|information|data|fields|points|numbers|values)\s+out\b|\b(?:(?:read|reads|go through|goes through|scan|scans)\s+(?:those|them|these|it all)\s+(?:and\s+)?)?(?:pull|pulls|pulling|fish|fishes|dig|digs|take|takes|get|gets)\s+out\s+(?:the\s+)?(?:key|important|relevant|main|useful)?\s*(?:bits|details|facts|figures|info|information|data|fields|points|numbers)\b/gi;
/**
 * "so how do i know youre real", "how can we trust you can deliver?": proof asked of us, which the process shows (a free
 * discovery call, a written proposal, a demo every week) rather than a claim.
 */
const PROOF_WE_ARE_REAL =
  /\bhow (?:do|can|could|would|will|should) (?:i|we) (?:know|tell|be sure|trust|believe)\b[^.?!]{0,12}\b(?:you(?:'re|re| are)|u r|your (?:company|agency|team) (?:is|are)) (?:real|legit\w*|genuine|for real|trustworthy|not a scam|any good|able to deliver)\b|\bhow (?:do|can|could) (?:i|we) trust (?:you|your (?:company|agency|team))\b(?: (?:to|can|will) deliver)?/gi;
/** "Your colleague told me on the phone last week that Vaultline is SOC 2 certified?": what was told is what is asked. */
const TOLD_ME_THAT = /^[^.?!]{0,60}?\b(?:told|assured|promised|informed) (?:me|us)\b[^.?!]{0,40}?\bthat\s+/i;
/**
 * "We have a proposal at £45,000. Can you beat that?", "could you do it for less?": a better price, not confirmed here.
 */
const THEIR_PRICE = String.raw`(?:that|this|their|the (?:other|competitor'?s?|consultancy'?s?|agency'?s?)(?: (?:agency|vendor|firm|company|consultancy|supplier|provider|one)(?:'s)?)?)`;
const PRICE_WORD = String.raw`(?:price|quote|offer|proposal|figure|number|bid)`;
const BEAT_A_PRICE = new RegExp(
  [
    String.raw`\b(?:beat|undercut|go below|come in under)\b ${THEIR_PRICE}(?: \w+)?(?: ${PRICE_WORD})?(?=\s*[?.!]*\s*$)`,
    String.raw`\bmatch ${THEIR_PRICE} ${PRICE_WORD}\b`,
    // "Gehen Sie mit dem Preis der anderen Agentur mit?" (read "do you match the price the other agency").
    String.raw`\bmatch (?:the|that|this) ${PRICE_WORD} (?:of )?${THEIR_PRICE}\b`,
    String.raw`\b(?:do|build|make|deliver) (?:it|this|that|the (?:project|work|job)) (?:for less|cheaper|for a lower price)\b`,
  ].join('|'),
  'gi',
);
/** "…must never tell an investor what a cask is worth. Can you stop it doing that?": guardrails, not when data stops. */
const STOP_IT_DOING = /\b(?:stop|prevent|keep)\w* (?:it|the (?:bot|assistant|chatbot|ai|system)) (?:from )?doing (?:that|this|so|it)\b/gi;
/** "Convince me in one sentence…", "en deux lignes" (read "in two lines"): how short the answer should be, no topic. */
const ANSWER_LENGTH = /\b(?:in|with) (?:one|a|a single|two|three|\d) (?:sentences?|lines?|words?)\b|\bin a nutshell\b/gi;
/**
 * "AI that turns site notes into survey report drafts", "a first draft from our notes": documents read and summarised,
 * which document processing does.
 */
const NOTES_INTO_DRAFTS =
  /\b(?:turns?|turning|converts?|converting|transforms?|transforming) (?:\w+ ){0,3}?(?:notes|recordings|audio|dictations?|transcripts|forms|documents|findings) into (?:\w+ ){0,3}?(?:drafts?|reports?|summaries|letters|write-?ups)\b|\b(?:first )?drafts? (?:of (?:\w+ ){0,3}?)?from (?:our|my|the|their) (?:\w+ )?(?:notes|recordings|dictations?|transcripts)\b/gi;
/** "customs paperwork (commercial invoices, packing lists)": examples of what was named, not topics of their own. */
const EXAMPLES_IN_BRACKETS =
  /\b(paperwork|documents|docs|forms|files|scans|papers|records)\s*\((?=[^()]*(?:,|\be\.g\.|\bsuch as\b|\blike\b))[^()]{1,100}\)/gi;
/** "die die Meldungen vorsortiert" (read "the reports pre-sorts"): documents the system reads, in German order. */
const DOCUMENTS_READ_AFTER =
  /\b(?:contracts|agreements|wordings|invoices|prospectuses|procedures|minutes|statements|balance sheets|claim reports|reports)\s+(pre-?sorts?|sorts?|reads?|checks?|classif(?:y|ies)|extracts?|summari[sz]es?|reviews?|analy[sz]es?)\b/gi;
/** "Wo läuft das Ganze?" (read "where runs the whole thing"), "where would it all live?": where it is hosted. */
const WHOLE_THING = String.raw`(?:it|this|that|the whole thing|everything|it all|the (?:system|solution|assistant|platform))`;
const RUNS = String.raw`(?:runs?|running|live|lives|sit|sits|operate|operates)`;
const WHERE_IT_RUNS = new RegExp(
  String.raw`\bwhere (?:(?:does|do|will|would|is|are) )?(?:${WHOLE_THING} ${RUNS}|${RUNS} ${WHOLE_THING})\b`,
  'gi',
);
/**
 * "Where would the enquiries be stored?", "where would citizens' data be stored?", "wheres the data stored", and
 * without the inversion a second-language writer leaves out, "where it will be stored?": where the system keeps its
 * data, the hosting (how long is retention).
 */
const WHERE_STORED =
  /\bwhere(?:'s|s)? (?:(?:would|will|is|are|do|does|should|could) )?(?:(?:the|our|their|my|all|these|those) )?(?:[\w-]+(?:'s?)? )?(?:data|enquiries|inquiries|requests|conversations|chats|records|messages|documents|files|forms|notes|reports|recordings|transcripts|it|they|everything)? ?(?:(?:would|will|is|are|should|could|can) )?(?:be |get |gets )?(?:stored|kept|held|saved)\b/gi;
/**
 * "Côté technique, vous travaillez avec quoi ?" (read "side technical, you work with what ?"), "what do you work with
 * technically?": the technologies we build with.
 */
const WORK_WITH_WHAT =
  /\b(?:(?:you|u) (?:work|build|develop|code) (?:with|in|on) what|what (?:do|does) (?:you|u|your team) (?:work|build|develop|code) (?:with|in|on))\b[^.?!]*/gi;
/** "do you build the front end too?": the UI work, whose keyword is written in one word. */
const FRONT_END = /\bfront[\s-]ends?\b/gi;
/** "When do we see first results?": the weekly demos of our process. */
const FIRST_RESULTS =
  /\bwhen (?:(?:do |will |would |can |could )?(?:we|i|you) (?:see|get|have)|(?:see|get|have) (?:we|i|you)) (?:the |any |some )?(?:first|initial|early|any|some)? ?(?:results|progress|demos?|something working)\b/gi;
/** "depuis quand existe la société ?" (read "since when exists the company"): when we were founded, not an existing client. */
const SINCE_WHEN =
  /\bsince when (?:is there|has there been|are there) (?:vaultline|your (?:company|agency|firm)|you guys)\b|\bhow long (?:has|have) (?:vaultline|you guys|y'?all) (?:existed|been around|been in business)\b|\bsince when (?:do|have|did) (?:you|u|you guys|y'?all) (?:exist|existed|been around|been in business)\b|\bsince when (?:does |has )?(?:exists? |existed )?(?:the |your )?(?:company|firm|agency|vaultline)(?: (?:exists?|existed|been around))?\b|\bhow long (?:has|have) (?:the |your )?(?:company|firm|agency|you) (?:existed|been around|been in business)\b/gi;
/** "hospitals who use your solutions": whether clients use us; "solutions" names no product of ours. */
const USE_YOUR_SOLUTIONS = /\b(use|used|using|run|running)\s+(?:your|ur)\s+(?:solutions?|products?|software|systems?|tools?)\b/gi;
/** "Was habt ihr da im Angebot?" (read "what have you there on offer?"): what we offer. */
const ON_OFFER = /\bwhat(?: \w+){0,3} on offer\b/gi;
/** "diff pro vs enterprise", "Starter versus Professional": two packages set against each other, compared. */
const PACKAGES_SET_AGAINST =
  /\b(?:starter|pro|professional|enterprise)\b(?: (?:ai crm|package|plan|tier|one))?\s+(?:vs\.?|versus|v)\s+(?:the )?(?:starter|pro|professional|enterprise)\b/gi;
/** "general questions from our own records?" (read from "à partir de nos propres fiches"): answering from their material. */
const QUESTIONS_FROM_OUR_MATERIAL =
  /\bquestions(?:\s+\w+)?\s+(?:from|based on|using|out of)\s+(?:our|their|your) (?:own )?(?:records|documents|files|(?:fact |info )?sheets|guides?|protocols?|content|material)\b/gi;
/**
 * "Could an assistant answer from those?" after the visitor's formulary and monographs, "answers scheme questions from
 * our own guides": answering from their material.
 */
const ANSWERS_FROM_THOSE =
  /\b(answer\w*|repl(?:y|ies)|respond\w*)\s+questions\s+(?:about|on)\b[^.?!]{0,80}?[-–—,]\s*(?:all\s+)?(?:from|using|based on)\s+(?:our|their|your|the) (?:own )?(?:website|web ?site|site|web pages|pages)(?: content)?\b|\b(answer\w*|repl(?:y|ies)|respond\w*)\s+(?:(?:\w+\s+){0,2}questions\s+)?(?:from|using|based on|out of)\s+(?:those|these|them|it|that|this|all that|all of it|(?:our|their|your|the) (?:own )?(?:\w+ )?(?:guides?|guidance|content|contents|material|materials|articles|faqs?|texts|leaflets|brochures|wiki|intranet|information))\b/gi;
/**
 * "take the appointments via Doctolib": the system working through another one, connecting to it; not "through the
 * DiGA approval", a process the visitor goes through.
 */
/**
 * "Does that work with Salesforce Service Cloud?", "funktioniert das mit …" (read "works the with …"), "Geht das mit
 * Pipedrive?" (read "is that possible with Pipedrive?"): whether our
 * build fits a named system of theirs, an integration (not our cloud services because the name says "Cloud").
 */
const WORKS_WITH_NAMED =
  /\b(?:(?:[Dd]oes|[Dd]o|[Ww]ould|[Ww]ill|[Cc]an|[Cc]ould) (?:that|this|it|the (?:bot|assistant|system|solution|tool|portal))|[Ww]orks? (?:the|that|this|it)|[Ii]s (?:that|this|it) (?:also )?possible) (?:also |too |then )?(?:works? )?with (?=(?:the |our )?\p{Lu}[\p{L}\d-]*\b)/gu;
const VIA_NAMED_SYSTEM =
  /\b(?:(?:the |our )?(?:appointments?|bookings?|orders?|payments?|records) )?(?:via|through) (?=(?:the |our )?[A-Z][\w-]*\b(?!\s+(?:approval|certification|accreditation|audit|assessment|review|submission|process|procedure|application|tender|registration|clearance)\b))/g;
/**
 * "can it pull documents from the Whitespace platform?", "status would have to come live from our claims platform":
 * reading from another system, connecting to it.
 */
const FROM_THEIR_SYSTEM =
  /\b(?:pull|fetch|read|get|sync|import|come|comes|coming)\w*\b[^.?!]{0,25}\bfrom (?:the |our |their )?(?:[\p{L}\d-]+ ){0,2}?(?:platform|system|portal|crm|erp|database|api|software|backend)\b/giu;
/** "can it pull appointment availability from EMIS?": reading from a named system, connecting to it. */
const FROM_NAMED_SYSTEM = /\b(?:pull|fetch|read|get|sync|import)\w*\b[^.?!]{0,40}\bfrom (?:the |our |their )?(?=\p{Lu}[\p{L}\d]*\b)/gu;
/**
 * "…runs on SAP IS-U. can it pull a customer's balance from there?": reading from the system just named, connecting to
 * it.
 */
const FROM_THE_SYSTEM_BEFORE =
  /\b(?:pull|fetch|read|sync|import|retriev|query|look)\w*(?: up)?\b[^.?!]{0,40}\bfrom (?:there|that system|this system|that one|it)\b/gi;
/** "a ready-made DATEV interface", "an existing Opera API": a connector to a named system, connecting to it. */
const NAMED_CONNECTOR =
  /\b(?:(?:an?|the) )?(?:(?:ready|ready-made|existing|off-the-shelf|native|standard|finished) )?(\p{Lu}[\p{L}\d]*) (?:[Aa][Pp][Ii]s?|[Ii]nterfaces?|[Cc]onnectors?|[Ii]ntegration|[Pp]lug-?[Ii]ns?|[Mm]odules?)\b/gu;
/** "ne fertige shopware-anbindung" (read "a ready-made shopware integration"): the same, the name written small. */
const READY_CONNECTOR_WRITTEN_SMALL =
  /\b(?:(?:an?|the) )?(?:ready|ready-made|existing|off-the-shelf|native|standard|finished) ([a-z][a-z\d]{3,}) (?:apis?|interfaces?|connectors?|integrations?|plug-?ins?|modules?)\b/gi;
/** "prendre les rdv direct dans doctolib" (read "take the appointments direct in doctolib"): connecting to that system. */
const DIRECTLY_INTO_NAMED =
  /\b(?:(?:take|book|put|send|write|enter|push|sync)\w* )?(?:(?:the |our )?(?:appointments?|bookings?|orders?|payments?|records|data) )?(?:directly|straight|direct) (?:in|into) (?!(?:our|their|my|the|your|a|an)\b)([\p{L}\d-]+)/giu;
/**
 * "Our LIS is Lauris", "we run SimCorp Dimension", "unser KIS ist Orbis", "on a HubSpot, …" (read "we have HubSpot,"): the
 * visitor's own named system, to connect to.
 */
const OUR_NAMED_SYSTEM =
  /\b(?:(?:our|their) (?:current |existing |main )?(?:[A-Z]{2,5}|core banking(?: system)?|(?:practice |case |policy |portfolio )?(?:management )?(?:system|software|platform|programme|program)) (?:is|runs on|=)|(?:we|they) (?:run|use|work with|are on)) (?=\p{Lu}[\p{L}\d-]*\b(?!\s+(?:and|or)\b))|\b(?:we|they) have (?=\p{Lu}[\p{L}\d-]*(?:\s\p{Lu}[\p{L}\d-]*)?\s*[,;.](?!\w))/gu;
/** "G-Cloud", "X-Ray": one capital letter hyphenated to a capitalised word, written as one name. */
const HYPHENATED_NAME = /\b\p{Lu}-\p{Lu}[\p{L}\d]*\b/gu;
/** "call me on 020 7946 0958": a phone number is a contact detail, never a name the knowledge lacks. */
const PHONE_NUMBER = /(?:\+\d|\b0\d)[\d\s()./-]{5,}\d\b/g;
/** "on mobile phones", "on smartphones": the mobile interfaces we build. */
const MOBILE_PHONES = /\b(?:mobile phones?|smart ?phones?|cell ?phones?)\b/gi;
/** "What happens, actually, if the assistant can't answer?": the condition is the topic, not "what happens". */
const WHAT_HAPPENS_IF = /\bwhat (?:happens|would happen|will happen)(?:,? (?:actually|then|exactly|really))?,? (?=if\b|when\b)/gi;
/** "could i get a chat thing like you on my site?": a chat assistant, in casual words. */
const CHAT_THING = /\b(?:chat|bot|chatbot) (?:thing|thingy|thingie|widget)\b/gi;

/**
 * "What do we need to have ready beforehand?", "Was brauchen wir vorab?" (read "what need we in advance?"), "je dois
 * préparer quoi de mon côté ?" (read "I should prepare what of my side?"): what to prepare for working with us.
 */
const WHAT_TO_PREPARE =
  /\bwhat\b[^.?!]{0,25}\b(?:prepare|have ready|get ready|bring|need|provide)\b[^.?!]{0,25}\b(?:in advance|beforehand|ahead(?: of time)?|upfront|up front|(?:on|of|from) (?:our|my) side|before (?:the call|we start|starting|the kick-?off))\b[^.?!]*|\b(?:prepare|have ready|get ready)\b[^.?!]{0,10}\bwhat\b[^.?!]*/gi;

/** "How long would it need for such a project?": the project's duration (retention is asked with keep or store). */
const HOW_LONG_NEEDED =
  /\bhow long (?:would|will|does|do|did|could|should|might)? ?(?:it |that |this |you |we |u )?(?:need|needs|take|takes|last)\b/gi;
/** "how fast can u ship?", "how soon could you have it live?": how long the project takes. */
const HOW_FAST_DELIVERED =
  /\bhow (?:fast|quickly|soon) (?:can|could|would|will|do) (?:you|u|you guys|your team)\b(?: \w+){0,2}? (?:ship|deliver|build|launch|go live|get (?:it|this|that) (?:done|live|built|running)|turn (?:it|this|that) around|have (?:it|this|that) (?:ready|live|running)|be live)\b/gi;
/** "Can access follow our roles?", "rights depending on role": access by role. */
const ACCESS_BY_ROLE =
  /\b(?:access|rights|permissions)\b(?: \w+){0,3}? (?:follow|by|per|based on|depending on|according to|matching|tied to) (?:our |their |the |each |user )?(?:roles?|teams?|departments?|functions?|services|service|units?|wards?|sites?|jobs?|professions?|positions?|business|trades?)\b|\bcontrol (?:who|which (?:people|users|staff|colleagues)) (?:can |gets to )?(?:sees?|reads?|views?|opens?|access(?:es)?) (?:which|what)\b/gi;
/**
 * "wenn eine 15-Jährige was schreibt, können die Eltern das mitlesen?" (read "…can the parents the then read along?"):
 * whether one group of users sees what another writes, which role-based access settles.
 */
const OTHERS_READ_ALONG =
  /\b(?:can|could|will|would|do|does|may)\s+(?:the\s+)?(?:parents|relatives|famil(?:y|ies)|managers|employers|colleagues|teachers|carers|others|other (?:users|staff|members|patients|clients))\b[^.?!]{0,25}\b(?:read along|read|see|view|access)\b[^.?!]*/gi;
/**
 * "L'agent de Nioro ne doit pas voir les adhérents de Guinguinéo" (read "agent of Nioro must not see the members of…"),
 * "interns must not see salaries": one group kept from another's records, which role-based access settles.
 */
const KEPT_FROM_SEEING =
  /\b(?:agents?|advis[eo]rs?|consultants?|staff|employees|users|members|doctors|nurses|teachers|parents|managers|clerks|colleagues|interns|volunteers|branch(?:es)?|teams?|departments?|offices?|sites?|schemes?|subsidiar(?:y|ies)|hospitals?|clinics?)\b[^.?!]{0,40}?\b(?:must|should|may|can|shall)(?:\s+not|n't)\s+(?:be able to\s+)?(?:see|read|view|access|open)\b[^.?!]*/gi;
/** "can you restrict who sees what?", "limit which staff can open which files": access restricted by role. */
const RESTRICTS_WHO_SEES =
  /\b(?:restrict|limit|separate|segregate|lock down)\w*\s+(?:who|which (?:\w+ )?(?:people|staff|users|employees|teams?|colleagues|departments?|sites?|homes?|branches))\s+(?:can |gets? to |is able to |are able to )?(?:sees?|reads?|views?|opens?|access(?:es)?)\b[^.?!]*/gi;
/**
 * "Can we limit exactly what it can see?", "how you'd keep that away from the bot", "How would you lock that down?",
 * "Could access be segmented by matter?", "must only ever show a rider their OWN data": what the system and its users
 * may reach, which role-based access and data minimisation decide.
 */
const LIMITS_WHAT_IS_SEEN =
  /\b(?:limit|restrict|control|narrow|scope)\w*\s+(?:exactly\s+)?what (?:it|the (?:assistant|bot|ai|system|model|tool|chatbot)) (?:can |could |gets to |is able to |will )?(?:sees?|reads?|accesses|access|knows?|touch(?:es)?)\b[^.?!]*|\bkeep(?:s|ing)?\s+(?:that|it|this|them|those|the (?:[\w-]+ )?(?:data|records|information|files))\s+away from (?:the )?(?:bot|assistant|ai|system|model|chatbot)\b[^.?!]*|\block(?:ing)? (?:that|it|this|them|those|the (?:[\w-]+ )?(?:data|records|information|files)) down\b[^.?!]*|\baccess\b (?:\w+ ){0,2}?(?:segmented|separated|segregated|restricted|limited|split|partitioned|walled off) (?:by|per|for each|between)\b[^.?!]*|\b(?:show|shows|showing|see|sees|access|accesses)\b (?:a |the |each |every )?[\w-]+ (?:their|his|her|its) own (?:data|records|information|files|details|history|account|trail|location)\b[^.?!]*/gi;
/**
 * "only the right analysts can see certain memos", "each agent must only see the instructions of his site": access
 * restricted to some people, which role-based access does.
 */
const ONLY_SOME_SEE =
  /\b(?:each|every) (?:[\w-]+ ){1,2}?(?:must|should|may|can|is allowed to|gets to) only\b[^.?!]{0,50}?\b(?:see|read|view|access|open)\b[^.?!]*|\b(?:each|every) (?:[\w-]+ ){1,2}?(?:must|should|may|can) (?:see|read|view|access|open) only\b[^.?!]*|\b(?:not (?:all|every(?:one|body))|all (?:\w+ )?(?:must|should|may) not|not everyone) (?:(?:should|must|may|can|are allowed to) )?(?:see|access|view|read)\b[^.?!]*|\bonly (?:the )?(?:right|certain|specific|authori[sz]ed|some|selected|designated|relevant|assigned|responsible)? ?(?:\w+ )?(?:people|staff|analysts|users|employees|teams?|roles?|doctors|nurses|advis[eo]rs|colleagues|managers|clinicians|departments?)\b (?:can|may|should|must|are allowed to|get to|be able to) (?:see|read|view|access|open)\b[^.?!]*|\bonly (?:the|their|our|a|his|her) (?:[\w-]+ ){1,2}?(?:can|may|should|must|shall)(?: be (?:able|allowed) to)? (?:see|read|view|access|open)\b[^.?!]*/gi;
/** "Who can see the conversations?": access control and its audit trail. */
const WHO_CAN_SEE =
  /\bwho (?:on|in|from|at) (?:my|our|the|your) (?:[\w-]+ ){0,2}?(?:team|staff|side|company|practice|organi[sz]ation)\b,? (?:can|could|will|would|gets to|is able to)(?: (?:the|that|it|this|them|then|afterwards|later|all|everything|those|these|conversations|chats|messages|data|records|transcripts))* (?:see|read|view|access|look at)\b[^.?!]*|\bwho,?(?: [^,.?!]{1,30},)? (?:can|could|will|would|gets to|is able to|(?:would|will|could) be able to) (?:see|read|view|access|look at) (?:the |our |these |those |my |all )?(?:\w+ )?(?:conversations|chats|data|messages|records|transcripts)\b|\b(?:conversations|chats|data|messages|records|transcripts|notes|files)\b[^?]{0,60}\bwho (?:can|could|will|would|gets to|is able to) (?:see|read|view|access|look at) (?:them|those|these|it)\b/gi;
/**
 * "nachvollziehen, wer was eingesehen hat" (read "trace, who what viewed has"), "keep a log of who watched which
 * camera": access control and its audit trail.
 */
const WHO_VIEWED_WHAT =
  /\bwho (?:watched|viewed|accessed|opened|looked at|saw|consulted) (?:which|what|each|every)\b|\blog(?:s|ging)? of who\b|\bwho (?:has |had )?(?:when |and when )?(?:on |to )?(?:which|what) (?:[\w-]+ ){0,2}(?:accessed|viewed|opened|looked at|edited|changed)\b|\bwho (?:what|which)\b(?: \w+){0,3}? (?:saw|seen|viewed|accessed|opened|looked at|queried|looked up|searched)\b|\bwho (?:sees|can see|may see|gets to see|views|accesses) what\b/gi;
/** "Is the call itself free?": what the discovery call is, in our process. */
const FREE_CALL =
  /\b(?:the |this |that |your |a )?(?:discovery |first |initial )?call\b[^.?!]{0,20}\bfree\b|\bfree (?:discovery |first |initial )?call\b/gi;
/** "Could it live in our own Azure tenancy?", "would it sit in our account?": the client's own cloud, where it is hosted. */
const OWN_CLOUD =
  /\b(?:live|sit|be hosted|run|operation|running|hosting|deployment) in (?:our|their) own (?:private )?(?:azure|aws|gcp|google cloud|cloud)(?: (?:tenancy|tenant|subscription|account|project|environment))?\b|\b(?:live|sit) in (?:our|their) (?:(?:azure|aws|gcp|cloud) )?(?:tenancy|tenant|subscription|account|vpc)\b|\b(?:our|their) own (?:azure|aws|gcp|google cloud) (?:tenancy|tenant|subscription|account|project)\b/gi;
/**
 * "muss der Bot bei uns laufen?" (read "must the bot at us run?"), "does it have to sit with us?": run on the client's own
 * premises, where it is hosted ("wäre das bei uns live", live at us, is when).
 */
const RUNS_AT_THEIRS =
  /\b(?:somewhere )?(?:at us|with us|at our (?:place|site|end|premises)|on our (?:side|end|premises|site)|in-house)\b(?: \w+){0,2}? (?:run|runs|running|sit|be hosted|be installed|operated)\b|(?<!\b(?:we|i|you|they) )\b(?:run|runs|running|sit|be hosted|be installed|operated)\b(?: \w+){0,2}? (?:at us|with us|at our (?:place|site|end|premises)|on our (?:side|end|premises|site)|in-house)\b/gi;
/** "We run a clinic", "I run two pharmacies": running an organisation, not running software somewhere. */
const RUNS_AN_ORGANISATION =
  /\b(?:we|i) (?:also )?run (?=(?:a|an|the|our|two|three|four|five|several|many|\d+)\b(?! (?:model|llm|server|system|pilot|test)))/gi;
/** "a private clinic", "our private bank": the visitor's kind of organisation, not a private cloud. */
const PRIVATE_ORGANISATION =
  /\bprivate (?=(?:\w+ )?(?:clinics?|banks?|banking|hospitals?|practices?|equity|schools?|insurers?|health|label|clients?|wealth|office|sector|compan(?:y|ies)|investors?|patients?|individuals?|medical)\b)/gi;
/** "we work with DATEV, does it go into that?": what the assistant captures going into the system just named. */
const GOES_INTO_THAT = /\b(?:go(?:es)?|feed|flow|get|write|push|plug|land)\w* (?:\w+ )?(?:in ?to|into) (?:that|it|there|them)\b/gi;
/** "book appointments straight into our EMIS system": connecting to the client's own system. */
const INTO_OUR_SYSTEM =
  /\b(?:into|with|to|(?:directly|straight|direct) in) (?:our|their|my) (?:(?:own|existing|current|\w+) ){0,2}(?:system|software|platform|calendar|ehr|emr|pms|erp|core banking|booking system|practice management|tool|crm)\b/gi;
/**
 * "the bot must under no circumstances promise anything", "how do you stop it from granting refunds?": commitments the
 * built assistant is kept from making, its guardrails.
 */
const PROMISES_KEPT_OUT =
  /\b(?:the (?:bot|assistant|chatbot|ai|system|tool)|it(?= (?:must|may|should|shall|can|could|will|would|is allowed)\b))\b[^.?!]{0,30}?\b(?:never|not|\w+n't|cannot|under no circumstances|on no account|in no case|by no means)\b[^.?!]{0,20}?\b(?:promis|commit|agree to|grant|approv|guarantee|pledge)\w*|\b(?:stop|prevent|keep)\w* (?:the (?:bot|assistant|chatbot|ai|system)|it) from (?:promising|committing|agreeing to|granting|approving|guaranteeing)\b/gi;
/**
 * "the addresses of our safe houses must never, ever come up": something the built assistant must never say, which its
 * grounding in their content and its guardrails keep out.
 */
const NEVER_SAID =
  /\b(?:(?:the|our|their|any|a|an) )?(?:[\w'-]+ ){0,6}?(?:must|should|may|can|shall|will)(?:n't| not|,? never)(?:,? ever)? (?:ever )?(?:come up(?! with)|be mentioned|be said|be named|be given out|show up|appear in (?:an? |the |any )?(?:answers?|replies|chat))\b[^.?!]*/gi;
/** "Would it ever give medical advice?": what the built assistant is kept from saying, its guardrails. */
const ADVICE_KEPT_OUT =
  /\b(?:would|could|will|does|can|might|may|should)(?:n'?t)? (?:it|the (?:bot|assistant|ai|chatbot|system|tool)) (?:ever |also |accidentally )?(?:give|offer|provide|make|hand out)s? (?:\w+ ){0,2}(?:medical|legal|investment|financial|tax|clinical|health) (?:advice|recommendations?|diagnos[ie]s)\b|\b(?:never|not|\w+n'?t|avoid\w*|without|prevent\w*|keep\w* (?:it )?(?:from|away from|out of)|drift\w*|stray\w*|wander\w*|slip\w*)\b[^.?!]{0,40}?\b(?:into |giving |offering )?(?:general |any )?(?:medical|legal|clinical|health) (?:advice|diagnos[ie]s)\b/gi;
/**
 * "Could the assistant recommend a medicine from the symptoms?", "can it tell whether it's urgent?", "AI approves
 * applications?": the built system asked to judge one person's health, money or rights (declined honestly). A comma
 * may stand before the clause, as German and French are read ("tell, how…").
 */
const BUILT_SYSTEM = String.raw`\b(?:it|(?:the |an? )?(?:bot|assistant|ai|chatbot|chat|system|tool|app|model|portal|platform|software|program|programme|website|site))\b(?: (?:could|can|would|will|might|may|should)(?:n?'t|not| not)?(?: it)?)?(?:,? \w+(?:-\w+)?){0,7}? `;
const PERSONAL_MATTER = String.raw`(?:blood[- ]thinners?|anticoagulants?|care (?:levels?|grades?)|disability (?:levels?|grades?)|medicines?|medications?|drugs?|treatments?|doses?|dosages?|painkillers?|sedatives?|antibiotics?|opioids?|insulin|vaccines?|investments?|portfolios?|funds|stocks|shares|trades|arbitrages|allocations|rebalancing|pensions?|mortgages?|loans?|tax|legal|inheritance|succession|estate planning|(?:exam(?:ination)?|imaging|scan(?:ning)?|treatment|clinical) protocols?|protocols? (?:of )?(?:exam(?:ination)?s?|imaging|scans?))`;
const ON_ITS_OWN = String.raw`(?:by itself|itself|on its own|automatically|autonomously|(?:all )?alone|without (?:a )?(?:human|person))\b`;
const MEDICAL_FINDINGS = String.raw`(?:lab(?:oratory)? (?:values|results)|(?:their|his|her|patients'?|(?:a|the) patient'?s) (?:own )?(?:results|values)|blood (?:values|results|tests?)|test results|results (?:of (?:the |their )?)?(?:analyses|tests|blood tests)|findings|scans?|x-?rays?|diagnos\w+)\b`;
/** What the built system is asked to judge of one person (each read after `BUILT_SYSTEM`). */
const JUDGEMENTS_ASKED_OF_IT = [
  String.raw`(?:recommend\w*|suggest\w*|advi[sc]\w*|prescri\w*|choose|pick)\b[^.?!]{0,50}?\b${PERSONAL_MATTER}\b`,
  String.raw`${PERSONAL_MATTER} (?:recommendations?|advice|suggestions?|tips)\b`,
  // "answer questions about reimbursements", "répondre aux adhérents (remboursements…)" is general information;
  // "answer whether she is reimbursed" one case.
  String.raw`(?:assess|evaluate|judge|decide|determine|tell|say|estimate|calculate|work out|predict|suggest|propose|recommend|answer(?!s? (?:to )?(?:the |their |our |all |general )?(?:[\w'’]+ )?(?:questions|enquiries|inquiries|faqs?)\b)(?!s? (?:to )?(?:the |our |their )?(?:members|customers|clients|patients|policyholders|users|people|insured)\b(?![^.?!]{0,40}\b(?:whether|if)\b)))s?\b[^.?!]{0,50}?\b(?:whether to (?:accept|decline|reject|approve|refuse|grant|deny)|(?:accept|approve|pay(?: out)?|deliver|grant|cover) ?(?:or|\/) ?(?:decline|reject|refuse|deny)|fit (?:to|for) (?:come back to |return to |go back to )?work|urgent|urgency|serious|severity|emergency|worth|eligible|eligibility|entitled|correct|owed|tax credits?|creditworth\w*|financeable|fundable|bankable|payouts?|reimburs\w*|covered|diagnosis|(?:which|what) (?:\w+ )?(?:examinations?|exams?|tests?|treatments?|scans?|imaging|therap(?:y|ies)|procedures?|referrals?) (?:is |are )?(?:necessary|needed|required|indicated)|upheld|justified|unjustified|well-founded|valid|invalid|lawful|unlawful|enforceable|redress|severance|recogni[sz]ed|abnormal|worrying|dangerous|at risk|(?:is|are|be|being|seems?) (?:\w+ )?(?:vulnerable|in crisis|in danger|in distress)|risk of \w+|safe (?:amount|dose|dosage|level|quantity)|(?:dishes|meals|foods?|products?|medicines?|medications?|drugs?|treatments?|creams?) (?:are|is|would be) (?:safe|ok|okay|suitable)|tax resident|surrender value|pays off|suitable|unsuitable|a (?:good )?candidate|worsened|deteriorated|got worse|gotten worse|(?:can |could |may )?retire\w*|full (?:benefits|pension))\b|(?:assess|judge|decide|determine|tell|say|advise)s?\b[^.?!]{0,30}?\b(?:whether|if)\b(?: \w+){0,4}? (?:should|ought|(?:is |are |would be |be )?better off|(?:has|have) (?:an )?interest)\b`,
  // "l'assistant pourrait évaluer lui-même le niveau de risque ?" after suicidal thoughts: one person's safety judged.
  String.raw`(?:assess|evaluate|judge|estimate|rate|determine|gauge)\w*\b[^.?!]{0,40}?\b(?:suicid\w*|self-?harm|risk (?:level|of (?:suicide|self-?harm|harm))|level of (?:risk|danger|urgency))\b`,
  // "Would it give personal advice, e.g. 'should I retire at 65'?", "bot tells the customer whether ibuprofen goes
  // with his blood pressure pills", "drug interactions": one person's own case.
  String.raw`(?:give|offer|provide|make)s?\b[^.?!]{0,20}?\b(?:personal|individual|personali[sz]ed) (?:\w+ )?(?:advice|recommendations?|guidance)\b`,
  String.raw`(?:tell|say|check|answer)\w*\b[^.?!]{0,40}?\b(?:whether|if)\b[^.?!]{0,40}?\bwith (?:his|her|their|my|be|the|a|your) [^.?!]{0,30}?\b(?:goes|works|is (?:safe|ok|okay|fine)|can be taken|mix(?:es)?)\b|(?:tell|say|check|answer)\w*\b[^.?!]{0,40}?\b(?:whether|if)\b[^.?!]{0,30}?\b(?:goes|works|is (?:safe|ok|okay|fine)|can be taken|mix(?:es)?) (?:together )?with (?:his|her|their|my|the|a|your)\b`,
  // "Could an assistant tell a parent what a positive screen means for their baby?": one person's result explained.
  String.raw`(?:tell|explain)\w*\b[^.?!]{0,30}?\bwhat (?:a|an|the|their|his|her|its|your|my) (?:[\w-]+ )?(?:screens?|results?|findings?|tests?|diagnos\w+|values?|readings?|scans?) (?:means?|meant|implies|would mean)\b`,
  // "l'assistant pourrait interpréter les résultats pour le patient ?": one patient's results read for them.
  String.raw`interpret\w*\b[^.?!]{0,30}?\b(?:results|findings|values|readings|${MEDICAL_FINDINGS})[^.?!]{0,15}?\b(?:for|to) (?:the |a |each |their |our )?patients?\b`,
  // "tell each customer which jabs they need, based on their medical history": one person's care, from their health.
  String.raw`\bwhich\b[^.?!]{0,40}?\b(?:they|he|she|you|i|(?:the |a )?(?:patient|customer|client|member|traveller)s?) (?:need|needs|should (?:get|have|take)|must (?:get|have|take)|require)\b[^.?!]{0,80}?\b(?:medical history|health (?:data|records?|status)|symptoms|(?:medical |health )?conditions?|allerg\w+|test results)\b`,
  // "…tell a patient how to adjust his insulin dose when he sends his values": one person's dose.
  String.raw`\bhow (?:to |he |she |they |it )?(?:\w+ ){0,2}?(?:adjust|change|customi[sz]e|increase|reduce|lower|raise|set)\w*\b[^.?!]{0,20}?\b(?:his|her|their|its|your|my) (?:\w+ )?(?:doses?|dosages?|insulin|medications?|medicines?|pills|tablets)\b|(?:how\b[^.?!]{0,10}?\b)?(?:his|her|their|its|your|my) (?:\w+ )?(?:doses?|dosages?|insulin|medications?|medicines?)\b[^.?!]{0,10}?\b(?:adjust|change|customi[sz]e|increase|reduce|lower|raise|set)\w*`,
  // "…auf Basis der Beschwerden passende Übungen empfehlen" (read "based on the complaints suitable exercises
  // recommend"): care chosen from one person's complaints.
  String.raw`(?:based on|from|according to|depending on) (?:the |their |his |her |a |each |the patient's |a patient's )?(?:complaints|symptoms|pain|condition|injur(?:y|ies)|medical history)\b[^.?!]{0,40}?\b(?:recommend|suggest|prescrib|propos|advis|choos|pick)\w*`,
  String.raw`(?:recommend|suggest|prescrib|propos|advis)\w*\b[^.?!]{0,40}?\b(?:exercises?|stretches|treatments?|therap(?:y|ies)|medications?)\b[^.?!]{0,20}?\b(?:based on|according to|depending on) (?:the |their |his |her |a |each )?(?:(?:patient|member|client|customer)(?:'s|s'|s)? )?(?:complaints|symptoms|pain|condition|injur(?:y|ies))\b`,
  // "a customer asks the assistant which drug to take for his symptoms": a medicine chosen for one person.
  String.raw`\bwhich (?:\w+ ){0,2}?(?:medicines?|medications?|drugs?|pills?|tablets?|remed(?:y|ies)|treatments?|doses?)\b[^.?!]{0,25}?\bfor (?:their|his|her|its|your|my|one's|the|a) (?:own )?(?:\w+ )?(?:symptoms?|pain|condition|illness|complaints?|headaches?|cold|flu|cough|allergy|allergies)\b`,
  // "tell people which stretches to do for their back pain": advice on one person's health.
  String.raw`(?:tell|say|recommend|suggest|advi[sc]e)\w*\b[^.?!]{0,30}?\bwhich\b[^.?!]{0,30}?\b(?:to do|to take|to use|to wear|fit|suit)\b[^.?!]{0,30}?\bfor (?:their|his|her|your|my|the patient's|a patient's) (?:\w+ )?(?:pain|symptoms?|condition|illness|injury|allergy|allergies|eyes|skin|back|knee)\b`,
  // "tell the families whether their mother's health has worsened": one person's health, shared.
  String.raw`(?:tell|say|inform|update)\w*\b[^.?!]{0,40}?\b(?:if|whether|how)\b[^.?!]{0,40}?\b(?:health|condition)\b[^.?!]{0,25}?\b(?:worsened|deteriorated|improved|got worse|changed)\b`,
  String.raw`(?:approve|reject|decline|grant|refuse|agree)s?\b[^.?!]{0,30}?\b(?:applications?|applicants?|loans?|leases?|credit|claims?|files?|cases?|dossiers?|mortgages?|requests for (?:credit|a loan|leasing)|(?:re)?payment plans?|instal(?:l)?ments?|deferrals?|debt (?:write-offs?|relief|waivers?))\b`,
  // "tell a carer whether to give a PRN medication to a particular resident": one person's treatment.
  String.raw`whether to (?:give|administer|prescribe|take|stop|increase|reduce)\b[^.?!]{0,20}?\b${PERSONAL_MATTER}\b`,
  // "recommander à un client de cotiser au REER" (read "recommend to a client of contribute"): advice to one person.
  String.raw`(?:recommend|advise|suggest)\w*\b(?: to)? (?:a |the |each |one |our |their )?(?:\w+ )?(?:client|customer|member|patient|person|saver|investor|policyholder|employee|pensioner)s? (?:to|of|whether|which|what)\b`,
  // "say which project suits which investor", "welches Projekt zu welchem Anleger passt" (read "which project to which
  // investor works"): matching an investment or a treatment to one person.
  String.raw`which\b[^.?!]{0,25}?\b(?:suits?|fits?|matches|works|passt|is (?:right|best)) (?:for |to )?(?:which|each|every|a|the|this|that) (?:\w+ )?(?:investor|client|customer|member|patient|person|saver|policyholder|applicant|borrower)s?\b`,
  String.raw`(?:tell|say|show|know|work out)\w*\b[^.?!]{0,5}?\bwhich \w+ (?:to|for) which (?:\w+ )?(?:investor|client|customer|member|patient|person|saver|policyholder|applicant|borrower)s? (?:works|fits|suits|passt|goes)\b`,
  // "what dose to give a specific patient": one person's treatment.
  String.raw`(?:what|which|how much)\s+(?:\w+\s+)?${PERSONAL_MATTER}\s+(?:(?:to\s+)?(?:give|take|prescribe|administer|use|recommend|buy|sell)\b|for\b)[^.?!]{0,30}?\b(?:(?:a|one|this|that|the|each|an|its|his|her|their|my|your) (?:specific |particular |individual |given |certain )?(?:patient|person|client|customer|member|resident|child|kid|son|daughter|baby|investor))\b`,
  // Triage of patients is a clinical call; triaging enquiries or e-mails is routing them.
  // "extract the relevant diagnoses": after a determiner the word is the noun, data in a document.
  String.raw`(?<!\b(?:the|their|its|his|her|our|your|all|any|relevant|existing|previous|prior|past|coded|main|secondary|of)\s+)(?:diagnose|prescribe)s?\b`,
  String.raw`triages?\b(?![^.?!]{0,30}\b(?:enquiries|inquiries|requests|e-?mails|messages|tickets|these|those|them|leads|applications|calls|documents|mail|post|queue)\b)`,
  // "would the bot just agree a plan like that?", "the bot must not answer that itself": one case left to the system.
  String.raw`agree\w*\b[^.?!]{0,20}?\bplans?\b`,
  String.raw`(?:must|should|may|can|shall)(?:n'?t(?: (?:ever|absolutely))?|(?: (?:not|never|absolutely|ever)){1,3}) (?:\w+ )?(?:answer|decide|judge|settle)\w*\b[^.?!]{0,25}?\b(?:itself|on its own|by itself|alone)\b`,
  // "selbst prüfen, ob ein Anspruch besteht" (read "self evaluating, whether they are entitled"): one case judged.
  String.raw`(?:check|verif|evaluat|assess)\w*\b[^.?!]{0,15}?\b(?:whether|if)\b (?:they|he|she|someone|a person|the (?:patient|member|customer|client|applicant|insured)) (?:is|are) (?:eligible|entitled|covered)\b`,
  // "it can't make the forbearance decision by itself", "decide hardship cases on its own": a case decided by the system.
  String.raw`(?:make|makes|making|take|takes|taking)\b (?:the |a |its |such |that |those |these )?(?:[\w-]+ )?(?:decisions?|calls?)\b (?:\w+ )?${ON_ITS_OWN}`,
  String.raw`decid\w*\b (?:the |a |on )?(?:[\w-]+ ){0,2}(?:cases?|applications?|claims?|requests?) ${ON_ITS_OWN}`,
  // "decide alone to close an account or file a suspicious activity report": one customer's case, decided by the system.
  String.raw`decid\w*\b(?: \w+){0,2}? ${ON_ITS_OWN}[^.?!]{0,20}?\b(?:close|freeze|block|terminate|cancel|suspend|report|file|refuse|reject|approve)\b[^.?!]*`,
  // "tell a client whether their contract covers a partial surrender": one contract's cover.
  String.raw`(?:tell|say|confirm|answer)\w*\b[^.?!]{0,30}?\b(?:whether|if)\b (?:his|her|their|its|the|a|your) (?:contract|policy|insurance|cover|plan|account)\b[^.?!]{0,30}?\b(?:covers?|includes?|pays?|applies|allows?)\b[^.?!]*`,
  // "verbindlich sagen, ob eine Behandlung übernommen wird" (read "bindingly tell, whether a treatment covered is"):
  // a binding answer on one person's cover or claim.
  String.raw`(?:binding|bindingly|definitively|officially)\b[^.?!]{0,20}?\b(?:tell|say|decide|confirm|answer)\w*\b[^.?!]{0,5}?\b(?:whether|if)\b[^.?!]*`,
  // "an AI that reads X-rays and proposes a diagnosis", "qui pose un premier diagnostic": a diagnosis for one patient.
  String.raw`(?:suggest|propose|give|make|provide|offer|deliver|produce|output|pose|establish(?:e)?)s?\b[^.?!]{0,15}?\b(?:a |an |the |their )?(?:\w+ )?diagnos[ie]s\b`,
  // "check whether someone has depression and give a recommendation": screening one person.
  String.raw`(?:check|detect|screen|spot|tell|recogni[sz]e|identify|find out|work out|figure out)\w*\b[^.?!]{0,10}?\b(?:whether|if)\b (?:someone|somebody|a person|a patient|the patient|a user|the user|they|he|she|a customer|a member|people|patients|users)\b[^.?!]{0,30}?\b(?:has|have|is|are|suffers?|needs?)\b[^.?!]*`,
  // "tell people they qualify for a prescription", "set the premium loading": one person's outcome or terms.
  String.raw`(?:tell|say|confirm)\w*\b[^.?!]{0,20}\b(?:they|he|she|someone|people|patients?|customers?|clients?|members?|applicants?) (?:qualif(?:y|ies)|(?:are|is) (?:eligible|entitled))\b`,
  String.raw`(?:set|decide|determine|calculate)\w*\b[^.?!]{0,15}\b(?:premium )?loadings?\b`,
  // "adapter le régime de chaque patient selon ses résultats": one patient's diet or treatment.
  String.raw`(?:adapt|adjust|personali[sz]e|tailor|change)\w*\b[^.?!]{0,20}\b(?:diet|medication|dose|dosage|treatment|therapy|insulin)s?\b[^.?!]{0,10}\b(?:of|for) (?:each|every|a|the|one|that) (?:patient|member|client|person|resident)\b`,
  // "könnte der Bot den Leuten sagen, welche Steuerklasse für sie besser ist": which option is better for each person.
  String.raw`(?:tell|advi[sc]e|say)\w*\b[^.?!]{0,10}\b(?:the )?(?:people|patients?|customers?|clients?|members?|employees?|users?|applicants?|policyholders?|them)\b[^.?!]{0,10}\bwhich\b[^.?!]{0,40}?\b(?:better|best|right|suitable)\b`,
  String.raw`(?:people|patients?|customers?|clients?|members?|employees?|users?|applicants?|policyholders?)\b[^.?!]{0,10}\b(?:tell|advi[sc]e|say)\w*\b[^.?!]{0,5}\bwhich\b[^.?!]{0,40}?\b(?:better|best|right|suitable)\b`,
  // "tell the night nurse if a resident needs a doctor": whether one person needs care is a clinical call.
  String.raw`(?:tell|say|decide|determine|judge|assess|know)\w*\b[^.?!]{0,40}?\b(?:if|whether)\b[^.?!]{0,40}?\b(?:needs?|requires?|should (?:see|get|go to)) (?:a |an |the )?(?:doctor|gp|physician|ambulance|hospital|emergency|specialist|treatment|medication|surgery)\b`,
  // "…selbst die Entlassmedikation festlegen" (read "self the discharge medication set"): one patient's treatment.
  String.raw`(?:self|itself|by itself|on its own)\b[^.?!]{0,30}?\b(?:medications?|doses?|dosages?|drugs?|treatments?|therap(?:y|ies))\b[^.?!]{0,10}?\b(?:set|decide|determine|fix|choose|prescribe|adjust|change)\b`,
  // "conseiller un prospect sur l'assurance-vie qui lui convient" (read "advise a prospect on life insurance that suits
  // him"): which product suits one person.
  String.raw`(?:recommend|advi[sc]e|suggest|tell)\w*\b[^.?!]{0,10}\b(?:a |an |the |each |one |our |their )?(?:\w+ )?(?:prospect|client|customer|member|patient|policyholder|investor|applicant|borrower|saver)s?\b[^.?!]{0,15}\b(?:on|about)\b[^.?!]{0,40}?\b(?:which|what|who|that)\b[^.?!]{0,25}?\b(?:suits?|fits?|is right|is best|is suitable)\b`,
  // "tell a patient if their MRI report is reassuring": reading one person's findings.
  String.raw`(?:tell|say|confirm|explain)\w*\b[^.?!]{0,30}?\b(?:if|whether)\s+(?:his|her|their|its|the|a)\s+(?:\w+\s+){0,2}(?:reports?|results?|scans?|findings|values|x-?rays?|mri|ct)\b[^.?!]{0,20}?\b(?:is|are|looks?)\b[^.?!]{0,10}?\b(?:reassuring|alarming|worrying|concerning|normal|serious|bad|good|fine|ok|okay)\b`,
  // "tell a member at what age they should retire, or whether to take the lump sum": advice to one person.
  String.raw`(?:tell|advise|say to)\w*\b[^.?!]{0,10}\b(?:a |the |each |one |our |their )?(?:\w+ )?(?:donor|patient|customer|member|client|applicant|borrower|employee|policyholder|saver|investor|pensioner|user)s?\b[^.?!]{0,50}?\b(?:should|whether to|which \w+ to|what \w+ to|when to|how much to|how many (?:\w+ ){1,3}?to (?:take|buy|use|inject))\b`,
  // "tell members their transfer value", "give young people their test results": one person's own figures.
  String.raw`(?:tell|give|show|send|say)\w*\b[^.?!]{0,10}\b(?:\w+ )?(?:people|patients?|members?|customers?|clients?|users?|applicants?|employees?|policyholders?|beneficiar(?:y|ies)|residents?|students?)\s+(?:their|his|her)\s+(?:[\w&-]+\s+){0,3}?(?:results?|values?|scores?|outcomes?|diagnos\w+|entitlements?|eligibility|ratings?|grades?)\b`,
  // "assess the care level of a beneficiary from the notes": a judgement about one person.
  String.raw`(?:assess|evaluate|rate|score|grade|judge|determine)\w*\b[^.?!]{0,30}?\b(?:of )?(?:a|an|each|one|every|a single|an individual) (?:patient|member|client|customer|beneficiary|applicant|resident|person|policyholder|employee|borrower|student)\b`,
  // "tell them which hearing aid to buy", "tell a specific donor 'yes, you can donate'".
  String.raw`(?:tell|say)\w*\b[^.?!]{0,10}\b(?:a |the |each |one )?(?:specific |individual |particular )?(?:donor|patient|customer|member|client|applicant|borrower|employee|policyholder)\b[^.?!]{0,5}['‘"“]?(?:yes|no)\b`,
  // "detect whether someone is at risk of suicide", "which care level is realistic for grandma", "their exercise plan
  // from what they tell it about their pain".
  String.raw`(?:detect|recogni[sz]e|spot|flag|tell|say|assess)\w*\b[^.?!]{0,40}?\b(?:suicid\w*|self-harm|crisis|care level|level of care)\b`,
  String.raw`(?:give|make|create|suggest|recommend|build|adapt)\w*\b[^.?!]{0,30}?\b(?:exercise|training|treatment|therapy|diet|medication) plans?\b[^.?!]{0,60}\b(?:pain|symptoms?|injur\w+|condition|tell it|report\w*)\b`,
  // "decide which client gets the loan", "decide who is treated first".
  String.raw`(?:decide|determine|judge|assess|choose)\w*\b[^.?!]{0,30}?\b(?:who|which(?: \w+)?)\b[^.?!]{0,30}?\b(?:gets?|receives?|qualif\w+|deserves?|is (?:approved|eligible|treated|seen))\b`,
  // "make the credit decision", "do tax advice", "calculate how high their pension will be": one person's outcome.
  String.raw`(?:make|take)\w*\b[^.?!]{0,20}\b(?:credit|loan|lending|underwriting|coverage|claims?) decisions?\b`,
  String.raw`(?:do|give|provide|offer|make)\w*\b[^.?!]{0,20}\b(?:tax|legal|financial|investment|medical|pension) advice\b`,
  String.raw`(?:calculate|work out|compute|estimate)\w*\b[^.?!]{0,40}\b(?:pension|retirement income|benefits?|entitlements?|payout)\b`,
  // "says if it's cancer or not", "whether the DRV extends Mrs Kessler's rehab": a diagnosis or a payer's decision told.
  String.raw`(?:tell|say|detect|recogni[sz]e)\w*\b[^.?!]{0,30}\b(?:whether|if)\b[^.?!]{0,30}\b(?:cancer|malignant|benign|melanoma|a tumou?r)\b`,
  String.raw`(?:tell|say)\w*\b[^.?!]{0,20}\b(?:whether|if)\b[^.?!]{0,40}\b(?:extends?|covers?|approves?|pays? for|grants?|will (?:cover|pay|extend|approve|grant))\b[^.?!]{0,40}\b(?:rehab|stay|treatment|claim|extension|of (?:mr|mrs|ms|monsieur|madame|frau|herr)\b)`,
  String.raw`(?:tell|say)\w*\b[^.?!]{0,20}\b(?:whether|if)\b[^.?!]{0,20}\b(?:rehab|stay|treatment|claim|extension)\b[^.?!]{0,40}\b(?:extends?|covers?|approves?|pays|grants?)\b`,
  // "die Bonität bewerten" (read "the creditworthiness grade"): the object before its verb.
  String.raw`(?:creditworth\w*|credit ?scores?|credit ?ratings?)\b (?:\w+ )?(?:assess|grade|rate|score|evaluate|judge)\w*\b`,
  // "whether a painkiller is safe together with blood pressure pills": one person's medicines judged.
  String.raw`(?:tell|say|check|assess|judge|decide|confirm)\w*\b[^.?!]{0,30}?\b(?:whether|if)\b[^.?!]{0,30}\b(?:medicines?|medications?|drugs?|pills|tablets|painkillers?|supplements?|doses?)\b[^.?!]{0,40}\b(?:safe|harmless|compatible|ok|okay)\b`,
  // "sagen, was die Kasse davon übernimmt" (read "tell what the insurer of that takes over"): one patient's cover.
  String.raw`(?:tell|say|explain|calculate|work out)\w*\b[^.?!]{0,40}?\b(?:what|how much|whether)\b[^.?!]{0,30}\b(?:insurer|insurance|health fund|mutuelle)\b[^.?!]{0,20}\b(?:covers?|pays?|takes? over|reimburses?|will (?:cover|pay))\b`,
  // "expliquer son compte rendu à un patient": one patient's report explained.
  String.raw`(?:explain|interpret)\w*\b[^.?!]{0,30}?\b(?:reports?|findings|results)\b[^.?!]{0,20}\bto (?:a |the |each |one |every )?(?:patient|member|client|customer|policyholder)s?\b`,
  // "explain their lab results", "den Patienten ihre Laborwerte erklären" (read "… lab results explain").
  String.raw`(?:explain|interpret)\w*\b[^.?!]{0,40}?\b${MEDICAL_FINDINGS}`,
  String.raw`(?:\w+ ){0,4}?${MEDICAL_FINDINGS} (?:\w+ ){0,4}?(?:explain|interpret)\w*\b`,
  // "could it decide on its own whether an investor passes KYC?": one case decided by the system.
  String.raw`decid\w*\b[^.?!]{0,25}?\b(?:whether|if)\b`,
  // "tell them which doctor to see based on symptoms", "which tariff is best for the customer": one person advised.
  String.raw`(?:tell|say|recommend|suggest|advi[sc]e|send)\w*\b[^.?!]{0,40}?\bwhich (?:doctor|specialist|specialty|speciality|department|consultant|gp)\b`,
  String.raw`(?:tell|say|recommend|suggest)\w*\b[^.?!]{0,15}?\bwhich\b[^.?!]{0,30}?\bfor (?:the |a |each |our |this )?(?:customers?|clients?|members?|patients?|policyholders?|insured)\b[^.?!]{0,15}\b(?:best|right|most suitable|cheapest)\b`,
  // "…if he must reduce his dose", "calculate a taxpayer's tax or validate the deductions", "selbst ausrechnen, wie viel
  // Unterhalt jemandem zusteht" (read "self calculate, how much alimony someone is entitled to"): one person's case.
  String.raw`(?:reduce|increase|stop|skip|change|double|lower|raise|adjust)\w*\s+(?:his|her|their|its|my|your|the) (?:\w+ )?(?:doses?|dosages?|medications?|medicines?|treatments?|therapy)\b`,
  String.raw`(?:calculate|compute|work out)\w*\b[^.?!]{0,30}?\b(?:tax(?:es)?|tax bill|alimony|child support|spousal support|severance|compensation|damages|entitlements?)\b|(?:validate|approve|accept)\w*\b[^.?!]{0,15}?\b(?:deductions|allowances)\b`,
];
const INDIVIDUAL_JUDGEMENT = new RegExp(
  // The built system is read once before all its judgements: the same matches as one alternative per judgement,
  // without reading the subject again for each.
  [`${BUILT_SYSTEM}(?:${JUDGEMENTS_ASKED_OF_IT.join('|')})[^.?!]*`]
    // "…and decide the payout by itself?", "valider seule les remboursements": the decision left to the system.
    .concat(
      // "…and ideally tells them whether to stop their blood thinners": one person's treatment, said far from the system.
      String.raw`\b(?:tells?|telling|advises?|advising|informs?)\b (?:them|him|her|patients?|people|the patient|each patient|the customer|each customer) whether to (?:stop|take|start|skip|continue|change|increase|reduce|pause)\b[^.?!]{0,20}?\b${PERSONAL_MATTER}\b[^.?!]*`,
      // "an HCP's dosing question about a specific patient": a medical or money matter of one person named as such.
      String.raw`\b(?:${PERSONAL_MATTER}|dosing|clinical|medical)\b[^.?!]{0,40}?\b(?:about|for|of|on) (?:a |one |an )?(?:specific|particular|individual|given|single) (?:patient|customer|client|member|resident|person|policyholder|borrower)\b[^.?!]*`,
      // "…and then automatically block the players", "die Spieler dann automatisch sperren": a sanction on one person,
      // decided by the system.
      String.raw`\b(?:players?|gamblers?|customers?|clients?|users?|members?|patients?|applicants?|borrowers?)\b[^.?!]{0,20}\b(?:automatically|on its own|by itself)\s+(?:block|ban|suspend|lock out|exclude|bar|reject|deny|cut off)\w*\b[^.?!]*`,
      String.raw`\b(?:automatically|on its own|by itself)\s+(?:block|ban|suspend|lock out|exclude|bar|reject|deny|cut off)\w*\s+(?:the |a |an |their |our )?(?:players?|gamblers?|customers?|clients?|users?|members?|patients?|applicants?|borrowers?)\b[^.?!]*`,
      // "…analyse the health questionnaires and accept or refuse the files on its own": each case decided by the
      // system.
      String.raw`\b(?:accept|approve)\w* ?(?:or|and|\/) ?(?:decline|reject|refuse|deny)\w*\b[^.?!]{0,30}?\b(?:applications?|applicants?|loans?|claims?|files?|cases?|dossiers?|mortgages?|requests?)\b[^.?!]{0,30}\b${ON_ITS_OWN}[^.?!]*`,
      // "bei kleineren Konsumkrediten selbst entscheiden" (read "at smaller consumer loans … decide by itself").
      String.raw`\b(?:loans?|credits?|claims?|applications?|payouts?|benefits?|mortgages?)\b[^.?!]{0,30}\b(?:decide|approve|reject|grant|refuse)s? ${ON_ITS_OWN}[^.?!]*`,
      // "what if a patient asks something medical like can I skip a session", "si un client demande quel médicament donner
      // à son enfant" (read "if a client request which drug give to its child"): one person's case, asked of the system.
      String.raw`\bif (?:a|an|the|one|my|our) (?:\w+ )?(?:user|patient|customer|member|caller|client|parent|resident|policyholder)s? (?:asks?|requests?|wants to know|enquires)\b[^.?!]{0,30}?\b(?:something (?:medical|clinical|legal|financial)|(?:medical|clinical|legal) (?:questions?|advice)|(?:which|what|how much) (?:\w+ )?${PERSONAL_MATTER}|(?:can|should|may|must) (?:i|he|she|they|we) (?:skip|stop|take|change|reduce|increase|double|miss)\b)[^.?!]*`,
      // "if a user describes bleeding, what does the assistant do?", "if a father writes at night that his child has a 40
      // fever": one person's health in the chat, to be handed over.
      String.raw`\bif (?:a|an|the|one|my|our) (?:\w+ )?(?:user|patient|customer|member|caller|client|mother|father|parent|woman|man|person|resident|relative)s?\b[^.?!]{0,30}?\b(?:describes?|reports?|mentions?|says?|writes?|has|shows?|types?)\b[^.?!]{0,40}?\b(?:symptoms?|bleeding|pain|fever|emergency|suicid\w*|self-harm|overdose|contractions|seizures?|unconscious|chest pain)\b`,
      // "if a patient writes she has an abnormal finding and wants to know what that means": one person's result explained.
      String.raw`\bif (?:a|an|the|one|my|our) (?:\w+ )?(?:user|patient|customer|member|caller|client|mother|woman|man|person|resident)s?\b[^.?!]{0,40}?\b(?:findings?|results?|values?|scans?|diagnosis|blood work|readings?)\b[^.?!]{0,40}?\b(?:what (?:that|this|it|they|the) means?|wants? (?:to )?know|asks?)\b[^.?!]*`,
      // "und Wechselwirkungen?" (read "and drug interactions?") after a pharmacy's bot: one patient's medicines checked.
      String.raw`\b(?:drug|medication|medicine)[- ]interactions?\b[^.?!]*`,
      // "Who validates the summary in the end, the doctor or the AI?": who decides, a person or the system.
      String.raw`\bwho\b[^.?!]{0,50}?\b(?:validates?|approves?|signs? off|decides?|checks?|reviews?|has the (?:final|last) (?:say|word))\b[^.?!]{0,50}?\b(?:doctor|physician|clinician|nurse|pharmacist|adviser|advisor|underwriter|human|person|staff|lawyer|case ?worker)\b[^.?!]{0,10}\bor (?:the |an? )?(?:ai|bot|machine|system|model|algorithm)\b[^.?!]*`,
      // "entscheidet die KI dann, ob es ein Arbeitsunfall ist?" (read "decides the AI then, whether…"): its subject after.
      String.raw`\bdecid\w*\b(?: (?:then|also|now|alone|itself|really))* (?:the |an? )?(?:ai|system|bot|assistant|tool|model|software)\b[^.?!]{0,25}?\b(?:whether|if)\b[^.?!]*`,
      // "« ma mère peut-elle arrêter son collyre ? », il répond quoi ?" (read "« my mother can it stop its eye drops ? »"),
      // "'can I skip my insulin tonight?'": one person's medicines, asked of the system.
      String.raw`\b(?:i|he|she|it|they|we|my (?:mother|father|mum|mom|dad|child|son|daughter|husband|wife|baby|kid|grandmother|grandfather|partner))\b(?: (?:can|may|should|must)(?: (?:i|he|she|it|they|we))?)? (?:still )?(?:stop|skip|take|change|reduce|increase|double)\b[^.?!]{0,25}\b(?:drops|eye drops|doses?|medications?|medicines?|pills|tablets|insulin|treatment|therapy|inhaler)\b[^.?!]*`,
      // "« est-ce que mon opération sera remboursée ? », l'assistant répond quoi ?": one person's cover, asked.
      String.raw`\b(?:will|would|is|are|do|does) (?:my|his|her|their|our) (?:\w+ ){0,2}(?:be )?(?:reimbursed|covered|refunded)\b[^.?!]*`,
      String.raw`\b(?:decide|determine|approve|validate|reject|calculate|set|assess)s?\b[^.?!]{0,40}\b(?:payouts?|reimburs\w*|claims?|benefits?|loans?|credit|applications?|leases?|compensation|indemn\w*)\b[^.?!]{0,30}\b${ON_ITS_OWN}[^.?!]*`,
      String.raw`\b(?:decide|determine|approve|validate|reject|calculate|set|assess)s? ${ON_ITS_OWN}[^.?!]{0,40}\b(?:payouts?|reimburs\w*|claims?|benefits?|loans?|credit|applications?|leases?|compensation|indemn\w*)\b[^.?!]*`,
      // "pick which products to pitch to a specific client, on its own, without the RM checking": one client's advice.
      String.raw`\b(?:pick|choose|select|decide)s?\b[^.?!]{0,20}\b(?:which|what) (?:\w+ )?(?:products|funds|investments|treatments|medications|policies|loans|offers)\b[^.?!]{0,60}(?:\b${ON_ITS_OWN}|\bwithout (?:the |an? |our )?(?:\w+ )?(?:checking|reviewing|review|approval|sign-?off))[^.?!]*`,
      // "décider seule si les documents sont conformes et débloquer le paiement": a payment released by the system itself.
      String.raw`\b(?:decide|approve|validate|release|unblock|authori[sz]e)s? ${ON_ITS_OWN}[^.?!]{0,60}\b(?:payments?|payouts?|funds|transfers?)\b[^.?!]*`,
      // "Les employeurs nous demandent si tel salarié est apte ou inapte… Un chatbot pourrait répondre ?": the question
      // the system would answer is one person's fitness or entitlement.
      String.raw`\b(?:ask|asks|asking)\b[^.?!]{0,25}\b(?:whether|if)\b[^.?!]{0,30}\b(?:employee|worker|patient|member|customer|client|applicant|person|staff member)\b[^.?!]{0,10}\b(?:is|are) (?:fit|unfit|eligible|entitled|covered)\b[^.?!]*`,
      // "patients ask whether they should go to A&E": what one person should do, for the system to decide.
      String.raw`\b(?:ask|asks|asking|wonder|wonders|wondering)\b[^.?!]{0,10}?\b(?:whether|if)\b (?:they|he|she|i|we|patients?|people|members?|customers?|clients?|users?) should\b[^.?!]*`,
      // "…and closes false positives automatically": alerts on a person's trades cleared by the system itself.
      String.raw`\b(?:close|closes|closing|dismiss\w*|clear|clears|clearing|resolve\w*)\b (?:the |all )?(?:\w+ )?(?:false positives|alerts|cases|flags)\b[^.?!]{0,20}\b(?:automatically|by itself|on its own|without (?:a )?(?:human|person|analyst))\b[^.?!]*`,
      String.raw`\bautomatically (?:close|closes|closing|dismiss\w*|clear|clears|clearing|resolve\w*)\b[^.?!]{0,20}\b(?:false positives|alerts|cases|flags)\b[^.?!]*`,
      // "Bewilligen könnte er die Stundung aber nicht selbst?" (read "approve could it the payment deferral … self").
      String.raw`\b(?:approve|reject|decide|grant|refuse)\b (?:could|can|would|will|may) (?:it|he|she|the \w+)\b[^.?!]{0,40}\b(?:self|itself|on its own|alone)\b[^.?!]*`,
      // "et proposer des arbitrages" for a client: investment advice.
      String.raw`\b(?:propos\w*|offer\w*|suggest\w*|recommend\w*)\s+(?:\w+\s+){0,2}?(?:trades|arbitrages|allocations|rebalancing)\b[^.?!]*`,
      // "die Schadenhöhe automatisch festlegt" (read "the claim amount automatically sets"): the decision left to it.
      String.raw`\b(?:payouts?|claim amounts?|claims?|benefits?|reimburs\w*)\b[^.?!]{0,30}\b${ON_ITS_OWN}[^.?!]{0,20}\b(?:sets?|decides?|determines?|approves?|calculates?)\b[^.?!]*`,
      // "erkennt der bot, ob jemand suizidgefährdet ist?" (read "detects the bot, whether someone at risk of suicide is").
      String.raw`\b(?:detects?|recogni[sz]es?|spots?|flags?)\b[^.?!]{0,20}\b(?:the )?(?:bot|assistant|system|ai|chatbot)\b[^.?!]{0,40}\b(?:suicid\w*|self-harm|crisis)\b[^.?!]*`,
      // "could the chat look at the audiogram and tell them which hearing aid to buy?"
      String.raw`\b(?:it|bot|assistant|ai|chatbot|chat|system|tool|app)\b[^.?!]{0,60}?\b(?:tell|say|recommend|suggest|advi[sc]e)\w*\b[^.?!]{0,40}\bwhich\b[^.?!]{0,30}\b(?:(?:to )?(?:buy|take|choose|use)|(?:they|he|she) should)\b[^.?!]*`,
      // "decide on its own whether a patient needs a stretcher": one person's need, decided by the system.
      String.raw`\b(?:decide|determine|assess|judge|work out)s?\b[^.?!]{0,25}\b(?:whether|if)\b (?:a|the|each|one|this|that) (?:patient|member|client|customer|applicant|person|caller|donor|resident|child|employee)\b[^.?!]{0,30}\b(?:needs?|requires?|must|should|qualif\w+)\b[^.?!]*`,
      // "approve the investor itself", "Kleinkredite selbst genehmigen" (read "loans approve by itself"): its own approval.
      String.raw`\b(?:it|bot|assistant|ai|chatbot|chat|system|tool|model)\b[^.?!]{0,40}?\b(?:approve|reject|accept|decline|validate|grant|release|sign off)\w*\b[^.?!]{0,40}\b${ON_ITS_OWN}[^.?!]*`,
      String.raw`\b(?:it|bot|assistant|ai|chatbot|chat|system|tool|model)\b[^.?!]{0,60}?\b(?:approve|approves|release|releases|grant|grants)\b (?:by itself|on its own|itself)\b[^.?!]*`,
      // "decide a patient is fit for discharge".
      String.raw`\b(?:decide|determine|assess|judge|say|tell)\w*\b[^.?!]{0,30}\b(?:fit|ready|safe) (?:for|to) (?:discharge|go home|be discharged)\b[^.?!]*`,
      // "dire au patient s'il doit aller aux urgences": where one person must go.
      String.raw`\b(?:tell|say)\w*\b[^.?!]{0,30}\b(?:whether|if) (?:he|she|they|it|someone|the (?:patient|child|customer|client|member))\b[^.?!]{0,15}\b(?:must|should|needs? to|has to) (?:go|come|see|be seen)\b[^.?!]*`,
      // "…und wie viel Abfindung drin ist?" (read "how much severance pay … is"): one person's award.
      String.raw`\bhow much (?:severance(?: pay)?|compensation|damages|redress)\b[^.?!]*`,
      // "…et combien d'impôt il paiera ?" (read "how much tax it will pay"): one person's tax.
      String.raw`\bhow much (?:tax|taxes|income tax)\b[^.?!]{0,25}\b(?:pay|owe)\w*[^.?!]*`,
      // "a bot that tells them if they'll be approved", "ob sie den Kredit bekommen": one person's outcome.
      String.raw`\b(?:tell|tells|say|says|answer|answers|decide|decides|check|checks)\b[^.?!]{0,40}?\b(?:whether|if)\b[^.?!]{0,30}?\b(?:approved|accepted|eligible|qualif(?:y|ies|ied)|(?:can |could )?(?:actually |really )?afford|(?:get|gets|receive|receives) (?:the |their |a )?(?:loan|credit|mortgage|cover|payout|place))\b[^.?!]*`,
      // "Dosierungen empfehlen" (read "doses recommend"), "drug interactions for the customer": medicines for one person.
      String.raw`\b(?:doses|dosages?|posolog\w*)\b[^.?!]{0,40}\b(?:recommend|suggest|propos|prescrib|calculat|adjust)\w*[^.?!]*`,
      String.raw`\b(?:(?:drug|medication|medicine) interactions|interactions\b[^.?!]{0,20}\b(?:for|of) (?:the |a |each |one )?(?:customer|patient|client)s?)\b[^.?!]*`,
      // "kleinere Anträge genehmigen oder ablehnen" (read "applications … approve or reject"): the object before its verb.
      String.raw`\b(?:applications?|loans?|(?:re)?payment plans?|claims?|requests?)\b[^.?!]{0,30}\b(?:approve|reject|decline|grant|refuse)\b[^.?!]*`,
      // "…for a given patient", "für einen konkreten Patienten": one person's case, named as such.
      String.raw`\bfor (?:a |one |the |each |an )?(?:specific(?:ally)?|concrete|given|particular|individual|single|certain) (?:patients?|customers?|clients?|members?|residents?|applicants?|persons?)\b[^.?!]*`,
      // "dire au client s'il va avoir son prêt" (read "tell the client if he will have his loan").
      String.raw`\b(?:tell|say)\w*\b[^.?!]{0,30}?\b(?:if|whether)\b[^.?!]{0,20}?\b(?:will|would|is going to|'ll)\s+(?:get|have|be granted|receive|obtain)\s+(?:his|her|their|its|the|a)\s+(?:loan|mortgage|credit)\b[^.?!]*`,
      // "is X fit to come back to work", "apte ou inapte": fitness for work of one employee.
      String.raw`\b(?:whether|if|is)\b[^.?!]{0,40}?\b(?:fit|unfit)\b(?:\s+or\s+(?:unfit|not))?\s*(?:(?:to|for)\s+(?:\w+\s+){0,3}?work\b|or\s+(?:unfit|not)\b)[^.?!]*`,
      // "grades their written placement reflections", "qui indemnise directement les bris de glace", "grants the holiday
      // itself": a decision or a grade the system would give one person.
      String.raw`\b(?:grades?|grading|marks?|marking)\b[^.?!]{0,40}?\b(?:reflections?|essays?|assignments?|exams?|papers?|coursework|homework|theses|analyses)\b[^.?!]*`,
      String.raw`\b(?:reflections?|essays?|assignments?|coursework|homework|theses)\b[^.?!]{0,30}?\b(?:grades?|marks?)\b[^.?!]*`,
      String.raw`\b(?:whether|if)\b[^.?!]{0,30}?\b(?:loan|credit|mortgage) (?:receive|get)\b[^.?!]*`,
      String.raw`\b(?:it|bot|assistant|ai|chatbot|system|who|that|which)\b(?:\s+\w+){0,2}?\s+(?:(?:grants?|approves?|settles?)\b[^.?!]{0,40}?\b(?:holidays?|claims?|loans?|credit|breakage|damages?|refunds?|payouts?|compensation|benefits?)\b|(?:compensates?|indemnif\w+|pays? out)\b)[^.?!]*`,
      // "Befundentwürfe aus den MRT-Aufnahmen" (read "findings drafts from the MRI images"): findings read off images.
      String.raw`\b(?:reports?|findings)\b(?: drafts?)?[^.?!]{0,6}\bfrom (?:the )?(?:[\w-]+ )?(?:images?|scans?|x-?rays?|mri|ct|photos?|aufnahmen)\b[^.?!]*`,
      // "an AI that drafts the report from the images": reading findings off medical images.
      String.raw`\b(?:drafts?|writes?|pre-?writes?|generates?|produces?)\b[^.?!]{0,40}?\b(?:reports?|findings|diagnos\w+)\b[^.?!]{0,30}?\bfrom (?:the )?(?:\w+ )?(?:images?|scans?|x-?rays?|mri|ct|photos?)\b[^.?!]*`,
      // "send a photo of a mole and know if it is serious".
      String.raw`\b(?:photos?|pictures?|images?)\b[^.?!]{0,60}?\b(?:whether|if)\b[^.?!]{0,20}?\b(?:serious|dangerous|urgent|malignant|cancer\w*|benign)\b[^.?!]*`,
      // "tell customers which tariff they get", "sagen, welchen Pflegegrad ihre Mutter bekommt": one person's outcome.
      String.raw`\b(?:tell|say|decide|determine)\w*\b[^.?!]{0,40}\bwhich\b[^.?!]{0,30}\b(?:they|you|he|she|their \w+|your \w+|the (?:customer|patient|member|client|applicant))\b[^.?!]{0,10}\b(?:gets?|receives?|qualif\w+|deserves?)\b[^.?!]*`,
      // "verbindlich sagen, ob wir eine Leistung übernehmen" (read "say whether we a benefit take over"): one claim's cover.
      String.raw`\b(?:tell|say|decide|confirm)\w*\b[^.?!]{0,30}\b(?:whether|if)\b (?:we|they|the (?:insurer|fund|scheme))\b[^.?!]{0,25}\b(?:benefits?|claims?|treatments?|costs?)\b[^.?!]{0,15}\b(?:cover|pay|reimburse|take over|approve|grant)\w*[^.?!]*`,
      // "tell whether the health insurer takes over the crown": what an insurer pays for one patient.
      String.raw`\b(?:tell|say|know|check)\w*\b[^.?!]{0,30}\b(?:whether|if)\b[^.?!]{0,10}\b(?:health )?(?:insurance|insurer|fund|kasse|krankenkasse|mutuelle)\b[^.?!]{0,40}\b(?:pays?|covers?|takes? over|reimburs\w*)\b[^.?!]*`,
    )
    .join('|'),
  'gi',
);
/** "Are you HIPAA compliant?", "are you regulated by the FCA yourselves?": the agency's own compliance or status asked. */
const OUR_OWN_COMPLIANCE =
  // "Are you available through a public-sector framework contract?", "Is your system GxP validated?": our own status.
  // "Is the thing HIPAA compliant or not?": what we deliver, certified against a named rulebook. "vous êtes conformes ?"
  // (read "you are compliant ?"): the French asks in place.
  /\b(?:is|are) (?:the thing|the system|the solution|the product|your (?:system|solution|product|thing|stuff))\b[^.?!]{0,10}\b(?:hipaa|pci(?: dss)?|soc ?2|iso ?27001|hds|nis ?2|dora)[- ](?:compliant|certified|conform\w*)\b|\b(?:you|u|vaultline)\b[^.?!]{0,40}\bframework (?:contracts?|agreements?)\b|\b(?:are you|you are|you're|is vaultline)\b (?:an? )?(?:[\w-]+ ){0,2}(?:hds|soc ?2|iso ?27001|c5|tisax|pci(?: dss)?|nis ?2|dora|cyber essentials)\b|\b(?:is|are) (?:your|the) (?:system|software|solution|platform|product|tool|ai|assistant|(?:development |software |quality )?process|quality (?:management )?system|sdlc)s? (?:[\w-]+[ -]){0,2}(?:validated|certified|accredited|approved|qualified)\b|\b(?:need|needs|require|requires|expect|expects|want|wants) (?:you|u|vaultline|(?:our |all |any |every )?(?:suppliers?|vendors?|partners?|contractors?))\b(?: \w+){0,2}? to (?:have |be )?(?:\w+ )?(?:hold|completed|passed|obtained|certified|accredited|registered|listed|compliant)\b|\b(?:do|does) (?:you|u|vaultline) (?:\w+ )?(?:have|hold)\b (?:an? |the |your )?(?:(?:iso|nen|bsi|din|iec)[ -]?\d{3,5}|soc ?2|hds|c5|tisax|cyber essentials|hitrust|pci(?:[- ]dss)?|dspt|dtac|dcb ?\d+)\b|\b(?:(?:are|r) (?:you|u|vaultline)|(?:do|does) (?:you|u|vaultline) (?:appear|feature|sit))\b[^.?!]{0,12}\b(?:on|in|listed|referenced|registered)\b[^.?!]{0,25}\b(?:g-?cloud|frameworks?|ugap|dps|marketplace|catalogue|supplier list|procurement list)\b|\byou (?:are |'re )?(?:there |on it |y )?(?:are )?(?:listed|referenced)\b|\bhave you (?:done|completed|passed|got|obtained|been through)\b (?:the |a |an )?(?:dspt|dtac|dcb ?\d+|cyber essentials|pen-?tests?|penetration tests?|iso|soc ?2|hds|c5|tisax)\b|\b(?:are|r) (?:you|u|you guys|y'?all)\b(?: \w+){0,3}?[ -]compliant\b|\b(?:are|r) (?:you|u|vaultline) [A-Z][A-Z0-9]{2,}[ -](?:checked|tested|verified|audited|certified)\b|\b(?:(?:are|r) (?:you|u|you guys|y'?all|vaultline)|is vaultline)(?: \w+){0,2}? (?:regulated|supervised|authori[sz]ed|licensed|approved|accredited|registered)\b|\b(?:regulates?|supervises?|licenses?|authori[sz]es?) (?:you|u|vaultline)\b|\b(?:you|u) (?:are|'re) (?:\w+ )?(?:regulated|supervised|authori[sz]ed|licensed|approved|accredited|registered|audited|certified|compliant|conform)\b|\b(?:are|r) (?:you|u|you guys|vaultline)(?: \w+){0,2}? audited\b|\b(?:are|r) (?:you|u|vaultline) (?:(?:yourselves|yourself|self|itself)\b|(?:as|being) )[^.?!]{0,90}\b(?:certified|audited|accredited)\b/i;
/**
 * "Are you compliant with the nFADP?", "DORA compliant?": compliance with a rulebook the knowledge does not name is a
 * certification we cannot confirm (GDPR and HIPAA are named: how we build for them is the security answer).
 */
// "BAIT or DORA - do you comply / fulfil that?": the verbs of meeting a rulebook too.
const COMPLIANCE =
  /\b(?:compl(?:y|ies|ying)|adhere|adheres|conform|conforms|fulfil+s?|aligned|compliant|compliance|conformity|approval|clearance|accreditation|regulated|supervised|authori[sz]ed|licensed|approved|accredited|registered|regulates|supervises|audited)\b/gi;
/** "…our host, which is itself certified HDS", "notre hébergeur, qui est certifié": a certificate someone else holds. */
const THEIRS_CERTIFIED =
  /,?\s*\b(?:who|which|that)\b(?: \w+){0,3}? (?:is|are|has been|have been|already) (?:[\w-]+ ){0,3}?(?:certified|accredited|compliant)\b[^.?!,]*/gi;
const NAMED_IN_KNOWLEDGE = new Set([
  'GDPR',
  'DSGVO',
  'RGPD',
  'HIPAA',
  'EU',
  'AI',
  'KI',
  'IA',
  'SSO',
  'API',
  'AWS',
  'GCP',
  'CRM',
  'SLA',
  'WCAG',
  // Everyday abbreviations, no rulebook: "not some US SaaS", "our CIO", "a PDF".
  'SAAS',
  'US',
  'USA',
  'UK',
  'IT',
  'HR',
  'CEO',
  'CTO',
  'CIO',
  'CFO',
  'LLM',
  'GPT',
  'PDF',
  'FAQ',
  'ERP',
]);
export function namesAnotherRulebook(question: string): boolean {
  return (question.match(/[\p{L}\d]+/gu) ?? []).some((token) => {
    const capitals = token.match(/\p{Lu}/gu)?.length ?? 0;
    // "could the RMs log in…", "our GPs": an acronym in the plural names people or things, not a rulebook.
    return capitals >= 2 && !/^\p{Lu}{2,}s$/u.test(token) && !NAMED_IN_KNOWLEDGE.has(token.toUpperCase());
  });
}
/** "Is it hosted with you or with us?", "liegt das bei euch oder bei uns?": where it runs. */
const YOURS_OR_OURS = /\b(?:with|at|by) (?:you|u) or (?:with |at |by )?us\b|\b(?:with|at|by) us or (?:with |at |by )?(?:you|u)\b/gi;
/** "Do you do e-commerce or just banks?": the alternative the visitor rules out is no topic. */
const OR_JUST = /\bor (?:just|only) (?:\w+ ){0,2}?\w+(?=\W*$)/gi;
/** "a chatbot for our clients' requests", "my partners are paranoid": the visitor's own people, not ours or partners. */
const OWN_PEOPLE =
  /\b(?:our|my|their) (?:own )?(?:clients|customers|patients|members|users|donors|borrowers|policyholders|partners)\b(?!\s+(?:data|information|records|details|privacy))/gi;
/** "We produce a chemical product": what the visitor makes is context, not a question about product search in a shop. */
const OWN_PRODUCT =
  /\b((?:we|i)\s+(?:produce|make|manufacture|develop|formulate|brew|bottle)\s+(?:a |an |our |the )?(?:[\w-]+ ){0,2}?)products?\b/gi;
/**
 * "Do you have a nonprofit rate?", "t'as un prix startup ?" (read "as a price startup"), "we've got £25k, is that
 * enough?": special terms or a budget's fit, not confirmed here.
 */
const SPECIAL_TERMS =
  /\b(?:discount\w*|special (?:rate|price|pricing|offer|terms)|(?:non-?profit|charity|startup|solidarity|reduced|student|academic) (?:rate|price|pricing|discount|tariff)s?|(?:rate|price|pricing|tariff)s? (?:for )?(?:the )?(?:non-?profits?|charit(?:y|ies)|startups?|students?|associations?|ngos?|community groups?))\b[^.?!]*/gi;
/**
 * "Do you work at a fixed price?", "can we pay in instalments, or per stage after acceptance?", "is a monthly model
 * possible, like a subscription?": how a project is paid, which the team settles, not the chat.
 */
const COMMERCIAL_TERMS =
  /\b(?:fixed[- ](?:price|fee|cost)s?|time and materials?|(?:cost|budget|price) overruns?|(?:costs?|gets?|becomes?|turns? out|ends? up|is) (?:\w+ )?(?:more|higher|dearer|more expensive) than (?:quoted|offered|agreed|planned|estimated|(?:the|your) (?:quote|offer|proposal|estimate))|instal{1,2}ments?|payment (?:plans?|schedules?|in (?:stages|phases|parts|tranches|advance))|pay(?:ing|ment)? (?:it |for it |for the project )?(?:in|by|per|after each|for each|at each) (?:stages?|phases?|milestones?|tranches?|parts|steps?|months?)|pay(?:ing|ment)? (?:it )?(?:stage|phase|milestone) by (?:stage|phase|milestone)|\bin instal{1,2}ments\b|(?:more expensive|dearer|higher) (?:than|as) (?:quoted|offered|agreed|planned|estimated)|pay(?:ing)? (?:it )?monthly|monthly (?:payments?|fees?|model|plan|subscription|rate|amount)|(?:subscription|rental|leasing|lease|retainer|financing|pay[- ]as[- ]you[- ]go)(?:[- ]like)? (?:model|plan|basis|option|arrangement|fee)s?|\binvoic\w* (?:only )?(?:after|on|upon|per|at) (?:the )?(?:acceptance|sign-?off|delivery|completion|each|every))\b[^.?!]*/gi;
/** "…a portal that offers debtors payment plans": the payments of the visitor's own customers, not how they pay us. */
const THEIR_OWN_PAYMENTS =
  /\b(?:their|our|my) (?:own )?(?:customers|clients|debtors|members|users|patients|tenants|borrowers|students|learners|parents|buyers|guests|subscribers|donors)\b|\b(?:propos|offer|suggest|explain|manag|calculat)\w* (?:\w+ ){0,2}?(?:payment plans?|instal{1,2}ments?|monthly (?:payments?|fees?))/i;
/** "What is your fixed price for it?", "how much, fixed?": the figure asked, which the pricing answer declines. */
const FIGURE_ASKED = /\bwhat(?:'s| is| are| would be| will be)\b[^.?!]{0,20}\bfixed\b|\bhow much\b/i;
/** "can we pay you in stages?", "do you offer instalments?": how the visitor would pay us, whatever else is named. */
const PAYS_US =
  /\bpay(?:ing)? (?:you|vaultline)\b|\b(?:do|can|could|would|will|does) (?:you|we|i)\b[^.?!]{0,40}\b(?:pay|instal|monthly|stages?|fixed|subscription|rental|leasing)/i;
/**
 * "Why should I pay more with you?", "what would justify going with you?", "what sets you apart?": what we are and focus
 * on. Set against an off-the-shelf product ("rather than SaaS?"), the comparison answers it instead.
 */
const WHY_CHOOSE_US =
  /\bwhy (?:should|would|must) (?:i|we)\b[^.?!]{0,30}\b(?:you|vaultline)\b[^.?!]{0,20}\b(?:more|extra|higher|rather than (?:them|the others?|another agency|the other agency|theirs))\b[^.?!]*|\bwhy (?:should|would|must) (?:i|we) (?:pay|spend) (?:more|extra)\b[^.?!]*|\bwhat (?:would|could|does|should|might) justify\b[^.?!]*|\bwhat sets (?:you|vaultline) apart\b[^.?!]*/gi;
/**
 * "What comes on top every month after launch: servers, the AI itself, updates?", "what are the running costs?": what
 * running it costs, which depends on where it runs and the model, and is not stated here.
 */
const RUNNING_COSTS =
  /\b(?:running|ongoing|recurring|operating|monthly|annual|yearly) (?:costs?|fees?|charges?|expenses?|bills?)\b[^.?!]*|\b(?:hosting|cloud|server|infrastructure|api|token|model|usage|licen[cs]e) (?:costs?|fees?|charges?|bills?)\b[^.?!]*|\bcosts? (?:after|once|post|following) (?:the )?(?:launch|go-?live|start|project)\b[^.?!]*|\b(?:total cost of ownership|tco)\b[^.?!]*|\b(?:usage|consumption) of the (?:model|ai|api|llm)\b[^.?!]*|\bwho pays\b[^.?!]{0,30}\b(?:usage|hosting|servers?|api|tokens?)\b[^.?!]*|\bwhat (?:else )?(?:comes|is added|gets added|do (?:we|i) pay|would (?:we|i) pay|will (?:we|i) pay)(?: on top)?(?: \w+){0,3} (?:every|each|per|a) month\b[^.?!]*|\bwhat (?:\w+ ){0,2}?(?:costs?|is charged|do (?:we|i) pay) (?:\w+ )?extra\b[^.?!]*/gi;
/**
 * "What savings can I expect, and after how many months does it pay for itself?", "which ROI?": a return that rests on
 * the visitor's own volumes, not stated here.
 */
const RETURN_ASKED =
  /\b(?:savings?|save|saved)\b[^.?!]{0,40}\b(?:expect|realistic\w*|achiev\w*|get|make|likely)\b[^.?!]*|\b(?:expect|realistic\w*|achiev\w*|likely)\b[^.?!]{0,30}\bsavings?\b[^.?!]*|\b(?:pays?|paid|paying) (?:for )?itself\b[^.?!]*|\b(?:paid|pays?) off\b[^.?!]*|\bpay-?back(?: period| time)?\b[^.?!]*|\b(?:roi|return on (?:the )?investment|break[- ]?even)\b[^.?!]*/gi;
/** "…is that enough?": a budget's fit, where the question names an amount or a budget ("is that realistic?" alone is not). */
const BUDGET_FIT =
  /\b(?:is|would|will|are) (?:that|this|it|[£€$]?\s?\d[\d,.]*\s?(?:k|m)?|[£€$]?\s?\d[\d,.]*\s?(?:k|m)?\s?(?:eur|euros?|gbp|pounds|chf|francs|usd)?)\b (?!(?:days?|weeks?|months?|years?)\b)(?:\w+ )?(?:enough|sufficient|realistic)\b[^.?!]*|\b(?:that|this|it) (?:is|would be|will be) (?:\w+ )?(?:enough|sufficient)\b[^.?!]*|\b(?:does|would|will) (?:that|this|it) (?:suffice|be enough)\b[^.?!]*|(?<=\b(?:if|whether) )[£€$]?\s?\d[\d,.]*\s?(?:k|m)?\s?(?:eur|euros?|gbp|pounds|chf|francs|usd)? (?:is|would be|will be|are) (?:\w+ )?(?:enough|sufficient)\b[^.?!]*/gi;
const MONEY_NAMED = /\d|\b(?:budget|price|cost|costs|money|funds|funding|euros?|pounds|francs|dollars|k)\b|[£€$]/i;
/** "Where would the data sit?", "where will be stored the data" (French order): where it is hosted. */
/**
 * "How do you make sure none of it ends up at OpenAI?", "wie stellen Sie sicher, dass davon nichts bei OpenAI landet"
 * (read "how do you ensure, that of that nothing at OpenAI is sent"): whether their data reaches a model provider.
 */
const KEPT_FROM_PROVIDER =
  /\bhow(?: (?:do|can|will|would|could) (?:you|u|we))?\b[^.?!]{0,10}\b(?:ensure|make sure|guarantee|prevent|stop)\b[^.?!]{0,60}\b(?:at|to|with|by|into|reach(?:es)?) (?:the )?(?:openai|anthropic|groq|chatgpt|microsoft|google|mistral|model providers?|ai providers?|llm providers?|third parties|us (?:cloud|providers?|companies))\b[^.?!]*/gi;
/** "Und mit welchen Modellen arbeitet ihr?" (read "with which model works you"): the models we build on. */
const WHICH_MODELS_USED =
  /\b(?:with|on) (?:which|what) (?:ai |language |llm |foundation )?(?:models?|llms?)\b[^.?!]{0,20}\b(?:work|works|working|build|builds)\b|\b(?:which|what) (?:ai |language |llm |foundation )?(?:models?|llms?) (?:do|would|will|can) (?:you|u) (?:work|build) (?:with|on)\b/gi;
/** "Wie läuft so ein Projekt bei Ihnen konkret ab?" (read "what is the process of such a project…"): our process. */
const PROCESS_OF_A_PROJECT =
  /\b(?:what is|what's) the process (?:of|for) (?:such an?|an?|the|this|that|your|our) (?:[\w-]+ )?project\b[^.?!]*|\bhow (?:does|do|would|will) (?:such an?|an?|the|this|that|our) (?:[\w-]+ )?project (?:work|run|go|proceed|unfold)\b[^.?!]*/gi;
/**
 * "Could it be done in phases, a pilot on depositions first?": how a project is staged (the phases' detail after a comma
 * included), which the process answers. A pilot on its own is a commercial offer not confirmed here.
 */
const IN_PHASES =
  /\b(?:(?:done|delivered|built|rolled out|split|run|do it|go) in (?:phases|stages|parts|chunks)|split (?:it |the (?:project|work) )?into (?:phases|stages|parts)|phased (?:approach|delivery|rollout|roll-out|implementation))\b(?:,[^.?!]*)?/gi;
/** "What happens after this chat?", "who gets in touch and when?": the next step from here, which is the team's reply. */
const AFTER_THIS_CHAT =
  /\bwhat (?:exactly |actually |then )?happens (?:(?:exactly|actually|then) ){0,2}(?:after|once|when)\b[^.?!]{0,10}\b(?:this (?:chat|conversation)|we (?:finish|end|are done)|i (?:leave|give|send)\b[^.?!]{0,20})|\bwho (?:gets|will get|would get|is getting) (?:in touch|back to (?:me|us))\b(?: with (?:me|us))?(?: and when)?/gi;
const ASKS_IF_KEPT_FROM_PROVIDER = new RegExp(KEPT_FROM_PROVIDER.source, 'i');
/** "Where would it all run?", "where do the chats end up?", "les données, elles vont où ?" (asked in place): hosting. */
const WHERE_DATA_IS =
  /\bwhere (?:would|will|does|do|could|can|should|is|are) (?:this|it|that|they|these|those|everything|the whole thing|the (?:system|assistant|solution|platform|app|bot|chatbot|tool|portal)) (?:\w+ )?(?:run|runs|running|live|sit|be hosted|be deployed|be running|be installed|hosted|deployed|be stored|be kept|stored|kept)\b|\bwhere\b(?:\s+\w+){0,4}?\s+(?:data|messages|conversations|chats|transcripts|documents|files|photos|images|recordings|records|scans|attachments|uploads)\b(?:\s+(?:then|actually|physically))?\s+(?:sit|sits|live|lives|reside|resides|go|goes|end up|stay|stays|be stored|be kept|be hosted|be located|be processed)\b|\bwhere\b(?:\s+\w+){0,2}?\s+(?:stored|kept|hosted|located|processed)\s+(?:the\s+)?(?:\w+\s+)?data\b|\b(?:data|messages|conversations|chats|transcripts|records|files)\b[^.?!]{0,30}?\b(?:go|goes|sit|sits|live|lives|end up|ends up|stay|stays|(?:are|is) (?:stored|kept|hosted|located))\s+where\b/gi;
/**
 * "we can't have privilege waived because a third party had access": legal privilege, whether it holds being a
 * question for their lawyers, whatever the reason given (the "least privilege" of access control is another word).
 */
const PRIVILEGE_WAIVED =
  /\b(?:(?:legal|attorney-client|lawyer-client|solicitor-client|litigation|professional) )?privilege\b(?: \w+){0,2}? (?:waived|waiver|lost|breached)\b[^.?!]*|\b(?:waiv\w+|los\w+|breach\w*) (?:of )?(?:the |our |their |legal |attorney-client |solicitor-client )?privilege\b[^.?!]*/gi;
/** "we don't want location history kept forever": how long data is kept (where it is kept is another question). */
const KEPT_FOREVER =
  /\b(?:kept|stored|retained|held|saved|keep|store|retain|hold|save)\b[^.?!]{0,20}\b(?:forever|indefinitely|for ever|for years|too long|longer than (?:needed|necessary))\b/gi;
/** "we'd rather keep it Canadian", "keep everything in Australia", "keep the data local": where the data is to stay. */
const KEEP_IT_IN_THE_COUNTRY =
  /\bkeep (?:it|things|everything|(?:the |our |all )?data)(?: all| strictly)? (?:local|onshore|in-country|domestic|(?:in|inside|within) [A-Z][a-z]+|[A-Z][a-z]+(?:an|ian|ish|ese|ss|ch|i))\b/g;
/** Languages a visitor's people speak, in English or as written in German and French. */
const LANGUAGE = String.raw`(?:english|englisch|anglais|french|german|spanish|tagalog|filipino|polish|portugese|albanian|arabic|armenian|basque|bengali|bosnian|bulgarian|catalan|chinese|mandarin|cantonese|croatian|czech|danish|dutch|flemish|estonian|farsi|persian|finnish|galician|georgian|greek|hebrew|hindi|hungarian|icelandic|irish|gaelic|welsh|italian|japanese|korean|kurdish|latvian|lithuanian|luxembourgish|lëtzebuergesch|macedonian|maltese|norwegian|portuguese|romanian|russian|serbian|slovak|slovenian|slovene|somali|swahili|swedish|tamil(?!\s+nadu)|thai|tigrinya|turkish|ukrainian|urdu|vietnamese|wolof|creole|créole|kreyòl|patois|amharic|berber|tamazight|kabyle|lingala|yoruba|hausa|igbo|malay|indonesian|bahasa(?: indonesia| melayu| malaysia)?|javanese|sundanese|cebuano|ilocano|hmong|khmer|burmese|nepali|sinhala|marathi|telugu|kannada|malayalam|afrikaans|zulu|xhosa|twi|akan|ewe|fula|fulani|luganda|kinyarwanda|shona|oromo|malagasy|mongolian|kazakh|uzbek|quechua|guarani|punjabi|gujarati|pashto|dari|sign language|albanais|arabe|néerlandais|luxembourgeois|portugais|polonais|roumain|russe|serbe|turc|ukrainien|tchèque|grec|italien|espagnol|albanisch|arabisch|türkisch|russisch|ukrainisch|polnisch|tschechisch|griechisch|italienisch|spanisch|portugiesisch|niederländisch|rumänisch|serbisch|kroatisch|ungarisch|luxemburgisch)`;
/** "they write very informal Mexican Spanish", "speak mostly Swiss German": what kind of the language, before its name. */
const LANGUAGE_KIND = String.raw`(?:\s+(?:very|quite|mostly|mainly|only|often|informal|formal|colloquial|casual|simple|plain|broken|local|regional|everyday|mexican|brazilian|swiss|austrian|canadian|latin american|european|standard|modern|classical))*`;
/**
 * "must speak albanian and macedonian", "Is Italian ok?", "le luxembourgeois, l'assistant le parle ?", "quite a few prefer
 * Polish or Urdu", "müsste auch polnisch und tschechisch können" (read "…also Polish and Czech can"): the languages
 * the assistant would answer in (not "supported" as in support after go-live).
 */
const LANGUAGES_ASKED = new RegExp(
  String.raw`\b(?:speak|speaks|speaking|spoken|prefer|prefers|preferring|support|supports|supported|understand|understands|answer|answers|reply|replies|write|writes|handle|handles|talk|talks|chat|in|en|auf|do|need|needs|needed)\b(?:\s+(?:in|en|auf|fluent(?:ly)?|also|both))?${LANGUAGE_KIND}\s+${LANGUAGE}\b(?:(?:,|\s+and|\s+or|\s*\+|\s*&)\s+(?:also\s+|in\s+|en\s+)?${LANGUAGE}\b)*|\b${LANGUAGE}\b(?:(?:,|\s+and|\s+or)\s+${LANGUAGE}\b)*[^.?!]{0,40}?\b(?:speak|speaks|supported|support|ok|okay|fine|possible|work|understand|handle|parle|fluently|fließend|needed|required|necessary|essential)\b|\b(?:also|too|as well)\s+${LANGUAGE}\b(?:(?:,|\s+and|\s+or)\s+${LANGUAGE}\b)*\s+(?:can|could|be able)\b|\b${LANGUAGE}\b(?:(?:,|\s+and|\s+or|\s*\+|\s*&)\s+${LANGUAGE}\b)*\s+(?:docs|documents|files|contracts|texts|content|pages|forms|e-?mails|letters|wordings|policies|leaflets|speakers)\b`,
  'gi',
);

const NAMES_LANGUAGES = new RegExp(LANGUAGES_ASKED.source, 'i');

/** Whether a text names languages someone speaks or the assistant should ("our donors speak Turkish and Russian"). */
export function namesLanguages(text: string): boolean {
  return NAMES_LANGUAGES.test(text);
}

const LANGUAGE_NAMED = new RegExp(String.raw`(?<![\p{L}])${LANGUAGE}(?![\p{L}])`, 'giu');
/** "…also in Arabic and Portuguese": the languages a message names, as written, each once. */
export function languagesNamed(text: string): string[] {
  return [...new Set([...text.matchAll(LANGUAGE_NAMED)].map((match) => match[0].toLowerCase()))];
}
/**
 * The client's people who would use a system: taught to use it ("training for the juniors", "our nurses get training",
 * "schult ihr unsere Sachbearbeiter" read "trains you our clerk").
 */
const TRAINEES =
  '(?:staff|teams?|juniors?|employees?|users|people|colleagues|nurses|agents|advisers|advisors|clerks?|workers|admins|doctors|technicians|analysts)';
/** "When could you start, at the earliest?": the first step (our reply, then the discovery call), not a project's date. */
const EARLIEST_START =
  /\b(?:when|how soon)\b[^.?!]{0,20}\b(?:you|u|your team)\b[^.?!]{0,10}\b(?:start|begin|kick ?off)\b[^.?!]*|\bearliest (?:start|possible start|kick-?off)\b[^.?!]*/gi;
/** "SSO with our existing directory": the visitor's own logins, not an existing client of ours. */
const EXISTING_LOGINS = /\bexisting (?=(?:active )?director(?:y|ies)\b|identity\b|idp\b|ad\b|log-?ins?\b|accounts?\b|sign-?on\b)/gi;
/** "Who do we call when something breaks?": support after go-live, not our discovery call or a person to talk to now. */
const WHEN_IT_BREAKS =
  /\b(?:who|whom)\b[^.?!]{0,30}\b(?:call|contact|ring|phone|write to|turn to)\b[^.?!]{0,30}\b(?:breaks?|goes wrong|stops? working|is down|fails|crashes|has (?:an? )?(?:issue|problem|bug))\b[^.?!]*/gi;
/** People taught to use the system, not models trained on data. */
const PEOPLE_TRAINED = new RegExp(
  `\\b(?:would|will|can|could|do|does) (?:you|u) (?:also )?train (?:them|everyone|everybody|people)\\b(?! on\\b| with (?:our|the|their) data\\b)|\\btraining (?:for|of) (?:the |our |your |my )?(?:\\w+ )?${TRAINEES}\\b|\\btrain (?:the |our |my )?(?:\\w+ )?${TRAINEES}\\b|\\btrains? (?:you|ye) (?:also |too )?(?:the |our |my )?(?:\\w+ )?${TRAINEES}\\b|\\b${TRAINEES}\\b[^.?!]{0,20}\\b(?:get|gets|getting|receive|receives|need|needs|be given|have) (?:\\w+ )?training\\b`,
  'gi',
);
/** "u guys do shops?": building shops, though a shop is otherwise only the visitor's context. */
const BUILDS_SHOPS = /\b(?:do|build|make|offer|create|develop)\s+(?:online\s+|web\s?)?(?:shops?|stores?)\b/gi;
/** "Can the bot actually block a card or just tell people how?": acting in the visitor's own systems, not only answering. */
const ACTS_NOT_JUST_TELLS =
  /\b(?:can|could|would|will|does)\s+(?:it|the (?:bot|assistant|chatbot|ai|system))\s+(?:actually |really |also )?\w+\b[^.?!]{0,40}?\bor (?:just|only|merely|simply) (?:tell|explain|say|answer|inform|describe)\w*\b[^.?!]*/gi;
/**
 * "could it also update someone's registration, like record their decision for them, or is that a step too far": the
 * assistant writing into the client's own records, which is integration work ("a step too far" is no process step);
 * "log who watched which recording" keeps a trail of access instead.
 */
const ACTS_IN_THEIR_RECORDS =
  /\b(?:can|could|would|will|does)\s+(?:it|the (?:bot|assistant|chatbot|system|ai))\s+(?:also |actually |really |then )?(?:update|change|record|cancel|amend|edit|enter|submit|register|log|create|modify|write (?:to|into|back))\b(?!\s+(?:who|which|when|every|each|all|any|about|of) )[^.?!]*/gi;
/**
 * "if a donor asks 'am I still on the register?', could it check for them?": the assistant looking a person up in the
 * client's own records, which is integration work.
 */
const LOOKS_UP_FOR_THEM =
  /\b(?:can|could|would|will|does)\s+(?:it|the (?:bot|assistant|chatbot|system|ai))\s+(?:also |actually |then )?(?:check|look (?:it |them )?up|verify|confirm)\b(?: (?:that|it|this))? (?:for (?:them|him|her|the (?:donor|member|customer|client|user|patient|applicant)s?)|in (?:the|our|their) (?:register|registry|database|system|records))\b[^.?!]*/gi;
/**
 * "could it read from that live?", "pull the dates out of our booking system in real time", "it must see card status +
 * balance from our processor api": a live connection.
 */
const READS_THEIR_SYSTEM_LIVE =
  /\b(?:read|pull|fetch|get|look|check|query)\w*\s+(?:\w+\s+){0,2}?(?:from|in|against|out of|up in)\s+(?:that|it|this|them|those|our|their|the)\b[^.?!]{0,30}?\b(?:live|in real[- ]time|real-?time)\b|\b(?:see|sees|read|reads|pull|pulls|fetch|fetches|get|gets|show|shows|check|checks|query|queries)\b[^.?!]{0,40}\b(?:from|via|through|out of) (?:our|their|the) (?:[\w-]+ ){0,2}?(?:api|apis|database|backend)\b/gi;
/** "do the audit logs also cover access by your own engineers?": what the audit logs record, which their answer says. */
const WHAT_AUDIT_LOGS_COVER =
  /\b(?:do|does|would|will|can|could) (?:the |your |those |these )?audit (?:logs?|trails?) (?:also |really |even )?(?:cover|include|record|capture|show|log|track)\b[^.?!]*/gi;
/** "…is not sent to an overseas AI provider": the model provider the data would go to, which the training answer takes. */
const SENT_TO_A_MODEL_PROVIDER =
  /\b(?:sent|send|sending|goes|going|passed|shared|transferred)\b[^.?!]{0,15}?\bto (?:an? |the |any )?(?:overseas|foreign|external|third[- ]party|outside|us|american|chinese) (?:ai |model |llm )?(?:providers?|vendors?|compan(?:y|ies))\b/gi;
/**
 * "look up a member's account in our core administration system", "would the assistant see our loan system directly?":
 * their system read, which is integration work.
 */
const LOOKS_UP_IN_THEIR_SYSTEM =
  /\b(?:(?:look(?:s|ing)? up|check(?:s|ing)?|quer(?:y|ies|ying)|access(?:es|ing)?|retriev\w*|fetch\w*)\b[^.?!]{0,50}?\b(?:in|from|against|out of)|\b(?:it|the (?:assistant|bot|chatbot|ai|tool))\s+(?:\w+\s+)?(?:see|view|reach|get into|talk to)(?: directly)?)\s+(?:our|their)\s+(?:own\s+)?(?:[\w-]+\s+){0,3}?(?:system|systems|database|erp|crm|platform|back ?office)\b/gi;
/**
 * "does the bot hand off to our team when it gets stuck?", "can it pass them to one of our psychologists straight away?",
 * "can it pass such questions on to us?" (or, read from German,
 * "…such questions to us pass on?"): the built assistant's hand-over.
 */
const HAND_OFF =
  /\bhand(?:s|ing|ed)? (?:it |them |the chat |the conversation )?off\b|\bwhen (?:it|the (?:bot|assistant)) (?:gets|is) stuck\b|\bpass(?:es|ing)? (?:such |these |those |the |that |this |them |it )?(?:\w+ )?(?:questions? |cases? |chats? |conversations? )?(?:(?:straight|right|directly) )?(?:on |over )?to (?:us|(?:one of |someone (?:from|in|on) )?our (?:\w+ ){0,2}?(?:team|staff|people|doctors?|agents?|colleagues|desk|engineers?|support|nurses|advis[eo]rs|counsell?ors|[a-z]+(?:ists|ians)))\b|\b(?:questions?|cases?|chats?|conversations?|them|those|these) to (?:us|our (?:\w+ )?(?:team|staff|people|doctors?|agents?|colleagues|desk)) (?:pass(?:es)? on|forwards?|hands? over)\b/gi;
/**
 * "Which model would you pick for us?", "what LLM fits us?", "vous partiriez sur quel modèle ?" (read "you would choose
 * which model?"): the model choice, made in the discovery call.
 */
const MODEL_CHOICE =
  /\b(?:which|what) (?:ai |language |open |llm )?(?:models?|llms?)\b[^.?!]{0,20}?\b(?:would|should|could|will) (?:you|u) use\b[^.?!]*|\b(?:you|u) (?:would|will|'d) (?:pick|choose|recommend|suggest|go with|take|use) (?:which|what) (?:ai |language |open |llm )?(?:models?|llms?)\b[^.?!]*|\b(?:runs?|running|based|built|works?) on (?:which|what) (?:ai |language |open |llm )?(?:models?|llms?)(?: ai)?\b[^.?!]*|^\W*(?:and |so )?(?:which|what) (?:ai |language |open |llm )?(?:models?|llms?)\W*$|\b(?:which|what) (?:ai |language |open |llm )?(?:models?|llms?)\b(?:[^.?!]{0,40}?\b(?:would|should|do|could|will) (?:you|u) (?:pick|choose|recommend|suggest|go with|take|advise|use for us|(?:actually |really )use)\b|[^.?!]{0,20}?\b(?:fits?|suits?|is (?:best|right)) (?:for )?(?:us|me|our)\b)[^.?!]*/gi;
/** "How fast does someone call?": how fast the team replies, not how fast we deploy. */
const CALL_BACK_SPEED =
  /\bhow (?:fast|soon|quickly)\b[^.?!]{0,30}\b(?:calls?|calling|rings?|contacts?|get back|gets back|replies|reply|respond\w*|hear)\b|\b(?:answers?|repl(?:y|ies)|responds?|gets? back to)\b[^.?!]{0,15}\b(?:in|within|after) how (?:long|much time|many (?:days|hours))\b|\bhow long\b[^.?!]{0,20}\b(?:until|before|till|for) (?:you|u|someone|somebody|anyone|your team|a person)\b[^.?!]{0,10}\b(?:answers?|repl(?:y|ies)|responds?|gets? back|calls?)\b/gi;
/** "a hard launch date": a deadline for the project, not what happens after launch. */
const LAUNCH_DATE = /\b(?:hard |fixed |firm )?(?:launch|go-?live|release) (?:date|deadline)\b/gi;
/** "your 4 days, does that apply?", "does the 4 days still apply": a rule applying, not a job application. */
const APPLIES =
  /\b(?:that|this|it|they|which|does (?:that|this|it)|do (?:they|those)|days?|figure|rule|timeline|price|prices)\s+(?:still\s+|also\s+|really\s+|then\s+)?appl(?:y|ies)\b|\bappl(?:y|ies)\s+(?:that|this|it)\b/gi;
/**
 * "under the hood", "opening hours" (not job openings), "keep phoning" (not keeping data), a tag's "…, right?",
 * "who's on call today" (on duty, not our call), "can't you escalate it internally?" (their case to us): no topic.
 */
const IDIOM =
  /(?<!\b(?:the|a|an|our|your|this|that|next|first|short|free|quick|discovery) )\bon[- ]call\b|\b(?:you|u) (?:just |please )?(?:escalate|forward|pass on) (?:it|this|that)(?: on)?(?: internally)?\b|\bunder the hood\b|\bbehind the scenes\b|\bopening (?:hours|times)\b|\bkeeps? (?:on )?(?=\w+ing\b)|\ball (?:day|night)(?: long)?\b|\bday and night\b|\b(?:is|are) (?:absolutely |really |totally |completely )?non[- ]?negotiable\b|\b(?:my|our|the) (?:main |biggest |big |only |real )?(?:worry|concern|fear) (?:is|would be)(?: that)?\b|\b(?:is|are) (?:very |really |super |extremely )?(?:important|crucial|essential|vital)(?: (?:to|for) (?:us|me))?(?=\s*[,;:–—-])|\bmatters?(?: a lot)?(?: (?:to|for) (?:us|me))?(?=\s*[,;:–—-])|,\s*(?:right|correct|yes|yeah|no|ok(?:ay)?)\s*(?=\W*$)/gi;
/** "scoring claims for fraud risk", "credit scoring": a model that predicts (one person's credit score is not one). */
const RISK_SCORING =
  /\b(?:ML|machine learning)\b(?= (?:that|which|to) )|\bscor(?:e|es|ing) (?:\w+ ){0,2}(?:transactions|payments|claims|applications|alerts)\b|\bscor(?:e|es|ing) (?:\w+ ){0,2}(?:for|by) (?:fraud|risk|churn|default|credit)(?: risk)?\b|\b(?:fraud|risk|churn|default|credit) (?:risk )?scoring\b|\b(?:fraud|churn) (?:risk )?scores?\b/gi;
/** "what kind of GPU box do we need?", "which servers would we need?": the hardware, chosen with the model. */
const HARDWARE_ASKED =
  /\b(?:what|which|how many) (?:kind of |sort of |size of |type of )?(?:gpus?|hardware|servers?)(?: box(?:es)?| machines?| cluster)?\b[^.?!]*/gi;
/** "what kind of GPU box do we need to budget for?": what to plan for, not our prices. */
const BUDGET_FOR = /\b(?:need|have|plan|want) to budget for\b/gi;
/** "…and online appointment booking for hearing tests": a booking front end, the web interfaces we build. */
const ONLINE_BOOKING = /\bonline (?:appointment )?booking\b|\bappointment booking\b/gi;
/** "SSO with our Entra ID?": the visitor's identity provider, signed into through single sign-on. */
const IDENTITY_PROVIDER =
  /\b(?:(?:microsoft )?entra(?: id)?|azure ad|azure active directory|active directory|okta|keycloak|ldap|onelogin|adfs)\b/gi;
/** "How quickly could that be up and running?": going live, not how fast we reply. */
const UP_AND_RUNNING = /\b(?:be |get (?:it |that |this )?|have (?:it |that |this )?)?up and running\b/gi;
/** "What's the damage cost-wise?": the price, in slang. */
const THE_DAMAGE = /\bwhat(?:'s| is| would be) the damage\b|\b(cost|price|budget|time)-?wise\b/gi;
/** "…before we send over the policy documents": papers the visitor sends us, not work on documents. */
const WE_SEND_DOCUMENTS =
  /\b(?:we|i)\s+(?:can |could |will |would |'ll |then )?(?:send|share|hand|pass|forward)\w*(?: over| across| on)?(?: to you)? (?:the |our |any |some |you )?(?:[\w-]+ )?(?:documents|docs|files|specs|specifications|papers)\b/gi;
/** "scans of poor quality", "handwritten forms": how well it reads them, which is measured on the client's own files. */
const POOR_INPUT = /\b(?:(?:poor|bad|low)[- ]quality|handwrit\w*|blurry|faded|smudged)\b/gi;
/** "Betrieb on-prem?", "on prem": on the client's own servers. */
const ON_PREM = /\bon[- ]?prem\b(?!ise)/gi;
/** "just me + 4 staff", "about 40 employees": who the visitor is, never a topic (nor the 4 of our 4 days). */
const HEADCOUNT =
  /\b(?:just |only )?(?:(?:me|myself)\s*(?:\+|and|plus|&)\s*)?(?<![/\d])\d[\d,.]*\s*\+?\s*(?:staff|employees|people|colleagues|nurses|doctors|physicians|agents|advis[eo]rs|lawyers|solicitors|members of staff|ftes?)\b/gi;
/** "…und für die Compliance vorbereiten" (read "and for the compliance prepare"): documents made ready for people, not a call. */
const PREPARED_FOR_PEOPLE =
  /\bfor (?:the |our |their )?(?:compliance|review|audit|auditors?|checks?|underwriting|underwriters?|case ?workers?|clerks?) prepar(?:e|es|ed|ing)\b|\bprepar(?:e|es|ed|ing)\b(?=[^.?!]{0,40}\bfor (?:the |our |their )?(?:compliance|review|audit|auditors?|checks?|processing|analysis|approval|sign-?off|underwriting|underwriters?|case ?workers?|clerks?|colleagues|staff|team)\b)/gi;
/** "would client data ever leave Switzerland?": whose data it is, never our clients (references). */
const WHOSE_DATA = /\b(?:client|customer|patient|member|policyholder)s?['’]? (?=(?:data|records|files|information|details|documents)\b)/gi;
/** "a client could ask the bot where their parcel is": one of the visitor's customers doing something, not our clients. */
const THEIR_CLIENT_ACTS =
  /\b(?:a|an|the|one|each|every|some|any|our|their)\s+(?:client|customer)s?\s+(?=(?:could|can|would|will|might|may|should|asks?|writes?|types?|wants?|needs?|says?|opens?|visits?|comes?|logs?|enters?|sends?)\b)/gi;
/** "references from the payment sector": the visitor's own sector says whose references, not what is asked. */
const OF_THEIR_SECTOR =
  /(?<=\b(?:references?|clients?|customers|case studies|examples|experience|worked)\b[^.?!]{0,20})\s(?:from|in|within|for) (?:the )?[\p{L}-]+ (?:sector|industry|field|space|area|range|market|domain|world|vertical)\b/giu;
/** "Do you deliver it as infrastructure as code?": the cloud work's hand-over, not source code in general. */
const INFRASTRUCTURE_AS_CODE = /\binfrastructure[- ]as[- ]code\b|\biac\b|\binfrastructure\b[^.?!]{0,30}\bas code\b/gi;
/** "Our front end is Angular, is that a problem?": whether we can work with it, not a problem with a project of ours. */
const IS_IT_A_PROBLEM = /\b(?:is|would|will|could) (?:that|this|it) (?:be )?(?:a |an )?(?:problem|issue|obstacle|blocker|dealbreaker)\b/gi;
/** "what happens if I get in touch?": what follows a contact, the discovery call. */
const AFTER_CONTACT =
  /\bwhat (?:happens|comes|would happen|will happen)(?: then| next)?,? (?:if|when|after|once) (?:i|we) (?:get in touch|contact (?:you|your team)|reach out|write to you|leave (?:my|our) (?:details|e-?mail|number|contact)|sign up|book (?:a|the) call)\b[^.?!]*/gi;
/** "Was genau bringt Enterprise zusätzlich?", "what does Enterprise have on top?": what that package includes. */
const PACKAGE_ADDS =
  /\b(?:what|which)\b[^.?!]{0,30}?\b(starter|professional|enterprise)\b[^.?!]{0,25}?\b(?:additionally|in addition|on top|extra|besides|beyond|more than)\b[^.?!]*/gi;
/** "la Pro, elle apporte quoi en plus ?" (read "the Pro, it brings what also"): what that package includes. */
const PACKAGE_BRINGS_WHAT =
  /\b(starter|professional|enterprise)\b(?: ai crm)?,?(?: (?:it|that one|this one|that|this))? (?:brings|adds|offers|has|includes|gives)(?: (?:you|us|me))? what\b[^.?!]*/gi;
const NEXT_STEPS =
  /\bwhat(?:'s|s| is| are| comes| happens)?\s+(?:now\s+)?(?:the\s+)?next(?:\s+steps?)?\b|\bnext steps?\b|\bhow (?:do|shall|should|would|can|could) (?:we|i) (?:move|go) (?:forward|ahead|on)\b|\bhow (?:do|shall|should|would) (?:we|i) go about (?:it|this|that)\b|^\W*(?:(?:and|so|ok(?:ay)?|alright)\W+)?(?:what now|and now what|now what)\W*$/gi;
/**
 * "Which banks do you work with?", "which asset managers in Liechtenstein use it already?": who the clients are, though
 * banks are otherwise only the visitor's context.
 */
/** "make our order process accessible": their shop's ordering, the checkout (no order of ours, no contract terms). */
const ORDER_PROCESS = /\b(?:order(?:ing)?|purchase|buying) (?:process|flow|journey|path|page|form|steps?)\b|\bordering\b/gi;
/** "log every conversation into Salesforce": the conversations fed into their CRM, an integration (no audit log of ours). */
const INTO_THEIR_CRM =
  /\b(?:log|write|written|wrote|push|sen[dt]|sync|feed|fed|cop(?:y|ie)|stor|sav|record)\w*\b[^.?!]{0,40}\b(?:into|to|in) (?:our |their |the )?(?:salesforce|hubspot|dynamics(?: 365)?|pipedrive|zoho|crm)\b/gi;
/**
 * "Our sales team lives in Salesforce. What would get the leads straight in there?", "can the loan leads land there
 * automatically?": leads put in their CRM.
 */
const LEADS_INTO_THEIR_CRM =
  /\b(?:get|gets|getting|put|puts|bring|brings|move|moves)\b (?:the |our |those |these |new )?(?:\w+ )?leads?\b[^.?!]{0,20}?\b(?:into|in) (?:there|it|(?:our |their |the )?(?:salesforce|hubspot|dynamics(?: 365)?|pipedrive|zoho|crm))\b|\b(?:the |our |those |these |new )?(?:\w+ )?leads?\b (?:\w+ )?(?:land|go|arrive|end up|flow|show up|appear)s? (?:straight |directly )?(?:there|in (?:there|it|(?:our |their |the )?(?:salesforce|hubspot|dynamics(?: 365)?|pipedrive|zoho|crm)))\b/gi;
/** "…accessible for older customers": whom it is for is context, not the topic asked about. */
const FOR_THEIR_PEOPLE =
  /\bfor (?:our |their |the |all |many )?(?:older|elderly|senior|blind|deaf|disabled|visually impaired|hard of hearing|young|new|existing|international|foreign)? ?(?:customers|clients|users|people|patients|members|visitors|seniors|relatives|families)\b/gi;
/** "What can you present instead?" after a certificate asked for: the evidence we can show in its place. */
const SHOWN_INSTEAD = /\b(?:show|present|demonstrate|prove)\b(?: \w+){0,4}? instead\b(?! of\b)/gi;
/**
 * "your Enterprise package or a custom project?", "forfait ou sur mesure ?", "rather a custom project than one of those
 * packages?", "das wäre dann kein Paket mehr, sondern ein individuelles Projekt?" (read "no package more, but a
 * individual project"), "which of your packages would this fall under?": which of the two their project is.
 */
export const PACKAGE_OR_CUSTOM =
  /\bwhich (?:one |package |plan |tier )?(?:of (?:your|the|these|those) (?:packages|plans|tiers) )?(?:would|does|will|could) (?:this|that|it|our (?:\w+ )?(?:project|case|idea)) (?:fall|come|go|sit|belong)\b|\b(?:custom|bespoke|individual|tailor-?made) (?:project|build|work|solution|job)\b[^.?!]{0,10}\b(?:than|instead of)\b[^.?!]{0,20}\b(?:packages?|plans?|tiers?)\b|\b(?:no|not an?|not one of (?:the|your|those)) packages?\b[^.?!]{0,25}\b(?:but|rather)\b[^.?!]{0,20}\b(?:custom|bespoke|individual|tailor-?made)\b|\b(?:packages?|plans?|tiers?|starter|professional|enterprise|ai crm)\b[^.?!]{0,40}?\bor\b[^.?!]{0,25}?\b(?:custom|bespoke|tailor-?made|made to measure|individual|something (?:else|different|bigger|more)|pocs?|proofs? of concept|pilots?|prototypes?|mvps?)\b(?: (?:job|build|work|project|solution|development))?|\b(?:(?:custom|bespoke|tailor-?made|individual) (?:job|build|work|project|solution|development)|pocs?|proofs? of concept|pilots?|prototypes?|mvps?)\b[^.?!]{0,25}?\bor\b[^.?!]{0,25}?\b(?:(?:one of )?(?:your|a|the|of) )?(?:packages?|plans?|tiers?|starter|professional|enterprise)\b/gi;
const PACKAGE_OR_CUSTOM_ASKED = new RegExp(PACKAGE_OR_CUSTOM.source, 'i');
const CLIENTS_ASKED =
  /\bhow many (?:\w+ )?(?:clients|customers)\b(?! do we)|\b(?:how many|which) (?:\w+ )?(?:banks|insurers|hospitals|clinics|companies|firms|organi[sz]ations|practices|managers|funds|lenders|pharmacies|labs)\b(?: in \w+)? (?:already )?(?:use|used|run|have)\b[^.?!]{0,15}\b(?:your|ur|you|it|this|that)\b|\bwho (?:are|were|is) (?:your|some of your) (?:\w+ )?(?:clients|customers)\b|\bname (?:some |a few |any |one or two |a or two |two |one )?(?:of )?(?:your )?(?:clients|customers)\b|\b(?:clients|customers)\b[^.?!]{0,25}\b(?:testify|testimonials?|vouch|speak for you|give a reference|be a reference)\b|\b(?:which|what) (?:\w+ )?(?:banks|insurers|hospitals|clinics|companies|clients|customers|firms|organi[sz]ations)\b[^.?!]{0,25}\b(?:work(?:ed|ing)? (?:with|for)|serve[ds]?|build for)\b|\b(?:any|are there(?: any)?) other\b[^.?!]{0,50}\busing (?:it|this|that|you|your \w+)\b|\b(?:anyone|anybody|someone) else\b[^.?!]{0,40}\busing (?:it|this|that|you|your \w+)\b/gi;
/**
 * "Have you done something like this before?", "haben Sie so etwas schon … gemacht?", "haben Sie schon für andere Banken
 * gearbeitet?", "vous avez déjà travaillé avec…": experience, answered as references are.
 */
/** An integration, interface or connector as what was built: the integrations answer, not references. */
const INTEGRATION_BUILT = /\b(?:integrations?|interfaces?|connectors?|apis?|plugins?|adapters?)\b/i;
const EXPERIENCE_ASKED =
  /\b(?:you|u)(?: have|['’]ve) (?:already |ever |before )?(?:done|built|delivered|made|worked on|implemented|worked (?:with|for))\b(?! (?:for us|it for us))|\b(?:one|ones|something|anything|some|those|any)\b[^.?!]{0,15}\b(?:you|u) (?:did|made|built|delivered) for (?:an?|another|other|similar|some)\b|\b(?:have|has) (?:you|u|your team) (?:already |ever |before )?(?:for|with) [^.?!]{0,60}\b(?:worked|done|built)(?=\s*\?*\s*$)|\b(?:have|has) (?:you|u|your team)\b(?: \w+){0,4}? (?:ever |already |before )?(?:done|built|delivered|made|worked on|worked (?:with|for))\b(?! (?:for us|it for us))|\b(?:done|built) (?:something|anything) (?:like (?:this|that) )?(?:before|already)\b|\b(?:have|has) (?:you|u|your team)\b[^.?!]{0,60}\b(?:done|built|delivered|made|implemented)(?=\s*\?*\s*$)|\b(?:who|which \w+) (?:did|have) (?:you|u|your team) (?:build|built|do|done|make|made|deliver|delivered) (?:this|that|it|something (?:like|similar)(?: (?:this|that))?|similar)? ?for\b(?: \w+){0,2}?(?:\s+before)?/gi;
const EXPERIENCE_FOR_OTHERS = new RegExp(
  String.raw`(?:${EXPERIENCE_ASKED.source})(?:\s*for (?:an?|another|other|similar|some|the same) [^.?!]*)?`,
  'gi',
);
/**
 * "Do you have already experience with other chemical or petrochemical companies?": whom we build for, and the
 * references only a call can give.
 */
const SECTOR_EXPERIENCE =
  /\b(?:have|got) (?:already |any |some |much |prior |previous |relevant )*experience (?:with|in|for) (?:other |similar |comparable )(?:[\w-]+ ){0,4}?(?:companies|firms|clients|customers|organi[sz]ations|banks|hospitals|clinics|insurers|plants|businesses)\b/gi;
/** "Have you done that before?": our experience, which only references would show. */
export function asksOurExperience(question: string): boolean {
  return question.search(EXPERIENCE_ASKED) >= 0;
}

/** "how many staff do you have?": our team size, among the company facts (never the support answer). */
const OUR_HEADCOUNT =
  /\bhow (?:big|large) is (?:the|your|ur) (?:team|company|agency|firm)\b(?! (?:that|which|who|we|you'?d|you would|you will)\b)|\bhow (?:many|big)\b[^.?!]{0,15}\b(?:staff|employees|people|engineers|developers|team)\b[^.?!]{0,20}\b(?:do you have|have you got|work (?:at|for|with) (?:you|vaultline|your company)|are you|is your team)\b/gi;
/** "where are you based?": our office, among the company facts (never where data is hosted). */
const OUR_OFFICE =
  /\bwhere (?:are|r) (?:you|u|you guys|y'?all|vaultline)(?:(?: \w+)? (?:based|located|headquartered|from)\b|(?= *(?:\?|$)))|\bwhere(?:'s| is) your (?:office|headquarters|hq|company)\b|\b(?:you|u) (?:are|'re) where\b(?:,? physically)?/gi;
/** ", if we decide to go ahead", ", wenn er nicht weiterweiß": a condition at the end of a question. */
const OWN_CONDITION = /,?\s+(?:if|when|once|as soon as)\s+(?:we|i|it|he|she|they|the (?:assistant|bot|chatbot|system))\b[^?]*(?=\?*\s*$)/i;
/** "If a family asks a delicate question, about a parent's health say, does that go to a person?": the case ahead of it. */
const LEADING_CONDITION =
  /^\s*(?:and |so |but )?(?:if|when|whenever|in case) (?:an? |the |our |their |some )?[\w-]+ (?:asks?|pose|poses|raises?|sends?|writes?|has|have) (?:an? |the )?(?:[\w-]+ )?(?:question|request|enquiry|inquiry|message)\b[^?]{0,120},\s*(?=[^,?]*\?*\s*$)/i;
/** "Before we send you any sample docs, you must sign our NDA?": the visitor's own step first is context too. */
const OWN_STEP_FIRST =
  /^\s*(?:before|after|once|as soon as)\s+(?:we|i)\b[^,?]{3,60}?,?\s+(?=(?:you|u) (?:must|have to|need to|will|would|can|could|should|shall|do|sign|agree|accept)\b)/i;
/** "Is the portal accessible for older patients with poor eyesight?": whether what we build is accessible. */
const IS_IT_ACCESSIBLE =
  /\b(?:is|are|will|would|can) (?:the |your |our |this |it |that )?(?:[\w-]+ )?(?:be )?(?:accessible|accesible|barrier-free)\b([^?.!]*)/gi;
/** "After day 4, can our own team take over, or do you keep running it?": who runs it after go-live, our support. */
const WHO_RUNS_IT_AFTER =
  /\b(?:can|could|will|would|does|do) (?:our|my|their) (?:own )?(?:team|people|staff|it|it team|it department|developers|engineers|ops)\b[^.?!]{0,20}\b(?:take (?:it )?over|run it|maintain it|operate it)\b[^.?!]*|\b(?:do|will|would) (?:you|u)\s+(?:(?:keep|continue|go on)\s+)?(?:running|operating|maintaining|hosting) (?:it|the system|everything)\b[^.?!]*/gi;
/** A chat tool a team could just use instead of a build. */
const CHAT_TOOL = String.raw`(?:chat ?gpt|copilot|gemini|claude|mistral|le chat)`;
/**
 * "why shouldn't I just tell my staff to use ChatGPT?", "why I shouldn't just paste our register into ChatGPT",
 * "pourquoi je ne demanderais pas à mes équipes d'utiliser ChatGPT", "are you better than Le Chat or the same?": a build
 * against an off-the-shelf tool.
 */
const WHY_NOT_THE_TOOL = new RegExp(
  String.raw`\bwhy\b[^.?!]{0,60}\b(?:use|using|take|go with|stick with)\b[^.?!]{0,30}?\b(${CHAT_TOOL})\b[^.?!]*|\bwhy\b[^.?!]{0,40}\b(?:paste|pasting|put|putting|dump|dumping|upload|uploading|feed|feeding|throw|throwing|copy|copying)\b[^.?!]{0,40}?\b(?:into|in|to)\s+(${CHAT_TOOL})\b[^.?!]*|\b(?:better|worse|the same|different|cheaper|safer)\b[^.?!]{0,20}\b(?:than|as|from|compared (?:to|with))\s+(?:\w+\s+){0,2}?(${CHAT_TOOL})\b[^.?!]*`,
  'gi',
);
const CHAT_TOOL_NAMED = new RegExp(String.raw`\b${CHAT_TOOL}\b`, 'i');
/** Whether a text names a chat tool a team could use instead of a build ("…nous propose Le Chat de Mistral"). */
export function namesAChatTool(text: string): boolean {
  return CHAT_TOOL_NAMED.test(text);
}
/** "pourquoi vous plutôt que d'utiliser ChatGPT" (read "…rather than use ChatGPT"): a build against an off-the-shelf tool. */
const RATHER_THAN_A_TOOL = new RegExp(String.raw`\b(?:rather than|over|versus|vs\.?)(?= (?:\w+ ){0,2}${CHAT_TOOL}\b)`, 'gi');
/** "Do you only work with big banks and hospitals?": who we work with, our focus. */
/** "vous avez quelqu'un en Belgique ?", "do you have an office in Vienna?": where we are, asked as a presence. */
const OUR_PEOPLE_IN_A_PLACE =
  /\b(?:do you have|have you got|you have|you got|do you guys have)\s+(?:someone|anyone|somebody|people|staff|(?:a |an )?(?:local )?(?:office|team|branch|presence|entity)|offices)\s+(?:(?:based|located|on the ground)\s+)?in\b[^.?!]*/gi;
const WHO_WE_WORK_WITH =
  /\b(?:do|did) you (?:only |just |also )?work (?:only |just )?(?:with|for) (?:big|large|small|smaller|bigger|larger|tiny|little|mid-?sized?|major)\b[^.?!]*/gi;
/** "can your AI pull the transactions out into something we can analyse": data extracted from their documents. */
const PULLED_OUT =
  /\b(?:pull|pulls|pulling|lift|lifts|lifting|grab|grabs|grabbing|fish|fishes|fishing)\s+(?:the\s+|our\s+|all\s+(?:the\s+)?)?(?:[\w-]+\s+){1,3}?out\b(?:\s+(?:of|from)\s+(?:the\s+|our\s+|these\s+|those\s+)?[\w-]+)?/gi;
/** "gagner du temps sur les comparatifs de contrats" (read "…comparisons of contracts"): their contracts as documents. */
const CONTRACTS_PROCESSED =
  /\b(?:compar\w*|summar\w*|review\w*|analy[sz]\w*|check\w*|read\w*)\s+(?:of\s+|on\s+)?(?:the\s+|our\s+|their\s+|client\s+|customer\s+)?(?:\w+\s+)?contracts\b/gi;
/** "est-ce que vos interfaces sont adaptées" (read "do your ui are adapt"): whether they suit people who find IT hard. */
const INTERFACES_SUITABLE =
  /\b(?:your|the) (?:ui|interfaces?|screens?)\b[^.?!]{0,12}\b(?:adapt(?:ed)?|suitable|suited|easy to use|simple enough|user-?friendly)\b[^.?!]*/gi;
/**
 * "What's the address again?", "Qui contacter pour aller plus loin ?" (read "who contact to go further"), "an wen schreib ich?" (read "to whom write
 * I?"), "who do I write to?": how to reach a person.
 */
const WHO_TO_CONTACT =
  /\bto whom (?:(?:do|should|can|shall) )?(?:write|e-?mail|send) (?:i|we)\b[^?]*|\bto whom (?:do|should|can|shall) (?:i|we) (?:write|e-?mail)\b[^?]*|\bwho (?:do|should|can|shall) (?:i|we) (?:write|e-?mail) to\b[^?]*|\bwho (?:should (?:i|we) |do (?:i|we) |can (?:i|we) |to |shall (?:i|we) )?contact\b[^?]*|(?:^|,\s*)\W*(?:(?:and|so|ok(?:ay)?)\W+)?(?:to |at )?(?:which|what(?:'s| is)?) (?:the |your )?(?:e-?mail )?address(?: again| to use| to write to)?\W*$|\b(?:where|to whom|who) (?:should|can|do|shall) (?:i|we) (?:send|address|direct|submit) (?:\w+ )?(?:questions|queries|enquiries|inquiries|requests|documents|rf[ipq]s?)\b[^?]*/gi;
/** "Could somebody just call me?": a call asked for is the hand-over, not how to prepare the discovery call. */
const CALL_ME_ASKED =
  /\b(?:can|could|would|will) (?:you|u|someone|somebody|anyone|one of you|your team)\b(?: \w+){0,2}? (?:call|ring|phone) (?:me|us)\b(?: back)?[^?.!]*|\b(?:please )?call (?:me|us) back\b[^?.!]*/gi;
/** "Which accessibility standard do you build to?": the standard followed, not what we build. */
const BUILT_TO = /\b(?:do|does|will) (?:you|your team) (?:build|design|develop|work|code) (?:to|against|according to)\b/gi;
/** "le paiement en ligne c securisé ?": a secure checkout, never our payment terms. */
const SECURE_PAYMENT =
  /\b(?:online |card )?payments?\b[^.?!]{0,15}\b(?:secure|safe|security)\b|\b(?:secure|safe)\b[^.?!]{0,10}\b(?:online |card )?payments?\b/gi;
/** "What are the options?", "which options are there?": the offerings to choose from, our packages. */
const WHAT_OPTIONS =
  /\b(?:what|which) (?:are|r) (?:the|my|our|your) (?:options|choices)\b|\b(?:what|which) (?:options|choices) (?:do you have|have you|are there|is there|do we have|have we|offer you|do you offer)\b/gi;
/** "Can you give me a short overview of your packages?": the packages themselves, asked in a word the content lacks. */
const OVERVIEW_OF_PACKAGES =
  /\b(?:an? )?(?:short |quick |brief |rough )?(?:overview|outline|rundown|run-down) of (?:your|the|all (?:your|the)) (?:packages|plans|tiers|offers|offerings)\b/gi;
/** "If you don't hold certificates, what can I give our risk team instead?": the evidence we can show. */
const INSTEAD_OF_CERTIFICATES = /[^?]*\bcertific\w*\b[^?]*\binstead\b[^?]*/gi;
/** "What does the SLA guarantee in response times?", "uptime in the SLA": the support agreement's terms, not how fast we answer. */
const SLA_TERMS = /\b(?:response[- ]times?|guarantee[sd]?|in terms of|uptime|availability)\b/gi;
const SLA = /\bSLA\b/i;
/** "round-the-clock support", "24/7": how much support, asked as support. */
const ROUND_THE_CLOCK = /\b(?:a?round)[- ]the[- ]clock\b|\b24\s*(?:\/|x)\s*7\b/gi;
/** "Checkout runs through a payment provider": the shop's checkout integration, never our payment terms. */
const PAYMENT_PROVIDER =
  /\bpayment[- ](?:service[- ])?(?:providers?|gateways?|processors?|platforms?)\b|\b(?:psp|stripe|adyen|mollie|paypal|klarna|worldpay)\b/gi;
/** "Don't you have standard products?": our packages. */
const STANDARD_PRODUCTS = /\b(?:standard|off-the-shelf|ready-made|out-of-the-box|fixed) (?:products?|offerings?|solutions?)\b/gi;
/** "conforme au RGAA", "die BITV 2.0 erfüllen": an accessibility rulebook by name, asked as accessibility (the name kept). */
const ACCESSIBILITY_RULEBOOK =
  /\b(?:(?:compliant|conform\w*|comply|complies|compliance|meets?|fulfils?|fulfills?)\s+(?:with\s+|to\s+)?(?:the\s+)?)?(RGAA|BITV(?: 2\.0)?|BFSG|EN 301 549|Section 508|European Accessibility Act|EAA)\b/gi;
const ACCESSIBILITY_STANDARD = new RegExp(ACCESSIBILITY_RULEBOOK.source, 'i');
/**
 * "Is there something small, just for answering questions?", "a cheaper option?", "do you do that kind of thing for
 * smaller orgs?": the smallest package.
 */
const SMALL_OFFERING =
  /\b(?:do|can|would|will) (?:you|u)\b[^.?!]{0,40}\b(?:for|with) (?:a |the )?(?:small|smaller|tiny|little) (?:orgs?|organi[sz]ations?|compan(?:y|ies)|firms?|business(?:es)?|clients?|teams?|practices?|outfits?|institutions?|players?)\b|\b(?:something|anything)\s+(?:\w+\s+)?(?:small|smaller|simple|simpler|basic|lighter|lightweight|cheap|cheaper|entry[- ]level|minimal)\b|\b(?:smaller|simpler|basic|lighter|cheaper|entry[- ]level|minimal|smallest|cheapest)\s+(?:option|package|plan|version|offering|solution|tier)\b/gi;
/** "c'est quoi exactement un AI CRM ?": what our product is, told by its packages. */
const WHAT_IS_AI_CRM = /\bwhat(?:'s| is| are)?(?: exactly| actually| really)? (?:is )?(?:an? |the |your |this )?[«"“]?\s*ai crm\b[^.?!]*/gi;
/** "roughly what are we talking?" after a budget: a price ballpark asked. */
const WHAT_ARE_WE_TALKING = /\b(?:roughly |ballpark )?what are we talking(?: about)?(?:,? (?:cost|price|money)[- ]wise)?(?=\W*$)/gi;
/** "even a rough range is fine": a price asked for in rough. */
const ROUGH_FIGURE =
  /\b(?:even |just |only )?(?:a |any )?(?:(?:rough|approximate|indicative) (?:range|number|figure|estimate)|(?:price |cost )?range (?=(?:is|would be) (?:fine|ok|okay|enough)))\b(?: (?:is|would be) (?:fine|ok|okay|enough))?/gi;
/**
 * "are you properly set up for DORA?", "sind Sie da sauber aufgestellt?", "Erfüllt ihr die FINMA-Anforderungen?" (read
 * "fulfils you the FINMA requirements?"): ready for something, said of us.
 */
const READY_FOR =
  /\b(?:are|r) (?:you|u|you guys|vaultline)\b(?: (?:there|then|also|all|properly|well|fully|really|actually|already))* (?:set up|prepared|ready|equipped|covered|positioned)\b|\b(?:(?:do|does) (?:you|u|vaultline) (?:\w+ )?(?:meet|fulfil+|satisfy)|(?:fulfils?|fulfills?|meets?|satisf(?:y|ies)) (?:you|u|vaultline))\b [^.?!]{0,40}\brequirements?\b/i;
/**
 * "we'd need you through DSPT and DTAC": an assessment we would have to pass; "we fall under POPIA rather than GDPR -
 * is that an issue?": a rulebook the work would have to meet.
 */
const THROUGH_AN_ASSESSMENT =
  /\b(?:need|needs|want|wants|require|requires|'d need)\s+(?:you|u|vaultline)\s+(?:to (?:go|get|pass) )?through\b|\b(?:we|they|our (?:\w+ )?(?:organi[sz]ation|company|bank|scheme|fund|firm)) (?:fall|falls|are|is) (?:under|subject to|governed by|regulated under)\b/i;
/**
 * "what if the bot quotes wrong prices or fees?", "…falsche Kurse oder Gebühren nennt" (read "the bot wrong kurse or fees
 * names"): figures the built assistant could get wrong, not our prices; "our shop shows outdated prices" names no bot.
 */
const WRONG_FIGURES_STATED =
  /(\b(?:bot|assistant|ai|it|model|system|chatbot|llm|copilot)\b[^.?!]{0,20}?)\b(?:wrong|incorrect|false|outdated|made[- ]up|inaccurate|invented)\b[^.?!]{0,15}\b(?:prices?|rates?|fees?|figures?|amounts?|numbers?|kurse|premiums?|tariffs?)\b(?:\s+or\s+\w+)?/gi;
/** "Do you build on the WhatsApp Business API?": a platform named to build on is a system to connect to. */
const BUILD_ON_A_PLATFORM =
  /\bbuild (?:on|with|against|on top of) (?:the |their |a )?(?=[A-Z][\w-]*(?: [A-Z][\w-]*)* (?:APIs?|[Aa]pis?|SDK|[Pp]latform)\b)/g;
/**
 * "When does someone get in touch?", "Wann meldet sich jemand?" (read "when gets in touch someone?"), "Wann darf ich mit
 * einem Anruf rechnen?" (read "when may I with a call expect?"), and after a call was promised "when will they call,
 * roughly?": how fast we reply.
 */
const WHEN_SOMEONE_REPLIES =
  /\bwhen (?:can|may|could|should|will) (?:i|we) (?:expect|count on)\b[^.?!]{0,10}\b(?:a|an|the|your) (?:call|callback|call-back|reply|answer|response|e-?mail)\b|\bwhen (?:can|may|could|should|will) (?:i|we) with (?:a|an|the|your) (?:call|callback|reply|answer|response|e-?mail) (?:expect|count)\b|\bwhen (?:(?:does|will|would|do|is|are) )?(?:someone|somebody|anyone|a person|your team|the team|you|your (?:colleagues|people|sales team))\b[^.?!]{0,12}\b(?:gets? in touch|gets? back|repl(?:y|ies)|respond|answer|contact|call|write)\b|\bwhen (?:will|would|could|can) (?:they|he|she)\b (?:\w+ )?(?:call|ring|phone|get in touch|get back|reach out|contact (?:me|us))\b|\bwhen (?:gets?|will get) in touch (?:someone|somebody|anyone|a person|your team|the team)\b|\bhow (?:fast|quickly|soon)\b[^.?!]{0,10}?\b(?:they|someone|somebody|a person|your team|the team|your (?:colleagues|people|sales team))\b[^.?!]{0,12}\b(?:answers?|repl(?:y|ies)|responds?|gets? back|writes? back)\b/gi;
/** "a named contact and a direct phone number for your sales team": who on the team, which this chat cannot name. */
const NAMED_CONTACT =
  /\b(?:an? |the )?(?:named|specific|personal|dedicated|direct) (?:contact(?: person)?|sales ?(?:rep(?:resentative)?|person|contact)|account manager)\b|\b(?:an? |the )?direct (?:phone |tele(?:phone)? )?(?:number|line|dial)\b/gi;
/**
 * "ein Medizinprodukt nach MDR?" (read "a medical device after MDR?"): under a rulebook closing the clause, not after
 * go-live ("support after UAT for the portal" keeps its "after").
 */
const AFTER_A_RULEBOOK = /\bafter (?=(?:§\s*\d+|[A-Z][A-Z0-9]+)\s*(?:[?.!,;]|$))/g;
/** "Just give me a ballpark for Enterprise AI CRM": a price asked, whatever package it names. */
const BALLPARK = /(?<!\bprice )\bballpark(?: (?:figure|number|estimate))?\b/gi;
/**
 * "the governors meet on 14 November and will want a figure before then": a price wanted (who wants it and when are
 * context), unless a rate or a share is what is counted.
 */
const A_FIGURE_WANTED =
  /^[^?]*?\b(?:want|wants|need|needs|expect|expects|require|requires|ask(?:s|ing)? for)\b (?:to see )?(?:a|an|some) (?:rough |ballpark |indicative |first )?(?:figure|number)\b(?![^.?!]*\b(?:rate|accuracy|error|percent|%|share|uptime|users|visitors|chats|conversations)\b)[^?]*/gi;
/** "if 30 firms sign up together": joining, not signing a contract. */
const SIGN_UP = /\bsign(?:s|ed|ing)? up\b/gi;
/** "in our own data center" (as the German gloss writes it): one word the hosting answer knows. */
const DATA_CENTRE = /\bdata cent(?:er|re)s?\b/gi;
/** "pre-fills our case system": the visitor's case management, not our case studies. */
/**
 * "ours is a custom system a freelancer built years ago", "does it work with a legacy in-house booking system?": a
 * system of their own making (who built it is context), which we connect to like any other.
 */
const CUSTOM_BUILT_SYSTEM =
  /\b(?:ours|our (?:[\w-]+ )?(?:system|software|platform|tool|crm|erp|database)) (?:is|'s|was) (?:a |an |all )?(?:(?:very|really|fully|completely|pretty) )?(?:custom|bespoke|in-house|home-?grown|legacy|self-built|proprietary)(?:[- ]built| made| written)?(?: [\w-]+)?? (?:system|software|platform|tool|one|build|solution|crm|erp|database)\b(?:,? (?:that |which )?(?:a|an|one|our|some|the) (?:[\w-]+ ){0,2}?(?:built|wrote|made|developed|coded)(?: (?:it|for us|years ago|in-house|ages ago|long ago|a while ago|back then))*)?|\bwith (?:a|an|our) (?:(?:old|older|ancient) )?(?:custom|bespoke|in-house|home-?grown|legacy|self-built|proprietary)(?:[- ]built| made| written)? (?:[\w-]+ ){0,2}?(?:system|software|platform|tool|crm|erp|database)\b/gi;
const CASE_SYSTEM = /\b(?:our|the|their|a) case (?:management )?(?:system|software|tool|platform|files?)\b/gi;
/** "…and pre-fills our case system", "populates the CRM", "in unser Antragssystem übernehmen": writing into the client's own system, connecting to it. */
const FILLS_OUR_SYSTEM =
  /\b(?:in|into) (?:our|their|the) [\w-]+(?: system)? (?:take over|transfer|carry over)\b|\b(?:pre-?fill|populate|feed|update|fill)\w*\s+(?:in\s+)?(?:our|their|the)\s+(?:[\w-]+\s+){0,2}(?:system|systems|software|platform|crm|erp|database)\b/gi;
/**
 * "could the chat connect to her appointment software?", "se connecter à son logiciel de rendez-vous" (read "connect to its
 * software of appointment"): their own system, whatever it does, connected to.
 */
const CONNECTED_TO_THEIRS =
  /\bconnect\w*\s+(?:it\s+|up\s+)?(?:to|with|into)\s+(?:its|her|his|their|our|the|my|your)\s+(?:[\w-]+\s+){0,3}?(?:software|system|systems|tool|tools|platform|app|database|calendar|agenda|scheduler)\b(?:\s+(?:of|for)\s+[\w-]+)?/gi;
/** "if they log in": signing in (single sign-on), not the audit logs. */
const LOG_IN =
  /\blog(?:s|ged|ging)? ?(?:in|on|into)\b|\b(?:with|using|via) (?:their|our|your|the|a) (?:usual |normal |own |existing |work )?(?:microsoft|google|azure|entra|office 365|m365|company) (?:account|login|credentials|id)\b|\blog-?ins?\b|\b(?:authentication|sign-?in)\b[^.?!]{0,30}\b(?:directory|active directory|entra(?: id)?|ldap|azure ad|identity provider|idp)\b/gi;
/** "Can we get our data back at the end of the contract?", "réversibilité": the data exported. */
const DATA_BACK =
  /\b(?:get|have|take|retrieve|recover)\b (?:\w+ ){0,2}?(?:data|information|content)\b (?:\w+ )?back\b|\b(?:retrieve|recover|get back)\b (?:all )?(?:our|my|the) (?:data|information|content)\b|\breversibility\b/gi;
/** "…at the end of the contract": when, not what. */
const CONTRACT_END = /\s*\b(?:at|by|in) (?:the )?end of (?:of )?(?:the |our )?(?:contract|engagement|collaboration|relationship)\b/gi;
/**
 * "Do you take part in public tenders?", "répondez-vous aux marchés publics ?" (read "answer you to the public
 * procurement"), "répondre à un appel d'offres public espagnol" (read "answer to a tender public Spanish"): the country
 * named with it is where the tender is, not a language.
 */
const PUBLIC_TENDERS =
  /\b(?:answer|respond|reply|bid|take part|participate|apply)\w*\b(?: \w+){0,3}? (?:to |in |for |on )?(?:an? |the )?(?:public (?:tenders?|procurement|contracts)|(?:tenders?|procurement) public)\b(?: (?:spanish|french|german|italian|european|swiss|belgian|austrian|in [\w-]+))?/gi;
/** "Does what you build work for keyboard-only users?": our work as the subject, not a question about what we build. */
const WHAT_YOU_BUILD_AS_SUBJECT =
  /(?<=\b(?:does|do|will|would|can|could|is|are)\s+)(?:what|whatever|the (?:things?|systems?|software|apps?|products?|tools?|sites?|websites?|assistants?)(?: that)?) (?:you|u) (?:build|make|deliver|develop|create|ship)\b/gi;
/**
 * "back to the booking thing - ours is custom, ok?": the lead-in, when the rest of the question is not answered with it;
 * "Back to the languages — who decides it's good enough?": the topic it names, when the rest alone finds nothing either.
 */
const BACK_TO_A_TOPIC_LEAD_IN =
  /^\W*(?:(?:so|ok|okay|anyway|but)\W+)?(?:going |coming |circling )?back to (?:the|that|this|your|our|my) ([^.?!,:;–—-]{1,40}?)\s*[-–—:,;]\s*/i;
/**
 * ", for example 10 years under our banking law", ", because our lawyer asks", ", we're in England": an example, a reason or
 * the visitor's own situation after the question.
 */
const FOR_EXAMPLE =
  /,?\s*\b(?:for example|for instance|e\.g\.|such as|because (?:we|our|i|my|the|they|it)\b)[^?]*|,\s*(?:we'?ve|we have|we'?ve got|we'?re|we are|since (?:we|our)|as (?:we|our))\b[^?,]*(?=\?*\s*$)/i;
/** "…before we show you anything?": when the visitor would share, a condition of the question, not a topic. */
const BEFORE_WE_SHARE =
  /\b(?:before|until) (?:we|i) (?:\w+ ){0,2}?(?:show|send|share|give|tell|hand)\w* (?:you |over )?(?:anything|something|documents?|data|details|it|them|our \w+)\b/gi;
/** "…to prepare, at our size?": the visitor's own size, not a question about ours. */
const AT_OUR_SIZE = /\b(?:at|for|with|given|of) (?:our|my) (?:size|scale)\b/gi;
/** "what happens after the first call?": the steps of a project after the discovery call. */
/**
 * "Is it free and how long is it?", "how long does the discovery call last?": the length of a call or a thing just
 * named, which the knowledge does not state (no data retention: that is kept or stored).
 */
const HOW_LONG_A_MEETING = new RegExp(
  String.raw`\bhow long (?![^.?!]*\b(?:kept|stored|retained|saved|held|deleted|available|keep|store|retain|save)\b)(?:(?:is|are|does|do|will|would|should) (?:the|a|your|this|that|our|such a) (?:(?:free|first|initial|discovery|intro\w*|kick-?off|sales|demo|onboarding) )*(?:call|calls|meeting|meetings|session|sessions|workshop|workshops|appointment|consultation)\b(?: (?:take|takes|last|lasts|be|run|usually|normally|typically)\b)*|(?:is|'s) (?:it|that|this)\b)`,
  'gi',
);
const AFTER_THE_FIRST_CALL =
  /\bwhat (?:happens|comes|follows)(?: next)? (?:after|following|once we(?:'ve| have)? (?:had|done)) (?:the |our |that |this )?(?:first|initial|discovery|intro\w*)? ?(?:call|meeting|conversation|talk)\b/gi;
/** "ready-made", "off the shelf": something existing asked about, which only the team can confirm. */
const READY_MADE = String.raw`(?:ready-?made|pre-?built|off[- ]the[- ]shelf|out[- ]of[- ]the[- ]box)`;
export const READY_MADE_ASKED = new RegExp(String.raw`\b${READY_MADE}\b`, 'i');
const CONNECTOR = String.raw`(?:connectors?|integrations?|interfaces?|plugins?|adapters?|apis?)`;
/** "a ready-made connector", "un connecteur tout prêt" (read "a connector ready-made"): an integration asked about. */
const READY_MADE_CONNECTOR = new RegExp(
  String.raw`\b(?:${READY_MADE}|standard|existing) ${CONNECTOR}\b|\b${CONNECTOR} ${READY_MADE}\b`,
  'gi',
);
/** "…for Sapiens, our claims tool?": what the visitor's system is, said beside its name, is context. */
const THEIR_SYSTEM_BESIDE =
  /,\s*(?:our|their) (?:[\w-]+ ){0,3}(?:tool|system|software|platform|solution|application|app|crm|erp)(?: (?:of|for) [\w-]+){0,3}(?=\s*[?.!]|$)/gi;
/** "real-time", "live balance updates without refreshing the page": one concept (WebSockets, streaming). */
const REAL_TIME =
  /\breal[- ]?time\b|\blive (?:[\w-]+ )?(?:updates?|prices|balances?|status|feeds?|notifications?|tracking|dashboards?)\b|\b(?:updates?|prices|balances?|status|feeds?|notifications?|tracking)(?: of (?:the )?[\w-]+)? live\b(?!\s+(?:in|on|at|by|with|from|since)\b)|\bwithout (?:refreshing|reloading)\b|\bauto-?refresh\w*/gi;
/** "What happens each day?": the day-by-day plan, not a rate. */
const EACH_DAY = /\bwhat happens (?:on )?(?:each|every) day\b|\bday[- ]by[- ]day\b/gi;
/** "you announce 4 days on the site": the packages' 4-day deployment, as the site states it. */
/** "does that fall under your 4-day thing?", "is that covered by the 4 days?": whether the packages' 4 days apply to it. */
const UNDER_THE_FOUR_DAYS =
  /\b(?:falls?|comes?|is|are|be)\s+(?:\w+\s+)?(?:under|within|covered by|part of)\s+(?:your|you|the|this)\s+(?:4|four)[- ]days?(?:[- ](?:thing|story|deal|offer|promise|claim|deployment|setup|package))?\b/gi;
const FOUR_DAYS_ANNOUNCED =
  /\b(?:on|from|at) your (?:site|website|page|homepage)\b[^.?!]{0,30}\b(?:4|four)[- ]days?\b|\b(?:4|four)[- ]days?\b[^.?!]{0,30}\b(?:on|from|at) your (?:site|website|page|homepage)\b|\b(?:you|your (?:site|website|page|homepage))\b[^.?!]{0,20}?\b(?:announce|advertise|promise|claim|say|state|mention|write|show)s?\b[^.?!]{0,15}?\b(?:4|four)[- ]days?\b(?: on (?:the|your) (?:site|website|page|homepage))?/gi;
/**
 * "…4-day deployment, does that apply to a portal like ours?", "do the 4 days hold for a custom build?", "does the 4
 * days still apply to that?" (said of their project): whether the packages' days apply to their own project, which the
 * custom-timeline answer says.
 */
const FOUR_DAYS_FOR_THEIRS =
  /\b(?:4|four)[- ]days?\b[^?]{0,60}?\b(?:apply|applies|hold|holds|valid|true|count|mean|means)\b[^?]{0,12}?\b(?:to|for|in)\b[^?]{0,30}?\b(?:us|ours|our|we|custom|bespoke|something like (?:this|that|ours)|(?:that|this|it)(?=\W*$))\b[^?]*/gi;
/** "Who've you built this kind of thing for?", "for whom have you done this before?": the clients asked about. */
const BUILT_FOR_WHOM =
  /\b(?:which|what) (?:\w+ ){0,2}?(?:are|is) (?:among|one of) your (?:clients|customers)\b|\bwho(?:'ve| have| did|'d)? (?:you|u|you guys|y'?all) (?:\w+ ){0,3}?(?:built|done|made|delivered|developed|worked|created|shipped)\b[^.?!]{0,40}?\bfor\b|\bfor whom (?:have|did|do) (?:you|u)\b[^.?!]*/gi;
/** "What do you need from us for those 4 days?": the deployment's plan, whose first day says it. */
const NEEDED_FOR_THE_DAYS = /\bneed\w*\b[^.?!]{0,30}\b(?:for|during|in) (?:the|those|these|your) (?:four|4)[- ]days?\b/gi;
/** "Und wie läuft das an den vier Tagen konkret ab?": the go-live's plan, day by day. */
const FOUR_DAYS =
  /\b(?:process|happens?|look like|go|goes|run|runs|works?|concretely|specifically)\b[^.?!]{0,30}\b(?:the|those|these|your) (?:four|4) days\b|\b(?:the|those|these|your) (?:four|4) days\b[^.?!]{0,30}\b(?:look like|work|go|run|happen|concretely|specifically)\b/gi;
/** "will it truly be running in 4 days?": the packages' go-live, in other words. */
const RUNNING_IN_FOUR_DAYS =
  /\b(?:up and running|running|operational|in production|ready|deployed|set up|working)\s+(?:with)?in\s+(?:(?:just|only)\s+)?(?:4|four)\s+days\b/gi;
/** "Welche Backend-Sprache nutzt ihr?", "which programming language": the tech stack, not the languages a bot speaks. */
const CODING_LANGUAGE =
  /\b(?:backend|back-end|frontend|front-end|programming|coding|server-side|scripting|development)[\s-]languages?\b|\blanguages?\b(?: do you| you| does your team)? (?:code|program|develop|write code) (?:in|with)\b/gi;
/** "Where is the data processed?": where data lives, not how we work together. */
const DATA_PROCESSING =
  /\bdata (?:is |are |gets |will be )?(?:processed|processing)\b|\bprocess(?:es|ed|ing)? (?:the |our |my |customer |patient |client )?data\b/gi;
/** "DPA (data processing agreement)": an acronym with its long form in brackets after it. */
const ACRONYM_SPELLED_OUT = /\b([A-Z][A-Z0-9]{1,5}s?)\s*\([^()]{3,80}\)/g;
/** "les données elles sont où ?" (read "the data they are where ?"): where the data is, asked last in the sentence. */
const DATA_IS_WHERE = /\b(?:data|servers?|information)\b(?: (?:they|it))? (?:is|are|will be|would be|sits?|lives?|goes|go) where\b/gi;
/** "Who has access?", "where would that live and who could see it?": access control, not the models. */
const WHO_HAS_ACCESS =
  /\bwho (?:(?:with|at|on|in) (?:you|your (?:side|end|company|team))\W+)?(?:has|have|can|gets|will have|would have) access\b|\bwho (?:can|could|will|would|gets to|is able to) (?:see|read|view|open|look at) (?:it|them)\W*$|\bwho (?:can|could|will|would|gets to|is able to) (?:see|read|view|open|look at)\s+(?:(?:the|our|their|my|all)\s+)?(?:[\w-]+\s+)?(?:data|details|records|files|documents|notes|information)\b/gi;
/**
 * "Could you deploy in our own environment?", "in unserer eigenen Umgebung deployen", "could this sit inside the council's
 * own network?": where it is hosted, not how fast.
 */
const DEPLOY_IN_OURS =
  /\b(?:deploy|install|run|host)\w*\b (?:it |that |this )?(?:on|onto|in|into) (?:it|them|there|those|these|that)\W*$|\b(?:deploy|install|run|host|sit|live|reside)\w*\b(?: \w+){0,2}? (?:in|on|into|within|inside) (?:our|their|my|the (?:[\w-]+ )?[\w-]+'s) (?:own )?(?:environment|servers?|data cent(?:re|er)|premises|infrastructure|tenant|network|(?:aws |azure |gcp |cloud )?(?:account|subscription))\b|\b(?:in|on|into|within) (?:our|their|my) (?:own )?(?:environment|servers?|data cent(?:re|er)|premises|infrastructure|tenant|network) (?:\w+ )?(?:deploy|install|run|host)\w*\b|\b(?:at|with|by|on) (?:our|their|my) (?:own )?(?:current |existing |usual )?(?:hosting provider|hoster|host|cloud provider|data cent(?:re|er) provider)(?: current)?\b/gi;
/** "Would it catch all the fraud?": how often a model gets things wrong, which the accuracy answer covers. */
const CATCHES_ALL =
  /\b(?:catch|detect|find|flag|spot)\w* (?:all|every|100 ?%)(?: of)?(?: the)? (?:\w+ )?(?:fraud|errors?|cases?|mistakes?|issues?)\b/gi;
/** "the popular one", "which one is 'most popular'": a package by its label on the page. */
const POPULAR_ONE =
  /\b(?:the|your) (?:most )?popular (?:one|package|plan|tier|option|offer)\b|\bwhich (?:one|package|plan|tier|option)(?: of (?:them|these|those|the (?:packages|plans|tiers)))? is (?:the )?['‘"“]?(?:most )?popular['’"”]?/gi;
/** "and the Pro, what does it add?", "the pro plan": the Professional package written short. */
const PRO_WRITTEN_SHORT = /\b(?:[Tt]he|[Yy]our) Pro\b(?![-&])|\b[Pp]ro (?:package|plan|tier|edition|version)\b/g;
const CHEAPER_ONE =
  /\b(?:the|your) (?:cheaper|cheapest|smaller|smallest|basic|simplest|most basic|entry(?:-level)?) (?:one|package|plan|tier|offer|option)\b|\b(?:your|the) (?:package|plan|offer|tier|option) (?:the )?(?:more simple|simplest|most simple|cheapest|smallest|least expensive)\b/gi;
/** "could it auto-reject the flagged claims": the system deciding by itself. */
const AUTO_DECISION = /\bauto-(?=(?:reject|approve|decline|deny|accept)\b)/gi;
/** "our last invoice contains an error": a billing matter, not how often the AI is wrong. */
const INVOICE_ERROR =
  /\b(?:error|mistake)s? (?:on|in) (?:the |an |our |my |your )?(?:last )?(?:invoice|bill|statement)\b|\b(?:invoice|bill|statement) (?:\w+ ){0,2}(?:an? )?(?:error|mistake)s?\b/gi;
/**
 * "…answer that from the referral notes", "questions about safety data sheets": documents, not our partner programme or
 * our security.
 */
const DOCUMENT_KINDS =
  /\b(?:referral (?:notes|letters|forms|documents|data|records)|(?:material )?(?:safety |technical |product )?data ?sheets|(?:safety|fact|spec|specification) sheets|m?sds)\b/gi;
/** A question about languages names one, or languages, translation or speaking in general. */
const LANGUAGE_TOPIC = new RegExp(String.raw`\b(?:languages?|multilingual|bilingual|translat\w*|speaks?|speaking|${LANGUAGE})\b`, 'i');
/**
 * "Who sees our prompts?", "do OpenAI or Anthropic see our files then?", "Sehen OpenAI … unsere Akten?" (read "see OpenAI
 * … our files"): whether a model provider gets what is sent to it, the data-training answer.
 */
const MODEL_PROVIDER = String.raw`(?:openai|anthropic|groq|google|microsoft|mistral|meta|(?:the )?(?:ai|llm|model) (?:providers?|vendors?|compan(?:y|ies))|(?:the )?providers?)`;
const WHO_SEES_PROMPTS = new RegExp(
  String.raw`\bwho (?:sees|reads|can see|can read|has access to|gets) (?:our|the|my|their) (?:prompts|inputs|queries|requests)\b|\b(?:(?:do|does|can|could|will|would|might) ${MODEL_PROVIDER}(?: (?:or|and|,) ${MODEL_PROVIDER})* (?:then |ever |actually |still )?(?:see|read|get|access|receive|look at|have access to)|(?:see|sees|read|reads|get|gets|receive|receives) ${MODEL_PROVIDER}(?: (?:or|and|,) ${MODEL_PROVIDER})*(?: then| ever| actually| still)?) (?:our|the|my|their|any of our) (?:[\w-]+ )?(?:data|files|records|documents|prompts|conversations|transcripts|chats|messages|case files)\b`,
  'gi',
);
/** The same, tested once per question (the rewrite's global flag keeps a position between calls). */
const ASKS_WHO_SEES_PROMPTS = new RegExp(WHO_SEES_PROMPTS.source, 'i');
/** "By the way, unrelated question: …": the way to the question, not its topic. */
const DIGRESSION =
  // "but quickly, do you do voice?": how briefly they ask, no question about speed.
  /^\W*(?:(?:by the way|btw|also|oh and|and|but|so|ok|okay|just)[,\s]+)*(?:(?:an? |one )?(?:unrelated|different|other|totally different|side|quick|off[- ]topic) (?:question|topic|q)|question unrelated|(?:quickly|real quick|very quickly|briefly))\s*[:,-]\s*/gi;
/** "What do you need from us?": what to prepare, not a need of ours. */
const NEEDED_FROM_US =
  /\bwhat (?:do|would|will|does) (?:you|u|your team) need from (?:us|me)\b(?![^.?!]{0,30}\b(?:days?|deployment|go-?live)\b)|\bwhat (?:need|needs) (?:you|u|your team)\b(?![^.?!]{0,20}\bday\b)[^.?!]{0,20}\b(?:from|of) (?:us|me)\b|\bwhat (?:should|do|must) (?:we|i|(?:my|our) (?:team|people|colleagues|staff)) (?:have ready|bring|get ready)\b/gi;
/** ", so I can prep": the visitor's purpose, not the topic of the question. */
const PURPOSE_CLAUSE = /,?\s+so (?:that )?(?:i|we) (?:can|could)\b[^?]*/gi;
/** "you are based where?", "vous êtes basés où ?" (read "you are based where"): where we are. */
const BASED_WHERE = /\b(?:you are|you're|u r|you guys are|your (?:team|company|agency) is) (?:based|located|sitting) where\b/gi;
/** "Coming back to the assistant: the hosting you mentioned, …": the way back to a topic, not the topic. */
const BACK_TO =
  /\b(?:coming|going|getting|to come|to get|to go) back to\b[^:,.?!]{0,40}[:,]|\b(?:that |which )?you (?:mentioned|talked about|spoke (?:of|about)|brought up)(?: (?:earlier|before|above))?\b|\b(?:from|of) (?:earlier|before)\b/gi;
/** "Pentest reports?": reports only a certification or an audit would give (said honestly). */
const AUDIT_REPORTS = /\b(?:pen-?test(?:ing)?|penetration test(?:ing)?|security audit|soc ?2|iso) reports?\b/gi;
/** "…a portal where patients retrieve their reports": a report is an audit report only beside the audit it reports on. */
const REPORTS = /\breports?\b/gi;
const AUDIT_CONTEXT =
  /\b(?:audit\w*|security|pen-?test\w*|penetration|soc ?2|iso|compliance|certif\w*|attestation|assurance|isae|ssae|revision)\b/i;
/** "…tell a member, case by case, whether the dentist is reimbursed": one person's case, not a case study. */
const CASE_BY_CASE = /\b(?:on a |in a )?case[- ]by[- ]case(?: basis)?\b/gi;
/** "Can you meet that?", "vous pouvez tenir ça ?" after a date: whether the deadline can be met. */
const MEET_THE_DATE =
  /\b(?:(?:can|could|will|would) (?:you|u|we)|(?:you|u|we) (?:can|could)) (?:\w+ )?(?:meet|hit|make|manage|hold|keep) (?:that|this|it|the date|that date|the deadline|that deadline|this deadline)(?=\W*$)/gi;
/** "Anything I can show my board?", "irgendwas, das ich meinem Vorstand vorlegen kann": evidence without a certificate. */
const EVIDENCE_FOR =
  /\b(?:anything|something|what)\b[^.?!]{0,25}\b(?:show|present|give|hand)\b[^.?!]{0,15}\b(?:(?:my|our|the) )?(?:board|auditors?|regulator|management|committee|ciso)\b|\b(?:anything|something)\b[^.?!]{0,25}\b(?:board|auditors?|management|committee)\b[^.?!]{0,10}\b(?:show|present)\b/gi;
/** "…before the vendor workshop", "…a price for the tender": the event a request has to be met by or is for, not its topic. */
const AHEAD_OF_AN_EVENT =
  /\s*\b(?:before|ahead of|prior to|in time for)\s+(?:the|our|a|an|next|this|your)\s+(?:[\w-]+\s+){0,2}?(?:workshop|meeting|presentation|committee|board|review|signature|visit|session|tender|rfp|rfi|deadline|kick-?off)s?\b|\s*\bfor\s+(?:the|our|a|an|this|your)\s+(?:[\w-]+\s+){0,2}?(?:tender|rfp|rfi|business case|budget planning|(?:capital|business|budget|financial|investment) plan(?:ning)?)s?\b/gi;
/** "our standard DPA", "their template NDA": the contract itself. */
const CONTRACT_OF_OURS =
  /\b(our|their|the|your) (?:standard|usual|typical|template|model|own) (?=(?:nda|dpa|contract|agreement|terms|clauses?|sla)s?\b)/gi;
/** "detection rate", "taux de détection" (read "rate of detection"), "hit rate": how often the system gets it right. */
const QUALITY_RATE =
  /\b(?:detection|hit|success|recognition|false[- ]positive|false[- ]negative|precision|recall|deflection|resolution|extraction)\s+rates?\b|\brates? of (?:detection|hits|success|recognition|false positives|false negatives|deflection|resolution|extraction)\b|\bfalse[- ](?:positives|negatives|alarms)\b/gi;
/** "hallucination rate", "error rate": a measure, not a price ("day rate", "your rates" stay prices). */
const MEASURED_RATE =
  /\b(?!(?:day|daily|hourly|hour|monthly|your|our|the|usual|typical|standard|what|are|is|flat|fixed)\b)([a-z]+)\s+rates?\b/gi;
/**
 * A lower-case adverb ("straight", "until", "quickly"); nouns ending in -ly ("family", "anomaly") are not, and neither
 * are the adverbs that ask for one thing to be confirmed ("Polish specifically?").
 */
const ADVERB =
  /^(?!(?:family|families|anomaly|assembly|supply|reply|apply|monopoly|italy|july|rally|ally|specifically|explicitly|officially|definitely|certainly)$)[a-z]{3,}ly$|^(?:straight|until|till|anyhow|somehow)$/;
/** How the visitor frames a question ("alternatively", "ideally"), never its topic, whatever word it comes from. */
const DISCOURSE_ADVERB =
  /^(?:alternatively|additionally|ideally|realistically|practically|potentially|possibly|presumably|hopefully|obviously|apparently|essentially|theoretically|hypothetically|personally|frankly|seriously|ultimately|eventually|otherwise)$/i;
/** A question asked with a wh-word ("which models…", "what hardware…") wants a fact, not a yes or no. */
const WH_QUESTION =
  /^(?:[^,?]{0,30},\s*)?(?:and\s+|so\s+|but\s+)?(?!what about|how about)(?:what|what's|whats|which|how|who|where|when|why|wie|was|welche[rsmn]?|wo|wann|warum|quel(?:le)?s?|comment|où|quand|pourquoi|combien|qu'est-ce)\b/i;
/**
 * "What is an audit log?", "what does role-based access mean?", "Was heißt RAG?" (read "what means RAG?"): a word asked
 * to be explained, which the entry about it explains even where it opens with "Yes." (said without it).
 */
const MEANING_ASKED =
  /\bwhat (?:exactly )?(?:is|are|'s|s|means|would be|is meant by|do you mean by|does one mean by)\b|\bwhat (?:does|do) (?:[\w-]+ ){1,4}?mean\b|\bmeaning of\b|\bexplain\b/i;
/** An entry that opens with a plain "Yes." or "No." answers a yes-or-no question only. */
const YES_NO_ANSWER = /^\s*(?:yes|no|ja|nein|oui|non)\b[.,!]/i;
/** An entry that opens with "Yes", which explains what it says yes to (its "Yes" is dropped for a wh-question). */
const YES_ANSWER = /^\s*(?:yes|ja|oui)\b/i;

/** Whether a question wants a yes or no (not a wh-question). */
export function isPolarQuestion(question: string): boolean {
  return !WH_QUESTION.test(question.trim());
}

/** Whether an entry's text is a plain yes or no, which answers only a yes-or-no question. */
export function answersYesOrNo(entry: KnowledgeAnswer): boolean {
  return YES_NO_ANSWER.test(entry.answer);
}

/** A cloud provider's region written as its name ("UK South", "West Europe", "Germany West Central"). */
const CLOUD_REGION =
  /^(?:(?:uk|us|eu|europe|germany|france|switzerland|norway|sweden|canada|australia|japan|korea|india|brazil|uae|qatar|italy|spain|poland|asia)\s+)?(?:north|south|east|west|central|northeast|southeast|northwest|southwest|southcentral|westcentral)(?:\s+(?:central|europe|us|uk|\d))?$/i;
/** The word after a place's name: the name is where data or people are, not something we would integrate. */
const PLACE_AFTER =
  /^(?:datacent(?:er|re)s?|dcs?|data cent(?:er|re)s?|regions?|rechenzentrum|offices?|sites?|campus|hospital|clinic|branch)\b/i;

/** A word a visitor capitalises mid-sentence or writes as an acronym or code: a name, not a common word. */
function looksLikeName(word: string, index: number): boolean {
  if (CALENDAR_WORD.test(word)) return false;
  if (/^\d{3,}$/.test(word)) return true;
  if (/^[A-Z0-9]{2,}s?$/.test(word) && /[A-Z]/.test(word)) return true;
  // "TOPdesk", "eBay": a product's own mixed case.
  if (/^[A-Z]{2,}[a-z][A-Za-z0-9]*$/.test(word) || (index > 0 && /^[a-z]{1,2}[A-Z][A-Za-z0-9]*$/.test(word))) return true;
  return index > 0 && /^[A-Z][a-z]+[A-Za-z]*$/.test(word) && word !== 'I';
}

/** "ne fertige shopware-anbindung" (read "a ready-made shopware integration"): a word written small before a connector. */
function namesAConnector(all: readonly string[], index: number): boolean {
  const connector = /^(?:integrations?|connectors?|connections?|interfaces?|plugins?|plug-ins?|apis?)$/i;
  // "whatsapp business api", "graph rest api": the product's own name for its interface between them.
  const edition = /^(?:business|cloud|web|rest|graph|open|public|partner|messaging|payments?)$/i;
  return (
    /^[a-z]{4,}$/.test(all[index]!) &&
    (connector.test(all[index + 1] ?? '') || (edition.test(all[index + 1] ?? '') && connector.test(all[index + 2] ?? '')))
  );
}

/** The English words the readers know: a word written small that is none of them may be a product's name. */
const ENGLISH_WORDS = glossVocabulary('en').english;

/**
 * "does it work with shopify?", "can it connect to our pipedrive?", "geht das mit doctolib zusammen" (read "is that
 * possible with doctolib together"): a word written small that no reader knows, joined to what is being built, names
 * the visitor's system.
 */
function namesAJoinedSystem(all: readonly string[], index: number): boolean {
  const word = all[index]!;
  if (!/^[a-z]{4,}$/.test(word) || ENGLISH_WORDS.has(word)) return false;
  const before = all.slice(Math.max(0, index - 4), index).map((each) => each.toLowerCase());
  const owner = /^(?:our|their|my|the|your)$/.test(before[before.length - 1] ?? '') ? 1 : 0;
  const joining = before[before.length - 1 - owner] ?? '';
  const verb = before[before.length - 2 - owner] ?? '';
  // "works with dentists" names people: after "work with" only a word that is no plural.
  const works = /^(?:work|works|working)$/.test(verb) && joining === 'with' && !word.endsWith('s');
  return (
    works ||
    (/^(?:with|into|to)$/.test(joining) &&
      /^(?:connect|connects|connected|connecting|integrate|integrates|integrated|integrating|sync|syncs|synced|link|linked|hook|hooked|plug|plugged|interface|compatible|import|export|push|feed)$/.test(
        verb,
      )) ||
    (joining === 'with' && all[index + 1]?.toLowerCase() === 'together')
  );
}

/** "works with shopify", "possible with our doctolib together": a system worked with, by the name it was written with. */
function workingWith(system: string): RegExp {
  return new RegExp(
    String.raw`\b(?:works?|working|plays?|possible|compatible)\s+(?:together\s+)?with\s+(?:(?:our|the|their|my)\s+)?${system}\b(?:\s+together\b)?`,
    'i',
  );
}

/** "checkout-integration mit shopware 6?": a word written small before its version number is a product's name. */
function isVersioned(all: readonly string[], index: number): boolean {
  return (
    /^[a-z]{4,}$/.test(all[index]!) &&
    /^\d{1,2}(?:\.\d+)?$/.test(all[index + 1] ?? '') &&
    !/^(?:days?|weeks?|months?|years?|hours?|minutes?|people|persons|users|staff|employees|clinics|branches|sites|languages|countries|k|m|percent)$/i.test(
      all[index + 2] ?? '',
    )
  );
}

/** What a reply needs of the search: answers, nearest topics and entries by id. */
export type KnowledgeSearch = Pick<KnowledgeBase, 'answer' | 'nearest' | 'entry'>;

/** No words left unread: an English message, or a gloss that read every word. */
const NONE: ReadonlySet<string> = new Set();

export class KnowledgeBase {
  private readonly index: MiniSearch<IndexedAnswer>;
  private readonly byId: Map<string, KnowledgeAnswer>;
  /** Every search term of the knowledge, to tell names it never mentions. */
  private readonly vocabulary = new Set<string>();
  /** The acronyms the knowledge writes (HIPAA, GDPR, SSO…), lower-cased: what an acronym the visitor misspells can be. */
  private readonly acronyms = new Set<string>();
  /** The knowledge's whole text, lower-cased: where a hyphenated name ("G-Cloud") is looked up as one word. */
  private readonly wholeText: string;
  /** The words the knowledge writes, as written (lower-cased): what a misspelt long word ("Traning") may stand for. */
  private readonly writtenWords: ReadonlySet<string>;

  constructor(readonly knowledge: Knowledge) {
    this.byId = new Map(knowledge.answers.map((entry) => [entry.id, entry]));
    this.index = new MiniSearch<IndexedAnswer>({
      fields: ['questions', 'keywords', 'text'],
      processTerm: (term) => {
        const terms = searchTerms(term);
        for (const each of terms ?? []) this.vocabulary.add(each);
        return terms;
      },
      searchOptions: {
        boost: { questions: 3, keywords: 2, text: 1 },
        // Typos and other word forms: only for words the knowledge does not contain as they are (keeps the search fast).
        fuzzy: (term) => (term.length < 6 || term.startsWith('~') || this.vocabulary.has(term) ? 0 : term.length >= 7 ? 0.3 : 0.2),
        prefix: (term) => term.length >= 5 && !term.startsWith('~') && !this.vocabulary.has(term),
        processTerm: searchTerms,
      },
    });
    // An entry made for one rewrite's token is looked up by that token (see search), not searched: its words would
    // otherwise weigh on every other search ("audit logs" in its text is the audit-logs answer's word).
    this.index.addAll(
      knowledge.answers
        .filter((entry) => !ONLY_BY_REWRITE.has(entry.id))
        .map((entry) => ({
          id: entry.id,
          questions: entry.questions.join('\n'),
          keywords: entry.keywords.join('\n'),
          text: answerText(entry, knowledge),
        })),
    );
    // The words of entries made for one rewrite's token are not the knowledge's vocabulary either.
    const searched = JSON.stringify(
      { ...knowledge, answers: knowledge.answers.filter((entry) => !ONLY_BY_REWRITE.has(entry.id)) },
      (key, value: unknown) => (ONLY_BY_REWRITE.has(key) ? undefined : value),
    );
    this.wholeText = searched.toLowerCase();
    this.writtenWords = new Set(this.wholeText.match(/\p{L}{6,}/gu) ?? []);
    // Names the agency's content mentions anywhere (package names, technologies) are known too.
    for (const word of words(searched)) {
      for (const term of searchTerms(word) ?? []) this.vocabulary.add(term);
      if (/^[A-Z]{2,}$/.test(word)) this.acronyms.add(word.toLowerCase());
    }
  }

  entry(id: string): KnowledgeAnswer | undefined {
    return this.byId.get(id);
  }

  /**
   * An acronym the knowledge lacks, one typo away from one it uses ("HIPPA", "GPDR"), read as that one. Longer
   * words get the search's own fuzzy matching; short lower-case words are left alone ("trial" is not "trail").
   */
  private corrected(word: string): string {
    if (!/^[A-Z]{4,}$/.test(word)) return word;
    const terms = searchTerms(word) ?? [];
    if (terms.length === 0 || terms.some((term) => this.vocabulary.has(term))) return word;
    const plain = word.toLowerCase();
    for (const known of this.acronyms)
      if (known.length >= 4 && Math.abs(known.length - plain.length) <= 1 && oneEditApart(plain, known)) return known;
    return word;
  }

  /**
   * The search as one message reads it: lower-case words of a German or French message its gloss left as they were,
   * and the knowledge does not use, are words the reader cannot read, not topics the knowledge lacks.
   */
  forMessage(untranslated: ReadonlySet<string>): KnowledgeSearch {
    if (untranslated.size === 0) return this;
    return {
      answer: (asked) => this.answer(asked, untranslated),
      nearest: (asked, limit) => this.nearest(asked, limit, untranslated),
      entry: (id) => this.entry(id),
    };
  }

  /** A word the gloss could not read and the knowledge does not use; capitalised words stay, as names. */
  private unread(word: string, untranslated: ReadonlySet<string>): boolean {
    return untranslated.has(word.toLowerCase()) && !/^\p{Lu}/u.test(word) && !this.knows(word);
  }

  /** Topic words of a question, each with the search terms it stands for. */
  private topicTerms(question: string, untranslated: ReadonlySet<string> = NONE): Array<{ word: string; terms: string[] }> {
    return (
      words(question)
        .filter((word) => !this.unread(word, untranslated))
        .map((word) => this.corrected(word))
        .filter((word) => isTopicWord(word))
        // A word the knowledge lacks that is a typo of a word with no topic ("how mch") is not a topic either.
        .filter((word) => (searchTerms(word) ?? []).some((term) => this.vocabulary.has(term)) || !isFunctionWordTypo(word))
        // "alternatively", "realistically": an adverb the knowledge never uses says how, not what.
        .filter(
          (word) =>
            !DISCOURSE_ADVERB.test(word) && (!ADVERB.test(word) || (searchTerms(word) ?? []).some((term) => this.vocabulary.has(term))),
        )
        // "in 10 weeks", "for 40 clinics": a count the knowledge does not use is no topic ("27001" is one).
        .filter((word) => !/^\d+$/.test(word) || this.vocabulary.has(word))
        // "KES or USD whichever": the currency a figure would be in, not what is asked about.
        .filter((word) => !CURRENCY_CODES.has(word))
        // "Hosting in Switzerland: possible?", "stored in Ireland?": a place asked about is the region the data is kept in.
        // "data in Canada mandatory": a place the data must stay in, said as a requirement, is that region too.
        .map((word) =>
          PLACES.has(word.toLowerCase()) && DATA_KEPT.test(question) && (/\?\s*$/.test(question) || REQUIRED.test(question))
            ? 'region'
            : word,
        )
        .map((word) => ({ word, terms: searchTerms(word) ?? [] }))
    );
  }

  /** Whether a question's one topic word is one of an entry's keywords. */
  private isAbout(result: SearchResult, topic: ReadonlyArray<{ terms: string[] }>): boolean {
    if (topic.length !== 1) return false;
    // Compared as search terms: "what does it log?" is about the keyword "logs".
    const keywords = new Set(
      this.byId
        .get(String(result.id))!
        .keywords.flatMap((keyword) => keyword.toLowerCase().split(/\s+/))
        .flatMap((word) => [word, ...(searchTerms(word) ?? [])]),
    );
    return topic.every((word) => word.terms.some((term) => keywords.has(term)));
  }

  private covered(result: SearchResult, terms: string[]): boolean {
    return terms.some((term) => result.queryTerms.includes(term));
  }

  /** Covered by the answer's own questions or keywords, not only by a word somewhere in its text. */
  private coveredByTopic(result: SearchResult, terms: string[]): boolean {
    return terms.some((term) => (result.match[term] ?? []).some((field) => field !== 'text'));
  }

  /** Whether the knowledge uses a word, or a word one typo away from it ("HIPPA" for HIPAA). */
  private knows(word: string): boolean {
    // "Our data must stay in Switzerland": a place is a region we deploy in, not a name to decline.
    if (PLACES.has(word.toLowerCase())) return true;
    // "our IFU + FAQ docs", "our QA folks": everyday abbreviations, not a product or rulebook to decline by name.
    if (EVERYDAY_ABBREVIATIONS.has(word.toUpperCase().replace(/S$/, ''))) return true;
    // "how much are we talking, KES or USD?": a currency is a unit, not a product to decline by name.
    if (CURRENCY_CODES.has(word)) return true;
    const terms = searchTerms(word) ?? [];
    if (terms.some((term) => this.vocabulary.has(term))) return true;
    const plain = word.toLowerCase();
    if (plain.length < 4) return false;
    // An acronym is a misspelt acronym of the knowledge ("HIPPA", "GPDR"), never a word: "DATEV" is no "dates".
    const candidates = /^[A-Z]+$/.test(word) ? this.acronyms : this.vocabulary;
    for (const known of candidates) if (Math.abs(known.length - plain.length) <= 1 && oneEditApart(plain, known)) return true;
    // A long word one typo from a word the knowledge writes ("Traning") is that word misspelt, not a name.
    if (plain.length >= 6 && !/^[A-Z]+$/.test(word))
      for (const known of this.writtenWords) if (Math.abs(known.length - plain.length) <= 1 && oneEditApart(plain, known)) return true;
    return false;
  }

  /** Runs of unknown names with the names next to them ("PCI DSS"), as the visitor wrote them. */
  private unknownNamesIn(question: string): string[] {
    const all = words(question);
    const runs: string[][] = [];
    let run: string[] = [];
    let hasUnknown = false;
    const close = () => {
      if (hasUnknown) runs.push(run);
      run = [];
      hasUnknown = false;
    };
    all.forEach((word, index) => {
      // "could the RMs log in", "our GPs": an acronym in the plural after a determiner names people or things.
      if (/^\p{Lu}{2,}s$/u.test(word) && /^(?:the|our|my|their|your|all|these|those|other)$/i.test(all[index - 1] ?? '')) return close();
      // "our Vilnius DC": the kind of place is no name of its own.
      if (
        !(
          looksLikeName(word, index) ||
          isVersioned(all, index) ||
          ((namesAConnector(all, index) || namesAJoinedSystem(all, index)) && !this.knows(word))
        ) ||
        !isTopicWord(word) ||
        PLACE_AFTER.test(word)
      )
        return close();
      run.push(word);
      if (!this.knows(word)) hasUnknown = true;
      // "…in unserem Rechenzentrum in Kassel bleiben": a town the data is kept in, a region.
      if (/^(?:in|à|nach)$/i.test(all[index - 1] ?? '') && DATA_KEPT.test(question)) {
        run = [];
        hasUnknown = false;
        return;
      }
      // "our Barcelona datacenter", "the UK South region": a place, which where we deploy answers, not a product.
      if (PLACE_AFTER.test(`${all[index + 1] ?? ''} ${all[index + 2] ?? ''}`)) {
        run = [];
        hasUnknown = false;
      }
    });
    close();
    // "Are you on G-Cloud?": a letter joined to a word by a hyphen is one name, unknown unless the content writes it.
    const hyphenated = (question.match(HYPHENATED_NAME) ?? []).filter((name) => !this.wholeText.includes(name.toLowerCase()));
    // "our Azure tenant, UK South", "West Europe": a cloud region, which "in the region you pick" answers.
    return [...hyphenated, ...runs.map((names) => names.join(' ')).filter((name) => !CLOUD_REGION.test(name))];
  }

  /** Visitors ask the same questions: recent answers are kept (the knowledge does not change while running). */
  private readonly recent = new LRUCache<string, QuestionAnswers>({ max: RECENT_ANSWERS });

  answer(asked: string, untranslated: ReadonlySet<string> = NONE): QuestionAnswers {
    const key = untranslated.size === 0 ? asked : `${asked}\u0000${[...untranslated].join(' ')}`;
    const known = this.recent.get(key);
    if (known) return known;
    const searched = this.search(asked, untranslated);
    // "What is the process, if we decide to go ahead?": the visitor's own condition is context when the rest is answered.
    // "What happens if I get in touch?" asks about the condition itself; so does "who helps if it breaks?".
    const withoutCondition =
      /\bwhat (?:happens|would happen|will happen|if)\b/i.test(asked) || HELP_WHEN_IT_FAILS.test(asked)
        ? asked
        : asked.replace(OWN_CONDITION, '').replace(OWN_STEP_FIRST, '').replace(LEADING_CONDITION, '');
    // "Can we set the retention ourselves, e.g. 10 years under our banking law?", "…in Polish too, we've big
    // communities of both": an example or a reason is context too, as is a return to an earlier topic.
    // "…read the live status from there instead of some FAQ page nobody updates?": what they do not want is context too.
    const withoutExample = withoutCondition
      .replace(FOR_EXAMPLE, '')
      .replace(BACK_TO_A_TOPIC_LEAD_IN, '')
      .replace(/,?\s+(?:instead of|rather than)\b[^?]*/i, '');
    // "does it work with shopify?", "is that possible with doctolib together?": working with a system of theirs written
    // small is connecting to it (a name written large is read so before the search, by WORKS_WITH_A_NAME).
    const system = searched.matches.length === 0 ? searched.unknownNames.find((name) => /^[a-z]+$/.test(name)) : undefined;
    const connected = system && asked.replace(workingWith(system), `integrate with ${system}`);
    const found =
      connected && connected !== asked
        ? { ...this.search(connected, untranslated), question: asked }
        : searched.matches.length === 0 && withoutExample !== asked
          ? { ...this.search(withoutExample, untranslated), question: asked }
          : searched.matches.length === 0 && QUESTION_WORD_LAST.test(asked)
            ? { ...this.search(asked.replace(QUESTION_WORD_LAST, '$2 $1?'), untranslated), question: asked }
            : searched;
    const returnedTo = found.matches.length === 0 ? BACK_TO_A_TOPIC_LEAD_IN.exec(asked)?.[1] : undefined;
    const answered = returnedTo ? { ...this.search(returnedTo, untranslated), question: asked } : found;
    this.recent.set(key, answered);
    return answered;
  }

  private search(asked: string, untranslated: ReadonlySet<string>): QuestionAnswers {
    // "…at our current host, which is certified HDS?": their provider's certificate, not a question about ours.
    const ours = asked.replace(THEIRS_CERTIFIED, ' ');
    const question = searchWordsOf(ours);
    // "Are you HIPAA compliant?": the agency's own compliance, which only a certification would show (said honestly).
    // …unless it is an accessibility standard ("conformes au RGAA ?"), which the accessibility answer speaks to.
    const accessibility = ACCESSIBILITY_STANDARD.test(ours);
    const rulebook =
      (namesAnotherRulebook(ours) || OUR_OWN_COMPLIANCE.test(ours)) && !accessibility
        ? question.replace(COMPLIANCE, 'certification')
        : question;
    // "Who sees our prompts?", "how do you make sure none of it ends up at OpenAI?" are answered by the plain "No." of
    // the training answer: whether anyone else gets them.
    // "How would you integrate the bot with our core system?" is answered by the "Yes, connecting…" of the integrations.
    const polar =
      isPolarQuestion(asked) ||
      ASKS_WHO_SEES_PROMPTS.test(asked) ||
      ASKS_IF_KEPT_FROM_PROVIDER.test(asked) ||
      HOW_TO_CONNECT.test(asked) ||
      LEADS_INTO_THEIR_CRM_ASKED.test(asked);
    const topic = this.topicTerms(rulebook, untranslated);
    const unknownNames = this.unknownNamesIn(rulebook);
    // "Haus A darf die Daten von Haus B nicht sehen": an entry made for the token a rewrite wrote is the answer.
    const madeForIt = this.knowledge.answers.find(
      (entry) => ONLY_BY_REWRITE.has(entry.id) && entry.keywords.some((keyword) => question.includes(keyword)),
    );
    if (madeForIt) return { question: asked, matches: [{ entry: madeForIt, score: 1 }], unknownNames: [], hasTopic: true };
    // "Are you authorised by the Central Bank of Ireland?", "DORA and BAIT: are you properly set up for those?", "we'd
    // need you through DSPT": the agency's own status, whatever else the question names.
    // "Your Enterprise package or a custom project?": the answer that tells the two apart, found only when asked so.
    const packagesOrCustom = this.byId.get('packages-or-custom');
    if (PACKAGE_OR_CUSTOM_ASKED.test(ours) && packagesOrCustom)
      return { question: asked, matches: [{ entry: packagesOrCustom, score: 1 }], unknownNames: [], hasTopic: true };
    const certifications = this.byId.get('certifications');
    const readyForRulebook = (READY_FOR.test(ours) || THROUGH_AN_ASSESSMENT.test(ours)) && namesAnotherRulebook(ours);
    if ((OUR_OWN_COMPLIANCE.test(ours) || readyForRulebook) && !accessibility && certifications)
      return { question: asked, matches: [{ entry: certifications, score: 1 }], unknownNames, hasTopic: true };
    const unknownWords = new Set(unknownNames.flatMap((name) => name.split(/[\s-]+/)));
    if (topic.length === 0) return { question: asked, matches: [], unknownNames, hasTopic: false };
    // Searched by its topic words only: the visitor's own sector and people rank nothing, nor do the words of a product
    // named by a word the knowledge never uses ("Salesforce Service Cloud" is not our cloud services; "React Native" is
    // still React).
    const foreignWords = new Set(
      unknownNames
        .map((name) => name.split(/[\s-]+/))
        .filter(([first]) => !topic.some((word) => word.word === first && word.terms.some((term) => this.vocabulary.has(term))))
        .flat(),
    );
    const named = topic.filter((word) => !foreignWords.has(word.word));
    const searched = this.index
      .search((named.length > 0 ? named : topic).map((word) => word.word).join(' '), { combineWith: 'OR' })
      // "Which open models would you run?" is not answered by "No. Your data…"; "does the bot hand off…?" not by who we are.
      .filter((result) => this.byId.get(String(result.id))!.byTopic)
      // "Un chatbot pourrait répondre ?" is no question about languages, whose entry asks "can the assistant answer…".
      .filter((result) => result.id !== 'languages' || LANGUAGE_TOPIC.test(rulebook));
    const yesOrNo = (result: SearchResult) => answersYesOrNo(this.byId.get(String(result.id))!);
    const yes = (result: SearchResult) => YES_ANSWER.test(this.byId.get(String(result.id))!.answer);
    const meaningAsked = MEANING_ASKED.test(asked);
    const answerable = searched.filter((result) => polar || !yesOrNo(result) || (meaningAsked && yes(result)));
    // …unless nothing else is about the question and it asks about that entry's own keyword ("which accessibility standard?").
    const results = answerable.some((result) => topic.some((word) => this.coveredByTopic(result, word.terms)))
      ? answerable
      : searched.filter((result) => polar || !yesOrNo(result) || this.isAbout(result, topic));
    // The best-ranked answer, then the one adding most of what it left out.
    const chosen: SearchResult[] = [];
    let uncovered = topic;
    for (let round = 0; round < MAX_ANSWERS_PER_QUESTION && uncovered.length > 0; round += 1) {
      const candidates = results
        .filter((result) => !chosen.includes(result))
        .map((result) => ({
          result,
          gain: uncovered.filter((word) => (round === 0 ? this.covered(result, word.terms) : this.coveredByTopic(result, word.terms)))
            .length,
        }))
        .filter(({ gain }) => gain > 0);
      // The first answer must be about the question's topic (its questions or keywords), not merely mention a word of it.
      const best =
        round === 0
          ? candidates.find(({ result }) => topic.some((word) => this.coveredByTopic(result, word.terms)))
          : candidates
              .filter(({ result }) => result.score >= SECOND_ANSWER_SCORE * chosen[0]!.score)
              .sort((a, b) => b.gain - a.gain || b.result.score - a.result.score)[0];
      if (!best) break;
      chosen.push(best.result);
      uncovered = uncovered.filter((word) => !this.covered(best.result, word.terms));
    }
    // Unknown names are reported separately; the rest of the question decides the confidence.
    const weighed = topic.filter((word) => !unknownWords.has(word.word));
    const covered = weighed.filter((word) => !uncovered.includes(word));
    const coverage = weighed.length === 0 ? 0 : covered.length / weighed.length;
    // A word the knowledge never uses left uncovered ("hallucination rate") is the question's own topic: no concept bonus.
    const unknownTopicLeft =
      weighed.length <= SHORT_QUESTION_WORDS &&
      uncovered.some((word) => !unknownWords.has(word.word) && !word.terms.some((term) => this.vocabulary.has(term)));
    const concept = !unknownTopicLeft && covered.some((word) => word.terms.some(isFocusConcept));
    // An entry reached only through a rewrite's token (one person's case, special terms): the rest is context.
    const first = chosen[0] === undefined ? undefined : String(chosen[0].id);
    // So is the languages answer to a question naming languages someone speaks ("workers speak Polish, can it cope?"); a
    // statement naming them gets it beside its other topics (see the reply).
    const languagesAsked = first === 'languages' && namesLanguages(asked) && /\?\s*$/.test(asked);
    const rewritten = first !== undefined && (REACHED_BY_REWRITE.has(first) || languagesAsked);
    // A long question carries its context ("our members skew older, so is the portal accessible"): a concept of the
    // knowledge named by the answer's own questions or keywords decides it.
    // Only when what is left is context the knowledge never speaks of ("skew older"), not a topic of its own ("checkout"),
    // and no more of it than of the topic.
    const longWithConcept =
      concept &&
      weighed.length >= LONG_QUESTION_WORDS &&
      covered.some((word) => chosen.some((result) => this.coveredByTopic(result, word.terms.filter(isFocusConcept)))) &&
      uncovered.length <= covered.length &&
      uncovered.every((word) => !word.terms.some((term) => this.vocabulary.has(term)));
    const needed = longWithConcept ? MIN_COVERAGE_LONG : concept ? MIN_COVERAGE_WITH_CONCEPT : MIN_COVERAGE;
    if (!rewritten && coverage < needed) return { question: asked, matches: [], unknownNames, hasTopic: true };
    return {
      question: asked,
      matches: chosen.map((result) => ({ entry: this.byId.get(String(result.id))!, score: result.score })),
      unknownNames,
      hasTopic: true,
    };
  }

  /**
   * The entries nearest to a question the knowledge does not answer with
   * confidence, best first: offered as topics the visitor may mean. Entries
   * that only say what cannot be confirmed are not offered.
   */
  nearest(asked: string, limit = 3, untranslated: ReadonlySet<string> = NONE): KnowledgeAnswer[] {
    // Read as the search reads it: "but quickly, do you do voice?" is near no topic of speed.
    const topic = this.topicTerms(searchWordsOf(asked), untranslated);
    if (topic.length === 0) return [];
    const results = this.index
      .search(topic.map((word) => word.word).join(' '), { combineWith: 'OR' })
      .filter((result) => !this.byId.get(String(result.id))!.honestFallback && this.byId.get(String(result.id))!.suggest);
    // A topic far behind the nearest one is no nearer than any other: not offered.
    const best = results[0]?.score ?? 0;
    return results
      .filter((result) => result.score >= NEAREST_SHARE * best)
      .slice(0, limit)
      .map((result) => this.byId.get(String(result.id))!);
  }

  /** Passages for a model's prompt: the full text of the answers found for these questions. */
  passages(questions: readonly string[]): string[] {
    const ids = new Set(questions.flatMap((question) => this.answer(question).matches.map((match) => match.entry.id)));
    return [...ids].map((id) => answerText(this.byId.get(id)!, this.knowledge));
  }
}

const built = new WeakMap<Knowledge, KnowledgeBase>();

/** The knowledge base of a knowledge file, built once (at start-up, by the provider) and reused. */
const ONE_PERSONS_CASE = new RegExp(INDIVIDUAL_JUDGEMENT.source, 'i');
/**
 * A person's own case, in quotation marks (German ones too): "my ferritin is 15, is it serious?", "I'm on blood thinners,
 * can I come?", 'should I stop my sertraline', „mein Wert ist 55, soll ich Traubenzucker nehmen?“.
 */
const QUOTED_OWN_CASE = String.raw`[«“„"'‘](?:[^«»“”"’]{0,80}\b(?:my|am i|can i|should i|do i)\b[^«»“”"’]{0,80}\b(?:serious|bad|normal|dangerous|worrying|eligible|entitled|reimbursed|covered|approved|afford|take|stop|start|quit|skip|halve|double|reduce|increase|come off|switch|invest|sell|buy|chances?|odds|prognosis|likely)\b|[^«»“”"’]{0,40}\b(?:i take|i'm taking|i am taking|i'm on|i am on|i'm pregnant|i am pregnant|i'm allergic|i am allergic)\b[^«»“”"’]{0,80}\b(?:(?:can|may|should|must) i|i (?:can|may|should|must))\b)[^«»“”"’]{0,40}[»”“"'’]`;
/**
 * The system we would build asked what it answers ("what does the bot answer?", "the bot answers what?", "kann der Bot
 * das dann beantworten?" read "can the bot the then answer?").
 */
const SYSTEM_ASKED_TO_ANSWER = String.raw`\b(?:(?:what|how) (?:does|would|will|should|could) (?:it|(?:the )?(?:bot|assistant|ai|chatbot|system|tool))\b[^.?!]{0,10}\b(?:answer|reply|respond|say|do)|(?:it|(?:the )?(?:bot|assistant|ai|chatbot|system|tool)) (?:answers?|replies|responds?|says?|does) what|(?:can|could|will|would )?(?:it|(?:the )?(?:bot|assistant|ai|chatbot|system|tool)) (?:can |could |will |would )?(?:answer|reply to|respond to|handle) (?:this|that|it|them|such questions)|(?:can|could|will|would) (?:it|(?:the )?(?:bot|assistant|ai|chatbot|system|tool)) (?:that|this|the|it)(?: then)? (?:answer|handle))\b`;
/**
 * "…asked whether she'd be eligible for a visa. Could the assistant answer that itself?", "if a member asks whether a
 * treatment will be reimbursed, can the assistant tell them yes or no?": one person's case, then the system asked to
 * answer it.
 */
const CASE_THEN_ASKED_OF_THE_SYSTEM = new RegExp(
  [
    String.raw`\b(?:whether|if)\b[^.?!]{0,60}\b(?:eligible|entitled|reimbursed|covered|approved|qualif(?:y|ies))\b[^?]{0,120}\b(?:it|bot|assistant|ai|chatbot|system|tool)\b[^.?!]{0,20}\b(?:answer|tell|say|decide|confirm)\w*\b(?: \w+){0,2}? (?:that|this|it|such|them)\b`,
    // "the decision whether a complaint is admissible – can the system make it too?": one case decided, then the system.
    String.raw`\bdecision,? (?:on )?(?:whether|if)\b[^.?!]{0,60}\b(?:admissible|valid|eligible|justified|founded|accepted|approved|granted)\b[^?]{0,40}\b(?:it|bot|assistant|ai|chatbot|system|tool)\b[^.?!]{0,20}\b(?:make|take|meet\w*|do)\b`,
    // "if a patient asks whether he must stop his anticoagulant, does it answer?": one person's treatment, then the system.
    String.raw`\b(?:patient|member|customer|client|policyholder|resident|user)s? (?:asks?|requests?|wants to know) (?:if|whether) (?:he|she|they|it|i) (?:must|should|can|may|has to|have to|needs? to|ought to) (?:stop|take|start|continue|keep|change|increase|reduce|double|skip)\b[^?]{0,60}?\b(?:it|(?:the )?(?:bot|assistant|ai|chatbot|system|tool)) (?:answers?|replies|responds?)\b`,
    // "they'll ask 'my ferritin is 15, is it serious?'. What does the bot answer?": a person's own case, quoted.
    String.raw`${QUOTED_OWN_CASE}[^?]{0,40}?${SYSTEM_ASKED_TO_ANSWER}`,
    // "what would the assistant say if someone types 'I'm pregnant, may I still book?'": the same, the system asked first.
    String.raw`${SYSTEM_ASKED_TO_ANSWER}[^«“"'‘?]{0,50}${QUOTED_OWN_CASE}`,
  ].join('|'),
  'i',
);

/** "…the caseworker decides, not the machine. Agreed?": the visitor keeps the decision with a person, asking us to agree. */
export function keepsTheDecisionWithAPerson(text: string): boolean {
  return text.search(PERSON_DECIDES) >= 0;
}

/** Whether a question asks if the agency's own people would get at their data: an answer's "Yes." would say they would. */
export function asksWhetherOurPeopleHaveAccess(question: string): boolean {
  return question.search(OUR_STAFF_ACCESS) >= 0;
}

/** Whether a text asks the system we would build to decide one person's case ("tells them if they'll be approved"). */
export function asksForIndividualJudgement(text: string): boolean {
  return ONE_PERSONS_CASE.test(text) || CASE_THEN_ASKED_OF_THE_SYSTEM.test(text);
}

/** Whether this question is the one that asks the system to answer a person's case told just before it. */
export function answersTheCaseBefore(written: string, question: string): boolean {
  // The question was read without the question mark inside its quotation ("« mes résultats sont normaux ? »").
  const text = written.replace(/([«“])([^«»“”]{3,150}?)\s*\?+(\s*[»”])/gu, '$1$2$3');
  const asked = CASE_THEN_ASKED_OF_THE_SYSTEM.exec(text);
  const at = text.indexOf(question.replace(/\?+$/, ''));
  return asked !== null && at >= 0 && at < asked.index + asked[0].length && at + question.length > asked.index;
}

/** The rest of a question that also asks for one person's case ("prepare summaries of statements, and propose trades"). */
export function withoutIndividualJudgement(text: string): string {
  return text.replace(INDIVIDUAL_JUDGEMENT, ' ').trim();
}

/** "…mandatory", "must", "Pflicht": a requirement stated, which asks whether we meet it. */
const REQUIRED =
  /\b(?:mandatory|must|required?|requires|requirement|compulsory|have to|has to|obligatory|non-negotiable|wants?|insists?|demands?|expects?)\b/i;
/** Words of where data is kept or run: a place named beside them is a region. */
const DATA_KEPT =
  /\b(?:host\w*|stor(?:e|ed|es|ing|age)|stays?|kept|keep|resid\w*|data|servers?|run(?:s|ning)?|deploy\w*|cloud|data ?cent(?:er|re)s?|datacent(?:er|re)s?|process\w*|region|leaves?|leaving)\b/i;
/** Abbreviations of everyday work (documents, roles, teams), read as the words they stand for. */
const EVERYDAY_ABBREVIATIONS: ReadonlySet<string> = new Set(
  'FAQ QA IFU SOP HR CEO CFO CTO COO CIO CISO DPO PDF CSV KPI ROI B2B B2C MVP POC CV ETA PR'.split(' '),
);

/**
 * "what if a user writes something that sounds like a crisis?", "wenn jemand schreibt, dass es ihm richtig schlecht geht"
 * (read "…feels really bad"): a person in distress writing to the built assistant, whom it hands to the client's team.
 */
const CRISIS_TOLD =
  /^.*\b(?:someone|somebody|anyone|a (?:user|patient|member|customer|client|person|caller|student)|users|patients|they|he|she|writes?|wrote|says?|said|tells?|told|types?|typed|mentions?|mentioned)\b[^.?!]{0,60}?\b(?:crisis|crises|suicid\w*|self-?harm\w*|dark thoughts|(?:harm|hurt|kill)(?:ing)? (?:themselves|himself|herself)|in distress|distressed|(?:feels?|feeling) (?:really |very |so )?(?:bad|awful|terrible|low|desperate|hopeless))\b.*$/i;
/**
 * "Do we own the code?", "who holds the IP?", "Wem gehört der Quellcode?" (read "whom belongs the source code?"), "le
 * code nous appartient ?" (read "the code belongs to us?"): a term of the contract, which the team settles.
 */
const CODE_OWNED =
  /\b(?:who (?:owns|holds)|do we (?:own|get)|would we own|will we own|we(?:'d| would)? own|ownership of) (?:the |all the |our )?(?:source )?(?:code|ip|intellectual property)\b|\b(?:to )?(?:who|whom) (?:will )?belongs?\b(?: \w+){0,3}? (?:the |all the |our )?(?:source )?(?:code|ip|intellectual property)\b|\b(?:ip|code|source code) ownership\b|\b(?:the |our )?(?:source )?(?:code|ip|intellectual property)\b[^.?!]{0,20}\b(?:belongs?|will belong) to (?:us|me|whom|who|the client)\b/gi;
/** "…and can we keep running it without you?": it runs in their own environment, not a question of which model. */
const WITHOUT_US = /\b(?:keep )?(?:running|run|maintain|operate)(?:ning)? it (?:ourselves |on our own )?without (?:you|u|vaultline)\b/gi;
/** "How would you keep it on a leash?", "rein it in": what keeps the built assistant within bounds. */
const KEPT_ON_A_LEASH =
  /\bkeep(?:s|ing)? (?:it|the (?:bot|assistant|coach|ai)|them) on a (?:tight |short )?leash\b|\brein (?:it|the (?:bot|assistant|ai)) in\b/gi;

/** "The caseworker decides on the award, not the machine. Agreed?": a person's decision kept from the system. */
const PERSON_DECIDES =
  // "deciding whether it's urgent stays with our nurses", "the final decision has to stay with our compliance officer",
  // "the bot must NOT release anything there, we check that ourselves".
  /\b(?:decid\w*|decisions?|approv\w*|assess\w*|judg\w*|sign(?:ing)?[- ]?off|(?:the )?(?:final|last) (?:say|word|call))\b[^.?!]{0,40}\b(?:stays?|remains?|rests?|lies|sits?|(?:has|have|needs?) to (?:stay|remain|be)|must (?:stay|remain|be)|is|are) (?:always |still |obviously |of course |clearly )?with (?:our|the|a|their|my) (?:[\w-]+ )?(?:nurses?|doctors?|clinicians?|staff|people|team|humans?|persons?|officers?|advis[eo]rs?|underwriters?|pharmacists?|lawyers?|case ?workers?|therapists?|specialists?|managers?|analysts?|colleagues?|handlers?|agents?|reviewers?|employees?|experts?|professionals?|caseworkers?|physicians?)\b|\b(?:decides?|decision|has the (?:final|last) (?:say|word))\b[^.?!]{0,60}\bnot (?:the |a |an )?(?:machine|ai|system|bot|algorithm|model|software|tool)\b|\bnot (?:the |a |an )?(?:machine|ai|system|bot|algorithm)\b[^.?!]{0,30}\bdecides?\b|\b(?:bot|chatbot|assistant|ai|system|tool)\b (?:must|may|should|can|will|is allowed to)\b[^.?!]{0,25}\b(?:not|nothing|never|no)\b[^.?!]{0,25}\b(?:release|approv|decid|grant|authori[sz]|sign(?:s|ing)? off|unlock)\w*/gi;
/** "if that happens to another office", "each branch": one of the visitor's offices, not ours and no server room. */
const ANOTHER_OF_THEIR_OFFICES = /\b(?:another|an? other|the other|each|every) (?:branch )?(?:office|offices|branch|branches)\b/gi;
/** "the server we have in the Belfast office", "our branches": the visitor's own premises, not our office. */
const THEIR_OFFICE =
  /\b(?:our (?:\p{Lu}[\w-]+ )?(?:office|offices|branch|branches)|(?:we have|we've got|we run|sits?) (?:\w+ ){0,2}?in the (?:\p{Lu}[\w-]+ )?(?:office|branch))\b/gu;
/**
 * "they've no server, just laptops", "own servers sounds like overkill for us?", "no IT department": where it would
 * run for someone without servers of their own, which where we deploy answers (their cloud account, a private cloud).
 */
const WITHOUT_OWN_SERVERS =
  /\b(?:(?:no |without |don'?t have (?:any |a |our own )?|do not have (?:any |a |our own )?|haven'?t got (?:a |any )?)(?:own )?(?:servers?|server room|data ?cent(?:er|re)|it (?:department|team))|(?:own )?servers? (?:\w+ ){0,3}?(?:overkill|too much|necessary|needed|required)|(?:need|have) to (?:buy|run|have|get) (?:our own |a |any )?servers?)\b/gi;
/** "est-ce que vos modèles apprennent avec ?" (read "do your models learn with?"): whether their data trains models. */
const MODELS_LEARN_FROM_IT =
  /\b(?:your|the|its|their) (?:ai )?(?:models?|llms?|ai|algorithms?)\b (?:\w+ )?(?:learn|learns|learning|train|trains|training|get trained|are trained|improve)\b(?: (?:with|from|on|off) (?:it|that|them|this|those|these)?)?/gi;
/**
 * "The result must go in our SAP QM", "…should land in our booking system": results moving into their own system, an
 * integration (the verbs that write into a named CRM are INTO_THEIR_CRM's).
 */
const INTO_THEIR_SYSTEM =
  /(?:\b(?:the )?(?:results?|data|leads?|outputs?|answers?|bookings?|orders?)\s+(?:must|should|need to|needs to|has to|have to|will|would|can|could)\s+)?\b(?:go|goes|flow|flows|land|lands|end up)\s+(?:in|into)\s+(?:our|their)\s+(?:own\s+)?(?:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?|[a-z-]+ (?:system|software|database|erp|crm))\b(?:,?\s+not (?:only|just) (?:in|by|as|via) [\w-]+)?/g;
/**
 * "an assistant that accesses our booking system directly", "ein Assistent, der direkt auf unser Buchungssystem
 * zugreift" (read "a assistant that directly on our booking system accesses"): what is built reaching into their system
 * is integration ("will your people access our database?" is who sees their data, and stays so).
 */
const THEIR_SYSTEM_ACCESSED =
  /\b(?:assistant|bot|chatbot|agent|it|tool|app)\b(?:\s+(?:that|which))?\s+(?:\w+\s+){0,3}?(?:(?:access(?:es)?|reach(?:es)? into|reads? from|looks? into)\s+(?:directly\s+)?(?:on\s+|to\s+|into\s+)?(?:our|their)\s+(?:own\s+)?(?:[\w-]+\s+){0,2}(?:system|software|database|erp|crm|platform|portal|calendar|records)\b|(?:on|to)\s+(?:our|their)\s+(?:own\s+)?(?:[\w-]+\s+){0,2}(?:system|software|database|erp|crm|platform|portal|calendar)\s+(?:directly\s+)?access(?:es)?\b)/gi;
/**
 * "could the website one quote our live rates?", "can read the stock live?" (from "lire le stock en direct"), "check our
 * availability calendar": data read from their own systems as it changes, an integration (no go-live, no price).
 */
const LIVE_DATA_READ =
  /\b(?:(?:quote|show|display|give|read|pull|fetch|check|see|look up|access)s? (?:\w+ ){0,2}?)?(?:live|real[- ]time|current|up-to-date|latest) (?:exchange )?(?:rates?|prices?|pricing|stock|stock levels|inventory|availability|data|feeds?|figures|numbers|status|timetables?|schedules?|balances?)\b(?! (?:updates?|updating|refresh\w*|changes) (?:on|in|without)\b)|\b(?:quote|show|display|read|pull|fetch|check|see|look up|access)s? (?:\w+ ){0,2}?(?:rates?|prices?|stock|inventory|availability|data|balances?|calendar|diary|bookings?) (?:live|in real[- ]time|in realtime)\b|\b(?:check|see|read|look (?:at|up)|access|sync with)s? (?:our|the|their|your) (?:\w+ )?(?:availability|booking|bookings|diary|calendar)(?: calendar| system| diary)?\b|\b(?:(?:quote|show|display|give|read|pull|fetch|check|see|look up|access)s? )?(?:live|real[- ]time|current|up-to-date|latest) [\w-]+ (?:status|data|figures|numbers|times|levels) (?:from|out of) (?:our|the|their|your) (?:[\w-]+ ){0,2}[\w-]+/gi;
/**
 * "Who on your side would be able to see those?", "who could ever listen to it?" (their recordings), "can we see who
 * looked at which customer's passport?", "wer sieht dann die Kontodaten?": who has access to their data, which access
 * rights and audit logs answer (this chat is asked apart).
 */
const WHO_SEES_THEIR_DATA =
  // A question's "who", not a relative one ("an AI who reads the documents").
  /(?<=(?:^|[,;:?!.(]|\b(?:and|but|so|see|know|check|tell|show|ask|about|of|wonder|track|log|record|shows|then)\b)\s*)\bwho\b(?: (?:on|at) (?:your|our|their) (?:side|end))?(?: (?:then|actually|exactly|ever))? (?:(?:would|will|could|can|does|did|has)(?: (?:ever|be able to))? )?(?:sees?|see|access(?:es)?|reads?|look(?:s|ed)? at|views?|viewed|accessed|opened|has access to|listens? to|listened to|hears?)\b(?! (?:this|my|these|the|our) (?:chats?|conversations?|messages?)\b)/gi;
/** "our brokers live in Outlook": people working in a tool all day, not a go-live. */
const PEOPLE_LIVE_IN = /\b(?:live|lives|living) in (?=\p{Lu}|(?:their|our|the) (?:inbox|e-?mail|crm|calendar|spreadsheets?)\b)/gu;
/** "Could answers go out by email too?", "replies sent via Outlook": their e-mail, connected as one of their systems. */
const SENT_BY_EMAIL =
  /\b(?:answers?|repl(?:y|ies)|responses?|messages?|it|they|that)\b[^.?!]{0,20}\b(?:go out|go|be sent|get sent|sent|delivered|arrive|come)\b[^.?!]{0,12}\b(?:by|via|over|through|per|in) (?:e-?mail|outlook|gmail|their inbox|the inbox)\b|\bsend(?:s|ing)? (?:\w+ ){0,2}?(?:answers?|repl(?:y|ies)|responses?|messages?|them|it)(?: out)? (?:by|via|over|through|per) (?:e-?mail|outlook|gmail)\b/gi;
/** "what about the back end?": the back-end layer of our stack ("back" alone is a reply coming back). */
const BACK_END = /\bback[- ]?end\b/gi;
/**
 * "…a POC. Feasible in how long?" (read from "Faisable en combien de temps ?"), "ça se met en place en combien de temps ?"
 * (read "that is set up in how long?"): how long the build takes, not retention.
 */
const FEASIBLE_IN_HOW_LONG =
  /\b(?:feasible|doable|possible|achievable|realistic|buildable|set up|in place|built|deployed|live|ready|running)\b[^.?!]{0,20}\bin how (?:long|much time)\b|\bin how (?:long|much time)\b[^.?!]{0,20}\b(?:feasible|doable|possible|achievable)\b/gi;
/** "Ça marche avec Salesforce ?" (read "that works with Salesforce?"): a named system connected to, an integration. */
const WORKS_WITH_A_NAME =
  /\b(?:it|that|this|the (?:bot|assistant|chatbot|system|tool)) (?:\w+ )?(?:works?|plays?) (?:nicely |well |together )?with (?=[A-Z][\w.-]*\b)(?!(?:AWS|Azure|GCP|Google Cloud|OpenAI|Anthropic|Groq|Hugging)\b)/g;
/**
 * "Our storefront is Angular, is that a problem?", "our portal is built in Vue?": the technology of their front or back
 * end, asked whether we work with it (a CRM or core system named so is an integration).
 */
const THEIR_STACK_IS =
  /\b(?:[Oo]ur|[Tt]he|[Mm]y) (?:[\w-]+ ){0,2}(?:storefront|(?:web)?site|front[- ]?end|back[- ]?end|apps?|application|portal|(?:tech )?stack|(?:web ?)?shop|codebase|code) (?:is|are|runs on|is (?:built|written|made|developed|done) (?:in|with|on))\s+(?=\p{Lu}[\w.+#-]*(?: \d[\w.]*)?\s*(?:[,;]\s*(?:is|would|will|does|could) (?:that|this|it)\b|\?+\s*$))/gu;
/** "Vous êtes qualifiés SecNumCloud ?" (read "you are qualified SecNumCloud?"): a certification asked for by name. */
const QUALIFIED_BY_NAME = /\b(?:are you|you are|is vaultline|vaultline is) (?:\w+ )?(?:qualified|accredited|labell?ed|approved)\b/gi;
/** "Wer steckt hinter Vaultline?" (read "who steckt behind Vaultline"), "who's behind you?": who we are. */
const WHO_IS_BEHIND =
  /\bwho(?:'s| is| are| steckt| stands?)? (?:\w+ )?(?:actually |really )?behind (?:vaultline|you|this (?:company|agency|site|chat))\b/gi;
/**
 * "Referenzkunden bei Sparkassen?" (read "…at savings banks"): a kind of bank, the visitor's sector, not savings asked
 * about.
 */
const SAVINGS_BANK = /\bsavings banks?\b/gi;
/** "les droits par profil" (read "the rights by profile"), "permissions per team": role-based access. */
const RIGHTS_BY_ROLE =
  /\b(?:the )?(?:access )?(?:rights|permissions|access) (?:by|per|for each|according to) (?:profile|role|team|group|department|user)s?\b/gi;
/** "SSO avec notre annuaire d'entreprise" (read "SSO with our directory company"), "login via Okta": single sign-on. */
const DIRECTORY_LOGIN =
  /\b(?:(?:our|the|your) )?(?:(?:company|enterprise|corporate|staff) directory|directory (?:company|enterprise|service)|active directory|entra(?: id)?|azure ad|okta|ldap|identity provider|idp)\b/gi;
/** "IT runs pretty much everything on Azure, does that work?": their own cloud, which where we deploy answers. */
const RUNS_ON_A_CLOUD = /\b(?:runs?|running|is|are|lives?|sits?|sitting)\s+(?:\w+\s+){0,3}?(?:on|in)\s+(AWS|Azure|GCP|Google Cloud)\b/gi;
/** "welche Cloud? wir sind auf GCP" (read "which cloud?"): where we deploy, not our cloud services. */
const WHICH_CLOUD = /^\W*(?:(?:and|so|ok|okay)\W+)?(?:which|what) (?:cloud|clouds|cloud providers?|hyperscalers?)\W*$/gi;
/** "if we sign for 3 years, is there a discount?": how long a contract runs, no deployment time. */
const CONTRACT_LENGTH =
  /\b(?:sign|signing|signed|commit|committing|contract|subscribe|subscribing)\b[^.?!]{0,15}\bfor (?:\d+|one|two|three|four|five|several|multiple) (?:years?|months?)\b/gi;
/** "bei unserem IT-Dienstleister" (read "at our IT service provider"): whoever hosts their IT, not our services. */
const SERVICE_PROVIDER = /\b(?:(?:it|cloud|hosting|managed|external|third[- ]party|outsourcing) )?service providers?\b/gi;
/**
 * "do you have other credit unions as clients?", "which customers have you in finance?", "do you already have clients in
 * logistics?": our clients asked for, where
 * "customers" is otherwise the visitor's own.
 */
const OUR_CLIENTS_ASKED =
  /\bas (?:clients|customers)\b|\b(?:do )?(?:you|u) (?:already |ever )?have (?:already |any |other )?(?:of )?(?:clients|customers)\b|\bhave (?:you|u) (?:already |ever )?(?:got |had )?(?:any |other )?(?:clients|customers)\b|\b(?:which|what|who are|any|other) (?:of )?(?:your )?(?:\w+ )?customers (?:have|do|did) (?:you|u)\b|\b(?:which|what) customers (?:have|do) (?:you|u)\b|\byour (?:existing |current |other )?customers\b(?= (?:in|from|among)\b)/gi;
/** "the payment must go through Orange Money and Wave": a payment flow in the system, not our payment terms. */
const PAYMENT_FLOW =
  /\bpayments? (?:must |should |will |would |has to |have to |needs? to |can )?(?:go |run |be made |be processed |come in |be taken )?(?:by|through|via|with|using|over)\b/gi;
/** "…Einstein or Copilot, we already pay for it": a licence the visitor has, not our prices. */
const ALREADY_PAID_FOR =
  /\b(?:we|i)(?:'re| are| am)? (?:already |still )?(?:pay(?:ing)?|paid) for (?:it|that|this|them|those|a licen[cs]e|licen[cs]es|seats)\b/gi;
/** "for the complicated cases": questions too hard for the assistant, not case studies. */
const DIFFICULT_CASES = /\b(?:complicated|complex|difficult|tricky|hard|edge|sensitive|special) cases\b/gi;
/** "läuft das komplett ohne Internetverbindung?": running air-gapped, not a connection to integrate. */
const WITHOUT_INTERNET = /\bwithout (?:an? |any )?(?:internet|network|online|outside) ?(?:connection|connectivity|access)?\b/gi;
/** "Bitte keine US-Anbieter", "no American cloud": models run privately instead of a US provider's. */
const NO_US_PROVIDER =
  /\b(?:no|not|without|never|keine?n?) (?:an? )?(?:us|u\.s\.|american|us-based) (?:providers?|vendors?|clouds?|hyperscalers?|companies|models?)\b/gi;
/** "Welche Sprachmodelle…" (read "which language models…"): the AI models, not the languages spoken. */
const LANGUAGE_MODELS = /\b(?:large )?language models?\b/gi;
/** "and the family portal bit, is that something you'd do too?": whether we build the thing it names first. */
const THAT_THING_TOO =
  /^\W*(?:(?:and|so|also|what about)\s+)?(?:the |a |an |our )?((?:[\w-]+ ){0,3}?[\w-]+?)(?: (?:bit|part|side|piece|thing|idea))?,? (?:is|would) (?:that|this|it) (?:be )?(?:something|anything) (?:that )?you(?:'d| would| could)? (?:do|offer|build|handle|deliver|take on)(?: (?:too|as well|also))?\W*$/i;
/** "Something you take on?", "Is either in your wheelhouse?": a project we would do, no hand-over and no topic. */
const YOU_TAKE_ON =
  /\b(?:you|u)(?: guys)?(?: would| could| can| will)? take on\b|\bin your (?:wheelhouse|area|field|remit|line of work)\b|\bup your (?:street|alley)\b/gi;
/**
 * "…can it transfer to our secretaries?", "an unser Sekretariat übergeben" (read "to our secretariat hand over"), "an
 * einen Menschen übergeben" (read "to a human hand over"): the built assistant passing a conversation to people.
 */
const PASSED_TO_THEIR_PEOPLE =
  // "…take the simple questions and pass the rest to us": the rest goes to their own people.
  /\b(?:transfer|pass|forward|route|redirect|switch|hand)\w*\b (?:(?:on )?the rest|everything else|all (?:the )?others?|anything else|the harder ones|the tricky ones|the difficult ones)(?: on| over)? to (?:us|me|our (?:[\w-]+ )?(?:team|staff|people|colleagues|office))\b|\b(?:transfer|pass|forward|route|redirect|switch|hand|give)\w*\b(?: (?:on|over))?(?: (?:it|them|that|this|the(?= to\b)|(?:the|those|these|such) (?:chats?|conversations?|calls?|cases?|questions?|messages?)|everything else|the rest|anything (?:else|tricky|difficult|complicated|complex|sensitive)|the (?:tricky|hard|harder|difficult|complex|sensitive) ones|all (?:the )?others?))?(?: on| over)? to (?:our|my|the|their|a) (?:[\w-]+ ){0,2}(?:secretar(?:y|ies|iat)|receptionists?|reception|front desk|staff|team|colleagues|agents|nurses|advisers|advisors|people|humans?|persons?|employees|clerks?|case ?workers?|pharmacists|doctors|clinicians|physicians|specialists|experts|underwriters|lawyers|officers|practice|office|clinic|surgery|firm|law firm|chambers)(?: (?:team|staff|people|colleagues))?\b|\bto (?:our|my|their|an?) (?:[\w-]+ )?(?:secretar(?:y|ies|iat)|receptionists?|reception|front desk|staff|team|colleagues|nurses|advisers|advisors|employees|clerks|humans?|persons?|people) (?:hand|pass|transfer|forward)\w*(?: over| on)?\b|\bto us (?:hand|pass|transfer|forward)\w*(?: over| on)?\b|\b(?:must|should|has to|needs to)(?: always| then)? (?:(?:go|be passed|be sent|come) to us|to us (?:go|come))\b|\b(?:hand|pass)\w*(?: (?:it|them|the (?:chat|conversation|case|question)))? (?:on |over )?to (?:our|their|my) (?:[\w-]+ )?[a-zà-ÿ-]{3,}s\b(?= for\b|\W*$)|\b(?:the (?:case|chat|conversation|question|request|enquiry)|it|that)\b (?:then )?(?:go|goes|end up|ends up|land|lands|is sent|get sent|gets sent)(?: then)? (?:to|with|at) (?:our|my|the|their) (?:[\w-]+ ){0,2}(?:staff|team|colleagues|nurses|doctors|clinicians|physicians|assistants|receptionists?|advisers|advisors|agents|people|underwriters|specialists|experts|pharmacists)\b|\bthe (?:case|chat|conversation|question|request|enquiry)\b (?:then )?(?:go|goes|end up|ends up|land|lands|is sent|get sent|gets sent)(?: then)? (?:to|with) (?:our|my|their) (?:[\w-]+ )?[a-zà-ÿ-]{3,}s\b|\b(?:the (?:case|chat|conversation|question|request|enquiry)|it|that)\b (?:then )?(?:to|with|at) (?:our|my|the|their) (?:[\w-]+ ){0,2}(?:staff|team|colleagues|nurses|doctors|clinicians|physicians|assistants|receptionists?|advisers|advisors|agents|people|underwriters|specialists|experts|pharmacists)\b[^.?!]{0,15}\b(?:go|goes|land|lands|sent)\b/gi;

/** "some questions must never be answered by a bot – like whether someone is fit to donate": those go to a person. */
const KEPT_FROM_THE_BOT =
  /\b(?:questions?|things|topics|cases)\b[^.?!]{0,30}\b(?:must|should|can|may|shall)(?: never| not|n't)(?: ever)? be (?:answered|handled|decided) by (?:a|the|an) (?:bot|assistant|ai|machine|chatbot)\b[^.?!]*|\b(?:the |a )?(?:bot|assistant|chatbot) (?:must|should|may|shall) never (?:answer|handle|decide)\b[^.?!]*/gi;
/** "can't you just tell me if 40k is enough?": an indirect question asks what follows "if". */
const TELL_ME_IF =
  /\b(?:(?:can(?:no|')?t|could(?:n't)?|can) (?:you|u) )?(?:not )?(?:just |simply )?(?:tell|say to|let) (?:me|us)(?: know)? (?:if|whether)\b/gi;
/** "deutsche firma?" (read "German company?"), "a French-owned business?": where we are, asked by a nationality. */
const NATIONALITY_OF_A_COMPANY = new RegExp(
  String.raw`\b${LANGUAGE}(?:[- ]owned)?\s+(?:company|firm|business|agency|provider|vendor|supplier|entity|owners?)\b`,
  'gi',
);
/**
 * "Are you familiar with the DORA requirements?", "vous maîtrisez les exigences DORA ?": knowing a rulebook by name is
 * the compliance we cannot confirm; GDPR and HIPAA stay with the security answer.
 */
const KNOWING_VERB = String.raw`(?<=\b(?:you|u|vaultline)\b(?:\s+\w+){0,3}\s+)(?:familiar with|experience (?:with|in)|experienced (?:with|in)|(?:well )?versed in|know(?:ledge of)?|master|handle)\s+(?:the\s+)?`;
const RULEBOOK_NAME = String.raw`(?!(?:GDPR|RGPD|DSGVO|HIPAA)\b)([A-Z][A-Z\d-]{1,9})`;
const RULEBOOK_WORDS = String.raw`(?:requirements|regulations?|rules|obligations|framework)`;
// "the DORA requirements" and "the requirements of DORA".
const KNOWS_A_RULEBOOK = new RegExp(
  String.raw`${KNOWING_VERB}${RULEBOOK_NAME}\s+${RULEBOOK_WORDS}\b|${KNOWING_VERB}${RULEBOOK_WORDS} (?:of\s+)?${RULEBOOK_NAME}\b`,
  'g',
);
/**
 * "If we end the contract one day…", "when the contract ends": the end of working together, whose data question the
 * retention answer takes.
 */
const END_OF_CONTRACT =
  /\b(?:end|ends|ended|ending|terminate\w*|cancel\w*|leave|exit|stop)\b (?:the |our |this |a |your )?(?:contract|agreement|collaboration|partnership|relationship|engagement|subscription)\b(?: with (?:you|u))?(?: (?:one day|some ?day|later|at some point|eventually))?|\b(?:when|once|if|after) (?:the|our|this) (?:contract|agreement|collaboration|partnership|engagement|subscription) (?:ends|ended|expires|terminates|is (?:over|terminated|ended|cancelled|canceled)|runs out)\b/gi;
/** "can we take it all out?", "get our data back": the data exported, to take with them. */
const TAKE_DATA_OUT =
  /\b(?:take|get|pull|move|bring)\b (?:it|them|everything|our data|the data|all (?:of )?(?:it|our data|the data))(?: all)? (?:out|back|with us)\b/gi;
/**
 * "Can we review every conversation afterwards?", "can we see what the assistant told each member?": a record of what
 * the built assistant said, kept for their compliance team.
 */
const CONVERSATIONS_REVIEWED =
  /\b(?:review|look back at|go back through|audit|retrieve|replay)\w*\b (?:again )?(?:every|all|each|past|old|previous|individual) (?:conversations?|chats?|transcripts?|dialogues?)\b(?: (?:afterwards|later|after the fact|retrospectively|in hindsight))?|\bwhat (?:the (?:assistant|bot|chatbot|system|ai)|it) (?:told|said to|answered|replied to) (?:each|every|a|any|our|the) (?:\w+ )?(?:customers?|members?|patients?|clients?|people|users?|families|callers?)\b/gi;
/** "Under Consumer Duty we need to evidence what it told people": what it told, kept, the same record. */
const EVIDENCE_WHAT_IT_TOLD = /\bevidence what (?:it|the (?:assistant|bot|system)) (?:told|said)\b/gi;
/** "The assistant can't answer that on its own, surely?": after a personal question quoted, a judgement it cannot make. */
const ANSWERS_THAT_ALONE = new RegExp(
  String.raw`\b(?:answer|decide|judge|settle)\s+(?:that|this|those|these|such (?:questions|cases|things))\s+${ON_ITS_OWN}`,
  'gi',
);
/**
 * "Can it extract the diagnoses from the discharge letters?", "daraus die relevanten Diagnosen … rausziehen" (read
 * "from them the relevant diagnoses … extract"): facts drawn out of documents, whatever the facts are called.
 */
const EXTRACTED_FROM_DOCUMENTS =
  /\b(?:extract\w*|pull\w* out|read\w* out)\b(?:\s+[\w,'-]+){0,8}?\s+(?:from|out of)\s+(?:the |our |their |these |those |such )?(?:[\w-]+ ){0,2}(?:letters|reports|documents|pdfs|files|forms|scans|records|statements|contracts|invoices|notes|briefs)\b|\bfrom (?:them|those|these)\b[^.?!]{0,80}?\bextract\b/gi;
/**
 * "What's your day rate for senior ML engineers?", "a rate card?", "une plaquette avec vos tarifs" (read "a brochure with
 * your prices"): what we charge, asked in the words of staffing or of a brochure.
 */
const RATES_ASKED =
  /\b(?:day|daily|hourly|man-day|per-day|consultant|engineer|developer)[- ]rates?\b[^.?!]*|\brate ?cards?\b|\b(?:brochure|price list|leaflet|flyer|deck)\b[^.?!]{0,20}\b(?:with|of|showing|listing) (?:your |the )?(?:prices|pricing|rates|fees|costs)\b[^.?!]*/gi;
/** "models?", "and the LLM?": a bare word for the models asks which ones we build on, not whether they train on data. */
const BARE_MODELS = /^\W*(?:(?:and|so|ok(?:ay)?|k|what about|which)\W+)?(?:the )?(?:ai |language |llm )?(?:models?|llms?)\W*$/gi;
/**
 * "ça tourne où ?" (read "that runs where?"): the question word last, as French and chat put it; asked first when the
 * words in their order find nothing.
 */
const QUESTION_WORD_LAST =
  /^\s*(?:(?:in practice|concretely|actually|so|and|but|ok(?:ay)?)[,\s]+)*(?!(?:what|where|when|how|which|who|why)\b)([^?]{3,80}?)\s+(where|when|what|how long|how much|how many|who)\s*\?+\s*$/i;
/** "Could one LP ever see another LP's documents?": one user kept from another's data, which role-based access does. */
const ANOTHER_ONES_DATA =
  /\b(?:one|a|an|any)\s+(?:[\w-]+\s+){0,2}?(?:ever\s+)?(?:see|access|read|view|open|get at|get to)\s+(?:another|other|someone else'?s|each other'?s|a different)\b[^.?!]{0,30}\b(?:documents|data|files|records|accounts?|information|details|statements|reports)\b/gi;
/** "Would your staff have access to production data?": who sees their data, never answered by a bare "Yes." of the audit logs. */
const OUR_STAFF_ACCESS =
  /\b(?:would|will|do|does|could|can|may|might)\s+(?:any(?:one|body)?\s+(?:of\s+)?)?(?:your|vaultline'?s?)\s+(?:own\s+)?(?:staff|employees|engineers|developers|people|team|colleagues|consultants)\s+(?:ever\s+)?(?:have|get|gain|need|be given)\s+(?:any\s+)?access\b[^.?!]{0,40}|\b(?:would|will)\s+have\s+(?:your|vaultline'?s?)\s+(?:staff|employees|engineers|developers|people|team)\s+(?:any\s+)?access\b[^.?!]{0,40}/gi;
/** "Which sub-processors would be involved?": a term of the data processing agreement, whatever the rest of the clause. */
const SUB_PROCESSORS = /(?:\b(?:list|name|share|show|provide|send|disclose)\b[^.?!]{0,12})?\bsub-?\s?processors?\b[^.?!]{0,40}/gi;
/**
 * "Is this even for people like us or just banks?", "only for big companies?", "for an organisation our size, or is it
 * all banks?": whether a business of their size fits.
 */
const A_BUSINESS_OUR_SIZE =
  /\b(?:for|with) (?:an? )?(?:organi[sz]ation|company|business|firm|charity|practice|outfit|team|org|group|clinic|school)s? (?:of )?(?:our|my) (?:size|scale)\b|\bis (?:it|this|that) all (?:for )?(?:big )?(?:banks|hospitals|corporates|enterprises)\b|\b(?:is|are) (?:this|it|that|these|you|u|your \w+) (?:even |really |also |actually |still )?(?:for|meant for|made for|suited (?:to|for)|right for|worth it for|an option for) (?:people|companies|businesses|firms|shops|teams|outfits|organi[sz]ations|places|studios|practices) (?:like|the size of) (?:us|ours)\b|\b(?:only|just|mainly) (?:for )?(?:banks|hospitals|big (?:companies|firms|players)|large (?:companies|firms|organi[sz]ations)|enterprises|corporates)\b[^?]{0,40}\?|\btoo (?:small|tiny|little)\b|\b(?:overkill|oversized|over-?engineered|too (?:big|large))\b[^.?!]{0,25}?\bfor (?:us|me|(?:an? )?(?:[\w-]+ ){0,2}?(?:(?:of |like )?(?:our|my) (?:size|scale)|of (?:two|three|four|five|six|\d+)\b|like (?:ours|us|mine)\b)|an? (?:small|tiny|little|one-person|two-person|three-person)\b)|\b(?:overkill|oversized)\b(?=[^.?!]{0,40}\?)|\b(?:small|tiny|little|smaller) (?:business(?:es)?|compan(?:y|ies)|firms?|outfits?|organi[sz]ations?)\b/gi;
/** "Do you only work with banks and hospitals?", "would a vet group be a fit?": the sectors we work with. */
const SECTORS_WORKED_WITH =
  /\b(?:do|would|will) (?:you|u) (?:only |just |also |mainly |exclusively )?work (?:with|for) (?:\w+ ){0,2}?(?:banks|hospitals|clinics|insurers|fintechs|healthcare|finance|regulated (?:\w+ )?(?:companies|industries|sectors|firms))\b|\b(?:which|what) (?:sectors|industries)\b/gi;
/** "Could it handle 20,000 conversations?": a load asked about, not the conversations' data. */
const LOAD_ASKED =
  /\b(handle|cope with|support|manage|deal with|scale to|serve|process)\b(?: up to| around| about| roughly| some| say,?)?\s*(?:\d[\d,.]*\s*k?\+?|(?:tens of |hundreds of )?thousands of|hundreds of|millions of)\s+(?:[a-z-]+\s+)?(?:chats|conversations|users|requests|messages|visitors|calls|sessions|queries|people|passengers|customers)\b/gi;
/** "…thousands of people at once. Can it scale to that?", "can it cope with the peaks?": the load just described, asked about. */
const SCALE_ASKED =
  /\b(?:scale|scales|scaling) (?:up )?to (?:that|this|those|these|such)(?: (?:numbers|volumes?|peaks|levels|loads?))?\b|\b(?:cope|deal) with (?:the |such |those |these |our )?(?:peaks|spikes|surges|rush(?:es)?|traffic peaks|load peaks)\b/gi;

/**
 * "an AI advisor that recommends care products by skin type", "un conseiller IA qui recommande des soins selon le type
 * de peau": products suggested to a shop's customers, which AI product search and recommendations are ("recommend
 * which product a customer should buy" is a judgement about one person, and stays one).
 */
// "un assistant qui conseille les clients (bagues, montres)": customers advised on products listed, a shop's advice.
const PRODUCT_RECOMMENDATIONS =
  /\b(?:recommend|suggest)\w*\b(?! (?:which|whether|if|what)\b)[^.?!]{0,30}\b(?:products?|items?|articles|goods|outfits|sizes?|wines?|books?|skincare)\b|\b(?:recommend|suggest)\w*\b(?! (?:which|whether|if|what)\b)[^.?!]{0,40}\bskin\b|\b(?:product|shopping) (?:recommendations?|suggestions?|advice|advisor|adviser)\b|\badvis\w* (?:the |our )?(?:customers|shoppers|buyers)\b\s*(?:\(|on (?:products|items|what to buy|choosing)|about (?:products|items|what to buy))/gi;

/** "customers can't find the right product for their pet's weight": a shop's search, whatever it is searched by. */
const PRODUCTS_NOT_FOUND =
  /\b(?:can'?t|cannot|can not|struggle to|unable to|never|don'?t|do not|hardly) (?:ever )?find (?:the )?(?:right |correct |best |suitable |matching )?(?:products?|items?|articles|goods)(?: for (?:their|your|our|my|his|her|the|a) (?:[\w'’-]+ ){0,2}[\w'’-]+)?/gi;
/** "our accounts sit in a system called Qube, can it pull service charge balances from that?": their system connected. */
const PULLED_FROM_THEIR_SYSTEM =
  /\b(?:pull|pulls|fetch|fetches|sync|syncs|import|imports|grab|grabs)\b(?: [\w-]+){0,4}? (?:from|out of) (?:that|it|this|there|them|(?:our|their) (?:[\w-]+ ){0,2}(?:system|software|platform|database|crm|erp|tool|app))\b/gi;
/** "Le budget de 70 000 € HT est voté" (read "…is approved"): their budget signed off, no approval of ours asked. */
const THEIR_BUDGET_APPROVED =
  /\b(?:budget|funding|money|spend|investment)\b[^.?!]{0,30}\b(?:is|was|has been|have been|got|been) (?:\w+ )?(?:approved|signed off|voted|granted|released|allocated)\b/gi;
/** "where's your team based?", "where are your devs based": where we are (not "role-based" access). */
const WHERE_WE_ARE_BASED =
  /\bwhere(?:'s|’s| is| are)? (?:your |the |ur )?(?:team|company|agency|office|developers|devs|engineers|people|staff|you|u)(?: guys)? (?:\w+ )?based\b/gi;
/**
 * "do we see progress along the way or just wait till the end?", "how will we know early if it is going off the rails?":
 * the weekly demos of the build.
 */
const PROGRESS_SEEN =
  /\bhow (?:will|would|do|can|could|are|shall) (?:we|i) (?:\w+ )?(?:know|see|notice|find out|tell|spot)\b[^.?!]{0,40}?\b(?:going off the rails|off the rails|off track|going wrong|goes wrong|slipping|behind schedule|stall(?:s|ing|ed)?)\b[^.?!]*|\b(?:see|seeing|show|shown|follow|track|get) (?:\w+ )?progress\b(?: along the way| during (?:the )?\w+| as (?:we|you|it) go(?:es)?)?(?: or (?:\w+ ){0,2}(?:wait|see (?:it|everything)|find out) (?:till|until|to|at) the end)?/gi;
/** "paper prescriptions that we retype by hand", "we re-key every form": data entry from documents, which extraction does. */
const RETYPED_BY_HAND =
  /\b(?:re-?typ(?:e|es|ed|ing)|re-?key(?:s|ed|ing)?|type (?:them|it|everything|each one|the \w+) (?:in|up|out) (?:again )?(?=by hand|manually))(?: (?:them|it|everything|all))?(?: (?:all )?(?:by hand|manually))?\b/gi;

/**
 * "an AI that picks out gaps and errors there", "flag missing fields in the forms", "die Lücken und Fehler rausfischt"
 * (read "gaps and errors picks out"): mistakes found in their documents,
 * which checking documents does (not the assistant's own error rate).
 */
const ERRORS_IN_THEM = String.raw`(?:gaps|errors|mistakes|inconsistencies|discrepancies|missing (?:pages|fields|data|items|entries|periods))(?: (?:and|or|&) (?:gaps|errors|mistakes|inconsistencies|discrepancies))?`;
const FINDS = String.raw`(?:finds?|finding|spots?|spotting|flags?|flagging|detects?|detecting|picks? out|picking out|fish(?:es)? out|filters? out)`;
const FINDS_THEIR_ERRORS = new RegExp(
  [
    // Done by the system to be built ("an AI that picks out gaps and errors", German "gaps and errors picks out").
    String.raw`\b(?:ai|tool|system|software|model|bot|assistant|program)\b (?:that|which|who|the|to)\b[^.?!]{0,20}?\b(?:${FINDS} (?:the |any |all |possible |obvious )?${ERRORS_IN_THEM}|${ERRORS_IN_THEM} ${FINDS})\b`,
    // Found in their papers ("flag missing fields in our claim forms"), never in the assistant's own answers.
    String.raw`\b${FINDS} (?:the |any |all |possible |obvious )?${ERRORS_IN_THEM} in (?:the |our |their |these |those |all )?(?:\w+ )?(?:documents|forms|files|notices|records|claims|invoices|applications|statements|reports|letters|contracts|scans)\b`,
  ].join('|'),
  'gi',
);

/**
 * "when the model is updated, do we keep control?" (from "quand le modèle est mis à jour, on garde la main ?"): control
 * over the model's versions, which the knowledge does not speak of; no control the security answer names.
 */
const MODEL_UPDATES_CONTROLLED =
  /\b(?:when|if|after|once)\b[^.?!]{0,15}\bmodel\b[^.?!]{0,25}\b(?:updated|upgraded|changed|replaced|retrained)\b[^.?!]{0,25}\b(?:keep|retain|have|stay in|remain in|still have) (?:the )?control\b/gi;

/** "…and passes everything else on to the reception": a hand-over to their own people, stated as what it should do. */
export function statesAHandOver(statement: string): boolean {
  return new RegExp(PASSED_TO_THEIR_PEOPLE.source, 'i').test(statement);
}

/**
 * Whether a question asks what the knowledge has no answer for, however its clauses or the sentence before read: the
 * load the system takes ("Can it scale to that?"), control over the model's versions.
 */
export function asksBeyondTheKnowledge(question: string): boolean {
  return [LOAD_ASKED, SCALE_ASKED, MODEL_UPDATES_CONTROLLED].some((pattern) => new RegExp(pattern.source, 'i').test(question));
}

/** "Can we see examples of your work somewhere?": the portfolio page, where the work is shown. */
const EXAMPLES_OF_OUR_WORK =
  /\b(?:examples?|samples?|showcases?|demos?) of (?:your|the agency's) (?:past |previous |recent )?(?:work|projects?|builds?)\b/gi;

/**
 * "if someone asks can I donate with hepatitis it can't just make up an answer": what an end user would ask is the
 * example; what the assistant must (not) do with it is the topic.
 */
const THEIR_PEOPLE_ASK =
  /\b(?:if|when|say|like if)\s+(?:someone|somebody|anyone|people|they|families|patients|customers|clients|members|users|callers|a (?:\w+ )?(?:patient|customer|client|member|user|family|caller|donor|parent|citizen|tenant|visitor|student|reporter|applicant))\s+(?:asks?|types?|writes?|says?|wants? to know)\b[^.?!]*?(?=\b(?:it|the (?:bot|assistant|chatbot|system|ai))\s+(?:can'?t|cannot|can not|shouldn'?t|should not|mustn'?t|must not|won'?t|will not|wouldn'?t|would not|has to|must|should|needs? to|will|would|can|could)\b)/gi;

/** "We pulled it after a month", "we switched the old bot off after launch": a tool of theirs dropped, no topic of ours. */
const TOOL_DROPPED =
  /\b(?:(?:pulled|scrapped|ditched|binned|dropped|killed)\s+(?:it|that|the (?:old |previous )?(?:bot|chatbot|assistant|tool|thing|system))|(?:switched|turned|took|shut)\s+(?:it|that|the (?:old |previous )?(?:bot|chatbot|assistant|tool|thing|system))\s+(?:off|down|offline))(?:\s+(?:again\s+)?after\s+[^,.;!?]+)?/gi;

/** "back to the hosting question, …": a return to an earlier topic, whose words are kept (not "get back to me"). */
const BACK_TO_A_TOPIC =
  /(?<!\b(?:get|gets|getting|got|come|comes|coming|write|writes|report|reports|call|calls) )\b(?:going |coming |circling )?back to (?:the|that|this|your|our|my) (?=[\w-]+(?: [\w-]+){0,2}?\s*(?:[-–—:,]|\bthing\b|\bquestion\b|\bpoint\b|\btopic\b))/gi;

/**
 * "was müssen wir liefern?" (read "what must we deliver?"), "what do we need to provide?", "what would I have to do or
 * deliver from my side?": the client's own part in the build.
 */
const OUR_PART_ASKED =
  /\bwhat (?:(?:must|do|would|should|will|shall) )?(?:we|i|our (?:team|side|people)) (?:\w+ )?(?:have to |need to |got to )?(?:(?:do|make) (?:or|and) )?(?:deliver|supply|provide|bring|contribute)\b(?! (?:to )?(?:our|the|their) (?:customers|clients|members|patients|users))|\bwhat (?:would|must|should|do|does|will) (?:have to |need to )?(?:i|we)\b(?: [\w-]+){0,6}? (?:(?:do|make) (?:or|and) )?(?:deliver|supply|provide|contribute)\b|\bwhat\b(?: [\w-]+){0,3}? (?:need|needs|needed)\b(?: [\w-]+){0,2}? from (?:our|my) side\b/gi;

/** "Do we need our own computers in the basement for that?": whether it must run on their own hardware, or a cloud. */
const OWN_HARDWARE_NEEDED =
  /\b(?:need|needs|require|requires|have to (?:buy|have|get)|must (?:buy|have))\b[^.?!]{0,30}?\b(?:(?:our|my|your|their) )?own (?:computers?|servers?|hardware|machines?|pcs?)\b[^.?!]*/gi;
/**
 * "Wird unser Mandantenwissen in ein KI-Modell eingespeist, das auch andere nutzen?" (read "is our client knowledge in a
 * AI model fed, the also other use?"): their data fed into a model others use, which is training it.
 */
const FED_INTO_A_SHARED_MODEL =
  /\b(?:fed|feed|feeds|go(?:es)?|put|end up)\b[^.?!]{0,15}\b(?:in|into) (?:a|an|the|one|some) (?:shared |common |public |general )?(?:ai |language )?(?:model|llm)\b[^.?!]*|\b(?:in|into) (?:a|an|the|one|some) (?:shared |common |public |general )?(?:ai |language )?(?:model|llm)s? (?:fed|put)\b[^.?!]*/gi;
/**
 * "are we allowed to send these reports to the French departments?", "est-ce qu'on a le droit d'envoyer…" (read "do we
 * is allowed send…"), "is it legal to…": what the law lets the visitor do, a legal question.
 */
const WHAT_THE_LAW_ALLOWS =
  /\b(?:are|am|do|does) (?:we|i|they) (?:is |are )?(?:legally |even |actually )?(?:allowed|permitted|entitled)\b[^.?!]*|\bis (?:it|that|this) (?:even |actually )?(?:legal|lawful)\b[^.?!]*/gi;
/**
 * "the tool reads the case notes and prepares a draft report that the social worker reviews?", "l'outil lit les notes de
 * suivi et prépare un brouillon": documents read and a draft written from them, document work.
 */
const READS_AND_DRAFTS =
  /\b(?:(?:the|this|that|your|such an?) )?(?:tool|system|ai|assistant|bot|software|model)\b\s+(?:would |could |can |will |should )?(?:reads?|lit|extracts?|summari[sz]es?|goes through|analy[sz]es?)\b[^.?!]{0,40}\b(?:notes|documents|files|reports|letters|forms|records|pdfs|scans)\b[^.?!]{0,60}\b(?:drafts?|prepares?|prepare|writes?)\b[^.?!]*/gi;
/** A language a visitor may want to talk in: a meeting with our team in it is asked, not an assistant that speaks it. */
const SPOKEN_LANGUAGE = String.raw`(?:french|german|english|spanish|italian|catalan|portuguese|dutch|polish|hungarian|turkish|arabic|romanian|czech|greek|swedish|danish|finnish|norwegian|russian|ukrainian|japanese|chinese|mandarin|hindi|their language|my language|our language)`;
/**
 * "Can we hold the meetings with your team in French?", "Une réunion en français ou en catalan serait-elle possible ?",
 * "please someone with German call": the language of our own calls and meetings, which the knowledge does not state
 * (calls a chatbot takes in Polish are the system's languages).
 */
const TEAM_LANGUAGE_ASKED = new RegExp(
  String.raw`(?<!\b(?:assistant|bot|chatbot|system|ai|agent|voicebot|hotline|line)\b[^.?!]{0,40})\b(?:meetings?|calls?|discovery call|consultation|first (?:call|conversation|meeting)|kick-?off)\b(?: with (?:your|the) team)?(?: \w+){0,3} (?:also )?(?:in|en) (?:${SPOKEN_LANGUAGE})\b(?: or (?:in )?${SPOKEN_LANGUAGE})?|\b(?:someone|somebody|anyone|a person|a contact person|an engineer|a consultant|(?:your|the) team|one of you)\b (?:who |that )?(?:speaks?|speaking|with) ${SPOKEN_LANGUAGE}\b|\bcall (?:me|us) in ${SPOKEN_LANGUAGE}\b|\b(?:does|do|can) (?:your|the) (?:team|people|engineers|staff)\b[^.?!]{0,15}\bspeak ${SPOKEN_LANGUAGE}\b`,
  'gi',
);
/** "the prices are in euros, I assume?", "vos devis sont-ils établis en francs CFA ?": the currency of a quote. */
const CURRENCY_ASKED =
  /\b(?:prices?|quotes?|quotations?|invoices?|invoiced?|billing|bill(?:ed)?|devis|offers?)\b[^.?!]{0,30}\b(?:in|en) (?:euros?|eur|€|chf|swiss francs?|francs?(?: cfa)?|cfa francs?|fcfa|dollars?|usd|pounds?|gbp|cad|sterling|(?:our|local|the local) currency)\b[^.?!]*|\b(?:which|what) currency\b[^.?!]*/gi;
/** "is there a problem with the CLOUD Act if it runs on an American cloud?": a law named, a legal question. */
const LAW_NAMED = /[^.?!]*\b(?:(?:us )?cloud act|patriot act|fisa(?: section)?(?: 702)?|schrems(?: ii| 2)?)\b[^.?!]*/gi;
/** "the data of French and German citizens": people of a nationality, not the languages an assistant should speak. */
const PEOPLE_OF_A_NATIONALITY =
  /\b(?:french|german|spanish|italian|polish|dutch|belgian|swiss|austrian|portuguese|romanian|turkish|british|american)(?:(?:,| and| or) (?:french|german|spanish|italian|polish|dutch|belgian|swiss|austrian|portuguese|romanian|turkish|british|american))* (?:citizens|nationals|residents|taxpayers|commuters|pensioners|retirees)\b/gi;
/**
 * "Wo liegt das alles?" (read "where is located that everything?"), "where is all that stored?": where what they just
 * named is kept, not where we are.
 */
const THAT_KEPT_WHERE =
  /\bwhere (?:is|are) (?:located|stored|kept|lying) (?:that|this|it|they|them|everything|all)\b[^.?!]*|\bwhere (?:is|are) (?:that|this|it|everything|all (?:that|this|of it))(?: all)? (?:located|stored|kept)\b[^.?!]*/gi;
/** "does the data cross the border?", "les données passent la frontière ?": where it is hosted. */
const DATA_CROSSES_A_BORDER =
  /\b(?:cross(?:es|ing)?|go(?:es)? across) (?:the |a |any |our |national )?(?:border|borders|frontier)\b[^.?!]*/gi;
/** "We'd have to fine-tune a model with our patients' files": their data used to train a model. */
const FINE_TUNED_ON_THEIR_DATA =
  /\bfine[- ]?tun\w*\b[^.?!]{0,40}?\b(?:with|on|using|from) (?:our|my|the|their) (?:[\w'-]+ ){0,2}?(?:data|files|records|documents|notes|dossiers)\b[^.?!]*/gi;
/**
 * "Could you tell us what to put in our privacy policy?", "what should our privacy notice say about the AI?", "help us
 * respond to the regulator": legal wording asked of us, which the words "privacy policy" would answer with our own.
 */
const LEGAL_WORDING_ASKED =
  /\bwhat (?:(?:to|we (?:should|must|need to|have to)|should we|must we|do we) )?(?:put|write|say|include|state)\b[^.?!]{0,10}\bin (?:our|the|my) (?:privacy (?:policy|notice|statement)|terms(?: and conditions)?|contracts?|consent forms?)\b[^.?!]*|\bwhat (?:should|must|would) (?:our|my|the) (?:privacy (?:policy|notice|statement)|terms(?: and conditions)?|consent forms?) (?:say|state|contain|include)\b[^.?!]*|\b(?:help (?:us|me) )?(?:respond|reply|answer|write back) to (?:the|our|a|this) (?:regulator|supervisor|supervisory authority|authority|commissioner|inspector)\b[^.?!]*/gi;
/** "What would you do first?", "what comes first?", "where would we start?": the first step of working with us. */
const FIRST_STEP_ASKED =
  /\bwhat (?:would|will|do|should) (?:you|we) (?:do|tackle) first\b|\bwhat (?:comes|happens|would happen|would come) first\b|\bwhere (?:would|do|should|will|can) (?:we|you|i) (?:start|begin)\b/gi;
/**
 * "Could we start with just the complaint letters and add the hardship forms later?", "on commencerait par une seule maison de
 * repos comme site pilote, puis les autres": a first phase, the rest after.
 */
const PHASED_START_ASKED =
  /\b(?:start|begin)\b[^.?!]{0,15}\b(?:small|with (?:just|only|one|a (?:first|single|small))|first with)\b[^.?!]{0,60}\b(?:add|extend|expand|follow|later|after(?:wards)?)\b[^.?!]*|\b(?:start|begin)\b[^.?!]{0,50}\b(?:pilot|one|a single|a alone)\b[^.?!]{0,40}\b(?:then|later|afterwards|before)\b[^.?!]{0,25}\b(?:the )?(?:others?|rest|remaining)\b[^.?!]*|\bpilot (?:site|home|house|branch|region|school|campus|clinic|office|location|hospital)\b[^.?!]{0,60}\b(?:then|later|afterwards)\b[^.?!]*|\bwith (?:a|one|just one|only one|a single|a first) (?:[\w-]+ ){1,2}?(?:start|begin)\b[^.?!]*|\bsplit\w* (?:the (?:project|work|build)|it)\b[^.?!]{0,30}\b(?:into|over|across|in) (?:two|three|2|3|several|separate)? ?(?:budget years|years|stages|phases|parts|steps|tranches)\b[^.?!]*|\b(?:order|commission|buy|sign|approve)\w* (?:everything|all of it|the whole (?:thing|project)) at once\b[^.?!]*|\b(?:everything|all of it|the whole (?:thing|project)) at once\b(?=[^.?!]*\b(?:or|stages?|phases?|parts?)\b)[^.?!]*|\bor\b[^.?!]{0,30}\b(?:everything|all of it|the whole (?:thing|project)) at once\b[^.?!]*|\b(?:approv\w*|releas\w*|fund\w*|build\w*|roll\w* out|deliver\w*|commission\w*|work\w*|spend\w*|budget\w*)\b[^.?!]{0,20}\b(?:in|by) (?:stages|phases|tranches|steps)\b[^.?!]*|\b(?:the project|the work|it)\b[^.?!]{0,20}\b(?:two|three|2|3|several|separate) (?:budget years?|years|stages|phases|parts|steps)\b[^.?!]{0,10}\b(?:to )?split\b[^.?!]*/gi;
/** A part of an organisation: a site, a company of the group, a brand, a home, a branch, an agency. */
const PART_OF_THEM = String.raw`(?:sites?|houses?|homes?|branch(?:es)?|agenc(?:y|ies)|brands?|subsidiar(?:y|ies)|entit(?:y|ies)|companies|company|offices?|campus(?:es)?|schools?|practices?|clinics?|hospitals?|funds?|member banks?|credit unions?|locations?|regions?|countries|departments?|municipalit(?:y|ies)|franchisees?|care homes?)`;
/**
 * "Haus A darf die Daten von Haus B nicht sehen" (read "house A may the data of house B not see"), "a subsidiary must
 * never see the files of another", "would a fund only see its own members?", "one installation for all four houses, or
 * does each need its own?": parts of one organisation kept apart, or one system for all of them.
 */
const PARTS_KEPT_APART = new RegExp(
  // "Can one system keep those groups apart?"; "Können die Daten … getrennt gehalten werden?" (read "…separated kept are?").
  // "same system for the 3 countries or each its own?", "would madrid see the customers of paris?", "an insurer from
  // Mali must never see the files of an insurer from Gambia" (one part never seeing another of its kind).
  String.raw`\b(?:the )?same (?:installation|instance|deployment|system|platform|setup|tenant)\b[^.?!]{0,30}\bfor (?:the |all |our )?(?:\d+|two|three|four|five|all|every|each|both)\b[^.?!]*|\bor (?:each|every one|each one) (?:its|their|his|her) own\b[^.?!]*|\b(?:would|could|can|will|does|do)\s+(?!(?:you|u|we|i|anyone|anybody|someone|your)\b)[\w-]+\s+see (?:the )?(?:\w+ )?(?:customers|clients|members|patients|data|files|records|accounts) (?:of|from|at|in) [\w-]+[^.?!]*|\b(?!(?:you|u|we|i|anyone|anybody|someone|somebody|who|they|nobody|people|it|this|that|bot|assistant|ai|system|model|staff|team|admins?|engineers?|developers?|vendors?|providers?)\b)[\w-]+ (?:would|could|can|will|might) see (?:the )?(?:\w+ )?(?:customers|clients|members|patients|data|files|records|accounts) (?:of|from|at|in) [\w-]+[^.?!]*|\b(?:a|an|one|each|no) ([\w-]+)\b[^.?!]{0,25}\b(?:never|not) (?:be able to )?see\b[^.?!]{0,50}\b\1\b[^.?!]*|\b(?:separated?|apart|segregated) (?:kept|held|stored|managed)\b(?!\s+from\b)[^.?!]*|\bkeep(?:s|ing)? (?:(?:those|these|the|our|their|all|them|everyone) )?(?:[\w-]+ ){0,2}?(?:apart|separate|separated|segregated)\b(?!\s+from\b)[^.?!]*|\b(?:not|never)\b[^.?!]{0,40}\bsee\b[^.?!]{0,50}\b(?:each other|one another|the others?|another|an? other|other (?:ones?|${PART_OF_THEM}))\b[^.?!]*|\b(?:each other|one another|the others?|another|other)(?:'s?)? (?:[\w-]+ ){0,3}?(?:data|files|records|requests|enquiries|conversations|customers|clients|members|patients|residents|students|cases|claims)\b[^.?!]{0,20}\b(?:not|never) see\b[^.?!]*|\b${PART_OF_THEM}\b[^.?!]{0,40}\b(?:may|must|should|can|shall|is allowed to)\b[^.?!]{0,60}\b(?:not|never) see\b[^.?!]*|\bonly (?:see|sees|seeing|access|accesses)\b[^.?!]{0,30}\b(?:its|their) own\b[^.?!]*|\bonly (?:its|their) own\b[^.?!]{0,30}\b(?:see|access|view)\b[^.?!]*|\b(?:should|must|may|shall) only(?: [\w-]+){1,3} see\b[^.?!]*|\b(?:cleanly|strictly|properly|neatly) separated\b[^.?!]*|\b${PART_OF_THEM}\b[^.?!]{0,40}\b(?:the )?same (?:system|platform|installation|instance)\b[^.?!]*|\b(?:see|sees|seeing|would see|access)\b (?:only|just) (?:[\w-]+ ){0,3}?(?:its|their) own\b[^.?!]*|\bone (?:installation|instance|deployment|system|platform|setup|tenant)\b[^.?!]{0,30}\b(?:for (?:all|every|each|the whole|the entire)|across)\b[^.?!]*|\b(?:each|every|per) ${PART_OF_THEM}\b[^.?!]{0,20}\b(?:its|their|a|an) (?:own|separate)(?: (?:installation|instance|deployment|system|tenant))?\b[^.?!]*|\b(?:needs?|gets?|has|have) (?:each|every) \w+ (?:a|an|its|their) own\b[^.?!]*`,
  'gi',
);
/**
 * "Rechnen Sie pro Kreisverband ab oder einmal für alle?" (read "do you bill per district branch ab or once for all?"),
 * "vos forfaits, c'est par caisse ou pour la fédération ?": the price of one part or of all, which the quote sets.
 */
const PRICED_PER_PART = new RegExp(
  String.raw`\b(?:packages?|pric\w*|licen[cs]\w*|bill\w*|charg\w*|invoic\w*|costs?|fees?|plans?|subscriptions?)\b[^.?!]{0,40}\b(?:per|pro|by|for each|each|every)\s+(?:[\w-]+\s+)?${PART_OF_THEM}\b[^.?!]*`,
  'gi',
);
/**
 * "who can tell me that for sure?", "wer kann ma des verbindlich sagn?" (read "who can me the bindingly say?"): the
 * person who can answer what the chat could not, which our team is.
 */
export const WHO_CAN_ANSWER_IT =
  /\bwho (?:can|could|would|will) (?=[^?]*\b(?:me|us|that|this|it)\b)(?:(?:me|us|that|this|it|the) )*(?:\w+ly |for (?:sure|certain) |properly )?(?:say|tell|confirm|answer|clarify)\b(?: (?:me|us|that|this|it))*(?: (?:for (?:sure|certain)|properly|definitively|bindingly|reliably|then))?(?=\W*$)/gi;
/**
 * "Can we keep the data of Moroccan students in Morocco?", "garder les données … au Maroc" (read "keep the data … to the
 * Maroc"): data kept in a named country, which where we deploy answers.
 */
const DATA_KEPT_IN_A_COUNTRY =
  /(?<!\b(?:[Hh]ow long|[Uu]ntil when|[Ff]or how long)\b[^.?!]{0,20})\b(?:[Kk]eep|[Ss]tore|[Hh]ost|[Hh]old)\w*\b[^.?!]{0,10}\b(?:the |our |their |all )?(?:[\p{L}-]+ ){0,2}?data\b[^.?!]{0,60}?\b(?:in|to|inside|within) (?:the )?\p{Lu}\p{L}+[^.?!]*/gu;
/** Those who must agree before staff use a system: a works council, a data protection officer (a board asks for evidence). */
const THEIR_REVIEWERS = String.raw`(?:works council|staff council|union|dpo|data protection officer|diocese)`;
/**
 * "Was können Sie ihm schriftlich geben?" (read "what can you him in writing give?"), "have you something we can show the
 * works council?", "quelque chose d'écrit pour la direction" (read "something wrote for the management"): what we put in
 * writing for those who must agree.
 */
const WRITTEN_FOR_THEIR_REVIEWERS = new RegExp(
  String.raw`\bwhat (?:can|could|would|do|will) (?:you|u)\b[^.?!]{0,25}\bin writing\b[^.?!]*|\b(?:what|which) (?:documents?|papers?|materials?|documentation|paperwork)\b[^.?!]{0,40}\bin writing\b[^.?!]*|\bwhat (?:\w+ ){0,3}?(?:gets?|receives?)\b[^.?!]{0,30}\bin writing\b[^.?!]*|\b(?:something|anything|a document|a summary|a one-pager|an overview)\b (?:of )?(?:in writing|written|wrote)\b[^.?!]*|\b(?:something|anything|a document|documents|documentation|material|papers?)\b[^.?!]{0,30}\b(?:show|present|submit|hand|give|forward)\b[^.?!]{0,10}\b(?:to )?(?:the|our|my|him|her|them)\b[^.?!]{0,5}\b${THEIR_REVIEWERS}\b[^.?!]*|\b(?:something|anything|a document|documents|documentation|material|papers?)\b[^.?!]{0,30}\b(?:the|our|my) ${THEIR_REVIEWERS}\b[^.?!]{0,20}\b(?:show|present|submit|hand|give|forward)\b[^.?!]*`,
  'gi',
);
/**
 * "we do not want to be hostage to a vendor again", "how do I make sure I'm never in this position again? I want to
 * hold the keys": not being locked in to whoever builds it.
 */
const LOCKED_IN_FEARED =
  /[^.?!]*\b(?:(?:vendor|supplier|agency|provider)[- ]lock[- ]?in|lock[- ]?in|locked[- ]in|hostages?|(?:hold|have|keep|own) (?:all )?the keys|(?:never|not) (?:be )?in (?:this|that|the same) (?:position|situation|mess) again|(?:dependent|depend|dependence|reliant)(?: on| of| from)? (?:a|one|any|the|a single|one single) (?:single |alone |sole )?(?:vendor|supplier|agency|provider|service provider|developer|freelancer)|(?:of|from|on) (?:a|one|any|the|a single) (?:single |alone |sole )?(?:vendor|supplier|agency|provider|service provider) (?:\w+ )?(?:dependent|depend)|tied to (?:a|one|the|any) (?:single )?(?:vendor|supplier|agency|provider)|(?:avoid|prevent|never again|not again)\b[^.?!]{0,30}\b(?:dependence|dependency|lock-?in))\b[^.?!]*/gi;
/** "do you work for insurers or banks yourselves?", "any conflict of interest?": whom we work for, our clients. */
const WHOM_WE_WORK_FOR =
  /\bdo (?:you|u) (?:\w+ )?work for (?:[\w-]+ ){0,4}?(?:yourselves|directly)\b[^.?!]*|\bconflicts? of interest\b[^.?!]*/gi;
/**
 * "Can you commit to finishing the migration before it?", "do you commit to the date?", "what if it isn't finished by 30
 * June?": a date promised, which the proposal sets.
 */
const DATE_COMMITTED =
  /\b(?:commit|promise|guarantee)\w* (?:to )?(?:finish|finishing|deliver|delivering|complete|completing|be(?:ing)? (?:done|ready|live)|go(?:ing)? live|launch(?:ing)?)\b[^.?!]*|\b(?:commit|promise|guarantee)\w*\b(?: (?:to|on))? (?:the|that|this|our|a|my) (?:date|deadline|go-?live date|launch date|end date)\b[^.?!]*|\bwhat (?:if|happens if)\b[^.?!]{0,30}\b(?:not|isn't|is not|won't be|will not be)\b(?: \w+)? (?:finished|done|ready|live|delivered|completed)\b[^.?!]{0,10}\b(?:by|on|before|in)\b[^.?!]*/gi;
/** "Can you reuse the Q&A our old bot had?", "use our existing FAQ content": their answers, for the assistant to answer from. */
const THEIR_ANSWERS_REUSED =
  /\b(?:re-?use|import|use|take over|carry over|migrate|load|feed in)\b (?:all )?(?:the |our |their |those |these )?(?:existing |old |current |previous )?(?:[\w-]+ )?(?:q ?& ?a|q and a|faqs?|faq content|question[- ]and[- ]answer pairs|questions and answers|knowledge base)\b(?: (?:our|the|their) (?:old |previous |current |existing )?(?:bot|chatbot|assistant|widget) (?:had|has|used|gave))?/gi;
/** "the extraction itself, can you do it": the work named first is what is asked. */
const WORK_NAMED_FIRST =
  /^\W*(?:(?:ok(?:ay)?|so|and|right|fine)\W+)*(?:the|that|this) ((?:[\w-]+ ){0,2}?[\w-]{3,})(?: itself| part| bit| side)?,\s*(?:can|could|will|would|do) (?:you|u) (?:do|handle|build|manage|deliver|take on) (?:it|that|this)\b/gi;
/** "What would I actually get with the Starter?": what a package includes. */
const WHAT_A_PACKAGE_GIVES =
  /\bwhat (?:would|do|will|does|did|can) (?:i|we|you|one) (?:[\w-]+ ){0,3}?(?:get|receive)\b(?: [\w-]+){0,3}? (?:with|in|at|from|for) (?:the |your )?(starter|professional|enterprise)\b/gi;
/**
 * "And after the call, what happens?", "what do I get after the discovery call?", "après l'appel, il se passe quoi ?"
 * (read "after call, it happens what ?"): the steps after the first call.
 */
const THE_FIRST_CALL = String.raw`after (?:(?:the|that|this|our|a|your) )?(?:free |first |short |discovery |intro(?:ductory)? )*(?:call|meeting|consultation)\b`;
const AFTER_THE_CALL = new RegExp(String.raw`\bwhat\b[^.?!]{0,40}?\b${THE_FIRST_CALL}|\b${THE_FIRST_CALL}[^.?!]{0,40}?\bwhat\b`, 'gi');

/** "the bot", "your assistant": what a question on how we connect names as the thing connected. */
const BOT_NAMED = /\b(?:the |your |a |our )?(?:chat ?bot|bot|assistant)\b/gi;
/** A pattern that matches nothing, for a rewrite that applies only to some questions. */
const NOTHING_TO_REPLACE = /(?!)/g;
/** "how would you integrate the bot there?", "how do you connect to our core system?": how we connect to their systems. */
const HOW_TO_CONNECT =
  /\bhow (?:would|will|do|does|can|could|should) (?:you|u|it|the (?:bot|assistant|system))\b[^.?!]{0,30}\b(?:integrat\w*|connect\w*|hook\w* (?:it |the \w+ )?up|plug\w* (?:it |the \w+ )?in(?:to)?)\b/i;
/** …and what would get the leads into their CRM, which the "Yes, connecting…" of the integrations answers. */
const LEADS_INTO_THEIR_CRM_ASKED = new RegExp(LEADS_INTO_THEIR_CRM.source, 'i');

function wordsSearchedFor(asked: string): string {
  return (
    asked
      // "email a ballpark to tom@lattice-fx.com": the address says where to, not what is asked.
      .replace(/\s*\b(?:to|at|an|à|a)?\s*[\w.+-]+@[\w-]+(?:\.[\w-]+)+/giu, ' ')
      // "notre DPA (accord de sous-traitance RGPD) ?": the acronym is what is asked; its spelled-out form, read word by
      // word, would find other topics.
      .replace(ACRONYM_SPELLED_OUT, '$1')
      // "our data processing agreement (GDPR art. 28)": the DPA, whose words would find the processing of data.
      .replace(/\bdata processing agreements?\b/gi, ' DPA ')
      .replace(THEIR_PEOPLE_ASK, ' ')
      .replace(TOLD_ME_THAT, '')
      .replace(LEADS_INTO_THEIR_CRM, ' integrate with our CRM ')
      .replace(NOTES_INTO_DRAFTS, ' extract data from documents ')
      // "a RAG chatbot": retrieval-augmented generation, an assistant answering from their own documents.
      .replace(/\bR\.?A\.?G\b/g, ' retrieval over your own documents ')
      // "…dass er dann nur sagt „rufen Sie sofort an“" (read "that it then only says „call asap“"): the only words the
      // assistant would say, quoted, are no topic asked (what it should be able to say is).
      // "…sagen „ich geb das an die Praxis weiter“" (read "tell „I pass that to the practice“"): unless they pass it on.
      .replace(
        /\b(?:only|just|simply) (?:says?|tells?|answers?|replies|reply|writes?|responds?)\s*:?\s*[„“"«][^„“”"«»]{1,120}[“”"»]/gi,
        (quoted) => (quoted.search(PASSED_TO_THEIR_PEOPLE) >= 0 ? ' hand over escalate to the team ' : ' '),
      )
      .replace(WHO_CAN_ANSWER_IT, 'who can I talk to')
      // "Is that something you'd set up?": whether we build it, not how long setting up takes.
      .replace(/\bsomething (?:that )?(?:you|u)(?:'d| would| could| can)? set up\b/gi, 'something you build')
      // "…und dann ruf ich zurück?" (read "and then I call back?"): the visitor's own call back, not how fast we reply.
      .replace(/\b(?:and )?(?:then )?(?:I|we)(?:'ll| will)? (?:call|ring|phone) (?:them |him |her |people )?back\b/gi, ' ')
      // "in such a case", "in that case", "just in case": a situation, not a case study.
      .replace(
        /\b(?:just )?in (?:(?:such|so|this|that|any|either|which|each|every|the same|the latter|the former) (?:an? )?)?case\b/gi,
        ' ',
      )
      .replace(ANSWER_LENGTH, ' ')
      .replace(STOP_IT_DOING, ' guardrails ')
      .replace(BEAT_A_PRICE, ' concessions ')
      .replace(PROOF_WE_ARE_REAL, ' what is your process ')
      .replace(AFTER_THE_CALL, ' what happens after I contact you ')
      .replace(OWN_HARDWARE_NEEDED, ' where is the data hosted ')
      .replace(FINE_TUNED_ON_THEIR_DATA, ' do you train models on our data ')
      // "What is the process, specifically?", "wie läuft das konkret ab" (read "what is the process of the specifically"):
      // the whole question asked in practice, not one named thing to confirm ("Polish specifically?").
      .replace(/(?:,\s*|\b(?:of )?(?:the|it|that|this)\s+)(?:specifically|concretely)\b,?/gi, ' ')
      .replace(FED_INTO_A_SHARED_MODEL, ' do you train models on our data ')
      .replace(LEGAL_WORDING_ASKED, ' legal wording ')
      .replace(WHAT_THE_LAW_ALLOWS, ' legal advice ')
      .replace(LAW_NAMED, ' legal advice ')
      .replace(PEOPLE_OF_A_NATIONALITY, ' citizens ')
      .replace(DATA_CROSSES_A_BORDER, ' does the data leave the country ')
      .replace(THAT_KEPT_WHERE, ' where is the data hosted ')
      .replace(READS_AND_DRAFTS, ' document processing ')
      .replace(TEAM_LANGUAGE_ASKED, ' which tongue spoken ')
      .replace(CURRENCY_ASKED, ' which currency ')
      .replace(FIRST_STEP_ASKED, 'what is the first step')
      .replace(PHASED_START_ASKED, ' build one part first and add the rest later ')
      .replace(PARTS_KEPT_APART, ' entity separation ')
      .replace(WRITTEN_FOR_THEIR_REVIEWERS, ' for your reviewers ')
      .replace(LOCKED_IN_FEARED, ' vendor independence ')
      .replace(WHOM_WE_WORK_FOR, ' who are your clients ')
      .replace(THEIR_ANSWERS_REUSED, ' can the assistant answer from our FAQ ')
      // "what becomes of the data of our clients in Togo once that office closes?": what is kept, exported or deleted.
      .replace(
        /\bwhat (?:becomes|happens|will happen) (?:of|to|with) (?:the |our |their |those |these )?(?:[\w-]+ ){0,3}?(?:data|files|records|dossiers)\b[^.?!]*/gi,
        ' data retention and export ',
      )
      // "if one day we part ways with you, what happens to our data?": the end of working together.
      .replace(/\bpart(?:ed|ing)? ways with (?:you|u)\b/gi, 'stop working with you')
      .replace(DATE_COMMITTED, ' how long does a custom project take ')
      .replace(WORK_NAMED_FIRST, 'can you do the $1')
      .replace(PRICED_PER_PART, ' how do you price your work ')
      .replace(DATA_KEPT_IN_A_COUNTRY, ' where is the data hosted ')
      // "Wo landen diese Gespräche?" (read "where end up these conversations"): where they are kept, asked in German order.
      .replace(
        /\bwhere (?:end up|land|go|lie) (?:the |these |those |such |our |their |all )?(?:conversations|chats|messages|transcripts|data)\b/gi,
        'where is the data hosted',
      )
      // "Versteht er Schweizerdeutsch?": a dialect is asked of the languages answer.
      .replace(/\b(?:swiss german|plattdeutsch|bavarian|patois|dialects?)\b/gi, ' languages ')
      .replace(WHAT_A_PACKAGE_GIVES, "what's included in $1")
      .replace(TOOL_DROPPED, ' ')
      .replace(BACK_TO_A_TOPIC, ' ')
      // "50,000 chats in one day": a load, which no deployment day answers.
      .replace(VOLUME_IN_A_SPAN, ' this load ')
      .replace(EXAMPLES_OF_OUR_WORK, ' portfolio examples ')
      .replace(PRODUCT_RECOMMENDATIONS, ' shop product search recommendations ')
      .replace(PRODUCTS_NOT_FOUND, ' shop product search ')
      .replace(RETYPED_BY_HAND, ' document data extraction ')
      .replace(FINDS_THEIR_ERRORS, ' automate checking our documents ')
      .replace(PROGRESS_SEEN, ' progress demo iterations ')
      .replace(WHERE_WE_ARE_BASED, 'where are you located')
      .replace(THEIR_BUDGET_APPROVED, ' ')
      .replace(PULLED_FROM_THEIR_SYSTEM, ' integrate with their system ')
      .replace(LOAD_ASKED, '$1 this load')
      .replace(SCALE_ASKED, 'handle this load')
      .replace(MODEL_UPDATES_CONTROLLED, ' model version approval ')
      .replace(CRISIS_TOLD, 'escalation')
      .replace(PASSED_TO_THEIR_PEOPLE, 'hand over escalate to the team')
      .replace(KEPT_FROM_THE_BOT, 'hand over escalate to the team')
      .replace(THAT_THING_TOO, 'do you build $1')
      .replace(WORKS_WITH_A_NAME, 'integrate with ')
      .replace(THEIR_STACK_IS, 'do you work with ')
      .replace(WITHOUT_INTERNET, ' air-gapped offline ')
      .replace(NO_US_PROVIDER, 'open models running privately')
      .replace(LANGUAGE_MODELS, 'open models')
      .replace(QUALIFIED_BY_NAME, 'are you certified')
      .replace(DIFFICULT_CASES, 'difficult questions')
      .replace(CONTRACT_LENGTH, ' ')
      .replace(ALREADY_PAID_FOR, ' we already have it ')
      .replace(PAYMENT_FLOW, ' checkout integration with ')
      .replace(OUR_CLIENTS_ASKED, ' clients you worked with ')
      .replace(SERVICE_PROVIDER, ' hosting provider ')
      .replace(WHICH_CLOUD, 'where is the data hosted')
      .replace(RUNS_ON_A_CLOUD, 'hosted on $1')
      .replace(SAVINGS_BANK, 'bank')
      .replace(DIRECTORY_LOGIN, 'single sign-on')
      .replace(RIGHTS_BY_ROLE, ' role-based access ')
      .replace(WHO_IS_BEHIND, 'who are you, Vaultline')
      .replace(YOU_TAKE_ON, (said) => (/^(?:in|up) your\b/i.test(said) ? 'something you do' : 'you do'))
      .replace(KEPT_ON_A_LEASH, ' guardrails ')
      .replace(CODE_OWNED, 'contract terms')
      .replace(OUR_STAFF_ACCESS, 'who has access, audit logs, role-based access ')
      .replace(ANOTHER_ONES_DATA, ' role-based access ')
      .replace(SUB_PROCESSORS, ' subprocessors ')
      .replace(A_BUSINESS_OUR_SIZE, ' SME ')
      .replace(SECTORS_WORKED_WITH, 'which industries do you work with')
      .replace(NATIONALITY_OF_A_COMPANY, 'company where are you based')
      .replace(KNOWS_A_RULEBOOK, (_, before?: string, after?: string) => `compliant with ${before ?? after}`)
      .replace(END_OF_CONTRACT, ' stop working with you ')
      .replace(TAKE_DATA_OUT, ' export our data ')
      .replace(TELL_ME_IF, ' if ')
      .replace(ONLY_WHAT_NOW, 'what are the next steps')
      .replace(BARE_MODELS, 'which models')
      .replace(RATES_ASKED, ' how much does it cost ')
      .replace(CONVERSATIONS_REVIEWED, ' audit trail ')
      .replace(EVIDENCE_WHAT_IT_TOLD, ' audit trail ')
      .replace(ANSWERS_THAT_ALONE, ' individual judgement ')
      .replace(WITHOUT_US, ' hosted in our own environment ')
      .replace(READY_MADE_CONNECTOR, 'integration')
      .replace(FOUR_DAYS_FOR_THEIRS, 'how long does a custom project take')
      .replace(BUILT_FOR_WHOM, 'which clients have you worked with')
      .replace(WHEN_IT_BREAKS, 'what support after go-live')
      .replace(EXISTING_LOGINS, '')
      .replace(EARLIEST_START, 'how fast do you respond, process steps')
      .replace(AUTO_DECISION, 'automatically ')
      .replace(BASED_WHERE, 'where are you based')
      .replace(CATCHES_ALL, 'how often does the AI get things wrong')
      .replace(POPULAR_ONE, 'the Professional AI CRM')
      .replace(PRO_WRITTEN_SHORT, 'the Professional AI CRM')
      .replace(CHEAPER_ONE, 'the Starter AI CRM')
      .replace(BACK_TO, ' ')
      .replace(DOCUMENT_KINDS, 'documents')
      .replace(INVOICE_ERROR, 'invoice')
      .replace(DEPLOY_IN_OURS, 'hosted on our own servers')
      .replace(WHO_SEES_PROMPTS, 'do you train models on our data')
      .replace(DIGRESSION, '')
      .replace(OFF_THE_SHELF_EDITION, 'ChatGPT')
      .replace(CODING_LANGUAGE, 'tech stack')
      .replace(AUDIT_REPORTS, 'certification audit reports')
      .replace(REPORTS, (report) => (AUDIT_CONTEXT.test(asked) ? report : ' '))
      .replace(MEET_THE_DATE, 'can you meet our deadline')
      .replace(CASE_BY_CASE, 'individual judgement')
      .replace(EVIDENCE_FOR, 'what can you show us instead of a certificate')
      .replace(DATA_BACK, 'export our data')
      .replace(CONTRACT_END, ' ')
      .replace(PUBLIC_TENDERS, 'public tenders')
      .replace(DATA_CENTRE, 'datacenter')
      .replace(THEIR_SYSTEM_BESIDE, '')
      .replace(AT_OUR_SIZE, ' ')
      .replace(BEFORE_WE_SHARE, ' ')
      .replace(WHAT_YOU_BUILD_AS_SUBJECT, 'it')
      .replace(AFTER_THE_FIRST_CALL, 'what is the process')
      .replace(HOW_LONG_A_MEETING, ' its length ')
      .replace(SENT_BY_EMAIL, ' integrate with our email ')
      .replace(PEOPLE_LIVE_IN, 'use ')
      .replace(WHO_SEES_THEIR_DATA, 'who has access, audit logs, role-based access ')
      .replace(THEIR_SYSTEM_ACCESSED, ' integrate with our systems ')
      .replace(LIVE_DATA_READ, ' integrate with our systems ')
      .replace(INTO_THEIR_SYSTEM, ' integrate with our systems ')
      .replace(MODELS_LEARN_FROM_IT, 'do you train models on our data')
      .replace(ANOTHER_OF_THEIR_OFFICES, ' one of our sites ')
      .replace(THEIR_OFFICE, ' our own premises ')
      .replace(WITHOUT_OWN_SERVERS, ' where is it hosted, cloud or own servers ')
      .replace(BACK_END, 'backend')
      .replace(WHAT_IS_AI_CRM, 'what packages do you have')
      .replace(WHAT_ARE_WE_TALKING, 'rough price ballpark')
      .replace(ROUGH_FIGURE, 'rough price ballpark')
      .replace(BALLPARK, 'rough price ballpark')
      .replace(A_FIGURE_WANTED, 'rough price ballpark')
      .replace(AFTER_A_RULEBOOK, 'under ')
      .replace(NAMED_CONTACT, 'the name of someone on your team')
      .replace(WHEN_SOMEONE_REPLIES, 'when will someone get back to me')
      .replace(BUILD_ON_A_PLATFORM, 'integrate with ')
      .replace(WRONG_FIGURES_STATED, '$1wrong answers')
      .replace(SIGN_UP, 'join')
      .replace(STANDARD_PRODUCTS, 'packages')
      .replace(WHAT_OPTIONS, 'what packages do you have')
      .replace(OVERVIEW_OF_PACKAGES, 'what packages do you have')
      .replace(INSTEAD_OF_CERTIFICATES, 'what can you show us instead of a certificate')
      .replace(ROUND_THE_CLOCK, ' ')
      .replace(SLA_TERMS, (term) => (SLA.test(asked) ? ' ' : term))
      .replace(SMALL_OFFERING, 'Starter package')
      .replace(SECURE_PAYMENT, 'secure checkout')
      .replace(PAYMENT_PROVIDER, ' secure checkout integrations ')
      .replace(WHO_TO_CONTACT, 'how can I talk to a person')
      .replace(CALL_ME_ASKED, 'how can I talk to a person')
      .replace(BUILT_TO, ' ')
      .replace(IN_WHAT_WE_BUILD, ' ')
      // For whom is context; a rulebook named after it ("nach BITV 2.0") is kept, to be declined by name.
      .replace(ACCESSIBILITY_RULEBOOK, (_, name: string) => `accessibility ${name}`)
      .replace(INTERFACES_SUITABLE, 'are your interfaces accessible')
      .replace(IS_IT_ACCESSIBLE, (_, rest: string) => `are your interfaces accessible${/[A-Z0-9]/.test(rest) ? rest : ''}`)
      .replace(OUR_HEADCOUNT, 'team size')
      .replace(OUR_OFFICE, 'office location')
      .replace(CASE_SYSTEM, 'our existing systems')
      .replace(CUSTOM_BUILT_SYSTEM, ' integrate with existing systems ')
      .replace(FILLS_OUR_SYSTEM, ' integrate with existing systems ')
      .replace(ACTS_NOT_JUST_TELLS, ' integrate with existing systems ')
      .replace(ACTS_IN_THEIR_RECORDS, ' integrate with existing systems ')
      .replace(LOOKS_UP_FOR_THEM, ' integrate with existing systems ')
      .replace(READS_THEIR_SYSTEM_LIVE, ' integrate with existing systems ')
      .replace(LOOKS_UP_IN_THEIR_SYSTEM, ' integrate with existing systems ')
      .replace(SENT_TO_A_MODEL_PROVIDER, ' is our data sent to a third-party AI provider ')
      .replace(WHAT_AUDIT_LOGS_COVER, 'do you provide audit logs')
      .replace(CHAT_THING, 'chat assistant')
      .replace(OUR_PART_ASKED, 'what must we supply')
      // "How would you integrate the bot there?": the bot is what is connected, not the question's topic.
      .replace(HOW_TO_CONNECT.test(asked) ? BOT_NAMED : NOTHING_TO_REPLACE, ' ')
      .replace(WHAT_TO_PREPARE, 'what should we prepare for the call')
      .replace(HOW_LONG_FOR_A_PROJECT, 'how long does a custom project take')
      .replace(HOW_LONG_ALONE, 'how long does the deployment take')
      .replace(HOW_LONG_UNTIL, 'how long does the deployment take')
      .replace(HOW_LONG_TO_LIVE, 'how long does the deployment take')
      .replace(LONG_NOT_DURATION, ' ')
      .replace(AUDIT_PRACTICE, ' ')
      .replace(EXAMPLES_IN_BRACKETS, '$1')
      .replace(PRODUCT_PAPERS, '$1')
      .replace(PULL_OUT, ' extract data from documents ')
      .replace(EXTRACTED_FROM_DOCUMENTS, ' extract data from documents ')
      .replace(DOCUMENTS_READ, '$1documents')
      .replace(DOCUMENTS_READ_AFTER, 'documents $1')
      .replace(ANSWERS_FROM_THOSE, '$1 from documents')
      .replace(QUESTIONS_FROM_OUR_MATERIAL, ' answer questions from documents ')
      .replace(FRONT_END, 'frontend')
      .replace(FIRST_RESULTS, 'how does the process work')
      .replace(SINCE_WHEN, 'when was the company founded')
      .replace(USE_YOUR_SOLUTIONS, '$1 you')
      .replace(ON_OFFER, 'what packages do you have')
      .replace(WHERE_IT_RUNS, 'where is it hosted')
      .replace(WHERE_STORED, 'where is it hosted')
      .replace(WORK_WITH_WHAT, 'what technologies do you use')
      .replace(PACKAGES_SET_AGAINST, (pair) => `compare packages ${pair}`)
      .replace(INTO_OUR_SYSTEM, ' integrate with existing systems')
      .replace(GOES_INTO_THAT, ' integrate with existing systems ')
      .replace(WORKS_WITH_NAMED, 'integrate with ')
      .replace(VIA_NAMED_SYSTEM, 'integrate with ')
      .replace(FROM_THEIR_SYSTEM, ' integrate with existing systems ')
      .replace(FROM_NAMED_SYSTEM, 'integrate with ')
      .replace(FROM_THE_SYSTEM_BEFORE, ' integrate with existing systems ')
      .replace(OUR_NAMED_SYSTEM, 'integrate with ')
      .replace(NAMED_CONNECTOR, 'integrate with $1')
      .replace(READY_CONNECTOR_WRITTEN_SMALL, (_, name: string) => `integrate with ${name.charAt(0).toUpperCase()}${name.slice(1)}`)
      .replace(DIRECTLY_INTO_NAMED, (_, system: string) => `integrate with ${system[0]!.toUpperCase()}${system.slice(1)}`)
      .replace(PRIVATE_ORGANISATION, '')
      .replace(PHONE_NUMBER, ' ')
      .replace(FREE_CALL, 'discovery call process')
      .replace(OWN_CLOUD, 'hosted in our own cloud')
      .replace(RUNS_AT_THEIRS, 'run on-premise hosted')
      .replace(AFTER_CONTACT, 'discovery call process')
      .replace(PACKAGE_ADDS, (_, pack: string) => `what is included in the ${pack} package`)
      .replace(PACKAGE_BRINGS_WHAT, (_, pack: string) => `what is included in the ${pack} package`)
      .replace(WHAT_HAPPENS_IF, ' ')
      .replace(HOW_LONG_NEEDED, 'how long does the deployment take')
      .replace(FEASIBLE_IN_HOW_LONG, 'how long does the deployment take')
      .replace(HOW_FAST_DELIVERED, 'how long does the deployment take')
      .replace(RESTRICTS_WHO_SEES, 'role-based access')
      .replace(LIMITS_WHAT_IS_SEEN, 'role-based access data minimisation')
      .replace(OTHERS_READ_ALONG, 'role-based access')
      .replace(KEPT_FROM_SEEING, 'role-based access')
      .replace(WHO_CAN_SEE, 'role-based access audit logs')
      .replace(WHO_VIEWED_WHAT, 'role-based access audit logs')
      .replace(ACCESS_BY_ROLE, 'role-based access')
      .replace(ONLY_SOME_SEE, 'role-based access')
      .replace(MOBILE_PHONES, 'mobile')
      .replace(RUNS_AN_ORGANISATION, 'we have ')
      // "a 2-person startup", "a ten-person team": the size of the visitor's team, no person asked for.
      .replace(/\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)[- ](?:person|people|man|woman|strong)\b/gi, ' ')
      .replace(PERSON_DECIDES, ' individual judgement ')
      .replace(INDIVIDUAL_JUDGEMENT, ' individual judgement ')
      .replace(LANGUAGES_ASKED, ' languages ')
      .replace(SPECIAL_TERMS, ' concessions ')
      .replace(COMMERCIAL_TERMS, (terms) =>
        (THEIR_OWN_PAYMENTS.test(asked) && !PAYS_US.test(asked)) || (/^fixed/i.test(terms) && FIGURE_ASKED.test(asked))
          ? terms
          : ' remuneration ',
      )
      .replace(RUNNING_COSTS, ' upkeep ')
      .replace(RETURN_ASKED, ' profitability ')
      .replace(WHY_CHOOSE_US, ' what is your agency focus ')
      .replace(BUDGET_FIT, (fit) => (MONEY_NAMED.test(asked) ? ' affordability ' : fit))
      .replace(OWN_PEOPLE, ' ')
      .replace(OWN_PRODUCT, '$1')
      .replace(AFTER_THIS_CHAT, ' when will I hear back ')
      // "we build them by hand": done manually today, no hand-over.
      .replace(/\bby hand\b/gi, ' manually ')
      .replace(PROCESS_OF_A_PROJECT, ' what is your process ')
      .replace(IN_PHASES, ' what is your process ')
      .replace(KEPT_FROM_PROVIDER, ' is our data sent to a model provider ')
      .replace(WHICH_MODELS_USED, ' which open models would you run ')
      .replace(WHERE_DATA_IS, 'where is the data hosted')
      .replace(KEEP_IT_IN_THE_COUNTRY, 'region')
      .replace(KEPT_FOREVER, ' retention ')
      .replace(PRIVILEGE_WAIVED, ' legal opinion ')
      .replace(OR_JUST, ' ')
      .replace(YOURS_OR_OURS, ' hosted in our own cloud or on-premise ')
      .replace(NEVER_SAID, ' how do you prevent the AI making something up ')
      .replace(ADVICE_KEPT_OUT, 'guardrails')
      .replace(PROMISES_KEPT_OUT, 'guardrails')
      .replace(LIABLE_IF, ' liability contract ')
      .replace(WHAT_YOU_DO_SO_THAT, ' how do you prevent ')
      .replace(PEOPLE_TRAINED, 'staff training')
      .replace(LEAD_IN, ' ')
      .replace(MODEL_IMPROVEMENT, (_, before?: string, after?: string) => `train ${before ?? after ?? 'models'}`)
      // "how do you ensure the thing makes nothing up?": read as hallucinating first, then as how that is prevented.
      .replace(MAKING_THINGS_UP, 'hallucinate')
      .replace(HOW_WE_KNOW_NOT_MADE_UP, 'how do you prevent hallucinations')
      .replace(WRONG_ANSWER_FEARED, 'how do you prevent hallucinations')
      .replace(GUESSING, 'hallucinate')
      .replace(KNOW_IT_WORKS, 'how do you test it before go-live')
      .replace(TRIAGE_FOR_PEOPLE, 'assistant hand over escalate')
      .replace(PEOPLE_TAKE_OVER, 'assistant hand over escalate')
      // "…when it doesn't know, can it transfer to our secretaries?": the transfer asked is the answer.
      .replace(DOES_NOT_KNOW, () => (asked.search(PASSED_TO_THEIR_PEOPLE) >= 0 ? ' ' : 'guardrails hand over'))
      .replace(IDIOM, ' ')
      .replace(IS_IT_A_PROBLEM, ' can you handle ')
      .replace(RISK_SCORING, ' predictive models ')
      .replace(INFRASTRUCTURE_AS_CODE, ' terraform infrastructure ')
      .replace(ON_PREM, 'on-premise')
      .replace(HEADCOUNT, ' ')
      .replace(PREPARED_FOR_PEOPLE, 'process')
      .replace(OF_THEIR_SECTOR, ' ')
      .replace(WHOSE_DATA, ' ')
      .replace(THEIR_CLIENT_ACTS, 'a user ')
      .replace(POOR_INPUT, ' error rate ')
      .replace(WE_SEND_DOCUMENTS, ' ')
      .replace(UP_AND_RUNNING, ' go live ')
      .replace(THE_DAMAGE, (_, word?: string) => (word ? ` ${word} ` : ' price '))
      .replace(APPLIES, ' ')
      .replace(LAUNCH_DATE, 'deadline')
      .replace(BUILDS_SHOPS, 'build online store ecommerce')
      .replace(HAND_OFF, 'hand over')
      .replace(MODEL_CHOICE, 'which open models would you run and on what hardware')
      .replace(CALL_BACK_SPEED, 'how fast do you respond')
      .replace(NEXT_STEPS, 'process steps')
      .replace(NEEDED_FROM_US, 'what to prepare')
      .replace(DATA_PROCESSING, 'data hosted')
      .replace(DATA_IS_WHERE, 'where is the data hosted')
      .replace(WHO_HAS_ACCESS, 'role-based access')
      .replace(UNDER_THE_FOUR_DAYS, ' 4 days for a custom project timeline ')
      .replace(FOUR_DAYS_ANNOUNCED, 'the 4-day deployment')
      .replace(NEEDED_FOR_THE_DAYS, ' deployment days ')
      .replace(FOUR_DAYS, ' what happens on each day of the deployment ')
      .replace(RUNNING_IN_FOUR_DAYS, 'live in 4 days')
      .replace(EACH_DAY, 'deployment day plan')
      .replace(RATHER_THAN_A_TOOL, 'instead of')
      // Any chat tool is asked about as the knowledge names them ("Le Chat", "Gemini": ChatGPT and Copilot).
      .replace(WHY_NOT_THE_TOOL, 'why not just use ChatGPT')
      .replace(WHO_RUNS_IT_AFTER, 'what support do you provide after go-live')
      .replace(WHO_WE_WORK_WITH, 'which industries do you work with')
      // "…someone in the loop": only a place makes it a question about where we are.
      .replace(OUR_PEOPLE_IN_A_PLACE, (said) =>
        said.split(/[^\p{L}]+/u).some((word) => PLACES.has(word.toLowerCase())) ? 'where is your office' : said,
      )
      .replace(CONTRACTS_PROCESSED, ' extract data from documents ')
      .replace(PULLED_OUT, ' extract data from documents ')
      .replace(DAY_OF_DEPLOYMENT, (day) => `${day} what happens on each day of the deployment`)
      .replace(REAL_TIME, 'realtime')
      .replace(CONNECTED_TO_THEIRS, ' connect to your existing systems ')
      .replace(LOG_IN, 'single sign-on')
      .replace(IDENTITY_PROVIDER, ' single sign-on ')
      .replace(ONLINE_BOOKING, ' web portal ')
      .replace(BUDGET_FOR, ' need ')
      .replace(HARDWARE_ASKED, 'which open models would you run and on what hardware')
      .replace(SHOWN_INSTEAD, 'show instead of a certificate')
      .replace(ORDER_PROCESS, 'checkout')
      .replace(INTO_THEIR_CRM, ' CRM integration ')
      .replace(FOR_THEIR_PEOPLE, ' ')
      .replace(CLIENTS_ASKED, 'which clients references')
      // "Have you already built a ready-made interface for that?": an integration asked about, not a reference.
      // "…one you've done for another marina or boatyard?": the kind of client named is context, not a topic.
      .replace(SECTOR_EXPERIENCE, 'regulated industries experience, references worked with')
      .replace(EXPERIENCE_FOR_OTHERS, (said) => (INTEGRATION_BUILT.test(asked) ? said : 'references worked with'))
      .replace(PURPOSE_CLAUSE, ' ')
      .replace(AHEAD_OF_AN_EVENT, ' ')
      .replace(CONTRACT_OF_OURS, '$1 ')
      .replace(RATE, ' ')
      .replace(QUALITY_RATE, ' accuracy ')
      .replace(MEASURED_RATE, '$1')
      .replace(SUPPORT_VERB, '$1')
      .replace(AGREEMENT_UNDER_RULEBOOK, '$1')
      .replace(PRICE_KIND, (kind) => (CONTRACT_MODEL.test(asked) ? kind : ''))
      .replace(HOW_MUCH_OF, ' ')
      .replace(HOW_MUCH, 'price')
      .replace(HOW_HIGH, 'what')
  );
}

/**
 * The question in the words the knowledge is searched by: "per day", "an hour" are a rate, not the day-by-day deployment
 * plan; "do you support X" asks about X; "who accessed which files when?" asks for audit logs.
 * Several searches of one turn ask the same question, so recent ones are kept.
 */
export const searchWordsOf = rememberingRecent(wordsSearchedFor, 512);

/** Entries made for one rewrite's token ("entity separation", "for your reviewers"): looked up by it, never searched. */
const ONLY_BY_REWRITE: ReadonlySet<string> = new Set(['separate-parts', 'written-for-reviewers', 'keeping-control']);

/** Whether an entry answers one concern a rewrite recognised ("hostage to a vendor again" → keeping control). */
export function answersARecognisedConcern(entryId: string): boolean {
  return ONLY_BY_REWRITE.has(entryId);
}
/** Entries whose only keyword is a token the rewrites above write ("individual judgement", "concessions", "affordability"). */
const REACHED_BY_REWRITE: ReadonlySet<string> = new Set([
  'individual-decisions',
  'special-rates',
  'budget-fit',
  'commercial-terms',
  'running-costs',
  'return-on-investment',
]);

export function knowledgeBaseFor(knowledge: Knowledge): KnowledgeBase {
  let base = built.get(knowledge);
  if (!base) {
    base = new KnowledgeBase(knowledge);
    built.set(knowledge, base);
  }
  return base;
}
