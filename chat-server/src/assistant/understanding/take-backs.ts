/**
 * What a visitor takes back of what they told before: "scrap the phone number", "forget the number, I made it up",
 * "the £120k and June are both off", "bitte nicht anrufen". Read on the message as the readers read it (German and
 * French through their English gloss); the engine removes what was taken back from the lead.
 */

/**
 * What a message can take back; 'number' is a bare "the number", the phone's or the budget's as the chat knows, and
 * 'project' the project told before, replaced by the one this message tells ("the portal is not priority…").
 */
export type TakenBack = 'phone' | 'email' | 'budget' | 'timeline' | 'number' | 'project';

export interface TakeBacks {
  takenBack: TakenBack[];
  /** "please don't ring after all": a call asked for before is called off. */
  cancelsCall: boolean;
  /** The message without what it takes back, to read the facts it still gives ("forget 50k, it's 150k" gives 150k). */
  rest: string;
}

const CLAUSES = /[^.!?;\n]+[.!?;\n]*/g;
/** A clause that begins with the order to drop something: "scrap…", "actually no, forget…", "vergessen Sie…". */
const DROP_ORDER =
  /(?:^|[,:(–-]\s*|\b(?:please|pls|thanks|thank you|kindly|actually|sorry|no|ok|okay|oh|oops|wait|so|and|but|just|then|also|rather|erm|um|hmm|you can|can you|could you)\s+)(?:scrap|forget|delete|remove|drop|erase|wipe|bin|ditch|discard|disregard|ignore|cancel|withdraw|strike|scratch|löschen|supprimez|oubliez|effacez|annulez|streichen)\b(?:\s+(?:you|please|also|again|about|out))*\s+((?:\d[,.](?=\d)|(?!\b(?:and|but|then|because|since|as|so|und|et)\b)[^,;.!?\n]){1,60})/i;
/** "…are both off", "has frozen all new spend", "ist hinfällig", "n'est plus d'actualité": called off, for now. */
const CALLED_OFF =
  /\b(?:is|are|'s|has been|have been|got|both|all)\s+(?:now\s+|both\s+|all\s+)?(?:off|cancell?ed|frozen|on hold|withdrawn|scrapped|shelved|pulled|void|obsolete)\b|\boff the table\b|\b(?:froze|frozen|freezes|freeze|freezing)\b[^.!?;]{0,40}\b(?:spend\w*|budgets?|investments?|projects?)\b|\bno longer (?:valid|stands|applies|current|approved|available|there)\b|\b(?:hinfällig|gestrichen|vom tisch|auf eis|annulée?s?|gelée?s?|suspendue?s?|plus d'actualité|more actualité)(?![\wÀ-ÿ])/i;
/** "we don't have a budget any more", "there is no timeline now": none any more. */
const NONE_ANY_MORE =
  /\bno (budget|timeline|date|deadline|go-?live date)s? (?:any ?more|now|any longer|for now|at the moment)\b|\b(?:don'?t|do not|no longer) have (?:a |an |any )?(budget|timeline|date|deadline)s?(?: any ?more| any longer| now)?\b(?=[^.!?;]*\b(?:any ?more|any longer|now|after all|again)\b)|\bthere(?:'s| is) no (budget|timeline|date|deadline) (?:any ?more|now|any longer)\b/i;
/** "I made it up", "that figure was invented": the number said before was no real budget. */
const MADE_UP =
  /\b(?:made (?:it|that|this|the (?:number|figure|amount)) up|(?:number|figure|amount) (?:was|is) (?:made up|invented|a wild guess))\b/i;
/**
 * "…my personal mobile and I don't want it stored", "ne gardez pas mon numéro" (read "not keep not my number"), "ich
 * möchte nicht, dass meine Nummer gespeichert wird" (read "…not, that my number stored is"): a number not to be kept.
 */
const NOT_TO_BE_KEPT =
  /\b(?:phone|mobile|landline|number)\b[^.!?;]{0,40}\b(?:don'?t|do not) want (?:it|that|them|this)\s+(?:stored|kept|saved|on file|recorded)\b|\b(?:don'?t|do not|not) (?:keep|store|save|record)(?: not)? (?:my|the|that|this) (?:phone |mobile )?(?:number|phone|mobile)\b|\bnot\b[^.!?;]{0,20}\b(?:my|the) (?:phone |mobile )?(?:number|phone|mobile)\b[^.!?;]{0,15}\b(?:stored|kept|saved)\b/i;
/** "die Telefonnummer bitte wieder streichen", "den Termin Ende Juni können Sie vergessen": the order after its object. */
const DROPPED_LAST =
  /\b(?:the|my|that|this|your) ((?:phone |mobile |telephone )?(?:number|phone|mobile)|budget|(?:appointment|date|deadline)(?: [^.!?;]{0,25}?)?)\s+(?:(?:please|again|you|can|could|just|bitte)\s+){0,4}(?:delete|remove|forget|scrap|streichen|löschen|entfernen|vergessen)\b/i;

const PHONE =
  /\b(?:phone|mobile|landline|telephone|cell|tel|handy|handynummer|natel|portable|numéro de téléphone|telefonnummer|number of (?:phone|telephone|mobile|portable))\b/i;
const EMAIL = /\be-?mail\b|\b(?:my|the|that|this) address\b/i;
const BUDGET =
  /\bbudget|\bfigure\b|\bamount\b|\bestimate\b|\bspend\w*|\bfunding\b|[£$€]\s?\d|\d\s?(?:k|m|€|eur|euros?|chf|pounds|dollars)\b|\b\d{1,3}(?:[,.\s]\d{3})+\b/i;
const TIMELINE =
  /\b(?:date|deadline|appointment|timeline|go-?live|launch|target|schedule|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|q[1-4]|end of|year-end|termin|échéance)\b/i;
const NUMBER = /\bnumbers?\b/i;
const PROJECT_NOUN = String.raw`(?:portal|chat ?bot|bot|assistant|app|application|website|tool|platform|dashboard|shop|store|idea|project)s?`;
const PROJECT = new RegExp(String.raw`\b${PROJECT_NOUN}\b`, 'i');
/**
 * "the portal is not priority this year. The real problem is…", "not a portal, more of an internal tool", "instead of
 * a chatbot": the project told before set aside for another.
 */
const PROJECT_SET_ASIDE = new RegExp(
  String.raw`\b(?:the|that|our|this) (?:[\w-]+ )?${PROJECT_NOUN}\b[^.!?;]{0,15}\b(?:is|'s) (?:not|no longer) (?:a |the |our )?(?:priority|needed|the plan|the point|what we need)|\bthe real (?:problem|need|priority|issue|pain(?: point)?|bottleneck)\b|\bnot (?:a|an|the) [\w-]+(?: [\w-]+)?,? (?:but|more (?:of )?(?:a|an)|rather)\b|\binstead of (?:a|an|the) [\w-]+`,
  'i',
);

/**
 * "please don't ring", "no call after all", "bitte nicht anrufen" (read "please not call"), "rufen Sie mich doch nicht
 * an" (read "call me doch not"), "ne m'appelez pas" (read "not call not").
 */
const CANCELS_CALL =
  /\b(?:please|pls)?\s*(?:don'?t|do not|no need to|not)\s+(?:call|ring|phone)(?:\s+(?:me|us|after all|then|back|tomorrow|today))?\s*(?=[,.!;]|and\b|$)|\bno (?:call|phone call|ring ?back|call-?back)s? (?:after all|please|then|needed)\b|\bcancel (?:the|my|that|our) (?:call|call-?back)\b|\bcall (?:me|us) (?:doch |bitte |please |lieber |besser )?not\b|\bnot call not\b|\bnicht anrufen\b|\bne m'appelez pas\b|\bpas d'appel\b/i;

function kindsNamed(words: string): TakenBack[] {
  const kinds: TakenBack[] = [];
  if (PHONE.test(words)) kinds.push('phone');
  if (EMAIL.test(words)) kinds.push('email');
  if (BUDGET.test(words)) kinds.push('budget');
  if (TIMELINE.test(words)) kinds.push('timeline');
  if (kinds.length === 0 && NUMBER.test(words)) kinds.push('number');
  if (kinds.length === 0 && PROJECT.test(words)) kinds.push('project');
  return kinds;
}

/** Whether a sentence calls off a call ("can you call me doch not"), rather than asking for one. */
export function callsOffACall(text: string): boolean {
  return CANCELS_CALL.test(text);
}

/** A word every take-back above needs: a message without one is not read clause by clause (most messages). */
const MAY_TAKE_BACK =
  /scrap|forget|delet|remov|drop|eras|wipe|\bbin\b|ditch|discard|disregard|ignor|cancel|withdr|strike|scratch|lösch|suppri|oubli|effac|annul|streich|strichen|entfern|vergess|anrufen|\boff\b|froz|freez|hold|shelved|pulled|void|obsolete|longer|hinfällig|tisch|\beis\b|gel[ée]|suspend|actualit|any ?more|made|keep|store|save|record|priority|real|instead|not (?:a|an|the)\b|call|ring|phone|appel|needed|what we need|\b(?:no|have (?:a |an |any )?)(?:budget|timeline|date|deadline)/i;

export function readTakeBacks(text: string): TakeBacks {
  if (!MAY_TAKE_BACK.test(text)) return { takenBack: [], cancelsCall: false, rest: text };
  const takenBack = new Set<TakenBack>();
  let rest = '';
  for (const clause of text.match(CLAUSES) ?? []) {
    // A question asks about something; only a statement or an order takes it back.
    if (clause.includes('?')) {
      rest += clause;
      continue;
    }
    if (MADE_UP.test(clause)) takenBack.add('budget');
    if (NOT_TO_BE_KEPT.test(clause)) takenBack.add('phone');
    if (PROJECT_SET_ASIDE.test(clause)) takenBack.add('project');
    const order = DROP_ORDER.exec(clause) ?? DROPPED_LAST.exec(clause);
    const ordered = order ? kindsNamed(order[1]!) : [];
    for (const kind of ordered) takenBack.add(kind);
    // An order drops only what it names ("forget 50k, it's 150k" still gives 150k); a part of the sentence calling
    // something off gives nothing ("the £120k and June are both off, so…").
    const kept = order && ordered.length > 0 ? clause.replace(order[0], ' ') : clause;
    for (const part of kept.split(/(?<=,)(?=\s)/)) {
      const none = NONE_ANY_MORE.exec(part);
      const off = CALLED_OFF.test(part) ? kindsNamed(part).filter((kind) => kind === 'budget' || kind === 'timeline') : [];
      const kinds: TakenBack[] = none ? [/budget/i.test(none[0]) ? 'budget' : 'timeline'] : off;
      for (const kind of kinds) takenBack.add(kind);
      rest += kinds.length > 0 ? ' ' : part;
    }
  }
  if (takenBack.has('budget')) takenBack.delete('number');
  return { takenBack: [...takenBack], cancelsCall: CANCELS_CALL.test(text), rest };
}
