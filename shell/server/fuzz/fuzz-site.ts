// `npm run fuzz:site [-- --count 20000 --seed 42]`: a bigger fuzz run than the
// CI test against a site server and an upstream on loopback; prints the figures
// and exits 1 on any answer of 500 or above or any request left hanging.
import { parseArgs } from 'node:util';
import { fuzzSite, sendRaw, startFuzzTarget } from './site-fuzz.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '20000' }, seed: { type: 'string' } } });
const count = Number(values.count);
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
process.exit(figures.serverErrors === 0 && figures.hung === 0 && page.status === 200 && api === '200' ? 0 : 1);
