// usage: node trace.tmp.ts URL [cpuRate] [minTaskMs]
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './src/chromium.ts';
const [url, rateArg = '4', minArg = '30'] = process.argv.slice(2);
const rate = Number(rateArg), minMs = Number(minArg);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
await context.addInitScript(() => localStorage.setItem('gdpr_cookie_preferences', JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: true, timestamp: Date.now(), revision: '2025-01' })));
const page = await context.newPage();
if (process.env.BLOCKFONT) await page.route('**/*.woff2', (r) => r.abort());
if (process.env.REWRITE) await page.route((u) => u.pathname === new URL(url).pathname, async (route) => {
  const response = await route.fetch(); let body = await response.text();
  for (const [a, b] of JSON.parse(process.env.REWRITE!)) body = body.split(a).join(b);
  await route.fulfill({ response, body });
});
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
const events: any[] = [];
cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline.stack,disabled-by-default-devtools.timeline,v8.execute,disabled-by-default-v8.cpu_profiler,blink.user_timing,loading', options: 'sampling-frequency=10000' } as any);
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(4000);
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.end');
await done;
await browser.close();
// main thread: the renderer thread with CrRendererMain
const tn = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const pids = new Set(tn.map((e) => `${e.pid}:${e.tid}`));
const main = events.filter((e) => pids.has(`${e.pid}:${e.tid}`));
const nav = main.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser') ?? main[0];
const t0 = Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
const fcp = events.find((e) => e.name === 'firstContentfulPaint');
console.log('FCP', fcp ? ((fcp.ts - t0) / 1000).toFixed(0) : '?');
// cpu profile
const nodes = new Map<number, any>();
const samples: Array<{ ts: number; id: number }> = [];
for (const e of events.filter((e) => e.name === 'ProfileChunk')) {
  const d = e.args.data;
  for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
}
let last = 0;
for (const e of events.filter((e) => e.name === 'Profile' || e.name === 'ProfileChunk').sort((a, b) => a.ts - b.ts)) {
  if (e.name === 'Profile') { last = e.args.data.startTime; continue; }
  const d = e.args.data; const ids = d.cpuProfile?.samples ?? []; const deltas = d.timeDeltas ?? [];
  for (let i = 0; i < ids.length; i++) { last += deltas[i]; samples.push({ ts: last, id: ids[i] }); }
}
const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur / 1000 >= minMs);
for (const t of tasks) {
  const inside = samples.filter((s) => s.ts >= t.ts && s.ts <= t.ts + t.dur);
  const self = new Map<string, number>();
  const byUrl = new Map<string, number>();
  for (const s of inside) {
    const n = nodes.get(s.id); if (!n) continue;
    const cf = n.callFrame; const key = `${cf.functionName || '(anon)'} ${String(cf.url).replace(/.*\//, '')}:${cf.lineNumber}:${cf.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + 1);
    const u = String(cf.url).replace(/.*\//, '') || cf.functionName;
    byUrl.set(u, (byUrl.get(u) ?? 0) + 1);
  }
  const kids = main.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + t.dur && e !== t && e.dur > t.dur * 0.1).map((e) => `${e.name}${e.args?.data?.url ? '(' + String(e.args.data.url).replace(/.*\//, '') + ')' : ''}${e.args?.data?.functionName ? '(' + e.args.data.functionName + ')' : ''}=${(e.dur / 1000).toFixed(0)}`);
  console.log(`\nTASK ${((t.ts - t0) / 1000).toFixed(0)}ms dur ${(t.dur / 1000).toFixed(1)}ms samples ${inside.length}`);
  console.log('  events:', kids.slice(0, 12).join(' '));
  console.log('  by url:', [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k}=${v}`).join(' '));
  console.log('  top self:', [...self].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k}=${v}`).join(' | '));
}
if (process.env.DEEP) {
  for (const t of tasks) {
    console.log(`\n== ${((t.ts - t0) / 1000).toFixed(0)} ${(t.dur/1000).toFixed(1)}`);
    const ev = main.filter((e) => e.ph === 'X' && e.ts >= t.ts && e.ts < t.ts + t.dur && e !== t && e.dur > 1000);
    for (const e of ev.slice(0, 40)) console.log(`   +${((e.ts - t.ts)/1000).toFixed(1)} ${e.name} ${(e.dur/1000).toFixed(1)} ${JSON.stringify(e.args?.data ?? e.args ?? {}).slice(0, 140)}`);
  }
}
if (process.env.FORCED) {
  const forced = main.filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree') && e.ph === 'X' && e.dur > 500 && (e.args?.beginData?.stackTrace || e.args?.data?.stackTrace));
  for (const e of forced) {
    const st = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace;
    console.log(`FORCED ${e.name} at ${((e.ts - t0) / 1000).toFixed(0)} ${(e.dur / 1000).toFixed(1)}ms`, st.slice(0, 3).map((f: any) => `${f.functionName}@${String(f.url).replace(/.*\//, '')}:${f.lineNumber}:${f.columnNumber}`).join(' < '));
  }
}
if (process.env.LAYOUTS) {
  for (const e of main.filter((e) => (e.name === 'Layout' || e.name === 'UpdateLayoutTree' || e.name === 'Paint' || e.name === 'Commit' || e.name === 'PrePaint') && e.ph === 'X' && e.dur > 2000)) {
    const b = e.args?.beginData ?? {};
    console.log(`${e.name} at ${((e.ts - t0) / 1000).toFixed(0)} ${(e.dur / 1000).toFixed(1)}ms dirty ${b.dirtyObjects ?? ''} total ${b.totalObjects ?? b.elementCount ?? ''} ${b.stackTrace ? 'FORCED ' + b.stackTrace.slice(0, 2).map((f: any) => `${f.functionName}@${String(f.url).replace(/.*\//, '')}:${f.lineNumber}:${f.columnNumber}`).join('<') : ''}`);
  }
}
