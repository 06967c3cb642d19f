import path from 'node:path';
import { loadKnowledge } from './knowledge.js';
import { localizedKnowledge } from './localized-knowledge.js';

const knowledge = loadKnowledge(path.resolve(__dirname, '../../knowledge/vaultline.json'));

/** Figures, placeholders and bold marks: what a translation must carry over unchanged. */
function factsOf(text: string): string[] {
  return [...(text.match(/\d+(?:[.,]\d+)?|\{\w+\}/g) ?? [])].sort();
}

describe.each(['de', 'fr'] as const)('the %s knowledge', (locale) => {
  const local = localizedKnowledge(knowledge, locale);

  it('is loaded from the file beside the English one and covers every answer', () => {
    const translation = knowledge.translations[locale];
    expect(translation).toBeDefined();
    expect(Object.keys(translation!.answers).sort()).toEqual(knowledge.answers.map((entry) => entry.id).sort());
    expect(local.locale).toBe(locale);
  });

  it('states the same facts: the same figures and placeholders in every answer and list', () => {
    for (const entry of knowledge.answers) {
      const translated = local.answers.find((each) => each.id === entry.id)!;
      expect({ id: entry.id, facts: factsOf(translated.answer) }).toEqual({ id: entry.id, facts: factsOf(entry.answer) });
      // A plain yes or no stays a plain yes or no (it decides which questions the entry may answer).
      expect(/^(?:Ja|Oui)\b/.test(translated.answer)).toBe(/^Yes\b/.test(entry.answer));
      expect(/^(?:Nein|Non)\b/.test(translated.answer)).toBe(/^No\b/.test(entry.answer));
    }
    expect(local.security).toHaveLength(knowledge.security.length);
    expect(local.process).toHaveLength(knowledge.process.length);
    expect(local.deployment.steps).toHaveLength(knowledge.deployment.steps.length);
    expect(local.deployment.days).toBe(knowledge.deployment.days);
    local.packages.forEach((pack, index) => {
      expect(pack.name).toBe(knowledge.packages[index]!.name);
      expect(pack.features).toHaveLength(knowledge.packages[index]!.features.length);
    });
    local.services.forEach((service, index) => expect(service.highlights).toHaveLength(knowledge.services[index]!.highlights.length));
    expect(factsOf(local.security.join(' '))).toEqual(factsOf(knowledge.security.join(' ')));
    expect(factsOf(local.services.map((service) => service.summary + service.highlights.join(' ')).join(' '))).toEqual(
      factsOf(knowledge.services.map((service) => service.summary + service.highlights.join(' ')).join(' ')),
    );
  });

  it('follows the retention the server sets after loading', () => {
    const before = knowledge.retentionDays;
    knowledge.retentionDays = before + 1;
    expect(localizedKnowledge(knowledge, locale).retentionDays).toBe(before + 1);
    knowledge.retentionDays = before;
  });
});
