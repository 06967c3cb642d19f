/**
 * What one visitor message says: technologies, services, needs, project type
 * and stage, industry, timeline, budget, contact details, next step, intent.
 * Keyword rules plus the understanding modules (timeline, budget, contact
 * details), so the analysis is deterministic, cheap and testable.
 */
import type { BudgetRange, NextStep, ProjectStage } from './conversation.js';
import { QUICK_REPLY_SETS } from './quick-replies.js';
import { type Budget, detectBudget } from './understanding/budget.js';
import { findContactDetails } from './understanding/contact-details.js';
import { PLACE_NAMES } from './understanding/places.js';
import { statementsOf } from './understanding/questions.js';
import { detectTimeline, type Timeline, type TimelineUrgency } from './understanding/timeline.js';

/** docs/product-rules.md §3 technology keys and the words a visitor uses for them. */
export const TECHNOLOGY_KEYWORDS: ReadonlyArray<readonly [key: string, pattern: RegExp]> = [
  ['openAI', /\bopen ?ai\b|\bchat ?gpt\b|\bgpt-?\d/i],
  ['anthropic', /\banthropic\b|\bclaude\b/i],
  ['groq', /\bgroq\b/i],
  ['huggingFace', /\bhugging ?face\b/i],
  ['reactSpring', /\breact[- ]spring\b/i],
  ['react', /\breact(\.?js)?\b(?![- ]spring)/i],
  ['angular', /\bangular\b/i],
  ['emotion', /\bemotion(\/styled|\.sh)\b|@emotion/i],
  ['express', /\bexpress\.?js\b|\bexpress (server|backend|api)\b/i],
  ['kafka', /\bkafka\b/i],
  ['node', /\bnode(\.?js)?\b/i],
  ['rabbitMQ', /\brabbit ?mq\b/i],
  ['reduxSaga', /\bredux[- ]saga\b/i],
  ['socket', /\bsocket\.?io\b|\bweb ?sockets?\b/i],
  ['styled', /\bstyled[- ]components\b/i],
  ['typescript', /\btype ?script\b/i],
  ['webpack', /\bwebpack\b/i],
];

export const SERVICES = {
  ai: 'AI & Machine Learning',
  ui: 'UI Development',
  cloud: 'Cloud Solutions',
  ecommerce: 'E-commerce',
} as const;

const SERVICE_KEYWORDS: ReadonlyArray<readonly [service: string, pattern: RegExp]> = [
  [SERVICES.ai, /\bai\b|artificial intelligence|machine learning|\bml\b|\bllms?\b|chat ?bot|language model|\bcrm\b|\bgpt|\bnlp\b/i],
  [
    SERVICES.ui,
    /\bui\b|\bux\b|user interface|front[- ]?end|web ?(site|app|application|development)|\bmobile apps?\b|\bdesign\b|\bonline (?:appointment )?booking\b/i,
  ],
  [
    SERVICES.cloud,
    /\bcloud\b|\baws\b|\bazure\b|\bgcp\b|kubernetes|hosting|infrastructure|on[- ]?prem|\bevent streaming\b|\b(?:data|event|telemetry|streaming) pipelines?\b/i,
  ],
  [SERVICES.ecommerce, /e-?commerce|online (store|shop)|\bwebshop\b|\bcheckout\b|\bshopify\b/i],
];

/** Quick replies of the service set count as a service choice. */
const SERVICE_OF_QUICK_REPLY: Record<string, string | null> = {
  'web-development': SERVICES.ui,
  'mobile-apps': SERVICES.ui,
  'ai-integration': SERVICES.ai,
  'technical-consulting': null,
};

const NEED_KEYWORDS: ReadonlyArray<readonly [need: string, pattern: RegExp]> = [
  ['customer support automation', /\bsupport\b|help ?desk|tickets?\b|customer service/i],
  [
    'lead management',
    // "I lead Medical Information", "which leads to delays": the verb, not sales leads.
    /\bcrm\b|(?<!\b(?:i|we|who|he|she|they|to|will|would|also|currently|which|that|it)\s)\bleads?\b(?!\s+(?:a|an|the|our|my|their|his|her|its|this|that|these|those)\b)|sales pipeline|\bprospects?\b|\bprospective (?:clients|customers|members|buyers)\b|\b(?:pass(?:es|ing)?|route[sd]?|routing|forward(?:s|ing)?|hand(?:s|ing)? on)\b[^.?!]{0,10}\b(?:the )?(?:serious|qualified|promising|good|real|hot|relevant) (?:ones|enquiries|inquiries|requests|leads|contacts)\b|\bqualif(?:y|ies|ying)\b (?:the |our )?(?:\w+ )?(?:borrowers|applicants|customers|visitors|enquiries|inquiries|requests|members)\b|\b(?:enquiries|inquiries|requests)\s+(?:pre-?)?qualif(?:y|ies)\b/i,
  ],
  ['data privacy & compliance', /privacy|gdpr|hipaa|complian|sensitive data|patient data|confidential/i],
  ['process automation', /automat|workflow/i],
  // "direkt in unser Maklerverwaltungsprogramm schreibt" (read "directly in our broker management program writes").
  [
    'system integration',
    /integrat|\bapis?\b|connect (to|with)|\b(?:be |get |is |are )?(?:connected|linked|hooked(?: up)?|plugged) (?:to|into|with)\b|\b(?:system|software|crm|erp|database|platform|core banking)\b[^.?!]{0,40}\b(?:be|get|gets|is) (?:hooked up|connected|linked|plugged in|integrated)\b|\b(?:directly|straight) (?:in|into) (?:our|the|their) (?:[\w-]+ ){0,2}(?:program|programme|system|software|crm|erp|tool|database)\b/i,
  ],
  [
    'analytics & reporting',
    // Reports about the conversations or the business, not a patient's, an audit's or an adverse event's report.
    /analytics|dashboard|reporting|\b(?:weekly|monthly|daily|quarterly|management|usage|performance|kpi|custom|statistical) reports?\b|\breports? (?:on|about|of|for) (?:the |our )?(?:questions|requests|enquiries|inquiries|conversations|chats|leads|usage|performance|kpis?|volumes?)\b|insights|\banalys[ie]s\b[^.?!]{0,20}\b(?:questions|requests|enquiries|inquiries|conversations|chats|leads)\b/i,
  ],
  ['conversational assistant', /chat ?bot|virtual assistant|ai assistant|conversational/i],
  ['online sales', /e-?commerce|online (store|shop)|sell online/i],
  ['scalability', /\bscal(e|ing|able|ability)\b|high traffic|performance/i],
  ['cloud migration', /migrat/i],
  ['claims handling', /\bclaims?\b/i],
  ['document processing', /\bdocuments?\b|\bintake\b|\bkyc\b/i],
  // "…so our subscribers can query this archive in natural language": a search over their content.
  [
    'knowledge search',
    /\bsearch(?:es|ing)?\b|\bfind (?:answers|information)\b|\bnatural[- ]language\b|\bquery (?:this|the|our|their|its|it)\b/i,
  ],
  // "let's talk, book it": our call accepted, no booking feature of theirs.
  [
    'appointment booking',
    /\bbook(?:ing|ings)?\b(?! a (?:call|demo|meeting)| (?:it|that|one|the call|us in|me in)\b)|\bappointments?\b|\bscheduling\b/i,
  ],
  ['fraud detection', /\bfraud\b/i],
  ['summaries & drafting', /\bsummari[sz]\w*|\bdrafts?\b|\bdrafting\b|\bmeeting notes\b/i],
  ['recommendations', /\brecommend\w*/i],
];

