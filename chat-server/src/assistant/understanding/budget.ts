/**
 * Budget in a visitor message: an amount ("around €120k", "$200k", "50k
 * USD"), a range word ("enterprise budget"), a budget stated without a
 * figure ("the budget is approved"), or explicitly unknown ("not sure",
 * "no budget yet"). Amounts in words are read as digits first ("forty grand",
 * "achtzigtausend"). Traffic figures and years are not budgets.
 */
import type { BudgetRange } from '../conversation.js';
import { withAmountsInDigits } from './number-words.js';

export type Budget =
  { kind: 'amount'; text: string } | { kind: 'range'; range: Exclude<BudgetRange, 'stated'> } | { kind: 'stated' } | { kind: 'unknown' };

const UNKNOWN = [
  /\bbudget (?:is |of )?(?:[$€£]\s?0|0\s?(?:usd|eur|gbp|[$€£]))(?![\d,]|\.\d)|\b(?:zero|no) (?:budget|money)\b/i,
  /\b(?:no|without an?|don't have an?|do not have an?|haven't got an?)\s+(?:fixed\s+|set\s+|clear\s+|defined\s+|real\s+|approved\s+|agreed\s+|allocated\s+|final\s+)?budget\b/i,
  // "On n'a pas encore de budget arrêté" (read "we have not yet of fixed budget").
  // "We have not set a budget yet", "we haven't agreed a budget".
  /\b(?:have|has) not\s+(?:yet\s+|still\s+)?(?:(?:set|fixed|defined|agreed|approved|allocated)\s+)?(?:of\s+|a\s+|any\s+)?(?:fixed\s+|set\s+|defined\s+|approved\s+|agreed\s+)?budget\b|\b(?:haven'?t|hasn'?t)\s+(?:yet\s+)?(?:set|fixed|defined|agreed|approved|allocated|got)\s+(?:a\s+|any\s+)?budget\b/i,
  // "Nous n'avons pas encore arrêté de budget" (read "we have not yet fixed of budget").
  /\bnot\s+(?:yet|still)\s+(?:set|fixed|defined|decided|agreed|approved)\b[^.!?,;\n]{0,10}\bbudget\b/i,
  /\bbudget\b[^.!?,;\n]{0,25}\b(?:not sure|unsure|unknown|tbd|to be (?:defined|decided|confirmed)|undecided|(?:still )?not (?:yet )?(?:set|defined|fixed|decided|clear|known|approved|allocated|confirmed|agreed|signed off|released|voted)|unclear|open)\b/i,
  // "budget comes from the department and isn't set yet".
  /\bbudget\b[^.!?;\n]{0,40}\b(?:isn'?t|is not|hasn'?t been|has not been) (?:yet )?(?:set|defined|fixed|decided|known|approved|allocated|confirmed|agreed)\b/i,
  /\b(?:not sure|unsure|no idea|don't know|do not know)\b[^.!?,;\n]{0,25}\bbudget\b/i,
  // "Budget we don't know yet, it will depend on your proposal": the budget waits for our quote.
  /\bbudget\b[^.!?,;\n]{0,15}\b(?:we|i)\s+(?:don'?t|do not)\s+(?:yet\s+)?know\b|\bbudget\b[^.!?\n]{0,30}\b(?:will |would )?depends? on (?:your|the) (?:proposal|quote|offer|estimate)\b/i,
  /\bbudget\?\s*(?:not sure|no idea|unsure|dunno|tbd|don't know)/i,
  // "Budget haben wir noch keins" read through the gloss: "budget have we yet none".
  /\bbudget\b[^.!?,;\n]{0,25}\b(?:none|nothing)\b/i,
  // "eine Summe kann ich noch nicht nennen" (read "a sum can I still not name"): no figure yet.
  /\b(?:sum|amount|figure)\b[^.!?\n]{0,10}\bcan (?:i|we) (?:still |yet )?not (?:name|say|give|share|tell|disclose)\b|\bcan(?:no|')?t (?:name|give|say|share) (?:a |the |any )?(?:sum|amount|figure) yet\b/i,
  // "Budget weiß ich noch nicht" (read "budget know I still not"): not known yet.
  /\bbudget\b[^.!?,;\n]{0,10}\bknows? (?:i|we) (?:still |yet |now )?not\b/i,
  // "Budget kann ich noch nicht sagen" (read "budget can I still not tell"): no figure to give yet.
  /\bbudget\b[^.!?,;\n]{0,10}\bcan (?:i|we) (?:still |yet |now |here )?not (?:name|say|tell|give|share|disclose)\b/i,
  // "das Budget klären wir intern noch" (read "the budget clarify we internally still"): not known yet.
  /\bbudget\b[^.!?,;\n]{0,25}\b(?:clarif\w*|being (?:discussed|decided|worked out)|still (?:open|being)|internally)\b/i,
  // "budget we'll discuss on the call": left for the call, so not asked again here.
  /\bbudget\b[^.!?;\n]{0,20}\b(?:we'?ll|we will|we can|to|let'?s) (?:discuss|talk about|cover|go over|clarify|sort out)\b|\b(?:discuss|talk about|cover|go over) (?:the )?budget (?:on|in|during|at) (?:the )?(?:call|meeting)\b/i,
];
/** "budget? nah not telling u that yet", "the budget is fixed in the tender and I can't disclose it": withheld, not asked again. */
const WITHHELD = [
  /\bbudget\b[^.!\n]{0,50}?\b(?:can(?:no|')?t|cannot|won'?t|will not|rather not|prefer not|unable to|not (?:able|allowed|going|in a position) to|not telling|not (?:disclos|shar|reveal)\w*|confidential)\b[^.!?\n]{0,20}\b(?:disclose|share|say|tell|give|reveal|communicate|telling|yet|it|that|talk|speak|discuss)\b/i,
  /\b(?:can(?:no|')?t|cannot|won'?t|rather not|unable to|not (?:allowed|in a position) to) (?:disclose|share|say|tell|give|reveal|communicate|state|name|mention|provide|put|speak|talk|discuss|go into)\b[^.!?\n]{0,30}\bbudget\b/i,
  // "Budget is not something I discuss in a chat window", "too early to talk budget", "budget: I'd rather discuss it in
  // person", "Budget wollen wir erst nach dem Gespräch nennen" (read "budget want we only after the call name").
  /\bbudget\b[^.!?\n]{0,10}\b(?:is not|isn't) something (?:i|we)\b|\btoo early (?:to|for) (?:speak|talk|discuss|say)\w* (?:about )?(?:the )?budget\b|\bbudget\b[^.!?\n]{0,20}\b(?:i|we) (?:prefer|'d prefer|would prefer|'d rather|would rather) (?:to )?(?:talk|discuss|speak)\w*\b|\bbudget\b[^.!?\n]{0,20}\bonly after the (?:call|meeting|conversation|discovery call)\b/i,
  // "budget nenne ich hier nicht" (read "budget name I here not"), "le budget, on ne communique pas" (read "the budget,
  // we not communique not"): withheld in German or French word order.
  // "eine Zahl darf ich nicht nennen" (read "a number may I not name").
  /\b(?:number|sum|amount|figure)\b[^.!?\n]{0,10}\b(?:may|can|must) (?:i|we) (?:\w+ )?not (?:name|say|tell|give|share|disclose)\b/i,
  /\bbudget\b[^.!?\n]{0,10}\b(?:name|tell|say|give|share|disclose|reveal|mention|communicat\w*|communique)\b[^.!?\n]{0,15}\bnot\b|\bbudget\b[^.!?\n]{0,10}\b(?:i|we) (?:do )?not (?:name|tell|say|give|share|disclose|mention|communicat\w*|communique)\b/i,
];
const RANGES: ReadonlyArray<readonly [Exclude<BudgetRange, 'stated'>, RegExp]> = [
  ['enterprise', /\benterprise budget\b/i],
  ['business', /\bbusiness budget\b/i],
  ['startup', /\bstartup budget\b/i],
  ['flexible', /\bflexible budget\b|\bbudget is (?:flexible|not an issue|no problem)\b|\bmoney is(?:n't| not) an issue\b/i],
];
const INDIAN_UNITS = 'lakhs?|lacs?|crores?';
/**
 * Currencies by code and by name: the visitors write from beyond the euro, the pound and the franc too ("RM 150k"; rand
 * and rupees as "R900k", "Rs 40 lakh").
 */
const CURRENCY_CODES =
  'usd|eur|gbp|chf|cad|aud|nzd|sgd|hkd|jpy|inr|idr|sek|nok|dkk|pln|czk|huf|ron|zar|aed|sar|qar|mxn|brl|tnd|mad|dzd|egp|ngn|kes|ghs|xof|xaf|cny|krw|thb|myr|rm';
const CURRENCY_NAMES =
  'dollars|euros?|pounds|francs|franken|bucks|quid|rupiah|rupees|yen|kronor|kroner|zloty|dirhams|dinars|riyals|rials|shekels|naira|cedis|shillings|lira|ringgit|baht|rand|pesos|reais';
const CURRENCY_AMOUNT = new RegExp(
  String.raw`(?:[$€£₹]|\b(?:${CURRENCY_CODES})\s?)\d[\d,.]*\s?(?:k|m|million|thousand|${INDIAN_UNITS})?\b|\bRs?\.?\s?\d[\d,.]*\s?(?:k|m|million|thousand|${INDIAN_UNITS})\b|\b\d[\d,.]*\s?(?:k|m|million|billion|thousand|${INDIAN_UNITS})?\s?(?:${CURRENCY_CODES}|${CURRENCY_NAMES})\b|\b\d[\d,.]*\s?(?:k|m)?\s?[$€£₹]`,
  'i',
);
/** "ca. 120k", "approx. 50k": the abbreviation's dot does not end the sentence. */
const ABBREVIATION = /\b(ca|approx|appr|env|rd|zirka|circa)\./gi;
/** "50 000 €": a space (or a narrow one) between thousands before a currency, read as "50,000 €". */
const SPACED_THOUSANDS = new RegExp(
  String.raw`\b(\d{1,3})[ \u00a0\u202f](\d{3})(?=\s?(?:[$€£]|k€|(?:${CURRENCY_CODES}|${CURRENCY_NAMES})\b))`,
  'gi',
);
const BUDGET_WORDS = String.raw`(?:budget|spend|invest(?:ment)?|afford|allocated|set aside|earmarked|reserved|ring-?fenced|approved|pay|cost|money)`;
/** "120k", "1.5 million", and a range of them, "60-70k"; "45 lakh", "2 crore" (a hundred thousand, ten million rupees). */
const THOUSANDS = String.raw`\d[\d,.]*(?:\s?(?:-|–|to)\s?\d[\d,.]*)?\s?(?:k|m|million|thousand|${INDIAN_UNITS})`;
/** "we have 50k members", "we'd be at 120k users": a count of something named after the figure, not money. */
const NO_COUNT_AFTER = String.raw`(?!\s+(?!(?:for|to|in|on|at|of|or|and|but|so|then|now|max|maximum|tops|total|all|ish|this|that|is|are|would|could|will|available|approved|allocated|set|earmarked|reserved|left|budget|plus|from)\b)\p{L})`;
// "Budget ca 40.000": a figure written in thousands right after the word budget needs no currency.
const AMOUNT_NEAR_BUDGET = new RegExp(
  String.raw`\b${BUDGET_WORDS}\b[^.!?\n]{0,30}?\b(${THOUSANDS})\b|\b(${THOUSANDS})\b[^.!?\n]{0,20}\b${BUDGET_WORDS}\b|\bbudget\b[^.!?\n\d]{0,15}\b(\d{1,3}(?:[.,']\d{3})+)\b(?![.,']?\d)`,
  'i',
);
/**
 * "We'd have 50k or so for it", "we got like 35k", "is 15k enough?", "on a genre 25k" (read "we have kind 25k"), "30k hätten wir" (read
 * "30k would have we"), "30-40k for a first version": an amount the visitor has for the project.
 */
const AMOUNT_WE_HAVE = new RegExp(
  String.raw`\b(?:(?:we|i)(?: (?:honestly|really|only|just|still|realistically|currently))*(?:'d| would| could)? (?:(?:only|just|still|really) )?have|(?:we|i)(?:'ve| have)? got|we can (?:do|go to|stretch to)|there(?:'s| is)) (?:(?:honestly|really|realistically|only|just|so|about|around|roughly|maybe|up to|some|like|kind(?: of)?|sort of|approximately|approx|ca|max|maximum|at most|tops) ){0,3}(${THOUSANDS})\b${NO_COUNT_AFTER}|\b(${THOUSANDS}) (?:would |could )?(?:have|had) we\b|\b(${THOUSANDS}) (?:is |are |would be |will be |be |that (?:is |would be )?)?(?:enough|sufficient|suffices?)\b|\b(?:be enough|suffice|suffices) (${THOUSANDS})\b|\b(?:is|are|would|will) (?:about |around |roughly |like )?(${THOUSANDS}) (?:be )?(?:enough|sufficient|realistic|doable)\b|\b(${THOUSANDS}) for (?:a|the|our|this) (?:first |initial |whole |entire |v1 )?(?:version|release|mvp|pilot|phase|project|build|prototype|poc|proof of concept|rollout|iteration)\b`,
  'iu',
);
/** "max. 15k, more is not in it this year", "20k tops": a ceiling for the project, a figure with no noun after it. */
const AMOUNT_AT_MOST = new RegExp(
  String.raw`(?:\b(?:max(?:imum)?\.?|at (?:the )?most|no more than|not more than|tops|up to)\s*(${THOUSANDS})|\b(${THOUSANDS})\s+(?:max(?:imum)?|tops|at (?:the )?most))(?=\s*(?:[,.;:!?)–-]|$)|\s+(?:and|but|or|then|is|total|all in|more)\b)`,
  'i',
);
/**
 * "about 50k", "ok. ent. 3 months. 30k", "so 50k": an amount in thousands said on its own, the way a visitor answers
 * what the project may cost ("50k? 200k?" guesses our price); "we'd be at 40-50k" (from "on serait sur 40-50k").
 */
const AMOUNT_ALONE = new RegExp(
  String.raw`(?:^|[.!?;]\s+)(?:(?:ok(?:ay)?|so|well|yes|about|around|roughly|approx(?:imately)?|ca|circa|maybe|like|max(?:imum)?|~)[\s,.]*)*(${THOUSANDS})(?:\s*(?:or so|ish|max|tops))?\s*(?:[.!]|$)|\bwe(?:'d| would) be (?:at|on|around|looking at) (?:about |around |roughly )?(${THOUSANDS})\b${NO_COUNT_AFTER}`,
  'iu',
);
/**
 * "sorry, 40k not 400k", "i meant 35k", "make that 80k", "budget 50k… pardon, plutôt 80k" (read "sorry, rather 80k"): a
 * figure corrected, the new one being the budget.
 */
const AMOUNT_CORRECTED = new RegExp(
  String.raw`\b(?:sorry|pardon|oops|correction|typo)\b[\s,.…:;!-]*(?:(?:rather|actually|more like|make (?:that|it)|i mean|we mean)\s+)(${THOUSANDS})\b${NO_COUNT_AFTER}|\b(${THOUSANDS}),?\s+(?:and\s+)?(?:not|instead of|rather than)\s+${THOUSANDS}\b|\b(?:i|we) meant (?:about |around |roughly )?(${THOUSANDS})\b${NO_COUNT_AFTER}|\bmake (?:that|it) (?:about |around |roughly )?(${THOUSANDS})\b${NO_COUNT_AFTER}`,
  'iu',
);
/** "budget not fixed, but we're thinking 40-50k EUR": an amount given after all. */
const AMOUNT_AFTER_ALL =
  /\b(?:but|though|however|although)\b[^.!?\n]{0,30}\b(?:we|we're|we'd|i|i'm|i'd|thinking|guess|probably|likely|around|about|roughly|approx\w*|somewhere)\b[^.!?\n]{0,20}$|^\s*(?:yet|so far|for now)?[\s,;:–-]+(?:somewhere|probably|prob|probs|prolly|likely|roughly|around|about|approx\w*|maybe|perhaps|possibly)\b[^.!?\n]{0,20}$/i;
/** "six figures", "a low seven-figure sum", "the 6 figures": an amount in words. */
const FIGURES = /\b(?:(?:low|mid|high)[- ])?(?:five|six|seven|eight|[5-8])[- ]figures?\b|\b\d+\s?(?:thousand|million|grand)\b/i;
const STATED =
  /\bbudget (?:is|has been) (?:approved|allocated|signed off|in place|secured|set aside)\b|\bbudget\s*[:=–-]\s*(?:approved|allocated|signed off|in place|secured|reserved|earmarked)\b|\bbudget (?:is|has been|was) (?:\S+ ){1,4}?(?<!\bnot (?:yet )?)(?:reserved|earmarked|ring-?fenced|approved|allocated)\b|\bwe have (?:a|the) budget\b|\bbudget (?:for this|approved)\b/i;

/**
 * "glass claims under €1,500", "screen repairs under £150": a threshold the system would apply to things counted, not
 * money for the project (budget words just before it still make it the budget).
 */
const THRESHOLD_BEFORE =
  /\b(?:claims?|payments?|transactions?|invoices?|loans?|orders?|amounts?|items?|refunds?|transfers?|purchases?|tickets?|cases?|applications?|anything|everything|stuff|(?!(?:budgets|costs|funds|prices|fees|investments|spends)\b)[a-z]{3,}s)\s+(?:\w+\s+)?(?:under|below|over|above|less than|more than|exceeding|beyond)\s*$/i;
/** "I'll come back once the budget is approved": a budget still to come, which is neither given nor unknown. */
const BUDGET_AWAITED =
  /\b(?:once|when|after|until|till|as soon as|before)\s+(?:the |our |my |a )?budget (?:is|has been|gets|was) (?:\w+ )?(?:approved|allocated|signed off|in place|secured|set aside|confirmed|released|voted)\b/gi;
const BUDGET_BEFORE = new RegExp(String.raw`\b${BUDGET_WORDS}\b`, 'i');

/** The first amount in a currency that is not a threshold (unless budget words come just before it). */
function currencyAmount(text: string): RegExpExecArray | null {
  const amounts = new RegExp(CURRENCY_AMOUNT.source, 'gi');
  for (let match = amounts.exec(text); match; match = amounts.exec(text)) {
    const before = text.slice(Math.max(0, match.index - 60), match.index);
    if (!THRESHOLD_BEFORE.test(before) || BUDGET_BEFORE.test(before)) return match;
  }
  return null;
}

/** "Anything above 40,000 EUR we must tender": an amount written, in a currency or in thousands, whatever it is for. */
export function namesAnAmount(text: string): boolean {
  return CURRENCY_AMOUNT.test(text) || new RegExp(String.raw`\b${THOUSANDS}\b`, 'i').test(text);
}

/** "Budget I'd rather not say yet": a budget the visitor keeps to themselves (not one they do not know). */
export function budgetWithheld(text: string): boolean {
  return WITHHELD.some((pattern) => pattern.test(text));
}

/** '("estate car, electric, under €400 a month")': a quoted example of the work; a quote after "budget" is kept. */
const QUOTED = /(\bbudget\b[^"“„«]{0,15})?["“„«][^"“”„«»]{1,100}["”“»]/gi;
/** "'Mrs O., lost her job, can she pay £20 a month'": single quotes, told apart from the apostrophe inside a word. */
const SINGLE_QUOTED = /(\bbudget\b[^'‘]{0,15})?(?<![\p{L}\p{N}])['‘](?:[^'‘’]|(?<=\p{L})['’](?=\p{L})){3,100}['’](?![\p{L}\p{N}])/giu;

/**
 * "LexiBuild AI, who quoted S$45k", "they charge €900 a month", "we can get a chatbot for £99 a month from a SaaS
 * vendor", "a proposal from one of the big consultancies at £45,000": another vendor's price, not the visitor's budget.
 */
const ANOTHER_VENDORS_PRICE =
  /\b(?:proposal|quote|offer|bid|estimate)s? from (?!(?:you|u|your|vaultline)\b)(?:\w+ ){1,5}?(?:at|for|of|costing|priced at)\s+(?:about\s+|around\s+|roughly\s+)?[$€£]\s?\d[\d.,]*\s?(?:k|m|million|thousand)?\b|\b(?:chat ?bot|bot|assistant|tool|licen[cs]e|subscription)s? (?:for|at) (?:just |only )?[$€£]\s?\d[\d.,]*\s?k?(?= (?:a|per) (?:month|year|seat|user)\b|\/(?:month|mo|year|yr)\b)|\b(?:quoted|quoting|quotes|charged|charges?|charging|priced (?:it |us )?at|asking for)\s+(?:us\s+|me\s+|them\s+)?(?:about\s+|around\s+|roughly\s+|just\s+|only\s+)?(?:[A-Z]{1,3})?[$€£]?\s?\d[\d.,]*\s?(?:k|m|million|thousand|[$€£]|eur|euros?|usd|gbp|chf|sgd)?\b/gi;

export function detectBudget(written: string): Budget | null {
  const unquoted = written
    .replace(ANOTHER_VENDORS_PRICE, ' ')
    .replace(BUDGET_AWAITED, ' ')
    .replace(QUOTED, (quote, budget: string | undefined) => (budget ? quote : ' '))
    .replace(SINGLE_QUOTED, (quote, budget: string | undefined) => (budget ? quote : ' '));
  const text = withAmountsInDigits(unquoted.replace(ABBREVIATION, '$1').replace(SPACED_THOUSANDS, '$1,$2'));
  const amount =
    AMOUNT_CORRECTED.exec(text) ??
    currencyAmount(text) ??
    AMOUNT_NEAR_BUDGET.exec(text) ??
    AMOUNT_WE_HAVE.exec(text) ??
    AMOUNT_AT_MOST.exec(text) ??
    AMOUNT_ALONE.exec(text);
  const words = FIGURES.exec(text);
  const inWords = words && /\b(?:budget|spend|invest|set aside|allocated|afford|figures?|grand)\b/i.test(text) ? words : null;
  const stated = amount ?? inWords;
  const given = amount ? { kind: 'amount' as const, text: (amount.slice(1).find(Boolean) ?? amount[0]).trim() } : null;
  const unknown = UNKNOWN.map((pattern) => pattern.exec(text)).find((match) => match !== null);
  if (unknown) {
    // "not fixed yet, somewhere in the 6 figures probably": an amount after all.
    // The figure itself, not the budget words its match may open with ("budget not sure, prob 20-30k").
    const figureAt = stated ? stated.index + stated[0].lastIndexOf((stated.slice(1).find(Boolean) ?? stated[0]).trim()) : -1;
    const afterUnknown = unknown.index + unknown[0].length;
    const between = stated && figureAt >= afterUnknown ? text.slice(afterUnknown, figureAt) : '';
    return stated && AMOUNT_AFTER_ALL.test(between) ? (given ?? { kind: 'amount', text: stated[0] }) : { kind: 'unknown' };
  }
  const range = RANGES.find(([, pattern]) => pattern.test(text));
  if (range) return { kind: 'range', range: range[0] };
  if (given) return given;
  if (inWords) return { kind: 'amount', text: inWords[0] };
  if (STATED.test(text)) return { kind: 'stated' };
  return WITHHELD.some((pattern) => pattern.test(text)) ? { kind: 'unknown' } : null;
}
