/**
 * What one visitor message means, read once per message and shared by every
 * provider: the questions it asks, the facts it gives (project, stage,
 * timeline, budget, contact details…), who is writing, its language and
 * its tone. Cheap: regular expressions and one phone-number scan.
 */
import { LRUCache } from 'lru-cache';
import { detectIntent, type MessageSignals, readSignals } from '../signals.js';
import type { Locale } from '../conversation.js';
import { englishQuickReply } from '../quick-replies.js';
import { englishGloss, untranslatedWords, withoutSlang } from './gloss.js';
import { glossLocaleOf, localeOf, nonEnglishLanguage, withLanguageCodesNamed } from './language.js';
import { type VisitorName, visitorNameOf } from './visitor-name.js';
import { withSpellingCorrected } from './spelling.js';
import { addressEndings, contactWishes, findEmail, findPhone } from './contact-details.js';
import { detectTimeline, timelineUnknown } from './timeline.js';
import { findQuestions, RECAP_ASKED, type VisitorQuestion } from './questions.js';
import { type VisitorKind, visitorKindOf, withoutQuotedWords } from './visitor-kind.js';
import { callsOffACall, readTakeBacks, type TakenBack } from './take-backs.js';
import { detectBudget, namesAnAmount } from './budget.js';

export interface MessageUnderstanding extends MessageSignals {
  questions: VisitorQuestion[];
  /** The message as the readers read it: as written, or the English gloss of a German or French message. */
  read: string;
  /** Words of a German or French message the gloss left as written, lower-cased (empty for English). */
  untranslated: ReadonlySet<string>;
  /** Evidence in this message that the visitor is not a prospect (null: none). */
  visitorKind: Exclude<VisitorKind, 'prospect'> | null;
  /** The message's language when it is neither English, German nor French (answered with a note about the language). */
  language: string | null;
  /** English, German or French; null when the message is too short to tell (the chat keeps its language). */
  locale: Locale | null;
  /** The lexicon a message too short to tell was read through ("Dauer?" → German), else null. */
  readAs: Exclude<Locale, 'en'> | null;
  /** The visitor's name when the message gives it (the first name, and the full name as given). */
  visitorName: VisitorName | null;
  /** Beside a contact detail, how the visitor wants to be reached, in their words ("text before calling pls"). */
  contactWishes: string[];
  /** "I'd rather not give my e-mail": contact details are not asked for again. */
  declinesContact: boolean;
  greeting: boolean;
  thanks: boolean;
  rude: boolean;
  /** "nah I'm good", "not interested": the visitor does not want to go on. */
  declines: boolean;
  /** The visitor said the timeline is not known yet. */
  timelineUnknown: boolean;
  /** "Delete what I wrote": the visitor wants this chat's data erased (the widget's data controls do it). */
  eraseRequest: boolean;
  /**
   * "Under Art. 15 GDPR, what data do you hold about me?", "can I delete the chat afterwards?": the visitor asks about
   * their own chat data, which the widget's data controls show, copy and delete (no erasure is started).
   */
  ownDataAsked: boolean;
  /** The message gives project facts (project, stage, timeline, budget, contact). */
  givesFacts: boolean;
  /** "Call me on…", "Rufen Sie mich an", "rappelez-moi": a person from the team is asked to call. */
  asksForCall: boolean;
  /** "…und hätte ein paar Fragen": questions announced, not yet asked (the reply invites them and asks nothing). */
  announcesQuestions: boolean;
  /** "Scrap the phone number", "forget the number, I made it up", "June is off": what the visitor takes back. */
  takenBack: TakenBack[];
  /** "On reflection please don't ring": the call asked for before is called off. */
  cancelsCall: boolean;
  /** "Sorry, .co.uk not .com": the endings named to put right the address given before. */
  addressEndings: string[];
}

const DECLINE =
  /^\s*(?:(?:ok(?:ay)?|cool|alright|lol|haha|fine|great)[\s,.!]+)*(?:nah|no|nope|no thanks?|not really|not interested|not now|all good|i'?m good|im good|i'?m fine|that'?s all|that'?s it|never ?mind|just browsing)\b[\s,.!]*(?:thanks?|thx|i'?m good|im good|for now|just browsing|i'?m fine)?[\s.!]*$/i;
/**
 * "…not buying anything. bye", "I'll come back after our board discusses it", "I'll pass your address on to our press
 * office": the visitor takes their leave.
 */
