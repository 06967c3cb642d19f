/**
 * The questions a visitor message asks: several per message are common
 * ("Do you do mobile apps, how fast can you deploy, and do you work with
 * Groq?"), with or without a question mark, and requests phrased as
 * imperatives ("tell me about your security"). Two questions are answered by
 * who the assistant is rather than by the knowledge: whether the visitor is
 * talking to a person, and asking for one.
 */
import { rememberingRecent } from '../../shared/remembering-recent.js';
import { searchTerms } from '../knowledge-base/search-terms.js';
import { detectBudget } from './budget.js';
import { detectTimeline } from './timeline.js';

export type QuestionKind = 'assistant-identity' | 'about-this-chat' | 'human-request' | 'recommendation' | 'agency-overview' | 'knowledge';

export interface VisitorQuestion {
  text: string;
  kind: QuestionKind;
}

const INTERROGATIVE = String.raw`(?:what|what's|whats|where's|wheres|how|how's|who's|do|does|did|can|could|is|are|am|will|would|should|which|who|whom|whose|where|when|why|have|has|may|any|(?:tell|give|send|quote|show|inform|provide) (?:me|us)|tell(?= (?:what|how|which|who|where|when|why|whether|if)\b)|let (?:me|us) know|explain|describe|(?:walk|talk|run|take) (?:me|us) through|convince me|name (?:one|a|any|some|two|three|your|me (?:one|a)) (?:\w+ )?(?:clients?|customers?|references?|projects?)\b|(?:i|we)(?:'d| would)? (?:like|want|need) to know|(?:i|we) (?:need|want|would need|'d need) (?:a|an|some) (?:\w+ ){0,3}?(?:price|pricing|quote|estimate|ballpark|cost estimate|idea of (?:the )?costs?)\b|(?:our|my) (?:[\w-]+ ){0,2}(?:wants|needs|requires|asks for|would like) (?:a|an|the) (?:[\w-]+ ){0,2}?(?:contact(?: person)?|phone number|number|line)\b|i wonder|wondering|curious(?= (?:about|whether|if|what|how|why|to know)))`;
const STARTS_AS_QUESTION = new RegExp(
  String.raw`^(?:[^:?]{0,30}:\s*)?(?:(?:and|also|so|but|just|please|kindly|come on|go on|ok(?:ay)?|k|kk|fine|well|hi|hello|hey|one more thing|one more|quick one|first|first of all|by the way|btw|last one|last thing|one last thing|last question|then|now|quick question|honestly|seriously|actually|oh and|and actually)[,:]?\s+)*${INTERROGATIVE}\b`,
  'i',
);
/** ", and how fast can you deploy": a second question inside one sentence. */
const WH_WORD = String.raw`(?:what|what's|whats|how|which|who|where|when|why)`;
const AUXILIARY = String.raw`(?:do|does|did|can|could|is|are|will|would|should|have|has|may|any)`;
/** "stays everything on-premise?": a German question read verb first through the gloss. */
const GLOSSED_VERB_FIRST = /^(?:stays?|remains?|runs?|works?|goes|lands?|gets?)\s+(?:everything|all|it|this|that|the|our)\b/i;
/** "vous êtes qui", "vous faites quoi" (read "you are who", "you do what"): French asks in place, no inversion. */
const ASKED_IN_PLACE =
  /^(?:(?:and|so|but)\s+)?(?:you|u)\s+(?:are|do|make|work|build|sell|have|use|run|serve|employ)\s+(?:where|what|who|how|which)\b/i;
