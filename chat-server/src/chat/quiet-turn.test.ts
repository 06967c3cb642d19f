import { QuietTurn } from './quiet-turn.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Records whether the wait has ended, without awaiting it. */
function track(promise: Promise<void>): { ended: () => boolean } {
  let ended = false;
  void promise.then(() => (ended = true));
  return { ended: () => ended };
}

describe('QuietTurn: storing waits for the messages that arrived together', () => {
  it('ends after the first turn in which no message arrived', async () => {
    const quiet = new QuietTurn(100, () => 0);
    quiet.noteArrival();
    const wait = track(quiet.wait());
    await nextTurn();
    expect(wait.ended()).toBe(false);
    await nextTurn();
    await nextTurn();
    expect(wait.ended()).toBe(true);
  });

  it('keeps waiting while messages arrive turn after turn, then ends every wait together', async () => {
    const quiet = new QuietTurn(100, () => 0);
    const first = track(quiet.wait());
    const second = track(quiet.wait());
    for (let turn = 0; turn < 5; turn += 1) {
      quiet.noteArrival();
      await nextTurn();
      expect(first.ended()).toBe(false);
    }
    await nextTurn();
    await nextTurn();
    expect([first.ended(), second.ended()]).toEqual([true, true]);
  });

  it('waits no longer than its limit while messages keep arriving', async () => {
    let now = 0;
    const quiet = new QuietTurn(100, () => now);
    const wait = track(quiet.wait());
    quiet.noteArrival();
    now = 99;
    await nextTurn();
    expect(wait.ended()).toBe(false);
    quiet.noteArrival();
    now = 100;
    await nextTurn();
    await nextTurn();
    expect(wait.ended()).toBe(true);
  });
});