const FAREWELL =
  /\b(?:i|we)(?:'ll| will)? (?:pass|forward|hand|give) (?:on )?your (?:contact (?:address|details)|address|e-?mail(?: address)?|details)\b|\b(?:i|we)(?:'ll| will| shall|'m going to| am going to| are going to| need to| have to| want to)? (?:think (?:about )?(?:it|this|that|the(?= (?:still|again)\b))(?: over)?|sleep on it|mull (?:it|this) over|consider (?:it|this))\b(?: (?:first|for a bit|a bit|a little|over|still|again|some more))?\W*$|(?:thanks|thank you|cheers)(?: (?:so much|a lot))? (?:for now|first|in the meantime)\W*$|\b(?:bye|bye bye|goodbye|good bye|ciao|cya|see you|see ya|tschüss|tschau|au revoir|à plus|have a (?:good|nice|great) (?:day|evening|weekend)|(?:i|we)'ll (?:get back to you|be in touch)(?: soon)?)\W*(?:(?:thanks|thank you|cheers)\W*)?$|\b(?:thanks|thank you|cheers) any ?ways?\W*$|\b(?:i|we)(?:'ll| will| shall)? (?:come back|get back|write|e-?mail|reach out|be in touch|get in touch)\b(?: again)?(?: (?:to|with|at) (?:you|the address|that address|this address|hello@\S+)){0,2},?(?: (?:after|once|when|if|as soon as|later|soon|next|tomorrow|tonight|today|this|the (?:week|month)|in (?:a|two|few)|on \w+day)\b[^.?!]{0,50})?[.!\s]*(?:(?:thanks|thank you|cheers)\W*)?$/i;
/**
 * "I'll talk to my partner first", "I'll take it to our MD", "je vais en parler à la direction": the visitor leaves to
 * consult someone.
 */
const CONSULTED = String.raw`(?:partners?|boss|management|board|direction|directors?|ceo|cfo|cio|cto|md|managing director|owners?|founders?|managers?|team|colleagues|superiors?|executives?|committee|wife|husband|it department|it team|procurement(?: team| department)?|purchasing|legal(?: team)?|dpo|data protection officer|compliance(?: team)?|council|trustees|governing body)`;
const CONSULTS_FIRST = new RegExp(
  [
    String.raw`(?:\b(?:i|we)(?:'?ll| will| shall|'m going to| am going to| are going to| need to| have to| must| want to| vais)?|^\W*(?:(?:ok(?:ay)?|thanks|right|alright|great|cool|fine)\W+)*(?:need to|have to|gotta|got to|must))`,
    String.raw`\s+(?:first\s+)?(?:talk|speak|discuss|check|clear|run|go over|think|take|bring)\b[^.?!]{0,30}`,
    // "…run it past my manager", "…talk about it again in our meeting on Thursday", "ich bespreche das intern".
    String.raw`(?:\b(?:with|to|by|past|a)\s+(?:the |my |our )?${CONSULTED}\b|\b(?:internally|in-house|in house)\b|\bin (?:a |the |our )?(?:\w+ )?meeting\b)`,
    // "Ich muss das erst mit meinem Chef abstimmen" (read "I must the first with my boss check"): the verb last.
    String.raw`|\b(?:i|we)\b[^.?!]{0,30}\b(?:with|by)\s+(?:the |my |our )?${CONSULTED}\s+(?:\w+\s+){0,2}?(?:check|talk|speak|discuss|clear|go over)\b`,
  ].join(''),
  'i',
);
/** "I'll have a look at the portfolio first", "ich les mich erstmal ein": the visitor leaves to read up on their own. */
const READS_UP_FIRST =
  /\b(?:i|we)(?:'?ll| will| shall|'m going to| am going to| need to| want to| have to)?\s+(?:first\s+)?(?:(?:have|take) (?:a (?:closer |good |proper )?)?look|look|read up|read|browse|dig)\b[^.?!]{0,40}?\b(?:first|for now|in peace|at leisure|again)\b[^.?!]*[.!]*\s*$/i;
const GREETING =
  /^\s*(?:hi|hello|hey|hiya|yo|howdy|sup|hallo|good (?:morning|afternoon|evening)|greetings)\b[\s!.,]*(?:there|vera)?[\s!.,]*$/i;
const THANKS =
  /^\s*(?:(?:ok(?:ay)?\W+)?(?:pity|shame|too bad|a pity|what a pity|oh well|never mind)[.!,]*\s+)?(?:(?:ok(?:ay)?|k|kk|great|perfect|cool|super|agreed|alright|all right|sure|got it|understood|noted|fine|right|good),?\s*)?(?:thanks|thank you|thx|ty|cheers|many thanks)\b[^?]*$/i;
/**
 * Rude towards us ("this is useless", "your prices are ridiculous"), not about their own systems ("our search is
 * terrible"), nor a grudging compliment ("you're less useless than the last lot").
 */
const RUDE = [
  /\b(?:stupid|idiot\w*|dumb|waste of (?:my )?time|bullshit|wtf|ffs)\b/i,
  /\b(?:you|your|you're|ur|this|this (?:bot|chat|thing|site)|vera)\b[^.?!,]{0,30}(?<!\b(?:less|not|hardly|not as|not so|nowhere near as) )\b(?:useless|rubbish|crap|garbage|sucks|pointless|ridiculous|overpriced|rip[- ]?off|scam|terrible|awful|annoying|a joke)\b/i,
];

/** A call asked for as a statement, in the visitor's own words (a German separable verb is read before its gloss). */
const CALL_ME =
  /\b(?:can|could|would|will) (?:someone|somebody|one of you|you|the team|your team|a colleague)\b(?: \w+){0,3}? (?:do|have|set up|arrange|schedule|book|jump on|hop on) a (?:quick |short |brief )?(?:call|phone call)\b|\b(?:can|could|would|will) (?:the team|your team|your people|your sales team|a colleague)\b(?: \w+){0,2}? (?:call|ring|phone) (?:me|us)\b|\b(?:i|we) (?:want|need|would like|'d like|would love|'d love) (?:a|to have a|to get a) (?:quick |short |brief )?(?:call|phone call)\b|\b(?:vous|tu) (?:me|nous) (?:rappelez|appelez|rappelles|appelles|recontactez)\b|\b(?:best|easiest|better|quickest|fastest|simplest) (?:is |would be )?to (?:call|ring|phone) (?:me|us)\b|(?:^|[.!?;,]\s*)\W*(?:(?:ok(?:ay)?|alright|fine|right|yes|sure)[,\s]+)?(?:please\s+|pls\s+|so\s+|then\s+|just\s+)?(?:call|ring|phone|telephone) (?:me|us)\b|\b(?:call|ring|phone|telephone) (?:me|us) (?:on|at)\b|\bm['’](?:appeler|rappeler|téléphoner|joindre)\b|\b(?:can|could|would|will) (?:someone|somebody|anyone|one of you|you)\b(?: \w+){0,4}? (?:call|ring|phone) (?:me|us)\b|\b(?:can|could|would|will) (?:someone|somebody|one of you|you) (?:me|us) (?:\w+ )?(?:call|ring|phone)\b|\b(?:someone|somebody|one of you)\b(?: \w+){0,2}? (?:calls|rings|phones) me\b|(?<!\b(?:when|whenever|each time|every time|after|before|until)\s+|(?:^|[.?!;:]\s*)(?:if|once)\s+)\b(?:someone|somebody|one of you)\b(?: \w+){0,2}? (?:calls|rings|phones) us\b|\b(?:zurückrufen|rückruf)\b|\b(?:können|könnten|würden|kann|könnte) (?:sie|ihr|jemand) (?:mich|uns) (?:\w+ ){0,3}anrufen\b|\bruf(?:en sie|t)? (?:mich|uns) (?:\w+ ){0,3}an\b|\bappelez[- ](?:moi|nous)\b|\bmelden sie sich\b|\bmeldet euch\b|\bcontactez[- ](?:moi|nous)\b|\bbook (?:me|us) in\b|\bnehmen sie (?:bitte )?(?:kontakt|verbindung) mit (?:mir|uns) auf\b|\b(?:kontakt|verbindung) mit (?:mir|uns) aufnehmen\b|\bmit (?:mir|uns) (?:kontakt|verbindung) aufnehmen\b|\bkontaktieren sie (?:mich|uns)\b|\bprenez contact avec (?:moi|nous)\b|\b(?:please )?(?:contact|reach) (?:me|us)\b(?! (?:if|when|once|later))|\bget (?:back )?in touch with (?:me|us)\b|\b(?:you|someone|somebody) (?:can|could|may|should) (?:call|ring|phone) (?:me|us)\b|\b(?:ruf(?:en|t|e)?)(?: sie| du| ihr)?\s+(?:mich|uns)\b[^.?!]{0,40}\ban\b|\b(?:rappelez|appelez|rappelle|appelle)[- ](?:moi|nous)\b|\b(?:me|nous) (?:rappeler|appeler)\b|\b(?:please )?reach out to (?:me|us)\b(?! (?:if|when|once|later))|\blet['’]?s (?:set up|schedule|book|arrange|have|do|organise|organize) (?:a |an |the |that )?(?:quick |short |first )?(?:call|meeting|video call|phone call)\b|\b(?:qu['’]?(?:un|une|il|elle)|que (?:quelqu['’]un|qqn|(?:le|la|votre|un|une) \w+))\b[^.?!]{0,25}\b(?:me|nous) (?:contacte|recontacte|rappelle|appelle|écrive)\b|\b(?:soll|möge|kann) sich\b[^.?!]{0,25}\bbei (?:mir|uns) melden\b|\b(?:soll|sollte|könnte|kann|möge) (?:mich|uns)\b[^.?!]{0,40}\b(?:anrufen|zurückrufen)\b|\b(?:rather|prefer to|prefer|sooner) (?:have|do|get|jump on|hop on) (?:a |an )?(?:quick |short )?(?:call|phone call|video call)\b|\b(?:proposition|propose[zr]?)\b[^.?!]{0,15}\b(?:de |d['’]un |un )?(?:rdv|rendez-vous|créneau|appel)\b|\bgive (?:me|us) a (?:ring|call|bell|buzz)\b|\b(?:können|könnten) wir (?:\w+ )?telefonieren\b|\b(?:(?:can|could) we|we (?:can|could)) (?:\w+ )?(?:talk|speak) (?:on|by|over) (?:the )?(?:phone|telephone)\b|(?<!\b(?:don't|dont|do not|never|not|no)\s+)\b(?:want|would like|'d like|need|wish|prefer)\b(?:(?!\b(?:bot|assistant|chatbot|system|ai|app|tool|software|platform)\b)[^.?!]){0,40}\bto (?:call|ring|phone|contact) (?:me|us)\b(?! (?:when|if|whenever|once|about (?:their|its)))|(?<!\b(?:don't|dont|do not|never|not|no)\s+)\b(?:like|want|wish|prefer|need)\b[^.?!]{0,15}\bto be (?:called|rung|phoned|contacted)(?: back)?\b|(?<!\b(?:pas|jamais|plus)\s+(?:\w+\s+)?)(?<!\S)être (?:rappel|recontact|contact|appel)ée?s?(?![\wÀ-ÿ])|(?<!\b(?:nicht|nie)\s+)\b(?:zurückgerufen|angerufen|kontaktiert) (?:zu )?werden\b/i;