/** "…, will direkt mit dem sprechen" (read "want directly with the speak"): a wish to talk, a request of its own. */
const WISH_TO_TALK = /(?:(?:i|we)\s+)?(?:want|would like|'d like|wish)\b[^.?!,]{0,20}\b(?:speak|talk)\b/i;
const WISH_TO_TALK_FIRST = new RegExp(`^${WISH_TO_TALK.source}`, 'i');
const SECOND_QUESTION = new RegExp(
  // "…for smaller orgs or is it all big banks?", "…or is that a step too far": an alternative of the same question, not a
  // second one.
  // "…anbinden, und bleibt alles on-premise?" (read "…, and stays everything on-premise"): a German verb-first question.
  // "…confirm whether you undertake this, and whether the documents would leave our premises?": a second whether.
  // "C'est quoi le forfait le moins cher, et il s'intègre à LGPI ?" (read "…, and it integrates to LGPI ?"): a French
  // yes/no question without inversion, closing the sentence. "Where would it be stored, and for how long?": two.
  // "vous êtes qui, vous êtes où ?" (read "you are who, you are where ?"): a French question asked in place, second.
  // "what happens w the transcripts - do openai get to train on them?": a dash before a question starts a second one.
  // "We have no budget yet, first we want to know what it costs.": a question said as a wish, after a statement.
  // "…selbst entscheiden, welche Untersuchung nötig ist?" (read "decide by itself, which examination…"): one question.
  // "how much + how long??", "does it hook into our system + can it do reminders?": a plus between two questions asks both.
  String.raw`\s+[+&]\s+(?=${WH_WORD}\b|${AUXILIARY}\s+(?:you|u|it|they|we|there|the|this|that|your|our)\b)|\s+[-–—]\s+(?=(?:${WH_WORD}|${AUXILIARY})\s+\w[^-–—]*\?\s*$)|,\s*(?=${WISH_TO_TALK.source})|,\s*(?:(?:and|but|so)\s+)?(?=(?:first\s+|now\s+)?(?:i|we)(?:'d| would)? (?:like|want|need) to know\b)|,\s*(?:and\s+)?(?=(?:you|u)\s+(?:are|do|make|work|build|sell|have|use|run|serve|employ)\s+(?:where|what|who|how|which)\b)|,\s*and\s+(?=(?:it|they)\s+\w+[^,?]*\?\s*$)|,\s*and\s+(?=for how (?:long|much)\b)|,\s*and\s+(?=whether\b)|,\s*and\s+(?=(?:stays?|remains?|runs?|works?|goes|lands?|gets?)\s+(?:everything|all|it|this|that|the|our)\b)|(?<!\b(?:tell|say|know|show|explain|decide|check|see|ask|calculate|work out|compute|estimate|advise|suggest|propose|recommend|determine|assess|judge|predict|indicate)(?: (?:by itself|itself|on its own|alone|automatically|independently))?)\s*(?:,\s*(?!or\s+(?:is|are|would)\s+(?:it|that|this|they)\s+(?:be\s+)?(?:all|only|just|mostly|more|rather|really|a step too far|too much|overkill|asking too much|too ambitious|out of scope|unrealistic)\b)(?:and\s+|or\s+)?|\s+(?!or\s+(?:is|are|would)\s+(?:it|that|this|they)\s+(?:be\s+)?(?:all|only|just|mostly|more|rather|really|a step too far|too much|overkill|asking too much|too ambitious|out of scope|unrealistic)\b)(?:and|or)\s+(?:also\s+)?)(?=${WH_WORD}\s+(?!(?:i|we)\s)\w|${AUXILIARY}\s+(?:you|your|we|i|it|its|they|their|there|the|this|that|these|those|a|an|every|each|all|our|my|someone|anyone|any|anything|some|member|patient|customer|client|starter|professional|enterprise)\b)`,
  'i',
);

const ASSISTANT_IDENTITY =
  /\b(?:is it|it is|it's) you (?:who|that) (?:answers?|repl(?:y|ies)|writes?|responds?)\b[^.?!]{0,30}\bor\b[^.?!]{0,20}\b(?:human|person|bot|robot)\b|\b(?:is (?:it|that|this)|it is|it's|that's) (?:just |really |actually )?(?:a|an) (?:real )?(?:human|person|bot|robot|machine|chatbot|ai)\b(?: (?:who|that|which))?(?: (?:is|me|us))?[^.?!]{0,12}?\b(?:answer|repl|writ|talk|chat|respond|typ)\w*\b|\b(?:am i|are we)\s+(?:talking|speaking|chatting|writing)\s+(?:to|with)\b|\b(?:am i|are we)\b[^.?!]{0,20}\b(?:with|to) (?:a |an )?(?:real |actual )?(?:human|person|bot|robot|machine)\b|\b(?:i|we)(?:'m| am|'re| are)?\s+(?:talking|speaking|chatting|writing|talk|speak|chat|write|parle|parlons)\s+(?:to|with)\s+(?:a |an )?(?:real |actual |live )?(?:human|person|bot|robot|chatbot|machine|ai)\b|\b(?:are you|is this|r u|you are)\s+(?:just\s+|only\s+|really\s+|even\s+|actually\s+|honestly\s+|truly\s+|a\s+|an\s+)*(?:stupid\s+|real\s+|actual\s+|live\s+)?(?:human|person|people|bot|robot|chatbot|machine|automated|ai|gpt|chatgpt|real)\b(?!\s+(?:agency|company|firm|consultancy|studio|developers?|solutions?))|\bis (?:this|the) (?:chat|conversation|thing|assistant|window)\s+(?:just\s+|really\s+|actually\s+)?(?:a |an )?(?:real )?(?:human|person|bot|robot|chatbot|machine|ai)\b/i;
const PREPARING_FOR_A_CALL = /\b(?:prepare|preparation|bring|have ready|get ready)\b[^.?!]{0,30}\b(?:call|meeting|talk|conversation)\b/i;
/**
 * "after go live who fixes stuff", "once it's running what happens with updates", "if i fill the form how fast does
 * someone get back": when, then a question about it.
 */
const WHEN_THEN_ASKED =
  /^(?:(?:and|so|but|ok(?:ay)?|also)[,\s]+)*(?:(?:after|once|before|post|during|in case of)\b[^,?.!]{1,30}?,?\s+(?:who|what|how|which|where|why)\s+(?:is|are|does|do|did|happens|will|would|can|could|should|\w+s)\b|(?:if|when|in case)\b[^,?.!]{1,40}?,?\s+(?:can|could|will|would|does|is)\s+(?:it|you|u|the (?:bot|assistant|chatbot|system|ai))\s+\w+|(?:if|when|once) (?:i|we)\b[^,?.!]{1,40}?,?\s+how (?:fast|soon|quickly|long)\s+(?:does|do|will|would|is|until|before)\b)/i;
const HUMAN_REQUEST = [
  // "Please route this to your sales team", "pass my enquiry on to a person": the chat handed to people.
  /\b(?:route|pass|forward|send|refer|hand)\b (?:this|it|me|us|my (?:request|enquiry|inquiry|details|case)|the (?:request|enquiry|inquiry|chat|conversation|case))(?: on| over)? to (?:your |a |the |one of your )?(?:sales|team|colleagues?|human|person|someone|somebody|account (?:manager|executive)|people)\b/i,
  // "Put me in touch with a salesperson" (from "mettez-moi en relation avec un commercial"): a person asked for.
  /\b(?:put|bring) (?:me|us) in (?:touch|contact) with\b/i,
  // "Who do I talk to?", "who should we contact next?": whom to turn to, asked of us.
  /\bwho (?:do|should|can|shall|would) (?:i|we) (?:talk to|speak to|speak with|talk with|contact|get in touch with)\b(?! (?:about|at|for) (?:your|the) (?:privacy|data protection|gdpr))/i,
  // Not "we had a discovery call with your team", a call that took place, nor "…whether to call the doctor, teenagers,
  // people who…", a list of who writes to them.
  /(?<!\b(?:had|held|did|attended|after|since) (?:a |an |the |our |your )?(?:[\w-]+ )?)\b(?:talk|speak|chat (?:to|with)|connect (?:you )?(?:me|us)|get in touch|reach|contact(?! (?:details|info\w*|forms?|data|numbers?|lists?))|call)\b[^.?!,;:]{0,30}\b(?:human|person|someone|somebody|real|agent|representative|sales ?(?:person|team|rep)?|your team|consultant|manager|engineer|people)\b/i,
  // "I'd like to speak with one of your architects": one of our specialists asked for by what they do.
  /\b(?:talk|speak|chat|meet)\w* (?:to|with) (?:one of (?:your|the) |an? |your |the )(?:\w+ )?(?:architects?|developers?|devs|specialists?|experts?|engineers?|consultants?)\b(?!'s?\s)/i,
  // "Can somebody from your team explain in a call?": a person asked for, to talk it through.
  /\b(?:can|could|would|will) (?:someone|somebody|a person|a colleague|one of your (?:colleagues|people|team)|your team)\b[^.?!]{0,40}\b(?:in|on|via|over|by|during) (?:a |the )?(?:call|phone|video call|meeting|teams call|zoom)\b/i,
  /\bis (?:a|there a|there any|any) (?:human|person|real person|someone)\b[^.?!]{0,20}\b(?:available|there|around)\b/i,
  // "Is anyone online right now?", "ist gerade jemand online?" (read "is just someone online?").
  /\b(?:is|are) (?:\w+ ){0,2}(?:anyone|someone|somebody|anybody|a person|a human|people|your team) (?:\w+ )?(?:online|available|there|around|in the office)\b/i,
  /\b(?:is there|are there|got|have you got) (?:a|an|any) (?:human|person|real person|real people|someone|agent)\b/i,
  /\b(?:human|person|someone|somebody|agent|representative)\b[^.?!]{0,25}\b(?:i|we) (?:can|could) (?:talk|speak|chat)\b/i,
  // "hand me over", "can you hand over?"; not "hand over the setup as code", which is something handed over, nor "to our
  // accounting software hand over" (German verb last), where it goes to a system.
  /\b(?:human|real person|live agent|an agent)\s*,?\s*please\b|^\W*please,? (?:a |an )?(?:human|real person|person|live agent|agent)\W*$|\bhand me over\b|(?<!\b(?:code|infrastructure|documentation|docs|source|repository|repo|keys?|data|models?|system|setup|everything|it|them|that|this)\b[^.?!]{0,30})(?<!\bto (?:our|the|your|their|an?) (?:[A-Za-zÀ-ÿ-]+\s+)?(?!(?:team|colleagues?|staff|people|sales|experts?|advis[eo]rs?)\b)[A-Za-zÀ-ÿ-]+\s+)\bhand over\b(?=\s*(?:to (?:a |an )?(?:human|person|someone|agent|your team)\b|\W*$))|\btransfer me\b/i,
  // "Können Sie mich mit jemandem aus Ihrem Team verbinden?" (read "can you me to someone from your team connect?").
  /\b(?:me|us) (?:to|with) (?:someone|somebody|a person|a human|one of you|a colleague)\b(?: (?:from|of|in|at) (?:your|the) (?:\w+ )?(?:team|company|agency|sales|staff|department))?\W*(?:connect|put through|transfer)\w*\b/i,
  // "I'd be grateful if a person from your team could ring me", "I would like someone from your team to telephone me";
  // not "how fast does someone get back to me?", which asks how long.
  /(?<!\b(?:does|do|did|will) )\b(?:someone|somebody|a person|one of you|a colleague|a human|one of your (?:team|colleagues|people|experts|engineers))\b(?: (?:from|on|at|of) (?:your|the) (?:side|team|end|company|agency|office))? (?:to |could |can |would |will |might |should |please )?(?:call|ring|phone|telephone|e-?mail|contact|get back to|reach) (?:me|us)\b/i,
  // "I would rather put these questions to a person on your team than continue here."
  /\b(?:i|we)(?:'d| would)? (?:rather |prefer to |like to |want to )?(?:put|ask|take|raise|direct|address) (?:these|those|my|the|our|this|that|them)\b(?: \w+){0,2}? to (?:a (?:real )?(?:person|human)|someone|somebody|one of your \w+|your team)\b/i,
  // "I'd like to talk it through with whoever wrote the quote."
  /\b(?:talk|speak|go)\w* (?:it |this |that )?(?:through |over )?with (?:whoever|the (?:person|people|colleague|engineer|one) (?:who|that))\b/i,
  // "Then please escalate this to a human."
  /\bescalate\b(?: (?:this|it|me|us|the (?:issue|matter|case)))? to (?:a |an )?(?:human|person|real person|someone|somebody|manager|supervisor|your team)\b/i,
  // "Je veux bien un échange avec une personne", "I'd like a conversation with a person", "ich hätte gern einen Termin mit
  // Ihrem Team" (read "I would like a appointment with your team"): a talk with someone asked for.
  /\b(?:want|would like|'d like|like|prefer|need)\b[^.?!]{0,20}\b(?:an? |the )?(?:exchange|échange|conversation|discussion|chat|call|word|meeting|appointment)\b (?:with|to) (?:a |an |one of |the |your )?(?:\w+ )?(?:human|person|people|someone|somebody|colleagues?|team|experts?|engineers?)\b/i,
  // "can someone from your side talk to our IT director directly?": a person asked for, for them or their colleague.
  /\b(?:can|could|would|will) (?:someone|somebody|one of you|a person|an engineer|an expert|your team)\b(?: (?:from|on|at|of) (?:your|the) (?:side|team|end|company))? (?:talk|speak|chat|meet) (?:to|with) (?:me|us|our|my)\b/i,
  // "Bitte jemand mit Deutsch anrufen" (read "please someone with German call"): a person asked to call, verb last.
  /(?:^|[.!?,]\s*)\W*please,? (?:someone|somebody|a person|a human|a colleague)\b[^.?!]{0,25}\b(?:call|ring|phone|contact)\b/i,
  // "bitte einen Menschen, der…" (read "please a human, the…"): a person asked for.
  /(?:^|[.!?,]\s*)\W*(?:ok(?:ay)?,?\s+)?please,? (?:a |an )?(?:human|real person|person)\b/i,
  // "I'd like a real person to go through this with me": someone asked for, to do it with them.
  /\b(?:want|would like|'d like|need|prefer)\b[^.?!]{0,10}\b(?:a |an )?(?:real |actual |live )?(?:human|person|someone|somebody|colleague|expert|engineer)\b (?:to|who (?:can|could|will)) (?:go through|go over|walk|talk|look (?:at|over)|explain|discuss|review)\b/i,
  // "Mit einer Person sprechen" read through its gloss ("with a person speak").
  /\b(?:to|with) (?:(?:a|an|the) )?(?:real |actual |live )?(?:human|person|someone|somebody)(?:\s+\S+){0,4}?\s+(?:speak|talk)\b/i,
  // "discuss this with someone from your team", "mit einem Menschen besprechen" (read "with a human discuss").
  /\b(?:discuss|go (?:through|over)|talk (?:it |this |that )?(?:through|over))\b[^.?!]{0,30}\b(?:with|to) (?:a |an |the )?(?:human|person|someone|somebody|one of your|your team|a member of your team)\b|\b(?:with|to) (?:a |an )?(?:human|person|someone|somebody)\b(?:\s+\S+){0,4}?\s+(?:discuss|talk through|go through)\b/i,
  // "Can you just call me?", "Können Sie mich mal anrufen?" (read "can you me just call?"): a call asked for.
  /^\W*(?:so |then |and |ok,? )?(?:can|could|would|will) (?:you|u|someone|somebody|one of you)(?: (?:me|us)(?: \w+){0,3}| (?:just|please|maybe|perhaps|quickly|briefly))? (?:call|ring|phone)(?: (?:me|us))?(?: back)?(?: (?:please|pls))?\W*$/i,
  // "Please have someone from your team reach out", "can somebody call me back", "I'd like someone from your side to
  // follow up".
  /\b(?:have|get|ask|let) (?:someone|somebody|a person|a human|your team|a member of (?:your|the) team|one of your (?:\w+ )?(?:people|team|engineers|experts|colleagues))\b[^.?!]{0,30}\b(?:reach out|contact|call|ring|telephone|phone|get in touch|get back|email|e-mail)\b(?! (?:them|him|her|their)\b)|\b(?:someone|somebody|a person|your team)\b[^.?!]{0,25}\b(?:should|could|can|please|to)\s+(?:reach out|contact (?:me|us)|call (?:me|us)|get in touch|get back to (?:me|us)|follow[- ]up)\b/i,
  // "Can someone from your team walk our CRO through it?": a person to take them through it.
  /\b(?:someone|somebody|a person|one of your (?:\w+ )?(?:people|team|engineers|experts|colleagues)|a member of your team)\b[^.?!]{0,25}\b(?:walk|take|talk|show)\b[^.?!]{0,30}\bthrough\b/i,
  // "Could someone call me on…?", "can one of you ring us back?", "can someone from your team give me a ring?".
  /\b(?:could|can|would|will) (?:someone|somebody|a person|your team|one of you|one of your (?:\w+ )?(?:people|team|engineers|experts|colleagues))\s+(?:please\s+)?(?:call|ring|phone|contact|e-?mail) (?:me|us)\b|\b(?:could|can|would|will) (?:someone|somebody|a person|your team|one of you)\b[^.?!]{0,30}\bgive (?:me|us) a (?:ring|call|bell|buzz)\b/i,
  // "…à un associé de chez vous, pas à un robot": a partner or adviser of ours, a person rather than the bot.
  /\b(?:talk|speak)\b (?:to|with) (?:a |an |one of your |your )?(?:partner|associate|adviser|advisor|expert|specialist|consultant)s?\b(?! (?:bank|company|firm|agency|program))|(?<!\b(?:decides?|decision|approves?|judges?|signs? off|decided)\b[^.?!]{0,60})\b(?:rather than|instead of|not) (?:to |with )?(?:a |an |the )?(?:robot|bot|machine|chatbot)\b/i,
  // "Je préfère poursuivre avec quelqu'un de votre équipe" (read "I prefer continue with someone of your team").
  /\b(?:continue|carry on|proceed|go on|follow up)\b[^.?!]{0,15}\b(?:with|to) (?:a |an |the )?(?:human|person|someone|somebody|one of your|your team|a colleague|a member of your team)\b/i,
  // "Hätte lieber direkt einen Menschen dran" (read "would have rather directly a human"), "I'd rather have a person".
  /\b(?:i|i'd|i would|we|we'd|we would|would have|'d have)\b[^.?!]{0,12}\b(?:rather|prefer\w*)\b[^.?!]{0,15}\b(?:an? )?(?:real |actual |live )?(?:human|person|human being)\b/i,
  // "wer ist euer CTO, will direkt mit dem sprechen" (read "…, want directly with the speak"), "I want to talk to your
  // CTO directly": one of our people asked for by role.
  /\b(?:want|would like|'d like|wish)\b[^.?!]{0,15}\b(?:with|to) (?:him|her|them|the)\s+(?:speak|talk)\b|\b(?:speak|talk)\b (?:directly )?(?:to|with) (?:your|the) (?:ceo|cto|cfo|coo|cio|founders?|boss|managing director|head of [\w-]+)\b/i,
  // "get me a human NOW", "I want a real person", "kein Bot bitte" (read "no bot please").
  /\b(?:get|give|find) me (?:a |an |the )?(?:real )?(?:human|person|manager|agent)\b|\bi (?:want|need) (?:a |an |to speak to a )?(?:real )?(?:human|person)\b|\bno (?:ro)?bots?,? (?:please|pls)\b|^\W*no (?:ro)?bots?\W*$/i,
];

/** "What do you even do?", "do you do anything?", "what is this?": what the agency does, answered from its services. */
const AGENCY_OVERVIEW =
  /^\W*(?:(?:and|so|ok(?:ay)?|also)\W+)?what (?:have|do) (?:you|u|ya|you guys|y'?all)(?: got| have)?(?: (?:there|for (?:that|this|us|it|such cases)|in that (?:area|space|direction)|on offer))?\W*$|\bwhat (?:is it|exactly is it) (?:that )?(?:you|u)(?: people| guys| folks| lot)? (?:actually |really |even )?(?:do|offer|sell|build|make)\W*$|\bwhat (?:do|can|does|exactly do|would) (?:you|u|ya|you guys|you people|you folks|you lot|y'?all|vaultline|your (?:company|agency|team|firm)) (?:even |actually |really |exactly |guys |people )?(?:do|offer|build|make|sell|provide|deliver|help with)\b(?! (?:about|with|against|in) (?:that|this|it|those|these|them|such cases)\b)(?! (?:first|next|after that)\b)(?![^.?!]{0,30}\b(?:so that|so it|to (?:stop|prevent|avoid|ensure|make sure|keep))\b)|\b(?:do|can) (?:you|u) (?:even |actually |really )?(?:do|offer|build|make) anything\b|\bwhat (?:even |exactly |actually )?(?:is|'s) (?:this|vaultline|this (?:site|company|chat|place)|your (?:company|agency|business))\b|\bwhat are you (?:for|good for|about|selling)\b|\bwhat(?:'s| is) the point\b|\bwhat (?:would|could|can|do|does|should) (?:a|an|we|our|my|\w+)\b[^.?!]{0,25}\b(?:use|need) (?:you|u|you guys|vaultline) for\b|\bwhy should (?:i|we) (?:care|use you|choose you|work with you)\b|\bwhat(?:'s| is) (?:it|this) (?:all )?about\b|\bwho (?:are|r) (?:you|u)(?: guys| people)?(?:,? (?:then|exactly|anyway|again))?\s*\??$|\b(?:you|u) are who\b(?: (?:so|then|exactly|actually))?\s*[?,]?\s*$|(?:^|[.!?]\s*)\W*(?:(?:and|so|but|ok(?:ay)?|then|you|u)\W+){0,2}(?:you|u) (?:do|make|offer|sell) what\b(?: (?:so|then|exactly|actually))?\s*\??$/i;

/**
 * About this chat itself: which model answers, where the messages go, whether a person reads along ("is this all going
 * through ChatGPT?").
 */
const ABOUT_THIS_CHAT =
  /\bwhere\b[^.?!]{0,30}\b(?:sent|go|goes|lands?|ends? up|stored|kept)\b[^.?!]{0,25}\bwhat (?:i|we)\b(?=[^.?!]{0,30}\b(?:here|chat)\b)[^.?!]{0,25}\b(?:write|type|enter|send|say)\b|\b(?:is|are) (?:this|it|that|my messages|our messages|(?:everything|what|anything)(?: (?:i|we) (?:type|write|say|enter)(?: (?:here|in here|in this chat))?)?)(?: all)? (?:going|sent|routed|passed|run) (?:through|to|via) (?:chatgpt|openai|gpt(?:-?\d\w*)?|claude|anthropic|gemini|mistral|an? (?:llm|ai model|language model))\b|\bthis (?:chat|bot|assistant|conversation)\b[^.?!]{0,30}\b(?:chatgpt|gpt(?:-?\d\w*)?|openai|claude|gemini|mistral)\b|\b(?:chatgpt|gpt(?:-?\d\w*)?|openai|claude|gemini|mistral) (?:behind|powering|running) (?:this|the) (?:chat|bot|assistant)\b|\bthis chat\b[^.?!]{0,20}\b(?:keeps?|stores?|saves?|records?|conserves?)\b|\bwhat happens (?:to|with) (?:what|the things|everything|anything|the (?:stuff|text|messages?)) (?:i|we) (?:type|write|enter|say|send|put)\b|\b(?:powers?|powering|runs?|running|drives?|driving)\b[^.?!]{0,10}\bthis (?:chat|bot|assistant|conversation)\b|\bwhere\b[^.?!]{0,25}\b(?:texts?|messages|words|what)\b[^.?!]{0,20}\b(?:i|we)\b(?: \w+)? (?:type|write|enter|send|put)\b|(?<!\bwith )\b(?:which|what) (?:ai |language )?(?:model|llm|engine)\b[^.?!]{0,10}\b(?:run|runs|work|works) (?:you|u)\b|\b(?:do|will|does|would) (?:you|u|vaultline)\b[^.?!]{0,20}\b(?:store|keep|save|record|log)\w* (?:this|my|our) (?:chat|conversation|messages?)\b|\b(?:store|keep|save)[sd]? (?:you|u) (?:\w+ )?(?:this|my|our) (?:chat|conversation|messages?)\b|\b(?:which|what) (?:ai |language |llm )?(?:model|llm|engine|provider)\b[^.?!]{0,30}\b(?:are you|is this|do you use|(?<!\b(?:would|could|will|should) )(?:you|u) use|use (?:you|u)|are (?:you|u) using|is (?:it|that)|powers?|runs|behind|answering|answers|writes|replies|(?:this|the) chat)\b(?![^.?!]{0,15}\b(?:for|in|with) (?:us|our|them|their|this project|the project)\b)|\bwho\b[^.?!]{0,30}\b(?:reads?|sees?|watch\w*|monitors?|has access to)\b[^.?!]{0,25}\b(?:this|the|my|our|these|in) (?:chat|conversation|messages?|(?<=these )(?:conversations|chats))\b(?!\s+(?:data|contents?|records|logs))|\bwho\b[^.?!]{0,30}\b(?:reads?|sees?)\b[^.?!]{0,25}\b(?:chats?|conversations?|messages?)\b[^.?!]{0,10}\bon your (?:side|end)\b|\bwho (?:reads?|sees?) (?:it|this|that)\W*$|\b(?:apply|applies|true|the case)\b[^.?!]{0,15}\b(?:to|for) (?:this|our) (?:conversation|chat)\b|\b(?:will|would|does|do|can)\b (?:whoever|the person|the (?:[\w-]+ )?(?:who|that) (?:calls?|contacts?|rings?))\b[^.?!]{0,30}\b(?:get|see|have|read|receive)\b (?:a copy of )?(?:this|the|our) (?:chat|conversation|transcript)\b|\b(?:you|u|(?:your|this) (?:chat ?bot|bot|chat|assistant)(?:,? (?:it|he|she))?)\s+(?:run|runs|running|work|works|based|built)\s+on\s+(?:which|what)\s+(?:ai |language )?(?:model|llm|engine)\b|\b(?:my|our|these|the) (?:messages|data|chats?|conversations?)\b[^.?!]{0,20}\b(?:go|goes|going|end up|land|sent|stored)\b[^.?!]{0,10}\bwhere\b|\breads?\b[^.?!]{0,25}\b(?:someone|somebody|anyone|anybody|a human|a person)\b(?:\s+\w+)?\s+(?:with|along)\b|\b(?:are you|is this(?: chat| bot)?)\s+(?:using|running on|powered by|based on|built on)\b|\b(?:is|are)\s+(?:(?:this|my|these)\s+(?:conversations?|chats?|messages?|data|questions?|answers?)|our\s+(?:conversation|chat|messages?))\s+(?:\w+\s+)?(?:being |also )?(?:sent|shared|passed|forwarded|stored|saved|recorded|logged|used|going|read)\b|\bwhere\b[^.?!]{0,15}\b(?:end up|land|go)\b[^.?!]{0,10}\b(?:my|our|these|the) (?:messages|data|chats?|conversations?|inputs|entries|texts)\b|\bwhere (?:does|do|is|are|will) (?:my|this) (?:data|messages?|conversation|chat|information)\b[^.?!]{0,25}\b(?:go|stored|kept|sent|end up|processed|saved)\b|\b(?:is|are) (?:a |any )?(?:human|person|people|someone|anyone) (?:reading|watching|seeing|monitoring|listening)\b|\b(?:does|do|will|would|can|could) (?:a |any )?(?:human|person|people|someone|somebody|anyone|anybody)(?: (?:else|actually|really|ever|(?:at|on|from|in) your (?:company|agency|team|end|side)|over there))? (?:read|see|watch|monitor|look at|go through)\b|\bwho (?:reads|can read|sees|can see|is reading) (?:this|my|these|our|along)\b(?!\s+(?:prompts|inputs|queries|requests|data|documents|files|records))|\bwho\b[^.?!]{0,20}\b(?:reads?|sees?)\b[^.?!]{0,15}\bwhat (?:i|we) (?:\w+ )?(?:type|write|say|send|enter)\b|\bwhat (?:happens|becomes) (?:to|of|with) (?:this|my|our|the) (?:conversation|chat|messages?)\b|^(?![^?]*\b(?:data|train\w*|patients?|customers?|members?|clients?)\b)\W*(?:(?:and|so|but|ok|k)\W+)?(?:is|are|does|do|will|would)\s+(?:it|this|that|they|everything)\s+(?:\w+\s+)?(?:sent|go|goes|going|passed|forwarded|shared|transmitted)\s+to\s+(?:openai|anthropic|groq|chatgpt|google|microsoft|mistral|an? (?:ai|llm|language model|model|provider|third party))\b|\b(?:which|what) (?:ai|model|llm|engine|provider)\b[^.?!]{0,20}\b(?:running|powering|behind|answering|runs|powers)\b[^.?!]{0,10}\b(?:this|the) (?:chat|conversation|bot|assistant)\b|\bwhat (?:happens|becomes) (?:actually |really |exactly )?(?:to|of|with) (?:the|it|that|everything)?,? (?:what|that) (?:i|we) (?:\w+ )?(?:write|type|enter|say|send)\b|\bwhat (?:i|we)\b[^.?!]{0,20}\b(?:write|writing|type|typing|send|sending|say|saying|enter)\b[^.?!]{0,30}\b(?:goes|going|sent|go|stored|read|shared|ends? up|lands?|to (?:openai|anthropic|groq|chatgpt|a model|the model|an llm)|used (?:to|for) train\w*|for train\w* used)\b|\b(?:the things|the stuff|things|stuff|everything|anything|whatever) (?:i|we) (?:\w+ )?(?:write|type|say|enter|send|put)\b (?:in )?(?:here|in this chat|into this chat|in this window)\b[^.?!]{0,30}\b(?:train\w*|stored|kept|saved|read|sent|go(?:es)?|used)\b/i;

/**
 * "und wer kann das bis dahin sehen? wird das überhaupt gespeichert?" (read "who can the by dahin see? is the at all
 * stored?"): who sees, or whether it is kept, with nothing else named, is asked of what was written here.
 */
/** The visitor's own records, named: what a bare "who could see it?" beside them asks about. */
const THEIR_DATA =
  /\b(?:evidence|records?|files?|documents?|data|notes|reports?|results|statements|scans|x-?rays|letters|case files|transcripts|recordings)\b/i;
/** "such a chat", "so einem Chat" (read "so a chat"), "chats like that": the chat the visitor wants built. */
const BUILT_CHAT = /\b(?:such|so) an? (?:chat|chatbot|bot|assistant|chat window)\b|\bsuch (?:chats|chatbots|bots|conversations)\b/i;
const THIS_CHAT_NAMED = /\b(?:chat|conversation|messages?|here|this window|what i (?:type|write))\b/i;
const THIS_HERE_SEEN_OR_KEPT =
  /^\W*(?:(?:and|so|but|ok|also)\W+)?(?:who (?:can|could|will|does|do) (?:(?:the|that|it|this|these|them|by|until|till|then|dahin|here|all|actually|even|now)\s+)*(?:see|read)(?:\s+(?:that|it|this|them|then|now|here|everything))*|(?:is|are|will|does) (?:the|that|it|this|everything|they) (?:(?:at all|even|actually|really|then|also)\s+)*(?:be )?(?:stored|saved|kept|recorded|logged))\W*$/i;

/** "Which one would you recommend for us?": a recommendation grounded in what the visitor told. */
const RECOMMENDATION =
  // "lequel de vos forfaits vous nous conseilleriez ?" (read "which one of your packages you we would recommend"), a
  // bare "fine. which package then?" after the packages.
  // "vous recommanderiez quel forfait" (read "you would recommend which package"), "lequel … correspond à une banque", a
  // bare "which one fits?".
  // "Welches Paket würdest du dann nehmen?" (read "which package would you then take?").
  // "Geht das mit Starter oder brauchen wir das nächstgrößere?" (read "…with Starter or need we…"): one package or more.
  // "Professional or Enterprise for us?": two packages named, one to choose for them.
  // "Parmi vos forfaits, lequel conviendrait ?" (read "among your packages, which one would suit ?").
  /\b(?:starter|pro|professional|enterprise)\b (?:or|vs\.?|versus) (?:the )?(?:starter|pro|professional|enterprise)\b[^.?!]{0,10}\bfor (?:us|me|our (?:\w+ )?(?:firm|company|team|practice|clinic|bank|office|case|organi[sz]ation))\b|\b(?:with|on|in) (?:the )?(?:starter|professional|pro|enterprise)\b[^.?!]{0,25}\bor (?:(?:do |would |will )?(?:we|i) (?:need|have to|must|require)|(?:need|must|require) (?:we|i))\b|^\W*which one of (?:your|the) (?:packages|plans|tiers|options)\W*$|\b(?:a case|a job|a fit|suited|something) for (?:one of |a )?(?:your|the) (?:packages|plans|tiers)\b|\b(?:recommend|suggest|advise|propose)\w*\b[^.?!]{0,10}\b(?:which|what)\b(?: \w+)? (?:package|plan|option|tier|one|edition)s?\b|\bwhich (?:one |package |plan |option |tier )?(?:of (?:your|the|these|those) (?:packages|plans|options|tiers|editions) )?(?:corresponds?|fits?|suits?|matches|works) (?:to |for |with )?(?:a |an |the )?(?:us|me|our|organi[sz]ations?|compan(?:y|ies)|banks?|firms?|clinics?|practices?|networks?|insurers?|hospitals?|labs?)\b|\bwhich (?:one|package|plan|option|tier)(?: of (?:your|the|these|those) (?:packages|plans|options|tiers))? (?:would |could |might )?(?:fits?|suits?|works?)\s*\?*\s*$|\b(?:starter|professional|enterprise)\b[^.?!]{0,12}\bor\b[^.?!]{0,12}\b(?:starter|professional|enterprise)\b[^.?!]{0,30}\b(?:which|what)\b[^.?!]{0,20}\b(?:fits?|suits?|best|better|recommend\w*|right)\b|\bwhich (?:one )?(?:fits|suits) (?:us|this|best|better)\b|\bis (?:the )?(?:smallest|cheapest|basic|entry|small|first|lowest)(?:[- ]level)?(?: one| package| plan| tier| option)? (?:really )?enough\b|\bdo (?:we|i) (?:really )?need (?:something|a|one|anything) (?:bigger|larger|more)\b|\bwhich (?:one|package|plan|option|tier)\b[^.?!]{0,20}\bfor (?:us|me|our (?:firm|company|team|practice|clinic|bank|office))\b|\bfor (?:us|me),? (?:then,? )?which (?:one|package|plan|option|tier)\b|\bwhich (?:one|package|plan|option|tier|of (?:your|the|these|those|them)(?: (?:three|3))?(?: (?:packages|plans|options|tiers|ones))?) would (?:you|u) (?:us |me )?(?:then |now |actually |personally )?(?:pick|choose|take|go for|go with|recommend)\b|\b(?:which|what)(?: one| package| plan| option)?\b[^.?!]{0,30}\b(?:recommend|advise|suggest)\w*\b(?! (?:for|on|about) (?:compliance|security|hosting))|\b(?:which|what)\b[^.?!]{0,25}\b(?:would|do|should|could|can) you (?:recommend|suggest|advise|propose)\b|\bwhich (?:one|package|plan|option|tier)s? (?:should|would|do|could) (?:we|i)\b|\b(?:recommend|suggest)\w* (?:one|a package|a plan|something|the right one) for (?:us|me)\b|\b(?:what|which)(?: one| package| plan| option)? (?:fits|suits) (?:us|me|our)\b|\bwhat(?:'s| is) (?:best|right) for (?:us|me)\b|\byour recommendation\b|\bwhich (?:one|package|plan|option|tier|edition)\b (?:is|would be|'s) (?:(?:meant|made|designed|built|intended|suited|right|best) for|(?:the )?(?:right|best) (?:one )?for)\b|\bwhat (?:would|is) (?:be )?(?:there |then |for us )?the right(?: (?:one|thing|choice|package|option|fit))?\W*$|\bdo (?:we|i) (?:really |even |actually )?need (?:the )?(?:pro|professional|enterprise|starter|premium|bigger one|top one)\b|\b(?:is|would) (?:the )?(?:starter|pro|professional)(?: one| package| plan)? (?:be )?enough for (?:us|me)\b|\b(?:is|would|will) (?:the )?(?:starter|pro|professional)(?: one| package| plan| ai crm)? (?:then |really |already |so )?(?:be )?(?:enough|sufficient)\b|\b(?:starter|pro|professional)(?: one| package| plan| ai crm)? (?:is|would be) (?:then |really |already )?(?:enough|sufficient)\b|\b(?:is )?(?:enough|sufficient) (?:then |so )?(?:the )?(?:starter|pro|professional)\b|\bwhich (?:of your )?(?:packages?|plans?|tiers?)\b(?![^.?!]*\b(?:starter|pro|professional|enterprise)\b)[^.?!]{0,20}\b(?:closest|best|fits?|suits?|though|tho)\b|\bwhich (?:one |package |plan |option |tier )?(?:of (?:your|the|these) (?:packages|plans|options|tiers) )?(?:\w+ ){0,3}(?:would |should |do )?(?:recommend|suggest|advise)\w*\b|^\W*(?:(?:ok|okay|fine|so|and|right|then)\W+)?which (?:package|plan|tier|option)(?: (?:then|for us|would you pick|would you choose|do you pick))?\W*$|\bwhich (?:package|plan|tier|option|one) (?:makes (?:the most |more )?sense|is (?:the )?(?:right|best) (?:choice|fit))\b/i;

/**
 * "which would you pick for us?", "which should we go with?" after the packages: a pick among what was shown; "AWS or
 * Azure, which would you pick?" names its own options.
 */
const BARE_PICK = /^(?![\s\S]*\bor\b)[\s\S]*\bwhich (?:one )?(?:would|should|do) (?:you|u|we|i) (?:pick|choose|take|go for|go with)\b/i;

/**
 * "Can the assistant hand over to our reception?", "kann der Assistent an unsere Sachbearbeiter übergeben?": a hand-over
 * the system we would build makes, asked about, not the visitor asking for a person.
 */
const HAND_OVER_BY_THE_SYSTEM =
  /\b(?:can|could|will|would) (?:it|the|he|she)\b[^.?!]{0,50}\bto (?:our|their) (?:[\w-]+ )?(?:team|staff|colleagues|reception|nurses|agents|advisers|advisors)\b[^.?!]{0,15}\bhand(?:ed)? over\b|\b(?:assistant|bot|chatbot|system|tool)\b[^.?!]{0,60}\b(?:hand(?:s|ing)?(?: (?!me\b|us\b)\w+)? over|hand-?off|escalat\w*)\b(?! (?:me|us)\b)|\b(?:hand(?:s|ing)?(?: (?!me\b|us\b)\w+)? over|escalat\w*)\b[^.?!]{0,30}\bto (?:our|their) (?!team\b)\w+|\b(?:hand(?:s|ing)?(?: it)? over|escalat\w*)\b(?: to (?:(?:an?|the) )?(?:human |live |real )?(?:agents|advis[eo]rs|staff|colleagues|people|operators|nurses|specialists|experts|human adviser)\b|[^.?!;]{0,60}\b(?:when|whenever|as soon as|once|if) (?:it|the (?:bot|assistant|system|question)|a question)\b)/i;

/** Models or their makers named ("which LLM?", "GPT or Claude?"). */
export const MODELS_NAMED =
  /\b(?:models?|llms?|openai|groq|hugging ?face|open[- ]source|open[- ]weights?|llama|mistral|anthropic|claude|gpt(?:-?\d\w*)?|gemini)\b/i;
/** "Am I speaking to a human or a robot?": who is writing, asked as a choice, not a request for a person. */
const HUMAN_OR_BOT =
  /\b(?:human|person|real person|people)\b[^.?!]{0,12}\bor\b[^.?!]{0,10}\b(?:robot|bot|machine|ai|chatbot)\b|\b(?:robot|bot|machine|ai|chatbot)\b[^.?!]{0,12}\bor\b[^.?!]{0,10}\b(?:human|person|real person)\b/i;

/**
 * "Am I talking to a real person?", "suis-je en train de parler à une vraie personne ?", "est-ce que je parle à une vraie
 * personne ?" (read "do I speak to a real person?"): who is writing, asked.
 */
const AM_I_TALKING_TO =
  /\b(?:write|talk|speak|chat) i\b(?:\s+(?:here|right|now|just|currently|actually|really))*\s+(?:to|with)\s+(?:a |an )?(?:real |actual |live )?(?:human|person|bot|robot|machine|ai)\b|\b(?:am i|are we|do i|do we)\b[^.?!]{0,15}\b(?:talking|speaking|chatting|writing|talk|speak|chat|write)(?:\s+(?:here|right|now|just|currently|actually|really))*\s+(?:to|with)\s+(?:a |an )?(?:real |actual |live )?(?:human|person|bot|robot|machine|ai)\b/i;

/** "is there a person", "are real people": a person asked about, before what they would be doing. */
const A_PERSON_ASKED = String.raw`\b(?:is|are) (?:there )?(?:a |an |any |some )?(?:real |actual |live )?(?:human|person|someone|somebody|anyone|anybody|people|humans)\b[^.?!]{0,16}`;
/** "Is someone typing these answers?", "…or is it a bot?" (a question split at its "or"): who answers, asked. */
const PERSON_BEHIND_THE_CHAT = new RegExp(
  String.raw`${A_PERSON_ASKED}\b(?:behind|typing|answering|writing|replying|on the other (?:end|side))\b|^\W*(?:or |and )?(?:is (?:it|this|that)|are you) (?:just |really |actually )?(?:a |an )?(?:bot|robot|machine|chatbot|ai)\W*$`,
  'i',
);
/** "Is there a person reading this?": who reads this chat, answered from the running configuration. */
const PERSON_READING_THIS = new RegExp(
  // "qqn lit ce que je tape ici ?" (read "someone read what I type here?"): asked without its "is there".
  // "Sitzt da jemand von Ihnen und liest mit?" (read "…someone of you and reads along"): a person reading along.
  String.raw`${A_PERSON_ASKED}\b(?:reading|sees?|seeing)\b|\b(?:someone|somebody|anyone|anybody|a (?:human|person))\b[^.?!]{0,25}\b(?:reads?|reading|watch(?:es|ing)?|listen(?:s|ing)?) along\b|^\W*(?:[\w ]{0,20}:\s*)?(?:someone|somebody|anyone|anybody|a (?:human|person))\b (?:actually |really )?(?:reads?|reading|sees?) (?:what|this|these|my)\b`,
  'i',
);

/** "our sales team", "their advisers": the visitor's own people, whom the system would reach. */
const THEIR_OWN_PEOPLE =
  /\b(?:our|their) (?:own )?(?:sales ?(?:team|people|reps?|staff)|team|staff|people|agents|advisers|advisors|colleagues|nurses|doctors|engineers|underwriters|consultants?|managers?|representatives|humans?)\b/gi;

/** "…if it breaks in peak season", "when the bot goes down at night": the system failing later, after go-live. */
export const HELP_WHEN_IT_FAILS =
  /\b(?:if|when|once|in case|should) (?:it|the (?:bot|assistant|system|chat ?bot|site|website|portal|app|platform|tool)|something|anything) (?:ever )?(?:breaks|goes down|stops working|fails|crashes|falls over|has (?:a |an )?(?:problem|issue|outage|bug))\b/i;

function kindOf(text: string): QuestionKind {
  if (HAND_OVER_BY_THE_SYSTEM.test(text)) return 'knowledge';
  if (HUMAN_OR_BOT.test(text) || AM_I_TALKING_TO.test(text) || PERSON_BEHIND_THE_CHAT.test(text)) return 'assistant-identity';
  if (PERSON_READING_THIS.test(text)) return 'about-this-chat';
  // "What should we prepare for a first call with your team?": the call's preparation, not a request for one; "is there
  // someone to help if it breaks?": support after go-live, not a person now.
  // "…qualify them before they reach our sales team?": the visitor's own people are not a person asked for.
  const ours = text.replace(THEIR_OWN_PEOPLE, ' their staff ');
  if (HUMAN_REQUEST.some((pattern) => pattern.test(ours)) && !PREPARING_FOR_A_CALL.test(text) && !HELP_WHEN_IT_FAILS.test(text))
    return 'human-request';
  if (ABOUT_THIS_CHAT.test(text) || THIS_HERE_SEEN_OR_KEPT.test(text)) return 'about-this-chat';
  // "OpenAI or open-source models, which would you recommend?", "which next steps do you suggest?": not which package.
  if ((RECOMMENDATION.test(text) || BARE_PICK.test(text)) && !MODELS_NAMED.test(text) && !/\bnext steps?\b/i.test(text))
    return 'recommendation';
  if (ASSISTANT_IDENTITY.test(text)) return 'assistant-identity';
  if (AGENCY_OVERVIEW.test(text)) return 'agency-overview';
  return 'knowledge';
}

const WHAT_CLAUSE_AS_SUBJECT =
  /^(?:what|whatever)\s+(?!(?:do|does|did|is|are|was|were|can|could|would|will|should|about|if|kind|type|sort)\b)[^?,]{3,80},\s+(?:is|are|was|were|must|should|has|have|stays|remains|needs)\b[^?]*$/i;
const QUESTIONS_ANNOUNCED =
  /^\W*(?:(?:may|can|could|might) i (?:ask|also ask)(?: (?:you|a few things|two things|some things))?|(?:two|three|a few|some|2|3) (?:quick )?questions|quick questions?)\s*:\s*$/i;
/** "Art. 17", "ca. 120k", "e.g. Zendesk": an abbreviation's dot ends no sentence. */
const ABBREVIATION_DOT = String.raw`(?<!\b(?:art|nr|no|ca|approx|e\.g|i\.e|vs|dr|mr|mrs|ms|st|z\.b|bzw|inkl|ggf|abs|env|cf)\.)`;
/** "bis zum 1. Juli": a German ordinal's dot before a month ends no sentence. */
const ORDINAL_DOT = String.raw`(?!(?<=\b\d{1,2}\.)\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|okt|nov|dec|dez|mär|mai|juil|aoû|déc)\w*)`;
/** "2 qs: 1) do you do mobile apps 2) do you integrate with X": each numbered item is a sentence of its own. */
const SENTENCE_END = new RegExp(
  String.raw`${ABBREVIATION_DOT}(?<=[.?!])${ORDINAL_DOT}\s+|\n+|\s+(?=\d\)\s)|(?<=[?:.!;,])\s+(?=\(\d\)\s)|,?\s+(?:and|or|und|oder|et|ou)\s+(?=\(\d\)\s)`,
  'i',
);

/** Sentences, keeping each one's end mark. */
function sentences(text: string): string[] {
  return (
    text
      // "could it like... tell the patient…": an ellipsis before a lower-case word is a pause, not the sentence's end.
      .replace(/(?:\.{3}|…)\s+(?=\p{Ll})/gu, ', ')
      // "du genre « faut-il être à jeun ? », à partir de nos fiches ?": a question quoted in guillemets or curly quotes
      // is part of the sentence around it.
      .replace(/([«“])([^«»“”]{3,150}?)\s*\?+(\s*[»”])/gu, '$1$2$3')
      // "name drop pls 😅 also is there a free trial": an emoji closes a chat sentence as a full stop would, when what
      // follows starts one ("a bot 🤖 that answers patients" is one question).
      .replace(/(\p{Extended_Pictographic})\uFE0F?\s+(?=\p{L})/gu, (spaced, emoji: string, at: number, text: string) => {
        const rest = text.slice(at + spaced.length);
        return /^\p{Lu}/u.test(rest) || STARTS_AS_QUESTION.test(rest) ? `${emoji}\n` : spaced;
      })
      .split(SENTENCE_END)
      .map((sentence) => sentence.replace(/^\(?\d\)\s+/, '').trim())
      .filter((sentence) => sentence.length > 0)
  );
}

/** Topics a visitor asks about in one word ("price?", "ballpark?", "hosting?"); a timeline or budget echoes our question. */
const ONE_WORD_TOPICS = new Set(
  ['price', 'security', 'privacy', 'certification', 'host', 'process', 'package', 'tech', 'model', 'support', 'accessibility']
    .concat(['language', 'career', 'integrate', 'deploy', 'client', 'delete', 'retention', 'audit', 'train', 'mobile'])
    .map((concept) => `~${concept}`),
);
/** "timeline?", "duration?" with their question mark ask how long it takes; without it they answer our question. */
const ASKED_WITH_MARK = new Set(['~fast']);

/** "Give me a ballpark", "just a rough number": a price asked for without a question mark. */
const DEMANDS_A_FIGURE =
  /\b(?:ballpark|rough (?:number|figure|estimate|range|idea of (?:cost|price)s?)|(?:approximate|indicative) (?:range|figure|price)|(?:a|any) (?:price |cost )?range (?:is|would be) (?:fine|ok|okay|enough))\b/i;

/** "…no data leaving our network. Possible?": whether what was just said can be done. */
const FEASIBLE = /^(?:possible|doable|feasible|realistic|fine|ok|okay|thoughts)$/i;
/** "then send me info to lena@finvesto.app", "envoyez-moi quelque chose : m.dubois arobase…": where to send, not what. */
const SEND_SOMETHING =
  /\bsend (?:me|us) (?:\w+ )?(?:info|information|details|something|it|that|more|stuff|documentation|docs|a proposal|an offer|the details)\b/i;
const SEND_IT_TO_ME = new RegExp(
  String.raw`${SEND_SOMETHING.source}(?: over)?(?:[^?]{0,20}?[\w.+-]+@[\w-]+\.[\w.-]+|\s*:\s*[^?\s][^?]*$)`,
  'i',
);
const WHAT_WE_NEED =
  /^\W*(?:(?:ok(?:ay)?|so|well|right)\W+)?what (?:really |most )?(?:matters|counts|is (?:important|key|crucial|essential)) (?:(?:most |to (?:me|us) |for (?:me|us) )+)?(?:is|here is)\b|^\W*(?:(?:ok(?:ay)?|so|well|right)\W+)?what (?:we|i)(?: (?:need|want|'d want|would want|'d like|would like|have in mind|are after|are looking for|am after|am looking for)| (?:have|got|(?:were|was) (?:left with|given|handed))(?= is\b| are\b| today\b| now\b| right now\b| so far\b|:|,)|['’](?:re|m) (?:after|looking for)|['’]d (?:want|like|need))\b/i;
const MODAL_WITHOUT_SUBJECT =
  /^\W*(?:would|could|should|will|can|might|may)\s+(?!(?:you|u|ya|it|we|i|they|there|this|that|these|those|the|a|an|your|ur|our|my|someone|anyone|anybody|somebody|vaultline|he|she|one|any|all|each|every|be)\b)[a-z]+\b/i;
/** "Is that possible?", "Would that work?": whether what was just said can be done. */
const THAT_POSSIBLE =
  /^\W*(?:(?:and|so|but)\W+)?(?:is|would|will|could) (?:that|this|it) (?:be )?(?:possible|doable|feasible|ok(?:ay)?|work)\W*$/i;
/** "4 days?? for real?": disbelief at the sentence before, which is what is asked about. */
const DISBELIEF = /^\W*(?:for real|really|seriously|is that (?:true|right|so|real)|is it true|true|no way)\W*$/i;
/** "…sounds right – live in 4 days, seriously?": disbelief at the clause before it, in one sentence. */
const CLAUSE_DOUBTED = /(?:^|[–—:;-]\s*)([^–—:;-]*?\S)\s*,\s*(?:for real|really|seriously|is that (?:true|right|real))\s*\?+\s*$/i;
/**
 * "site says live in 4 days. for what exactly", "We need you to sign our NDA. Please confirm." (or "… ok?"), "…encryption and
 * least privilege. Covered?", "…Lässt sich das sauber trennen?" (read "can be the cleanly separate?"), "…site pilote, puis
 * les autres. Vous travaillez comme ça ?": a follow-up that asks about the sentence before it, which is what is asked about.
 */
const ASKS_ABOUT_THE_SENTENCE_BEFORE =
  /^\W*(?:how (?:(?:do|would|will|can|could) )?(?:you|u|we) (?:ensure|guarantee|make sure of|achieve|prevent|avoid|manage|do|stop|catch|control|detect|mitigate|rule out|guard against|handle|deal with|address|approach) (?:that|this|it)(?: then| exactly)?|(?:(?:can|could) you )?give (?:me |us )?(?:a |an )?(?:number|figure|percentage)(?:,? (?:like|say|e\.g\.|such as) \d+(?:[.,]\d+)? ?%)?|(?:(?:can|could|would|will) (?:you|u) )?(?:give|send|share|tell|quote) (?:me|us) one(?: (?:then|now|today|before then|by then))?|for what(?: exactly)?|what for|meaning what|what (?:can|could|should|do|would|shall) (?:i|we) (?:answer|tell|say|reply)(?: (?:to )?(?:them|him|her|those|the [\w-]+|our [\w-]+))?|which means what|what does that (?:mean|include|cover)|please confirm|(?:do you |would you )?agree|(?:am i )?right|correct|(?:is that )?fair|(?:(?:can|could|do) )?you confirm(?: that| this| it)?(?: for (?:our|my|the|us|me)(?: [\w-]+){0,3})?|confirm|(?:(?:is )?(?:that |it )?still )?(?:ok(?:ay)?|alright|fine|deal|acceptable|is that (?:still )?(?:ok(?:ay)?|fine|acceptable|a problem)|(?:does )?that (?:still )?works?(?: for you)?)(?=\W*\?)|any chance|(?:(?:we are|are we|we're) )?agreed|(?:is that|that's) (?:a given|guaranteed)|(?:(?:is|are) (?:that|this|it|those|these|all that) )?(?:all |also )?(?:covered|supported|included|handled|taken care of)|what (?:would|will|does|should|could) (?:it|the (?:bot|assistant|system|ai|chatbot)|your (?:bot|assistant)) (?:do|say|answer|reply)(?: then| in that case| there)?|how (?:would|will|does|should) (?:it|the (?:bot|assistant|system|ai|chatbot)) (?:handle|deal with|respond to|answer) (?:that|this|it|those|these|them)(?: cases?)?|(?:can|could|will|would) (?:it|the (?:bot|assistant|system|ai|chatbot|tool)) (?:handle|manage|cope|support)(?: (?:it|that|this|them|those|these|all that))?(?: too| as well| also)?|(?:can|could|would|will) (?:you|u|it|the (?:system|assistant|bot|tool)) (?:also )?(?:restrict|limit|enforce|ensure|meet|implement|prevent|block|control|separate|segregate) (?:that|this|it|those|these)(?: too| as well)?|(?:can|could) (?:be )?(?:the|that|this|it) (?:be )?(?:\w+ly )?(?:separate|separated|set up|done|arranged|configured|implemented)|(?:(?:does|will|would|is|can) )?(?:stays?|remains?) (?:that|this|it) (?:\w+ly )?(?:separate|separated|apart)|(?:(?:does|will|would|can) )?(?:that|this|it) (?:stays?|remains?) (?:\w+ly )?(?:separate|separated|apart)|(?:do )?(?:you|u) work (?:like (?:that|this)|that way|this way)|(?:is|does) (?:that|this|it) (?:how|the way) you work)\W*$/i;
/**
 * "…and hold Cyber Essentials Plus. Do you?", "Haben Sie das?", "…un premier jet à partir de nos notes. Ça existe chez
 * vous ?" (read "that exists with you?"): a bare yes-or-no about the statement before it.
 */
const ELLIPTICAL_QUESTION =
  /^\W*(?:(?:and|so|well|but) )?(?:(?:(?:does|do) (?:that|this|it|something like (?:that|this)) exist|(?:that|this|something like (?:that|this)) exists?)(?: (?:with|at|for|by) (?:you|u|yours|your place))?|(?:do|does|did|can|could|will|would|are|is|have|has) (?:you|u|you guys|y'?all|it|they|vaultline)|(?:you|u) (?:have|do|can))(?: (?:have|hold|got) (?:that|this|it|those|these|them|one|both)|(?<=have (?:you|u)) (?:got )?(?:that|this|it|those|these|them))?(?: too| as well| already| though| yet)?\W*$/i;
/** "Your homepage says 4-day deployment. Does that apply to a portal like ours?": asked of the sentence before, read with it. */
const DOES_THAT_APPLY =
  /^\W*(?:(?:and|so|but|ok(?:ay)?)\W+)?(?:(?:does|do|would|will|is|can) (?:that|this|it|those|these)(?: \w+)? (?:apply|applies|hold|true|valid|count|work|real)|(?:applies|apply) (?:that|this|it)(?: also| then| still)?) (?:to|for|in)\b/i;
/**
 * "Our case system has a REST API. Could the assistant query a farm's status through it?": the means named by the
 * sentence before is what the question is about, so it is read with that sentence.
 */
const THROUGH_WHAT_WAS_SAID = /\b(?:through|via|over|using|about) (?:it|that|this|them)\b|\buse (?:it|that|this|them) to\b/i;
const MEETS_A_DATE = /\b(?:meet|hit|make|manage|hold|keep)\b/i;
const A_DATE =
  /\b(?:by|before|until|till|in|for|from|end of|start of)\s+(?:the\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|q[1-4]|year|quarter|\d{1,2}(?:st|nd|rd|th)?\b)|\b\d{1,2}(?:\.|st|nd|rd|th)?\s+(?:of\s+)?(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\bdeadline\b|\bgo[- ]live\b|\blive by\b/i;
/** "Difference?", "why?": a one-word follow-up about what was just discussed, read with the visitor's previous message. */
const FOLLOW_UP_WORD = /^(?:difference|differences|compare|comparison|why|details|example|examples|alternatives|duration)$/i;

function asksATopic(word: string, withMark = false): boolean {
  const terms = searchTerms(word) ?? [];
  return (
    FEASIBLE.test(word) ||
    FOLLOW_UP_WORD.test(word) ||
    terms.some((term) => ONE_WORD_TOPICS.has(term) || (withMark && ASKED_WITH_MARK.has(term)))
  );
}

/** A sentence that opens with a condition and ends with a full stop ("When X happens, Y must…"). */
const CONDITION_STATED = /^(?:when|whenever|once|as soon as)\b[^,?]{3,80},[^?]*\.$/i;
/** "When we run an appeal the traffic soars.": "when" before a subject, not an auxiliary, and a full stop. */
const WHEN_STATED =
  /^(?:when|whenever)\s+(?!(?:do|does|did|can|could|would|will|is|are|was|were|should|shall|might|may|has|have)\b)(?:\S+\s+){4,}[^?]*\.$/i;

/** A question that only asks for a yes or no ("So... yes or no?", "ok so yes or no", "Oui ou non ?" read through the gloss). */
export const YES_OR_NO_DEMAND =
  /^\W*(?:[\w']+\W+){0,4}?(?:(?:a )?(?:simple |plain |straight |clear )?yes or (?:a )?no|yes\/no)(?:\s+(?:on|about|for|re|regarding)\s+(?:the\s+|that\s+|your\s+)?[\w' -]{1,30}?)?(?:\W+(?:is|would be|will do|works)(?: (?:fine|enough|ok|okay|great|perfect))?(?: for (?:me|us))?|\W+please)?\W*$/i;

/** "what happens now?", "what comes next?": what follows from here. */
const WHAT_HAPPENS_NOW = String.raw`what (?:happens|comes|now)(?: (?:now|next|then))?`;
/** A message that is only that question ("So what happens now?", "ok, what comes next?"). */
export const ONLY_WHAT_NOW = new RegExp(String.raw`^\W*(?:(?:so|and|ok(?:ay)?|right|then|great|good)\W+)*${WHAT_HAPPENS_NOW}\W*$`, 'gi');
/** A question asking what follows from here: the next steps, "what happens now?", "how do we proceed?". */
/**
 * "Could you summarise what you'd propose?", "zusammenfassen, was Sie vorschlagen würden": a recap of this chat asked
 * for, not a summary the product should make.
 */
export const RECAP_ASKED =
  /\b(?:summar\w*|sum (?:it |this |that |everything )?up|recap\w*)\b[^.?!]{0,60}\b(?:propos\w*|suggest\w*|recommend\w*|offer|discuss\w*|so far|(?:this|our) (?:chat|conversation)|you(?:'ve| have)? understood|you understand|(?:i|we)(?:'ve| have)? (?:told|said|described)|our (?:requirements?|needs|project|request))\b|\b(?:write|put|say|tell|read|play|send|give)\b (?:(?:me|us) )?(?:back |down )?(?:what|everything) (?:you(?:'ve| have)?|u) (?:understood|got|noted|gathered)\b/i;

export const ASKS_WHAT_NOW = new RegExp(String.raw`\bnext steps?\b|\b${WHAT_HAPPENS_NOW}\b|\bhow do we (?:proceed|go on|continue)\b`, 'i');

const WHERE_DESCRIBED =
  /^where (?:we|they|i|people|the (?:people|staff|team|users|customers|clients|patients))\b (?!(?:can|could|should|would|will|do|does|did|are|is|am|must|may|might|have|has|go|get|stand)\b)\w+/i;

/** "Same question for our second site", "the same goes for the app?": the visitor's question before, of something else. */
export const SAME_QUESTION_AGAIN =
  /^\W*(?:(?:and|so|but|ok(?:ay)?|also)\W+)?(?:the\s+)?same\s+(?:question|thing|goes|applies|answer|story)\s+(?:for|about|with|regarding|to|in)\b/i;

/** The end of a question told inside a statement: the reason after it ("…, because…"), or the sentence's end. */
const UP_TO_ITS_REASON = String.raw`(?=,\s*(?:because|as|since|so|which|but|given)\b|[.!]*\s*$)`;
/**
 * "…which is partly why I'm asking whether this could sit inside the council's own network, because…", "we were
 * wondering if…": a question told inside a statement, up to the reason after it.
 */
const QUESTION_TOLD = new RegExp(
  String.raw`\b(?:(?:i|we)(?:'m|'re| am| are| was| were)? (?:\w+ )?(?:asking|wondering|curious)|(?:i|we)(?:'d| would)? (?:like|love|want|need) to (?:know|understand|check|find out))\b[^.?!]{0,15}?\b((?:whether|if|how|what|who|where|when|why)\b[^.?!]*?)${UP_TO_ITS_REASON}`,
  'i',
);
/**
 * "budget is around €60k but no idea if that's realistic", "keine Ahnung, ob das reicht", "je ne sais pas si c'est
 * réaliste": a doubt stated is a yes-or-no question, asked of what follows it.
 */
const DOUBT_TOLD = new RegExp(
  String.raw`\b(?:no idea|not (?:sure|certain|secure)|unsure|uncertain|(?:i|we) (?:do not|don't|dont|not) know(?: not)?|(?:i|we) know not|no ahnung)\b[\s,]*((?:whether|if)\b[^.?!]*?|(?:that )?(?:(?:that|it|this)(?:'s| is)|thats)\b[^.?!]*?)${UP_TO_ITS_REASON}`,
  'i',
);
/**
 * "Our IT director asks why we would not simply switch on Copilot, which we already licence.", "a board member would
 * like to know how we avoid depending on you": a decision-maker's question passed on is the visitor's own (their customers' questions are not: those describe the project, and neither
 * is "she asked whether her claim is covered", which may be anyone's).
 */
const DECISION_MAKER_ASKS = String.raw`\b(?:our|my|the|a|an|one|another)\s+(?:[\w-]+\s+){0,2}?(?:boss|director|president|chair(?:man|woman|person)?|board|(?:board|committee|council|vr) members?|trustees?|ceo|cfo|cto|cio|ciso|dpo|it|manager|head|officer|committee|partners?|owner|(?:co-?)?founder|colleagues?|legal|procurement|purchasing|compliance|auditors?|management|(?:procurement|purchasing|legal|compliance|security|it|risk|vendor-risk|audit) (?:team|department))\s+(?:(?:also|too|now|still|then|again|keeps|kept|will|would|is|was|has|going to|gonna)\s+){0,2}(?:asks?|asked|asking|requests?|wants? (?:to )?know|wanted (?:to )?know|would like (?:to )?know|wonders?|wondered|wondering)\b`;
const REPORTED_QUESTION = new RegExp(
  String.raw`${DECISION_MAKER_ASKS}[,:\s]*((?:whether|if|how|what|who|where|when|why)\b[^.?!]*?)${UP_TO_ITS_REASON}`,
  'i',
);
/**
 * "Er fragt auch, ob das Programm selbst ausrechnen kann…" (read "it asks also, whether the program … can"), "il
 * souhaiterait aussi savoir si vous avez travaillé pour d'autres barreaux" (read "it would like also know if you…"): the
 * one person the visitor writes for asks us (a decision-maker named is read above; "they" may be the people served).
 */
const RELAYED_TO_US = new RegExp(
  String.raw`\b(?:he|she|it)\s+(?:(?:would|'d|also|too|still)\s+)*(?:like|likes|wants?|wanted|needs?|wish(?:es)?|wonders?|wondered|asks?|asked|is asking)\b(?:\s+(?:also|too)\b)?[,:\s]*(?:to\s+)?(?:know\b)?[,:\s]*((?:whether|if|how|what|who|where|when|why)\b[^.?!]*?)${UP_TO_ITS_REASON}`,
  'i',
);
/**
 * "some parents are already asking if the chats will be used to train AI", "Parents keep asking me who can see them":
 * the people the system would serve ask about their data or the AI, which the visitor must answer them; what else they
 * ask is what the system would answer.
 */
const END_USERS_ASK_ABOUT_THEIR_DATA = new RegExp(
  String.raw`\b(?:parents|patients|customers|members|clients|donors|staff|employees|users|families|students|guests|tenants|callers|citizens|residents|workers|drivers|riders)\s+(?:are\s+|have\s+|keep\s+)?(?:already\s+|also\s+|now\s+|often\s+|always\s+|been\s+)*(?:asking|ask|asked|want to know|wonder|wondering)(?:\s+(?:me|us))?\s+((?:whether|if)\b[^.?!]*?\b(?:train\w*|data|ai|stored|kept|deleted|recorded|shared|sold|who (?:can )?sees?|privacy)\b[^.?!]*?|who (?:can|could|will|would|gets to) (?:see|view|access|read|download|watch)\b[^.?!]*?)${UP_TO_ITS_REASON}`,
  'i',
);
/** "The owners want to see the cost before they decide": the price asked for, as a wish. */
const WANTS_TO_SEE_THE_COST =
  /\b(?:want|wants|need|needs|would like|'d like|have|has|expect|expects) to (?:see|know|get|have) (?:the |a |your |some )?(?:rough |approximate |indicative )?(?:cost|costs|price|prices|pricing|quote|figure|ballpark)\b(?! (?:of (?:the |our )?(?:other|another|current|existing)))/i;
/**
 * "Our CTO asks: the portal is Angular. Does that work?", "our director will ask about the model: does it use ChatGPT?":
 * the one who asks is not part of the question.
 */
const DECISION_MAKER_LEAD_IN = new RegExp(String.raw`^\W*${DECISION_MAKER_ASKS}(?:\s+about [^.?!:]{1,40})?\s*(?::|\s[-–—])\s*`, 'i');
/** "Live before the exam or no deal.", "on-prem, otherwise we walk": the condition before the ultimatum. */
const ULTIMATUM =
  /^\W*(?:(?:it|this|that|the (?:system|assistant|tool))\s+(?:must|has to|needs to|should)\s+(?:be\s+)?)?(\w[^.?!,;]{2,60}?)\s*(?:[,;:–—-]\s*)?\b(?:or|otherwise|else)\s+(?:there's\s+|there is\s+)?(?:no deal|it's a no|it is a no|we walk(?: away)?|we(?:'re| are) out|forget it|we(?:'ll| will) (?:go|look) elsewhere|we can't sign|no contract)\W*$/i;
/** A condition that is a state of the system ("live before…", "under 40k", "on-prem"), asked as "can it be…". */
const STATE_WORD = /^(?:live|ready|done|running|finished|delivered|in place|working|under|below|within|on|in|hosted|fully|all)\b/i;
/** A question told in a statement keeps the statement's word order: "why we would not…", "whether it can…". */
const TOLD_ORDER =
  /^(?:(why|how|what|where|when|who)|whether|if)\s+(we|you|they|it|i|he|she|this|that|the system|the assistant)\s+(would|could|should|can|will|do|does|did|are|is|was|were|have|has|must|may|might)\b/i;

/** "why we would not switch on Copilot" asked as "why would we not switch on Copilot", as the search reads questions. */
function askedDirectly(told: string): string {
  return told.replace(TOLD_ORDER, (_whole, word: string | undefined, subject: string, verb: string) =>
    word ? `${word} ${verb} ${subject}` : `${verb} ${subject}`,
  );
}

/** "What would you say to him?", "what should I tell them?": the visitor asks for the answer to a question passed on. */
const WHAT_TO_TELL_THEM =
  /^\W*(?:(?:so|and|but)\s+)?(?:what|how)\s+(?:would|should|do|could|can|shall)\s+(?:you|i|we)\s+(?:say|tell|answer|reply|respond)(?:\s+(?:to\s+)?(?:him|her|them|that|this|(?:my|our)\s+\w+))?(?:\s+then)?\W*$/i;
/** "et c garde combien de temps" (read "and it is kept how long"): a French question word left in place, at the end. */
const ASKED_LAST =
  /^(?:(?:and|so|but)\s+)?(?:it|that|this|they|these|those)\s+(?:is|are|gets?|stays?)\s+(?:\w+\s+)?(?:how long|for how long|where|until when)\W*$/i;
const CAN_OR_NOT = /^\W*(?:can|(?:can|possible|doable) or not)\s*\?+$/i;

function readsAsQuestion(sentence: string): boolean {
  const words = sentence
    .replace(/[?.!]+$/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  // "May I ask: (1) …, and (2) …?", "Two questions:": a lead-in to the questions that follow, not one itself.
  if (QUESTIONS_ANNOUNCED.test(sentence)) return false;
  // "Budget? not sure yet." or "Interested?": a word echoed, not a question to answer; "price?" or "GDPR?" asks a topic.
  // "Gemini?" after asking which model runs this chat: a model named is asked about.
  // "…in Bahasa and Javanese. Can?", "possible or not?": whether we can, asked as a chat line asks it.
  if (CAN_OR_NOT.test(sentence)) return true;
  if (words.length < 2)
    return words.length === 1 && sentence.endsWith('?') && (asksATopic(words[0]!, true) || MODELS_NAMED.test(words[0]!));
  // "When a debtor objects, a clerk must take over.", "When we run an appeal on TV the traffic soars.": stated, not asked.
  if (CONDITION_STATED.test(sentence) || WHEN_STATED.test(sentence)) return false;
  // "…n dashboard, wo wir sehen was die leute so fragen" (read "…, where we see what the people ask"): a place described
  // by what happens there, no question mark, is said of the thing before it.
  if (!sentence.endsWith('?') && WHERE_DESCRIBED.test(sentence)) return false;
  // "Have a nice day.": a goodbye, not "have you…?".
  if (/^have a (?:good|nice|great|lovely) (?:day|evening|weekend|one)\b/i.test(sentence)) return false;
  // "send me some info at lena@x.app": a contact given for what comes next, not a topic asked.
  if (SEND_IT_TO_ME.test(sentence)) return false;
  // "Was in so einem Chat steht, ist hochsensibel." (read "what in so a chat stands, is high sensitive."): a clause as the
  // subject of a statement.
  if (!sentence.endsWith('?') && WHAT_CLAUSE_AS_SUBJECT.test(sentence)) return false;
  // "What we need is a dashboard…", "What we'd want: summaries…", "what matters to me is…": the visitor's need, stated.
  if (WHAT_WE_NEED.test(sentence.replace(/[.!]+$/, '')) && !/\?\s*$/.test(sentence)) return false;
  // "would save our underwriters loads of time": a modal with no subject, and no question mark, states something.
  // "Hätte lieber einen Menschen dran" (read "would have rather a human") asks for a person, modal or not.
  if (!sentence.endsWith('?') && MODAL_WITHOUT_SUBJECT.test(sentence) && !HUMAN_REQUEST.some((pattern) => pattern.test(sentence)))
    return false;
  if (STARTS_AS_QUESTION.test(sentence) || HUMAN_REQUEST.some((pattern) => pattern.test(sentence))) return true;
  if (ASKED_LAST.test(sentence)) return true;
  // "Same question for our sharia unit": the question before, asked again of something else.
  if (SAME_QUESTION_AGAIN.test(sentence)) return true;
  // "So we get the portal in 4 days?": a statement asked back, its question mark the question.
  if (/^(?:(?:so|and|then)\s+)+(?:we|you|u|it|i|they|this|that)\b[^?]*\?\s*$/i.test(sentence)) return true;
  // "We have no budget yet, first we want to know what it costs.": a wish to know, after what is stated.
  if (/,\s*(?:(?:and|but|so)\s+)?(?:first\s+|now\s+)?(?:i|we)(?:'d| would)? (?:like|want|need) to know\b/i.test(sentence)) return true;
  // "we run Nmbrs + AFAS, can u hook into those": a chat line ending in a question without its question mark.
  if (
    /,\s*(?:and\s+|so\s+|but\s+)?(?:can|could|would|will|do|does)\s+(?:you|u|ya|you guys|it)\b[^,;]{3,60}$/i.test(
      sentence.replace(/[.!]+$/, ''),
    )
  )
    return true;
  // "mit welchen Kosten müssen wir rechnen" (read "with which cost must we expect"): a question word after a preposition.
  if (
    /^(?:(?:and|so|but|ok(?:ay)?)\s+)?(?:with|for|in|at|on|to|from|by|of|about|under|after)\s+(?:which|what|how much|how many|whom)\b/i.test(
      sentence,
    )
  )
    return true;
  // "Compliance's first question will be whether any client data…": a question the visitor's side will ask of us.
  if (
    /\bquestions?\b[^.?!]{0,20}\b(?:is|are|will be|would be|'ll be|being|is going to be|might be|may be)\s+(?:whether|if|how|what|who|where|why)\b/i.test(
      sentence,
    )
  )
    return true;
  // "The questionnaire also asks whether you carry out annual penetration tests": a question their form asks of us.
  if (
    /\b(?:questionnaire|form|rfp|rfi|rfq|checklist|template|assessment|tender)\b[^.?!]{0,20}\b(?:asks?|wants to know|needs to know|requires us to (?:confirm|state))\s+(?:whether|if|how|what|who|where|why|for)\b/i.test(
      sentence,
    )
  )
    return true;
  // "et vous formez le personnel après" (read "and you train the personnel after"): a question in the order of a statement.
  if (/^(?:and|so|also|then)\s+(?:you|u|your team)\s+(?!know\b|see\b|said\b|mentioned\b)\w+/i.test(sentence) && !/[.!]$/.test(sentence))
    return true;
  // "et ça prend combien de temps à mettre en place" (read "…that takes how long…"): a question word in place, unmarked.
  if (/\b(?:takes?|costs?|lasts?|is|it'?s|that'?s)\s+how (?:long|much|many)\b/i.test(sentence)) return true;
  // "diff pro vs enterprise", "Starter or Professional": two packages set against each other ask how they differ.
  if (PACKAGES_COMPARED.test(sentence)) return true;
  // "ok so yes or no": a plain answer demanded, question mark or not.
  if (YES_OR_NO_DEMAND.test(sentence)) return true;
  // "and after go live who fixes stuff if it breaks", "and if it cant answer can it pass to our staff": a question after
  // a lead-in of when or if, its question mark left out.
  if (WHEN_THEN_ASKED.test(sentence)) return true;
  // "Just a rough ballpark figure.": a figure asked for, unless the sentence gives one ("our ballpark is 50k").
  if (DEMANDS_A_FIGURE.test(sentence) && !/\d/.test(sentence)) return true;
  // "we've got about £25k, is that enough?": a fact, then a question about it.
  if (/,\s*(?:but |so )?(?:is|would|will|does) (?:that|this|it)\b[^,]{0,30}\?$/i.test(sentence)) return true;
  // "3 mois c'est tenable ?", "your 4 days, that applies?": a fact with a judgement asked of it.
  if (
    sentence.endsWith('?') &&
    /\b(?:tenable|realistic|feasible|doable|enough|possible|achievable|ok|okay|apply|applies|really|for real|true|seriously)\b/i.test(
      sentence,
    )
  )
    return true;
  // "ihr seid doch die Sparkasse oder nicht", "you're the insurer, aren't you": asked without a question mark; a short
  // "deal or not" only presses for an answer to what was said before.
  if (/\b(?:or not|aren'?t (?:you|u)|isn'?t (?:it|this|that))\s*[.!]*$/i.test(sentence) && sentence.split(/\s+/).length >= 5) return true;
  // "4 days??": a figure repeated in disbelief asks whether it holds.
  if (sentence.endsWith('??')) return true;
  // "Budget: not sure, maybe Business?", "around 50k?": a fact given tentatively, not a question. "we have 35k, any
  // startup discount?" and "60-80k approved – any discount for councils?" give the fact and ask on.
  const lastClause = sentence.split(/[,;:]\s+|\s+[–—-]\s+/).at(-1)!;
  const asksOn = lastClause.split(/\s+/).length >= 3 && detectBudget(lastClause) === null && detectTimeline(lastClause) === null;
  return sentence.endsWith('?') && (asksOn || (detectBudget(sentence) === null && detectTimeline(sentence) === null));
}

/** Each sentence is asked about several times a turn (its questions, its statements, its neighbours). */
const isQuestion = rememberingRecent(readsAsQuestion, 1024);

/**
 * One sentence split where a second question starts; a lead-in that is not
 * a question itself ("If a customer asks us to delete their data, can the
 * system do that?") stays with the question it introduces.
 */
/** "…or is that marketing?", "or is it just hype lol": doubt that what was asked about is true, not a topic. */
const JUST_A_CLAIM =
  /^(?:(?:or|and)\s+)?(?:is|was|are)\s+(?:that|it|this|those|these)\s+(?:(?:just|all|only|pure|mostly|simply)\s+)?(?:(?:a|an)\s+)?(?:marketing|hype|sales ?talk|(?:sales )?pitch|bs|bullshit|gimmick|exaggerat\w*|spin|fluff|buzzwords?|a promise|wishful thinking|slides|slideware|power ?points?|vapou?rware|smoke and mirrors|a demo)\b(?:\s+(?:lol|haha|tbh|speak|talk|only))*\W*$/i;

function questionParts(sentence: string): string[] {
  // "and what I write here, where does it go?": one question about this chat, not two.
  if (/^\W*(?:and\s+)?what (?:i|we)\b/i.test(sentence) && ABOUT_THIS_CHAT.test(sentence)) return [sentence];
  const parts: Array<{ text: string; question: boolean }> = [];
  // "…tell a member whether to take the lump sum, or when to retire?": the alternative belongs to the same whether.
  const whole = /\bwhether\b/i.test(sentence)
    ? sentence.replace(/,?\s+or\s+(?=(?:when|what|which|how|where)\s+to\b)/gi, ' and/or ')
    : sentence;
  // "…the simple questions (draw dates, how do I change my bank details) and pass the rest to us?": examples in
  // brackets belong to the question around them, never split off as questions of their own.
  const bracketed: string[] = [];
  const kept = whole.replace(/\([^()]{1,160}\)/g, (inBrackets) => `\uE000${bracketed.push(inBrackets) - 1}\uE000`);
  for (const piece of kept
    .split(SECOND_QUESTION)
    .map((part) => part.replace(/\uE000(\d+)\uE000/g, (_, index: string) => bracketed[Number(index)]!).trim())
    .filter(Boolean)) {
    const last = parts[parts.length - 1];
    const secondWhether = /^whether\b/i.test(piece) && last !== undefined && /\bwhether\b/i.test(last.text) && last.question;
    // "…, and it integrates to LGPI ?": split off above only where it closes the sentence.
    const statedQuestion = last !== undefined && /^(?:(?:it|they)\s+\w+[^,?]*|for how (?:long|much)\b.*)\?\s*$/i.test(piece);
    // "does it really go live in 4 days or is that marketing lol": the doubt is the question before, asked again.
    if (last !== undefined && last.question && JUST_A_CLAIM.test(piece)) continue;
    const question =
      STARTS_AS_QUESTION.test(piece) ||
      GLOSSED_VERB_FIRST.test(piece) ||
      ASKED_IN_PLACE.test(piece) ||
      secondWhether ||
      statedQuestion ||
      WISH_TO_TALK_FIRST.test(piece);
    if (last && (!last.question || !question)) {
      last.text = `${last.text}, ${piece}`;
      last.question = true;
    } else parts.push({ text: piece, question });
  }
  return parts
    .map((part) => part.text)
    .filter(
      (text) =>
        text.split(/\s+/).length >= 2 ||
        asksATopic(text.replace(/\?+$/, ''), /\?$/.test(text)) ||
        (/\?$/.test(text) && MODELS_NAMED.test(text)),
    );
}

/** "What is your GDPR approach: minimisation, retention period, right to erasure?": a list of topics after a colon. */
const TOPIC_LIST = /^(.{3,80}?):\s*((?:[^,:;?]{2,40},\s*)+(?:(?:and|or)\s+)?[^,:;?]{2,40}?)\s*\?*$/i;

/**
 * "Could you indicate your approach and duration, your pricing approach, and provide two references?": the things an
 * RFI asks us to indicate, listed with commas; an item with its own verb ("provide…") keeps it.
 */
const ENUMERATED_REQUEST =
  /^(.{0,40}?\b(?:indicate|describe|outline|share|explain|tell (?:us|me)|give (?:us|me)|provide|confirm|send (?:us|me)|let (?:us|me) know|detail)\b)\s+((?:[^,;:?]{6,80},\s*)+(?:and\s+)?[^,;:?]{6,80}?)\s*\?*$/i;
const ITEM_VERB = /^(?:indicate|describe|outline|share|explain|tell|give|provide|confirm|send|let|detail|list|name)\b/i;

/**
 * "What are the prices and the duration of such a project?": two things, each with its own article, asked of the same
 * project: each asked on its own, so the second is not lost behind the first's better-ranked answer.
 */
const TWO_THINGS =
  /^(.{0,30}?\b(?:what|which) (?:are|is|were|would be|will be))\s+(the|your) ((?!difference\b)[a-z-]+(?: [a-z-]+)?) and (the|your) ([a-z-]+(?: [a-z-]+)?)((?:\s+(?:of|for|in|a|an|with)\s+[^,;?]*)?)\s*\?*$/i;

/** Each topic of a listed question asked on its own, with the question's lead, so none is left out. */
function listedTopics(question: string): string[] {
  const twoThings = TWO_THINGS.exec(question);
  if (twoThings) {
    const [, lead, firstArticle, first, secondArticle, second, rest] = twoThings;
    return [`${lead} ${firstArticle} ${first}${rest}?`, `${lead} ${secondArticle} ${second}${rest}?`];
  }
  const request = ENUMERATED_REQUEST.exec(question);
  if (request) {
    const items = request[2]!.split(/\s*,\s*(?:and\s+)?/).filter((item) => item.split(/\s+/).length >= 2);
    const subject =
      /^(.*?)\b(?:also\s+)?(?:indicate|describe|outline|share|explain|tell|give|provide|confirm|send|let|detail)\b/i.exec(
        request[1]!,
      )?.[1] ?? '';
    if (items.length >= 3) return items.map((item) => (ITEM_VERB.test(item) ? `${subject}${item}?` : `${request[1]!.trim()} ${item}?`));
  }
  const list = TOPIC_LIST.exec(question);
  if (!list) return [question];
  const topics = list[2]!.split(/\s*,\s*(?:(?:and|or)\s+)?/).filter(Boolean);
  return topics.length >= 3 ? topics.map((topic) => `${list[1]!.trim()}: ${topic}?`) : [question];
}

/** A question in quotes inside a statement: 'why not just use ChatGPT?', “how is that different?”. */
const QUOTED_QUESTION = /(?:^|[\s(:])['‘"“]([^'’"”]{6,120}?)[?]?['’"”](?=[\s.,;:!?)]|$)/g;

/**
 * "Our nurses ring us with the same questions: is this drug on formulary…", "employees keep mailing us 'why is my net
 * lower'": questions the visitor's own people ask, examples of the work, not questions to us.
 */
// "Sie fragen ständig dasselbe: Wann ist…" (read "you ask constantly the same: when is…"): the German "sie" (they) read as
// "you", which never asks us the same thing again and again.
const REPORTED_QUESTIONS =
  /\b(?:you|they) (?:ask|keep asking) (?:\w+ )?(?:constantly|always|all the time|again and again|over and over|the same)\b|\b(?:customers|clients|patients|members|employees|users|people|nurses|staff|callers|visitors|they|citizens|policyholders|debtors|students|parents|doctors|colleagues|agents|advisers|advisors|families|tenants|borrowers|applicants|technicians|donors|investors|residents|pharmacists|brokers)\b[^.!?:]{0,60}\b(?:ask|asks|asked|asking|mail|mails|mailing|email|emails|emailing|write|writes|writing|ring|rings|ringing|call|calls|calling|message|messages|messaging|phone|phones|phoning|want to know|wonder|wondering)\b|\b(?:the same|these|such|typical|common|repetitive|recurring|routine|standard) questions\b|\b(?:we|i) (?:get|gets|receive|have|field|handle|take)\b[^.!?:]{0,30}\b(?:calls|questions|requests|enquiries|inquiries|messages|e-?mails)\b|\b(?:calls|questions|requests|enquiries|inquiries|messages|e-?mails)\b (?:\w+ )?(?:come|comes|coming|arrive|arrives|pour|flood) in\b/i;

/** "AI product search ('what batteries fit my Phonak?')", "e.g. 'is flood covered?'": a quoted example of the work. */
const AN_EXAMPLE =
  /(?:\(|\be\.g\.,?|\blike|\bsuch as|\bfor (?:example|instance)|\bz\.\s?b\.|\bpar exemple|\bcomme|\bwie|\b(?:answers?|handles?|deals? with|covers?|takes)\s+(?:the|their|all the|those|these|our))\s*['‘"“„]?$/i;

const PACKAGE_NAME = String.raw`(?:starter|pro|professional|enterprise)(?: (?:ai crm|package|plan|tier|one))?`;
const PACKAGES_COMPARED = new RegExp(
  String.raw`^\W*(?:(?:and|so|ok(?:ay)?)\W+)?(?:(?:the )?difference\W+(?:between\s+)?)?${PACKAGE_NAME}\s+(?:vs\.?|versus|or|and|v)\s+${PACKAGE_NAME}\W*$`,
  'i',
);

/** "we get tons of 'do you have these frames in stock' questions": a quote that names a kind of message, an example. */
const KIND_OF_MESSAGE =
  /^\s*(?:type |kind |sort )?(?:questions?|requests?|enquir(?:y|ies)|inquir(?:y|ies)|messages?|e-?mails?|calls?|queries|tickets?)\b/i;
/** "general questions, of the kind « do we need to fast? », from our own records?": the quoted example is no topic. */
const QUOTED_EXAMPLE = /,?\s*(?:of the kind|the kind of|like|such as|e\.g\.,?|for (?:example|instance))\s*[«“"][^«»“”"]{3,150}[»”"],?/gi;

/** "We get calls every day: what do I bring, is there wifi…": the questions after a lead-in that reports them. */
const REPORTED_LEAD_IN = new RegExp(String.raw`^[^?]{10,}?:\s+(?=${INTERROGATIVE}\b)`, 'i');

/** "…I need to answer two things: where is the data, and…?": a long lead-in ending in a colon is not the question. */
const COLON_LEAD_IN = new RegExp(String.raw`^[^?]{31,}?:\s+(?=${INTERROGATIVE}\b)`, 'i');

/** "Regarding…:", "As for…:", "Concerning…:" (also read from "Concernant…", "Bezüglich…"): the topic of what follows. */
const TOPIC_LEAD_IN =
  /^\W*(?:(?:and|also|now|ok(?:ay)?|thanks?|thank you)[,.]?\s+)*(?:regarding|concerning|as for|as regards|with regard to|about|re)\b[^:?]{3,}:/i;

/** A colon and a list of three or more items, no question mark: what the system covers. */
const LISTS_CONTENTS = /:\s+[^:?]*,[^,?]*,[^?]*$/;

/** A list's item marker at the start of a line: "- ", "– ", "• ", "a) ", "2. ", the French "2° ". */
const LIST_ITEM = /^\s*(?:[-–—•*·]|\d{1,2}[.)°]|[a-z]\)|\((?:\d{1,2}|[a-z])\))\s+/i;
/** "…tell me which points you meet?" above a list: a question each item of the list answers. */
/** "Then explain how it would work technically.", "Walk me through the setup.": what the next questions spell out. */
const EXPLAIN_WHAT_FOLLOWS =
  /^\W*(?:(?:then|so|ok(?:ay)?|now|fine|please|and)[,\s]+)*(?:explain|describe|walk (?:me|us) through|tell (?:me|us))\b[^.?!]{0,40}\b(?:how (?:it|this|that|the \w+) (?:would |will |could )?works?|technically|in (?:more )?detail|the (?:architecture|setup|set-up))\b[^?]*$/i;
const ASKS_OF_THE_LIST =
  /\b(?:which|what|how many) (?:of (?:these|the|them|the following) )?(?:points?|requirements?|items?|criteria|ones|boxes|lines?)\b[^?]*\?\s*$|\b(?:the following|below)\b[^?]*\?\s*$/i;
/** How an item of an asked-for list may begin ("whether you sign NDAs", "if hosting can…"): not part of its topic. */
const ITEM_LEAD = /^(?:whether|if|and|or)\s+/i;

/**
 * "Could you tell me:" followed by a list: each item is a question of its own, written without a question mark
 * ("– whether you are certified; – what a project looks like; – your usual response time").
 */
function listedAfterLeadIn(message: string): string[] {
  const items: string[] = [];
  let inList = false;
  for (const line of message.split(/\n+/).map((each) => each.trim())) {
    // An item left empty (its text was hidden markup) keeps the list going.
    if (inList && /^(?:[-–—•*·]|\d{1,2}[.)°])?$/.test(line)) continue;
    if (inList && LIST_ITEM.test(line)) {
      const item = line
        .replace(LIST_ITEM, '')
        .replace(ITEM_LEAD, '')
        // "…after launch, and": the list's own "and" or "or" before its last item is not part of this one.
        .replace(/(?:[\s;,.?]+(?:and|or|und|oder|et|ou))?[\s;,.?]*$/i, '');
      if (item.split(/\s+/).length >= 2) items.push(`${item}?`);
      continue;
    }
    inList = (/:\s*$/.test(line) && STARTS_AS_QUESTION.test(line.replace(/^.*[.!?]\s+/, ''))) || ASKS_OF_THE_LIST.test(line);
  }
  return items;
}

/** The visitor's own reviewers (QA, compliance, the board, the CISO), whose questions the visitor passes on to us. */
const THEIR_REVIEWERS =
  /\b(?:qa|quality|compliance|legal|security|infosec|it|procurement|purchasing|risk|governance|audit|dpo|ciso|cio|cto|board|management|auditors?|regulators?|boss)\b(?: (?:people|team|colleagues|folks|lead|officer|department|guys))?\b[^.!?:]{0,30}\b(?:will|'ll|would|are going to|is going to|always|first|straight away|immediately)\b/i;

/**
 * "Our clients will also ask 2 things for sure: are you ISO 27001 certified, and will the AI use their calls to train
 * itself?": what the visitor's people ask of us and of the AI, passed on through the visitor.
 */
const ASKED_OF_US_OR_THE_AI =
  /\b(?:are you|do you|have you|will you|is your|are your)\b[^?]{0,30}\b(?:certified|certification|compliant|accredited|audited|insured)\b|\b(?:certified|iso ?27001|soc ?2)\b|\b(?:the ai|the model|your (?:ai|model|system))\b[^?]{0,40}\btrain\w*/i;

/** A sentence that only assents ("k.", "ok", "sure", "got it"). */
const ASSENT_ONLY = /^(?:k|kk|ok(?:ay)?|sure|fine|cool|right|alright|got it|understood|noted|thanks|thx|yes|yeah|yep)[.!]?$/i;

const TIME_ALONE_ASKED =
  /^\W*(?:(?:and|so|ok|k)\W+)?((?:in|within|by|before) )?(\d+\s*(?:days?|weeks?|months?)|(?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|summer|spring|autumn|fall|christmas)(?: \d{4})?)\s*\?+\s*$/i;

export function findQuestions(written: string): VisitorQuestion[] {
  // "Fragen zur Vorbereitung (nüchtern kommen? Kontrastmittel?)": questions in brackets are examples, asked of no one.
  const message = written.replace(/\(([^()]*\?[^()]*)\)/g, (_, inner: string) => `(${inner.replace(/\?/g, ',')})`);
  const questions: VisitorQuestion[] = [];
  for (const item of listedAfterLeadIn(message)) questions.push({ text: item, kind: kindOf(item) });
  const listed = new Set(questions.map((question) => question.text.replace(/\?$/, '')));
  const all = sentences(message)
    // A sentence that reports what the visitor's people ask ("…with the same questions: is this drug…") asks us nothing.
    // "Our QA people will ask straight away: what stops it…?": the visitor's reviewers ask us, through the visitor.
    .filter(
      (sentence) =>
        !(
          REPORTED_LEAD_IN.test(sentence) &&
          REPORTED_QUESTIONS.test(sentence.split(':')[0]!) &&
          !THEIR_REVIEWERS.test(sentence.split(':')[0]!) &&
          !END_USERS_ASK_ABOUT_THEIR_DATA.test(sentence) &&
          !ASKED_OF_US_OR_THE_AI.test(sentence.slice(sentence.indexOf(':') + 1))
        ),
    )
    // "…for the pre-admission: what to bring, fasting rules, parking." lists what the system covers, asked of no one.
    // "Regarding the Greek scans: is that a problem?": a lead-in that names the topic stays with its question.
    .map((sentence) => sentence.replace(DECISION_MAKER_LEAD_IN, ''))
    .map((sentence) => (LISTS_CONTENTS.test(sentence) || TOPIC_LEAD_IN.test(sentence) ? sentence : sentence.replace(COLON_LEAD_IN, '')));
  // "pricing", "sso": a message of one topic word asks about it, question mark or not.
  // "I'd rather speak to someone: who calls me back?": the lead-in is a request for a person of its own.
  for (const sentence of sentences(message)) {
    const leadIn = COLON_LEAD_IN.exec(sentence)?.[0];
    if (leadIn && kindOf(leadIn) === 'human-request') questions.push({ text: leadIn.replace(/:\s*$/, ''), kind: 'human-request' });
  }
  // "k. price": a word of assent before it does not make the topic word part of a longer message.
  const substantive = all.filter((sentence) => !ASSENT_ONLY.test(sentence));
  const topicWord =
    substantive.length === 1 && /^[\p{L}-]+[.!]?$/u.test(substantive[0]!) && asksATopic(substantive[0]!.replace(/[.!]$/, ''))
      ? substantive[0]
      : undefined;
  // "fine, send me something. Pieter - p.dejong@…": what to send, with the address given beside it, asks nothing.
  const addressGiven = /[\w.+-]+@[\w-]+\.[\w.-]+/.test(message);
  for (const [index, sentence] of all.entries()) {
    if (addressGiven && SEND_SOMETHING.test(sentence) && !sentence.includes('?')) continue;
    // "4 days, seriously. For real?": the disbelief asks about the sentence before it, unless that was asked already.
    if (DOES_THAT_APPLY.test(sentence) && all[index - 1] && !isQuestion(all[index - 1]!)) {
      questions.push({
        text: `${all[index - 1]!.replace(/[.!]+$/, '')}, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`,
        kind: kindOf(sentence),
      });
      continue;
    }
    if (THROUGH_WHAT_WAS_SAID.test(sentence) && isQuestion(sentence) && all[index - 1] && !isQuestion(all[index - 1]!)) {
      questions.push({
        text: `${all[index - 1]!.replace(/[.!]+$/, '')}; ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`,
        kind: kindOf(sentence),
      });
      continue;
    }
    // "Is it?" alone asks what the visitor means; after a statement it asks about that statement.
    if (ELLIPTICAL_QUESTION.test(sentence) && all[index - 1] && !isQuestion(all[index - 1]!)) {
      questions.push({ text: `${all[index - 1]!.replace(/[.!]+$/, '')}?`, kind: 'knowledge' });
      continue;
    }
    // "6 wks?", "by March?": a time alone, asked, asks whether the work can be done in it.
    const time = TIME_ALONE_ASKED.exec(sentence);
    if (time) {
      questions.push({ text: `Can you do it ${time[1] ?? 'in '}${time[2]}?`, kind: 'knowledge' });
      continue;
    }
    // "Live before the exam or no deal.": a condition set as an ultimatum asks whether it can be met.
    const condition = isQuestion(sentence) ? undefined : ULTIMATUM.exec(sentence)?.[1];
    if (condition) {
      const asked = `Can ${STATE_WORD.test(condition) ? 'it be' : 'you do'} ${condition}?`;
      questions.push({ text: asked, kind: kindOf(asked) });
      continue;
    }
    const told = isQuestion(sentence)
      ? undefined
      : (QUESTION_TOLD.exec(sentence) ??
          DOUBT_TOLD.exec(sentence) ??
          REPORTED_QUESTION.exec(sentence) ??
          RELAYED_TO_US.exec(sentence) ??
          END_USERS_ASK_ABOUT_THEIR_DATA.exec(sentence))?.[1];
    if (told) {
      // "…asks where you are based, and whether you are ISO certified": two questions told in one.
      for (const part of told.split(/,?\s+and\s+(?=(?:whether|if|how|what|who|where|when|why)\b)/i)) {
        const asked = askedDirectly(part);
        questions.push({ text: `${asked}?`, kind: kindOf(asked) });
      }
      continue;
    }
    if (!isQuestion(sentence) && WANTS_TO_SEE_THE_COST.test(sentence)) {
      questions.push({ text: 'What would it cost?', kind: kindOf('What would it cost?') });
      continue;
    }
    const doubted = CLAUSE_DOUBTED.exec(sentence)?.[1];
    if (doubted) {
      questions.push({ text: `${doubted}?`, kind: 'knowledge' });
      continue;
    }
    // "I'd prefer speaking to a person first. Is that possible?": asked of the request for a person, which is answered.
    if (THAT_POSSIBLE.test(sentence) && all[index - 1] && kindOf(all[index - 1]!) === 'human-request') continue;
    // "Our director asks why not Copilot. What would you say to him?": the question passed on is the one asked.
    if (WHAT_TO_TELL_THEM.test(sentence) && all[index - 1] && REPORTED_QUESTION.test(all[index - 1]!)) continue;
    if (DISBELIEF.test(sentence) || ASKS_ABOUT_THE_SENTENCE_BEFORE.test(sentence)) {
      const before = all[index - 1];
      // "We want to be live by October. Could you meet that?": the date is what is to be met.
      const deadline = before !== undefined && MEETS_A_DATE.test(sentence) && A_DATE.test(before);
      if (before && !isQuestion(before))
        questions.push({ text: deadline ? 'Can you meet our deadline?' : `${before.replace(/[.!]+$/, '')}?`, kind: 'knowledge' });
      continue;
    }
    // The lead-in of an asked-for list ("Could you tell me:", "…which points you meet?") asks nothing itself; its items
    // were read above.
    if (listed.size > 0 && (/:\s*$/.test(sentence) || ASKS_OF_THE_LIST.test(sentence))) continue;
    // "Then explain how it would work technically. Where would member data sit…?": the questions after it say what to
    // explain.
    if (EXPLAIN_WHAT_FOLLOWS.test(sentence) && all.slice(index + 1).some((next) => isQuestion(next))) continue;
    if (
      listed.has(
        sentence
          .replace(LIST_ITEM, '')
          .replace(ITEM_LEAD, '')
          .replace(/[\s;,.?]+$/, ''),
      )
    )
      continue;
    // "Our CIO asks 'why not just use ChatGPT Enterprise'. I need an argument.": a question quoted to be answered.
    if (!isQuestion(sentence)) {
      // "…ask things like 'after a tattoo?', 'after covid?'": every quote of a list of examples is an example.
      let examples = false;
      for (const quote of sentence.matchAll(QUOTED_QUESTION)) {
        examples ||=
          REPORTED_QUESTIONS.test(sentence.slice(0, quote.index)) ||
          AN_EXAMPLE.test(sentence.slice(0, quote.index + 1)) ||
          KIND_OF_MESSAGE.test(sentence.slice(quote.index + quote[0].length));
        if (STARTS_AS_QUESTION.test(quote[1]!) && !examples) questions.push({ text: quote[1]!, kind: kindOf(quote[1]!) });
      }
    }
    // "…saw your AI CRM thing, whats the diff between starter and professional": the last clause of an unpunctuated
    // message, after a comma, asked as a question.
    // "…mostly scanned pdfs, can your AI pull the transactions out, does the data stay in the EU": from the first clause
    // that asks, every clause after it is asked too.
    const clauses = index === all.length - 1 && !/[.!]\s*$/.test(sentence) ? sentence.split(/,\s+/) : [];
    const firstAsked = clauses.findIndex((clause, at) => at > 0 && clause.split(/\s+/).length >= 4 && isQuestion(clause));
    if (!isQuestion(sentence) && firstAsked > 0) {
      for (const part of questionParts(clauses.slice(firstAsked).join(', '))) questions.push({ text: part, kind: kindOf(part) });
      continue;
    }
    if (sentence !== topicWord && !isQuestion(sentence)) continue;
    // "Fine?" or "Possible?" alone asks about nothing said; after a statement it asks about that statement.
    if (all.length === 1 && FEASIBLE.test(sentence.replace(/\?+$/, ''))) continue;
    for (const part of questionParts(sentence.replace(QUOTED_EXAMPLE, ' ')).flatMap(listedTopics))
      questions.push({ text: part.replace(/^(?:and|also|so|but|ok(?:ay)?|hi|hello|go on|come on),?\s+/i, ''), kind: kindOf(part) });
  }
  // "The medical evidence is the bit that scares me. Where would that live and who could see it?": "it" is their data
  // named in the same message, not this chat.
  const theirDataNamed = THEIR_DATA.test(message) && !THIS_CHAT_NAMED.test(message);
  // "Was in so einem Chat steht, ist hochsensibel. Wo landen diese Gespräche…?" (read "what in so a chat stands…"): the
  // chat they would have built, not this one.
  const builtChatNamed = BUILT_CHAT.test(message);
  // "my email: a.b@firm.cy - and have someone ring me, 00357 99 123456": a contact detail split off a request asks nothing.
  return questions
    .map((question) =>
      theirDataNamed && question.kind === 'about-this-chat' && THIS_HERE_SEEN_OR_KEPT.test(question.text)
        ? { text: question.text.replace(/\b(?:it|them|that|this)\W*$/i, 'the data?'), kind: 'knowledge' as const }
        : builtChatNamed && question.kind === 'about-this-chat'
          ? { text: question.text, kind: 'knowledge' as const }
          : question,
    )
    .filter((question) => question.kind !== 'knowledge' || !isContactDetailOnly(question.text));
}

/** Whether a text is only a contact detail and its label ("my email: …", "tel. +41 …"). */
function isContactDetailOnly(text: string): boolean {
  if (!/[\w.+-]+@[\w-]+\.[\w.-]+|\+?\d[\d ()./-]{6,}\d/.test(text)) return false;
  const rest = text
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, ' ')
    .replace(/\+?\d[\d ()./-]{6,}\d/g, ' ')
    .replace(
      /\b(?:fine|ok(?:ay)?|so|and|here(?:'s| is)?|(?:my|our) (?:e-?mail(?: address)?|mail|(?:phone |mobile |direct )?(?:number|phone|mobile|line)|contact(?: details)?)|e-?mail|tel|phone|mobile|is)\b/gi,
      ' ',
    );
  return !/\p{L}{2,}/u.test(rest);
}

/** The message without its questions: what the visitor states about themselves. */
export function statementsOf(message: string): string {
  return sentences(message)
    .filter((sentence) => !isQuestion(sentence))
    .join(' ');
}
