import { readFileSync } from 'node:fs';
import path from 'node:path';
import { detectBudget } from './budget.js';
import { findContactDetails, findEmail, findPhone } from './contact-details.js';
import { nonEnglishLanguage } from './language.js';
import { understandMessage } from './message-understanding.js';
import { withAmountsInDigits } from './number-words.js';
import { findQuestions } from './questions.js';
import { englishGloss } from './gloss.js';
import { detectTimeline } from './timeline.js';
import { visitorKindOf } from './visitor-kind.js';

/** What visitors write and what the understanding must read from it: a data file, so the phrasings are easy to add to. */
interface UnderstandingExamples {
  /** Texts listed under the urgency they give. */
  timelineUrgency: Record<string, string[]>;
  noTimeline: string[];
  /** Text → the amount it states. */
  budgetAmount: Record<string, string>;
  /** Text with amounts in words → the text with them in digits. */
  amountsInWords: Record<string, string>;
  /** Texts whose number words name no amount. */
  noAmountInWords: string[];
  /** Text → the e-mail address found in it (null: none). */
  email: Record<string, string | null>;
  /** Text → the phone number found in it. */
  phone: Record<string, string>;
  noPhone: string[];
  /** Text → the language it is written in. */
  nonEnglish: Record<string, string>;
  englishEnough: string[];
  /** Texts listed under the kind of visitor who writes them. */
  visitorKind: Record<string, string[]>;
  /** German and French texts listed under the kind of visitor who writes them (read through the gloss). */
  visitorKindGlossed: Record<string, string[]>;
  /** German and French texts listed under the project stage they give. */
  projectStageGlossed: Record<string, string[]>;
  prospect: string[];
  describesProject: string[];
  describesNoProject: string[];
  /** Texts listed under the project type they describe. */
  projectType: Record<string, string[]>;
  /** By language: German or French text → the urgency of the timeline read from its gloss. */
  glossedTimeline: Record<'de' | 'fr', Record<string, string>>;
  /** By language: a question naming a non-disclosure agreement in words. */
  glossedNda: Record<'de' | 'fr', string>;
  /** Texts listed under the kind of question they ask that the assistant answers itself (a person, this chat, who it is). */
  questionKind: Record<string, string[]>;
}

const examples = JSON.parse(readFileSync(path.join(__dirname, 'understanding.examples.json'), 'utf8')) as UnderstandingExamples;

/** `[text, expected]` rows from texts listed under what they should give. */
function byExpected(groups: Record<string, string[]>): Array<[string, string]> {
  return Object.entries(groups).flatMap(([expected, texts]) => texts.map((text): [string, string] => [text, expected]));
}

describe('timeline expressions', () => {
  it.each(['in 3 weeks', 'within two months', 'about 10 days', 'asap', 'it is urgent', 'a rush job'])(
    'keeps the docs/product-rules.md §9 words: "%s"',
    (text) => {
      expect(detectTimeline(text)).not.toBeNull();
    },
  );

  it.each(byExpected(examples.timelineUrgency))('"%s" is a %s timeline', (text, urgency) => {
    expect(detectTimeline(text)?.urgency).toBe(urgency);
  });

  it.each(examples.noTimeline)('"%s" gives no timeline', (text) => {
    expect(detectTimeline(text)).toBeNull();
  });

  it('reads a negation only within its own clause', () => {
    expect(detectTimeline('Budget not sure yet, timeline ASAP.')?.urgency).toBe('urgent');
  });

  it("does not take how soon the chat should act for the project's timeline", () => {
    for (const text of ['Please delete everything I wrote immediately', 'is someone there right now?', 'can someone call me asap?'])
      expect(detectTimeline(text)).toBeNull();
    expect(detectTimeline('We need the portal live asap')?.urgency).toBe('urgent');
  });

  it('reads the seasons of German and French messages', () => {
    expect(detectTimeline(englishGloss('Ziel ist, dass es nächstes Frühjahr läuft.', 'de'))?.urgency).toBe('planned');
    expect(detectTimeline(englishGloss("On aimerait être en ligne avant l'été.", 'fr'))?.urgency).toBe('planned');
    expect(englishGloss('Nous avons été contents.', 'fr')).not.toContain('summer');
  });

  it('reads an elided "qu\'" after a French comparative as "than", and only there', () => {
    expect(englishGloss("Notre projet est plus large qu'un simple chatbot.", 'fr')).toContain('broader than a simple chatbot');
    expect(englishGloss('Une plus large gamme de services.', 'fr')).not.toContain('than');
  });
});

