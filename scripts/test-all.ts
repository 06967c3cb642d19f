// `test`: typecheck, lint, every package's jest tests, the production build,
// then the e2e suite in Chromium against it. Stops at the first failing step
// and ends with one summary line of the tests that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './site.ts';

const JEST_PACKAGES = ['shell', 'remote-marketing', 'remote-portfolio', 'remote-contact', 'remote-chat', 'chat-server'];
const JEST_REPORT = 'test-results/jest.json';
const PLAYWRIGHT_REPORT = path.join(ROOT, 'e2e/test-results/results.json');

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };

function run(title: string, command: string, args: string[], cwd = ROOT): boolean {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? 'ok' : `failed (exit ${result.status ?? result.signal})`} in ${seconds} s`);
  return ok;
}

function addJestCounts(pkg: string): void {
  const file = path.join(ROOT, pkg, JEST_REPORT);
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests;
}

function addPlaywrightCounts(): void {
  if (!existsSync(PLAYWRIGHT_REPORT)) return;
  const report = JSON.parse(readFileSync(PLAYWRIGHT_REPORT, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

function finish(ok: boolean): never {
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(ok ? 0 : 1);
}

const pnpm = 'pnpm';
let ok = run('typecheck', pnpm, ['run', 'typecheck']) && run('lint', pnpm, ['run', 'lint']);

for (const pkg of JEST_PACKAGES) {
  if (!ok) break;
  rmSync(path.join(ROOT, pkg, JEST_REPORT), { force: true });
  // jest writes its report but does not create the folder.
  mkdirSync(path.dirname(path.join(ROOT, pkg, JEST_REPORT)), { recursive: true });
  // Through the package's own `test` script, which may set what its runner needs.
  ok = run(`unit tests: ${pkg}`, pnpm, ['--filter', pkg, 'run', 'test', '--ci', '--maxWorkers=2', '--json', `--outputFile=${JEST_REPORT}`]);
  addJestCounts(pkg);
}

ok = ok && run('production build', pnpm, ['run', 'build']);
if (ok) {
  rmSync(PLAYWRIGHT_REPORT, { force: true });
  ok = run('e2e (Chromium, production build)', pnpm, ['--filter', 'e2e', 'exec', 'playwright', 'test']);
  addPlaywrightCounts();
}
finish(ok);
