/** Countries, regions and data-centre cities a visitor names for where data must stay (the region of their choice). */
export const PLACES: ReadonlySet<string> = new Set(
  [
    'switzerland suisse schweiz germany deutschland allemagne france frankreich austria österreich autriche belgium belgique',
    'belgien netherlands niederlande luxembourg luxemburg ireland irland irlande uk britain england italy italie italien',
    'spain espagne spanien portugal poland pologne polen sweden suède schweden norway denmark finland europe europa eu eea',
    'dach us usa zurich zürich geneva genève genf frankfurt paris london dublin amsterdam liechtenstein vaduz monaco',
    'vienna wien vienne berlin munich münchen brussels bruxelles brüssel milan milano madrid lisbon stockholm oslo copenhagen',
    'canada kanada quebec québec montreal montréal toronto vancouver australia singapore japan uae dubai',
    'asia asien asie apac emea africa afrique afrika americas amérique amerika',
    'senegal sénégal morocco maroc marokko tunisia tunisie tunesien algeria algérie nigeria kenya ghana india inde indien',
    'brazil brésil brasilien mexico mexique turkey türkei turquie israel qatar saudi',
  ]
    .join(' ')
    .split(' '),
);

/** The same places as a pattern's alternation ("data must stay in the Netherlands"). */
export const PLACE_NAMES = [...PLACES].join('|');
