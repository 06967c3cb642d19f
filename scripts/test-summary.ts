// The counting behind `npm test`'s summary line, apart from the runner so it
// can be tested: jest's and Playwright's JSON reports, and node:test's closing
// lines. A test that passed only on a retry is flaky: listed, never passed.

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Names of the tests that passed only on a retry. */
  flaky: string[];
}

export function noCounts(): Counts {
  return { passed: 0, failed: 0, skipped: 0, flaky: [] };
}

export function addCounts(total: Counts, more: Counts): void {
  total.passed += more.passed;
  total.failed += more.failed;
  total.skipped += more.skipped;
  total.flaky.push(...more.flaky);
}

export interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults?: Array<{ assertionResults: Array<{ fullName: string; status: string; invocations?: number }> }>;
}

/** Counts of one package's jest run (`--json`); `label` prefixes the names of flaky tests. */
export function jestCounts(report: JestReport, label: string): Counts {
  // A test that needed more than one invocation passed only on a retry.
  const flaky = (report.testResults ?? []).flatMap((suite) =>
    suite.assertionResults
      .filter((test) => test.status === 'passed' && (test.invocations ?? 1) > 1)
      .map((test) => `${label}: ${test.fullName}`),
  );
  return {
    passed: report.numPassedTests - flaky.length,
    failed: report.numFailedTests,
    skipped: report.numPendingTests,
    flaky,
  };
}

interface PlaywrightSuite {
  title: string;
  specs?: Array<{ title: string; tests: Array<{ status: string }> }>;
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

function flakyPlaywrightTests(suite: PlaywrightSuite, prefix: string[]): string[] {
  const here = [...prefix, suite.title].filter(Boolean);
  const specs = (suite.specs ?? [])
    .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
    .map((spec) => `e2e: ${[...here, spec.title].join(' › ')}`);
  return [...specs, ...(suite.suites ?? []).flatMap((child) => flakyPlaywrightTests(child, here))];
}

/** Counts of the Playwright run (JSON reporter): `expected` passed first time; `flaky` only on a retry. */
export function playwrightCounts(report: PlaywrightReport): Counts {
  const named = (report.suites ?? []).flatMap((suite) => flakyPlaywrightTests(suite, []));
  const unnamed = Array.from({ length: Math.max(0, report.stats.flaky - named.length) }, () => 'e2e: (unnamed)');
  return { passed: report.stats.expected, failed: report.stats.unexpected, skipped: report.stats.skipped, flaky: [...named, ...unnamed] };
}

/** Counts from node:test's closing lines (`ℹ pass N`, `ℹ fail N`, `ℹ skipped N`). */
export function nodeTestCounts(output: string): Counts {
  const figure = (name: string) => Number(new RegExp(`^ℹ ${name} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
  return { passed: figure('pass'), failed: figure('fail'), skipped: figure('skipped') + figure('todo'), flaky: [] };
}

/** The closing lines: flaky tests by name (when any), then the line CI reads, in exactly this shape. */
export function summaryLines(totals: Counts): string[] {
  const flaky =
    totals.flaky.length > 0
      ? [`flaky: ${totals.flaky.length} passed only on a retry and are not counted as passed:`, ...totals.flaky.map((name) => `  ${name}`)]
      : [];
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  return [...flaky, `tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`];
}
