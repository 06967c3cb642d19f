/**
 * Vera's reply rules (issue 45), true about itself: what this chat is, which model runs it and what it keeps.
 */
import type { Knowledge } from '../../../assistant/knowledge.js';
import { knowledge, play, reply } from '../../../test-support/vera-conversation.js';

describe('true about itself', () => {
  it('answers questions about this chat from the running configuration', () => {
    expect(reply('Is this conversation being sent to OpenAI right now?')).toContain(
      'no outside AI provider (such as OpenAI) receives your messages',
    );
    const remote: Knowledge = { ...knowledge, runtime: { provider: 'openai', model: 'gpt-test-1' } };
    const text = play(['Which model are you running on?'], remote).replies[0]!;
    expect(text).toContain('a language model from openai (gpt-test-1)');
    expect(text).toContain(`kept with this chat for ${knowledge.retentionDays} days`);
  });

  it('says who answers when asked whether a person reads along', () => {
    const text = reply('is anyone reading this chat live?');
    expect(text).toContain(`I'm ${knowledge.assistantName}, the AI assistant of ${knowledge.agencyName}, not a person.`);
    expect(text).toContain('Our sales team can see the chats on this site in its inbox, this one included');
  });

  it('says what the running configuration does not tell (where the server is hosted), once, with who can', () => {
    const { replies } = play(['Which model runs this chat, and where do my messages go?', 'which model again?']);
    expect(replies[0]).toContain("Where that server is hosted I can't confirm here: the team at hello@vaultline.ai can tell you.");
    expect(replies[1]).toContain('no language model and no outside AI provider');
    expect(replies[1]).not.toContain('AI & Machine Learning');
    expect(reply('Welches KI-Modell beantwortet gerade meine Fragen?')).toContain('kann ich hier nicht bestätigen');
  });
});

describe('what a visitor asks about their own chat data', () => {
  it('shows the data controls for a copy asked by its GDPR article, without starting an erasure', () => {
    const { state, replies } = play(['Nach Art. 15 DSGVO möchte ich eine Kopie meiner Daten aus diesem Chat.']);
    expect(replies[0]).toMatch(/Ihre Daten|Your data/);
    expect(state.requestedAction).toBeNull();
  });

  it('answers "can I delete the chat afterwards?" with the data controls, not the retention period alone', () => {
    expect(reply('Can I delete the conversation afterwards?')).toMatch(/Delete my data/);
  });
});

