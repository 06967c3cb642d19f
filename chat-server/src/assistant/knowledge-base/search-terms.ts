/**
 * How words become search terms: lower-cased, lightly stemmed, stop words
 * dropped, and expanded with a canonical term for their synonym group, so
 * "hiring", "jobs" and "internship" all find the careers answer and
 * "deployed" finds "deployment". Used for the index and the queries alike.
 */

const STOP_WORDS = new Set(
  `a an the and or but if then of to in on for with at by from about as into onto over than so such too very is are was were be been being am do does did done can could would will should shall may might must
  i me my mine we us our ours you your yours he she it its they them their this that these those there here what whats which who whom whose when where why how
  hi hello hey please thanks thank ok okay just also really any some all each every get gets got have has had having want wants wanted need needs needed like
  id im were youre its s t d ll ve re m guys folks not no yes one more most much many well still even already only own other others before since ago through via out
  lol haha sorry apologies pardon oops stuff tbh btw up while whilst meanwhile yourself yourselves ourselves themselves myself exactly meant whichever whatever whoever wherever whenever
  super extremely insanely crazy hugely terribly awfully mega ultra quite fairly overly
  doesnt doesn dont don isnt isn arent aren wasnt wasn werent weren wouldnt wouldn couldnt couldn shouldnt shouldn cant didnt didn hasnt hasn havent haven`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that carry no topic of their own in a question ("do you offer…", "tell me…"). */
const GENERIC_WORDS = new Set(
  `offer offers provide provides make use using work works know tell give kind type sort way thing things something anything exactly possible able let lets look looking
  please see said say says question questions curious curiosity wonder wondering interested interest actually honestly basically either neither maybe perhaps currently today now would could few
  two three first next every each request per help handle handles handled project projects come roughly rough approximately
  typical typically usually normally generally both something ever hourly daily weekly monthly again anyway else
  completely fully entirely totally absolutely really least around btw percent percentage
  suppose guess assume imagine bet reckon believe claim claims convince feasible doable achievable realistic realistically good well fine nice go going later soon sometime someday afterwards topic everything right
  touch covered enough sufficient suffice standard standards indicative approximate range mandatory obligatory compulsory expect expected require requires required
  legal legally statutory pretty wise agreed nothing concretely somewhere anywhere inform kindly
  large larger big bigger strong function`
    .split(/\s+/)
    .filter(Boolean),
);

/** The visitor's own sector or organisation: context, not the topic of the question. */
const CONTEXT_WORDS = new Set(
  `bank banks banking insurer insurers insurance clinic clinics hospital hospitals health system fintech startup firm business shop store retailer
  practice group network organisation organization team teams customer customers patient patients user users policyholder policyholders
  member members visitor visitors employee employees citizen citizens people banker bankers lawyer lawyers utility utilities meter`
    .split(/\s+/)
    .filter(Boolean),
);

/** Synonym groups: each word also indexes (and searches) its group's canonical term. */
const SYNONYMS: Record<string, string[]> = {
  price: [
    'ballpark',
    'expensive',
    'cheap',
    'cheaper',
    'cheapest',
    'affordable',
    'pricey',
    'costly',
    'price',
    'prices',
    'pricing',
    'priced',
    'cost',
    'costs',
    'costing',
    'fee',
    'fees',
    'rate',
    'rates',
    'charge',
    'charges',
    'expensive',
    'cheap',
    'afford',
    'quote',
    'quotes',
    'pay',
    'paying',
  ],
  career: [
    'hire',
    'hiring',
    'hired',
    'job',
    'jobs',
    'career',
    'careers',
    'vacancy',
    'vacancies',
    'internship',
    'internships',
    'intern',
    'position',
    'positions',
    'apply',
    'application',
    'cv',
    'resume',
    'recruit',
    'recruiting',
    'opening',
    'openings',
    'junior',
    'graduate',
  ],
  partner: [
    'partner',
    'partners',
    'partnership',
    'partnerships',
    'resell',
    'reseller',
    'resellers',
    'reselling',
    'referral',
    'affiliate',
    'whitelabel',
  ],
  press: ['journalist', 'journalists', 'press', 'media', 'reporter', 'interview', 'article', 'comment', 'story'],
  human: [
    'human',
    'humans',
    'person',
    'people',
    'someone',
    'somebody',
    'agent',
    'representative',
    'rep',
    'staff',
    'real',
    'actual',
    'live',
  ],
  bot: ['bot', 'robot', 'automated', 'machine'],
  prevent: ['prevent', 'prevents', 'prevention', 'avoid', 'avoids', 'avoiding', 'stop', 'stops'],
  // Answers that are wrong, in the visitor's words ("error rate", "makes mistakes").
  hallucinate: [
    'hallucinate',
    'hallucinates',
    'hallucinated',
    'hallucinating',
    'hallucination',
    'hallucinations',
    'invent',
    'invents',
    'inventing',
    'invented',
    'fabricate',
    'fabricates',
    'fabricating',
    'fabricated',
    'confabulate',
    'nonsense',
    'error',
    'errors',
    'mistake',
    'mistakes',
    'inaccurate',
    'accuracy',
    'accurate',
    'trustworthy',
    'reliable',
    'reliability',
  ],
  respond: ['respond', 'response', 'responses', 'reply', 'replies', 'back', 'hear', 'contacted'],
  train: ['train', 'trains', 'training', 'trained', 'learn', 'learning', 'finetune', 'finetuning'],
  host: [
    'host',
    'hosting',
    'hosted',
    'server',
    'servers',
    'region',
    'regions',
    'location',
    'located',
    'reside',
    'resides',
    'residency',
    'eu',
    'europe',
    'european',
    'datacenter',
    'datacentre',
    // "It is possible to install it in our own datacenter?": where it is put, the hosting.
    'install',
    'installed',
    'premise',
    'premises',
    'onprem',
    'stay',
    'stays',
    'leave',
    'leaves',
    'outside',
    'infrastructure',
    'network',
  ],
  delete: ['delete', 'deletion', 'deleted', 'erased', 'removed', 'erase', 'erasure', 'remove', 'removal', 'forget', 'forgotten', 'purge'],
  retention: ['retention', 'retain', 'keep', 'kept', 'store', 'stored', 'storage', 'long'],
  audit: ['audit', 'audits', 'auditing', 'log', 'logs', 'logging', 'logged', 'trail', 'trails', 'accessed', 'monitoring', 'monitored'],
  support: [
    'support',
    'maintenance',
    'maintain',
    'sla',
    'aftercare',
    'updates',
    'fix',
    'fixes',
    'fixing',
    'breaks',
    'broken',
    'crash',
    'crashes',
    'crashed',
    'downtime',
  ],
  accessibility: [
    'accessible',
    'accessibility',
    'wcag',
    'a11y',
    'ada',
    'disability',
    'disabilities',
    'blind',
    'reader',
    'readers',
    'impaired',
    'impairment',
    'impairments',
    'barrier-free',
    'eyesight',
    'sighted',
    'accesible',
    // "large text, strong contrasts, read-aloud", "deaf members", "dyslexic users": what accessible means to their users.
    'contrast',
    'contrasts',
    'font',
    'fonts',
    'legible',
    'readable',
    'readability',
    'magnifier',
    'magnification',
    'aloud',
    'deaf',
    'sight',
    'dyslexia',
    'dyslexic',
    'captions',
    'subtitles',
  ],
  language: [
    'language',
    'languages',
    'multilingual',
    'german',
    'french',
    'spanish',
    'italian',
    'dutch',
    'polish',
    'translate',
    'translation',
    'english',
    'turkish',
    'arabic',
    'ukrainian',
    'russian',
    'portuguese',
    'romanian',
    'greek',
    'czech',
    'swedish',
    'danish',
    'norwegian',
    'finnish',
    'hungarian',
    'chinese',
    'japanese',
    'korean',
    'vietnamese',
    'hindi',
    'urdu',
    'persian',
    'farsi',
    'hebrew',
    'welsh',
    'gaelic',
    'irish',
    'catalan',
    'basque',
    'flemish',
    'estonian',
    'latvian',
    'lithuanian',
    'slovak',
    'slovenian',
    'croatian',
    'serbian',
    'bulgarian',
    'bilingual',
    'trilingual',
    'multilingually',
  ],
  security: [
    'secure',
    'secured',
    'securing',
    'security',
    'safe',
    'safety',
    'protect',
    'protected',
    'protection',
    'encrypt',
    'encryption',
    'encrypted',
    // "least privilege": who may reach what, which role-based access answers.
    'privilege',
    'privileges',
    // "not going to leak member data??": how visitors ask whether their data is safe.
    'leak',
    'leaks',
    'leaking',
    'leaked',
    'breach',
    'breaches',
  ],
  privacy: ['privacy', 'private', 'confidential', 'gdpr', 'hipaa', 'compliance', 'compliant'],
  deploy: ['deploy', 'deployment', 'rollout', 'launch', 'implement', 'implementation', 'setup', 'onboarding', 'kickoff'],
  fast: ['fast', 'quick', 'quickly', 'soon', 'speed', 'timeframe', 'long', 'timeline', 'timelines', 'duration'],
  integrate: [
    'integrate',
    'integration',
    'integrations',
    'integrated',
    'connect',
    'connector',
    'connectors',
    'api',
    'apis',
    'plugin',
    'helpdesk',
    // "can you hook into that?", "plug into our LIMS", "sync with Salesforce": connecting systems in chat words.
    'hook',
    'plug',
    'interface',
    'interfaces',
    'sync',
    'syncs',
    'syncing',
    'connected',
    'connecting',
    'connection',
    'connections',
    // "populate our core system": writing into another system is connecting to it.
    'populate',
    'populates',
    'populating',
  ],
  process: ['process', 'approach', 'methodology', 'steps', 'step', 'workflow', 'phases', 'proceed', 'started', 'begin', 'kick'],
  package: ['package', 'packages', 'plan', 'plans', 'tier', 'tiers', 'edition', 'editions', 'bundle'],
  service: ['service', 'services', 'capability', 'capabilities', 'build', 'develop', 'expertise'],
  agency: ['agency', 'vaultline', 'about', 'yourselves'],
  client: ['client', 'clients', 'reference', 'references', 'portfolio', 'worked', 'examples', 'case', 'studies'],
  people: [
    'client',
    'clients',
    'customer',
    'customers',
    'patients',
    'patient',
    'users',
    'user',
    'policyholder',
    'policyholders',
    'member',
    'members',
    'visitors',
    'employees',
    'citizens',
  ],
  certification: [
    'certification',
    'certifications',
    'certified',
    'certificate',
    'soc',
    'soc2',
    'iso',
    '27001',
    'baa',
    'attestation',
    'pci',
    'accreditation',
    'accredited',
  ],
  mobile: ['mobile', 'ios', 'android', 'app', 'apps'],
  model: ['model', 'models', 'llm', 'llms', 'gpt', 'openai', 'anthropic', 'claude', 'groq', 'huggingface'],
  data: [
    'data',
    'notes',
    'records',
    'files',
    'documents',
    'paperwork',
    'transcripts',
    'conversations',
    'information',
    'chats',
    'phi',
    'ephi',
    'pii',
  ],
  tech: ['tech', 'stack', 'technology', 'technologies', 'framework', 'frameworks', 'tools', 'tooling', 'libraries', 'frontend', 'backend'],
  chatbot: ['chatbot', 'chatbots', 'assistant', 'assistants', 'bot'],
  billing: ['invoice', 'invoices', 'billing', 'bill', 'order', 'payment'],
  // "flag suspicious applications", "prévoir les absences" (read "predict absences"): predictive models.
  predict: [
    'predict',
    'predicts',
    'predicted',
    'predictive',
    'prediction',
    'predictions',
    'forecast',
    'forecasts',
    'forecasting',
    'anticipate',
    'suspicious',
    'fraud',
    'fraudulent',
  ],
  // "flag clauses that deviate and summarise the risks": document work in a reviewer's words.
  extract: [
    'extract',
    'extracts',
    'extracting',
    'extraction',
    'summarise',
    'summarize',
    'summarises',
    'summarizes',
    'summarising',
    'summarizing',
    'flag',
    'flags',
    'flagging',
    'clause',
    'clauses',
    // "read the forms and push the fields into…": the fields of a form are what extraction pulls out.
    'fields',
  ],
};

const CANONICAL = new Map<string, string[]>();
for (const [canonical, words] of Object.entries(SYNONYMS)) {
  for (const word of words) CANONICAL.set(word, [...(CANONICAL.get(word) ?? []), `~${canonical}`]);
}

/** Words whose stem is another word: "fasting" before a blood test is not "fast", "tenant screening" not a screen. */
const NOT_STEMMED: ReadonlySet<string> = new Set(['fasting', 'evening', 'evenings', 'wedding', 'ceiling', 'screening', 'screenings']);

/** A light English stemmer: enough to meet "deployed" and "deployment" at "deploy". */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word) || NOT_STEMMED.has(word)) return word;
  for (const [suffix, replacement, minimum] of [
    ['ments', '', 4],
    ['ment', '', 4],
    ['ings', '', 4],
    ['ing', '', 4],
    ['ies', 'y', 3],
    ['ed', '', 4],
    ['ly', '', 4],
    ['s', '', 4],
  ] as const) {
    if (word.endsWith(suffix) && !word.endsWith('ss') && word.length - suffix.length >= minimum)
      return word.slice(0, -suffix.length) + replacement;
  }
  return word;
}