describe('budget', () => {
  it.each(Object.entries(examples.budgetAmount))('"%s" states the amount %s', (text, amount) => {
    expect(detectBudget(text)).toEqual({ kind: 'amount', text: amount });
  });

  it.each([
    'Budget? not sure yet.',
    'No budget yet, we are exploring',
    "we don't have a budget",
    'the budget is still undecided',
    "not sure what budget we'd need",
    'We have no approved budget yet',
    'Budget: we will not share a figure at this stage, that goes through procurement.',
    "Budget we don't know yet, it will depend on your proposal.",
  ])('"%s" says the budget is unknown', (text) => {
    expect(detectBudget(text)).toEqual({ kind: 'unknown' });
  });

  it('reads an amount the visitor has in German and French word order', () => {
    expect(detectBudget(englishGloss('Wie teuer wird das? 45k hätten wir.', 'de'))).toEqual({ kind: 'amount', text: '45k' });
    expect(detectBudget(englishGloss("c'est combien ? on a genre 20k", 'fr'))).toEqual({ kind: 'amount', text: '20k' });
  });

  it('reads French millions as millions, not as thousands', () => {
    expect(englishGloss('Nous avons une enveloppe de 20 millions de FCFA.', 'fr')).toContain('20 million');
    expect(englishGloss("On a 2 millions d'euros et quelques milliers de plus.", 'fr')).toMatch(/2 million\b.*thousand/);
  });

  it('keeps an unknown budget unknown when a figure that is not theirs follows', () => {
    expect(detectBudget('No budget yet, but tools like this cost €50k elsewhere?')).toEqual({ kind: 'unknown' });
  });

  it('still reads a budget stated as a ceiling', () => {
    expect(detectBudget('our budget is under €50k')).toEqual({ kind: 'amount', text: '€50k' });
  });

  it('reads the budget quick-reply words as a range', () => {
    expect(detectBudget('Enterprise budget')).toEqual({ kind: 'range', range: 'enterprise' });
    expect(detectBudget('our budget is flexible')).toEqual({ kind: 'range', range: 'flexible' });
  });

  it.each([
    'We get 50k visitors a month',
    'since 2019',
    'How much does it cost?',
    'What budget would we need?',
    'Could it approve the small stuff itself, say glass claims under €1,500?',
  ])('"%s" gives no budget', (text) => {
    expect(detectBudget(text)).toBeNull();
  });
});

describe('a budget the visitor withholds', () => {
  it('is not asked again and not recorded', () => {
    expect(detectBudget("The budget is fixed in the tender and I can't disclose it, sorry.")).toEqual({ kind: 'unknown' });
    expect(detectBudget('budget? nah not telling u that yet lol')).toEqual({ kind: 'unknown' });
  });

  it('is still read when a figure is given beside the refusal', () => {
    expect(detectBudget("Budget 50k, but I can't share more details.")).toEqual({ kind: 'amount', text: '50k' });
  });

  it('reads a budget not set yet in French', () => {
    expect(
      understandMessage("Nous n'avons pas encore arrêté de budget ; l'objectif serait une mise en service d'ici six mois.").budget,
    ).toEqual({
      kind: 'unknown',
    });
  });

  it('reads French and German budgets in words through the gloss', () => {
    expect(understandMessage("Côté budget on a une trentaine de milliers d'euros.").budget).toMatchObject({ kind: 'amount' });
    expect(understandMessage('Budget: niedriger sechsstelliger Bereich.').budget).toMatchObject({ kind: 'amount' });
  });
});

describe('amounts written in words', () => {
  it.each(Object.entries(examples.amountsInWords))('"%s" reads "%s"', (written, read) => {
    expect(withAmountsInDigits(written)).toBe(read);
  });

  it.each(examples.noAmountInWords)('"%s" stays as it is', (text) => {
    expect(withAmountsInDigits(text)).toBe(text);
  });
});