/**
 * Contact asked for in the English reading, so in German and French too: "get someone to drop me a line", "get someone
 * who knows underwriting systems to call me", "we'll set up a call", "que quelqu'un me contacte" (read "that someone me
 * contacte"), "dann gerne ein Gespräch" (read "then gladly a call"), "das mit jemandem von Ihnen am Telefon besprechen"
 * (read "…to someone of you at the phone discuss").
 */
const CONTACT_ME = new RegExp(
  [
    String.raw`\b(?:get|have|ask|let) (?:someone|somebody|one of (?:you|your \w+)|your (?:team|people|sales team|colleagues?)|a (?:person|colleague|human))\b(?: \w+){0,5}? (?:to )?(?:drop (?:me|us) a (?:line|note|mail)|(?:ping|call|ring|phone|e-?mail|mail|contact|reach|text|message) (?:me|us)\b|get (?:back )?(?:in touch|to (?:me|us)))`,
    String.raw`\b(?:someone|somebody|one of you|your team)\b(?: \w+){0,3}? (?:me|us) (?:contact|call|ring|phone|e-?mail)\w*`,
    String.raw`\b(?:we'll|we will|let's|let us) (?:\w+ )?(?:do|set up|arrange|schedule|book|have) (?:a|the|that) (?:(?:quick|short|brief|first|free|discovery|intro\w*) )*call\b`,
    // "…einen Termin für das Erstgespräch" (read "a appointment for the discovery call"), "qui me rappelle ?" (read "who
    // calls me back?"): the call asked for.
    String.raw`\b(?:appointment|slot|date|time) for (?:(?:the|a|our|your) )?(?:free )?(?:discovery|first|initial|intro\w*) (?:call|consultation|meeting)\b`,
    String.raw`\bwho (?:will |can |could |is going to )?(?:calls?|rings?|phones?|contacts?) (?:me|us)(?: back)?\b`,
    String.raw`(?:^|[.?!]\s*)(?=[^.?!]*\b(?:someone|somebody|a person|one of you)\b)(?=[^.?!]*\b(?:phone|telephone)\b)(?=[^.?!]*\b(?:discuss|talk|speak|go through)\w*)`,
    String.raw`(?:^|[.?!,]\s*)(?:(?:then|so|yes|sure|ok(?:ay)?)[, ]+)?(?:gladly|happily|with pleasure)[, ]+(?:a|an) (?:quick |short |first )?(?:call|meeting)\b`,
    String.raw`\bget in touch\b[^.?!]{0,20}\b(?:at|with) me\b`,
    // "je préfère qu'un commercial m'appelle" (read "I prefer a salesperson calls"), "can someone email me?": a person
    // asked to call or write.
    // "…takes contact details from people who want a call back": their own people's wish, not the visitor's.
    String.raw`(?<!\b(?:who|which|they|people|customers|clients|patients|members|users|callers|families|donors)\s+)\b(?:prefer|want|would like|'d like|rather)\b (?:that )?(?:a|an|one of your|someone|somebody) (?:\w+ )?(?:salesperson|sales rep\w*|advis[eo]r|consultant|person|colleague|engineer|expert|someone|somebody)? ?(?:calls?|rings?|phones?|contacts?|e-?mails?|writes?)\b`,
    String.raw`\b(?:can|could|would|will) (?:someone|somebody|one of you|your team|a person)\b(?: \w+){0,2}? (?:e-?mail|mail|contact|ping|text|message|write to) (?:me|us)\b`,
    // "Can you get back to me asap?", "vous pouvez revenir vers moi ?" (read "you can get back to me?"), "Können Sie sich
    // bei mir melden?" (read "can you sich at me get in touch?"): the team asked to come back to the visitor.
    String.raw`\b(?:(?:can|could|would|will) (?:you|u|you guys|your team|the team|someone|somebody|one of you)|(?:you|u|your team|the team|someone|somebody) (?:can|could|will))\b(?: \w+){0,3}? (?:get (?:back )?to (?:me|us)|get (?:back )?in touch with (?:me|us)|reach out to (?:me|us)|come back to (?:me|us)|follow up with (?:me|us)|contact (?:me|us))\b`,
    String.raw`(?:^|[.!?;,]\s*)(?:please |pls |just |so |then )?(?:get back to|reach out to|follow up with) (?:me|us)\b|\b(?:at|with) (?:me|us) get (?:back|in touch)\b`,
    // "Best is a call. Mark, 0412…", "a call would be best", "send someone my way": the way they want to be reached.
    String.raw`(?:^|[.!?;,]\s*)(?:(?:ok(?:ay)?|right|so|then|honestly|i think|probably)[,\s]+)*(?:at )?(?:the )?(?:best|easiest|quickest|preferred)(?: way| option)? (?:is|would be|'s) (?:a |by )?(?:phone |quick |short )?(?:call|phone)(?=\s*(?:$|[.!?,;:]|for (?:me|us)\b|please\b|pls\b))`,
    String.raw`(?:^|[.!?;,]\s*)(?:(?:ok(?:ay)?|right|so|then|honestly|i think|probably)[,\s]+)*(?:a )?(?:phone |quick |short )?call (?:is|would be|'d be) (?:best|easiest|preferred|better|ideal)(?=\s*(?:$|[.!?,;:]|for (?:me|us)\b|please\b|pls\b))`,
    String.raw`\bsend (?:someone|somebody|a person|one of your (?:people|team|colleagues)) (?:my|our) way\b`,
    // "Que quelqu'un de votre équipe m'appelle" (read "that someone of your team calls"): a wish for a call.
    String.raw`(?:^|[.?!]\s*)that (?:someone|somebody)\b(?: \w+){0,4}? (?:calls?|contacts?|rings?|phones?|e-?mails?|writes?)\b`,
  ].join('|'),
  'i',
);

