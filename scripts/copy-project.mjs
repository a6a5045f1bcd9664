// A copy of the project in a temporary folder, for tests that change its files and build it again: the copy holds
// what a build reads, and links the installed packages one by one, so that the build's own caches
// (node_modules/.astro, .vite) stay in the copy and never touch the project's.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const parts = ['src', 'public', 'vendor', 'deploy', 'scripts', 'astro.config.mjs', 'package.json', 'tsconfig.json'];
const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };

/**
 * Copies the project into a new temporary folder named after `name`, or into `dir`: there its sources are replaced
 * and its caches kept, so that a later build of the same copy reuses what sharp made. `extra` names more of the
 * project's files or folders to copy, e.g. its tests.
 * @param {string} name
 * @param {{ dir?: string, extra?: string[] }} [options]
 */
export function copyProject(name, { dir = mkdtempSync(join(tmpdir(), `clinic-${name}-`)), extra = [] } = {}) {
  for (const part of [...parts, ...extra]) {
    rmSync(join(dir, part), { recursive: true, force: true });
    cpSync(join(root, part), join(dir, part), { recursive: true });
  }
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  // A copy kept from before an install links packages since removed: those links go, or npx takes the folder's
  // packages for broken and looks for its tools in the registry.
  for (const link of readdirSync(join(dir, 'node_modules')))
    if (!link.startsWith('.') && !existsSync(join(dir, 'node_modules', link))) rmSync(join(dir, 'node_modules', link));
  for (const pkg of readdirSync(join(root, 'node_modules')).filter((n) => !n.startsWith('.')))
    if (!existsSync(join(dir, 'node_modules', pkg)))
      symlinkSync(join(root, 'node_modules', pkg), join(dir, 'node_modules', pkg));
  // --force, as npm run build: the content is parsed again by this commit's content model (scripts/test.mjs).
  const astro = [join(root, 'node_modules/astro/astro.js'), 'build', '--force'];
  return {
    dir,
    /** @param {string} file */
    path: (file) => join(dir, file),
    /**
     * `astro build` in the copy: its exit status and output, the copy's folder left out of the paths. It never blocks
     * the caller, a test runner's worker among them, which must go on answering its runner while the build runs.
     * @returns {Promise<{ status: number | null, output: string }>}
     */
    build: () =>
      new Promise((done) => {
        const run = spawn(process.execPath, astro, { cwd: dir, env });
        let output = '';
        run.stdout.on('data', (d) => (output += d));
        run.stderr.on('data', (d) => (output += d));
        run.on('close', (status) => done({ status, output: output.replaceAll(dir, '') }));
      }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
