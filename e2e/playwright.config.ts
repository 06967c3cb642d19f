import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './src/chromium';

/** Runs on another port base (several people testing at once) keep their results apart. */
const OUTPUT_DIR = process.env.E2E_PORT_BASE ? `test-results/ports-${process.env.E2E_PORT_BASE}` : 'test-results';

export default defineConfig({
  testDir: './tests',
  // One composed site per worker; two cores run one worker best.
  workers: 1,
  fullyParallel: false,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // No retries (Playwright's default): a flaky test is a bug to fix, never retried into a pass.
  outputDir: OUTPUT_DIR,
  reporter: [['list'], ['json', { outputFile: `${OUTPUT_DIR}/results.json` }]],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