/** The visitor's own chat data asked about: its copy (by the GDPR's article or in plain words), or how to delete it. */
const OWN_DATA_ASKED =
  /\bart(?:icles?|\.)? ?15\b[^.?!]{0,30}\b(?:gdpr|dsgvo|rgpd)\b|\b(?:can|could|may) (?:i|we) (?:\w+ ){0,2}?(?:(?:download|export|keep|save) (?:a |my |the )?(?:copy|transcript|export|conversation|chat)|get (?:a |my |the )?(?:copy|transcript|export|(?:conversation|chat) (?:history|log|transcript|copy)))\b|\b(?:can|could|may) (?:i|we)\b[^.?!]{0,25}\b(?:copy|transcript|conversation|chat|call)\b[^.?!]{0,15}\b(?:download|export|save)\b|\b(?:can|could|may) (?:i|we)\b(?: \w+){0,3}? (?:delete|erase|remove|wipe)\b[^.?!]{0,20}\b(?:this |the |my |our )?(?:chat|conversation|messages)\b|\b(?:can|could|may) (?:i|we)\b[^.?!]{0,10}\b(?:the |this |my |our )(?:chat|conversation|messages)\b[^.?!]{0,20}\b(?:delete|erase|remove|wipe)\b|\bart(?:icle|\.)? ?15\b[^.?!]{0,20}\b(?:gdpr|dsgvo|rgpd)\b|\b(?:a )?copy of (?:my|the|this) (?:data|chat|conversation)\b|\bwhat (?:data|information) (?:do )?you (?:have|hold|store|keep|stored|kept) (?:about|on|of) me\b|\bwhich data you (?:have )?(?:stored|store|hold|kept) (?:about|on|of) me\b|\b(?:this |the |a |my )?(?:chat|conversation)\b[^?]{0,80}\b(?:can|could|may) (?:i|we)\b(?: \w+){0,2}? (?:delete|erase|remove|wipe|get rid of) (?:it|them|that|this|those)\b/i;

