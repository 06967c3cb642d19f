import { PLACES } from './places.js';

/**
 * The visitor's first name when they give it ("My name is Laura", "I'm Laura
 * from Acme", "Laura here", "Ich bin Laura", "Je m'appelle Laura"), so the
 * replies can use it. A capitalised word after "I'm" is a name only when the
 * sentence goes on as a name would ("I'm Head of Digital" is not).
 */
const NAMED = [
  /\b(?:[Mm]y name(?:'s| is)|[Mm]ein [Nn]ame ist|[Ii]ch heiße|[Jj]e m'appelle|[Mm]on nom est)\s+(\p{Lu}[\p{Ll}'-]+)(?:\s+(\p{Lu}\p{Ll}[\p{Ll}'-]+)(?=\s*(?:$|[,.!?;])))?/u,
  // "Ich bin Dr. Anja Roth, Praxismanagement": a title before the name, and the surname after it. "I'm Siobhán btw -
  // email me…": the name, then the way to the rest. "Ich bin übrigens Heike Brandes", "Allô! C'est Geneviève, d'une…".
  /(?:^|[.!?,]\s*)(?:[Hh]i,?\s+|[Hh]ello,?\s+)?(?:[Ii](?:'m| am)|[Tt]his is|[Ii]ch bin|[Hh]ier ist|[Jj]e suis|[Mm]oi c'est|(?<=[,.!?]\s*)[Cc]'est)\s+(?:(?:btw|übrigens|d'ailleurs|au fait)\s+)?(?:(?:Dr|Prof|Mag|Me|Mme|Mr|Mrs|Ms|Frau|Herr|Maître)\.?\s+)?(\p{Lu}[\p{Ll}'-]+)(?=(?:\s+(\p{Lu}[\p{Ll}'-]+))?\s*(?:$|[,.!?;–—]|\s+-\s|\s+(?:from|at|with|here|and|btw|by the way|von|bei|aus|und|übrigens|de|chez|et|d'ailleurs)\b))/u,
  // "Laura here, from Acme", "Guten Tag, Jonas Petersen hier.", "Morning, Helen here": the sentence ends or says where
  // from ("Liest hier ein Mensch mit?" is a German verb; in "While I'm here:" the "I'm" is no surname).
  /^(?:(?:[Hh]i|[Hh]iya|[Hh]ello|[Hh]ey|[Aa]lright|(?:[Gg]ood )?(?:[Mm]orning|[Aa]fternoon|[Ee]vening)|[Aa]ll[oô]|[Gg]uten (?:[Tt]ag|[Mm]orgen|[Aa]bend)|[Hh]allo|[Mm]oin|[Ss]ervus|[Gg]rüß [Gg]ott|[Gg]rüezi|[Hh]oi|[Bb]onjour|[Bb]onsoir|[Ss]alut)[,!]?\s+)?(?!(?:Team|Support|Sales|Service|Office|Vertrieb|Einkauf|Marketing|Praxis|Klinik|Bank|Admin)\b)(\p{Lu}[\p{Ll}'-]+)(?:\s+(\p{Lu}\p{Ll}[\p{Ll}'-]*))?\s+(?:here|hier|ici)(?=\s*(?:$|[,.!;:–-]|(?:from|at|with|von|bei|aus|de|chez)\b))/u,
  // "Bonjour, ici Claire Martin, d'une mutuelle.": who is on the line, said the French way (a first and last name, so
  // "ici Lyon" stays a place).
  /(?:^|[,.!?]\s*)ici\s+(\p{Lu}[\p{Ll}'-]+)(?=\s+(\p{Lu}[\p{Ll}'-]+)\s*(?:$|[,.!?;]))/u,
];

/** An e-mail address or a phone number, as a signature stands beside it. */
const CONTACT_DETAIL = String.raw`(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\(?\d[\d\s./()-]{5,}\d)`;
const TITLE = String.raw`(?:(?:Dr|Prof|Mag|Me|Mme|Mr|Mrs|Ms|Frau|Herr|Maître)\.?\s+)?`;
const FULL_NAME = String.raw`${TITLE}(\p{Lu}\p{Ll}[\p{Ll}'-]+)\s+(\p{Lu}\p{Ll}[\p{Ll}'-]+)`;
/**
 * "Envoyez-moi une proposition : Laurent Favre, l.favre@…", "…@betreuung-hofer.at – Martina Hofer.", "GSM : 0475 12 34
 * 56, Nathalie Dubois.": a first and last name signed beside a contact detail, where a sentence or the message starts or
 * ends.
 */
