// A copy of the project in a temporary folder, for tests that change its files and build it again: the copy holds
// what a build reads, and links the installed packages one by one, so that the build's own caches
// (node_modules/.astro, .vite) stay in the copy and never touch the project's.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const parts = ['src', 'public', 'deploy', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

export function copyProject(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `clinic-${name}-`));
  for (const part of parts) cpSync(part, join(dir, part), { recursive: true });
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync('node_modules').filter((n) => !n.startsWith('.')))
    symlinkSync(resolve('node_modules', name), join(dir, 'node_modules', name));
  return {
    dir,
    path: (file: string) => join(dir, file),
    /** `astro build` in the copy: its exit status and output, the copy's folder left out of the paths. */
    build() {
      const run = spawnSync('npx', ['astro', 'build'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      });
      return { status: run.status, output: `${run.stdout}${run.stderr}`.replaceAll(dir, '') };
    },
    /** The same, without blocking: for a build that runs while a test does something else. */
    buildInBackground() {
      return new Promise<{ status: number | null; output: string }>((done) => {
        const run = spawn('npx', ['astro', 'build'], {
          cwd: dir,
          env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
        });
        let output = '';
        run.stdout.on('data', (d) => (output += d));
        run.stderr.on('data', (d) => (output += d));
        run.on('close', (status) => done({ status, output: output.replaceAll(dir, '') }));
      });
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