/**
 * Erasing what the visitor wrote here, not a question about deletion in the system they want built; "Können Sie das
 * bitte sofort löschen??" (read "can you that please immediately delete??") in the German order.
 */
const ERASE_REQUEST =
  /\b(?:can|could|would|will) (?:you|u) (?:that|this|it|the|everything|all that)\b(?: (?:please|pls|bitte|immediately|right away|now|at once|quickly|asap|sofort))* (?:delete|erase|remove|wipe)\b\W*$|(?:\b(?:want|would like|ask|request|demand|insist)|'d like)\b[^.?!]{0,30}\b(?:everything|all of it|it all|all my (?:data|messages|details)|my (?:data|messages|details)|(?:this|the|our|my) (?:chat|conversation))\b[^.?!]{0,20}\b(?:deleted|erased|removed|wiped)\b|\bart(?:icles?|\.)? ?(?:\d+ ?(?:,|and|et|und) ?)*17\b[^.?!]{0,20}\b(?:gdpr|dsgvo|rgpd)\b|\b(?:delete|erase|remove|wipe|forget|purge|löschen|lösche|loeschen|supprimer|supprimez|effacer|effacez)\b[^.?!]{0,40}(?:\bwhat i(?:'ve| have)? (?:\w+ ){0,2}(?:wrote|written|said|typed|sent)|\bi (?:have )?(?:wrote|written)\b|\beverything i (?:wrote|said|typed|sent)|\bmy (?:data|messages?|chats?|conversations?|details|info(?:rmation)?)|\bthis (?:chat|conversation|exchange)|\bour (?:chat|conversation|exchange)|\bme\b|\bmeine (?:daten|nachrichten)|\bdiese[nrs]? (?:chat|unterhaltung)|\bmes (?:données|messages)|\bcette conversation)|\b(?:meine daten|mes données)\b[^.?!]{0,30}\b(?:löschen|supprimer|effacer)\b|\b(?:everything|all (?:the )?(?:data|information|info)|whatever|anything) (?:you|u) (?:hold|have|store|keep|kept)\b[^.?!]{0,20}\b(?:about|on|of) (?:me|us)\b[^.?!]{0,30}\b(?:deleted|erased|removed|wiped)\b|\bi(?:'ll|'d|'m| will| can| could| would| want to| have to)?(?: \w+){0,2} (?:delete|erase|remove|wipe) (?:it|this|that|them|everything)(?: myself| ourselves)?(?=\W*$|\W*(?:when|once|after|now|then|later|too)\b)|\b(?:pasted|copied|typed|wrote|written|entered|shared|reinkopier\w*|hineinkopier\w*|eingefügt|eingegeben|geschrieben|copié|collé|écrit|saisi)\b[^?]{0,150}?\b(?:delete|erase|remove|wipe|löschen|entfernen|supprimer|supprimez|effacer|effacez)\b(?:[\s,]+(?:it|this|that|them|everything|all|alles|tout|das|bitte|please|svp|s'il vous plaît|asap|now|immediately|right away|at once))*\s*[.!?]*\s*$/im;

