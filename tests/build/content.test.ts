import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { parseDocument } from 'yaml';
import { copyProject } from '../../scripts/copy-project.mjs';
import { untimed } from '../support/untimed';
import { claimNotes } from '../../src/model/claims';
import { clinicFields } from '../../src/model';

const run = promisify(execFile);

/** Builds a copy of the project with one content file changed by hand, after `prepare` (given the copy's folder). */
async function buildWith(
  file: string,
  edit: (text: string) => string,
  prepare?: (path: (f: string) => string) => Promise<unknown>,
) {
  const project = copyProject('content');
  try {
    await prepare?.(project.path);
    writeFileSync(project.path(file), edit(readFileSync(file, 'utf8')));
    return await project.build();
  } finally {
    project.remove();
  }
}

/** The first content file of a folder, whichever the clinic has. */
const firstFile = (folder: string) => `${folder}/${readdirSync(folder).filter((f) => f.endsWith('.yaml'))[0]}`;

describe('content written by hand', untimed, () => {
  test('a malformed value stops the build, naming the file and the field', async () => {
    // The appointments number with a digit short, whatever the clinic's number is.
    const { status, output } = await buildWith('src/content/clinic.yaml', (t) =>
      t.replace(
        /^( {2}appointments:\n {4}number: )(.*)$/m,
        (_, head: string, number: string) => head + number.slice(0, -1),
      ),
    );
    expect(status).not.toBe(0);
    expect(output).toContain('/src/content/clinic.yaml');
    expect(output).toMatch(/phones\.appointments\.number: is not a phone number that can be dialled/);
  });

  test('a file that is not YAML stops the build, naming the file and the line', async () => {
    const file = firstFile('src/content/faq');
    const { status, output } = await buildWith(file, (t) => `${t}question: [unclosed\n`);
    expect(status).not.toBe(0);
    expect(output).toMatch(new RegExp(`/${file.replace(/\./g, '\\.')}:\\d+`));
  });

  test('a photo smaller than its place shows it stops the build, naming the file and the field', async () => {
    // The first doctor, given a photo smaller than any place on the site shows one.
    const file = firstFile('src/content/doctors');
    const { status, output } = await buildWith(
      file,
      (t) => {
        const doctor = parseDocument(t);
        const name = String(doctor.get('name'));
        doctor.set('photo', doctor.createNode({ file: 'small.jpg', alt: { en: name, ml: name } }));
        return doctor.toString();
      },
      (path) =>
        sharp({ create: { width: 40, height: 40, channels: 3, background: '#8a9ba8' } })
          .jpeg()
          .toFile(path('src/assets/images/small.jpg')),
    );
    expect(status).not.toBe(0);
    expect(output).toMatch(
      new RegExp(
        `Invalid content in ${file}:\\n  - photo\\.file: "small\\.jpg" is 40×40 pixels, smaller than the \\d+×\\d+ it is shown at`,
      ),
    );
  });

  test('a claim the Code of Ethics rules out is listed as a warning, naming the file and the field, and stops nothing', async () => {
    // The home page's heading, as a clinic might write it; checked as the build checks it (npm run content:check).
    const project = copyProject('claims');
    try {
      const file = 'src/content/home.yaml';
      const home = parseDocument(readFileSync(file, 'utf8'));
      home.setIn(['hero', 'title', 'en'], 'The best dentist in town');
      writeFileSync(project.path(file), home.toString());
      const { stdout } = await run(
        process.execPath,
        [resolve('node_modules/tsx/dist/cli.mjs'), resolve('scripts/content-check.ts')],
        {
          cwd: project.path('.'),
        },
      );
      expect(stdout).toContain(`warning: ${file}: hero.title.en: ${claimNotes.superiority('best')}`);
      expect(stdout).toContain('The content is as the build needs it.');
    } finally {
      project.remove();
    }
  });

  test('npm run site:settings sets the site’s address and the editor’s repository, by the content’s own rules', async () => {
    const project = copyProject('settings');
    const tsx = (script: string, ...args: string[]) =>
      run(process.execPath, [resolve('node_modules/tsx/dist/cli.mjs'), resolve(`scripts/${script}`), ...args], {
        cwd: project.path('.'),
      });
    const file = 'src/content/clinic.yaml';
    try {
      // A value the content refuses is refused here in the same words, and nothing is written.
      const before = readFileSync(project.path(file), 'utf8');
      const refused = await tsx('site-settings.ts', '--url', 'http://example.in/').catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused).toMatchObject({ code: 1 });
      const siteUrl = clinicFields.fields.siteUrl.schema.safeParse('http://example.in/');
      expect((refused as { stderr: string }).stderr).toContain(
        `${file}: siteUrl: ${siteUrl.error!.issues[0]!.message}`,
      );
      expect(readFileSync(project.path(file), 'utf8')).toBe(before);

      const { stdout } = await tsx(
        'site-settings.ts',
        ...['--url', 'https://example.in', '--repository', 'example-clinic/site'],
        ...['--sign-in-site', 'example-clinic.netlify.app'],
      );
      expect(stdout).toContain('siteUrl: https://example.in\neditor.repository: example-clinic/site\n');
      const clinic = parseDocument(readFileSync(project.path(file), 'utf8')).toJS() as Record<string, unknown>;
      expect(clinic).toMatchObject({
        siteUrl: 'https://example.in',
        editor: { repository: 'example-clinic/site', signInSite: 'example-clinic.netlify.app' },
      });
      // The rest of the file as it was, in the form the editor writes, and the content as the build needs it.
      expect({ ...clinic, siteUrl: undefined, editor: undefined }).toEqual({
        ...(parseDocument(before).toJS() as Record<string, unknown>),
        siteUrl: undefined,
        editor: undefined,
      });
      await tsx('content-format.ts', '--check');
      expect((await tsx('content-check.ts')).stdout).toContain('The content is as the build needs it.');
    } finally {
      project.remove();
    }
  });
});
