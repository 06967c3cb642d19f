import { understandMessage } from './message-understanding.js';

/** What a German or French message reads as once its misspelt words are read as the words they stand for. */
const readAs = (message: string, locale: 'de' | 'fr') => understandMessage(message, locale).read;

describe('misspelt German and French words', () => {
  it('reads French words typed without their accents or with one slip as the words they are', () => {
    expect(readAs('Pouvez-vous repondre aux questions de nos adhérents ?', 'fr')).toMatch(/\banswer\b/);
    expect(readAs('Ça coute combien par mois, a peu près ?', 'fr')).toMatch(/\bcost\b/);
    expect(readAs('Vous pouvez nous faire un assitant pour le site ?', 'fr')).toMatch(/\bassistant\b/);
    expect(readAs('Quelle est la diférence entre les deux forfaits ?', 'fr')).toMatch(/\bdifference\b/);
  });

  it('reads German words typed with their umlauts as two letters, short ones too', () => {
    expect(readAs('Gibt es das auch fuer kleine Teams?', 'de')).toMatch(/\bfor small team/);
    expect(readAs('Wir starten im Maerz.', 'de')).toMatch(/\bmarch\b/i);
  });

  it('reads long German words with one slip as the words they are', () => {
    expect(readAs('Wie lange dauert die Implementirung bei uns?', 'de')).toMatch(/\bimplementation\b/);
    expect(readAs('Unsere Mitarbieter sollen das Tool nutzen.', 'de')).toMatch(/^our (?:person|staff|employees?)\b/);
  });

  it('leaves real words, names, acronyms and English words as they are', () => {
    // "jeunes" is a French word (young), not a slip of "jeûne" (fasting); "maisons" is no "faisons".
    expect(readAs('Nous accompagnons des jeunes dans nos maisons de santé.', 'fr')).not.toMatch(/fast|we do/);
    // A name opening a sentence keeps its letters ("Camille" is no "famille").
    expect(readAs('Camille ici, je cherche des prestataires.', 'fr')).toMatch(/^Camille\b/);
    // Short German words are too close to others for one slip ("kleine" is not "keine").
    expect(readAs('Wir sind eine kleine Praxis mit drei Ärzten.', 'de')).not.toMatch(/\bno\b/);
    expect(readAs('Wir nutzen LLMs und das Starter-Paket.', 'de')).toMatch(/LLMs/);
    expect(readAs('combien coûte le forfait starter ?', 'fr')).toMatch(/\bstarter\b/);
  });

  it('reads long English words with one slip, and leaves names and real words', () => {
    expect(understandMessage('Is the data encrpyted and is the portal accesible?').read).toMatch(/encrypted.*accessible/);
    expect(understandMessage('Can we use claude or mistral for this?').read).toMatch(/claude or mistral/);
    expect(understandMessage('We need an insurer-grade trail of every change.').read).toMatch(/insurer-grade trail/);
  });

  it('reads chat spellings without the apostrophe and an "où" typed without its accent', () => {
    expect(readAs('cest quoi le délai ?', 'fr')).toMatch(/\bwhat is the timeline\b/);
    expect(readAs('et vous êtes ou ?', 'fr')).toMatch(/\bwhere\b/);
  });
});
