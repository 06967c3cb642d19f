// `test`: typecheck, lint, every package's jest tests, the assistant
// evaluation, the production build, then the e2e suite in Chromium against it.
// Stops at the first failing step and ends with one summary line of the tests
// that ran. Nothing is retried; a test that passed only on a retry (a runner
// started with retries by hand) is listed as flaky and never counted as passed.
// The site server's fuzz test is one of the shell's jest tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './site.ts';

const JEST_PACKAGES = ['shell', 'remote-marketing', 'remote-portfolio', 'remote-contact', 'remote-chat', 'chat-server', './tooling/release'];
const JEST_REPORT = 'test-results/jest.json';
const PLAYWRIGHT_REPORT = path.join(ROOT, 'e2e/test-results/results.json');

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  flaky: string[];
}
const totals: Counts = { passed: 0, failed: 0, skipped: 0, flaky: [] };

function run(title: string, command: string, args: string[], cwd = ROOT): boolean {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? 'ok' : `failed (exit ${result.status ?? result.signal})`} in ${seconds} s`);
  return ok;
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: Array<{
    name: string;
    assertionResults: Array<{ fullName: string; status: string; invocations?: number }>;
  }>;
}

function addJestCounts(pkg: string): void {
  const file = path.join(ROOT, pkg, JEST_REPORT);
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as JestReport;
  // A test that needed more than one invocation passed only on a retry.
  const flaky = report.testResults.flatMap((suite) =>
    suite.assertionResults
      .filter((test) => test.status === 'passed' && (test.invocations ?? 1) > 1)
      .map((test) => `${pkg}: ${test.fullName}`),
  );
  totals.passed += report.numPassedTests - flaky.length;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests;
  totals.flaky.push(...flaky);
}

interface PlaywrightSuite {
  title: string;
  specs?: Array<{ title: string; tests: Array<{ status: string }> }>;
  suites?: PlaywrightSuite[];
}

function flakyPlaywrightTests(suite: PlaywrightSuite, prefix: string[]): string[] {
  const here = [...prefix, suite.title].filter(Boolean);
  const specs = (suite.specs ?? [])
    .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
    .map((spec) => `e2e: ${[...here, spec.title].join(' › ')}`);
  return [...specs, ...(suite.suites ?? []).flatMap((child) => flakyPlaywrightTests(child, here))];
}

function addPlaywrightCounts(): void {
  if (!existsSync(PLAYWRIGHT_REPORT)) return;
  const report = JSON.parse(readFileSync(PLAYWRIGHT_REPORT, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites: PlaywrightSuite[];
  };
  totals.passed += report.stats.expected;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
  const flaky = report.suites.flatMap((suite) => flakyPlaywrightTests(suite, []));
  // The names when the report has them, the count in any case.
  totals.flaky.push(...flaky, ...Array.from({ length: Math.max(0, report.stats.flaky - flaky.length) }, () => 'e2e: (unnamed)'));
}

function finish(ok: boolean): never {
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  if (totals.flaky.length > 0) {
    console.log(`\nflaky: ${totals.flaky.length} passed only on a retry and are not counted as passed:`);
    for (const name of totals.flaky) console.log(`  ${name}`);
  }
  // The last line keeps this exact shape: CI reads it.
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
  process.exit(ok ? 0 : 1);
}

/** True when chat-server has an `eval` script (the assistant's scripted conversations). */
function hasAssistantEvaluation(): boolean {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'chat-server/package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return Boolean(pkg.scripts?.eval);
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

if (ok && hasAssistantEvaluation()) ok = run('assistant evaluation', pnpm, ['--filter', 'chat-server', 'run', 'eval']);
ok = ok && run('production build', pnpm, ['run', 'build']);
if (ok) {
  rmSync(PLAYWRIGHT_REPORT, { force: true });
  ok = run('e2e (Chromium, production build)', pnpm, ['--filter', 'e2e', 'exec', 'playwright', 'test']);
  addPlaywrightCounts();
}
finish(ok);
