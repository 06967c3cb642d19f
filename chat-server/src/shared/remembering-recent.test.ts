import { rememberingRecent } from './remembering-recent.js';

describe('rememberingRecent', () => {
  it('reads a text once while it is recent, and again once it has been pushed out', () => {
    const read: string[] = [];
    const upper = rememberingRecent((text) => {
      read.push(text);
      return text.toUpperCase();
    }, 2);

    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(read).toEqual(['a', 'b']);

    upper('c'); // the least recently used, "b", makes room
    expect(upper('b')).toBe('B');
    expect(read).toEqual(['a', 'b', 'c', 'b']);
  });
});
