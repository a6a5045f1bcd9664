import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A rule of .dependency-cruiser.cjs broken, as dependency-cruiser reports it. */
interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  via?: { name: string }[];
}

// The layers of src/ (.dependency-cruiser.cjs): each imports only from those below it, type imports included, and
// nothing the browser runs reaches a build-only module through any chain of imports.
test('each layer of src/ imports only from the layers below it, and no browser code reaches what only the build runs', async () => {
  const { stdout } = await run(
    process.execPath,
    [resolve('node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), 'src', '--output-type', 'json'],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout: string }) => error);
  const { summary } = JSON.parse(stdout) as { summary: { violations: Violation[]; totalCruised: number } };
  expect(summary.totalCruised).toBeGreaterThan(100);
  const broken = summary.violations.map(
    (v) => `${v.rule.name}: ${v.from} → ${[...(v.via ?? []).map((m) => m.name), v.to].join(' → ')}`,
  );
  expect(broken).toEqual([]);
});