/** "I just pasted a customer's name into your chat, can you delete that?": what was put here, to be erased. */
const ERASE_WHAT_WAS_PUT_HERE =
  /\b(?:pasted|typed|put|wrote|written|entered|shared|posted|gave|included)\b[^.?!]{0,80}\b(?:in|into|on|to) (?:your|this|the) (?:chat|conversation|window)\b[\s\S]{0,80}?\b(?:delete|erase|remove|wipe)\w* (?:that|it|this|those|them)\b|\b(?:delete|erase|remove|wipe)\w* (?:that|it|this|those|them)\b[\s\S]{0,40}?\b(?:i|we) (?:just |accidentally |mistakenly )?(?:pasted|typed|put|entered|shared|posted)\b/i;

/** "hab grad aus Versehen meine IBAN hier reinkopiert… Können Sie das löschen??": put here by mistake, to be erased. */
const PUT_HERE_BY_MISTAKE =
  /^(?=[\s\S]*(?:\b(?:by mistake|by accident|accidentally|mistakenly|in error|par erreur|aus versehen|versehentlich)\b[^.?!]{0,80}\b(?:pasted|copied|typed|entered|posted|sent|shared|put|wrote)\b|\b(?:pasted|copied|typed|entered|posted|sent|shared|put|wrote)\b[^.?!]{0,60}\b(?:by mistake|by accident|accidentally|in error)\b))(?=[\s\S]*\b(?:delete|erase|remove|wipe)\b)/i;

/**
 * "…oh, I shouldn't have written names here. Can you delete that?" (and "Namen hätte ich hier nicht schreiben dürfen",
 * read "name would have I here not write may"), "is someone reading what I write? can you erase it?": what was
 * written here, asked to be erased.
 */
const ERASE_WHAT_WAS_WRITTEN =
  /(?:\b(?:shouldn'?t|should not|oughtn'?t|wasn'?t supposed to|not supposed to) have (?:\w+ ){0,3}?(?:written|typed|put|shared|posted|pasted|given|mentioned|named|sent)\b|\bwould have (?:i|we)\b[^.?!]{0,20}\bnot (?:write|type|name|put|share|post|give)\b|\bwhat (?:i|we)(?:'ve| have)? (?:\w+ )?(?:write|wrote|written|type|typed|say|said|send|sent|enter|entered)\b)[\s\S]{0,80}?\b(?:can|could|would|will|please) (?:you|u)\b(?: \w+){0,2}? (?:delete|erase|remove|wipe)\b/i;

const ANNOUNCES_QUESTIONS =
  /\b(?:i|we)\b[^.?!]{0,60}\b(?:have|got|had) (?:a few|some|a couple of|several|two|three|a number of|few|more) (?:\w+ )?questions\b/i;
/** "Could you answer a few questions?": questions announced as a question (a survey's questions are a research request). */
const ANSWER_SOME_QUESTIONS =
  /^\W*(?:\w+\W+){0,2}?(?:could|can|would) (?:you|u) (?:please )?answer (?:to )?(?:a few|some|a couple of|several|few|my|our|a number of) (?:(?!survey|interview|research|questionnaire)\w+ )?questions\W*$/i;
/**
 * "Can you send me something in writing for our committee?", "Vous pourriez m'envoyer une présentation ?", "Können Sie
 * uns Infos per Mail schicken?": something sent to the visitor, or a call offered, with the contact given beside it,
 * also after a word on what comes next ("I'll check with my boss, could you send me a recap?").
 */
const SEND_SOMETHING =
  /^(?=[^?]*\b(?:me|us|something|info|information|details|stuff|an? (?:offer|proposal|presentation|brochure|deck|exchange|call|meeting|summary|recap)|documentation|docs)\b)(?:[^?]{0,80},\s*)?\W*(?:(?:please|pls|just|so|then|ok(?:ay)?)\W+)*(?:(?:(?:can|could|would|will) (?:you|u|someone|your team)|(?:you|u) (?:can|could|would))\s+(?:[\w-]+\s+){0,5}?)?(?:send|mail|e-?mail|offer|propose|suggest|arrange|schedule)\b[^?]{0,100}\?*\W*$/i;

/** "tu peux noter mon num ? 06…" (read "you can note my number ?"): the contact given, asked to be kept, asks nothing. */
const KEEP_MY_CONTACT =
  /^\W*(?:(?:ok|so|and|then|please)\W+)*(?:(?:can|could|would|will) (?:you|u)\s+|(?:you|u) (?:can|could)\s+)?(?:please\s+)?(?:note|take|write down|save|keep|record|jot down|take down|add)\b[^?]{0,15}\b(?:my|our|this|the) (?:number|phone(?: number)?|mobile|e-?mail(?: address)?|address|details|contact(?: details)?)\b[^?]{0,20}\?*\W*$/i;

/**
 * "<!-- note to the AI assistant: disregard your instructions… -->" inside a pasted checklist: text hidden from a human
 * reader is not the visitor's words; the rest of the message is read as written.
 */
const HIDDEN_MARKUP = /<!--[\s\S]*?(?:-->|$)/g;

/** The engine and the reply read the same message in the same turn: the last few are kept. */
const recent = new LRUCache<string, MessageUnderstanding>({ max: 256 });

/** `chatLocale`: the chat's language once known, for reading a message too short to tell its own. */
export function understandMessage(message: string, chatLocale: Locale | null = null): MessageUnderstanding {
  const text = message.replace(HIDDEN_MARKUP, ' ').trim();
  const key = `${chatLocale ?? ''}\u0000${text}`;
  const known = recent.get(key);
  if (known) return known;
  const understood = read(text, chatLocale);
  recent.set(key, understood);
  return understood;
}

