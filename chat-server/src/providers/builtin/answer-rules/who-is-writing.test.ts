/**
 * Vera's reply rules (issue 45), who is writing: buyers, existing clients, job seekers, vendors, journalists and scams, each answered for what they are.
 */
import path from 'node:path';
import { chooseQuickReplies } from '../../../assistant/quick-replies.js';
import { knowledge, play, reply, answerOpening, playExamples } from '../../../test-support/vera-conversation.js';

describe('a rulebook said to apply, and a competitor benchmarking', () => {
  it('does not answer "Ja" to meeting a rulebook the knowledge does not name, and declines it once', () => {
    const text = reply('Das Portal muss barrierefrei sein, für uns gilt die BITV 2.0. Erfüllen Sie die?');
    expect(text).not.toMatch(/^\W*Ja\b/);
    expect(text).toContain('Genau das kann ich hier nicht bestätigen');
    expect(text).toContain('WCAG 2.2 AA');
    expect(text.match(/nicht bestätigen/g)).toHaveLength(1);
  });
});

describe('a prospect who asks about their own health in passing', () => {
  it('stays a prospect, and still gets no medical answer', () => {
    const { replies, state } = play([
      'Our claims events run on Kafka and we need a broker portal on top. Is that your kind of work?',
      'unrelated: my ferritin is 12, is that bad? how much iron should I take?',
    ]);
    expect(replies[1]).toContain("I can't give medical advice");
    expect(state.visitorKind).toBe('prospect');
    expect(state.qualification.score).toBeGreaterThan(0);
  });
});

describe('past work asked in other words, and a student’s survey', () => {
  it('answers "have you worked with…" as references are, in English, German and French', () => {
    const references = /portfolio|Portfolio/;
    expect(reply('Have you worked with other NHS trusts?')).toMatch(references);
    expect(reply('Haben Sie schon für andere Versicherer in Österreich gearbeitet?')).toMatch(references);
    expect(reply('Vous avez déjà travaillé avec une mutuelle ?')).toMatch(references);
  });
});

describe('who is writing, in new words', () => {
  it('points a bank customer who lost a safe deposit key to their bank, asked on with the whole sentence', () => {
    const { replies } = play(['I lost the key to my safe deposit box, what now?', 'Who handles this then?', 'And who do I phone?']);
    expect(replies[0]).toMatch(/isn't your bank's chat/);
    expect(replies[2]).toMatch(/^As I mentioned: /);
    const german = play(['Mein Schließfach geht nicht auf, der Schlüssel ist weg.', 'Und wen rufe ich dann an?']).replies;
    expect(german[1]).toMatch(/^Bitte wenden Sie sich direkt an Ihre Bank, über die Nummer auf Ihrer Karte oder in der App bzw\./);
  });
});

describe('the 4 days read on the site, documents to read, and a goodbye', () => {
  it('takes "I’ll think about it" as a goodbye, with next steps rather than questions under it', () => {
    const { replies, state } = play(['We are a clinic.', 'Ok thanks, I will think about it.']);
    expect(replies[1]).toMatch(/hello@vaultline\.ai/);
    expect(chooseQuickReplies(state).map((button) => button.id)).toEqual(expect.arrayContaining(['schedule-call', 'email-details']));
    expect(play(['Wir sind eine Kanzlei.', 'Danke, ich überlege mir das noch.']).replies[1]).toMatch(/hello@vaultline\.ai/);
  });
});

describe('their build in the packages’ days, a custom price, a competitor and a lost visitor asking again', () => {
  it('does not show the website packages beside the price of a custom build', () => {
    const text = reply(
      'We want a custom claims engine for our underwriters.',
      'What would something like that cost, roughly? I need it for the budget plan.',
    );
    expect(text).toContain(knowledge.pricingNote.slice(0, 40));
    expect(text).not.toMatch(/\| \*\*Starter AI CRM\*\* \|/);
  });
});

describe('who is writing: demands, paid ratings and personal errands', () => {
  it("reads a person's own identifiers and errands as someone in the wrong chat, and never takes them for a phone", () => {
    const prescription = play(['Hi, I need a copy of my prescription, my patient number is 4839201 and DOB 12.05.1979']);
    expect(prescription.state.visitorKind).toBe('lost_visitor');
    expect(prescription.state.extractedData.phone ?? null).toBeNull();
    expect(play(['Please reschedule my MRI to Monday, thanks']).state.visitorKind).toBe('lost_visitor');
    const card = play(["J'ai perdu ma carte vitale hier, numéro de sécu 2 91 03 13 055 123 45, je fais comment ?"]);
    expect(card.state.visitorKind).toBe('lost_visitor');
    expect(card.state.extractedData.phone ?? null).toBeNull();
    // The card of the health insurer is the insurer's business, not a bank's.
    expect(card.replies[0]).toMatch(/assureur|mutuelle/);
  });
});

describe('who is writing, told by a notice, a supplier or a letter of their own; dates said again', () => {
  it('answers "is that enough?" about a budget without speaking of discounts, in each language', () => {
    const english = reply('We want a portal for our brokers, budget around 60k. Would that be enough?');
    expect(english).toContain(answerOpening('budget-fit'));
    expect(english).not.toMatch(/discount/);
    expect(reply('Wir planen ein Kundenportal mit etwa 60.000 € Budget. Reicht das?')).toMatch(/Ob ein bestimmtes Budget ausreicht/);
  });
});

