import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { copyProject } from '../../scripts/copy-project.mjs';
import { untimed } from '../support/untimed';

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
    const { status, output } = await buildWith('src/content/faq/appointments.yaml', (t) => `${t}question: [unclosed\n`);
    expect(status).not.toBe(0);
    expect(output).toMatch(/\/src\/content\/faq\/appointments\.yaml:\d+/);
  });

  test('a photo smaller than its place shows it stops the build, naming the file and the field', async () => {
    const { status, output } = await buildWith(
      'src/content/doctors/arun-nair.yaml',
      (t) => `${t}photo:\n  file: small.jpg\n  alt:\n    en: Dr. Arun Nair\n    ml: ഡോ. അരുൺ നായർ\n`,
      (path) =>
        sharp({ create: { width: 300, height: 300, channels: 3, background: '#8a9ba8' } })
          .jpeg()
          .toFile(path('src/assets/images/small.jpg')),
    );
    expect(status).not.toBe(0);
    expect(output).toContain(
      'Invalid content in src/content/doctors/arun-nair.yaml:\n  - photo.file: "small.jpg" is 300×300 pixels, smaller than the 336×336 it is shown at',
    );
  });
});
