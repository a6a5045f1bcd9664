import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Builds a copy of the project with one content file changed by hand; returns the build's exit status and output. */
function buildWith(file: string, edit: (text: string) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-content-'));
  try {
    for (const part of ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'])
      cpSync(part, join(dir, part), { recursive: true });
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    writeFileSync(join(dir, file), edit(readFileSync(file, 'utf8')));
    const run = spawnSync('npx', ['astro', 'build'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}`.replaceAll(dir, '') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('content written by hand', () => {
  test('a malformed value stops the build, naming the file and the field', () => {
    const { status, output } = buildWith('src/content/clinic.yaml', (t) =>
      t.replace("e164: '+919847021993'", "e164: '98470 21993'"),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('/src/content/clinic.yaml');
    expect(output).toMatch(/phones\.appointments\.e164: must be an E\.164 phone number/);
  });

  test('a file that is not YAML stops the build, naming the file and the line', () => {
    const { status, output } = buildWith('src/content/faq/appointments.yaml', (t) => `${t}question: [unclosed\n`);
    expect(status).not.toBe(0);
    expect(output).toMatch(/\/src\/content\/faq\/appointments\.yaml:\d+/);
  });
});
