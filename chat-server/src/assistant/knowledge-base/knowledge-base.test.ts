import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadKnowledge, parseKnowledge } from '../knowledge.js';
import { englishGloss } from '../understanding/gloss.js';
import { KnowledgeBase, knowledgeBaseFor } from './knowledge-base.js';

const file = path.resolve(__dirname, '../../../knowledge/vaultline.json');
const knowledge = loadKnowledge(file);
const base = new KnowledgeBase(knowledge);
const answerIds = (question: string) => base.answer(question).matches.map((match) => match.entry.id);

describe('knowledge base search (MiniSearch)', () => {
  it.each([
    ['If I fill out the form, how fast does someone get back to me?', 'response-time'],
    ['When will I hear back from your people?', 'response-time'],
    ['Does OpenAI get to train on our customer conversations?', 'data-training'],
    ['Are conversations used to improve the AI models of the provider?', 'data-training'],
    ['Could our records be used to improve any models?', 'data-training'],
    ['Would our data help your models to improve?', 'data-training'],
    ['Could the platform run fully on-premise?', 'hosting'],
    ['How long do you keep the chat data?', 'retention'],
    ['can policyholder data be erased on request', 'retention'],
    ['Do you provide audit logs?', 'audit-logs'],
    ['Can the data stay in the EU?', 'hosting'],
    ['Where it will be stored? We want it in Denmark or at least EU.', 'hosting'],
    ['where our files are stored', 'hosting'],
    ['would the assistant see our loan system directly?', 'integrations'],
    ['Please inform us about your prices.', 'pricing'],
    ['Will anything leave Norway?', 'hosting'],
    ['It is possible to install it in our own datacenter?', 'hosting'],
    ['Can it run on our own servers?', 'hosting'],
    ['What kind of support do you provide after go-live?', 'support'],
    ['Who maintains the system once it is launched?', 'support'],
    ['Are the interfaces you build accessible?', 'accessibility'],
    ['Can the assistant answer our customers in German and French?', 'languages'],
    ['Are you hiring?', 'careers'],
    ['Do you have a partner program?', 'partnerships'],
    ['How much does it cost?', 'pricing'],
    ['What do you charge per day for an engineer?', 'pricing'],
    ['What happens on day 2?', 'deployment'],
    ['How quickly could it be deployed?', 'deployment'],
    ['What would the first step be?', 'process'],
    ['Are you SOC 2 certified?', 'certifications'],
    ['Will you sign a BAA?', 'certifications'],
    ['Which banks have you worked with?', 'references'],
    ['Where is your company based?', 'company-facts'],
    ['Thanks. And where are you?', 'company-facts'],
    ['Do you offer on-site training for our staff?', 'support'],
    ['Do you support single sign-on with Okta?', 'security'],
    ['How do you handle GDPR?', 'security'],
    // Who owns the code is a term of the contract, which that answer declines honestly.
    ['Can we own the source code?', 'contract-terms'],
  ])('"%s" finds %s first', (question, id) => {
    expect(answerIds(question)[0]).toBe(id);
  });

  it('answers a question about two topics with two answers', () => {
    expect(answerIds('how do you price your CRM packages')).toEqual(expect.arrayContaining(['pricing', 'packages']));
  });

  it.each([
    'Do you offer a free trial?',
    'Is there a money-back guarantee?',
    'Do you do blockchain?',
    'What is your uptime?',
    'Can patients book appointments through it?',
  ])('finds nothing with confidence for "%s"', (question) => {
    expect(base.answer(question).matches).toEqual([]);
  });

  it('reports names the knowledge never mentions', () => {
    expect(base.answer('And do you integrate with Zendesk?')).toMatchObject({
      unknownNames: ['Zendesk'],
      matches: [expect.objectContaining({ entry: expect.objectContaining({ id: 'integrations' }) })],
    });
    expect(base.answer('Are you PCI DSS compliant?').unknownNames).toEqual(['PCI DSS']);
    expect(base.answer('Do you work with Kafka and Groq?').unknownNames).toEqual([]);
  });

  it('gives the passages of the answers found, for a model prompt', () => {
    const [passage] = base.passages(['Does OpenAI train on our data?']);
    expect(passage).toContain('never used to train third-party models');
  });

  it('is built once per knowledge file', () => {
    expect(knowledgeBaseFor(knowledge)).toBe(knowledgeBaseFor(knowledge));
  });
});