describe('contact details', () => {
  it.each(Object.entries(examples.email))('"%s" gives the e-mail %s (plain or obfuscated)', (text, email) => {
    expect(findEmail(text)).toBe(email);
  });

  it.each(Object.entries(examples.phone))('"%s" gives the phone %s', (text, phone) => {
    expect(findPhone(text)).toBe(phone);
  });
  it.each(examples.noPhone)('"%s" gives no phone', (text) => {
    expect(findPhone(text)).toBeNull();
  });
  it('reads e-mails and phones side by side', () => {
    expect(findContactDetails('j.doe@insure-example.com or +44 7700 900123')).toEqual({
      email: 'j.doe@insure-example.com',
      phone: '+44 7700 900123',
    });
  });
});

describe('questions', () => {
  it('finds several questions in one sentence', () => {
    expect(
      findQuestions('We build a lending app. Do you do mobile apps, how fast can you deploy, and do you work with Groq?').map(
        (question) => question.text,
      ),
    ).toEqual(['Do you do mobile apps', 'how fast can you deploy', 'do you work with Groq?']);
  });

  it('asks two things named with their own article one by one, but not a comparison of two', () => {
    expect(findQuestions('Hi, what are the prices and the duration of such a project?').map((question) => question.text)).toEqual([
      'what are the prices of such a project?',
      'what are the duration of such a project?',
    ]);
    expect(findQuestions('What is the difference between the Pro and the Enterprise package?')).toHaveLength(1);
  });

  it('keeps a lead-in with the question it introduces', () => {
    expect(findQuestions('If a customer asks us to delete their data, can the system do that?').map((question) => question.text)).toEqual([
      'If a customer asks us to delete their data, can the system do that?',
    ]);
  });

  it('reads questions without a question mark and ignores an echoed word', () => {
    expect(findQuestions('tell me about your security').map((question) => question.text)).toEqual(['tell me about your security']);
    expect(findQuestions('Budget? not sure yet.')).toEqual([]);
  });

  it('reads chat German without its "ich" as a statement, and a verb before its subject as a question', () => {
    const understood = understandMessage('hallo, hab ne kleine physio praxis (ich + 2 angestellte). geht das mit Doctolib?');
    expect(understood.questions.map((question) => question.text)).toHaveLength(1);
    expect(understood.read).toContain('I have a small');
    expect(understandMessage('Habe ich das richtig verstanden?').questions).toHaveLength(1);
  });

  it.each(byExpected(examples.questionKind))('"%s" asks a question of the kind %s', (text, kind) => {
    expect(understandMessage(text).questions.map((question) => question.kind)).toContain(kind);
  });

  it('leaves the words a gloss cannot read apart from the ones it reads', () => {
    const understood = understandMessage('Wir prüfen Zwiebelmuster mit unseren Mandanten.');
    expect(understood.untranslated).toContain('zwiebelmuster');
    expect(understood.untranslated).not.toContain('mandanten');
  });

  it('does not take an AI agency for the assistant', () => {
    expect(findQuestions('Are you an AI agency that builds chatbots?')[0]?.kind).toBe('knowledge');
  });
});

describe('who is writing', () => {
  it.each(byExpected(examples.visitorKind))('"%s" → %s', (text, kind) => {
    expect(visitorKindOf(text)).toBe(kind);
  });

  it.each(examples.prospect)('"%s" is a prospect', (text) => {
    expect(visitorKindOf(text)).toBeNull();
  });
});

describe('language', () => {
  it.each(Object.entries(examples.nonEnglish))('"%s" is written in %s', (text, language) => {
    expect(nonEnglishLanguage(text)).toBe(language);
  });

  it.each(examples.englishEnough)('"%s" is left alone (English, short, or only a foreign name)', (text) => {
    expect(nonEnglishLanguage(text)).toBeNull();
  });
});

describe('message understanding', () => {
  it('tells facts from questions: "improve" in a question is not a project stage', () => {
    expect(understandMessage('Are conversations used to improve the AI models?').projectStage).toBeNull();
    expect(understandMessage('We want to improve our existing portal.').projectStage).toBe('enhancement');
  });

  it('does not keep a requirement the visitor rules out', () => {
    expect(understandMessage("Small team here: no SSO needed and we don't need on-premise hosting.").requirements).toEqual([]);
    expect(understandMessage('It has to run on-premise, with SSO.').requirements).toEqual(
      expect.arrayContaining(['private deployment', 'single sign-on']),
    );
  });

  it('marks greetings, thanks and rudeness', () => {
    expect(understandMessage('Hello!')).toMatchObject({ greeting: true, givesFacts: false });
    expect(understandMessage('ok thanks, that is all for now')).toMatchObject({ thanks: true });
    expect(understandMessage('this is useless')).toMatchObject({ rude: true });
  });
});