function normalize(term: string): string {
  // "BAAs", "NDAs": an acronym's plural is the acronym.
  const singular = /^[A-Z]{2,}s$/.test(term) ? term.slice(0, -1) : term;
  return singular.toLowerCase().replace(/[’']s?$/, '');
}

/** MiniSearch's processTerm: null drops the term; several terms expand it. */
export function searchTerms(term: string): string[] | null {
  const word = normalize(term);
  if (word.length < 2 && !/\d/.test(word)) return null;
  if (STOP_WORDS.has(word)) return null;
  const stemmed = stem(word);
  return [...new Set([stemmed, ...(CANONICAL.get(word) ?? CANONICAL.get(stemmed) ?? [])])];
}

/** Synonym concepts that name what a question is about (the visitor's own people are context, not a topic). */
export function isFocusConcept(term: string): boolean {
  return term.startsWith('~') && term !== '~people';
}

/** Whether a word names the question's topic (not a stop, generic or context word). */
export function isTopicWord(term: string): boolean {
  const word = normalize(term);
  // Plurals of generic and context words ("requests") carry no topic either; other forms may ("worked with").
  const singular = /[^s]s$/.test(word) ? word.slice(0, -1) : word;
  return searchTerms(word) !== null && ![word, singular].some((form) => GENERIC_WORDS.has(form) || CONTEXT_WORDS.has(form));
}

/** Whether two words are at most one edit apart (a letter added, dropped, changed or two swapped). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i + 1);
  const restB = b.slice(i + 1);
  if (a.length === b.length) return restA === restB || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const FUNCTION_WORDS = [...STOP_WORDS, ...GENERIC_WORDS, 'roughly', 'approximately', 'about', 'much', 'please', 'thanks'].filter(
  (word) => word.length >= 3,
);

/** "mch", "rougly", "pls": a typo of a word that carries no topic ("much", "roughly"), so no topic either. */
export function isFunctionWordTypo(term: string): boolean {
  // Names and acronyms ("SEO", "Epic") are written with capitals; typos of small words are not.
  if (term !== term.toLowerCase()) return false;
  const word = normalize(term);
  // "log" is a word of its own (the audit logs), not a typo of "lol": words of a synonym group are known words.
  if (CANONICAL.has(word)) return false;
  return word.length >= 3 && FUNCTION_WORDS.some((candidate) => oneEditApart(word, candidate));
}

/** Words of a text the way the index splits them. */
export function words(text: string): string[] {
  return text.split(/[\n\r\p{Z}\p{P}]+/u).filter(Boolean);
}
