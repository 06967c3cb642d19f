/**
 * Timeline expressions in a visitor message: "in 6 weeks", "by Q3", "next
 * quarter", "ASAP", "yesterday", "no rush, sometime next year". docs/product-rules.md §9's
 * words (weeks, months, days, asap, urgent, rush) are the minimum; rates
 * ("50k visitors a month") and the agency's own "4-day deployment" are not
 * timelines.
 */
export type TimelineUrgency = 'urgent' | 'planned' | 'relaxed';

export interface Timeline {
  /** The words the visitor used, lower-cased. */
  text: string;
  urgency: TimelineUrgency;
}

const NUMBER = String.raw`(?:\d+(?:\s*(?:-|to)\s*\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|few|couple(?: of)?|several)`;
const UNIT = String.raw`(?:days?|weeks?|months?|quarters?)`;
// Never the start of a longer word: "après" is no "apr" (a plain \b stops at "è").
const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)(?![a-zà-öø-ÿ])`;
const SEASON = String.raw`(?:spring|summer|autumn|fall|winter|christmas|xmas|easter|mother'?s day|father'?s day|valentine'?s(?: day)?|year[- ]end|black friday|cyber monday|new year|the holidays|holiday season|ramadan|diwali|thanksgiving|the summer break)`;

/** Checked in order: a relaxed "no rush" wins over the word "rush"; a date ("Q2 next year") over a bare "next year". */
const RULES: ReadonlyArray<readonly [TimelineUrgency, RegExp]> = [
  [
    'relaxed',
    /\b(?:timeline|timing|deadline|schedule|time-?wise)\b[^.?!,;]{0,16}\bflexible\b|\bflexible (?:on|about|with|regarding) (?:time|timing|dates|the date)\b|\bflexible (?:timeline|timing|deadline|on timing)\b|\bno (?:(?:huge|big|real|great|particular|massive) )?(?:rush|hurry|(?:hard |fixed |strict )?deadline)\b|\bnot in a (?:rush|hurry)\b|\bno time pressure\b|\b(?:sometime|some time|whenever)\b|\beventually\b(?![^.?!]*\?)|\blong[- ]term\b/i,
  ],
  [
    'urgent',
    // "I need to decide asap": the visitor's decision is urgent, which dates no project.
    /(?<!\b(?:decide|decision|choose|pick one|make up my mind)\b[^.?!]{0,10})(?:\b(?:asap|a\.s\.a\.p\.?)\b|\bas soon as possible\b)|(?<!\bnon[- ]|\bnot )\burgent(?:ly)?\b|\brush(?:ed)?\b|\b(?:needed|wanted|want|need|needs)\b[^.?!]{0,20}\byesterday\b|\bright away\b|\bimmediately\b|\b(?:this|next) week\b|\btight deadline\b|\b(?:timeline|deadline|schedule|timing) is (?:tight|short|aggressive|very tight)\b|\btight (?:timeline|schedule|timeframe)\b|\b(?:in |within )?weeks,? not months\b|\bwithin (?:a few |the next few )?days\b|\b(?:\d{1,2}|a few|two|three|four|six|eight) weeks? (?:max(?:imum)?|at (?:the )?(?:latest|most)|tops)\b|\b(?:[1-3]|one|two|three) months? (?:max(?:imum)?|at (?:the )?(?:latest|most)|tops)\b|\b(?:max(?:imum)?|at (?:the )?most|no later than) (?:\d{1,2}|a few|two|three|four|six|eight) weeks\b|\b(?:max(?:imum)?|at (?:the )?most|no later than) (?:[1-3]|one|two|three) months?\b/i,
  ],
  [
    'planned',
    new RegExp(
      String.raw`\b(?:in|within)\s+(?:the\s+next\s+)?${NUMBER}\s*years?\b|(?<!\bsince\s+|\b(?:been|already)\b[^.?!]{0,40}\bfor\s+)\b${NUMBER}\s*${UNIT}\b(?![- ]?(?:deploy|rollout|setup|plan\b))(?!\s+(?:ago|old))`,
      'i',
    ),
  ],
  [
    'planned',
    new RegExp(
      String.raw`\b(?:by|before|until|in|for|during|around|after|start(?:ing)?(?: in)?)\s+(?:the\s+)?(?:end of\s+(?:the\s+)?|early\s+|mid[- ]|late\s+)?(?:q[1-4]\b|${MONTH}\b|${SEASON}\b|20(?:2[5-9]|[3-4]\d)\b|(?:this|the) (?:month|quarter|year)\b(?!['’]s))`,
      'i',
    ),
  ],
  // "bis 31.12. abgeschlossen", "by 30.06.2027", "avant le 15/09": a date written in figures, day before month.
  [
    'planned',
    /\b(?:by|before|until|till|no later than|deadline|latest)\s+(?:the\s+)?(?:0?[1-9]|[12]\d|3[01])(?:\.(?:0?[1-9]|1[0-2])\.(?:20\d\d\b)?|\/(?:0?[1-9]|1[0-2])(?:\/20\d\d)?\b)/i,
  ],
  [
    'planned',
    new RegExp(
      String.raw`\b(?:next|this|coming) (?:month|quarter|spring|summer|autumn|fall|winter)\b(?<!\bthis fall(?= (?:under|into|within|outside|short|behind|through|apart|between)\b))|\b(?:early|mid[- ]|late)\s?(?:${MONTH})\b|\b(?:for|in|by|from) (?:the )?(?:next|coming|new) (?:academic|school|financial|fiscal|budget) year\b|\b(?:from|starting(?: from)?) (?:the )?(?:early |mid[- ]|late )?(?:spring|summer|autumn|fall|winter)\b|\blater (?:this|next) (?:month|quarter|year)\b|\bq[1-4](?: 20[2-4]\d)?\b|\b(?:end|middle|start|beginning|turn) of (?:(?:the|this|of|next) )*(?:(?:first|second|third|fourth|last) )?(?:month|quarter|year|${SEASON}|${MONTH})\b|\b(?:in|by|before|during|for) (?:the )?(?:first|second|third|fourth|1st|2nd|3rd|4th) quarter\b|\b(?:first|second) half(?:-year| of (?:the |this |next )?year)\b|\bh[12](?: 20[2-4]\d)?\b`,
      'i',
    ),
  ],
  [
    'planned',
    new RegExp(
      String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}\b|\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?\b(?!\s*(?:visitors|users|customers))`,
      'i',
    ),
  ],
  // "next September", "September next"; "go-live target … roughly October", "high season starts from June", "live this
  // year", "before the October enrolment campaign": a month or the year said as when the project is due.
  [
    'planned',
    new RegExp(
      String.raw`\b(?:next|this|coming) ${MONTH}\b|\b${MONTH} next\b|\b(?:go-?live|launch|live|deadline|target|goal|objective|aim|aiming|ready|production|roll-?out|pilot|test|testing|trial|starts?|begins?|kick-?off|deliver\w*|campaign|operating|operation|operational|up and running)\b[^.?!]{0,40}\b(?:${MONTH}|${SEASON}|this year)\b`,
      'i',
    ),
  ],
  // "im Haushaltsjahr 2026" (read "in the budget year 2026"), "FY2027": a year the money is planned for.
  [
    'planned',
    /\b(?:early|mid|late)[- ]20(?:2[5-9]|[3-4]\d)\b|\b(?:the )?(?:new|next|coming) (?:financial|fiscal|budget) year\b|\b(?:financial|fiscal|budget) year\s+20(?:2[5-9]|[3-4]\d)\b|\bfy\s?(?:20)?(?:2[5-9]|[3-4]\d)\b/i,
  ],
  ['relaxed', /\bnext year\b|\bin (?:a|one|two) years?\b/i],
];

/** "200 tickets a day", "50k visitors a month": a rate, not a timeline. */
const RATE =
  /(?<!\b(?:within|in|under|than|about|around|for|of|over|inside|take|takes)\s)\b(?:a|per|each|every|\/)\s*(?:day|week|month|year)\b/gi;
/**
 * "50,000 chats in one day", "tens of thousands of enquiries within a few days": a volume in a span of time, not when the
 * project is due (a few items in a few weeks may well be the project's date).
 */
export const VOLUME_IN_A_SPAN =
  /\b\d[\d,.]*\s*k?\s+(?:[a-z-]+\s+){1,2}(?:in|on|within) (?:a|one|a single) (?:day|week|month|hour)\b|(?:\b\d{1,3}(?:[,.]\d{3})+|\b\d+\s*k|\b(?:tens of |hundreds of )?(?:thousands|hundreds|millions|dozens))\s+(?:of\s+)?(?:[a-z-]+\s+){1,2}(?:in|on|within|over) (?:a few|few|the first few|two|three|\d+|a couple of) (?:hours|days|weeks)\b/gi;
/**
 * "keep some logs 10 yrs and delete others after 30 days", "dürfen nur 15 Tage gespeichert werden" (read "may only 15
 * days stored are"): how long data is kept, not when the project is due.
 */
const RETENTION =
  /\b(?:keep|keeps|kept|store|stored|retain|retained|delete|deleted|archive|archived|purge|purged)\b[^.?!]{0,30}?\b(?:for\s+|after\s+)?\d+\s*(?:days?|weeks?|months?|years?|yrs?)\b|\b\d+\s*(?:days?|weeks?|months?|years?|yrs?)\s+(?:long\s+)?(?:stored|kept|retained|archived|saved)\b/gi;
/**
 * The agency's own offer, quoted back: "the 4-day deployment", "day 2", "your website says 4 days", "read on your site
 * something about 4 days", "would we really be live in 4 days?", "4 Tage bis live, stimmt das wirklich?" (read "4 days
 * to live, is that really true?"), "le déploiement en 4 jours c du vrai ?" (read "the deployment in 4 days is that
 * true?").
 */
const AGENCY_OWN =
  /\b(?:on|from|at) (?:your|the) (?:site|website|page|homepage)\b[^.?!]{0,30}\b(?:\d+|four)[- ]days?\b|\b(?:\d+|four)[- ]days?\b[^.?!]{0,30}\b(?:on|from|at) (?:your|the) (?:site|website|page|homepage)\b|\b\d+[- ]day (?:deployment|rollout|setup|plan)\b|\b(?:the|your) (?:deployment|rollout|go-?live|setup|set-up|implementation) in (?:\d+|four) days\b|\b(?:the|those|these|your) (?:\d+|four)[- ]days?(?: (?:thing|claim|promise|deployment|plan|rollout))?\b|\bday \d\b|\b\d+ days? like (?:it says|you say|you said|on your (?:site|website|page))\b|\b(?:says?|said|claims?|claimed|promises?|promised|mentions?|advertis\w+|told|heard|read)\b[^.?!]{0,20}\b(?:\d+|four)[- ]days?\b|\b(?:really|actually|truly|seriously|is (?:it|that|this) (?:true|right|correct))\b[^.?!]{0,25}\b(?:\d+|four)[- ]days?\b(?=[^.!]*\?)|\b(?:\d+|four)[- ]days?\b[^.?!]{0,25}\b(?:really|for real|seriously|is (?:that|this|it) true)\b(?=[^.!]*\?)|(?:^|[.!?]\s*)\s*(?:only |just |in )?(?:\d+|four)[- ]days?\s*\?+|(?:^|[.!?]\s*)\s*(?:the |your )?(?:\d+|four)[- ]days? (?:incl\w*|with|for|covers?|even)\b[^.?!]{0,30}\?/gi;
/**
 * "book a call next week", "the budget conversation is next financial year", "talk to a person, ideally this week", "können wir nächste Woche einen Call machen" (read
 * "can we next week a call do"): when to talk, not when the project is due.
 */
// "a call on 3 March at 10?": a day of the month with its hour is a date for the call too.
const TALK_DAY = String.raw`(?:next week|this week|tomorrow|today|tonight|this (?:morning|afternoon|evening)|(?:on |next )?(?:monday|tuesday|wednesday|thursday|friday)|(?:on |at )?(?:the )?\d{1,2}(?:st|nd|rd|th|er)? ${MONTH}(?=\s+(?:at|around|um|à|from)\s+\d))`;
const TALK = String.raw`(?:call|meeting|demo|talk|speak|meet|catch up|person|someone|somebody|human|appointment)`;
const CALL_DATE = new RegExp(
  String.raw`\b(?:book|schedule|arrange|set up|have|hop on|get)\s+(?:a |an |the )?(?:call|meeting|demo|chat)\b[^.?!]{0,20}?\b${TALK_DAY}\b|\b${TALK}\b(?:(?!\b(?:live|launch\w*|ready|deliver\w*|done|running|finished)\b)[^.?!]){0,30}?\b${TALK_DAY}\b|\b${TALK_DAY}\s+(?:a |an |the )?(?:(?:quick|short|brief|first) )?(?:call|meeting|demo|appointment)\b`,
  'gi',
);
/**
 * "we saw nothing working for five months", "two centres opened this spring", "we launched in March", "since the bill
 * rises this spring", "seit 2 Tagen" (read "since 2 days"): something that already happened, not when the project is due.
 */
const PAST_EVENT = new RegExp(
  String.raw`\b(?:was|were|had|saw|waited|paid|worked|spent|struggled|lost|fought|took|ran|lasted|been|went|sat)\b[^.?!,;]{0,40}?\bfor (?:about |around |almost |nearly |over |more than )?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several) (?:days?|weeks?|months?|years?)\b|\bsince (?:about |around )?(?:\d+|a|one|two|three|four|five|a few|several) (?:days?|weeks?|months?|years?|hours?)\b|\b(?:for|in) the (?:last|past) (?:\d+ |few |two |three |several )?(?:days?|weeks?|months?|years?|hours?)\b|\bsince\b[^.?!,;]{0,30}?\b(?:this|last) (?:${SEASON}|${MONTH}|year|month|quarter|week)\b|\b(?:opened|launched|started|went live|merged|acquired|founded|introduced|rolled out|migrated|moved|joined|hired|began)\b[^.?!,;]{0,25}?\b(?:(?:this|last|in|since|back in) (?:the )?(?:(?:first|second) half of (?:the |last )?)?(?:${SEASON}|${MONTH}|q[1-4]|year|month|quarter)\b|20(?:1\d|2[0-6])\b)`,
  'gi',
);

/**
 * "please delete it asap", "is someone there right now", "are you online right now?", "can I book a call right away?",
 * "get back to me asap", "…sofort an eine Fachkraft übergibt" (read "asap to a specialist hands over"): how soon the
 * visitor wants this chat, the team or the built assistant to act, not the project ("it has to be online asap" is).
 */
const CHAT_ACTION = String.raw`(?:delete|deleted|erase|erased|remove|removed|talk|speak|(?:call|reach|contact|e-?mail|write|text|ring|phone) (?:me|us)|someone|somebody|anyone|a person|a human|(?:you|u|they|he|she) (?:are |is |be )?online|available|take over|takes over|step in|steps in|book|schedule|(?:a|the) (?:call|meeting)|(?:get|come) back to (?:me|us)|(?:reply|respond|answer) (?:to )?(?:me|us)|hand(?:s|ed|ing)? (?:it |them |the chat |the conversation )?over|pass(?:es|ed)? (?:it |them |the chat |the conversation )?on|escalat\w*|alarm\w*|alert\w*)`;
// "Eventually we can talk by phone next week", "Eventually the assistant can run on our servers?": a second-language
// "eventually" (possibly) before talking, or in a question, is no timeline.
const NOW = String.raw`(?:asap|right now|right away|immediately|eventually)`;
const NOW_BEFORE_ACTION = new RegExp(String.raw`\b${NOW}\b(?=[^.?!]{0,30}\b${CHAT_ACTION}\b)`, 'gi');
const NOW_AFTER_ACTION = new RegExp(String.raw`(\b${CHAT_ACTION}\b[^.?!]{0,25}?)\b${NOW}\b`, 'gi');

/** "employees mail us 'why is my net lower this month'": words quoted from others, not when the project is due. */
const QUOTED = /(?:^|[\s(:])['‘"“„][^'’"”“\n]{6,120}?['’"”“](?=[\s.,;:!?)]|$)/g;
/** "Q1. Would member data stay…": a letter's numbered questions, not a quarter. */
const QUESTION_LABEL = /(^|\n)\s*q\d{1,2}\s*[.):]/gi;
/** "if their tooth pain is urgent", "urgent cases", "urgent help": urgency in the work the visitor describes, not the project's. */
const URGENCY_DESCRIBED =
  /\b(?:if|whether)\b[^.?!,;]{0,40}\b(?:urgent(?:ly)?|immediately|right away|asap)\b|\burgent (?:cases?|calls?|tickets?|messages?|matters?|care|appointments?|issues?|enquir\w+|inquir\w+|claims?|queries|questions?|ones|or not|help|attention|support|treatment|referrals?|responses?)\b/gi;

/**
 * "we discuss it at the board in June", "I'll take it to our board next month", "any discount if we sign before
 * Christmas?", "a first call in March?", "un premier échange en mars", "before our Q3 vendor review": when a
 * decision, a signature or a meeting falls, not when the project is due.
 */
const MEETING_DATE = new RegExp(
  String.raw`\b(?:before|ahead of|in time for|by) (?:our|the|your|a|an) (?:(?:q[1-4]|${MONTH}|${SEASON}|next|annual|yearly) )?(?:[\w-]+ )?(?:review|audit|board|committee|meeting|workshop|signature)\b|\b(?:discuss\w*|talk\w*|speak\w*|decid\w*|decision|present\w*|vot(?:e|es|ed|ing)\b|meet\w*|board|committee|council|exchange|conversation|workshop|call(?! cent(?:re|er))|calls|sign|signs|signed|signing|signature|review)\b(?:(?!\b(?:live|launch\w*|ready|start\w*|deliver\w*|done|finished|running|go)\b)[^.?!]){0,40}?\b(?:(?:in|on|at|before|after)\s+(?:the\s+)?(?:${MONTH}|${SEASON}|q[1-4])|(?:next|this|coming)\s+(?:week|month|quarter|(?:financial |fiscal |budget )?year|${MONTH}))\b`,
  'gi',
);

/**
 * "Budget's around $40k for this year", "we have 60k for this financial year": the year the money is for, not when the
 * project is due ("budget 40k, we need it live this year" still dates the project).
 */
const BUDGET_PERIOD =
  /(?:\bbudget\b|[$€£]\s?\d[\d,.]*\s?(?:k|m|thousand|million)?\b|\b\d[\d,.]*\s?(?:k|m|thousand|million|usd|eur|gbp|chf|dollars|euros|pounds|francs)\b)(?:(?!\b(?:live|launch\w*|ready|done|deliver\w*|finished|running|need\w*|want\w*|start\w*)\b)[^.?!,;]){0,25}?\b(?:for|in) (?:this|the current) (?:financial |fiscal |budget )?year\b/gi;

/** "Our IT needs two weeks alone for firewall approvals": how long their own department takes, not when it is due. */
const DEPARTMENT_TIME =
  /\b(?:our|the|their) (?:it|security|legal|procurement|compliance|infosec|network|ops|data protection)(?: team| department| people| officers?)?\b[^.?!]{0,10}\b(?:needs?|takes?|requires?|spends?)\b[^.?!]{0,60}/gi;

/** "she's on panels for the next three weeks", "I'm away until March": when someone is away, not when the project is due. */
const SOMEONE_AWAY =
  /\b(?:i|she|he|they|we)(?:'s|'re|'m| is| are| am| will be|'ll be)\s+(?:on (?:leave|holiday|vacation|panels?|sick leave|parental leave|maternity leave|paternity leave|secondment|a course|a trip)|away|out of (?:the )?office|off sick|travelling|traveling|unavailable|tied up)\b[^.?!]{0,30}?\b(?:for (?:the )?(?:next )?|until |till )[^.?!,;]{0,20}/gi;
/** "Please don't chase me for a few months": how long to leave the visitor alone, not when the project is due. */
const CONTACT_PAUSE =
  /\b(?:don'?t|do not|no need to|not)\s+(?:chase|contact|call|ring|bother|e-?mail|nudge|follow up with)\s+(?:me|us)\b[^.?!]{0,15}?\b(?:for|until|before|in)\b[^.?!]{0,30}/gi;

/** "Onboarding a client takes us ~3 weeks": how long their process takes today, not when the project is due. */
const PROCESS_TAKES =
  /(?<!\b(?:should|must|can|may|will|would|could|to|shall)\s)\b(?:takes?|took|lasts?)\s+(?:us|them|people|clients|customers|patients|members|staff|(?:our|their) \w+)?\s*(?:about|around|roughly|approximately|up to|over|more than|nearly|almost|easily)?\s*~?\s*\d+(?:\s*[-–]\s*\d+)?\s*(?:days?|weeks?|months?|hours?|minutes?|mins?)\b/gi;

/** "Asap?" or "Right now?" asked back about the team's reply: a question, not when the project is due. */
const BARE_NOW_QUESTION = /(^|[.?!]\s+)(?:asap|right now|right away|immediately|now|today)\s*\?/gi;

/** "not sure about the timeline": the negation and the timeline within one clause. */
const UNKNOWN =
  /\bno\s+(?:timeline|schedule)\s+(?:set|fixed|decided|agreed)\b|\b(?:have|has) not\b[^.?!;]{0,40}\bnot\s+(?:of\s+|a\s+|any\s+)?(?:fixed\s+|set\s+)?(?:timeline|deadline|schedule)\b|\b(?:have|has) not\s+(?:yet\s+)?(?:of\s+|a\s+|any\s+)?(?:fixed\s+|set\s+)?(?:timeline|deadline|schedule)\b|\b(?:rather not|prefer not to|won't|will not|can't|cannot)\s+(?:commit to|give|share|name|set)\s+(?:a |any |the )?(?:timeline|date|deadline|time ?frame)\b|\b(?:not sure|unsure|no idea|don't know|do not know|undecided|tbd)\b[^.?!,;]{0,20}\b(?:timeline|timing|when|deadline)\b|\b(?:timeline|timing|deadline)\b[^.?!,;]{0,20}\b(?:not sure|unsure|unknown|tbd|open|undecided|not (?:set|fixed|decided)|no idea|(?:i |we )?(?:don'?t|do not) know|dunno|depends on)\b/i;

/** "no budget or", "pas de budget ni de" (read "no budget nor of"): the budget said missing beside the timeline. */
const BUDGET_TOO = String.raw`(?:(?:of )?(?:budget|funding)(?: or| nor| ni|,| and|\s*\/)\s*(?:of |a |any |no )?)?`;
/**
 * "No timeline yet, we're just scoping", "no budget or timeline yet", "noch kein Zeitplan" (read "still no timeline"),
 * "pas encore de calendrier" (read "not yet of timeline"): no timeline exists yet.
 */
const NONE_YET = new RegExp(
  String.raw`\b(?:still )?no (?:fixed |firm |set |real |concrete |clear )?${BUDGET_TOO}(?:timeline|schedule|time ?frame)\b|\bno (?:fixed |firm |set |target |go-live |launch )date\b|\bno date (?:yet|set|fixed|decided)\b|\bnot yet (?:of |a |any )?${BUDGET_TOO}(?:timeline|schedule|deadline|date)\b|\b(?:timeline|schedule)\b[^.?!,;]{0,25}\b(?:still not|not yet)\b`,
  'i',
);

/** The visitor said the timeline is not known yet ("not sure about timing"): not asked again. */
export function timelineUnknown(text: string): boolean {
  const cleaned = text.replace(RATE, ' ');
  // "Is there no timeline for the packages?" asks; only a statement says there is none.
  return UNKNOWN.test(cleaned) || NONE_YET.test(cleaned.replace(/[^.?!]*\?/g, ' '));
}

/** "can I take a quarter tax free", "a quarter of our calls": a fraction, not a quarter of the year. */
const FRACTION =
  /\b(?:a|one|three) quarters? (?:of|tax[- ]free|off)\b|\b(?:take|takes|taking|withdraw\w*|get|gets)\s+(?:a|one) quarter\b/gi;
/**
 * "if we stop working with you in 3 years", "if you go bust in two years": when a collaboration or the agency might
 * end, not when the project starts.
 */
const IF_IT_ENDS =
  /\b(?:if|when|once|should)\s+(?:we|you|they|i|your (?:company|agency|firm))\s+(?:ever\s+)?(?:stop|stopped|leave|left|end|ended|terminate\w*|cancel\w*|switch\w*|part ways|no longer|go (?:bust|under|bankrupt|out of business)|went (?:bust|under|bankrupt)|close down|closed down|shut down|disappear\w*|fold|folded|cease\w* trading|get (?:acquired|bought))\b[^.?!]*/gi;

/**
 * "Is the 4-day deployment still 4 days with Salesforce?": once our own days are quoted, the same days again are ours,
 * unless the visitor needs the work done "in" them.
 */
function withoutOurDaysAgain(text: string): string {
  const ours = new Set([...text.matchAll(AGENCY_OWN)].flatMap((match) => /\b(\d+|four)[- ]days?\b/i.exec(match[0])?.[1] ?? []));
  return [...ours].reduce(
    (rest, days) => rest.replace(new RegExp(String.raw`(?<!\b(?:in|within)\s)\b${days}[- ]days?\b`, 'gi'), ' '),
    text,
  );
}

export function detectTimeline(text: string): Timeline | null {
  const cleaned = withoutOurDaysAgain(text)
    .replace(FRACTION, ' ')
    .replace(IF_IT_ENDS, ' ')
    .replace(RATE, ' ')
    .replace(VOLUME_IN_A_SPAN, ' ')
    .replace(AGENCY_OWN, ' ')
    .replace(RETENTION, ' ')
    .replace(NOW_BEFORE_ACTION, ' ')
    .replace(NOW_AFTER_ACTION, '$1 ')
    .replace(CALL_DATE, ' ')
    .replace(PAST_EVENT, ' ')
    .replace(BARE_NOW_QUESTION, '$1 ')
    .replace(QUESTION_LABEL, '$1 ')
    .replace(QUOTED, ' ')
    .replace(URGENCY_DESCRIBED, ' ')
    .replace(MEETING_DATE, ' ')
    .replace(BUDGET_PERIOD, ' ')
    .replace(DEPARTMENT_TIME, ' ')
    .replace(PROCESS_TAKES, ' ')
    .replace(CONTACT_PAUSE, ' ')
    .replace(SOMEONE_AWAY, ' ');
  if (UNKNOWN.test(cleaned)) return null;
  for (const [urgency, pattern] of RULES) {
    const match = pattern.exec(cleaned);
    if (match) return { text: match[0].trim().toLowerCase(), urgency };
  }
  return null;
}
