import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './src/chromium.ts';
const [url, rootFile = 'main.js'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(3000);
const { profile } = (await cdp.send('Profiler.stop')) as any;
await browser.close();
const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const dt = new Map<number, number>();
profile.samples.forEach((id: number, i: number) => dt.set(i, profile.timeDeltas[i + 1] ?? 0));
const incl = new Map<string, number>(); const self = new Map<string, number>();
let rootTotal = 0;
const key = (cf: any) => `${cf.functionName || '(anon)'} ${String(cf.url).replace(/.*\//, '')}:${cf.lineNumber}:${cf.columnNumber}`;
profile.samples.forEach((id: number, i: number) => {
  const chain: any[] = []; let cur: number | undefined = id;
  while (cur !== undefined) { chain.push(nodes.get(cur)); cur = parent.get(cur); }
  // top-level script evaluation of rootFile: a frame with empty functionName and url ending rootFile, at line 0
  const rootIdx = chain.findIndex((n) => n.callFrame.functionName === '' && String(n.callFrame.url).endsWith('/' + rootFile) && n.callFrame.lineNumber === 0 && n.callFrame.columnNumber === 0);
  if (rootIdx < 0) return;
  const ms = (profile.timeDeltas[i] ?? 0) / 1000; rootTotal += ms;
  const seen = new Set<string>();
  for (const n of chain.slice(0, rootIdx + 1)) { const k = key(n.callFrame); if (seen.has(k)) continue; seen.add(k); incl.set(k, (incl.get(k) ?? 0) + ms); }
  const k0 = key(chain[0].callFrame); self.set(k0, (self.get(k0) ?? 0) + ms);
});
console.log('top-level of', rootFile, rootTotal.toFixed(1), 'ms');
console.log('INCL'); [...incl].sort((a, b) => b[1] - a[1]).slice(0, 40).forEach(([k, v]) => console.log(' ', v.toFixed(1), k));
console.log('SELF'); [...self].sort((a, b) => b[1] - a[1]).slice(0, 20).forEach(([k, v]) => console.log(' ', v.toFixed(1), k));
