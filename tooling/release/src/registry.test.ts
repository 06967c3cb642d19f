import {
  FallbackRefusal,
  canaryBucket,
  emptyRegistry,
  parseRegistry,
  hasHistory,
  promote,
  recordBaseline,
  recordFallback,
  recordPublish,
  recordRefusal,
  releaseFor,
  rollback,
  startCanary,
  type ChangeNote,
} from './registry';

const V1 = '111111111111';
const V2 = '222222222222';
const V3 = '333333333333';
const at = new Date('2026-11-22T10:00:00Z');
const by = (why: string): ChangeNote => ({ by: 'ana@marketing', why, at });

describe('release registry', () => {
  it('keeps the build served before the first release as a good version: the first promote rolls back and falls back to it', () => {
    let registry = recordBaseline(emptyRegistry(), 'portfolio', V1, by('the build served before the first release'));
    expect(hasHistory(registry, 'portfolio')).toBe(true);
    expect(registry.remotes.portfolio).toEqual({ live: null, previous: [V1], canary: null, rolledBack: [] });
    expect(releaseFor(registry.remotes.portfolio, null, 'portfolio')).toBeNull();
    registry = recordPublish(registry, 'portfolio', V2, by('published'));
    registry = promote(registry, 'portfolio', V2, by('first promote'));
    expect(releaseFor(registry.remotes.portfolio, null, 'portfolio')).toEqual({ version: V2, fallback: V1 });
    registry = rollback(registry, 'portfolio', by('undo'));
    expect(registry.remotes.portfolio?.live).toBe(V1);
    // Once something is live, a served build is no longer a baseline.
    expect(recordBaseline(registry, 'portfolio', V3, by('again'))).toBe(registry);
  });

  it('records a refusal in the history without changing what is live', () => {
    let registry = promote(emptyRegistry(), 'contact', V1, by('first'));
    registry = recordRefusal(registry, 'contact', V2, by('contact: needs react ^20.0.0, but the shell provides 19.3.1'));
    expect(registry.remotes.contact?.live).toBe(V1);
    expect(registry.history.at(-1)).toMatchObject({
      action: 'refuse',
      version: V2,
      why: 'contact: needs react ^20.0.0, but the shell provides 19.3.1',
    });
    expect(parseRegistry(JSON.stringify(registry))).toEqual(registry);
  });

  it('promotes: the live version before becomes the previous good one, and history says who, when and why', () => {
    let registry = recordPublish(emptyRegistry(), 'marketing', V1, by('published'));
    registry = promote(registry, 'marketing', V1, by('first release'));
    registry = promote(registry, 'marketing', V2, by('new hero'));
    expect(registry.remotes.marketing).toEqual({ live: V2, previous: [V1], canary: null, rolledBack: [] });
    expect(registry.history.at(-1)).toEqual({
      at: '2026-11-22T10:00:00.000Z',
      by: 'ana@marketing',
      why: 'new hero',
      action: 'promote',
      remote: 'marketing',
      version: V2,
      from: V1,
    });
    expect(() => promote(registry, 'marketing', V2, by('again'))).toThrow('marketing 222222222222 is already live');
  });

  it('rolls back to the previous good version and never falls back to the version it left', () => {
    let registry = promote(emptyRegistry(), 'chat', V1, by('a'));
    registry = promote(registry, 'chat', V2, by('b'));
    registry = promote(registry, 'chat', V3, by('c'));
    registry = rollback(registry, 'chat', by('v3 hides the launcher'));
    expect(registry.remotes.chat).toEqual({ live: V2, previous: [V1], canary: null, rolledBack: [V3] });
    expect(releaseFor(registry.remotes.chat, null, 'chat')).toEqual({ version: V2, fallback: V1 });
    registry = rollback(registry, 'chat', by('again'));
    expect(() => rollback(registry, 'chat', by('once more'))).toThrow('chat has no previous good version to roll back to');
  });

  it('puts a stable share of visitors on a canary, who fall back to the live version', () => {
    let registry = promote(emptyRegistry(), 'marketing', V1, by('a'));
    registry = startCanary(registry, 'marketing', V2, 50, by('try the new hero on half'));
    const visitors = Array.from({ length: 400 }, (_, index) => `visitor-${index}-abcdefghijkl`);
    const onCanary = visitors.filter((id) => releaseFor(registry.remotes.marketing, id, 'marketing')?.version === V2);
    expect(onCanary.length).toBeGreaterThan(150);
    expect(onCanary.length).toBeLessThan(250);
    for (const id of visitors.slice(0, 20)) {
      expect(releaseFor(registry.remotes.marketing, id, 'marketing')).toEqual(releaseFor(registry.remotes.marketing, id, 'marketing'));
      expect(canaryBucket(id, 'marketing')).toBe(canaryBucket(id, 'marketing'));
    }
    expect(releaseFor(registry.remotes.marketing, onCanary[0]!, 'marketing')).toEqual({ version: V2, fallback: V1 });
    // Promoting the canary ends it.
    expect(promote(registry, 'marketing', V2, by('good')).remotes.marketing?.canary).toBeNull();
  });

  it('refuses a canary without a live version, and a registry file that is not one', () => {
    expect(() => startCanary(emptyRegistry(), 'contact', V1, 10, by('x'))).toThrow('contact has no live version yet');
    expect(() => parseRegistry('{"schema":1,"remotes":{"marketing":{"live":"nope"}},"history":[]}')).toThrow();
    expect(() => parseRegistry('not json')).toThrow();
  });

  it('records the fallbacks pages made by themselves, one entry per failed version while it stays promoted', () => {
    let registry = promote(emptyRegistry(), 'marketing', V1, by('a'));
    registry = promote(registry, 'marketing', V2, by('b'));
    const crash = { remote: 'marketing', failedVersion: V2, servedVersion: V1, reason: 'render' } as const;
    const tally = (count: number, first: string, last = first) => ({ count, firstAt: new Date(first), lastAt: new Date(last) });
    registry = recordFallback(registry, crash, tally(2, '2026-11-22T10:01:00Z', '2026-11-22T10:02:00Z'));
    registry = recordFallback(registry, { ...crash, reason: 'load' }, tally(1, '2026-11-22T10:05:00Z'));
    expect(registry.history.at(-1)).toEqual({
      at: '2026-11-22T10:01:00.000Z',
      lastAt: '2026-11-22T10:05:00.000Z',
      by: 'site-server',
      why: `${V2} crashed while rendering`,
      action: 'fallback',
      remote: 'marketing',
      version: V1,
      from: V2,
      count: 3,
      reasons: ['load', 'render'],
    });
    expect(registry.history).toHaveLength(3);
    // Nothing live changes, and the registry reads back.
    expect(registry.remotes.marketing).toEqual({ live: V2, previous: [V1], canary: null, rolledBack: [] });
    expect(parseRegistry(JSON.stringify(registry))).toEqual(registry);

    // Only a version the site hands out now, falling back to the version it would.
    expect(() => recordFallback(registry, { ...crash, failedVersion: V1 }, tally(1, '2026-11-22T10:06:00Z'))).toThrow(FallbackRefusal);
    expect(() => recordFallback(registry, { ...crash, servedVersion: V3 }, tally(1, '2026-11-22T10:06:00Z'))).toThrow(
      `marketing falls back from ${V2} to ${V1}, not to ${V3}`,
    );

    // Rolled back, then promoted again: a new entry for the new time it is live.
    registry = rollback(registry, 'marketing', by('v2 crashes'));
    expect(() => recordFallback(registry, crash, tally(1, '2026-11-22T10:07:00Z'))).toThrow('is neither the live nor the canary version');
    registry = promote(registry, 'marketing', V2, by('fixed config'));
    registry = recordFallback(registry, crash, tally(1, '2026-11-22T10:09:00Z'));
    expect(registry.history.filter((item) => item.action === 'fallback').map((item) => item.count)).toEqual([3, 1]);
  });
});
