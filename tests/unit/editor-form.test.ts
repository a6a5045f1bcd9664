import { readFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { editorFiles, editorForm } from '../../scripts/content-format';

// The content files are kept in the form the editor at /admin writes them (scripts/content-format.ts): a change made
// there then shows in the history as its own lines only, not as the whole file rewritten.

describe('every content file the editor edits is in the form it writes', () => {
  for (const { file, ...shape } of editorFiles())
    test(file, () => {
      const text = readFileSync(file, 'utf8');
      expect(text === editorForm(text, shape), `${file} is not in the editor’s form: npm run content:format`).toBe(
        true,
      );
    });
});

test('the check itself finds a file written another way: its keys in another order, its texts quoted otherwise', () => {
  const files = editorFiles().map(({ file, ...shape }) => ({ data: parse(readFileSync(file, 'utf8')), shape }));
  const { data, shape } = files.reduce((a, b) => (Object.keys(b.data).length > Object.keys(a.data).length ? b : a));
  const reversed = stringify(Object.fromEntries(Object.entries(data).reverse()));
  expect(editorForm(reversed, shape)).not.toBe(reversed);
  const singleQuoted = stringify(data, { defaultStringType: 'QUOTE_SINGLE' });
  expect(editorForm(singleQuoted, shape)).not.toBe(singleQuoted);
});
