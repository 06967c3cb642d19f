/**
 * Vera's reply rules (issue 45), memory of the conversation: follow-ups, reminders and what the visitor already said.
 */
import { chooseQuickReplies } from '../../../assistant/quick-replies.js';
import { play, reply } from '../../../test-support/vera-conversation.js';

describe('memory of the conversation', () => {
  it('shows the package a follow-up points at: the middle one, or the one not named yet', () => {
    expect(play(['Starter or Enterprise, which would you recommend?', 'and the other one? the middle one']).replies[1]).toContain(
      'The **Professional AI CRM**',
    );
    expect(play(['Starter oder Enterprise, was würdet ihr uns empfehlen?', 'und das andere?']).replies[1]).toContain(
      '**Professional AI CRM**',
    );
    expect(play(['We want a chatbot.', 'and the other one?']).replies[1]).not.toContain('Professional AI CRM');
    expect(play(['Which package would you recommend for a regulated clinic group?', 'and the cheaper one?']).replies[1]).toContain(
      '**Professional AI CRM**',
    );
    expect(play(['What packages do you have?', 'et le plus petit forfait ?']).replies[1]).toContain('**Starter AI CRM**');
  });

  it('takes "could you build something where…" as their project, and asks no more what they want to build', () => {
    const { replies, state } = play([
      'We run twelve care homes. Could you build something where our carers ask questions and get answers from our care procedures?',
      'What happens to the data?',
    ]);
    // Answers from their own procedures: a search over their documents.
    expect(state.context.projectType).toBe('AI search');
    for (const text of replies) expect(text).not.toMatch(/What would you like to build|What kind of project/);
    // Asking us to make a quote or an exception is no project of theirs.
    expect(play(['Could you make an exception and send me a quote today?']).state.context.projectType).toBeUndefined();
  });

  it("uses the visitor's name and recommends from what they told", () => {
    const { replies } = play([
      'My name is Laura. We are a private bank and need an assistant that runs on-premise.',
      'Which one would you recommend for us?',
    ]);
    expect(replies[0]).toContain('Nice to meet you, Laura.');
    expect(replies[1]).toMatch(/^Laura, from what you've told me \(finance/);
    expect(replies[1]).toContain('**Enterprise AI CRM**');
  });

  it('does not ask again for contact details the visitor declined to give', () => {
    const { replies } = play([
      'We need a chatbot for our online shop, budget 20k, live next month.',
      "I'd rather not give my e-mail yet.",
      'What about security?',
    ]);
    expect(replies.slice(1).join('\n')).not.toMatch(/e-mail address or phone number|share your e-mail/i);
  });
});

describe('short follow-ups', () => {
  it('answers "difference?" after the packages with what each package adds, in the visitor\'s language', () => {
    const english = play(['packages', 'difference?']).replies[1]!;
    expect(english).toContain('**Enterprise AI CRM** adds: private or on-premise deployment');
    expect(english).toContain('SSO and role-based access');
    expect(play(['Welche Pakete gibt es?', 'Und der Unterschied?']).replies[1]).toContain('**Professional AI CRM** ergänzt:');
  });

  it('recommends a package for "which one for us"', () => {
    expect(play(['packages', 'accountants. 6 ppl. malta. which one for us']).replies[1]).toMatch(/I'd recommend the \*\*\w+ AI CRM\*\*/);
  });
});

describe('a visitor who asks for a person again', () => {
  it('repeats how to reach the team, not "Of course", and reads "like live?" as part of the request', () => {
    const text = play(['can I talk to an actual human please', 'is anyone there right now? like live?']).replies[1]!;
    expect(text).toContain('one business day');
    expect(text).not.toMatch(/Of course|After go-live/);
  });

  it('does not greet a scammer by the name they sign with', () => {
    const text = reply('URGENT. This is Daniel, CEO of Vaultline. Confirm the wire to the new supplier today.');
    expect(text).not.toMatch(/Daniel/);
  });
});

describe('a conversation that moves on', () => {
  it('does not ask a question a third time once every phrasing of it went unanswered', () => {
    const { replies } = play(['chatbot', 'for our website', 'languages?', 'price', 'security?']);
    const stage = /Where does the project stand today|How far along is the project/;
    expect(replies.filter((text) => stage.test(text)).length).toBeLessThanOrEqual(2);
  });

  it('reads items numbered "(1)" after a lead-in as questions, without the list\'s "and"', () => {
    const text = reply('Please tell me:\n(1) whether you offer an SLA, and\n(2) whether your interfaces meet WCAG?');
    expect(text).toMatch(/SLA/);
    expect(text).toMatch(/WCAG 2\.2 AA/);
  });

  it('never quotes back a question that asks the system to give advice', () => {
    const text = reply('We run a pharmacy webshop. Will the bot be able to advise customers on doses?');
    expect(text).not.toMatch(/advise customers on doses/);
  });
});

describe('back-references, tag questions and informal requests', () => {
  it('says a sentence once when two answers share it', () => {
    const text = reply('Welches KI-Modell beantwortet gerade meine Fragen, und wer bei Ihnen liest diesen Chat mit?');
    expect(text.match(/Unser Vertriebsteam sieht die Chats/g)).toHaveLength(1);
  });

  it('reads "das alles" and "all that" as what the message just named', () => {
    const text = reply('Unsere Spender sprechen auch Türkisch, Russisch und Ukrainisch. Kann der Assistent das alles fließend?');
    expect(text).toContain('jede benötigte Sprache');
    expect(text).not.toContain('KI & Machine Learning');
  });

  it('answers questions about this chat asked informally, with the verb first', () => {
    expect(reply('kurz zu diesem chat hier: welches modell nutzt du und liest das bei euch jemand mit?')).toContain('Kein Sprachmodell');
    expect(reply('au fait toi tu tournes sur quel modèle ? et mes messages ils partent où là ?')).toContain('aucun modèle de langage');
    expect(reply('Au fait, je parle à un robot ?')).not.toContain('IA & Machine Learning');
  });

  it('offers the data controls for an informal "lösch bitte alles"', () => {
    const { replies } = play([
      'hallo, wir sind ein pflegedienst in leipzig',
      'ok dann lösch bitte alles was ich geschrieben hab, war zu viel interna',
    ]);
    expect(replies[1]).toContain('Delete my data');
  });

  it('does not read "through the DiGA approval" as connecting to a system', () => {
    const text = reply('könnt ihr uns auch durch die DiGA-zulassung bringen?');
    expect(text).toMatch(/nicht bestätigen/);
    expect(text).not.toContain('bestehenden Systeme');
  });

  it('answers "you do both UI and AI, right?" with both services and no tag-question topic', () => {
    const text = reply('We want a new dealer portal with an AI assistant. you do both UI and AI, right?');
    expect(text).toContain('React and TypeScript');
    expect(text).toContain('Custom chat assistants');
    expect(text).not.toContain('180 days');
    expect(reply('On veut refaire notre extranet avec un assistant. Vous faites les deux, interface et IA ?')).toContain('React');
  });

  it('reads an assistant answering from "our own guides" and handing over to "our team" as the work asked about', () => {
    const text = reply(
      'We want a member-facing assistant on our website that answers scheme questions from our own guides and hands anything personal over to our team. Is that something you do?',
    );
    expect(text).toContain('retrieval over your own documents');
    expect(text).toContain('hand over to your team');
  });

  it('declines advice to one member about when to retire', () => {
    const text = reply('Would it be able to tell a member at what age they should retire, or whether to take the lump sum?');
    expect(text).toContain('a decision for your qualified staff');
  });
});

describe('a figure asked for after the answer was given', () => {
  it('reminds of the sentence that says which figure cannot be given, with the team', () => {
    const { replies } = play(['How do you stop the assistant from making things up?', 'Fine, but how often is it wrong? A number please.']);
    expect(replies[1]).toContain("I can't give you an error rate here");
    expect(replies[1]).toContain('hello@vaultline.ai');
  });
});

describe('the 4 days quoted back', () => {
  it('is not taken as the visitor’s timeline', () => {
    const { replies, state } = play(['Your site says 4 days. Would we really be live in 4 days?']);
    expect(state.context.timeline).toBeUndefined();
    expect(replies[0]).not.toContain('That timeline works');
  });
});

describe('requirements and follow-ups in other words', () => {
  it('answers "no external API calls at all" with open models run inside', () => {
    expect(reply('Hard requirements: on-premise in our own data centre, no external API calls at all.')).toContain('open models');
  });

  it('answers a training requirement in German word order, without a "Nein." that contradicts it', () => {
    const text = reply('Wichtig: Unsere Kundendaten dürfen nicht für das Training fremder Modelle verwendet werden.');
    expect(text).toContain('nie zum Training');
    expect(text).not.toMatch(/^Nein\./);
  });

  it('answers what happens after getting in touch with the discovery call', () => {
    expect(reply('what happens if I get in touch with you?')).toContain('**Discovery**');
  });

  it('answers what a package adds, asked in German', () => {
    const { replies } = play(['Hallo, wir sind eine Bank in Köln.', 'Was genau bringt Enterprise zusätzlich?']);
    expect(replies[1]).toContain('SSO und rollenbasierter Zugriff');
  });
});

describe('a follow-up that asks about the sentence before it', () => {
  it('answers "for what exactly" after the 4 days, and "Please confirm." after a contract request', () => {
    expect(reply('your homepage says go-live in 4 days. for what exactly')).toContain('Day 1');
    expect(reply('We need you to sign our template NDA ahead of the steering committee. Please confirm.')).toContain(
      'contract terms such as an NDA',
    );
  });

  it('reads data that must not go to the US as a residency requirement, and a model that flags cases as predictive', () => {
    expect(reply('We do not want that our client data goes to the US servers.')).toMatch(/region you choose|your own cloud account/);
    expect(reply('We want a model that spots unusual insurance claims before an adjuster opens them.')).toContain(
      'A predictive model is exactly the kind of project',
    );
  });
});

describe('a reminder of an answer already given', () => {
  it('recalls the sentence a German compound asks about ("Kundendaten" → "Daten")', () => {
    const { replies } = play(['Wo würde das gehostet?', 'Nochmal zum Hosting: Heißt das, die Kundendaten verlassen unser Haus nicht?']);
    expect(replies[1]).toContain('Ihre Daten bleiben in Ihrer Umgebung');
  });
});

describe('a reminder that says something, and the tone of voice', () => {
  it('reminds of what the answer said, not of its bare "Yes."', () => {
    const { replies } = play([
      'We need a web portal.',
      'Can it do screen readers?',
      'And it must be accessible, some of our staff are blind.',
    ]);
    expect(replies[2]).toMatch(/^As I mentioned: The interfaces we build meet WCAG 2\.2 AA/);
    const french = play([
      'On veut un portail web.',
      "L'interface est accessible ?",
      "Et l'interface doit être accessible, nos agents sont malvoyants.",
    ]);
    expect(french.replies[2]).not.toMatch(/Comme indiqué : Oui\.$/);
  });

  it('answers the tone of voice with the package that sets it, in three languages', () => {
    expect(reply('Can the assistant match our brand voice?')).toContain('tone of voice: in the **Professional AI CRM** and above');
    expect(reply('Wie ist das mit der Tonalität?')).toContain('ab dem **Professional AI CRM**');
    expect(reply('Et le ton ? Nous avons une charte éditoriale très précise.')).toContain('dans le **Professional AI CRM**');
  });

  it('reads an assistant on the public site as a chatbot', () => {
    expect(play(['Nous envisageons un assistant sur notre site public pour répondre aux clients.']).state.context.projectType).toBe(
      'chatbot',
    );
  });
});

describe('a reminder too short to say anything', () => {
  it('is said with the answer’s opening', () => {
    const { replies } = play([
      'Where would our data be hosted?',
      'So concretely, would the data stay with us or with our hosting provider?',
    ]);
    expect(replies[1]).toMatch(/^As I mentioned: Where you choose: we deploy in your own cloud account/);
    const french = play([
      'Où seraient hébergées nos données ?',
      'Donc concrètement, les données resteraient chez nous ou chez notre hébergeur ?',
    ]);
    expect(french.replies[1]).toMatch(/^Comme indiqué : Là où vous le décidez : nous déployons/);
  });
});

describe('a project added to what the visitor already runs', () => {
  it('knows the stage of an assistant added to an existing app, and does not ask it', () => {
    const { state, replies } = play(['We want to add an assistant to our existing merchant app, answering questions on payouts.']);
    expect(state.projectStage).toBe('enhancement');
    expect(replies[0]).not.toMatch(/Where does the project stand today/);
  });
});

describe('follow-ups that name two things, and who is answering', () => {
  it('reminds of each line a follow-up asks about, not the list’s first one', () => {
    const { replies } = play(['How do you keep our data secure?', 'And what about retention limits and encryption in what you build?']);
    expect(replies[1]).toContain('retention limits');
    expect(replies[1]).toContain('Encryption in transit and at rest');
    expect(replies[1]).not.toContain('Private deployments');
  });

  it('reads "is it a robot answering me?" in any of the three languages as asking who is writing', () => {
    expect(reply('wait, is it a robot typing these replies?')).toMatch(/^I'm Vera, the AI assistant/);
    expect(reply('Nous sommes une banque.', 'euh, c’est une machine qui me répond ?')).toMatch(/^Je suis Vera/);
  });
});

describe('what the visitor already gave, and who else is writing', () => {
  it('confirms where the team will reach them when a person is asked for after the contact was given', () => {
    const text = reply(
      'We are an insurer and want a claims assistant. anna@insurer.example',
      'Fine, have someone from sales contact me then.',
    );
    expect(text).toContain('will get back to you at **anna@insurer.example**');
    expect(text).not.toMatch(/leave your e-mail/);
    const german = reply('Wir sind eine Sparkasse, k.maier@spk.example', 'Bitte soll mich jemand kontaktieren, meine Adresse haben Sie.');
    expect(german).toContain('wir erreichen Sie unter **k.maier@spk.example**');
  });

  it('takes a trade fair offering booth space, in any language, for a vendor', () => {
    expect(
      play(['We still have two booth spaces available at HealthTech Expo. Who decides on event budgets at your company?']).state
        .visitorKind,
    ).toBe('vendor');
    expect(play(['Für den Fintech-Kongress sind noch Standflächen frei, Frühbucherpreis bis Montag.']).state.visitorKind).toBe('vendor');
    expect(
      play(['Il nous reste des emplacements au salon Fintech de Nantes, qui décide des budgets salons chez vous ?']).state.visitorKind,
    ).toBe('vendor');
  });

  it('points a patient waiting for blood test results to their lab', () => {
    const { state } = play(['Had a blood test on Monday, still waiting for my results, can you look them up?']);
    expect(state.visitorKind).toBe('lost_visitor');
  });

  it('does not take the number of the line their customers call for the visitor’s phone', () => {
    const { state } = play(['We run a pharmacy chain. Customers ring our service hotline 020 7946 0958 and wait too long.']);
    expect(state.extractedData.phone).toBeUndefined();
    expect(play(['Reach me through our switchboard 020 7946 0958.']).state.extractedData.phone).toBe('020 7946 0958');
  });

  it('reads "I lead the claims team" as no sales leads', () => {
    expect(play(['I lead the claims team at an insurer; we want a document assistant.']).state.context.identifiedNeeds).not.toContain(
      'lead management',
    );
  });
});

describe('what a follow-up points at, and someone else’s words', () => {
  it('takes a patient’s question quoted by a prospect as a decision for their staff, not a lost patient', () => {
    const { state, replies } = play([
      'We run a network of labs and want a chatbot for patients.',
      "People will write 'my cholesterol is 7, is that bad?'. How would the bot answer that?",
    ]);
    expect(state.visitorKind).toBe('prospect');
    expect(replies[1]).toMatch(/decision for your qualified staff/);
  });

  it('answers "we must sign our NDA first. ok?" with the contract terms the team settles', () => {
    expect(reply('We are an audit firm.', 'Once we share test data you have to sign our NDA. ok?')).toMatch(
      /I can't confirm contract terms/,
    );
  });

  it('answers "can it pass the chat to our receptionists" with the hand-over to their team', () => {
    expect(reply('We run dental practices.', "If the bot doesn't know, can it pass the chat to our receptionists?")).toMatch(
      /hand over to your team/,
    );
  });

  it('reads "something you would take on?" as a project we do, not a hand-over', () => {
    const text = reply('We need a web portal with live sensor data for our engineers. Something you would take on?');
    expect(text).not.toMatch(/hand over to your team/);
    expect(text).toMatch(/^A customer portal is exactly the kind of project we deliver/);
  });

  it('answers "which would you pick" between two technologies of the stack with both, chosen in the proposal', () => {
    expect(reply('We need a claims portal.', 'For the events, which would you use: Kafka or RabbitMQ?')).toMatch(
      /Kafka and RabbitMQ are part of the stack we build with; which one fits/,
    );
  });

  it('answers "what would we need?" after a chat for the website with the packages', () => {
    expect(reply('We would like a chat like this one on our practice website. What would we need?')).toMatch(
      /\| \*\*Starter AI CRM\*\* \|/,
    );
  });

  it('recommends the Starter when the visitor has no CRM and asks whether it is enough', () => {
    expect(reply('We want a chat on our clinic website.', "We don't have a CRM. Would Starter be sufficient?")).toMatch(
      /\(no CRM to connect\), I'd recommend the \*\*Starter AI CRM\*\*/,
    );
  });

  it('takes "the other one" after two packages and a recommendation for the one not recommended', () => {
    const { replies } = play([
      'Private bank, we want an assistant with audit logs and SSO.',
      'Professional or Enterprise, which fits us?',
      'And the other one, what is missing?',
    ]);
    expect(replies[1]).toMatch(/\*\*Enterprise AI CRM\*\*/);
    expect(replies[2]).toMatch(/The \*\*Professional AI CRM\*\*/);
  });
});

describe('a requirement against invented content, then "how do you ensure that?"', () => {
  it('answers how answers stay grounded and declines nothing', () => {
    const text = reply('We are a medical publisher.', 'Our editors insist: no fabricated citations. How would you make sure of that?');
    expect(text).toMatch(/evaluation and guardrails/);
    expect(text).not.toMatch(/I can't confirm that here, and I'd rather not guess/);
  });
});

describe('a follow-up that names its own subject', () => {
  it('answers how long "the second one" takes with the custom timeline, not how long data is kept', () => {
    const text = reply('Two ideas: a staff assistant over our procedures, and later a booking app.', 'and how long for the second one?');
    expect(text).toMatch(/written proposal/);
    expect(text).not.toMatch(/180 days/);
  });

  it('answers "the booking app part, is that something you\'d build too?" from what we build', () => {
    expect(
      reply(
        'We want a staff assistant over our procedures, and later maybe a booking app.',
        "and the booking app part, is that something you'd build too?",
      ),
    ).toMatch(/mobile/i);
  });

  it('reads "l\'autre idée" as the other idea told, not the other package', () => {
    const text = reply(
      'Deux projets : un chatbot pour nos clients et un assistant interne sur nos procédures.',
      'Quelle différence entre Starter et Professional ?',
      "et pour l'autre idée, l'assistant interne ?",
    );
    expect(text).not.toMatch(/\*\*Enterprise AI CRM\*\*/);
  });
});

describe('single sign-on with a directory, and the way to the data controls asked again', () => {
  it('answers SSO against "our company directory" or Okta with the security list', () => {
    expect(reply('We are a pension fund.', 'does it do SSO with our corporate directory?')).toMatch(/single sign-on/);
    expect(reply('Nous sommes une mutuelle.', "Connexion via notre annuaire d'entreprise possible ?")).toMatch(/authentification unique/);
  });

  it('shows the way to "Delete my data" again for "where do I find that?" right after it', () => {
    const { replies } = play(['I typed a patient name in here by mistake, please delete it', 'sorry, where is that exactly?']);
    expect(replies[1]).toMatch(/Delete my data/);
  });
});

describe('a package set against "the middle one"', () => {
  it('says what the package named before adds, asked "and vs the middle one?"', () => {
    expect(reply('tell me about the enterprise plan', 'ok and how does that compare to the middle one')).toMatch(
      /\*\*Enterprise AI CRM\*\* adds: private or on-premise deployment/,
    );
  });
});

describe('no list repeating the answer, and "dire n’importe quoi"', () => {
  it('answers "nobody gets to keep our data?" with the training answer alone, not the security list beside it', () => {
    const text = play([
      'We want AI to read our claim forms.',
      'to be clear, OpenAI or whoever does not get to keep or learn from our claims data?',
    ]).replies[1];
    expect(text).toMatch(/never used to train third-party models/);
    expect(text).not.toMatch(/Security and privacy are the core/);
  });

  it('reads "ne doit jamais dire n’importe quoi" as answers never made up', () => {
    expect(play(["L'assistant ne doit jamais répondre n'importe quoi aux assurés."]).state.context.technicalRequirements).toContain(
      'no made-up answers',
    );
  });
});

describe('a number corrected in the same message', () => {
  it('keeps the corrected number, not the one taken back', () => {
    const { replies, state } = play([
      'We want a claims assistant for our insurance brokers.',
      'ring me on 020 7946 0321 - oops, wrong, it is 020 7946 0312',
    ]);
    expect(state.extractedData.phone).toBe('020 7946 0312');
    expect(replies[1]).toContain('020 7946 0312');
    expect(replies[1]).not.toContain('0321');
  });
});

describe('follow-ups that were answered twice or not at all, as the reading of blind-40 found them', () => {
  it('answers an existing client’s "Qui je contacte ?" and "vous pouvez pas regarder…?" without a decline', () => {
    const { replies } = play([
      'Bonjour, nous sommes déjà clients : le portail que vous avez livré affiche une erreur depuis hier. Qui je contacte ?',
      'vous pouvez pas regarder de votre côté ?',
    ]);
    expect(replies[0]).not.toContain('Je ne peux pas le confirmer');
    expect(replies[1]).toMatch(/^Je ne peux pas vérifier ni consulter votre projet/);
  });

  it('does not answer "my partners are worried about that" with the partnership address', () => {
    expect(
      reply(
        'We want an assistant over our client files.',
        'also how do you stop it from inventing stuff - my partners are worried about that',
      ),
    ).not.toContain('Partnership');
  });

  it('reads "ok, let’s talk. book it" as the call accepted', () => {
    expect(reply('We want an assistant over our client files.', "ok, let's talk. book it")).toContain(
      "Let's set up your free consultation",
    );
  });
});

describe('an assistant weighed against an off-the-shelf one, as the reading of blind-41 found it', () => {
  it('does not ask what to build after "why build this with you instead of using ChatGPT Enterprise?"', () => {
    const { replies, state } = play(['Our advisers want AI help. Why build it with you instead of buying ChatGPT Enterprise?']);
    expect(state.context.projectType).toBe('chatbot');
    expect(replies[0]).not.toContain('What would you like to build');
  });
});

describe('follow-ups and tenders, as the reading of blind-44 found them', () => {
  it('reads a procurement for a citizen-facing information assistant as an assistant project', () => {
    const { state } = play(["We're preparing a procurement for a citizen-facing vaccination information assistant."]);
    expect(state.context.projectType).toBe('chatbot');
  });

  it("answers where citizens' data would be stored with where it is hosted, not how long it is kept", () => {
    const text = reply("We're a public health agency.", "Where would citizens' data be stored?");
    expect(text).toContain('we deploy in your own cloud account');
    expect(text).not.toContain('kept for 180 days');
  });

  it('answers "when will they call, roughly?" after a call-back with when the team replies', () => {
    const text = reply(
      'I coordinate IT for a home care organisation. Please have someone call me about an assistant, my number is +31 6 4128 3390.',
      'And when will they call, roughly?',
    );
    expect(text).toContain('one business day');
    expect(text).not.toContain('Nothing formal');
  });

  it('lists what a package includes when asked after it was shown, not its one-line description again', () => {
    const text = reply('Wir wollen einen Chatbot für unsere Praxen. Was kostet euer Starter-Paket?', 'Und was ist da genau drin?');
    expect(text).toContain('Übergabe per E-Mail an Ihr Vertriebsteam; Deployment in Ihrer Umgebung.');
  });

  it('answers "was habt ihr da?" after a project fit for a package with the packages, not the agency overview', () => {
    const text = reply(
      'servus, wir sind n versicherungsmakler in graz. hätten gern nen KI-assistenten auf der website, der leads vorqualifiziert und in unser salesforce schiebt. was habt ihr da?',
    );
    expect(text).toContain('**Professional AI CRM**');
    expect(text).not.toContain('**E-Commerce**');
  });

  it('takes a declined e-mail in Austrian German and answers "an wen schreib ich?" with the address', () => {
    const { state, replies } = play([
      'Wir wollen einen Website-Assistenten für unsere Maklerfirma.',
      'meine mail geb ich hier ned raus, ich meld mich selber. an wen schreib ich?',
    ]);
    expect(replies[1]).toContain('hello@vaultline.ai');
    expect(replies[1]).not.toContain('Das kann ich hier nicht bestätigen, und ich möchte nicht raten');
    expect(replies[1]).not.toContain('hinterlassen Sie hier Ihre E-Mail-Adresse');
    expect(state.contactDeclined).toBe(true);
  });

  it('takes "…n dashboard, wo wir sehen…" (read "where we see") for a need described, not a question about UI work', () => {
    const text = reply(
      'hätten gern nen KI-assistenten auf der website, der leads vorqualifiziert und in unser salesforce schiebt.',
      'welches würdet ihr uns empfehlen? wir brauchen auch n dashboard, wo wir sehen was die leute so fragen',
    );
    expect(text).toContain('**Professional AI CRM**');
    expect(text).not.toContain('UI-Entwicklung');
  });
});

describe('people, mix-ups and follow-ups, as the reading of blind-45 found it', () => {
  it.each([
    'yeah no. I want a sales rep to call me. community bank in Austin, we need an AI assistant for our help center.',
    "Parfait. J'aimerais jaser avec quelqu'un de votre équipe avant d'aller plus loin.",
    'Notre projet : résumer les comptes rendus clients. Je souhaite être rappelé par un responsable commercial au +41 22 555 01 87.',
  ])('hands "%s" over to a person', (message) => {
    expect(play([message]).state.handoverRequested).toBe(true);
  });

  it('does not hand over a visitor who asks not to be called', () => {
    expect(play(['Nous sommes une banque à Lyon. Je ne souhaite pas être recontacté, juste des infos.']).state.handoverRequested).toBe(
      false,
    );
  });

  it('points a bank customer with a blocked card to their bank, and says what we are when asked again', () => {
    const { replies, state } = play([
      "Bonjour, ma carte Visa est bloquée depuis ce matin et je ne peux plus payer. Vous pouvez la débloquer svp ?? c'est urgent",
      'mais vous êtes pas la banque Vaultline ?',
    ]);
    expect(state.visitorKind).toBe('lost_visitor');
    expect(replies[0]).toContain('Contactez directement votre banque');
    expect(replies[1]).toContain('Vaultline AI est une agence de logiciels');
  });

  it('tells someone renting a storage unit that this is not that company', () => {
    const { replies, state } = play(['hi do you have a 10x10 climate controlled unit near Bristol? need it from the 1st']);
    expect(state.visitorKind).toBe('lost_visitor');
    expect(replies[0]).not.toContain('discovery call');
  });

  it('reads a fine threatened for a "registration" with our bank details asked for as a scam', () => {
    const { replies, state } = play([
      'Datenschutzauskunft-Zentrale: Ihr Gewerbebetrieb ist gemäß DSGVO registrierungspflichtig. Ohne Rückmeldung bis Freitag droht ein Bußgeld. Bitte bestätigen Sie Firmenanschrift und Bankverbindung für die Jahresgebühr von 498 €.',
    ]);
    expect(state.visitorKind).toBe('spam');
    expect(replies[0]).not.toContain('Erstgespräch');
  });

  it('keeps a KYC project that must check customers’ bank accounts against fines a prospect', () => {
    expect(play(['Our KYC flow must confirm the customer’s bank account details, otherwise we face fines.']).state.visitorKind).toBe(
      'prospect',
    );
  });

  it('reads "je peux l\'effacer ?" after a question about this conversation as erasing it', () => {
    const text = reply(
      "Cabinet d'avocats à Bruxelles, on veut un assistant sur nos notes internes.",
      "ok. vous gardez cette conversation combien de temps ? j'en ai un peu trop dit, je peux l'effacer ?",
    );
    expect(text).toContain('Delete my data');
  });

  it('says a WhatsApp Business API is not confirmed by name', () => {
    expect(reply('we want a chatbot for loan enquiries. can u integrate with whatsapp business api??')).toContain(
      "I can't confirm that particular one here",
    );
  });

  it('answers "Our storefront is Angular, is that a problem?" with the stack', () => {
    const text = reply('We run an online pharmacy. Our storefront is Angular, is that a problem?');
    expect(text).toContain('React, TypeScript, Angular');
    expect(text).not.toContain("I can't confirm that here");
  });

  it('answers "it should pass those cases to our pharmacists. Possible?" with the hand-over', () => {
    const text = reply(
      'We run an online pharmacy and want a support assistant.',
      'Right, so it should pass those cases to our pharmacists. Possible?',
    );
    expect(text).toContain('hand over to your team');
  });

  it('says who gets in touch first when the next steps are asked after the contact was left', () => {
    const text = reply(
      'Wir sind eine Volksbank und wollen einen Chat-Assistenten für unsere Website. Budget 60.000 €, Sie erreichen mich unter m.huber@vb-example.de',
      "Und wie geht's jetzt weiter?",
    );
    expect(text).toContain('Als Nächstes meldet sich eine Person aus unserem Team');
    expect(text).toContain('m.huber@vb-example.de');
  });

  it('answers "So what happens now?" with the steps and who gets in touch', () => {
    const text = reply(
      'We are a credit union and want an assistant on our website. Reach me at ana@cu-example.org',
      'So what happens now?',
    );
    expect(text).toContain('Next, a person from our team gets in touch at **ana@cu-example.org**');
    expect(text).toContain('**Discovery**');
  });

  it('answers "warum nicht einfach Microsoft Copilot nehmen?" with the difference to a ready-made copilot', () => {
    const text = reply(
      'Steuerkanzlei in Stuttgart. Warum sollten wir nicht einfach Microsoft Copilot nehmen, das haben wir doch schon in M365?',
    );
    expect(text).toContain('Eine private Lösung läuft in Ihrer eigenen Umgebung');
  });

  it('reads "deutsche firma?" as where we are, not as a language', () => {
    const text = reply('Steuerkanzlei in Stuttgart, wir wollen Belege erkennen lassen.', 'und wo sitzt ihr eigentlich? deutsche firma?');
    expect(text).not.toContain('Deutsch, Französisch');
  });

  it('answers "vous pouvez pas juste me dire si 40k ça passe ?" with the honest budget answer', () => {
    const text = reply(
      'clinique privée à marseille, on veut un assistant pour la prise de rdv.',
      'vous pouvez pas juste me dire si 40k ça passe ?',
    );
    expect(text).toMatch(/Je ne peux pas confirmer/);
  });

  it('reads "au stade de la réflexion" as an idea and does not ask the stage again', () => {
    const { state } = play([
      'Assureur à Nantes, on veut aider nos gestionnaires à retrouver des clauses. On en est encore au stade de la réflexion.',
    ]);
    expect(state.projectStage).toBe('concept');
    expect(chooseQuickReplies(state).map((each) => each.text)).not.toContain('Juste une idée');
  });

  it('gives the 4 days with how a broader project is timed', () => {
    const text = reply(
      "Mutuelle santé à Bordeaux, on veut un assistant dans l'espace adhérent.",
      "Et côté délais, c'est quoi les 4 jours annoncés sur le site ? Notre projet est plus large qu'un simple chatbot.",
    );
    expect(text).toContain('uniquement pour les forfaits');
  });

  it('answers "vous revenez vers moi sous combien de temps ?" with the response time, not a decline', () => {
    const text = reply('Mutuelle santé à Bordeaux, on veut un assistant.', 'Vous revenez vers moi sous combien de temps ?');
    expect(text).toContain('jour ouvré');
    expect(text).not.toContain('Je ne peux pas le confirmer ici');
  });
});

describe('terse follow-ups and hearsay, as the reading of blind-47 found them', () => {
  const opening = 'cto, b2b fx payments, london. 40 ppl. stack is node + rabbitmq. can you plug an LLM into our ops tooling';

  it('answers a bare "models?" with the models we build on', () => {
    expect(reply(opening, 'models?')).toMatch(/Hugging Face/);
  });

  it('reads "k. price" as the price asked after an assent', () => {
    expect(reply(opening, 'k. price')).toMatch(/quote/);
  });

  it('answers a ballpark asked to be e-mailed, and notes the address', () => {
    const text = reply(opening, 'skip the call. email a ballpark to tom@lattice-fx.com');
    expect(text).toMatch(/discovery call/);
    expect(text).toContain('tom@lattice-fx.com');
  });

  it.each(['how fast then? someone told me 4 days lol', "Et c'est rapide ? On m'a dit 4 jours.", 'Wie schnell? Ich habe gehört, 4 Tage?'])(
    'does not take "%s" for the visitor\'s own timeline',
    (message) => {
      expect(play(['We are a retail broker and need a support bot.', message]).state.qualification.factors.timelineMentioned).toBe(false);
    },
  );
});

describe('reminders and names, from the same judged set', () => {
  it('says yes before the reminder when a capability shown before is asked as yes or no', () => {
    const text = reply('How do you keep our data secure?', 'Could our staff sign in through our Okta with single sign-on?');
    expect(text).toMatch(/^Yes, as I mentioned:/);
    expect(reply('Wie schützen Sie unsere Daten?', 'Anmeldung über unser Okta per SSO - geht das?')).toMatch(/^Ja, wie erwähnt:/);
  });

  it('does not say yes to "is that a problem?"', () => {
    const text = reply(
      'Can AI extract the data we need from our documents?',
      'Some scans are blurry: is that a problem for the extraction?',
    );
    expect(text).not.toMatch(/^Yes/);
  });

  it('answers who can see the records with access control, not the contract terms', () => {
    const text = reply('We want an assistant for our pharmacy. Who can see the customer records once they are in there?');
    expect(text).toContain('role-based access');
    expect(text).not.toMatch(/NDA/);
  });

  it('names "the" system of a visitor who speaks of "our" work as theirs to confirm, not as unknown', () => {
    const text = reply(
      'Our clerks type the invoices into the Navision by hand. Could your AI read them and pass the fields into the Navision?',
    );
    expect(text).toContain("I can't confirm Navision specifically here; the team confirms it in the discovery call.");
    expect(text).not.toMatch(/that particular one/);
  });

  it('reads a German question split by a comma before its clause as one question', () => {
    expect(reply('Wie wird protokolliert, wer auf Patientendaten zugreift?')).not.toMatch(/nicht bestätigen/);
  });

  it('does not read handing fields to a system as a request for a person, in German', () => {
    const { state } = play(['Kann Ihre KI die Beträge auslesen und an unsere Buchhaltungssoftware übergeben?']);
    expect(state.handoverRequested).toBe(false);
  });
});
