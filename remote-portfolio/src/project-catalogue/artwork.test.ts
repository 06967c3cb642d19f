/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The artwork generator is plain Node ESM (it runs inside webpack), so its
// tests use node:test; this runs them as part of the package's jest suite.
const GENERATOR_TESTS = path.join(__dirname, '..', '..', 'artwork', 'generate.test.mjs');

it('generates a valid, small screenshot marked as demo data for every image set and device of the catalogue', () => {
  const run = spawnSync(process.execPath, ['--test', GENERATOR_TESTS], { encoding: 'utf8' });
  expect({ status: run.status, output: run.status === 0 ? '' : `${run.stdout}${run.stderr}` }).toEqual({ status: 0, output: '' });
  expect(run.stdout).toMatch(/# pass 9|ℹ pass 9/);
});