describe('a student asking for half an hour, and staff who take over the conversation', () => {
  it.each([
    'We want an AI assistant for merchant support that hands over to our ticket system when it gets stuck.',
    'Wir wollen einen KI-Assistenten für den Händler-Support, der an unser Ticketsystem übergibt, wenn er nicht weiterweiß.',
  ])('answers an assistant that must hand over, stated without a question: "%s"', (message) => {
    expect(reply(message)).toMatch(/hand over to your team|übergeben an Ihr Team/);
  });
});

describe('who is writing, as the reading of blind-38 found it', () => {
  it('reads a login and password to confirm behind a link as a scam, and a patient waiting for results as lost', () => {
    const scam = play([
      'Votre espace sera suspendu demain. Confirmez immédiatement votre identifiant administrateur et votre mot de passe : http://x.example',
    ]);
    expect(scam.state).toMatchObject({ visitorKind: 'spam', qualification: { stage: 'cold' } });
    expect(play(['Seit einer Woche warte ich auf meine Blutwerte aus der Praxis. Wo bleiben die?']).state.visitorKind).toBe('lost_visitor');
  });

  it('reads a client asking to upgrade or about another package as a prospect', () => {
    const asked = play(["We're already on your Professional AI CRM. Would Enterprise add single sign-on for us?"]);
    expect(asked.state.visitorKind).toBe('prospect');
    expect(asked.replies[0]).toContain('SSO and role-based access');
    expect(play(["we're existing customers and would like to upgrade to Enterprise, who do I talk to?"]).state.visitorKind).toBe(
      'prospect',
    );
    // Set against the package they have, what the one shown adds to it.
    const compared = play([
      'We already have your Professional AI CRM on our portal. Does Enterprise keep audit logs?',
      'and what would be different compared to what we have now?',
    ]).replies[1];
    expect(compared).toContain('**Enterprise AI CRM** adds: private or on-premise deployment');
    expect(compared).not.toContain('**Professional AI CRM** adds');
    // A client with a problem is still pointed to support.
    expect(play(["we're already on your Enterprise AI CRM and the SSO login broke this morning, who fixes this?"]).state.visitorKind).toBe(
      'existing_client',
    );
  });
});

describe('an existing client’s follow-ups, as the reading of blind-39 found them', () => {
  it('answers a ticket’s status with what this chat cannot look up, and where to write', () => {
    const { replies } = play([
      'We are already a client (project Member Portal). The export has been failing since Monday.',
      'can you tell me the status of ticket 44-901?',
    ]);
    expect(replies[1]).toContain("I can't look up orders, invoices or tickets in this chat.");
    expect(replies[1]!.match(/As I mentioned/g)).toHaveLength(1);
    expect(replies[1]).toContain('hello@vaultline.ai');
    expect(replies[1]).not.toContain("I can't confirm that here");
  });
});

describe('who is writing, and what they ask of us, as the reading of blind-44 found it', () => {
  it("takes a provider's 'support' asking for our technical lead's contacts over a billing anomaly for a scam", () => {
    const { state, replies } = play([
      "Bonjour, ici le support Microsoft Azure. Votre abonnement Vaultline présente une anomalie de facturation. Merci de nous transmettre l'e-mail et le téléphone de votre responsable technique pour régulariser sous 24 h.",
      "C'est urgent, sinon vos services seront coupés. Donnez-nous au moins le nom de votre CTO.",
    ]);
    expect(state.visitorKind).toBe('spam');
    expect(state.qualification.stage).toBe('cold');
    expect(replies.join(' ')).not.toContain('appel de découverte');
    // A prospect in a hurry asking for our technical lead is still a prospect.
    expect(play(["It's urgent. Can you give me the phone of your technical lead?"]).state.visitorKind).toBe('prospect');
  });
});

describe('calls, routes and scams pressing on, as the reading of blind-44 found them', () => {
  it('answers "Wann darf ich mit einem Anruf rechnen?" beside a number with when, not how to prepare the call', () => {
    const text = reply(
      'Wir möchten die Pflegedokumentation mit KI vereinfachen.',
      'Am besten rufen Sie mich mal an: 0201 7294 4410. Wann darf ich mit einem Anruf rechnen?',
    );
    expect(text).toContain('meldet sich innerhalb von einem Arbeitstag');
    expect(text).not.toContain('Nichts Formelles');
    // The words that only lead to the number are no wish to pass on.
    expect(text).not.toContain('Am besten rufen Sie mich mal an');
  });

  it('gives a job seeker the address once, with the careers route', () => {
    const text = reply(
      'Hallo! Ich bin 17 und suche ab August einen Ausbildungsplatz als Fachinformatiker für Anwendungsentwicklung. Bildet ihr aus?',
    );
    expect(text).toContain('„Careers“');
    expect(text.match(/hello@vaultline\.ai/g)).toHaveLength(1);
  });
});

playExamples(path.join(__dirname, 'who-is-writing.examples.json'));
