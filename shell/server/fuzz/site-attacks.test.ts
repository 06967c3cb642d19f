/**
 * @jest-environment node
 */
import { runSiteAttacks } from './site-attacks';

describe('site server under attack', () => {
  it('leaves no half-open socket after malformed bursts, holds a flood to the cap and gives it back, and answers 504 for a silent chat-server', async () => {
    const { bursts, flood, silent } = await runSiteAttacks({ burstRuns: 5, floodConnections: 200, silentRequests: 12 });
    expect(bursts).toEqual({ runs: 5, reconnected: 5, answeredAfter: 5, halfOpen: 0 });
    expect(flood.attempted).toBe(200);
    expect(flood.peakHeld).toBeGreaterThan(0);
    expect(flood.peakHeld).toBeLessThanOrEqual(flood.cap);
    expect(flood.heldAfter).toBe(0);
    expect(flood.descriptorsAbove).toBe(0);
    expect(silent).toMatchObject({ requests: 12, gatewayTimeouts: 12, hung: 0 });
    expect(silent.slowestMs).toBeLessThan(3000);
  }, 60_000);
});