describe('questions about this chat, named systems and one person’s figures', () => {
  it('answers "is this chat a bot?" and "who reads what I type?" from the running configuration', () => {
    expect(reply('quick one, is this chat a bot?')).toContain('not a person');
    expect(reply('who reads what I type here?')).toContain('inbox');
    expect(reply('Sag mal, bin ich hier mit nem Bot am Chatten?')).toContain('keine Person');
    expect(reply('Wer liest mit, was ich hier schreibe?')).toContain('Posteingang');
  });

  it('reads a named system after "pull from", "connect to" or a ready-made interface as an integration', () => {
    for (const asked of [
      'Can the assistant pull open slots from Cerner?',
      'does it connect to Sage Intacct Manager?',
      'Gibt es eine fertige SAP-Schnittstelle?',
    ]) {
      const text = reply(asked);
      expect(text).toMatch(/existing systems|bestehenden Systeme/);
      expect(text).not.toContain('a person from our team gets back to you');
    }
  });

  it('keeps an acronym the knowledge lacks as a name, and still reads a misspelt one it has', () => {
    expect(reply('We run LOGA for payroll, can you integrate with LOGA?')).toContain('connecting to your existing systems');
    expect(reply('Are you HIPPA complient?')).toContain('HIPAA');
  });

  it("declines one person's figures or outcome however it is put", () => {
    for (const asked of [
      'Could the assistant tell customers their credit score and whether they should refinance?',
      'Could it decide whether a claimant qualifies for the hardship fund?',
      'Could the portal show patients their biopsy results once they log in?',
      'Könnte der Bot Dosierungen empfehlen?',
      "L'outil pourrait-il évaluer l'autonomie d'un bénéficiaire ?",
    ]) {
      expect(reply(asked)).toMatch(/one person's|einzelnen Person|d'une personne/);
      expect(reply(asked)).not.toMatch(/audit logs|Audit-Logs|journaux d'audit/);
    }
  });

  it('answers a figure repeated in disbelief, and takes "send me info at" as contact given', () => {
    expect(reply('4 days?? seriously?')).toMatch(/4 days/);
    expect(reply('4 Tage, echt jetzt? schick mir mal Infos an ana@bank.example')).not.toMatch(/UI-Entwicklung/);
    expect(reply('4 jours, c vrai ??')).toMatch(/4 jours/);
  });

  it('reads "made up" as hallucination, and a long question by its concept when the rest is context', () => {
    expect(reply('how can we be sure the summaries are not made up?')).toContain('guardrails');
    expect(reply('Most of our customers are in their eighties, so would the app be accessible for them?')).toContain('WCAG');
    // A topic the knowledge has of its own is not context.
    expect(reply('And checkout: can you integrate with our payment provider securely?')).toMatch(/checkout/i);
  });

  it('reads a fake billing notice as spam and an IT services firm fishing for rates as a competitor', () => {
    const { state } = play(['URGENT: your hosting is suspended due to an unpaid invoice. Reply CONFIRMED and send the card number.']);
    expect(state.visitorKind).toBe('spam');
    const { state: rival, replies } = play(['On est une ESN, on fait aussi de l’IA. Vous facturez combien la journée ?']);
    expect(rival.visitorKind).toBe('competitor');
    expect(replies[0]).not.toMatch(/appel de découverte/);
  });

  it('flags the hand-over when the visitor asks to be called beside their number', () => {
    expect(play(["I'm Sam, call me on 07700 900123 to set it up."]).state.handoverRequested).toBe(true);
    expect(play(['Vous pouvez m’appeler au 06 12 34 56 78.']).state.handoverRequested).toBe(true);
  });
});

describe('conditions, front ends and our side of the chat', () => {
  it("answers the main question when the visitor's own condition is only context", () => {
    expect(reply('What is the process, if we decide to go ahead?')).toContain('Discovery');
    // "What happens if…" asks about the condition itself.
    expect(reply('What happens if we stop paying?')).not.toContain('Discovery');
  });

  it('reads frontend technologies and who reads the chats on our side', () => {
    expect(reply('Which technologies do you use in the frontend?')).toContain('React');
    expect(reply('who actually reads these chats on your side?')).toContain('inbox');
    // Who sees the conversations in the system we would build is access control, not this chat.
    expect(reply('In the system, who can see the patient conversations?')).toMatch(/role-based|audit/);
  });
});

describe('intake automations, piles of leaflets and which AI runs this chat', () => {
  it('reads an intake assistant that reads reports and drafts the case as document processing, not the packages', () => {
    const text = reply('Is an AI intake assistant that reads incoming claim e-mails and drafts the claim record something you build?');
    expect(text).toContain('Automation like this is exactly the kind of project');
    expect(text).toContain('pulling out what matters');
    expect(text).not.toContain('three packages');
  });

  it('answers "we have like 40 pdfs" with the documents answer and "which ai is running THIS chat?" about this chat', () => {
    expect(reply('and the aftercare leaflets? we have like 40 pdfs')).toContain('document understanding');
    expect(reply('also which ai is running THIS chat? openai?')).toContain('no outside AI provider');
    expect(reply('And which model exactly would you run for us, on how many GPUs?')).not.toContain('Right now this chat');
  });
});

describe('one call to action, one budget line, and what belongs to this chat', () => {
  it('does not follow the team offer with a second call to action', () => {
    const { replies } = play([
      'We are a bank, we need a customer portal with an AI assistant, budget 200k, live in 4 months.',
      'Are you certified under ISO 27001?',
    ]);
    expect(replies[1]).toMatch(/hello@vaultline\.ai/);
    expect(replies[1]).not.toMatch(/best next step|Shall we set up a free consultation/);
  });

  it('says the quote follows the call once when a budget comes with the price question', () => {
    const text = reply('We are a clinic wanting a chatbot. We have 40k, what would it cost?');
    expect(text.match(/written quote/g)?.length).toBe(1);
  });

  it("keeps the languages this chat speaks out of an answer about the visitor's own product", () => {
    expect(reply('Can the assistant answer our customers in Finnish and Swedish?')).not.toMatch(/This chat answers/);
    expect(reply('Can we talk in German here?')).toMatch(/This chat answers in English, German and French/);
  });

  it('reads a phone number written with dots in French, and no call time in a budget range', () => {
    const { state, replies } = play(['Nous voulons un assistant. Budget entre 40 et 60 k€. Appelez-moi au 04.555.12.34.']);
    expect(state.extractedData.phone).toBe('04.555.12.34');
    expect(replies[0]).not.toMatch(/le moment qui vous convient|en tiendra compte/);
  });
});

describe('after a question about this chat, "is it stored in …?"', () => {
  it('says where this chat is stored is not confirmed here, not how client systems are hosted', () => {
    const text = reply('Who reads these messages on your end? Are they kept in Germany?');
    expect(text).toMatch(/Where that server is hosted I can't confirm here/);
    expect(text).not.toMatch(/we deploy in your own cloud account/);
  });
});

describe('what was put in this chat, erased', () => {
  it('points to the data controls when the visitor typed something they should not have and asks to delete it', () => {
    const text = reply('We are a clinic.', 'Oops, I typed a patient’s full name into this chat. Could you remove that?');
    expect(text).toMatch(/Delete my data/);
    expect(text).not.toMatch(/kept for 180 days/);
  });

  it('answers who can see these conversations from this chat, in French word order', () => {
    const text = reply('Bonjour, nous sommes une mutuelle.', 'Qui a accès à ces conversations chez vous ?');
    expect(text).toMatch(/boîte de réception/);
  });
});

describe('asked of what was just said, and of this chat', () => {
  it('reads "we are agreed?" as asking about the sentence before it', () => {
    const text = reply('We run a lab network.', 'Our samples data must never be used to train anyone’s model. Agreed?');
    expect(text).toMatch(/never used to train third-party models/);
  });

  it('answers "is that ChatGPT behind this chat?" about this chat, in French', () => {
    const text = reply('Nous sommes une pharmacie.', "Au fait, c'est ChatGPT derrière ce chat ?");
    expect(text).toMatch(/aucun modèle de langage ni fournisseur d'IA externe/);
  });
});

describe('this chat, asked in other words', () => {
  it('answers whether messages go through a named model, and which model is behind it in German', () => {
    expect(reply('is everything i type here sent to OpenAI?')).toMatch(/no language model and no outside AI provider/);
    expect(reply('Wer liest hier mit? Und welches Modell steckt da dahinter?')).toMatch(/Kein Sprachmodell und kein externer KI-Anbieter/);
  });

  it('says when a person replies to "will anyone see this in time?"', () => {
    expect(reply('I need an answer by Friday noon, does anyone read these messages before then?')).toMatch(/one business day/);
  });
});
