/**
 * The agency's content in the visitor's language: the English knowledge with
 * the texts of its German or French translation laid over it. Names, numbers,
 * e-mail address and answer ids stay those of the English file, so every
 * language states the same facts (localized-knowledge.test.ts checks that the
 * translations carry the same numbers and cover every answer).
 */
import type { Locale } from './conversation.js';
import type { Knowledge } from './knowledge.js';

const built = new WeakMap<Knowledge, Map<Locale, { retentionDays: number; knowledge: Knowledge }>>();

function overlay(knowledge: Knowledge, locale: Exclude<Locale, 'en'>): Knowledge {
  const translation = knowledge.translations[locale];
  if (!translation) return knowledge;
  return {
    ...knowledge,
    locale,
    about: translation.about,
    responseTime: translation.responseTime,
    pricingNote: translation.pricingNote,
    fallback: translation.fallback,
    teamOffer: translation.teamOffer,
    services: knowledge.services.map((service) => translation.services.find((each) => each.id === service.id) ?? service),
    packages: knowledge.packages.map((pack, index) => ({ ...pack, ...translation.packages[index] })),
    deployment: { ...knowledge.deployment, steps: translation.deployment.steps },
    security: translation.security,
    process: translation.process,
    answers: knowledge.answers.map((entry) => ({ ...entry, ...translation.answers[entry.id] })),
  };
}

/** The knowledge in a locale (English when no translation is loaded); built once per locale. */
export function localizedKnowledge(knowledge: Knowledge, locale: Locale): Knowledge {
  if (locale === 'en') return knowledge;
  let byLocale = built.get(knowledge);
  if (!byLocale) {
    byLocale = new Map();
    built.set(knowledge, byLocale);
  }
  const known = byLocale.get(locale);
  // The server sets the retention days after loading; a copy made before that is made again.
  if (known && known.retentionDays === knowledge.retentionDays) return known.knowledge;
  const localized = overlay(knowledge, locale);
  byLocale.set(locale, { retentionDays: knowledge.retentionDays, knowledge: localized });
  return localized;
}