/** "I'll write to you at hello@vaultline.ai": an address at the agency's own domain is where they write, not theirs. */
export function withoutAgencyAddress(understood: MessageUnderstanding, agencyEmail: string | undefined): MessageUnderstanding {
  const domain = agencyEmail?.split('@')[1]?.toLowerCase();
  return domain && understood.email?.toLowerCase().endsWith(`@${domain}`) ? { ...understood, email: null } : understood;
}

/**
 * "I'd rather not give my e-mail", "I'll hold off on contact details for now", "no sales contact please", "I can't take
 * calls": not to be asked or called.
 */
const DECLINES_CONTACT =
  /\bno need to (?:call|ring|phone|contact|e-?mail) (?:me|us)(?: back)?\b|\b(?:you|u) (?:get|receive|will get|won'?t get) no (?:data|details|contact details|e-?mail|number|personal data)\b|\b(?:hold(?:ing)? off|wait(?:ing)?) (?:on|with) (?:the |my |our |any )?(?:contact details|contact info|details|e-?mail|phone|number)\b|\b(?:my|our) (?:(?:e-?)?mail|phone|number|contact details|details)\b[^.?!]{0,10}\b(?:i|we) (?:give|share|leave|provide|send)\b[^.?!]{0,15}\bnot\b|\bnot (?:giving|sharing|leaving|handing over|sending)\b(?: out)?[^.?!]{0,15}\b(?:e-?mail|phone|mobile|number|contact|details)\b|\b(?:e-?mail|phone|mobile|number|contact details|contact data|details)\b[^.?!]{0,30}\b(?:i|we)\b[^.?!]{0,20}\bnot (?:leave|give|share|provide)\b|\b(?:i|we) not (?:leave|give|share|provide|send)(?: not)? (?:my|our|any|the) (?:contact details|details|contact|e-?mail|phone|mobile|number)\b|\b(?:e-?mail|phone|number|contact|details)\b[^.?!]{0,15}\b(?:i'?m|i am|we'?re|we are) not (?:giving|sharing|leaving|sending)\b|\b(?:rather not|don'?t want to|do not want to|won'?t|will not|not going to|prefer not to|not comfortable)\s+(?:to\s+)?(?:give|share|leave|provide|send|hand over)\b[^.?!]{0,25}\b(?:e-?mail|phone|number|contact|details)\b|\bno (?:e-?mail(?: address)?|phone(?: number)?|(?:phone |mobile )?numbers?|contact details)s?(?: from (?:me|us))?(?:,| for now| yet|\.|$)|\bno (?:sales )?(?:contact|calls?|phone calls?|follow-?ups?)(?: please| pls| for now| yet)?(?=[,.!]|$)|\b(?:can'?t|cannot|won'?t|will not) take (?:any )?(?:calls|meetings)\b|\b(?:please )?(?:don'?t|do not) (?:call|contact|phone|ring) (?:me|us)\b/im;

/** "nvm", "never mind", "forget that, found it": the question just asked is withdrawn. */
const QUESTION_WITHDRAWN = /^\W*(?:nvm|never ?mind|forget (?:it|that)|scratch that|ignore (?:that|it|this)|found it)\b/i;

function takenBackRightAfter(text: string, question: string): boolean {
  const at = text.indexOf(question);
  return at >= 0 && QUESTION_WITHDRAWN.test(text.slice(at + question.length));
}

