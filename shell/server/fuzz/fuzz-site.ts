// `npm run fuzz:site [-- --count 20000 --seed 42 --bursts 20 --flood 1000 --silent 60]`:
// a bigger fuzz run than the CI test against a site server and an upstream on
// loopback, then the attacks of site-attacks.ts (socket bursts, a connection
// flood, a chat-server that never answers); prints the figures and exits 1 on
// any answer of 500 or above, any request left hanging, any half-open
// connection, more held connections than the cap, or a descriptor not given back.
import { parseArgs } from 'node:util';
import { runSiteAttacks } from './site-attacks.ts';
import { fuzzSite, sendRaw, startFuzzTarget } from './site-fuzz.ts';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '20000' },
    seed: { type: 'string' },
    bursts: { type: 'string', default: '20' },
    flood: { type: 'string', default: '1000' },
    silent: { type: 'string', default: '60' },
  },
});
const count = Number(values.count);
const attacks = { burstRuns: Number(values.bursts), floodConnections: Number(values.flood), silentRequests: Number(values.silent) };
if (!Object.values(attacks).every((value) => Number.isInteger(value) && value >= 0)) {
  console.error('fuzz:site: --bursts, --flood and --silent must be whole numbers');
  process.exit(2);
}
const seed = values.seed === undefined ? Date.now() % 2_147_483_647 : Number(values.seed);
if (!Number.isInteger(count) || count <= 0 || !Number.isInteger(seed)) {
  console.error('fuzz:site: --count and --seed must be whole numbers');
  process.exit(2);
}

const target = await startFuzzTarget();
const figures = await fuzzSite(target.port, { count, seed });
const page = await fetch(`http://127.0.0.1:${target.port}/about`);
const api = await sendRaw(target.port, Buffer.from('GET /api/chat/list HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n'));
await target.close();

const statuses = Object.entries(figures.statuses)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([status, n]) => `${status}: ${n}`)
  .join(', ');
console.log(`requests sent: ${figures.requests} in ${(figures.durationMs / 1000).toFixed(1)} s (seed ${seed})`);
console.log(`statuses seen: ${statuses}`);
console.log(`5xx answers: ${figures.serverErrors}; hanging requests: ${figures.hung}`);
console.log(`afterwards: GET /about ${page.status}, GET /api/chat/list ${api}`);
for (const example of figures.examples) console.log(`  ${example}`);

const { bursts, flood, silent } = await runSiteAttacks(attacks);
console.log(
  `socket bursts through the site: ${bursts.runs} runs of 300 malformed events (one of 300,000 characters); reconnected ${bursts.reconnected}, next message answered ${bursts.answeredAfter}; half-open connections left: ${bursts.halfOpen}`,
);
console.log(
  `connection flood from one address: ${flood.attempted} connections (idle, slow headers, slow body, upgrade without CONNECT); held at peak ${flood.peakHeld} (cap ${flood.cap}); held after the timeouts ${flood.heldAfter}; descriptors not given back ${flood.descriptorsAbove}`,
);
console.log(
  `chat-server that never answers: ${silent.requests} proxied requests; 504 ${silent.gatewayTimeouts}; hanging ${silent.hung}; slowest answer ${silent.slowestMs} ms`,
);
const attacksPassed =
  bursts.halfOpen === 0 &&
  bursts.answeredAfter === bursts.runs &&
  flood.peakHeld <= flood.cap &&
  flood.heldAfter === 0 &&
  flood.descriptorsAbove === 0 &&
  silent.hung === 0 &&
  silent.gatewayTimeouts === silent.requests;
const fuzzPassed = figures.serverErrors === 0 && figures.hung === 0 && page.status === 200 && api === '200';
process.exit(fuzzPassed && attacksPassed ? 0 : 1);
