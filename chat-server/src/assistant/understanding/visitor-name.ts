import { PLACES } from './places.js';

/**
 * The visitor's first name when they give it ("My name is Laura", "I'm Laura
 * from Acme", "Laura here", "Ich bin Laura", "Je m'appelle Laura"), so the
 * replies can use it. A capitalised word after "I'm" is a name only when the
 * sentence goes on as a name would ("I'm Head of Digital" is not).
 */
const NAMED = [
  /\b(?:[Mm]y name(?:'s| is)|[Mm]ein [Nn]ame ist|[Ii]ch heiße|[Jj]e m'appelle|[Mm]on nom est)\s+(\p{Lu}[\p{Ll}'-]+)/u,
  // "Ich bin Dr. Anja Roth, Praxismanagement": a title before the name, and the surname after it. "I'm Siobhán btw -
  // email me…": the name, then the way to the rest.
  /(?:^|[.!?,]\s*)(?:[Hh]i,?\s+|[Hh]ello,?\s+)?(?:[Ii](?:'m| am)|[Tt]his is|[Ii]ch bin|[Hh]ier ist|[Jj]e suis|[Mm]oi c'est|(?<=[,.!?]\s*)c'est)\s+(?:(?:Dr|Prof|Mag|Me|Mme|Mr|Mrs|Ms|Frau|Herr|Maître)\.?\s+)?(\p{Lu}[\p{Ll}'-]+)(?=(?:\s+\p{Lu}[\p{Ll}'-]+)?\s*(?:$|[,.!?;–—]|\s+-\s|\s+(?:from|at|with|here|and|btw|by the way|von|bei|aus|und|übrigens|de|chez|et|d'ailleurs)\b))/u,
  // "Laura here, from Acme", "Guten Tag, Jonas Petersen hier.": the sentence ends or says where from ("Liest hier ein
  // Mensch mit?" is a German verb; in "While I'm here:" the "I'm" is no surname).
  /^(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Gg]ood (?:morning|afternoon|evening)|[Gg]uten (?:[Tt]ag|[Mm]orgen|[Aa]bend)|[Hh]allo|[Mm]oin|[Ss]ervus|[Gg]rüß [Gg]ott|[Gg]rüezi|[Hh]oi|[Bb]onjour|[Bb]onsoir|[Ss]alut)[,!]?\s+)?(?!(?:Team|Support|Sales|Service|Office|Vertrieb|Einkauf|Marketing|Praxis|Klinik|Bank|Admin)\b)(\p{Lu}[\p{Ll}'-]+)(?:\s+\p{Lu}\p{Ll}[\p{Ll}'-]*)?\s+(?:here|hier|ici)(?=\s*(?:$|[,.!;:–-]|(?:from|at|with|von|bei|aus|de|chez)\b))/u,
  // "Bonjour, ici Claire Martin, d'une mutuelle.": who is on the line, said the French way (a first and last name, so
  // "ici Lyon" stays a place).
  /(?:^|[,.!?]\s*)ici\s+(\p{Lu}[\p{Ll}'-]+)(?=\s+\p{Lu}[\p{Ll}'-]+\s*(?:$|[,.!?;]))/u,
];

/** Capitalised words that follow "I'm" without being a name. */
const NOT_A_NAME = new Set(
  `Head Director Manager Interested Looking Not Just Sorry Already Also Working Here Back Fine Good Ok Okay Happy Glad Curious New Ready Sure
  German French English Swiss Austrian Belgian Responsible Part Leiter Leiterin Verantwortlich Interessiert Directeur Directrice Responsable Intéressé Intéressée`.split(
    /\s+/,
  ),
);

/** "Ich bin Oberarzt und …", "je suis Pharmacienne": a role, by the endings of job titles. */
const ROLE =
  /(?:arzt|ärztin|leiter|leiterin|beauftragter?|führer|führerin|manager|managerin|referent|referentin|berater|beraterin|direktor|direktorin|inhaber|inhaberin|gründer|gründerin|apotheker|apothekerin|vorstand|partnerin|médecin|pharmacien|pharmacienne|avocat|avocate|founder|owner|officer|partner)$/i;

/** "Bausparkasse hier", "Pflegedienst hier": an organisation introducing itself, by the endings of its kinds. */
const ORGANISATION =
  /(?:kasse|bank|klinik|klinikum|praxis|versicherung|apotheke|werk|amt|verband|kammer|zentrum|gruppe|dienst|heim|kanzlei|verein|stiftung|gesellschaft|institut|labor|büro|group|clinic|pharmacy|insurance|hospital|company|agency|mutuelle|cabinet)$/i;

export function visitorNameOf(message: string): string | null {
  for (const pattern of NAMED) {
    const name = pattern.exec(message)?.[1];
    // "…German, French and Italian too, this is Switzerland": a place is where they are, not who.
    if (
      name &&
      !NOT_A_NAME.has(name) &&
      !ROLE.test(name) &&
      !ORGANISATION.test(name) &&
      !PLACES.has(name.toLowerCase()) &&
      name.length >= 2
    )
      return name;
  }
  return null;
}
