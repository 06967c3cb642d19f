// `test`: typecheck, lint, every package's jest tests, the assistant
// evaluation, the production build, then the e2e suite in Chromium against it.
// Stops at the first failing step and ends with one summary line of the tests
// that ran. Nothing is retried; a test that passed only on a retry (a runner
// started with retries by hand) is listed as flaky and never counted as passed.
// The fuzz tests are jest tests (chat-server/fuzz, shell/server/fuzz): no step of their own.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './site.ts';
import {
  addCounts,
  jestCounts,
  nodeTestCounts,
  noCounts,
  playwrightCounts,
  summaryLines,
  type JestReport,
  type PlaywrightReport,
} from './test-summary.ts';

const JEST_PACKAGES = [
  'shell',
  'remote-marketing',
  'remote-portfolio',
  'remote-contact',
  'remote-chat',
  'chat-server',
  'sales-inbox',
  './chat-protocol',
  './tooling/release',
];
const JEST_REPORT = 'test-results/jest.json';
// Where e2e/playwright.config.ts writes its JSON report (a folder of its own per port base).
const E2E_OUTPUT_DIR = process.env.E2E_PORT_BASE ? `test-results/ports-${process.env.E2E_PORT_BASE}` : 'test-results';
const PLAYWRIGHT_REPORT = path.join(ROOT, 'e2e', E2E_OUTPUT_DIR, 'results.json');

const totals = noCounts();

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
  addCounts(totals, jestCounts(JSON.parse(readFileSync(file, 'utf8')) as JestReport, pkg));
}

function addPlaywrightCounts(): void {
  if (!existsSync(PLAYWRIGHT_REPORT)) return;
  addCounts(totals, playwrightCounts(JSON.parse(readFileSync(PLAYWRIGHT_REPORT, 'utf8')) as PlaywrightReport));
}

/** The launcher scripts' own tests (node:test), their output shown and counted. */
function runScriptTests(): boolean {
  console.log('\n=== launcher scripts (node --test)');
  const result = spawnSync(process.execPath, ['--test', '--test-reporter=spec', 'scripts/*.test.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: process.env,
  });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  addCounts(totals, nodeTestCounts(result.stdout));
  console.log(`=== launcher scripts: ${result.status === 0 ? 'ok' : `failed (exit ${result.status ?? result.signal})`}`);
  return result.status === 0;
}

function finish(ok: boolean): never {
  // A step that failed without failing a counted test (typecheck, lint, the evaluation, a build) still shows as a failure.
  if (!ok && totals.failed === 0) totals.failed = 1;
  // The last line keeps its exact shape: CI reads it.
  console.log(`\n${summaryLines(totals).join('\n')}`);
  process.exit(ok ? 0 : 1);
}

/** True when chat-server has an `eval` script (the assistant's scripted conversations). */
function hasAssistantEvaluation(): boolean {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'chat-server/package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return Boolean(pkg.scripts?.eval);
}

const pnpm = 'pnpm';
let ok = run('typecheck', pnpm, ['run', 'typecheck']) && run('lint', pnpm, ['run', 'lint']) && runScriptTests();

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