describe('knowledge file validation at start-up', () => {
  const raw = () => JSON.parse(JSON.stringify(knowledge)) as Record<string, unknown> & { answers: Array<Record<string, unknown>> };

  it('accepts the shipped file, whose retention matches the server default', () => {
    expect(knowledge.answers.length).toBeGreaterThanOrEqual(20);
    expect(knowledge.retentionDays).toBe(180);
  });

  it('names the broken field of an answer', () => {
    const broken = raw();
    broken.answers[0] = { ...broken.answers[0], questions: [] };
    expect(() => parseKnowledge(broken, 'vaultline.json')).toThrow(/vaultline\.json is not valid: answers\.0\.questions/);
  });

  it('refuses duplicate answer ids and answers with neither text nor block', () => {
    const duplicate = raw();
    duplicate.answers.push({ ...duplicate.answers[0] });
    expect(() => parseKnowledge(duplicate)).toThrow(/answer ids must be unique/);
    const empty = raw();
    empty.answers[0] = { id: 'empty', questions: ['What?'], answer: '' };
    expect(() => parseKnowledge(empty)).toThrow(/needs an answer text or a block to show/);
  });

  it('refuses a placeholder it cannot fill', () => {
    const typo = raw();
    typo.answers[0] = { ...typo.answers[0], answer: 'Write to {contactMail}.' };
    expect(() => parseKnowledge(typo)).toThrow(/answers\.0\.answer: unknown \{placeholder\}; use \{agencyName\}/);
  });

  it('says clearly when the file is not JSON', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'knowledge-'));
    const bad = path.join(folder, 'bad.json');
    writeFileSync(bad, '{ "agencyName": ');
    expect(() => loadKnowledge(bad)).toThrow(/bad\.json could not be read as JSON/);
  });
});

describe('typos of small words', () => {
  it('finds the price for "how mch does it cost rougly?"', () => {
    expect(answerIds('how mch does it cost rougly?')).toContain('pricing');
  });
  it('still reports a capitalised name it does not know', () => {
    expect(base.answer('Do you do SEO?').unknownNames).toEqual(['SEO']);
  });
});

describe('everyday wording of a topic', () => {
  it.each([
    ['how do you stop it making stuff up?', 'hallucinations'],
    ['what LLMs do you use under the hood?', 'service-ai'],
    ['ok so what is next', 'process'],
    ["what's your stack btw, so i can prep", 'technologies'],
    ['how high is the error rate?', 'hallucinations'],
    ['what does a chatbot for our client requests cost, around?', 'pricing'],
  ])('"%s" finds %s', (question, id) => {
    expect(answerIds(question)).toContain(id);
  });
});

describe('German and French questions through the gloss', () => {
  const glossed = (question: string, locale: 'de' | 'fr') => answerIds(englishGloss(question, locale));
  it.each([
    ['Wie läuft ein Projekt bei Ihnen ab?', 'de', 'process'],
    ['Läuft das bei uns im Haus oder bei Ihnen?', 'de', 'hosting'],
    ['Wie hoch ist die Fehlerquote in Prozent?', 'de', 'hallucinations'],
    ['Wo sitzt ihr eigentlich?', 'de', 'company-facts'],
    ['Comment se passe un projet avec vous ?', 'fr', 'process'],
    ["qu'est ce qui est inclus dans le forfait exactement", 'fr', 'packages'],
    ['Et après la mise en production, quel accompagnement ?', 'fr', 'support'],
    ["Vous êtes combien dans l'équipe ?", 'fr', 'company-facts'],
  ] as const)('"%s" (%s) finds %s', (question, locale, id) => {
    expect(glossed(question, locale)).toContain(id);
  });
});

it.each([
  ['Bis wann könnt ihr liefern?', 'de'],
  ['Quand pouvez-vous livrer ?', 'fr'],
] as const)('"%s" (%s) asks how fast we deploy', (question, locale) => {
  expect(answerIds(englishGloss(question, locale))).toContain('deployment');
});

it('does not count the words a gloss could not read as topics the knowledge lacks', () => {
  const question = 'trains zorglub blimpet quarnix with our data?';
  expect(base.answer(question).matches).toEqual([]);
  const ids = base
    .forMessage(new Set(['zorglub', 'blimpet', 'quarnix']))
    .answer(question)
    .matches.map((match) => match.entry.id);
  expect(ids).toContain('data-training');
});

it.each([
  ["I suppose it 'never hallucinates'?", 'hallucinations'],
  ['what do you need from us', 'discovery-call-prep'],
  ['where is the data processed', 'hosting'],
  ['who has access?', 'security'],
])('"%s" finds %s', (question, id) => {
  expect(base.answer(question).matches.map((match) => match.entry.id)).toContain(id);
});

describe('nearest topics', () => {
  const base = new KnowledgeBase(loadKnowledge(path.resolve(__dirname, '../../../knowledge/vaultline.json')));

  it('offers only topics near the best one, not the tail of every word the question shares', () => {
    expect(base.nearest('what about SAP integration for our lease contracts').map((entry) => entry.id)).toEqual(['integrations']);
  });
});
