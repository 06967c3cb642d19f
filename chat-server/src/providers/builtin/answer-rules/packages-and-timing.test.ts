/**
 * Vera's reply rules (issue 45), the packages, prices, budgets and timelines: which package fits, what it costs to know, and how long things take.
 */
import path from 'node:path';
import { knowledge, play, reply, playExamples } from '../../../test-support/vera-conversation.js';

describe('prospects whose words look like something else', () => {
  it('reads "how much iron" as a quantity, never a price', () => {
    expect(reply('How much vitamin D should I take?')).not.toContain(knowledge.pricingNote);
    expect(reply('how much tho')).toContain(knowledge.pricingNote);
  });
});

describe('more ways to say when and whether', () => {
  it('reads a half-year, the end of next quarter and a corrected typo in an address', () => {
    expect(play(['Wir peilen das zweite Halbjahr an.']).state.context.timeline).toMatch(/second half/);
    expect(play(['On vise la fin de l’année.']).state.context.timeline).toBeTruthy();
    const corrected = play(['Mail: j.doe@clinic.example – Moment, Tippfehler, richtig ist j.doee@clinic.example']);
    expect(corrected.state.extractedData.email).toBe('j.doee@clinic.example');
  });
});

describe('one thank-you per reply', () => {
  it('thanks for contact details once, and says what the budget does without a second thanks', () => {
    const text = reply('We need a chatbot for our insurance website. Budget 60k, live by June. Reach me at ana@insure.example.');
    expect(text.match(/\bthank/gi) ?? []).toHaveLength(1);
    expect(text).toContain('That budget helps us scope the project');
  });
});

describe('a request for information written as one paragraph', () => {
  it('reads the hand-over it requires of the system as a requirement, and answers each thing it asks us to indicate', () => {
    const { replies, state } = play([
      'We are preparing an RFI for a patient-service assistant. It must run in our own AWS account, hand over to human agents in our service desk when it cannot answer, and keep an audit trail. Could you indicate your typical project approach, your pricing approach, and provide two references from comparable hospitals?',
    ]);
    expect(state.handoverRequested).toBe(false);
    expect(replies[0]).toContain('This is how we work together');
    expect(replies[0]).toContain(knowledge.pricingNote.slice(0, 40));
    // Preparing an RFI is the planning stage: not asked again.
    expect(state.projectStage).toBe('planning');
    expect(replies[0]).not.toContain('Where does the project stand today');
  });
});

describe("dates that are not the project's", () => {
  it('takes no timeline from "immediately" inside a question about the system, nor from a board meeting in June', () => {
    const urgent = play(['Could the bot tell a caller whether they must go to A&E immediately?']);
    expect(urgent.state.context.timeline).toBeUndefined();
    const board = play(['Our budget is not set yet, the board discusses it in June.']);
    expect(board.state.context.timeline).toBeUndefined();
    // A date the board wants the project live by is the project's.
    expect(play(['The board wants it live before Easter.']).state.context.timeline).toBe('before easter');
  });
});

describe('a budget not set yet, in other words', () => {
  it.each(['We have not set a budget yet; it is exploratory.', 'Eine Summe kann ich noch nicht nennen.'])(
    'is not asked again after "%s"',
    (message) => {
      const { state, replies } = play(['We want an assistant for our members.', message]);
      expect(state.budgetUnknown).toBe(true);
      expect(replies[1]).not.toMatch(/budget range in mind|Budgetrahmen/);
    },
  );
});

describe('nothing said twice or beside the point', () => {
  it('says how long this chat is kept once, in the answer about this chat', () => {
    const text = reply('We run clinics.', 'What happens with the things I write here, and for how long are they stored?');
    expect(text.match(/180 days/g) ?? []).toHaveLength(1);
  });
});

describe('when to talk and how much load, not when the project is due', () => {
  it.each([
    'Could someone from your team speak with me, ideally tomorrow? j.doyle@harbourcare.ie',
    'Passt es, wenn wir am Donnerstag einen Call machen? k.sommer@klinikverbund-nord.de',
  ])('"%s" gives no timeline', (message) => {
    const { state, replies } = play(['We want a patient portal.', message]);
    expect(state.qualification.factors.timelineMentioned).toBe(false);
    expect(replies[1]).not.toMatch(/tight timeline|Zeitplan eines individuellen Projekts/);
  });
});

