// Runs the unit tests (Vitest) and the browser tests (Playwright against the build) and prints one summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

mkdirSync('reports', { recursive: true });
const step = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: false }).status ?? 1;

const unitStatus = step('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile=reports/unit.json',
]);
const e2eStatus = step('npx', ['playwright', 'test']);

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
const unit = read('reports/unit.json');
const e2e = read('reports/e2e.json');
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed =
  (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0) + (unit && e2e ? 0 : 1);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);

console.log(`\nunit: ${unit?.numPassedTests ?? 0} passed, e2e: ${e2e?.stats?.expected ?? 0} passed`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(unitStatus === 0 && e2eStatus === 0 && failed === 0 ? 0 : 1);