const SIGNED = [
  new RegExp(String.raw`(?:^|[.!?:]\s+)${FULL_NAME}\s*[,:;–—-]\s*${CONTACT_DETAIL}`, 'u'),
  new RegExp(String.raw`${CONTACT_DETAIL}\s*[,;–—-]\s*${FULL_NAME}\s*(?:[.!]|$)`, 'u'),
];

/**
 * Capitalised words that follow "I'm" without being a name, and the words that lead in a contact detail ("Meine Mail:
 * kovacs@…", "Mon GSM : 0478…") where a signed name would stand.
 */
const NOT_A_NAME = new Set(
  `Head Director Manager Interested Looking Not Just Sorry Already Also Working Here Back Fine Good Ok Okay Happy Glad Curious New Ready Sure
  German French English Swiss Austrian Belgian Responsible Part Leiter Leiterin Verantwortlich Interessiert Directeur Directrice Responsable Intéressé Intéressée
  My Our Mein Meine Unser Unsere Ma Mon Mes Notre Mail Email E-Mail Phone Telefon Tel Handy Mobil Mobile Nummer Number Kontakt Contact Courriel Portable Adresse Address`.split(
    /\s+/,
  ),
);

/**
 * "Ich bin Oberarzt und …", "je suis Pharmacienne", "Ich bin Dolmetscherin": a role, by the endings of job titles (a
 * woman's title in "-erin" or "-ärin" is never a first name, though "Erin" is).
 */
const ROLE =
  /(?:[a-zäöüß]{3}[eä]rin|dolmetscher|übersetzer|sekretär|interprète|traducteur|traductrice|interpreter|translator|secretary|assistant|paralegal|arzt|ärztin|leiter|leiterin|beauftragter?|führer|führerin|manager|managerin|referent|referentin|berater|beraterin|direktor|direktorin|inhaber|inhaberin|gründer|gründerin|apotheker|apothekerin|vorstand|partnerin|makler|maklerin|händler|händlerin|verwalter|verwalterin|betreuer|betreuerin|gutachter|gutachterin|ingenieur|ingenieurin|techniker|technikerin|koordinator|koordinatorin|assistent|assistentin|prokurist|prokuristin|jurist|juristin|kaufmann|kauffrau|bearbeiter|bearbeiterin|mitarbeiter|mitarbeiterin|vertreter|vertreterin|entwickler|entwicklerin|planer|planerin|médecin|pharmacien|pharmacienne|avocat|avocate|notaire|comptable|courtier|courtière|gestionnaire|infirmier|infirmière|secrétaire|ingénieur|ingénieure|founder|owner|officer|partner|broker|consultant|engineer|developer|analyst|nurse|doctor)$/i;

/** "Bausparkasse hier", "Pflegedienst hier": an organisation introducing itself, by the endings of its kinds. */
const ORGANISATION =
  /(?:kasse|bank|klinik|klinikum|praxis|versicherung|apotheke|werk|amt|verband|kammer|zentrum|gruppe|dienst|heim|kanzlei|verein|stiftung|gesellschaft|institut|labor|büro|group|clinic|pharmacy|insurance|hospital|company|agency|mutuelle|cabinet)$/i;

/** "…this is Switzerland", "Acme Bank, info@acme.com": a place, a role or an organisation is not who is writing. */
function couldBeAName(word: string): boolean {
  return !NOT_A_NAME.has(word) && !ROLE.test(word) && !ORGANISATION.test(word) && !PLACES.has(word.toLowerCase()) && word.length >= 2;
}

/** The name as the visitor gave it: "Dr. Sabine Lorenz" is Sabine, in full Sabine Lorenz; "Laura here" is Laura in both. */
export interface VisitorName {
  first: string;
  full: string;
}

/** "Hi, Jonas hier. Ich bin Versicherungsmakler…": the name said first is the one who writes. */
export function visitorNameOf(message: string): VisitorName | null {
  // A signature is a first and a last name, both names ("Acme Bank, info@acme.com" is none).
  const signed = SIGNED.map((pattern) => pattern.exec(message)).filter((found) => found !== null && couldBeAName(found[2]!));
  const said = [...NAMED.map((pattern) => pattern.exec(message)), ...signed]
    .filter((found) => found !== null)
    .filter(([, name]) => couldBeAName(name!))
    .sort((a, b) => a.index - b.index)[0];
  if (!said) return null;
  const first = said[1]!;
  const surname = said[2];
  // "Ich bin Laura Praxismanagerin": a role after the first name is no surname.
  return { first, full: surname && couldBeAName(surname) ? `${first} ${surname}` : first };
}
