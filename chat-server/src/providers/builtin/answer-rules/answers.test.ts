/**
 * Vera's reply rules (issue 45), an answer only where it answers: the question read in the visitor's own words, every question of a message, one honest decline.
 */
import path from 'node:path';
import { chooseQuickReplies } from '../../../assistant/quick-replies.js';
import { knowledge, play, reply, answerOpening, playExamples } from '../../../test-support/vera-conversation.js';

describe('an answer only where it answers', () => {
  it('answers a question the visitor quotes from someone else', () => {
    const text = reply("Our CIO's position is 'why not just use ChatGPT Enterprise'. I need an argument.");
    expect(text).toContain(knowledge.answers.find((answer) => answer.id === 'private-vs-copilot')!.answer.slice(0, 40));
  });

  it('answers a message of one topic word, and "can you hook into that?" after the system it points to', () => {
    expect(reply('pricing')).toContain(knowledge.pricingNote);
    expect(reply('Claim status lives in our practice system, which has a REST API. Can you hook into that?')).toContain(
      'connecting to your existing systems',
    );
    // A word that names no topic is not a question.
    expect(reply('thanks')).not.toMatch(/can't confirm/);
  });

  it("answers an assistant over the visitor's own manuals, and the hand-over to their team, from the knowledge", () => {
    const manuals = reply('Could you build an assistant that answers our service technicians from our manuals and guidelines?');
    expect(manuals).toContain('retrieval over your own documents');
    expect(manuals).not.toMatch(/can't confirm/);
    const handOver = reply('If the bot cannot answer, can it escalate the conversation to our reception?');
    expect(handOver).toContain('hand over to your team');
    expect(reply('Kann der Assistent an unsere Sachbearbeiter übergeben?')).toContain('übergeben an Ihr Team');
    // Asking for a person for oneself is still the visitor's hand-over.
    expect(reply('Can the bot hand me over to a human?')).toContain('a person from our team gets back to you');
  });

  it('does not read "hallucination rate" as a price', () => {
    const text = reply("What's your hallucination rate?");
    expect(text).not.toContain(knowledge.pricingNote);
    expect(text).toContain('evaluation and guardrails');
    expect(reply('What are your day rates?')).toContain(knowledge.pricingNote);
  });

  it('declines every unanswerable question of a message once, with the nearest topics and a person as quick replies', () => {
    const { replies, state } = play(['Do you offer a free trial? And what is your uptime history?']);
    expect(replies[0]!.match(/can't confirm/g)).toHaveLength(1);
    expect(replies[0]).toContain('Nearby topics I can answer');
    const quick = chooseQuickReplies(state);
    expect(quick.some((each) => each.action === 'ask_topic')).toBe(true);
    expect(quick.at(-1)).toMatchObject({ id: 'talk-to-person', text: 'Talk to a person' });
    expect(quick.length).toBeLessThanOrEqual(4);
  });

  it('hands over a caller who writes "call me" mid-message or asks to be called back, and answers "ok so yes or no"', () => {
    expect(play(['We are a health insurer in Athens.', 'fine. call me, Nikos Pappas, +30 210 555 0147.']).state.handoverRequested).toBe(
      true,
    );
    expect(play(['Wir sind ein Medizintechnik-Service.', 'Können Sie mich zurückrufen? 0171 4482913']).state.handoverRequested).toBe(true);
    expect(play(['Nous fabriquons des lits médicalisés.', 'Je veux bien un échange avec une personne.']).state.handoverRequested).toBe(
      true,
    );
    expect(play(['We run home care visits.', 'can someone just ring me, easier than typing']).state.handoverRequested).toBe(true);
    expect(play(['Nous sommes un SSIAD.', 'bon je préfère parler à qqn. 06 12 34 56 78']).state.handoverRequested).toBe(true);
    expect(play(['Wir sind ein Factoring-Haus.', 'Bitte melden Sie sich unter k.wessels@rheinfactor.de.']).state.handoverRequested).toBe(
      true,
    );
    const person = play([
      'Wir betreiben Pflegeheime.',
      'bist du eigentlich ein echter mensch? ich würd gern mal mit jemandem telefonieren.',
    ]);
    expect(person.state.handoverRequested).toBe(true);
    expect(person.replies[1]).toMatch(/KI-Assistent/);
    const { replies } = play(['can your AI read hospital invoices?', 'and decide the payout by itself?', 'ok so yes or no']);
    expect(replies[1]).toMatch(/I can't confirm that a system we build would make that call/);
    // The decline just given is the plain answer, said in short.
    expect(replies[2]).toMatch(/^In short: I can't confirm that a system we build would make that call on its own/);
    expect(replies[2]).toContain('hello@vaultline.ai');
  });

  it('reads what the visitor already has and what their people should do with the project', () => {
    expect(play(['Wir sind eine Leasingbank und wollen unser Händlerportal relaunchen.']).state.projectStage).toBe('enhancement');
    expect(play(['Dealers submit applications through our portal and it is ancient. We want a new one.']).state.projectStage).toBe(
      'enhancement',
    );
    expect(play(['on a déjà un proto du compagnon, on veut un compagnon IA']).state.projectStage).toBe('development');
    const care = play(['we run home care visits. want families to check visit times and carers to look up care plans on their phones.']);
    expect(care.state.context.projectType).toBeDefined();
    expect(play(['angehörige rufen ständig an. kann man da nen chat bauen der das beantwortet?']).state.context.projectType).toBe(
      'chatbot',
    );
  });

  it('reads a misspelt acronym and chat slang', () => {
    expect(reply('is it HIPPA complient')).toContain('HIPAA-minded design');
    expect(reply('wat does it cost tho')).toContain(knowledge.pricingNote);
  });
});

describe('experience, preparation and attestations asked in other words', () => {
  it('answers "have you done something like this before?" as references are answered, in German too', () => {
    const references = knowledge.answers.find((answer) => answer.id === 'references')!.answer.slice(0, 30);
    expect(reply('We need a triage bot. Have you ever built anything like that?')).toContain(references);
    expect(reply('Wir brauchen einen Triage-Bot. Habt ihr so etwas schon einmal gebaut?')).toMatch(/nicht bestätigen|Referenz/);
  });
});

describe('what a buyer asks about us, in the middle of their own context', () => {
  it('answers our own compliance honestly first, then how we build', () => {
    const text = reply('Straight answer please: are you GDPR compliant?');
    expect(text.indexOf("I can't confirm certifications")).toBe(0);
  });
});

describe('assistants described as answering from the client’s own material', () => {
  it('answers how we build it when the material is pages, guides, leaflets or booklets', () => {
    const described = [
      'We run a housing association. We want a chatbot that answers tenants from our published help pages.',
      'hi we are a hospice. we want a chat on the site that gives info from our leaflets',
      'Nous voulons un assistant qui réponde aux familles à partir de nos livrets d’accueil.',
    ];
    for (const message of described)
      expect(reply(message)).toMatch(/retrieval over your own documents|recherche dans vos propres documents/);
  });
});

describe('one person’s case, asked in other words', () => {
  it.each([
    'Could the chatbot tell visitors they qualify for a grant?',
    'Could it decide whether a complaint is justified and work out the redress?',
    'Would the system accept or decline an applicant by itself?',
    'Could it set the premium loading for a smoker?',
    'Könnte der Assistent unseren Anlegern auch konkrete Anlageempfehlungen geben?',
    'Kann der Bot einem Arbeitnehmer sagen, ob seine Kündigung wirksam ist?',
    'L’assistant pourrait-il adapter le régime de chaque patient selon ses résultats ?',
    'L’assistant pourrait-il recommander à un client de cotiser plutôt à son plan épargne ?',
    'Pourrait-il dire à un usager s’il a droit à une aide ?',
    'et le bot pourrait prescrire lui-même pour les cas simples ?',
    'Could it approve the applicant itself once the file is complete?',
    'Könnte der Assistent irgendwann auch Kleinkredite selbst genehmigen?',
    'Könnte die KI Erstattungen bis zu einer Grenze selbst freigeben?',
    "l'IA pourrait-elle fixer une surprime toute seule ?",
    'could it tell a user if their blood pressure reading looks abnormal?',
    'Could it decide a patient is fit for discharge?',
    "Pourrait-il dire au patient s'il doit aller aux urgences ?",
    'kann der bot einschätzen, ob ein kind mit fieber heute noch kommen muss?',
    'could it work out if someone is at risk of relapse and tell them a safe amount?',
    "Pourrait-il dire à un client combien d'impôt il paiera ?",
    'Und könnte der Chat Insulindosen vorschlagen?',
  ])('declines "%s" as a decision for the client’s qualified staff', (question) => {
    expect(reply(question)).toMatch(/make that call on its own|eine solche Entscheidung selbst trifft|prenne seul une telle décision/);
  });
});

describe('a discovery question the visitor skipped', () => {
  it('asks where the project stands once, not again two messages later', () => {
    const { replies } = play([
      'We need a chatbot for our clinic website.',
      'Does it work on phones?',
      'And can it answer in Polish?',
      'What about accessibility?',
    ]);
    const stageQuestions = replies.filter((text) => /Where does the project stand|How far along is the project/.test(text));
    expect(stageQuestions).toHaveLength(1);
  });
});

describe('one person’s case, as the sales-lead readings of blind-15 and -16 found it asked', () => {
  it.each([
    'Und könnte die KI am Ende gleich die Kreditentscheidung treffen oder zumindest die Bonität bewerten?',
    'Könnte der Assistent einem Mitglied ausrechnen, wie hoch seine Rente wird, und raten, wann es in Rente gehen soll?',
    'Bewilligen könnte er die Stundung aber nicht selbst, oder?',
    'kann der auch sagen ob die Kasse die Reha von Herrn Maier verlängert?',
    'darf der Bot dann auch Steuerberatung machen?',
  ])('declines "%s" as a decision for their own staff', (message) => {
    expect(reply(message)).toMatch(/eine solche Entscheidung selbst trifft/);
  });
});

describe('projects told in compounds, lists and pairs', () => {
  it('answers both of two projects asked together: reading documents and scoring for risk', () => {
    const text = reply('Two ideas: (1) reading incoming loss reports, (2) scoring policies for churn risk. Can you do both?');
    expect(text).toMatch(/document understanding/);
    expect(text).toMatch(/predictive models/);
    // One person's own score is no model to build.
    expect(reply('Could the bot tell a customer why their credit score fell?')).not.toMatch(/predictive models/);
  });
});

describe('spoken work, which the knowledge does not cover', () => {
  it('declines answering phone calls and dictation honestly, asked or stated as a need, and not a staff remark', () => {
    const asked = reply('Could the assistant also pick up incoming calls at night, like a voice agent?');
    expect(asked).toMatch(/can't confirm/);
    expect(asked).not.toMatch(/hand over to your team instead of guessing/);
    expect(
      reply(
        'Wir möchten einen Assistenten für unsere Website. Und später soll er selbst ans Telefon gehen, also Anrufe annehmen. Geht das?',
      ),
    ).toMatch(/nicht bestätigen/);
    // Their own people answering calls is context, not work asked of the system.
    expect(reply('Our 40 agents answer calls all day. We want an assistant that finds answers in our procedures for them.')).not.toMatch(
      /can't confirm/,
    );
  });
});

describe("one person's case asked in other shapes, and a decline that says what it declines", () => {
  it.each([
    'Could the bot agree a repayment plan with a debtor on its own, yes or no automatically?',
    'Könnte das System kleine Kreditanträge direkt genehmigen oder ablehnen?',
    'Könnte der Assistent eine Dosierung für einen bestimmten Patienten vorschlagen?',
    'il pourrait dire au client s il va avoir son crédit ?',
    'Pourrait-il vérifier les interactions médicamenteuses pour un patient donné ?',
    'Could it tell customers which exercises to do for their knee pain?',
  ])('declines "%s" as a decision for qualified staff', (message) => {
    expect(reply(message)).toMatch(/qualified staff|Ihrer Fachleute|vos équipes qualifiées/);
  });
});

describe("one person's case, asked in other shapes", () => {
  const decline = "I can't confirm that a system we build would make that call on its own";
  it('declines a diagnosis proposed from scans, screening someone for an illness, and what a patient should do', () => {
    expect(reply('Could you build a tool that looks at MRI scans and suggests a diagnosis?')).toContain(decline);
    expect(reply('Could the app detect whether a user has an eating disorder and advise them?')).toContain(decline);
    expect(reply('Callers often ask if they should see a GP or go to urgent care. What would the assistant do?')).toContain(decline);
  });
});

describe("one customer's account or contract, decided by the system", () => {
  const decline = "I can't confirm that a system we build would make that call on its own";
  it('declines deciding alone to freeze an account, and telling a client whether their policy covers a case', () => {
    expect(reply('Could the system decide by itself to freeze an account when it sees fraud?')).toContain(decline);
    expect(reply('Could the bot tell a member whether their policy covers a stay abroad?')).toContain(decline);
  });
});

describe('a question the knowledge answers, in other words', () => {
  it('offers the evidence we can show when a visitor asks what to give their risk team instead of certificates', () => {
    expect(reply('Since you hold no certificates, what could our vendor-risk people look at instead?')).toContain(
      knowledge.answers.find((answer) => answer.id === 'evidence-instead-of-certificate')!.answer.slice(0, 40),
    );
  });
});

describe('a visitor taking their leave', () => {
  it('is thanked and told where to write, in English, German and French, with no topic offered', () => {
    const english = play(['We need a portal for our clinic.', "Thanks, I'll write to you once the budget is signed off."]).replies[1];
    expect(english).toMatch(/^You're welcome! If anything comes up/);
    const german = play(['Wir brauchen ein Portal für unsere Klinik.', 'Ich melde mich.']).replies[1];
    expect(german).toMatch(/hello@vaultline\.ai/);
    expect(german).not.toMatch(/Lassen Sie sich Zeit/);
    const french = play(['Nous voulons un portail pour notre clinique.', 'Je vous écris la semaine prochaine.', 'Bonne soirée.']).replies;
    expect(french[1]).toMatch(/hello@vaultline\.ai/);
    expect(french[1]).not.toMatch(/Prenez votre temps/);
    expect(french[2]).not.toMatch(/4 jours/);
  });
});

describe('questions from the twenty-second read set, in other words', () => {
  it('offers budget buttons only under a reply that asks for the budget', () => {
    const { state } = play(['We want a portal for our brokers, live next spring.', 'Thanks, I will discuss it with my team.']);
    expect(chooseQuickReplies(state).map((quick) => quick.text)).not.toContain('Enterprise budget');
  });
});

describe('words that are no names to decline', () => {
  it('reads everyday abbreviations, a German compound and the town the data stays in as what they are', () => {
    const notThatOne = /can't confirm that particular one|Genau das kann ich hier nicht bestätigen/;
    expect(reply('Could you build a bot that answers from our SOP and FAQ pages and passes complaints to our QA team?')).not.toMatch(
      notThatOne,
    );
    expect(reply('Wird irgendetwas davon für das Modelltraining verwendet?')).toMatch(/^Nein\. Ihre Daten bleiben/);
    expect(reply('Die Daten müssen in unserem eigenen Rechenzentrum in Bielefeld bleiben. Geht das?')).toMatch(/^Wo Sie wollen/);
  });
});

describe('what the system may do in the visitor’s systems, asked as a chat line', () => {
  it('answers whether it acts or only explains, and an "if … can it …" question without its question mark', () => {
    const text = reply(
      'what about cancellations, can the assistant really cancel an appointment or only explain how? and if it doesnt know can it pass to our front desk team',
    );
    expect(text).toContain(answerOpening('integrations'));
    expect(text).toContain(answerOpening('assistant-handover'));
    expect(text).not.toMatch(/can't confirm/);
  });
});

describe('requirements stated beside a question', () => {
  it('gives no "Yes." meant for a certification question to the answer of a stated need', () => {
    const text = reply('Staff with low vision will use it, and it has to sit within our own network. Do you hold DSPT?');
    expect(text).toContain(answerOpening('certifications'));
    expect(text).toMatch(/in your own cloud account/);
    expect(text).not.toMatch(/^Yes\. The interfaces/m);
  });

  it('reads "do you feature on a procurement framework" as the agency’s own status', () => {
    expect(reply('Do you feature on any public procurement framework?')).toContain(answerOpening('certifications'));
  });

  it('answers a budget and a date asked "realistic for what we need?" together', () => {
    const text = reply('Go-live by autumn, with a budget of roughly 120k. Is that realistic for what we need?');
    expect(text).toContain(answerOpening('custom-timelines'));
    expect(text).toContain(answerOpening('budget-fit'));
  });
});

describe('one person’s case left to the system, asked in new words', () => {
  const declined = /make that call on its own|eine solche Entscheidung selbst trifft|prenne seul une telle décision/;

  it.each([
    'Could the tool decide by itself whether a borrower passes the affordability check?',
    'Some patients want it to tell them which specialist to book from their complaints. Possible?',
    'Entscheidet der Assistent dann, ob der Schaden gemeldet wird?',
    'Kann der Chatbot sagen, welcher Tarif für das Mitglied der beste ist?',
    "Et l'assistant peut rejeter un dossier si une pièce manque ?",
    'Et si une patiente demande si elle peut arrêter son traitement ?',
    "Et si un client demande « est-ce que ma consultation sera remboursée ? », l'assistant répond quoi ?",
    "L'outil pourrait-il calculer les impôts d'un client ?",
    "Et il pourrait dire si l'emprunteur est finançable ?",
  ])('declines "%s" as a decision for qualified staff', (message) => {
    expect(reply('We want an assistant for our customers, answering from our own documents.', message)).toMatch(declined);
  });
});

describe('something asked to be sent, with the contact beside it', () => {
  it.each([
    ['We want an assistant for our advisers.', 'Could you mail us a short overview for our board? anna.berg@example.se'],
    ['On veut un assistant pour nos conseillers.', 'Vous pourriez nous envoyer une brochure ? luc.marin@example.fr'],
    ['Wir wollen einen Assistenten für unsere Berater.', 'Können Sie mir bitte Unterlagen per Mail schicken? Adresse: j.roth@example.de'],
  ])('confirms the contact instead of declining the request (%s)', (first, second) => {
    const text = reply(first, second);
    expect(text).not.toMatch(/can't confirm|nicht bestätigen|ne peux pas le confirmer/);
    expect(text).toMatch(/\*\*\S+@example\.\w+\*\*/);
  });
});

describe('one honest decline, and a system named to connect', () => {
  it('does not decline again what the company-facts answer already declined, nor a fragment after it', () => {
    const text = reply('Et vos ingénieurs, ils sont où ? En Belgique ? Vous êtes combien ?');
    expect(text.match(/confirmer/g)).toHaveLength(1);
  });
});

describe('what the visitor asks us to do', () => {
  it('takes leave politely when the visitor goes to consult someone first', () => {
    expect(reply('We need a portal for our brokers.', "Thanks, I'll run it by our board first.")).toMatch(/If anything comes up/);
    expect(reply('Wir brauchen ein Kundenportal.', 'Danke, ich spreche erst mit meinem Chef darüber.')).toMatch(/Wenn etwas aufkommt/);
    // A plan to consult with facts beside it is no farewell.
    expect(reply('We need a portal.', "I'll discuss it with my team; our budget is 50k and we need it in 3 months.")).not.toMatch(
      /If anything comes up/,
    );
  });
});

describe('a first description answered with the work it describes', () => {
  it('tells a public body with an assistant for citizens’ questions how it answers from their own content', () => {
    expect(reply('We are a county council and want an assistant for residents’ questions about waste collection and permits.')).toMatch(
      /answer from your own documents/,
    );
    // A website assistant that captures leads is the packages' work, without the documents paragraph.
    expect(reply('We want a chatbot on our site for questions about our mortgages that captures leads.')).not.toMatch(
      /answer from your own documents/,
    );
  });
});

describe('a project told as a problem, and a call asked for with a number', () => {
  it('does not give a described work’s answer again when the need is restated', () => {
    const { replies } = play([
      'We are evaluating an assistant that summarises our incident reports.',
      'We would need that on our own servers. What hardware would you size?',
    ]);
    const opening = 'reading your documents and pulling out what matters';
    expect(replies[0]!.toLowerCase()).toContain(opening);
    expect(replies[1]!.toLowerCase()).not.toContain(opening);
  });
});

describe('one word no longer decides the answer', () => {
  it('answers a day of the deployment with that day, in each language', () => {
    expect(reply('We are a mortgage broker.', 'And what happens on the second day?')).toBe(
      'Day 2: the assistant is configured on your knowledge and tone of voice.',
    );
    expect(reply('Wir sind eine Versicherung.', 'Was passiert an Tag 4?')).toMatch(/^Tag 4: /);
  });

  it('reads comparing contracts for clients as work on documents, and this website as ours', () => {
    expect(
      reply('We are a broker.', 'we mostly want to save time comparing insurance contracts for our clients, can you do that?'),
    ).toMatch(/document understanding/);
    expect(play(['How long do you keep the chats from this website?']).state.context.projectType).toBeFalsy();
  });
});

describe('how the visitor wants to be reached', () => {
  it('says back a wish given beside the contact detail instead of declining it as a question', () => {
    const text = reply('We run a claims team of 40.', "ok it's lena.berg@claimsworks.example - could you phone instead of e-mailing?");
    expect(text).toContain("I've noted **lena.berg@claimsworks.example**");
    expect(text).toContain('“could you phone instead of e-mailing”');
    expect(text).not.toMatch(/can't confirm/);
    expect(reply('We are an insurer.', 'my number is 07700 900456, no marketing emails please')).toContain('“no marketing emails please”');
    expect(reply('We need a portal.', 'ring me on 07700 900789, Thursday after 3 pm works')).toContain('“Thursday after 3 pm works”');
    // A range of money is no time to call at.
    expect(reply('We need a portal.', 'Budget between 40 and 60k, call me on 07700 900789')).not.toContain('take it into account');
  });
});

describe('a visitor who leaves to think it over', () => {
  it.each([
    ['en', 'Thanks, need to run it past my manager.'],
    ['en', 'ill read up on your case studies first'],
    ['de', 'Danke, ich lese mich erstmal ein.'],
    ['de', 'Ok, das muss ich erst mit meinem Vorstand abstimmen.'],
    ['fr', 'Merci, on en reparle en réunion mardi.'],
  ])('(%s) "%s" takes leave: no new question, the team’s address', (_, message) => {
    const text = reply('We want an assistant for our members.', message);
    expect(text).toContain('hello@vaultline.ai');
    expect(text).not.toMatch(/\?\s*$/);
  });
});

describe('what the built assistant does with a person in distress or at the edge of its content', () => {
  it.each([
    ['en', 'And if a patient tells the assistant they want to hurt themselves?', /hand over to your team/],
    ['de', 'Was passiert, wenn eine Nutzerin schreibt, dass es ihr sehr schlecht geht?', /übergeben an Ihr Team/],
  ])('(%s) hands a crisis to the client’s team', (_, message, expected) => {
    expect(reply('We run an online therapy platform and want an assistant.', message)).toMatch(expected);
  });
});

describe('a quoted prognosis, "in your wheelhouse", and a visitor who does not want to be contacted', () => {
  it('notes "no sales contact please" and stops offering a call', () => {
    const { replies, state } = play([
      'We are a city council preparing a tender for a citizen chatbot.',
      'During the tender I cannot take calls, so no sales contact please.',
    ]);
    expect(replies[1]).toMatch(/Nobody from our team will contact you unless you ask/);
    expect(chooseQuickReplies(state).map((quick) => quick.id)).not.toContain('schedule-call');
  });
});

describe('padding that answered nothing asked', () => {
  it('reads "ok macht Sinn" as agreement and "An wen kann ich mich wenden?" from the press as answered by the press route', () => {
    const text = reply('Wir sind eine Online-Apotheke.', 'ok macht Sinn. Anbindung an magento 2 möglich?');
    expect(text.match(/nicht bestätigen/g) ?? []).toHaveLength(1);
    const press = reply('Ich schreibe für ein Fachmagazin über KI in Banken. An wen kann ich mich wenden?');
    expect(press).toMatch(/Press/);
    expect(press).not.toMatch(/nicht bestätigen/);
  });

  it('answers "which cloud?" with where we deploy, and German "Wechselwirkungen?" as one patient\'s case', () => {
    expect(reply('We are a payment institution in Vienna.', 'what cloud?')).toMatch(/AWS, Azure or GCP/);
    const text = reply('Wir betreiben eine Apotheke und wollen einen Beratungsbot.', 'Und Wechselwirkungen?');
    expect(text).toMatch(/eine solche Entscheidung selbst trifft/);
    expect(text.match(/nicht bestätigen/g) ?? []).toHaveLength(1);
  });
});

describe('the users told, an assistant for their memos, who is behind us', () => {
  it('adds accessible interfaces after the answer when the users are told as older and not at ease with tech', () => {
    const text = reply('We run care homes.', 'can it speak Polish? many residents are elderly and not good with phones');
    expect(text.indexOf('Polish')).toBeLessThan(text.indexOf('WCAG 2.2 AA'));
  });

  it('answers "who is behind Vaultline?" with who we are', () => {
    expect(reply("who's really behind Vaultline?")).toContain(knowledge.about.slice(0, 30));
  });
});

describe('one way to the team per reply', () => {
  it('does not offer the team twice when a decline and a request for a person share a message', () => {
    const text = reply('We are an insurer.', 'how big is your team, and can I speak to one of your engineers?');
    expect(text.match(/hello@vaultline\.ai/g)).toHaveLength(1);
  });
});

describe('what a message asks and gives without the usual marks', () => {
  it('reads an address written with a plain "at" between a dotted name and a dotted domain, or a capital AT', () => {
    expect(play(['We are a lab group and want a results portal.', 'write to me: p.novak at medilab.cz']).state.extractedData.email).toBe(
      'p.novak@medilab.cz',
    );
    expect(play(['We are a clinic.', 'Mail: ANNA AT clinic-nord.de']).state.extractedData.email).toBe('anna@clinic-nord.de');
    // A sentence's "at" is no address.
    expect(play(['We meet at noon at the office.com building']).state.extractedData.email ?? null).toBeNull();
  });
});

describe('a project told in its own words', () => {
  const asksWhatToBuild = /What would you like to build/;

  it('reads "an assistant explains…", answers from internal procedures and pulling data out of documents as the project', () => {
    expect(reply('We are a savings bank. Idea: an assistant explains our fee schedule to customers in plain words.')).not.toMatch(
      asksWhatToBuild,
    );
    expect(reply('We need answers from policies for our call centre agents, fast.')).not.toMatch(asksWhatToBuild);
    expect(
      reply('Nos conseillers cherchent trop longtemps. Vous faites des assistants qui répondent à partir de procédures internes ?'),
    ).not.toMatch(/Que souhaitez-vous construire/);
    expect(reply('We would like to pull the data out of delivery notes into our ERP. Doable?')).not.toMatch(asksWhatToBuild);
  });

  it('reads auto-extracting data from documents to check it as the project, not a question of what to build', () => {
    expect(reply('We want to auto-extract totals from supplier invoices and check them against purchase orders. Doable?')).not.toMatch(
      asksWhatToBuild,
    );
  });
});

describe('deflected although the knowledge answers', () => {
  const bareDecline = /I can't confirm that here, and I'd rather not guess|je préfère ne pas deviner|ich möchte nicht raten/;

  it('reads "réduc" as a discount and "your simplest option" as the Starter package', () => {
    expect(reply('Nous sommes une association de patients.', 'y a une réduc pour les assos ?')).not.toMatch(bareDecline);
    expect(reply('We are a small clinic.', 'what is your simplest option?')).toMatch(/Starter AI CRM/);
  });

  it('does not decline "who handles that?" right after pointing a journalist to the team', () => {
    const text = reply('Ich bin Journalistin bei einem Fachmagazin und würde gern Ihren Gründer interviewen. Wer ist dafür zuständig?');
    expect(text).toMatch(/Presseanfragen/);
    expect(text).not.toMatch(bareDecline);
  });
});

describe('a question after a dash, a team called "you lot", and one person\'s case however it is put', () => {
  it('reads "where are you lot based?" as where we are', () => {
    const facts = knowledge.answers.find((answer) => answer.id === 'company-facts')!.answer.slice(0, 40);
    expect(reply('Out of interest, where are you lot actually based?')).toContain(facts);
  });

  it('declines a case decided by the system, said as a statement to agree with, quoted, or asked about a medicine', () => {
    const decline = /a decision for your qualified staff/;
    expect(play(['We run a lender.', "The bot couldn't approve hardship plans by itself, fair?"]).replies[1]).toMatch(decline);
    expect(
      play(['Nous gérons des centres de radiologie.', "Si une patiente écrit « ma mammographie est normale ? », l'assistant répond quoi ?"])
        .replies[1],
    ).toMatch(/relève de vos équipes qualifiées/);
    expect(
      play(['We run a pharmacy chain.', 'If a customer asks whether she should stop her blood thinner, does the bot answer?']).replies[1],
    ).toMatch(decline);
    expect(play(['Wir sind eine Berufsgenossenschaft.', 'Könnte der Bot selbst prüfen, ob ein Anspruch besteht?']).replies[1]).toMatch(
      /eine Entscheidung Ihrer Fachleute/,
    );
  });
});

describe('what the visitor names, as the reading of blind-39 found it', () => {
  it('names the system a question points back at as what the call confirms, once', () => {
    const answer = reply('We are an accounting firm.', 'We work with Twinfield. Can you connect to it?');
    expect(answer).toContain("I can't confirm Twinfield specifically here");
    expect(answer.match(/discovery call/g)).toHaveLength(1);
  });
});

describe('stock text that does not belong, as the reading of blind-39 found it', () => {
  it('says what the Starter is made for once when the visitor asks about it by name', () => {
    const answer = reply('Wir hätten gern einen Chat auf der Website, der Patientenfragen beantwortet. Was kostet das Starter-Paket?');
    expect(answer.match(/ein KI-Assistent für Ihre Website/gi)).toHaveLength(1);
  });
});

describe('a visitor who keeps their contact, as the reading of blind-44 found it', () => {
  it('gives the address once, without asking for the e-mail the visitor would rather keep', () => {
    const text = reply(
      'We want a chatbot on our site for member questions.',
      "Grand. I'd rather not hand over my email just yet, it has to go past the board first. Do you do a free trial we could show them?",
    );
    expect(text.match(/hello@vaultline\.ai/g)).toHaveLength(1);
    expect(text).not.toContain('leave your e-mail or phone number here');
  });
});

playExamples(path.join(__dirname, 'answers.examples.json'));
