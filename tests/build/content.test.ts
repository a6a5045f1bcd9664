import { readFileSync, writeFileSync } from 'node:fs';
import { copyProject } from '../support/project';

/** Builds a copy of the project with one content file changed by hand. */
function buildWith(file: string, edit: (text: string) => string) {
  const project = copyProject('content');
  try {
    writeFileSync(project.path(file), edit(readFileSync(file, 'utf8')));
    return project.build();
  } finally {
    project.remove();
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
