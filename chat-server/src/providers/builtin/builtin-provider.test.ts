import { releaseGroups, textChunks } from './builtin-provider.js';

const TEXT = 'Vaultline builds private AI systems for regulated industries, and every message stays on our own servers, not a third party.';

describe('the builtin’s pace', () => {
  const chunks = [...textChunks(TEXT)];

  it('releases the first chunk at once and then the chunks due within each frame interval together', () => {
    const groups = [...releaseGroups(chunks, 25, 100)];
    expect(groups[0]).toEqual({ text: chunks[0], pauseMs: 0 });
    expect(groups[1]).toEqual({ text: chunks.slice(1, 5).join(''), pauseMs: 100 });
    expect(groups.map((group) => group.text).join('')).toBe(TEXT);
  });

  it('keeps the words per second: the pauses add up to one chunk delay per chunk after the first', () => {
    const groups = [...releaseGroups(chunks, 25, 100)];
    expect(groups.reduce((sum, group) => sum + group.pauseMs, 0)).toBe((chunks.length - 1) * 25);
    expect(groups.length).toBe(1 + Math.ceil((chunks.length - 1) / 4));
  });

  it('releases chunk by chunk when a chunk takes longer than the interval, or without pauses', () => {
    expect([...releaseGroups(chunks, 400, 100)].map((group) => group.text)).toEqual(chunks);
    expect([...releaseGroups(chunks, 0, 100)]).toEqual(chunks.map((text) => ({ text, pauseMs: 0 })));
    expect([...releaseGroups([], 25, 100)]).toEqual([]);
  });

  it('splits the text only as far as it has released: the first chunk before the rest is split', () => {
    const split: string[] = [];
    function* recorded() {
      for (const chunk of textChunks(TEXT)) {
        split.push(chunk);
        yield chunk;
      }
    }
    const groups = releaseGroups(recorded(), 25, 100);
    expect(groups.next().value).toEqual({ text: 'Vaultline builds private AI ', pauseMs: 0 });
    expect(split).toEqual(['Vaultline builds private AI ']);
  });

  it('keeps every space, the leading and the trailing ones too, and gives no chunk for blank text', () => {
    expect([...textChunks('  Hello there,\n\nwe build   private AI.  ', 2)]).toEqual([
      '  Hello there,\n\n',
      'we build   ',
      'private AI.  ',
    ]);
    expect([...textChunks(' \n ')]).toEqual([]);
  });
});
