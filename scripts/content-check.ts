// Checks the content of src/content as the build does, and says what is wrong in the build's words, each problem with
// its file and field. On GitHub (.github/workflows/content-check.yml) each is an annotation of the commit's check, which
// the editor at /admin shows the clinic's staff when a change of theirs cannot be published.
// Usage: npm run content:check   (exits with 1 when there is a problem)
import { contentCheck, contentWarnings } from '../src/build-time/content-files';

/** A workflow command's text, escaped as GitHub Actions reads it. */
const escaped = (text: string, property = false) => {
  const out = text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  return property ? out.replace(/:/g, '%3A').replace(/,/g, '%2C') : out;
};

const problems = contentCheck();
for (const { file, field, message } of problems)
  console.log(
    process.env.GITHUB_ACTIONS
      ? `::error file=${escaped(file, true)},title=${escaped(field || '(whole file)', true)}::${escaped(message)}`
      : `${file}: ${field || '(whole file)'}: ${message}`,
  );
// What the build would only warn of (a claim the Code of Ethics rules out): listed, and the content still passes.
for (const warning of problems.length ? [] : contentWarnings()) {
  const [file = '', ...rest] = warning.split(': ');
  console.log(
    process.env.GITHUB_ACTIONS
      ? `::warning file=${escaped(file, true)},title=${escaped('A note for the clinic', true)}::${escaped(rest.join(': '))}`
      : `warning: ${warning}`,
  );
}
if (problems.length) process.exit(1);
console.log('The content is as the build needs it.');