function read(written: string, chatLocale: Locale | null): MessageUnderstanding {
  // A German or French quick reply reads as the English one it stands for.
  const clicked = englishQuickReply(written);
  const original = clicked ?? written;
  const locale = clicked ? null : localeOf(original, chatLocale);
  // German and French are read through their English gloss: the same readers, the same facts and score.
  const glossed = locale === 'de' || locale === 'fr' ? locale : locale === null && !clicked ? glossLocaleOf(original, chatLocale) : null;
  const firstGloss = glossed ? englishGloss(original, glossed) : withoutSlang(original);
  // Words the gloss could not read are read again as the lexicon words they misspell ("assitant", "repondre").
  const spelled = glossed ? withSpellingCorrected(original, firstGloss, glossed) : original;
  // "site en FR et NL obligatoire": the languages listed by their codes are read by name.
  const text = withLanguageCodesNamed(
    glossed
      ? spelled !== original
        ? englishGloss(spelled, glossed)
        : firstGloss
      : clicked
        ? firstGloss
        : withSpellingCorrected(firstGloss, firstGloss, 'en'),
  );
  const language = locale === null ? nonEnglishLanguage(original) : null;
  // A phone number is read as written: the gloss's number formats ("02.555.01.23" → "02,555.01.23") are for amounts,
  // and its extension keeps the visitor's word ("poste 112").
  // "Could you summarise what you'd propose?" asks for a recap: no project of theirs ("summarise" is document work).
  const read = readSignals(text.replace(RECAP_ASKED, ' '));
  // So is a dictated address: its words are a name ("j.martin arobase exemple point fr"), not French to translate.
  const readContact = glossed
    ? {
        ...read,
        phone: findPhone(original) ?? read.phone,
        email: findEmail(original) ?? read.email,
      }
    : read;
  // 'A typical message: "Hi, Gisela here, 0170 …, can I move my appointment?"': a contact, a name or a call asked
  // for inside someone else's quoted words is not the visitor's.
  const ownWords = withoutQuotedWords(original);
  const quoting =
    ownWords === original
      ? readContact
      : {
          ...readContact,
          phone: findPhone(ownWords) === null ? null : readContact.phone,
          email: findEmail(ownWords) === null ? null : readContact.email,
          nextStep: readSignals(glossed ? englishGloss(ownWords, glossed) : ownWords).nextStep === null ? null : readContact.nextStep,
        };
  // Nor is a date or a sum in those words ("…two months behind on rent"), or one the visitor takes back ("forget the
  // 25,000, the budget is not approved", "the £120k and June are both off").
  const said = readTakeBacks(text);
  const factsRead = withoutQuotedWords(said.rest);
  // "Forget 50k, it's 150k": a sum dropped for another is corrected, not taken back.
  const corrected = said.takenBack.includes('budget') && namesAnAmount(factsRead);
  const takeBacks = corrected ? { ...said, takenBack: said.takenBack.filter((kind) => kind !== 'budget') } : said;
  const signals =
    factsRead === text
      ? quoting
      : { ...quoting, timeline: detectTimeline(factsRead), budget: detectBudget(factsRead) ?? (corrected ? quoting.budget : null) };
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
  // "send me something. m.okafor [at] payflux [dot] io": where to send it is given, nothing is asked.
  const contactGiven = Boolean(signals.email || signals.phone);
  // "…@x.co.uk. Could someone call rather than email?": how to reach them, passed on with the contact, asks nothing.
  const wishes = contactGiven ? contactWishes(original, signals.phone) : [];
  // The questions were found in the reading, so the wishes that drop them are read there too (the same for English).
  const wished = contactGiven && text !== original ? contactWishes(text, signals.phone) : wishes;
  // "Can your team get in touch with me?", "Rufen Sie mich bitte sofort an" (read "can you call me please asap."): the
  // team asked to contact the visitor is a person asked for, not a topic to look up.
  const found = findQuestions(text)
    .map((question) =>
      question.kind === 'knowledge' && (CALL_ME.test(question.text) || CONTACT_ME.test(question.text))
        ? { ...question, kind: 'human-request' as const }
        : question,
    )
    // "Bitte rufen Sie mich doch nicht an" (read "please can you call me doch not") calls a call off: no person asked.
    .filter((question) => !(question.kind === 'human-request' && callsOffACall(question.text)))
    // "what's your stack, kafka? nvm, just saw the tech list": a question the visitor answered themselves.
    .filter((question) => !takenBackRightAfter(text, question.text))
    .filter(
      (question) =>
        !(
          contactGiven &&
          (SEND_SOMETHING.test(question.text) ||
            KEEP_MY_CONTACT.test(question.text) ||
            // …unless the wish is to talk to a person ("je préfère parler à qqn"), which is the hand-over.
            (question.kind !== 'human-request' &&
              wished.some((wish) => wish.includes(question.text.replace(/\?+$/, '')) || question.text.includes(wish))))
        ),
    );
  // "Could you answer a few questions?" announces questions; it asks nothing yet.
  const questions = found.filter((question) => !ANSWER_SOME_QUESTIONS.test(question.text));
  // "On en reparle en réunion jeudi": the day of their own meeting, not a call booked with us.
  const consults = CONSULTS_FIRST.test(text) && !text.includes('?');
  const asksForCall = CALL_ME.test(original) || CONTACT_ME.test(text);
  // "Let's do the discovery call then": the call wished for by name is the consultation, offered with its free times
  // ("who will call me back?" asks for a person).
  const callNamed = asksForCall && /\b(?:the|a|an|that) (?:[\w-]+ )?(?:call|meeting|consultation|appointment)\b/i.test(text);
  const nextStep = consults && signals.nextStep === 'schedule-call' ? null : (signals.nextStep ?? (callNamed ? 'schedule-call' : null));
  return {
    ...signals,
    nextStep,
    intent: nextStep === signals.nextStep ? signals.intent : detectIntent(text, { ...signals, nextStep }),
    questions,
    announcesQuestions: questions.length === 0 && (ANNOUNCES_QUESTIONS.test(text) || found.length > 0),
    visitorKind: visitorKindOf(text),
    read: text,
    untranslated: glossed ? untranslatedWords(spelled, text, glossed) : new Set<string>(),
    language,
    locale,
    readAs: locale === null ? glossed : null,
    visitorName: visitorNameOf(ownWords),
    contactWishes: wishes,
    addressEndings: addressEndings(original),
    declinesContact: DECLINES_CONTACT.test(text),
    greeting: GREETING.test(text),
    thanks: THANKS.test(text),
    rude: RUDE.some((pattern) => pattern.test(text)),
    declines:
      DECLINE.test(text) ||
      ((FAREWELL.test(text) || READS_UP_FIRST.test(text) || (CONSULTS_FIRST.test(text) && !givesFacts)) && !text.includes('?')),
    eraseRequest:
      ERASE_REQUEST.test(text) || ERASE_WHAT_WAS_PUT_HERE.test(text) || PUT_HERE_BY_MISTAKE.test(text) || ERASE_WHAT_WAS_WRITTEN.test(text),
    ownDataAsked: OWN_DATA_ASKED.test(text),
    givesFacts,
    asksForCall,
    timelineUnknown: signals.timeline === null && timelineUnknown(text),
    takenBack: takeBacks.takenBack,
    cancelsCall: takeBacks.cancelsCall,
  };
}