const REQUIREMENT_KEYWORDS: ReadonlyArray<readonly [requirement: string, pattern: RegExp]> = [
  ['HIPAA compliance', /\bhipaa\b/i],
  ['GDPR compliance', /\bgdpr\b/i],
  ['SOC 2', /\bsoc ?2\b/i],
  [
    'no training on our data',
    // "passenger data must NOT end up at OpenAI or similar": data kept from a model provider, which the data-use answer meets.
    // "…want to know whether their box lists end up training some American AI model": the same worry.
    /\b(?:data|lists?|documents?|files|records|registers?|notes|it|they)\b[^.?!]{0,30}\bend(?:s|ing)? up (?:training|being used to train|in the training (?:data|set) of)\b[^.?!]{0,30}\b(?:models?|ai|llms?|gpt|chatgpt)\b|\b(?:data|documents?|copies|files|records|it|nothing)\b[^.?!]{0,60}\b(?:not|never|n't)\b[^.?!]{0,20}\b(?:at|to|with|by)\s+(?:openai|chatgpt|gpt|anthropic|claude|google|gemini|microsoft|copilot|(?:the |an? |any )?(?:external |third[- ]party |us |american )?(?:model|llm|ai) (?:providers?|vendors?|companies))\b[^.?!]{0,20}\b(?:end(?:s|ing)? up|lands?|landing|go(?:es)?|be sent|sent|be stored|stored)\b|\b(?:data|documents?|copies|files|records|it|nothing)\b[^.?!]{0,60}\b(?:not|never|n't)\b[^.?!]{0,20}\b(?:end(?:s|ing)? up|land|go|be sent|be stored)\s+(?:at|to|with)\s+(?:openai|chatgpt|gpt|anthropic|claude|google|gemini|microsoft|copilot)\b|\b(?:(?:must|should|may|can|will)(?:n'?t| not| never)|cannot)\b[^.?!]{0,20}\b(?:end up |be )?(?:training|used to train|feeding)\b[^.?!]{0,30}\b(?:models?|ai|llms?|gpt|chatgpt)\b|\b(?:not|never|no)\b[^.?!]{0,20}\b(?:be )?(?:re-?used|used (?:not )?(?:to|for) (?:train\w*|other purposes))\b|\bno (?:re-?use|training on)\b|\b(?:not|never)\b[^.?!]{0,10}\b(?:for|to) (?:the )?train\w*\b[^.?!]{0,40}\bused\b|\bno (?:use|usage) of (?:our|the|my|their) (?:\w+ )?data (?:for|to) (?:the )?train\w*|\bdata\b[^.?!]{0,20}\b(?:must|should|may|can)(?:n'?t| not)?\b[^.?!]{0,10}\b(?:not )?train\w* (?:any|no|a|the|your|third-party|other|external)? ?(?:\w+ )?models?\b/i,
  ],
  [
    'private deployment',
    /on[- ]?prem|self[- ]host|private (cloud|deployment|server)|own servers|air[- ]?gapped|\bno (?:external|outside|third[- ]party|outbound) (?:api )?(?:calls?|apis?)\b|\bown (?:[\w-]+ )?(?:azure|aws|gcp|cloud|tenant|data ?cent(?:re|er)|infrastructure|hardware)\b|\bhosted (?:in|on|by) (?:our|us)\b|\binternet(?: \w+)?\b[^.?!]{0,30}\b(?:off-limits|forbidden|not allowed|taboo|a no-go|out of the question)\b|\bwithout (?:any )?internet\b|\b(?:government|gov|state|sovereign|national)[- ]cloud\b|\b(?:run|be hosted|sit|live|stay)s? (?:in|on|inside|within) (?:the |our |a )?(?:\w+ )?(?:internal|private|own) (?:cloud|servers?|data ?cent(?:re|er)|infrastructure|network|tenant)\b|\b(?:inside|within|behind) (?:our|their) (?:own )?(?:\w+ )?(?:network|firewall|premises|data ?cent(?:re|er)|infrastructure)\b|\b(?:in|on|inside|within) (?:our|their) (?:own )?(?:azure|aws|gcp|microsoft|m365)[- ](?:tenant|subscription|account|environment)\b|\b(?:in|on|inside|within) (?:our|their) (?:own )?tenant\b/i,
  ],
  [
    'data residency',
    new RegExp(
      // (?=[ncdwm]): the first letters of the negations, so the look back runs only where one can start.
      String.raw`\b(?=[ncdwm])(?<!\b(?:number|phone|mobile|e-?mail|address|contact|details|name)\b[^.?!,;]{0,30})(?:never|not|must not|cannot|can't|don'?t|doesn'?t|do not|does not|won'?t) (?:leave|be stored outside|go outside)\b(?! (?:my|our|a|the|any) (?:\w+ )?(?:number|phone|e-?mail|address|contact|details|name|trail|trace|record|footprint|message|note|comment|review|feedback)\b)(?![^.?!]{0,25}\bbehind\b)|\bnothing (?:may|must|can|should|will) leave\b|\bleave (?:our|the) (?:\w+ )?(?:tenant|network|premises|data ?cent(?:re|er)|cloud|environment|infrastructure)\b|\bno data (?:leaving|leaves|going out)\b|\b(?:stay|remain)s? (?:in|within|to) (?:the )?(?:${PLACE_NAMES}|(?:eu|uk|us|country)|our country)\b|data residency|data (?:stays?|remains?)|stay in the eu\b|in the eu\b|eu data|\b(?:eu|uk|swiss|german|french|european|data|cloud|aws|azure|gcp|hosting|same|specific|which|one|a|the right|your|our) region\b|\b(?:data|it|nothing|anything)\b[^.?!]{0,20}\b(?:not|never|no|don'?t|dont|doesn'?t)\b[^.?!]{0,15}\b(?:go|goes|going|be (?:sent|transferred|stored|processed)|sent|transferred)\b[^.?!]{0,10}\b(?:to|in|outside)\b[^.?!]{0,10}\b(?:america|the us|the usa|us servers|the states|china|abroad|third countries|outside (?:the )?(?:eu|europe))\b|\b(?:don'?t|dont|do not) want\b[^.?!]{0,25}\bdata\b[^.?!]{0,15}\b(?:go|goes|going|sent|transferred)\b[^.?!]{0,10}\bto\b|\bdata\b[^.?!]{0,30}\b(?:not|never|\w+n'?t)\b[^.?!]{0,30}\b(?:end(?:s|ing)? up|lands?|landing)\b[^.?!]{0,20}\b(?:america|the us|the usa|the states|china|abroad|third countries)\b|\bdata\b[^.?!]{0,30}\b(?:not|never)\b[^.?!]{0,15}\b(?:somewhere |anywhere )?in (?:america|the us|the usa|the states|china|third countries)\b[^.?!]{0,5}\b(?:end(?:s|ing)? up|lands?|landing)\b|\bwithout\b[^.?!]{0,40}\b(?:end(?:s|ing)? up|landing|being (?:sent|stored|kept))\b[^.?!]{0,15}\b(?:on|in) (?:an? |some |the )?(?:random |foreign |american |us |u\.s\. |overseas |offshore )+(?:servers?|clouds?|data ?cent(?:re|er)s?)\b`,
      'i',
    ),
  ],
  // "health data makes me nervous", "we're worried about patient privacy": a worry about their data is a requirement.
  [
    'data security',
    /\b(?:nervous|worried|worries|concerned|scared|afraid|uneasy|wary|anxious)\b[^.?!]{0,40}\b(?:data|privacy|security|gdpr|confidential\w*)\b|\b(?:data|privacy|security)\b[^.?!]{0,30}\b(?:makes? (?:me|us) (?:nervous|worried|uneasy|anxious|wary)|worr(?:y|ies) (?:me|us)|scares? (?:me|us)|keeps? (?:me|us) up)\b/i,
  ],
  // "CCTV footage may be kept only 15 days", "recordings must be deleted after 30 days", "dürfen nur 15 Tage gespeichert
  // werden" (read "may only 15 days stored are"): how long their data is kept.
  [
    'data retention',
    /\b(?:kept|stored|retained|held|keep|store|retain)\b[^.?!]{0,20}\b(?:only|max(?:imum)?|no (?:longer|more) than|at most|up to)\b[^.?!]{0,10}\b\d+ (?:days?|weeks?|months?|years?)\b|\b(?:deleted|erased|purged|destroyed)\b[^.?!]{0,20}\bafter\b[^.?!]{0,10}\b\d+ (?:days?|weeks?|months?|years?)\b|\b(?:only|max(?:imum)?|no (?:longer|more) than|at most)\b[^.?!]{0,10}\b\d+ (?:days?|weeks?|months?|years?) (?:long )?(?:stored|kept|retained|held|saved)\b|\bretention (?:periods?|limits?|rules?|schedules?)\b/i,
  ],
  // "our patients are 80+ … so it has to be easy to read", "usable with shaky hands and poor sight", "our blind members":
  // usable by older or disabled people is accessibility.
  [
    'accessibility',
    /\bwcag\b|\baccessib\w+|screen readers?|\b(?:rgaa|bitv|bfsg|en 301 549|section 508)\b|\b(?:low vision|partially sighted|visually impaired|poor (?:eye)?sight|dyslexi\w*|(?:large|larger|big|bigger) (?:print|text|font|letters|buttons)|blind|deaf|hard of hearing|sight loss|(?:shaky|trembling) hands|without (?:a )?mouse|keyboard[- ]only|(?:high|strong) contrasts?|read[- ]aloud|motor impair\w*|learning (?:difficulties|disabilit\w+))\b|(?:\b(?:elderly|older|seniors?|pensioners|(?:over|aged) \d0)\b|\b\d0\+)[^.?!]{0,80}\b(?:easy|easier|simple|clear) (?:to|enough to) (?:read|see)\b/i,
  ],
  [
    'no made-up answers',
    /\bnothing\b[^.?!]{0,25}\b(?:made up|invented|hallucinated)\b|\b(?:ai|bot|chatbot|assistant|model|system|tool) (?:that|which|who) (?:makes? (?:things |stuff )?up|invents?|hallucinates?)\b[^.?!]{0,25}\b(?:no thanks|not for (?:me|us)|no way|out of the question|not an option)|\b(?:ensure|make sure|guarantee)\w*\b[^.?!]{0,20}\b(?:no|nothing) (?:wrong|false|incorrect|made[- ]up|invented)\b|\b(?:must|may|can|should)(?:n'?t| not| never) (?:make (?:things|stuff|anything|something) up|make up (?:answers|things|stuff|facts)|invent\w*|hallucinat\w*)\b|\bno (?:hallucinations|(?:made[- ]up|invented|fabricated|fake) (?:answers|facts|studies|claims|sources|references|citations|statements|figures))\b|\b(?:don'?t|do not|never) want (?:it|the (?:bot|assistant|ai|model)) (?:to )?(?:invent\w*|mak\w+ (?:\w+ )?up|hallucinat\w*|guess\w*)/i,
  ],
  [
    'audit logs',
    /\baudit (?:logs?|trails?)\b|\b(?:full|complete) (?:access )?trail\b|\bwho (?:saw|sees|reads?|accessed|accesses|viewed|views|opened|opens|changed|changes|edited|edits) (?:which|what)\b|\blog(?:s|ged|ging)? who\b|\battributable\b/i,
  ],
  // "Our handlers must be able to take over any case" ("les gestionnaires …" arrives glossed as "managers"), "our
  // receptionists must be able to take over the conversation"; "…that hands over to our ticket system when it is stuck"
  // ("der an unser Ticketsystem übergibt", read "the to our ticket system hands over").
  // "why did my dad die, that has to come to one of us", "it has to pass people to a volunteer when it's serious",
  // "refunds must always go to human agent".
  [
    'human takeover',
    /\b(?:has to|have to|must|should|needs? to|would need to|will need to)\s+(?:always\s+|only\s+|still\s+)?(?:come|go|get passed|be passed|be handed|be routed|be escalated|be forwarded|pass (?:people|them|it|that|the (?:person|conversation|chat|case|family))|hand (?:it |them |that |people )?over)\s+(?:on |over |straight |directly )?to (?:one of us|us|a (?:real )?(?:person|human)|(?:(?:a|an|one of our|our|the) )?(?:[\w-]+ )?(?:volunteers?|staff|officers?|team|colleagues?|nurses?|doctors?|advis[eo]rs?|lawyers?|people|humans?|agents?|case ?workers?|counsell?ors?|clinicians?))\b/i,
  ],
  [
    'human takeover',
    /\b(?:staff|managers|handlers|agents|advisers|advisors|team|teams|people|humans?|clerks|case ?workers|adjusters|underwriters|employees|colleagues|nurses|doctors)\b[^.?!]{0,40}\b(?:take over|take back (?:control|over)|take (?:the )?(?:control|lead)|step in|override)\b|\b(?:must|should|need to|have to|can|could) (?:be able to )?(?:take over|take back|pick up|step into) (?:the |a |any |each )?(?:conversations?|chats?|dialogues?|cases?)\b|\b(?:hands?|handing|passes|passing|escalates?|escalating|forwards?|forwarding) (?:it |them |the (?:conversation|chat|case|ticket|request) )?(?:over |on )?to (?:our|their|a|the) (?:[\w-]+ )?(?:team|staff|agents?|people|humans?|colleagues|ticket(?:ing)? system|help ?desk|service desk|support team)\b|\bto (?:our|their) (?:[\w-]+ )?(?:team|staff|agents|colleagues|ticket(?:ing)? system|help ?desk|service desk|support team) (?:hands?|passes|escalates|forwards)(?: over| on)?\b/i,
  ],
  // "our own IT must be able to maintain it afterwards": handed over, their team trained ("our IT is run by the county
  // council" says who runs their IT, not that they will run the system).
  [
    'run by their own team',
    /\b(?:our own|in-house|internal|our) (?:it|team|staff|engineers|developers|people|ops)\b[^.?!,;]{0,40}\b(?<!\b(?:is|are|was|were|been|being|gets?) )(?:maintain|operate|run|support|take over|look after)\w*\b|\b(?:maintain|operate|run)\w* (?:it|the system|this|them) (?:ourselves|themselves|in-house|on our own)\b/i,
  ],
  [
    'role-based access',
    // "each consultant must see only his own data": what each person may see.
    /\b(?:each|every|a)\b[^.?!]{0,30}\b(?:must|should|may|can|is allowed to|only)\b[^.?!]{0,10}\bsees?\b (?:only )?(?:his|her|their|its) own\b|\brole[- ]based\b|\brbac\b|\baccess (?:by|per) roles?\b|\broles and permissions\b|\bwho (?:sees|can see|gets to see|may see|has access to) what\b/i,
  ],
  [
    'single sign-on',
    /\bsso\b|\bsaml\b|\boauth\b|single sign[- ]on|\bidp\b|identity provider|\bnamed logins?\b|\b(?:entra(?: id)?|azure ad|okta|active directory|keycloak|adfs)\b|\b(?:sign|log)(?:s|ging)? (?:in|on) (?:with|via|through|using) (?:their |our |your |the |its )?(?:own |existing |usual )?(?:[\w-]+ )?(?:login|logins|accounts?|credentials)\b/i,
  ],
  [
    'CRM integration',
    // "crm is salesforce", "we're on HubSpot": the CRM they run, told in a chat about what we build, is one to connect.
    /\bcrm\s*(?:is|=|:|-)\s*(?:salesforce|hubspot|pipedrive|dynamics|zoho|sap)\b|\b(?:we use|we run|we(?:'re| are) on|we have|we work with)\s+(?:ms |microsoft )?(?:salesforce|hubspot|pipedrive|dynamics|zoho)\b|\b(?:salesforce|hubspot|pipedrive|dynamics|zoho) (?:is|as) (?:our )?crm\b|\bcrm integration\b|\bintegrat\w* (?:with|into) (?:our |the )?(?:\w+ )?(?:crm|dynamics|salesforce|hubspot|erp|sap)\b|\b(?:push|pusht|pushes|send|sends|sync|syncs|feed|feeds)\b[^.?!]{0,25}\b(?:into|to|in|ins) (?:the |our )?(?:crm|hubspot|salesforce|pipedrive|dynamics|zoho)\b|\bleads? (?:into|to|ins|in) (?:the |our )?(?:crm|hubspot|salesforce|pipedrive|dynamics|zoho)\b/i,
  ],
  ['real-time messaging', /real[- ]?time|web ?sockets?|streaming/i],
  // "die Jungs haben nur Handys, kein PC" (read "the guys have only mobile phone, no pc"), "die Helfer brauchen aufm Handy
  // die Infos" (read "the helpers need on the mobile phone the info"): used on phones, what we build too.
  [
    'mobile use',
    /\b(?:need|needs|have|see|get|check|look (?:it )?up|read)\b[^.?!]{0,15}\bon (?:the |their |a |his |her |our )?(?:mobile(?: phones?)?|phones?|smartphones?|tablets?)\b|\b(?:only (?:have|use|got)|(?:have|use|got) only) (?:their |our |a |the )?(?:mobile phones?|phones?|smartphones?|mobiles?|tablets?)\b|\bmobile[- ]only\b|\bno (?:pc|pcs|desktops?|computers?|laptops?)\b[^.?!]{0,30}\b(?:phones?|smartphones?|mobiles?|tablets?)\b/i,
  ],
  // "mit Anbindung an unser RIS/PACS" (read "with integration to our RIS/PACS"): their own system, named or not.
  // "Anbindung an DATEV" (read "integration to DATEV"): a named system to connect.
  [
    'system integration',
    /\b(?:[Ii]ntegration|[Cc]onnection|[Cc]onnector)s? (?:to|with|into) (?:(?:[Oo]ur|[Tt]heir) (?:existing |own )?\S+|[A-Z][\w-]+)/,
  ],
  // "it also has to connect to our patient management system so reps see the chat": a system of theirs to connect.
  [
    'system integration',
    /\b(?:has to|have to|must|needs? to|should|would need to|will need to)\s+(?:also\s+)?(?:be\s+)?(?:connect(?:ed)?|link(?:ed)?|integrat(?:e|ed)|sync(?:ed)?|talk)\s+(?:to|with|into)\s+(?:our|their|the)\s+(?:[\w-]+\s+){0,3}?(?:system|software|platform|database|erp|ehr|emr|pms|tool|app)\b/i,
  ],
];

/** "cloud or on-prem?": where it runs asked as a choice, no requirement stated. */
const HOSTING_EITHER_OR =
  /\b(?:cloud|on-?prem\w*|hosted|saas|private cloud|your cloud|our (?:own )?servers)\s+(?:or|ou|oder|vs\.?)\s+(?:cloud|on-?prem\w*|hosted|saas|private cloud|your cloud|our (?:own )?servers)\b[^.?!]*\?/gi;
/** "no on-prem needed", "we don't need SSO", "no need for audit logs", "on-prem brauchen wir nicht": ruled out. */
const NOT_NEEDED =
  /\b[\w-]+(?: [\w-]+)? (?:need|needs) (?:we|i) (?:not|don'?t)\b|\b(?:need|needs|want|require) no (?:[\w-]+ ){0,2}?[\w-]+\b|\bno (?:[\w-]+ ){0,2}?[\w-]+ (?:is )?(?:needed|required|necessary)\b|\b(?:don'?t|do not|doesn'?t|does not) (?:really )?(?:need|require) (?:an? |any |the )?(?:[\w-]+ ){0,2}?[\w-]+\b|\bno need for (?:an? |any |the )?(?:[\w-]+ ){0,2}?[\w-]+\b/gi;

/** Verbs a visitor uses for what they build or need ("we're building…", "looking for…", "planning to launch…"). */
const PROJECT_VERB = String.raw`(?:need|needs|needed|want|wants|wanted|would like|'d like|looking for|look for|looking at|searching for|build|builds|building|develop|developing|create|creating|make|making|launch|launching|implement|implementing|introduce|introducing|set up|setting up|plan|plans|planning|replace|replacing|moderni[sz]e|moderni[sz]ing|revamp|revamping|redesign|redesigning|rebuild|rebuilding|automate|automating|digiti[sz]e|digiti[sz]ing|digitali[sz]e|streamline|require|requires|interested in|working on|thinking about|thinking of|exploring|considering|evaluating|evaluate|assessing|scoping|piloting|pilot|roll(?:ing)? out|deploy|deploying|use|using|help with|help building)`;
/** What they build: the noun of a project ("an onboarding flow", "a claims intake assistant", "a dashboard"). */
const PROJECT_NOUN = String.raw`(?:tool|tools|system|systems|solution|solutions|software|application|applications|platform|platforms|product|feature|features|engine|pipeline|pipelines|workflow|workflows|flow|flows|process|journey|model|models|api|apis|bot|bots|website|site|portal|portals|app|apps|integration|integrations|migration|mvp|prototype|marketplace|backend|front-?end|interface|service|widget|extension|plugin|copilot|agent|assistant|automation|dashboard|dashboards|intranet|database|search|chat|ai|llm|gpt)`;

/** The client's own material an assistant would answer from ("the rulebook", "the insurers' policy conditions"). */
const OWN_MATERIAL = String.raw`(?:files|documents|records|manuals|notes|rulebooks?|circulars|wordings|policy conditions|fact sheets|leaflets|guidelines|handbooks?|procedures|protocols|sops|faqs?|policies|(?:care |treatment )?plans|standards|deeds|templates|clauses)`;

/** "we are a comparison portal for dental insurance": what the visitor's business is, not what they want built. */
const WHAT_THEY_ARE = /\bwe(?:'re| are) (?:an? |the )(?:[\w-]+ ){0,2}(?:portal|platform|marketplace)\b/gi;
/**
 * "We use a parent app from another company": a tool they already have from someone else, not what they ask us to build
 * (unless they want it replaced).
 */
const TOOL_REPLACED = /\b(?:replac\w*|switch\w*|swap\w*|rebuil\w*|migrat\w*|instead|move away|get rid)\b/i;
const ANOTHER_COMPANYS_TOOL =
  /\b(?:we|and|also) (?:use|have|run|are on|'re on|rely on) (?:an? |the )?(?:[\w-]+ ){0,3}?(?:app|portal|platform|tool|system|software|chat ?bot|bot)\b (?:from|by|made by|of) (?:another|a different|an external|a third[- ]party|an outside|some other) (?:company|vendor|provider|supplier|firm)\b/gi;

/** "your chatbot, which model does it run on?": this chat asked about, not the visitor's project. */
const THIS_CHAT_ASKED_ABOUT =
  /\b(?:your|this) (?:chat ?bot|chat|bot|assistant)\b(?=[^.?!]{0,20}\b(?:runs?|running|works?|uses?|using|powered|based|built|model|llm|engine)\b)/gi;
/** "We already have your Starter AI CRM": the package of ours a client has (captured). */
export const THEIR_PACKAGE =
  /\b(?:we(?:'re| are)? (?:already )?(?:have|use|run|on)|already (?:have|use|run)) (?:your|the) (starter|professional|enterprise)\b/i;

/** "questions answered from our manuals", "answer their questions out of the policy wordings". */
const FROM_THEIR_MATERIAL = String.raw`(?:directly |straight )?(?:from|out of|based on|using) (?:our|their|the) (?:own )?(?:[\w-]+ ){0,2}(?:${OWN_MATERIAL}|instructions|pdfs|documentation|documents|docs)\b`;
const ANSWERED_FROM_THEIR_MATERIAL = new RegExp(
  String.raw`\bquestions?\b[^.?!]{0,15}\banswer\w*\b[^.?!]{0,15}\b${FROM_THEIR_MATERIAL}|\bquestions?\b[^.?!]{0,15}\b${FROM_THEIR_MATERIAL}[^.?!]{0,15}\banswer\w*|\banswer\w* (?:\w+ ){0,3}questions?\b[^.?!]{0,15}\b${FROM_THEIR_MATERIAL}`,
  'i',
);
const PROJECT_TYPES: ReadonlyArray<readonly [projectType: string, pattern: RegExp]> = [
  // "an AI intake assistant that reads these and drafts the case record": a process on documents, not a chat.
  [
    'AI automation',
    /\b(?:intake|triage|claims?|case|underwriting|back-?office) (?:assistant|agent|bot|copilot)s?\b[^.?!]{0,40}\b(?:reads?|drafts?|extracts?|fills?|pre-?fills?|classif(?:y|ies)|codes?)\b|\b(?:assistant|agent|copilot|bot)s? (?:that|which|to) (?:\w+ )?(?:summari[sz]e|extract|pre-?fill|classif(?:y|ie)|code)s?\b[^.?!]{0,30}\b(?:letters|reports|notes|documents|records|files|forms|claims|invoices|contracts|minutes|statements)\b/i,
  ],
  // "something that reads incoming complaint letters & emails, sorts them and drafts a first summary": a system
  // described by what it does with the client's documents.
  [
    'AI automation',
    /\b(?:something|a tool|a system|software|a solution|an? (?:ai|model|program))\b (?:that|which|to) (?:\w+ )?(?:reads?|sorts?|summari[sz]es?|extracts?|classif(?:y|ies)|triages?|routes?|checks?)\b[^.?!]{0,40}\b(?:letters|e-?mails|reports|notes|documents|records|files|forms|claims|invoices|contracts|minutes|statements|complaints|applications|referrals)\b/i,
  ],
  // "switch on Copilot for working-paper review": an AI set to review or check the client's own material; "möchten
  // Verträge schneller sichten" (read "would like contracts … faster review"): their documents, worked through faster.
  [
    'AI automation',
    /\b(?:want|would like|'d like|need|looking to|hope to|wish to)\b[^.?!]{0,20}\b(?:contracts|documents|invoices|claims|files|reports|letters|forms|applications|dossiers)\b[^.?!]{0,40}\b(?:faster|quicker|more quickly|automatically|with ai)\b[^.?!]{0,10}\b(?:review|check|screen|process|read|sort|analy[sz]e)\b|\b(?:review|check|screen|process|read|sort|analy[sz]e) (?:our |the |their |all )?(?:[\w-]+ )?(?:contracts|documents|invoices|claims|files|reports|letters|forms|applications|dossiers)\b[^.?!]{0,30}\b(?:faster|quicker|more quickly|automatically|with ai)\b|\b(?:copilot|ai|assistant|agent|gpt|chatgpt|llm)\b[^.?!]{0,15}\bfor (?:the |our )?(?:[\w-]+ ){0,2}(?:review|reviewing|checks?|checking|analysis|extraction|summari[sz]\w*)\b/i,
  ],
  // "auto-extract + check against policy wording", "was bauen, das die Daten ausliest" (read "build, the the data
  // extracts"): reading data out of documents is the work, whatever it is called.
  [
    'AI automation',
    /\bauto-?extract\w*|\bpull\w* (?:the )?(?:data|fields|figures|amounts|details) out of\b|\b(?:build|make|develop|want|need|looking|would like|'d like)\b[^.?!]{0,30}\b(?:extracts?|extracting|reads? out|reading out)\b|\b(?:looking for|need|want|build)\b (?:something|a tool|a system|software|a solution) (?:that|which|to)\b[^.?!]{0,50}\b(?:extracts?|reads? out|pre-?codes?|pre-?fills?)\b|\b(?:extracts?|extracting|reads? out|reading out)\b[^.?!]{0,30}\b(?:data|fields|figures|amounts)\b[^.?!]{0,40}\b(?:check\w*|verif\w*|evaluat\w*|compar\w*|match\w*)\b/i,
  ],
  // "…mostly scanned PDFs, and staff retype them into our claims system": documents keyed in by hand, the work an
  // automation takes over.
  [
    'AI automation',
    /\b(?:re-?typ\w*|re-?key\w*|manually (?:enter|type|key|copy|transfer)\w*|(?:enter|type|key|copy|transfer)\w*\b[^.?!]{0,60}\b(?:manually|by hand))\b/i,
  ],
  // Naming one of the packages ("we'd look at the Enterprise tier") chooses the AI CRM; "from our CRM history" names the
  // client's own CRM as a source, "pre-fill our CRM" as a target, not the product.
  [
    'AI CRM',
    /\b(?:web ?site|homepage)\b[^.?!]{0,40}\b(?:prospects|leads|interested (?:parties|people)|enquirers)\b[^.?!]{0,40}\b(?:qualif\w*|captur\w*|scored)\b|(?<!\b(?:from|in|into|with|of|to|fill|pre-?fill|populate|update|feed|sync) (?:our|their|the) (?:existing |own |current )?)\bcrm\b(?! (?:history|data|records|notes|entries))|\b(?:starter|professional|enterprise) (?:tier|package|plan|edition)\b|\b(?:chat|chatbot|bot|assistant)\b[^.?!]{0,40}\b(?:captur\w*|collect\w*|grab\w*|catch\w*|qualif\w*)\b(?: \w+)? leads\b/i,
  ],
  // "Pakete?" … "Enterprise. jonas@…": a package named on its own is the one chosen.
  ['AI CRM', /(?:^|[.!?]\s+)(?:the |das |le |la )?(?:starter|professional|enterprise)(?: (?:one|then|please|it is))?\s*(?:[.!,]|$)/i],
  [
    'chatbot',
    // "a bot thingy like this on our website", "something like you on our site": a chat assistant, in casual words;
    // "könnte so ein Assistent auch Türkisch?" (read "could such a assistant…"): the one they have in mind.
    /chat ?bot|\b(?:such an?|a such|a similar|this kind of|that kind of|this sort of|that sort of) (?:ai |chat |virtual )?(?:assistant|bot)\b|virtual assistant|\b(?:chat|bot) thing(?:y|ie)?\b|\b(?:something|one|an? (?:thing|tool)) like (?:you|yourself|vera)\b|\bwith (?:a|an|the|some) (?:ai |chat ?)?(?:bot|assistant|agent)\b[^.?!]{0,20}\b(?:handle|catch|answer|take|automate|absorb|intercept|deflect)\w*|\b(?:handle|catch|answer|take|automate|absorb|intercept|deflect)\w*\b[^.?!]{0,30}\bwith (?:a|an|the|some) (?:ai |chat ?)?(?:bot|assistant|agent)\b|\b(?:patient|customer|client|member|citizen|public|user|staff|employee)[- ]facing (?:[\w-]+ ){0,3}?(?:assistant|agent|copilot|bot)s?\b|\b(?:assistant|agent|copilot|bot)s? (?:build|develop|make|create|program|set up)\b|\bsomething\b[^.?!]{0,15}\b(?:that|which|to)\b (?:\w+ )?(?:answers?|handles?|deals with)\b[^.?!]{0,20}\bquestions\b|\bsomething\b[^.?!]{0,5}\b(?:that|which)\b[^.?!]{0,40}\b(?:questions|requests|enquiries|inquiries) (?:answers|answered)\b|voice ?bot|support bot|\b(?:advisor|adviser|clinician|doctor|underwriter|broker|agent|member|citizen|legal|sales|coding)[- ](?:copilot|assistant)s?\b|\b(?:need|needs|want|wants|would like|'d like|build|building|looking for|planning|plan)\b[^.?!]{0,40}\b(?:assistant|agent|copilot|bot)s?\b|\b(?:ai|virtual|digital|support|claims|internal|sales|patient|customer|service|booking|knowledge|hr|it|research|shopping|conversational|triage|intake|onboarding|faq|chat)[- ](?:assistant|agent|copilot|bot|advisor)s?\b|\bassistant (?:for|that|which|who|to|could|can|would|should|able to)\b|\b(?:a|an) (?:[\w-]+ )?(?:chat ?bot|bot) (?:for|that|which|to|could|can|would|should|able to)\b(?! (?:was|were|we|i|you)\b)|\b(?:an?|the|our) assistant (?:explains?|answers?|responds?|replies|helps?|tells?|guides?|advises?|informs?)\b|\bassistant of (?:research|search|writing|drafting|support|reception|triage|intake|knowledge|documentation)\b|\bassistant on (?:our|the|your|my) (?:\w+ )?(?:web ?site|site|homepage)\b|\b(?:an?|the|our) assistant (?:internal|virtual|digital|intelligent|conversational)\b|\b[a-zäöüéèàç]{3,}-(?:bot|chatbot|assistant|copilot)s?\b|\bfor an? (?:ai |virtual )?(?:assistant|copilot)\b|\b(?:a|an) (?:\w+ ){0,2}?chat,? (?:for|on|where|that|which|who)\b|\b(?:a|an) (?:\w+ )?chat, the\b|\b(?:something|one|a tool|a system) (?:that|which|to) chats? (?:to|with)\b|\bchat (?:thing|tool|widget|function|feature|option|solution)s?\b|\bchat\b[^.?!]{0,20}\b(?:build|bauen|construire)\b|\b(?:build|bauen)\b(?: \w+){0,3} chat\b|\b(?:via|per|by|through|over) (?:a |the )?chat\b(?! with (?:you|your))|\bchat (?:like|how|as) (?:yours|your|this one|this)\b|\b(?:web ?site|homepage)[- ]chat\b|\bsomething\b[^.?!]{0,15}\b(?:that|which|to)\b (?:answers?|replies to|responds to) (?:them|those|these|all that)\b/i,
  ],
  // "patients keep calling to ask the same stuff… can your bot thing help with that?": the same questions asked over and
  // over, or our bot offered for a problem, make the assistant the project; so does "un outil interne où nos avocats
  // pourraient poser leurs questions" (read "a tool internal where our lawyers could ask their questions").
  [
    'chatbot',
    /\bassistant (?:of |for )?(?:public )?(?:information|info)\b|\b(?:query|search|ask|interrogate|question)\w*\b[^.?!]{0,40}\bin (?:plain|natural|everyday) language\b|\b(?:something|an? (?:[\w-]+ )?(?:tool|system|platform|portal|space)(?: internal)?)\s+(?:where|so|that|which)\b[^.?!]{0,40}\b(?:can|could) (?:ask|look up|search|get answers)\b|\b(?:patients|customers|clients|members|people|users|callers|citizens|residents|tenants|policyholders|parents|families|relatives|donors|supporters|visitors|guests|students|applicants|investors|borrowers|employees|staff)\b[^.?!]{0,30}\b(?:ask|asks|asking|call|calling|ring|ringing|write|writing|e-?mail|e-?mailing)\b[^.?!]{0,30}\b(?:the same|similar|repetitive|repeated|routine|basic)\b[^.?!]{0,15}\b(?:questions|stuff|things)\b|\b(?:patients|customers|clients|members|people|users|callers|citizens|residents|tenants|policyholders|parents|employees|staff)\b[^.?!]{0,30}\b(?:ask|asks|asking)\b[^.?!]{0,25}\bthe same(?: (?:thing|things|questions|stuff))?\s*(?:[:.,;!]|$)|\byour (?:ai |chat ?)?(?:bot|chatbot|assistant)s?(?: thing| stuff)? (?:help|handle|deal|take care|solve|fix)\b|\b(?:could|can|would|might) (?:something|a tool|a system|software|an? (?:ai|bot|chatbot|assistant|app))\b (?:\w+ )?(?:answer|reply to|respond to|deal with)\b (?:them|those|these|all that|their questions|the questions)\b|\b(?:patients|customers|clients|members|people|users|callers|citizens|residents|tenants|policyholders|parents|families|carers|caregivers|nurses|employees|staff|colleagues|agents|advisers|advisors)\b[^.?!]{0,20}\bkeep (?:on )?(?:ringing|calling|phoning|e-?mailing|messaging|writing to)\b[^.?!]{0,30}\bto ask\b/i,
  ],
  // "Our branch staff are answering same questions whole day": the same questions answered by hand.
  [
    'chatbot',
    /\b(?:answer|answers|answering|answered|handle|handles|handling|respond\w* to)\b (?:the )?(?:very )?same (?:\w+ )?questions\b/i,
  ],
  // "something on the website to take appointment requests and answer questions", "was auf der Homepage, das die
  // Erstanfragen aufnimmt" (read "something on the homepage, the the first enquiries takes in"), "volunteers answer
  // whatsapp messages in 6 languages and we are drowning": questions answered for the visitor's people, what an
  // assistant takes over.
  [
    'chatbot',
    /\b(?:something|an? (?:\w+ )?(?:thing|tool|widget|box|feature))\b[^.?!]{0,20}\bon (?:the|our) (?:web ?)?site\b[^.?!]{0,60}\b(?:answer\w*|reply|respond\w*)\b[^.?!]{0,15}\b(?:questions|enquiries|queries)\b|\b(?:something|an? (?:\w+ )?(?:thing|tool|widget|box|feature))\b[^.?!]{0,10}\bon (?:the|our|my) (?:homepage|web ?site|site)\b[^.?!]{0,30}\b(?:takes? in|receives?|collects?|captures?|records?|sorts?|pre-?sorts?|triages?)\b[^.?!]{0,30}\b(?:enquiries|inquiries|requests)\b|\b(?:something|an? (?:\w+ )?(?:thing|tool|widget|box|feature))\b[^.?!]{0,10}\bon (?:the|our|my) (?:homepage|web ?site|site)\b[^.?!]{0,30}\b(?:first |initial |new )?(?:enquiries|inquiries|requests)\b[^.?!]{0,15}\b(?:takes? in|receives?|collects?|captures?|records?|sorts?|pre-?sorts?|triages?)\b|\b(?:answer|reply to|handle)\w*\b[^.?!]{0,40}\b(?:messages|e-?mails|calls|questions|enquiries)\b[^.?!]{0,40}\b(?:drowning|overwhelmed|swamped|can'?t keep up|struggling to keep up)\b/i,
  ],
  // "Könnte ein Assistent das aus unseren Listen beantworten?" (read "could a assistant … answer?"), "could a bot take the
  // night calls?": an assistant supposed for their own need is the one they have in mind.
  [
    'chatbot',
    /\b(?:could|can|would|might)\s+(?:a|an|such an?|some (?:kind|sort) of)\s+(?:[\w-]+\s+)?(?:assistant|chat ?bot|bot|copilot)\b/i,
  ],
  // "Our member bot was made by a small agency… we are looking for a serious company to build it again": their bot, to
  // be built anew.
  ['chatbot', /\b(?:our|their) (?:[\w-]+ )?(?:bot|chat ?bot|assistant)\b[^.?!]{0,30}\b(?:made|built|developed|set up|created) by\b/i],
  // "…so any assistant must be exceptionally clear", "can the assistant take the first details and hand over to our
  // bereavement team?": what an assistant must do for their people is asked of the one they plan.
  [
    'chatbot',
    /\b(?:any|the|an?|such an?) (?:ai |chat |virtual )?(?:assistant|chat ?bot|bot)\b (?:must|should|has to|needs to|would (?:have|need) to|will (?:have|need) to)\b|\b(?:can|could|would|will) (?:the|an?|your) (?:ai |chat )?(?:assistant|chat ?bot|bot) (?:also )?(?:take|answer|handle|hand|pass|route|book|triage|collect|guide|tell|explain|recogni[sz]e|detect|escalate)\b[^.?!]{0,60}\b(?:our|their)\b/i,
  ],
  // "Idee: Assistent auf den Stationshandys, der aus unseren SOPs antwortet" (read "idea: assistant on the ward phones…"):
  // the assistant named as the idea, in notes.
  [
    'chatbot',
    /\b(?:idea|plan|goal|aim|wish|what we want|our idea|the idea)\s*:\s*(?:an? |the )?(?:[\w-]+ )?(?:assistant|chat ?bot|bot|copilot)\b/i,
  ],
  // "We're preparing a procurement for a citizen-facing vaccination information assistant": what a tender buys.
  [
    'chatbot',
    /\b(?:procurement|tender|rfp|rfq|call for tenders?|bid)\b (?:for|of) (?:an?|the|our) (?:[\w-]+ ){0,4}?(?:assistant|agent|copilot|chat ?bot|bot)s?\b/i,
  ],
  // "we get too many calls about quotes", "our front desk is drowning in e-mails", "on a trop d'appels" (read "we have
  // too many calls"): a flood of calls or messages coming in to the visitor's team is what a support assistant takes
  // over ("we have so many questions about your security" are questions for us, so "questions" is not one of them).
  [
    'chatbot',
    /\b(?:we|our [\w-]+(?: [\w-]+)?|the team|they)\b[^.?!]{0,30}\b(?:too many|so many|hundreds of|thousands of|drowning in|flooded with|swamped with|overwhelmed (?:by|with)|buried in|inundated with)\b (?:[\w-]+ )?(?:calls|e-?mails|mails|requests|enquiries|inquiries|messages|tickets)\b(?! (?:for|to) (?:you|your)\b)/i,
  ],
  // "c'est pour qualifier les leads de nos 35 agences", "we want to qualify the prospects from our branches": leads
  // qualified for the visitor is what the AI CRM does ("can it qualify leads?" asks about it, and chooses nothing).
  ['AI CRM', /(?<!\b(?:you|u|it|does|do|can|could|would|will)\s)\bqualif(?:y|ying|ies)\b (?:\w+ ){0,2}?(?:leads|prospects)\b/i],
  // "Our nurses on the road often have questions about our care standards", "le personnel appelle pour des questions de
  // protocoles": people with questions about their own documents are what an assistant answers.
  [
    'chatbot',
    /\b(?:patients|customers|clients|members|people|users|callers|citizens|residents|tenants|policyholders|parents|employees|staff|colleagues|nurses|doctors|carers|caregivers|personnel|agents|advisers|advisors|brokers|new hires|teams?)\b[^.?!]{0,40}\b(?:have|has|had|having|get|gets|getting|ask|asks|asking|call|calls|calling|ring|rings|phone|phones)\b[^.?!]{0,40}\bquestions (?:about|on|of|to|regarding|concerning|around) (?!your\b|you\b|this\b)/i,
  ],
  // "Can the whole assistant run on our own servers?": where the assistant would run, asked of the visitor's own; "ob
  // Microsoft Copilot reicht oder ob wir etwas Eigenes brauchen" (read "whether Copilot is enough or whether we something
  // own need"), "why build something with you rather than roll out Copilot?": an assistant of their own, weighed
  // against an off-the-shelf one.
  [
    'chatbot',
    /\b(?:the|an?) (?:whole |entire |complete )?(?:ai )?(?:assistant|chat ?bot|copilot)\b[^.?!]{0,15}\b(?:run|live|be hosted|sit|be deployed)\b[^.?!]{0,15}\b(?:on|in|inside|within) (?:our|my)\b|\b(?:copilot|chatgpt|gpt|gemini)\b[^.?!]{0,60}\b(?:something (?:of (?:our|its) )?own|something (?:custom|bespoke|tailored)|(?:build|need|want|have) (?:our|an?) own)\b|\bbuild\w*\b[^.?!]{0,30}\b(?:rather than|instead of)\b[^.?!]{0,30}\b(?:copilot|chatgpt|gpt|gemini)\b/i,
  ],
  // "Unsere Servicetechniker sollen Fragen direkt aus unseren Gebrauchsanweisungen beantwortet bekommen" (read "should
  // questions directly from our instructions answers receive"): questions answered from their own material.
  ['AI search', ANSWERED_FROM_THEIR_MATERIAL],
  // "Un assistant qui répond à partir des manuels, c'est faisable ?": the assistant described is the project.
  [
    'chatbot',
    /\ban? (?:\w+ )?(?:assistant|chatbot|bot|copilot|tutor)\b[^.?!]{0,40}?(?:\b(?:that|which|who)|, the)\b[^.?!]{0,80}?\b(?:answers?|replies|responds?|helps?|handles?|finds?|retrieves?|searches?|guides?|explains?|drafts?|writes?|prepares?|summari[sz]es?)\b|\b(?:could|can|would|should|must|shall) an? (?:ai |virtual |digital )?(?:assistant|chatbot|bot|copilot) (?:\w+ )?(?:answer|reply|respond|handle)\b|\ban? (?:ai |virtual |digital )?(?:assistant|chatbot|bot|copilot) (?:working|answering|trained|built|running|drawing) (?:only )?(?:from|on) (?:our|their|the) (?:own )?(?:[\w-]+ )?(?:leaflets|manuals|documents|docs|guidelines|content|material|knowledge|policies|faqs?|handbooks?|sops)\b/i,
  ],
  [
    'e-commerce platform',
    /e-?commerce|online \w*(?:store|shop)s?\b|\bai search\b[^.?!]{0,80}\b(?:sign|buy|purchase|order|conclude|close)\w*\b[^.?!]{0,25}\bonline\b|\b\w*(?:book|web|e)(?:store|shop)s?\b|\bcheckout\b|product (?:recommendations|catalog)|\b(?:our|an?|the|new) (?:web ?)?(?:store|shop)\b|\b(?:our|the|their) (?:online )?order(?:ing)? (?:process|flow|journey|path)\b/i,
  ],
  [
    'mobile app',
    /mobile app|ios app|android app|\bapp for (?:ios|android)|\b(?:an?|our|the|new|native) (?!web\b)(?:\w+[- ]){0,2}app\b|\b(?:lending|banking|patient|booking|customer|insurance|companion|member|health|fitness) app\b/i,
  ],
  [
    'booking system',
    /\b(?:online|appointment|patient|self[- ]service|web) (?:booking|scheduling)\b|\bbooking (?:system|tool|platform|flow|widget|engine)\b|\bappointment (?:booking|scheduling|reminders?)\b/i,
  ],
  [
    'AI search',
    /\bq ?(?:&|and) ?a (?:over|on|across|from|for)\b|\b(?:questions?|answers?|answer|search) (?:over|across|from|in|to|of|about|on) (?:(?:our|their|internal|the) )?(?:own )?(?:[\w-]+ )?(?:documents?|docs|pdfs|manuals|wordings|policies|protocols|guidelines|contracts|files|formulary|procedures|standards|instructions|documentation|handbooks?|regulations|sops|circulars|directives)\b|\b(?:pages|documentation|documents|manuals|handbooks?)\b[^.?!]{0,30}\b(?:nobody|no one|noone|none of us)\b (?:\w+ )?(?:finds?|reads?|can find|knows?)\b|\brecommend(?:er|ation engine|ation system)s?\b|\b(?:ai|semantic|smart|smarter|better|improved?|product|document|internal|enterprise|site|knowledge) search\b|\bsearch(?:es)? (?:over|across|through) (?:our|internal|the)\b|\bretrieval\b|\bprivate llm\b/i,
  ],
  // "…must search through hundreds of pages of framework contracts to find…", "our clerks spend ages finding clauses in
  // old deeds": time lost looking things up in their own material is what a search over it saves.
  [
    'AI search',
    new RegExp(
      String.raw`\b(?:search|searching|comb|combing|trawl|trawling|wade|wading|dig|digging|sift|sifting) through\b[^.?!]{0,60}\b(?:pages|${OWN_MATERIAL}|contracts|archives?)\b|\b(?:pages|${OWN_MATERIAL}|contracts)\b[^.?!]{0,40}\bsearch(?:ed)? through\b|\b(?:spend|spends|spending|waste|wastes|wasting|lose|loses|losing)\b (?:ages|hours|days|(?:a lot of|lots of|so much|too much|a long) time)\b[^.?!]{0,20}\b(?:find\w*|search\w*|look\w* (?:for|up)|locat\w*|hunt\w*)\b[^.?!]{0,60}\b(?:${OWN_MATERIAL}|contracts|archives?)\b`,
      'i',
    ),
  ],
  // "we receive thousands of claims with photos after each hailstorm, and our handlers are overwhelmed".
  [
    'AI automation',
    /\b(?:receive|receives|receiving|get|gets|getting|handle|handles|handling|process|processes|processing)\b[^.?!]{0,20}\b(?:thousands?|hundreds?|tens of thousands)\b (?:of )?(?:[\w-]+ )?(?:claims|invoices|documents|forms|applications|letters|e-?mails|requests|declarations|reports|receipts)\b[^.?!]{0,80}\b(?:overwhelmed|swamped|drowning|can'?t keep up|cannot keep up|saturated|buried|overloaded|snowed under)\b/i,
  ],
  // "Case managers should find info faster from the files": finding answers in their own records; "sollen schneller in
  // den Rundschreiben und Merkblättern finden" (read "should faster in the circulars and fact sheets … find").
  [
    'AI search',
    new RegExp(
      String.raw`\b(?:faster|quicker|more quickly)\b (?:in|through) (?:the|our|their) (?:[\w-]+ (?:and )?){0,3}?${OWN_MATERIAL}\b[^.?!]{0,60}\bfind\b|\b(?:find|look up|retrieve|consult)\b (?:the |our |their )?(?:[\w-]+ ){0,3}?${OWN_MATERIAL}\b|\b(?:find|search|look up|get|need|needs|want|wants)\b[^.?!]{0,30}\b(?:info|information|answers?|details)\b[^.?!]{0,20}\b(?:from|in|out of) (?:the|our|their) (?:\w+ ){0,2}${OWN_MATERIAL}\b|\b(?:info|information|answers?|details)\b[^.?!]{0,10}\b(?:from|in) (?:the|our|their) (?:\w+ )?${OWN_MATERIAL}\b[^.?!]{0,10}\bfind\b`,
      'i',
    ),
  ],
  [
    'onboarding flow',
    /\b(?:kyc|customer|client|digital|patient|account|merchant|user|member|employee)[- ]onboarding\b|\bonboarding (?:flow|journey|process|app|portal|experience|tool|system|platform)\b/i,
  ],
  [
    'AI automation',
    /\bautomat(?:e|es|ed|ing|ion|ic|ically)\b(?<!\b(?:is|are) (?:this|that|it|everything|all)(?: \w+)? automat\w*)|\b(?:classification|extraction)\b|\b(?:reads?|extracts?|posts?|keys? in|types? in)\b[^.?!]{0,20}\b(?:invoices?|receipts?)\b|\b(?:key|type|enter|copy|process|check|review)\w* (?:in )?[^.?!]{0,40}\b(?:by hand|manually)\b|\btriage\b|\bintake\b|\bsummari[sz]\w*|\bdrafts? (?:\w+ )?(?:e-?mails?|letters|replies|documents)\b|document (?:processing|extraction)|\bclaims? (?:handling|processing|intake)\b|fraud (?:detect\w*|alert\w*|prevent\w*|monitor\w*)|\b(?:reading|reads|extracting|extracts|pre-?filling)\b[^.?!]{0,30}\b(?:invoices|receipts|forms|estimates|claims|documents|pdfs|scans|statements|contracts)\b/i,
  ],
  // "Un outil qui pré-contrôle les connaissements" (read "a tool who pre-checks the bills of lading"): automation described.
  [
    'AI automation',
    /\b(?:a|an) (?:\w+ )?(?:tool|system|solution|software)\b[^.?!]{0,20}\b(?:that|which|who)\b[^.?!]{0,10}\b(?:pre-?checks?|checks?|reads?|extracts?|classif(?:y|ies)|sorts?|reviews?|pre-?fills?|validates?|matches)\b/i,
  ],
  // "Could an AI read those contracts and draft summaries?", "une IA pourrait-elle les lire" (read "an AI could it them read").
  [
    'AI automation',
    /\b(?:can|could|would|will) (?:an? |the |your |our )?(?:ai|llm|model|bot|assistant|chatbot|software|system)\b (?:[\w,]+ ){0,8}?(?:read|draft|write|summari[sz]e|check|sort|classify|extract|review|translate|triage|prepare|pre-?fill|fill in)\b|\ban? (?:ai|llm)\b (?:can|could|would) (?:it |they |them |it them )*(?:\w+ )?(?:read|draft|write|summari[sz]e|check|sort|classify|extract|review|translate|triage|prepare|pre-?fill)\b/i,
  ],
  // "need the key fields extracted and checked", "a KYC doc checker": documents read by a system, said by what it does.
  [
    'AI automation',
    /\b(?:need|needs|want|wants|would like|'d like|like to have|looking to have)\b (?:to (?:have|get) |having |getting )?(?:the |our |their |all |these |those )?(?:[\w-]+ ){0,4}?(?:extracted|classified|sorted|summari[sz]ed|pre-?filled|pre-?checked|triaged|categori[sz]ed|read out|checked automatically)\b|\b(?:doc|docs|document|invoice|kyc|id|passport|claims?|contract|form|receipt|statement|letter)s? (?:checker|reader|extractor|classifier|scanner|sorter|parser|checking tool)s?\b/i,
  ],
  // "faut extraire SIREN, montants…" (read "need extract …"): a process that reads documents.
  [
    'AI automation',
    /\b(?:thousands?|hundreds?|lots|piles|loads|stacks)\b[^.?!]{0,40}\b(?:invoices|documents|pdfs?|forms|claims|scans|letters|contracts|receipts)\b[^.?!]{0,40}\b(?:need|needs|must|have to|has to|want to)\s+(?:to\s+)?(?:extract|read|classify|sort|check|pre-?fill|process)\b/i,
  ],
  // "dass Entlassbriefe aus der Verlaufsdokumentation vorformuliert werden" (read "…letters from the documentation drafts
  // are"), "replies to complaints drafted automatically": documents drafted for people to check.
  [
    'AI automation',
    /\b(?:letters|reports|summaries|replies|responses|answers|notes|minutes|briefs|drafts)\b[^.?!]{0,60}\b(?:drafts?|drafted|pre-?written|pre-?formulated|generated|summari[sz]ed)\b (?:are|is|be|become|get|gets|automatically)\b|\b(?:pre-?draft|pre-?write|pre-?formulate|auto-?draft|auto-?generate)\w* (?:the |our |their )?(?:\w+ )?(?:letters|reports|summaries|replies|responses|notes|minutes)\b/i,
  ],
  // "on voudrait gagner du temps sur les comparatifs de contrats" (read "…save time on the comparisons of contracts").
  [
    'AI automation',
    /\b(?:save|saving|gain|win)\b[^.?!]{0,10}\btime\b[^.?!]{0,30}\b(?:compar\w*|review\w*|check\w*|summar\w*|read\w*|process\w*)\b[^.?!]{0,30}\b(?:contracts|policies|documents|statements|reports|files|claims|invoices|applications|forms)\b/i,
  ],
  ['AI integration', /integrat\w* (?:ai|an? llm|machine learning|gpt)|\bai integration\b/i],
  ['cloud migration', /cloud migration|migrat\w* to (?:the )?cloud/i],
  // "Device telemetry lands in a homegrown pipeline": the data platform that carries it (event streaming is cloud work).
  [
    'data pipeline',
    /\b(?:data|event|telemetry|streaming|ingestion|etl) pipelines?\b|\b(?:homegrown|home-grown|in-house|existing|our) pipelines?\b|\bevent streaming (?:platform|setup|backbone)\b/i,
  ],
  // "un modèle prédictif" is read "a model predictive".
  // "a model that flags suspicious loan applications": a model that scores or predicts is a predictive one.
  [
    'predictive model',
    /\bpredictive (?:models?|analytics|scoring)\b|\bscor(?:e|es|ing) (?:\w+ ){0,2}(?:for|by|of) (?:the )?(?:fraud|risk|churn|default|credit)\b|\b(?:fraud|risk|churn|credit) scor(?:e|es|ing)\b|\bmodels? predictive\b|\bforecasting models?\b|\b(?:models?|classifiers?|algorithms?|ml|machine learning)\s+(?:that|which|to)\s+(?:\w+\s+)?(?:flags?|detects?|spots?|scores?|predicts?|forecasts?|catch(?:es)?|ranks?|prioriti[sz]es?)\b|\bscor(?:e|es|ing) (?:\w+ ){0,2}(?:transactions|payments|claims|applications|alerts)\b/i,
  ],
  // "a client portal", "ein Mitgliederportal" (read "member portal"): said back in the visitor's own word.
  ['customer portal', /\bportals?\b/i],
  // "the chats from this website": our site, not theirs. "does it include the dashboard?": a package's feature asked about.
  [
    'web application',
    /web ?app|web application|(?<!\b(?:include[sd]?|comes with|(?:does|do|will|would) (?:it|that|this|they|the \w+) (?:have|get)|has it got)\b[^.?!]{0,30})dashboard|platform|(?<!\b(?:this|your|ur) )website|intranet|\b(?:new|our|a) site\b/i,
  ],
  [
    'system integration',
    new RegExp(
      String.raw`\bintegrat(?:e|ing|ion)\b[^.?!]{0,30}\b(?:with|into|between)\b|\b${PROJECT_VERB}\b[^.?!]{0,30}\b(?:integration|connector)s?\b`,
      'i',
    ),
  ],
  ['migration', /\bmigrat(?:e|ing|ion)\b/i],
  // "The use case is client-meeting prep": a use case told is a project.
  ['custom software', /\b(?:the|our|my) (?:main |first )?use[- ]?case (?:is|would be|here is)\b/i],
  // "want families to check visit times and carers to look up care plans": what the visitor's people should do with it.
  [
    'custom software',
    /\b(?:want|need|would like|'d like)\w* (?:our |the |their )?(?:families|relatives|customers|clients|patients|members|users|staff|carers|caregivers|employees|dealers|brokers|advisers|advisors|donors|parents|students) to (?:check|see|look up|book|find|ask|get|track|view|read|pay|manage|submit|upload|download|chat)\b/i,
  ],
  // "I'd love something where donors fill in the questionnaire online and the units can order and track batches": a
  // system described by what its people do in it.
  [
    'custom software',
    /\b(?:love|like|want|need|looking for|hoping for|dream of)\b (?:to (?:have|get|build) )?something (?:where|so that|that lets|which lets|that allows|where our)\b[^.?!]{0,60}\b(?:fill (?:in|out)|order|track|book|submit|upload|log in|sign up|register|apply|pay|manage|view|see|check)\b/i,
  ],
  // "Customers should be able to report a claim via WhatsApp": a described capability is a project.
  [
    'custom software',
    /\b(?:customers|users|patients|clients|members|policyholders|staff|employees|people|visitors|agents|advisors|doctors|nurses) (?:should|must|need to|have to|want to|would like to) be able to\b/i,
  ],
  // "Ein System soll Testamente … einlesen und eine Akte vorbereiten" (read "a system should wills … read in and a file
  // prepare"): what a system is to do, told, is a project.
  [
    'custom software',
    /\b(?:a|an) (?:new |single |central |secure )?(?:system|tool|software|platform|solution|application|app|portal)\b (?:should|must|is to|needs to|has to|would have to)\b(?! (?:be|run|stay|remain|comply|meet|have|support|not)\b)/i,
  ],
  // "Our analysts want to query ten years of research notes": what the visitor's own people want to do with it.
  [
    'custom software',
    /\b(?:(?:our|the|my) (?:\w+ )?)?(?:analysts|researchers|staff|employees|colleagues|team|teams|agents|advisors|advisers|doctors|nurses|clinicians|caregivers|underwriters|adjusters|lawyers|accountants|engineers|technicians|managers|case ?workers|operators|tellers|brokers|sales ?people|customers|clients|patients|members|users) (?:want|wants|need|needs|would like|'d like|have|has) to (?!(?:know|understand|learn|check|see|hear|talk|speak|meet|book|call)\b|ask (?:you|us|about|whether|if|for)\b)\w+/i,
  ],
  // "Unsere Servicetechniker sollen … stellen können" (read "our … should … can"): the German frame of "should be able to".
  ['custom software', /\b(?:our|the) (?:[\p{L}-]+ ){1,3}?(?:should|must|want to|need to)\b[^?!\n]{0,100}?\bcan\s*[.!]?$/imu],
  // "we need a tool that…", "building a KYC flow"; not "interested in your services" (the agency's, not theirs).
  ['custom software', new RegExp(String.raw`\b${PROJECT_VERB}\b(?:(?!\byour?\b)[^.?!]){0,40}\b${PROJECT_NOUN}\b`, 'i')],
  // "our analysts spend ages extracting data from tax returns", "nos analystes passent un temps fou à extraire…" (read
  // "spend ages to extract"): hours lost to manual work, which a system would take over; last, as a kind of system
  // named anywhere in the message says more.
  [
    'AI automation',
    /\b(?:spends?|spending|spent|wastes?|wasting|wasted|loses?|losing|lost)\b (?:ages|hours|days|forever|(?:far |way )?too much time|a lot of time|so much time|lots of time|half (?:the|their|our) (?:day|time|week))\b (?:every (?:day|week) )?(?:on |to |with )?(?:manually )?(?:re-?)?(?:extract|search|read|copy|copying|typ|check|sort|key|enter|look|find|answer|process|classif|summari[sz]|draft|writ|compil)\w*/i,
  ],
];

const GENERIC_PROJECT_TYPES = new Set(['system integration', 'migration', 'custom software']);

/** "Could you build something where our nurses…?", "can you develop that for us?": asking us to build their thing tells a project. */
// "könnt ihr sowas baun?" (read "can you something like this build?"): the German order of the same request.
const ASKS_US_TO_BUILD =
  /\b(?:can|could|would|will) (?:you|u|your team|vaultline)(?: (?:also|actually|really|even|guys))? (?:build|develop|create|make|design|deliver|put together)\b(?! (?:a |an |the )?(?:call|appointment|meeting|quote|offer|proposal|estimate|exception|recommendation)\b)|\b(?:can|could) (?:you|u) (?:something|anything|this|that|such a thing|so something) (?:like (?:this|that) )?(?:build|develop|make)\b/i;

const INDUSTRIES: ReadonlyArray<readonly [industry: string, pattern: RegExp]> = [
  ['insurance', /\binsur\w*|\bpolicyholders?\b|\bunderwrit\w*/i],
  [
    'finance',
    // "a donor milk bank", "the blood bank", "a food bank": a bank of something else.
    /(?<!\b(?:milk|blood|food|sperm|tissue|seed|cord|eye|bone|egg|organ|data|image|photo|power|river|question|knowledge|test|time|gene|bio) )\bbank\w*|\bneobank\b|\bfintech\b|\bpayments?\b|\blend(?:er|ing)\b|\bloans?\b|\bmortgages?\b|\bwealth\b|\basset manage(?:ment|rs?)\b|\bfund managers?\b|\b(?:fma|finma|bafin|fca|cssf|amf|acpr|dnb|fi)[- ](?:supervised|regulated|licensed)\b|\binvestment\w*|\bpension\w*|\bcredit unions?\b|\bbuilding societ(?:y|ies)\b|\bbrokerage\b|\btrading\b|\bcrypto\w*|\b(?:crypto|stock) exchange\b|\bkyc\b|\baml\b|\bfinancial\b(?! (?:year|quarter|period|plan(?:ning)?|approval|sign-?off|budget))/i,
  ],
  [
    'healthcare',
    /\bclinic(?:s|'s)?\b|\bhospitals?\b|\bhealth ?(?:care|system)\b|\btelehealth\b|\bmedical\b|\bdental\b|\bdermatolog\w+|\bphysio\w*|\bpharma\w*|\bbiotech\b|\bnursing\b|\bcare homes?\b|\bpatients?\b|\bmedical practice\b|\bdoctors?\b/i,
  ],
  [
    'e-commerce',
    /e-?commerce|online \w*(?:store|shop)s?\b|\b\w*(?:book|web)(?:store|shop)s?\b|\bretail\w*|\bshops?\b|\bfashion\b|\bsporting goods\b/i,
  ],
  ['legal', /\blaw firm\b|\blegal\b|\bsolicitors?\b/i],
  ['public sector', /\bpublic (?:sector|hospital|authority)\b|\bgovernment\b|\bmunicipal\w*/i],
];

const PROJECT_STAGES: ReadonlyArray<readonly [stage: ProjectStage, pattern: RegExp]> = [
  [
    'development',
    // "perhaps two-thirds done", "Most of it done, maybe three quarters": a build someone else left unfinished.
    /\b(?:two[- ]thirds|three[- ]quarters|half|mostly|partly|partially|largely|nearly|almost) (?:done|built|finished|complete|written)\b|\b(?:most|much|half|part|two[- ]thirds|three[- ]quarters) of it (?:is |was )?(?:already )?(?:done|built|finished|written|working)\b|\b(?:unfinished|half[- ]finished|incomplete) (?:code|project|build|system|portal|app|tool|platform)\b|in development|already (?:building|developing|built|in development)|half[- ]built|partly built|in beta|\bmvp\b|\bprototypes?\b|\bproto\b|\bin beta\b|with (?:another|an external) (?:agency|vendor|team)/i,
  ],
  [
    'enhancement',
    // "We already have your Starter AI CRM": a package of ours, live, to build on.
    new RegExp(
      String.raw`${THEIR_PACKAGE.source}|\badd\w*\b[^.?!]{0,40}\b(?:existing|current)\b(?! (?:systems?|tools|crm|data)\b)|\b(?:existing|current) (?:app|portal|site|website|platform|product|application)\b|\b(?:built|made|developed|created) (?:us )?(?:our|their) (?:[\w-]+ ){0,2}?(?:portal|app|site|website|platform|system|bot|chatbot|assistant|tool|shop|store)\b|\b(?:portal|app|site|website|platform|system|bot|chatbot|assistant|tool|shop|store) still (?:runs|works|is live|is running)\b|enhanc(?!ed (?:checks?|dbs|disclosures?|due diligence|vetting|background|screening)\b)|improv|upgrade|moderni[sz]|re-?platform|rebuild|redesign|revamp|re-?launch|\bredo\b|overhaul|replace our|take over|maintenance of|\b(?:portal|system|site|website|app|platform|tool|extranet|intranet|pipeline)\b[^.?!]{0,40}\b(?:is|it's|its|are) (?:ancient|outdated|old|dated|legacy|clunky|unreliable|flaky)\b|\b(?:portal|system|site|website|app|platform|tool|pipeline|setup)\b (?:that |which )?(?:falls over|keeps (?:failing|crashing|breaking)|breaks down|crashes)\b|\b(?:ancient|outdated|dated|legacy|clunky) (?:portal|system|site|website|app|platform|tool|extranet)\b|existing (?:[\w-]+ )?(?:product|app|website|site|platform|portal|store|shop|system|crm|chatbot|tool|dashboard)|\b(?:product|app|website|site|platform|portal|store|shop|system|dashboard|tool)s? (?:already )?(?:exists?|is live|is in production|runs? today)\b|\balready (?:exists?|live|in production)\b|\b(?:add|bolt)(?:ing)? (?:an? |the )?(?:\w+ ){0,2}(?:layer|feature|module|assistant|chatbot) (?:to|on ?top of|into) (?:our|the) (?:existing |current )?\w+`,
      'i',
    ),
  ],
  // "We are preparing an RFI", "im Rahmen einer Markterkundung": a tender is written while the project is planned; so is
  // a project whose discovery call took place and whose quote came back, or whose spec is drafted.
  [
    'planning',
    /\b(?:drafted|wrote|written|prepared|put together|finished|completed) (?:up )?(?:a|the|our|an) (?:first |initial |rough |draft |detailed )?(?:spec|specs|specification|brief|scope document|functional spec)\b|\b(?:had|did|held) (?:a|the|our) (?:discovery |first |intro\w* )?call with (?:you|your team)\b|\b(?:your|the) (?:quote|proposal) (?:came back|arrived)\b|\bplanning\b|\brequirements\b|\b(?:we(?:'re| are)|i(?:'m| am)) (?:currently )?(?:evaluating|assessing|comparing)\b|\bscoping\b|\baiming to start\b|\bplan to (?:start|launch|build)|\b(?:rfi|rfp|rfq|tender|request for (?:information|proposals?|quotes?)|market (?:survey|consultation|sounding))\b/i,
  ],
  [
    'concept',
    /\bconcept\b|(?<!\b(?:that|this|no|your|their|his|her|good|great|bad|whose) )\bidea\b|\bexploring\b|\bexplorat(?:ion|ory)\b|\blooking into\b|\bearly (?:stages?|phase)\b|\b(?:at|in) the (?:very )?(?:beginning|start)\b(?! of\b)|\bthinking about\b|\bconsidering\b|\bno (?:concrete |actual |real )?project (?:yet|so far)\b|\bjust (?:orienting|orientating|gathering (?:info|information|options|ideas)|researching|looking around)\b|\b(?:very|still|quite|pretty|really|super|so) early\b(?!\s+(?:next|in|this|20\d\d)\b)|\bnothing(?:'s| is| has been) (?:decided|agreed|signed off|approved|fixed) (?:yet|so far)?|\b(?:trying to |want to |wanted to )?get(?:ting)? a (?:feel|sense|feeling) for (?:it|this|what|how|the)\b/i,
  ],
];

/** "We don't need another chatbot", "not a CRM, it's custom", "no bot please": what follows is not the project. */
const NOT_WANTED =
  /\b(?:don't|do not|doesn't|does not|won't|will not|no longer|not)\s+(?:need|want|looking for|interested in)\b(?![^.,;!?]{0,25}\bdata\b[^.,;!?]{0,15}\b(?:go|goes|going|leave|leaves|leaving|sent|stored|transferred)\b)[^.,;!?]*|\b(?:not|no)\s+(?:an?\s+|the\s+|your\s+|our\s+)?(?:ai\s+)?crm\b|\b(?:not|no|rather than|instead of)\s+(?:to\s+|with\s+)?(?:an?\s+|the\s+|your\s+|this\s+)?(?:chat ?bot|bot|robot|machine)s?\b/gi;
/** "I want to know how…": asking, not describing what they need. */
const WANTS_TO_ASK =
  /\b(?:want|wants|need|needs|would like|'d like|like|looking|trying|hoping) to (?:know|understand|ask(?! questions)|learn|check|see|hear|find out|get a sense|confirm)\b/gi;
const ADDRESS = /\S+@\S+|\S+\[at\]\S+|\bhttps?:\/\/\S+|\bwww\.\S+/gi;

/**
 * "too many calls for quotes", "des appels pour des devis": quotes the visitor's own customers ask for, not ours; "we
 * already have a proposal from one of the big consultancies": another vendor's.
 */
const THEIR_QUOTES =
  /\b(?:calls?|requests?|enquiries|inquiries|questions|asks?|asking)\s+(?:for|about)\s+(?:of\s+)?(?:a\s+|the\s+|their\s+)?(?:quotes?|estimates?)\b|\b(?:have|had|got|received|hold|holding)\b (?:a |an |the |their |one |already )?(?:\w+ )?(?:proposal|quote|offer|bid|estimate)s? from (?!(?:you|u|your|vaultline)\b)[^.?!]*/gi;

/**
 * "patients book appointments through the chatbot", "les patients pourront prendre rendez-vous via le chatbot" (read
 * "the patients will be able book an appointment via the chatbot"): bookings the product takes for the visitor's own
 * people, not a call with us.
 */
const THEIR_BOOKINGS =
  /\b(?:patient|customer|client|member|user|visitor|citizen|tenant|famil(?:y|ie)|parent|student|resident|policyholder|borrower|investor|employee)s\b(?:(?!\b(?:we|i|me|us)\b)[^.?!]){0,40}?\b(?:(?:book|schedul|make|arrang|take|reserv|request)\w*\b[^.?!]{0,30}?\b(?:appointments?|meetings?|calls?|slots?|visits?|consultations?)|(?:appointments?|meetings?|slots?|visits?|consultations?)\b[^.?!]{0,10}?\b(?:book|schedul|make|arrang|take|reserv)\w*)\b|\b(?:book|schedul|make|arrang|take|reserv)\w*\b[^.?!]{0,30}?\b(?:appointments?|meetings?|calls?|slots?|visits?|consultations?)\b[^.?!]{0,30}?\b(?:(?:via|through|using) (?:our|their|the (?:new )?(?:chat ?bot|bot|app|portal))|in (?:our|their) (?:\w+ )?(?:system|software|calendar|app|portal|website|site))\b/gi;

const NEXT_STEPS: ReadonlyArray<readonly [step: NextStep, pattern: RegExp]> = [
  [
    'schedule-call',
    // "Put me down for the discovery call", "sign us up for a call"; "vereinbaren Sie einen Termin mit mir" (read "schedule
    // you a appointment with me").
    /schedule a call|\b(?:schedule|arrange|book)(?: you)? an? (?:appointment|meeting|call) with (?:me|us)\b|book a call|\b(?:put|sign) (?:me|us) (?:down |up )?for (?:a |an |the )?(?:(?:first|quick|short|free|intro\w*|discovery) )*(?:call|meeting|consultation)\b|\blet'?s (?:talk|speak|have a (?:call|chat|talk)|set (?:it|one|that) up)\b[^.?!]{0,5}(?:[.!,]\s*|\s+)(?:book|schedule|set up|arrange)\b|(?:^|[.?!,]\s*)(?:ok(?:ay)?,? )?(?:book|schedule) (?:it|that|one|the call)\b|(?<!\b(?:if|once|when|before|after) (?:we|i) )(?:set up|arrange|have|hop on|get) an? (?:(?:first|quick|short|brief|initial|intro(?:ductory)?|discovery|video) ){0,2}(?:call|meeting)|\b(?:can|could|shall) (?:we|i)\b(?: \w+){0,3}? (?:do|have|set up|arrange|book|schedule|get) (?:a |an )?(?:quick |short )?(?:video )?(?:call|meeting)\b|(?:^|[.?!]\s*)(?:an? )?(?:first|initial|quick|short|intro(?:ductory)?) (?:call|meeting|exchange|conversation|talk)\b[^.?!]{0,40}\b(?:possible|doable|feasible|ok|okay|work for you)\b|\b(?:can|could|shall) (?:we|i)\b(?: \w+){0,3}? (?:a |an )(?:quick |short )?(?:video )?(?:call|meeting|appointment)(?: \w+){0,3}? (?:do|have|make|arrange|book|schedule|set(?: up)?)\b|\b(?:monday|tuesday|wednesday|thursday|friday|tomorrow|next week)\b[^.?!]{0,10}\b(?:a |an )?(?:(?:quick|short|brief|first) )?(?:call|meeting|appointment) (?:do|have|make|arrange|book|schedule|set(?: up)?)\b|\bmeet (?:you|your team)\b|\b(?:get|see|have|book|schedule) a demo\b|(?<![A-Za-zÀ-ÿ-]|video |online |remote |patient |doctor |medical )consultation(?!s|[- ](?:startup|platform|app|apps|service|software|tool|room|rooms|notes|booking|bookings|system|company|business|provider|fees?|questions?|enquiries|inquiries|requests?|forms?|calendar|slots?|times|hours|process|flow|funnel)\b)|\b(?:book|schedule|reserve)\s+(?:a |an |the |us |me |in )?(?:(?:time|slot|meeting|appointment|call|session)\b|(?:for |on |next )?(?:monday|tuesday|wednesday|thursday|friday|tomorrow|next week)\b)|\b(?:call|meet|talk|speak)\b[^.?!]{0,20}\b(?:on |next )?(?:monday|tuesday|wednesday|thursday|friday|tomorrow)\b|\b(?:book|schedule|reserve|give|get|set up|fix|put|find)\b(?: (?:me|us))? (?:a |an |the )?(?:appointment|meeting|slot|rendez-?vous)\b|\b(?:an? |the )?(?:appointment|meeting|slot)\b[^.?!]{0,30}\b(?:monday|tuesday|wednesday|thursday|friday|tomorrow|\d{1,2}(?:[:.h]\d\d)? ?(?:am|pm|h\b|o'clock))/i,
  ],
  // Our proposal asked for ("send us a quote", "ein Angebot bitte"), not the quotes the visitor's own customers ask for.
  // "Können Sie mir das schriftlich schicken?" (read "can you me the in writing send?"): what was said, in writing.
  [
    'request-proposal',
    /\b(?:send|mail|e-?mail|put)\w*\b[^.?!]{0,20}\bin writing\b|\bin writing\b[^.?!]{0,10}\b(?:send|mail|e-?mail)\w*\b|\b(?:(?:send|give|get|want|need|like|prepare|draw up|put together|provide|receive|write|see|have)\w*|request(?:ed|ing)?)\b[^.?!]{0,25}\b(?:a |an |your |the |written |formal )?(?:proposal|quote|estimate|(?<!\bon )offer)\b(?! (?:details|requests?|forms?|engine|tool|process|data|calculator|intakes?|handling|generation|comparisons?|workflows?|journeys?|systems?|bots?))|\b(?:proposal|quote|estimate)\b[^.?!]{0,15}\b(?:from you|please|for us|for me)\b|^\W*(?:a |the |your )?(?:written )?(?:proposal|quote|estimate)\W*(?:please)?\W*$/i,
  ],
  // "schick mir einfach mal Infos per Mail" (read "send me just info per mail").
  [
    'email-details',
    /email me|e-mail me|send (?:me )?the details|email the details|\bsend (?:you )?(?:me|us) (?:\w+ ){0,3}?(?:info|information|details|material|documentation|documents|brochure)s? (?:per|by|via|through|over) (?:e-?)?mail\b/i,
  ],
  ['continue-chat', /keep chatting|continue (?:the )?chat/i],
];

export interface MessageSignals {
  technologies: string[];
  services: string[];
  needs: string[];
  requirements: string[];
  projectType: string | null;
  projectStage: ProjectStage | null;
  industry: string | null;
  timeline: Timeline | null;
  budget: Budget | null;
  email: string | null;
  phone: string | null;
  nextStep: NextStep | null;
  /** The message picked a service quick reply (service question answered). */
  serviceChosen: boolean;
  intent: string;
}

function matches(text: string, rules: ReadonlyArray<readonly [string, RegExp]>): string[] {
  return rules.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

/** "What exactly is an AI CRM?": a definition asked for. */
const WHAT_IS_A = /\b(?:what(?:'s| is)|it is what)(?: exactly| actually| really)? (?:is )?(?:an?|the) [^.?!]{1,40}\?/gi;

/** "Ein Mitgliederportal mit KI-Assistent", "un portail patient avec un assistant": both parts of the project, said. */
export const PORTAL_WITH_ASSISTANT = 'customer portal with an AI assistant';

/** "AI product search and a support assistant for the shop": the assistant is part of a shop project. */
const SHOP_FEATURES = /\bproduct search\b|\bproduct recommendations?\b|\bcheckout\b/i;

function withAssistant(projectType: string | null, words: string): string | null {
  const shop = PROJECT_TYPES.some(([type, pattern]) => type === 'e-commerce platform' && pattern.test(words));
  if (projectType === 'chatbot' && shop && SHOP_FEATURES.test(words)) return 'e-commerce platform';
  if (projectType !== 'chatbot' && projectType !== 'customer portal') return projectType;
  const portal = PROJECT_TYPES.some(([type, pattern]) => type === 'customer portal' && pattern.test(words));
  const assistant =
    PROJECT_TYPES.some(([type, pattern]) => type === 'chatbot' && pattern.test(words)) ||
    // "ein Patientenportal mit Chat" (read "a patients portal with Chat"): the chat is the assistant.
    /\b(?:ai |an? )assistant\b|\bwith (?:an? |the |a live |an ai )?chat(?:bot)?\b/i.test(words);
  return portal && assistant ? PORTAL_WITH_ASSISTANT : projectType;
}

function firstMatch<T extends string>(text: string, rules: ReadonlyArray<readonly [T, RegExp]>): T | null {
  return rules.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

/** The quick reply whose text the message is, when the visitor clicked one. */
export function quickReplyOf(
  text: string,
): { id: string; text: string; category: string; range?: string; urgency?: string; stage?: string } | null {
  const normalized = text.trim().toLowerCase();
  for (const set of Object.values(QUICK_REPLY_SETS)) {
    const reply = set.find((candidate) => candidate.text.toLowerCase() === normalized);
    if (reply) return reply;
  }
  return null;
}

const QUICK_REPLY_URGENCY: Record<string, TimelineUrgency> = { high: 'urgent', medium: 'planned', low: 'planned', planning: 'relaxed' };

function timelineOf(text: string): Timeline | null {
  const quick = quickReplyOf(text);
  if (quick?.category === 'timeline')
    return { text: quick.text.toLowerCase(), urgency: QUICK_REPLY_URGENCY[quick.urgency ?? ''] ?? 'planned' };
  return detectTimeline(text);
}

function budgetOf(text: string): Budget | null {
  const quick = quickReplyOf(text);
  if (quick?.category === 'budget') return { kind: 'range', range: quick.range as Exclude<BudgetRange, 'stated'> };
  return detectBudget(text);
}

/** A budget the lead can count: an amount, a range or a stated budget, not "not sure". */
export function budgetIndicated(budget: Budget | null): boolean {
  return budget !== null && budget.kind !== 'unknown';
}

export function budgetRangeOf(budget: Budget | null): BudgetRange | null {
  if (!budget || budget.kind === 'unknown') return null;
  return budget.kind === 'range' ? budget.range : 'stated';
}

const SECURITY_ROLE =
  /\b(?:head|chief|director|vp|manager|officer|lead)\s+(?:of\s+)?(?:compliance|security|privacy|information security|data protection|risk)\b|\b(?:compliance|security|privacy|data protection)\s+(?:officer|lead|manager|head|director|analyst)\b/gi;

export function detectIntent(text: string, signals: Omit<MessageSignals, 'intent'>): string {
  // A clicked service quick reply ("AI integration") picks a service; it is not a technical discussion.
  if (signals.serviceChosen) return 'service_inquiry';
  if (signals.email || signals.phone) return 'contact_sharing';
  if (signals.nextStep === 'schedule-call' || signals.nextStep === 'request-proposal') return 'consultation_request';
  if (/\bprice|pricing|\bcost|how much|\bquote\b/i.test(text) || budgetIndicated(signals.budget)) return 'pricing_inquiry';
  // "Head of compliance at a neobank": who is writing, not a question about security.
  if (
    /security|privacy|secure|gdpr|hipaa|complian|encrypt|audit log|retention|\btrain(?:ing|ed)? on\b|data resid/i.test(
      text.replace(SECURITY_ROLE, ' '),
    )
  )
    return 'security_inquiry';
  if (
    signals.technologies.length > 0 ||
    /\btech(nical|nology|nologies| stack)?\b|\bstack\b|architecture|\bapis?\b|(?<!\bg-?cloud )framework(?! (?:contracts?|agreements?))|database|integrat|\bhosting\b/i.test(
      text,
    )
  ) {
    return 'technical_question';
  }
  if (signals.timeline) return 'timeline_discussion';
  if (/package|starter|professional|enterprise|deploy/i.test(text)) return 'package_inquiry';
  if (signals.services.length > 0 || signals.projectType || signals.serviceChosen) return 'service_inquiry';
  if (/^\s*(hi|hello|hey|good (morning|afternoon|evening)|greetings)\b/i.test(text)) return 'greeting';
  return 'general_inquiry';
}

export function readSignals(text: string): MessageSignals {
  const quick = quickReplyOf(text);
  const quickService = quick?.category === 'service' ? SERVICE_OF_QUICK_REPLY[quick.id] : undefined;
  const services = matches(text.replace(ADDRESS, ' '), SERVICE_KEYWORDS);
  if (quickService && !services.includes(quickService)) services.push(quickService);
  const contact = findContactDetails(text);
  // An address says nothing about the project ("m.khan@childrens-hospital.example"), nor does what they don't need.
  const clean = (raw: string) =>
    raw
      .replace(ADDRESS, ' ')
      .replace(NOT_WANTED, ' ')
      .replace(WANTS_TO_ASK, ' ')
      .replace(THIS_CHAT_ASKED_ABOUT, ' ')
      .replace(WHAT_THEY_ARE, ' ')
      .replace(ANOTHER_COMPANYS_TOOL, (tool) => (TOOL_REPLACED.test(raw) ? tool : ' '));
  // "c'est quoi exactement un AI CRM ?": a thing asked about is not the visitor's project.
  const words = clean(text).replace(WHAT_IS_A, ' ');
  const statements = statementsOf(text);
  const base = {
    technologies: matches(words, TECHNOLOGY_KEYWORDS),
    services,
    needs: matches(words, NEED_KEYWORDS),
    requirements: matches(words.replace(NOT_NEEDED, ' ').replace(HOSTING_EITHER_OR, ' '), REQUIREMENT_KEYWORDS),
    // A named kind of project counts wherever it is; a generic one ("an integration", "a tool") only when stated, not asked.
    projectType: withAssistant(
      firstMatch(
        words,
        PROJECT_TYPES.filter(([type]) => !GENERIC_PROJECT_TYPES.has(type)),
      ) ??
        firstMatch(clean(statements), PROJECT_TYPES) ??
        (ASKS_US_TO_BUILD.test(words) ? 'custom software' : null),
      words,
    ),
    // "Can you improve our…?" asks; only statements tell where the project stands.
    projectStage: quick?.category === 'project_stage' ? (quick.stage as ProjectStage) : firstMatch(statements, PROJECT_STAGES),
    industry: firstMatch(words, INDUSTRIES),
    timeline: timelineOf(text),
    budget: budgetOf(text),
    email: contact.email,
    phone: contact.phone,
    nextStep:
      quick?.category === 'next_step'
        ? (quick.id as NextStep)
        : firstMatch(text.replace(THEIR_QUOTES, ' ').replace(THEIR_BOOKINGS, ' '), NEXT_STEPS),
    serviceChosen: quick?.category === 'service',
  };
  return { ...base, intent: detectIntent(text, base) };
}
