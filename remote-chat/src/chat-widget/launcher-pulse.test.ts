import { nextPulseState } from './launcher-pulse';

describe('nextPulseState', () => {
  const appeared = { unread: 0, pulse: 0 };

  it('starts a new pulse when an unread message arrives', () => {
    expect(nextPulseState(appeared, 1)).toEqual({ unread: 1, pulse: 1 });
    expect(nextPulseState({ unread: 1, pulse: 1 }, 3)).toEqual({ unread: 3, pulse: 2 });
  });

  it('does not pulse when the visitor reads the messages (the count falls)', () => {
    expect(nextPulseState({ unread: 3, pulse: 2 }, 0)).toEqual({ unread: 0, pulse: 2 });
  });

  it('keeps the same state when the count has not changed', () => {
    const state = { unread: 2, pulse: 1 };
    expect(nextPulseState(state, 2)).toBe(state);
  });
});
