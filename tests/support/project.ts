// A copy of the project in a temporary folder, for tests that change its files and build it again. node_modules is
// shared (a symlink); the copy holds what a build reads.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const parts = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

export function copyProject(name: string) {
  const dir = mkdtempSync(join(tmpdir(), `clinic-${name}-`));
  for (const part of parts) cpSync(part, join(dir, part), { recursive: true });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
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
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
