/**
 * @jest-environment node
 */
import { fuzzSite, sendRaw, startFuzzTarget, type FuzzTarget } from './site-fuzz';

describe('site server under fuzzing', () => {
  let target: FuzzTarget;

  beforeAll(async () => {
    target = await startFuzzTarget();
  });

  afterAll(async () => {
    await target.close();
  });

  it('answers 2,000 malformed requests without a 5xx, a hang or a crash, and still serves a page afterwards', async () => {
    const figures = await fuzzSite(target.port, { count: 2000, seed: 13 });
    expect(figures.examples).toEqual([]);
    expect(figures.serverErrors).toBe(0);
    expect(figures.hung).toBe(0);
    expect(figures.requests).toBe(2000);
    // Most requests were answered, not just dropped.
    const answered = figures.requests - (figures.statuses.closed ?? 0);
    expect(answered).toBeGreaterThan(figures.requests / 2);

    const page = await fetch(`http://127.0.0.1:${target.port}/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(await sendRaw(target.port, Buffer.from('GET /api/chat/list HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n'))).toBe(
      '200',
    );
  }, 60_000);
});