describe('the project a visitor describes', () => {
  it.each(examples.describesProject)('"%s" describes a project', (text) => {
    expect(understandMessage(text).projectType).not.toBeNull();
  });
  it.each(examples.describesNoProject)('"%s" describes no project', (text) => {
    expect(understandMessage(text).projectType).toBeNull();
  });
});

describe('held-out phrasings', () => {
  it.each([
    ['We have six figures set aside for this.', 'six figures'],
    ['We can spend about 40 thousand euros.', '40 thousand euros'],
    ['Budget is somewhere between 50-100k', '50-100k'],
  ])('"%s" states a budget', (text) => {
    expect(detectBudget(text)?.kind).toBe('amount');
  });
  it.each(['Timeline: before Black Friday.', 'ideally before the holidays'])('"%s" is a planned timeline', (text) => {
    expect(detectTimeline(text)?.urgency).toBe('planned');
  });
  it('remembers a timeline the visitor does not know yet', () => {
    expect(understandMessage('Not sure about budget or timing either, just exploring.').timelineUnknown).toBe(true);
    expect(understandMessage('launch in 3 months').timelineUnknown).toBe(false);
    expect(understandMessage('I would rather not commit to a timeline at this stage.').timelineUnknown).toBe(true);
    expect(understandMessage('timing no idea honestly, depends on our funding round').timelineUnknown).toBe(true);
  });
  it.each([
    "Understood. No timeline yet, we're just scoping.",
    'Noch kein Zeitplan, wir sondieren.',
    'Pas encore de calendrier, on explore.',
  ])('"%s" says there is no timeline yet', (text) => {
    expect(understandMessage(text).timelineUnknown).toBe(true);
  });
  it.each(['Umsetzung muss bis 31.12. abgeschlossen sein.', 'Go-live bis 30.06.2027', 'avant le 15/09', 'must be done by 31/12'])(
    '"%s" is a date written in figures',
    (text) => {
      expect(understandMessage(text).timeline?.urgency).toBe('planned');
    },
  );
  it('does not read an amount after "by" as a date', () => {
    expect(understandMessage('our volume grew by 2.5 million last year').timeline).toBeNull();
  });
  it('does not read a question about a timeline as the visitor having none', () => {
    expect(understandMessage('Is there no timeline for the packages?').timelineUnknown).toBe(false);
  });
  it.each(byExpected(examples.projectType))('"%s" is a %s project', (text, type) => {
    expect(understandMessage(text).projectType).toBe(type);
  });
  it('takes a generic project only from what the visitor states, not from a question', () => {
    expect(understandMessage('Does it integrate with Zendesk?').projectType).toBeNull();
    expect(understandMessage('We need an integration between our PMS and the booking calendar.').projectType).toBe('system integration');
  });
  it('reads "data must never leave Switzerland" as a data-residency requirement', () => {
    expect(understandMessage('Data must never leave Switzerland.').requirements).toContain('data residency');
  });
  it('reads "come on, just give me a ballpark" as a question', () => {
    expect(findQuestions('Come on, just give me a ballpark')).toHaveLength(1);
  });
});

describe('second held-out batch', () => {
  it('reads rudeness towards us, not about their own systems', () => {
    expect(understandMessage('your prices are probably ridiculous').rude).toBe(true);
    expect(understandMessage('this is useless').rude).toBe(true);
    expect(understandMessage('We are a marketplace for spare parts, search is terrible.').rude).toBe(false);
    expect(understandMessage('our current chatbot is useless').rude).toBe(false);
  });
  it.each(['nah im good', 'no thanks', 'not interested', "I'm good, thanks"])('"%s" declines', (text) => {
    expect(understandMessage(text).declines).toBe(true);
  });
  it.each(['k thx', 'ok thanks', 'thank you!'])('"%s" thanks', (text) => {
    expect(understandMessage(text).thanks).toBe(true);
  });
  it('reads a fact given with a question mark as a fact, not a question', () => {
    expect(findQuestions('Budget: not sure, maybe Business?')).toEqual([]);
    expect(findQuestions('Launch maybe Q3?')).toEqual([]);
    expect(findQuestions('Is 50k enough?')).toHaveLength(1);
  });
  it('reads a zero budget as no budget and an earmarked amount as a budget', () => {
    expect(detectBudget('Our budget is $0 right now')).toEqual({ kind: 'unknown' });
    expect(detectBudget("we've earmarked roughly 250k for it")?.kind).toBe('amount');
  });
  it('reads "within a month" and "the timeline is tight" as timelines, "once a month" as a rate', () => {
    expect(detectTimeline('ideally within a month')?.urgency).toBe('planned');
    expect(detectTimeline('timeline is tight')?.urgency).toBe('urgent');
    expect(detectTimeline('we publish reports a month')).toBeNull();
  });
  it('takes an agency that wants something built for itself as a prospect, and a freelancer as a job seeker', () => {
    expect(visitorKindOf("We're an SEO agency and we'd like to build an internal AI tool for meta descriptions.")).not.toBe('vendor');
    expect(visitorKindOf("I'm a freelance React developer, do you work with freelancers?")).toBe('job_seeker');
  });
});

