// node --test scripts/ (run by `npm test`, step "launcher scripts").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addCounts, jestCounts, nodeTestCounts, noCounts, playwrightCounts, summaryLines } from './test-summary.ts';

test('a jest test that passed only on its second invocation is flaky, not passed', () => {
  const counts = jestCounts(
    {
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 0,
      testResults: [
        {
          assertionResults: [
            { fullName: 'first time', status: 'passed', invocations: 1 },
            { fullName: 'on a retry', status: 'passed', invocations: 2 },
            { fullName: 'no invocation count', status: 'passed' },
            { fullName: 'broken', status: 'failed', invocations: 3 },
          ],
        },
      ],
    },
    'remote-chat',
  );
  assert.deepEqual(counts, { passed: 2, failed: 1, skipped: 0, flaky: ['remote-chat: on a retry'] });
});

test('a flaky Playwright test is named with its describe blocks and never counted as passed', () => {
  const counts = playwrightCounts({
    stats: { expected: 5, unexpected: 0, flaky: 1, skipped: 2 },
    suites: [
      {
        title: 'chat.spec.ts',
        suites: [
          {
            title: 'widget',
            specs: [
              { title: 'streams a reply', tests: [{ status: 'flaky' }] },
              { title: 'opens', tests: [{ status: 'expected' }] },
            ],
          },
        ],
      },
    ],
  });
  assert.deepEqual(counts, { passed: 5, failed: 0, skipped: 2, flaky: ['e2e: chat.spec.ts › widget › streams a reply'] });
});

test("node:test's closing lines give its counts", () => {
  const output = ['✔ one (1ms)', 'ℹ tests 4', 'ℹ pass 3', 'ℹ fail 1', 'ℹ cancelled 0', 'ℹ skipped 0', 'ℹ todo 0'].join('\n');
  assert.deepEqual(nodeTestCounts(output), { passed: 3, failed: 1, skipped: 0, flaky: [] });
});

test('the last summary line keeps the shape CI reads; flaky tests are listed above it', () => {
  const totals = noCounts();
  addCounts(totals, { passed: 10, failed: 0, skipped: 0, flaky: [] });
  assert.deepEqual(summaryLines(totals), ['tests: 10 passed, 0 failed']);
  addCounts(totals, { passed: 2, failed: 1, skipped: 3, flaky: ['e2e: x'] });
  assert.deepEqual(summaryLines(totals), [
    'flaky: 1 passed only on a retry and are not counted as passed:',
    '  e2e: x',
    'tests: 12 passed, 1 failed, 3 skipped',
  ]);
});
