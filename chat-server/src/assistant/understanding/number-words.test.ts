import { withAmountsInDigits } from './number-words.js';

describe('amounts written in words', () => {
  it.each([
    ["money-wise we've got about forty grand ringfenced", "money-wise we've got about 40k ringfenced"],
    ['honestly under twenty thousand pounds', 'honestly under 20k pounds'],
    ['roughly a quarter of a million for year one', 'roughly 250k for year one'],
    ['two hundred and fifty thousand dollars', '250k dollars'],
    ['half a million', '500k'],
    ['one and a half million', '1.5m'],
    ['rund achtzigtausend EUR eingeplant', 'rund 80k EUR eingeplant'],
    ['zweihundertfünfzigtausend Franken', '250k Franken'],
    ['fünfundzwanzigtausend', '25k'],
    ['eine halbe Million', '500k'],
    ['autour de cent mille euros', 'autour de 100k euros'],
    ['quatre-vingt mille euros', '80k euros'],
    ['deux cent mille', '200k'],
  ])('reads "%s"', (written, read) => {
    expect(withAmountsInDigits(written)).toBe(read);
  });

  it.each(['one business day', 'twenty people and a few interns', 'by Sept', 'un projet pour une clinique', 'ein Chatbot für eine Praxis'])(
    'leaves "%s" as it is',
    (text) => {
      expect(withAmountsInDigits(text)).toBe(text);
    },
  );
});