describe('requirements and wishes stated rather than asked', () => {
  it('answers "we need a rough price for the RFP" with how prices are set', () => {
    expect(reply('We want a chatbot for citizens.', 'Also we need a rough price for the RFP.')).toContain(
      knowledge.pricingNote.slice(0, 40),
    );
  });

  it('answers "…, so we would like to know what it costs" and a call asked of someone', () => {
    const text = reply(
      'We run clinics and want a booking assistant.',
      'No budget set, so we would like to know what it costs. Could someone walk us through it in a call?',
    );
    expect(text).toContain(knowledge.pricingNote.slice(0, 40));
    expect(play(['We run clinics.', 'Could someone walk us through it in a call?']).state).toMatchObject({ handoverRequested: true });
  });

  it('reads "how much false positives" as a measure, not a price', () => {
    expect(reply('We want a fraud model.', 'how much false positives should we expect?')).not.toContain(knowledge.pricingNote.slice(0, 40));
  });
});

describe('words that dilute a question, and questions that point back', () => {
  it('answers a price asked "cost wise" and a cloud the visitor runs on, whatever fillers surround them', () => {
    expect(reply('We want a website assistant.', 'ok and pretty roughly, where do we land cost wise?')).toContain(knowledge.pricingNote);
    const cloud = reply('Our whole estate sits on GCP pretty much, would that be a problem?');
    expect(cloud).toMatch(/your own cloud account \(AWS, Azure or GCP\)/);
  });
});

describe('the question behind the words', () => {
  it('reads matching a product to one person, or a diagnosis made by the system, as an individual decision', () => {
    const decline = /can't confirm that a system we build would make that call on its own/;
    expect(reply('We are a wealth manager and want a client bot.', 'could the assistant tell which fund fits which client?')).toMatch(
      decline,
    );
    expect(reply('We run a skin clinic. We want an AI that establishes a first diagnosis from the photos. Can you do that?')).toMatch(
      decline,
    );
    expect(reply('Nous sommes un réseau de radiologie. On veut une IA qui pose un diagnostic à partir des images. Possible ?')).toMatch(
      /ne peux pas confirmer qu'un système que nous construisons prenne seul une telle décision/,
    );
  });
});

describe('a project told by the work it costs', () => {
  it('reads "we\'re thinking of a tool that…" and "looking for something that … extracts" as a project', () => {
    expect(play(['we are thinking of a tool that drafts replies to complaint letters']).state.context.projectType).toBeDefined();
    expect(play(['Wir suchen etwas, das die eingehenden Lieferscheine ausliest und gleich vorkontiert.']).state.context.projectType).toBe(
      'AI automation',
    );
  });
});

describe('every question of a message, and a recommendation from what was said', () => {
  it('answers our clients asked as "do you have X as customers", and a question after an emoji without its mark', () => {
    const { replies, state } = play(['do you have other building societies as customers? 🙏 also is there a pilot phase']);
    expect(replies[0]).toContain('client names or references');
    // The pilot phase is a second question, declined honestly rather than dropped.
    expect(replies[0]).toContain("On that question: I can't confirm that here");
    expect(state.visitorKind).toBe('prospect');
  });
});

describe('crises, rates and register fees, as the reading of blind-47 found them', () => {
  it.each([
    "Bonjour, on réfléchit à un assistant sur notre site pour les familles. Mais on a peur qu'une personne en crise tombe dessus. Comment vous gérez ça ?",
    'We want an assistant for families on our site. We fear someone in crisis comes across it. How do you handle that?',
  ])('answers how a person in crisis is handled with the hand-over: "%s"', (message) => {
    expect(reply(message)).toMatch(/hand over to your team|passent la main à votre équipe|transmet|à une personne/);
  });

  it.each(["what's your day rate for senior ML engineers?", 'do you have a rate card?', 'Vous auriez une plaquette avec vos tarifs ?'])(
    'answers "%s" with how we quote',
    (message) => {
      expect(reply(message)).toMatch(/quote|devis/);
    },
  );
});

playExamples(path.join(__dirname, 'packages-and-timing.examples.json'));
