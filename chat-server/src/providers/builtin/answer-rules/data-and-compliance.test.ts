/**
 * Vera's reply rules (issue 45), data, hosting, models and rulebooks: where data stays, which models run, and what a regulated buyer asks.
 */
import path from 'node:path';
import { knowledge, play, reply, answerOpening, playExamples } from '../../../test-support/vera-conversation.js';

describe('sub-questions the sales-lead reading found dropped', () => {
  it('answers pen-test reports with the certification answer and "anything I can show my board" with the evidence', () => {
    const text = reply('Pen-test reports? Anything I can show my board?');
    expect(text).toContain('audit reports');
    expect(text).toContain(knowledge.answers.find((answer) => answer.id === 'evidence-instead-of-certificate')!.answer.slice(0, 30));
  });
});

describe('what a regulated buyer compares and states in passing', () => {
  it('reads a capped budget, the price side and who may not see what', () => {
    expect(play(['Wir haben max 40k dafür.']).state.budget).not.toBeNull();
    expect(reply('Et côté prix, on parle de quoi ?')).toMatch(/devis/);
    expect(reply('Nos agents se connectent via Entra ID, et tous ne doivent pas voir tous les dossiers. Faisable ?')).toContain(
      'accès par rôles',
    );
  });
});

describe('certificates and standards, named as asked', () => {
  it('names the standard asked and says what can be shown instead, without rulebooks the visitor did not ask about', () => {
    const text = reply('Do you hold Cyber Essentials Plus?');
    expect(text).toMatch(/Cyber Essentials Plus: I can't confirm/);
    expect(text).toContain('your own controls and audits apply');
    // A framework is a way to buy, which no account of how the system is built replaces: the decline alone.
    expect(reply('Are you listed on the Crown Commercial Service G-Cloud framework?')).toMatch(/G-Cloud: I can't confirm/);
    expect(text).not.toMatch(/HIPAA/);
    // A second standard asked later gets the decline again, for that one, without the whole paragraph.
    const { replies } = play(['Are you SOC 2 Type II audited?', 'Do you hold TISAX then?']);
    expect(replies[1]).toMatch(/^On TISAX: I can't confirm certifications/);
    expect(replies[1]).not.toContain('What we can show instead');
  });
});

describe('data handed to a system, the way forward, and experience with a connection', () => {
  it('reads data handed over to the visitor’s own system as no request for a person', () => {
    const { state } = play(['Können Sie Rechnungen auslesen und die Daten an unser Buchungssystem übergeben?']);
    expect(state).toMatchObject({ handoverRequested: false });
  });
});

describe('one case decided, data kept from a provider, the models, the process and the next step asked in other words', () => {
  it('declines a system deciding whether one person gets a medicine or a debt relief', () => {
    expect(reply('Could the assistant tell a nurse whether to give a sedative to a specific patient?')).toContain(
      answerOpening('individual-decisions').slice(0, 60),
    );
    expect(reply("L'assistant pourrait-il accorder seul un échéancier à un client en retard ?")).toMatch(
      /[Jj]e ne peux pas confirmer qu'un système/,
    );
  });
});

describe('familiarity and projects in other words, as the reading of the older read sets found them', () => {
  it.each([
    'Are you familiar with the DORA requirements?',
    'Vous maîtrisez les exigences DORA ?',
    'Kennen Sie die DORA-Anforderungen?',
    'Kennt ihr euch mit NIS2 aus?',
  ])('answers "%s" with what we can show instead of a regulatory status', (message) => {
    expect(reply(message)).toMatch(/regulatory status|statut réglementaire|Aufsichtsstatus/);
  });
});

playExamples(path.join(__dirname, 'data-and-compliance.examples.json'));