describe('third held-out batch', () => {
  it('reads a capability the visitor describes as a project, from statements only', () => {
    expect(
      understandMessage("We're a car insurer. Customers should be able to report a claim via WhatsApp and get updates.").projectType,
    ).not.toBeNull();
  });
  it.each([
    ["Hi, I'm a sales rep at CloudHost and we'd love to offer you our GPU servers at a discount.", 'vendor'],
    ['Is this the right place to report a bug in the app you built for us?', 'existing_client'],
  ])('"%s" → %s', (text, kind) => {
    expect(visitorKindOf(text)).toBe(kind);
  });
  it('reads a day and month as a date', () => {
    expect(detectTimeline('deadline for proposals is 15 March')?.urgency).toBe('planned');
  });
  it('reads taking over an existing product as an enhancement and a half-built one as in development', () => {
    expect(understandMessage('we need someone to take over maintenance of our existing patient portal').projectStage).toBe('enhancement');
    expect(understandMessage("We need to finish a half-built telemedicine app, it's in beta already.").projectStage).toBe('development');
  });
});

describe('German and French read through the English gloss', () => {
  it('reads a German compound the lexicon lacks by its last part', () => {
    expect(englishGloss('Wo liegen die Mitarbeiterdaten?', 'de')).toContain('data');
    expect(englishGloss('Sind die Versichertendaten verschlüsselt?', 'de')).toMatch(/policyholders data.*encrypted/);
    // A function word ends no compound: "Lieferscheinen" is not "liefersch a".
    expect(englishGloss('Wir lesen Rechnungen und Lieferscheinen aus.', 'de')).not.toMatch(/liefersch a\b/);
  });

  it('reads a German word the lexicon lists in another case or number', () => {
    expect(englishGloss('Was können Sie statt eines Zertifikats zeigen?', 'de')).toContain('certificate');
    expect(englishGloss('Gibt es eine fertige Schnittstelle?', 'de')).toContain('ready');
  });

  it('reads a French inverted pronoun as a word of its own', () => {
    expect(englishGloss('Quel forfait recommandez-vous ?', 'fr')).toMatch(/which packages? recommend you/);
  });

  it('finds the topic of everyday German and French questions', () => {
    expect(understandMessage('Wie lange wird das hier gespeichert?').read).toMatch(/how long is the here stored/);
    expect(understandMessage('Que faut-il préparer avant ce rendez-vous ?').read).toMatch(/prepare.*this appointment/);
  });
});

describe('who is writing, in German and French', () => {
  it.each(byExpected(examples.visitorKindGlossed))('"%s" → %s', (text, kind) => {
    expect(understandMessage(text).visitorKind).toBe(kind);
  });

  it('reads the small words around a German or French topic', () => {
    expect(understandMessage('Läuft sowas bei euch vollständig in der Cloud?').read).toBe(
      'runs something like this with you fully in the Cloud?',
    );
    expect(understandMessage('Votre outil invente-t-il des réponses ?').read).toMatch(/^your tool makes up it/);
  });

  it('tells French with many short words from Spanish', () => {
    expect(understandMessage("Il faut commencer en juin, c'est urgent. Écrivez à l.roux@exemple.fr").locale).toBe('fr');
  });

  it('reads each part of a hyphenated German word', () => {
    expect(englishGloss('Brauchen Sie eine KI-Schnittstelle?', 'de')).toContain('AI API');
    expect(englishGloss('Geht das on-premise?', 'de')).toContain('on-premise');
  });

  it('reads a message too short to tell its language through the one lexicon that knows it', () => {
    expect(understandMessage('Shop auch?')).toMatchObject({ locale: null, read: 'shop also?' });
    expect(understandMessage('Et chez vous ?').read).toBe('and with you ?');
    expect(understandMessage('AI integration').read).toBe('AI integration');
  });

  it('reads what a requirement must be or do before the verb said last', () => {
    expect(englishGloss('muss multilingual sein: arabisch, türkisch.', 'de')).toMatch(/^must be multilingual\b/);
    expect(englishGloss('Kann das sein?', 'de')).not.toMatch(/\bbe that\b/);
    expect(englishGloss('muss bei uns im RZ laufen.', 'de')).toMatch(/^must run\b/);
  });

  it('reads a compound by the noun it ends on, never by a conjunction or verb inside it', () => {
    expect(englishGloss('für die Karteninhaber und ihr Guthaben', 'de')).not.toMatch(/\bbut\b|\bhave\b/);
    expect(englishGloss('die Kunstliebhaber, das Schuldenhaben', 'de')).not.toMatch(/\bbut\b|\bhave\b/);
  });

  it('reads languages listed by their codes by name, and leaves a code alone', () => {
    expect(understandMessage('site en FR et NL obligatoire').read).toContain('French and Dutch');
    expect(understandMessage('We need it in DE/EN.').read).toContain('German/English');
    expect(understandMessage('Our IT team will join the call.').read).toContain('IT team');
  });

  it('leaves e-mail addresses as written when glossing', () => {
    expect(englishGloss('Schreiben Sie an jan.lang@beispiel.de, danke.', 'de')).toContain('jan.lang@beispiel.de');
  });
});

describe('German and French dates, amounts and contracts', () => {
  const rows = (['de', 'fr'] as const).flatMap((locale) =>
    Object.entries(examples.glossedTimeline[locale]).map(([text, urgency]): [string, 'de' | 'fr', string] => [text, locale, urgency]),
  );

  it.each(rows)('"%s" (%s) reads as a %s timeline', (text, locale, urgency) => {
    expect(detectTimeline(englishGloss(text, locale))?.urgency).toBe(urgency);
  });

  it.each(['de', 'fr'] as const)('reads a non-disclosure agreement in words as an NDA (%s)', (locale) => {
    expect(englishGloss(examples.glossedNda[locale], locale)).toContain('NDA');
  });

  it('reads an amount written with the currency after it, German and French style', () => {
    expect(detectBudget(englishGloss('Budget liegt bei ca. 80.000 €.', 'de'))).toEqual({ kind: 'amount', text: '80,000 €' });
    expect(detectBudget(englishGloss('budget voté : 150 k€.', 'fr'))).toMatchObject({ kind: 'amount' });
  });
});

describe('one-word questions', () => {
  it.each(['price?', 'ballpark?', 'GDPR?', 'hosting?'])('"%s" asks about a topic', (text) => {
    expect(findQuestions(text)).toHaveLength(1);
  });

  it.each(['Budget? not sure yet.', 'Interested?', 'timeline', 'really?'])('"%s" echoes a word, asks nothing', (text) => {
    expect(findQuestions(text)).toHaveLength(0);
  });

  it('"timeline?" and "duration?" with their question mark ask how long it takes', () => {
    expect(findQuestions('timeline?')).toHaveLength(1);
    expect(findQuestions('duration?')).toHaveLength(1);
  });
});

describe('stage, project and requests in German and French', () => {
  it.each(byExpected(examples.projectStageGlossed))('"%s" gives the stage %s', (text, stage) => {
    expect(understandMessage(text).projectStage).toBe(stage);
  });

  it('reads an enhanced criminal record check as no project to enhance', () => {
    expect(understandMessage("They ask 'will my caution show up on my enhanced check'.").projectStage).toBeNull();
  });

  it('reads "haben wir noch keins" as a budget not known yet', () => {
    expect(understandMessage('budget haben wir noch keins, erstmal infos sammeln').budget).toEqual({ kind: 'unknown' });
  });

  it('reads a package tier named as the project', () => {
    expect(understandMessage("We'd look at the Enterprise tier.").projectType).toBe('AI CRM');
  });

  it.each([
    'Bitte löschen Sie, was ich hier geschrieben habe.',
    "Supprimez ce que j'ai écrit ici, svp.",
    'Under GDPR I want everything you hold about me deleted.',
    'Can I delete it myself?',
    "Then I'll delete it when I'm done. How?",
  ])('"%s" asks to erase the chat', (text) => {
    expect(understandMessage(text).eraseRequest).toBe(true);
  });

  it.each(['If a customer asks, can we delete it?', 'Can I delete a user in the admin panel?'])(
    '"%s" asks about deletion in the system to be built',
    (text) => {
      expect(understandMessage(text).eraseRequest).toBe(false);
    },
  );

  it('does not end a sentence at an abbreviation ("Art. 17")', () => {
    expect(findQuestions('Wenn ein Versicherter Löschung nach Art. 17 DSGVO verlangt, kann das System das?')[0]?.text).toMatch(/^Wenn/);
  });

  it.each(['how much $$ are we talkin', 'wie teuer is das ungefähr', 'c cher ?', 'Komm schon, nur eine grobe Hausnummer.'])(
    '"%s" asks about the price',
    (text) => {
      expect(findQuestions(understandMessage(text).read)).toHaveLength(1);
      expect(understandMessage(text).read).toMatch(/price|how much|expensive|ballpark/);
    },
  );

  it('leaves out a long lead-in that ends in a colon', () => {
    expect(findQuestions('A few things I need to understand before I take this upstairs: can it run in our data centre?')).toEqual([
      { text: 'can it run in our data centre?', kind: 'knowledge' },
    ]);
  });

  it('does not take a ballpark given for a question', () => {
    expect(findQuestions('Our ballpark is 50k.')).toEqual([]);
  });

  it('reads "Possible?" after a statement as a question about it', () => {
    expect(findQuestions('No data may leave our network. Possible?')).toHaveLength(1);
  });
});

describe('numbered questions and verb-first German questions', () => {
  it('reads each numbered item as a question of its own', () => {
    expect(findQuestions('hi, 2 qs: 1) do you do mobile apps 2) do you integrate with Guidewire').map((q) => q.text)).toEqual([
      'do you do mobile apps',
      'do you integrate with Guidewire',
    ]);
  });

  it('reads "Schaffen Sie die 10 Wochen?" as a question about meeting the deadline', () => {
    expect(understandMessage('Schaffen Sie die 10 Wochen?').questions[0]?.text).toMatch(/can you meet/);
  });
});

describe('budgets stated without a figure, and asking for a person', () => {
  it.each(['Budget: approved.', 'Das Budget ist im IT-Plan reserviert.', 'Le budget est validé.'])('"%s" states a budget', (text) => {
    expect(understandMessage(text).budget).toEqual({ kind: 'stated' });
  });
});

it('reads a German compound question of one hyphenated word ("Echtzeit-Dashboards?")', () => {
  expect(findQuestions(englishGloss('Echtzeit-Dashboards? Und SSO?', 'de')).map((question) => question.text)).toContain(
    'real-time Dashboards?',
  );
});

describe('a one-word check after a statement', () => {
  it('reads "fine?" after a statement as a question about it', () => {
    expect(findQuestions('We run everything on GCP in europe-north1. fine?')).toHaveLength(1);
  });

  it('reads "ok?" alone as no question', () => {
    expect(findQuestions('ok?')).toHaveLength(0);
  });

  it('reads French chat spelling of "how much" ("c combien en vrai")', () => {
    expect(englishGloss('et c combien en vrai', 'fr')).toMatch(/how much is it really/);
  });
});

describe('a request for proposal', () => {
  it('asks each thing an RFI lists after "indicate" on its own, with its verb', () => {
    expect(
      findQuestions('Could you also indicate your security approach, your support model after launch, and provide a sample contract?').map(
        (question) => question.text,
      ),
    ).toEqual([
      'Could you also indicate your security approach?',
      'Could you also indicate your support model after launch?',
      'Could you provide a sample contract?',
    ]);
  });

  it('reads a budget the visitor cannot talk about here as withheld, in English and French', () => {
    expect(detectBudget("It's a public tender, so I can't talk budget here.")).toEqual({ kind: 'unknown' });
    expect(understandMessage('Nous passons par un marché public, je ne peux pas parler budget ici.').budget).toEqual({ kind: 'unknown' });
  });
});

describe('requirements stated in French tenders', () => {
  it('reads "les conversations ne servent pas à entraîner des modèles" as no training on their data', () => {
    expect(understandMessage('Il faut garantir que les conversations ne servent pas à entraîner des modèles.').requirements).toContain(
      'no training on our data',
    );
  });
});
