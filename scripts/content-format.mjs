// The content files in the form the clinic's editor writes them, so that a change made at /admin changes only its own
// lines in the history. The editor (Decap CMS, vendor/decap-cms/) reads a YAML file and writes it back whole: with the
// YAML library it bundles (yaml 1.10, installed here as yaml-1), each file's top-level keys in the order of its fields
// in src/admin/config.yml, and, in a folder's files (doctors/, services/, …), a field's `comment` written above its key:
// the only comments it keeps (it finds none for the files of clinic.yaml's kind, listed one by one).
// Usage: npm run content:format   rewrites the content files that are not in that form, and names them
//        node scripts/content-format.mjs --check   names them, and fails if there are any
//        … -- --content tests/fixtures/clinic   the same for content laid out as src/content's in another folder
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import YAML1 from 'yaml-1';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every field's path ("hours.closures.date") as the editor names it, from a list of its fields. */
function fieldPaths(fields, prefix = '') {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const inner = field.fields ?? (field.field ? [field.field] : []);
    return [[path, field], ...fieldPaths(inner, `${path}.`)];
  });
}

/** @typedef {{ order: string[], comments: Record<string, string> }} Shape */

/**
 * The content files the editor writes, each with the order of its top-level keys and the comments above them, from
 * the editor's settings in `dir` (a project folder); `content` is where the files are, if not in src/content.
 * @returns {({ file: string } & Shape)[]}
 */
export function editorFiles(dir = root, content = 'src/content') {
  const at = (path) => path.replace(/^src\/content/, content);
  const config = parse(readFileSync(join(dir, 'src/admin/config.yml'), 'utf8'), { merge: true });
  const shape = (fields, commented) => ({
    order: fields.map((f) => f.name),
    comments: commented
      ? Object.fromEntries(fieldPaths(fields).flatMap(([path, f]) => (f.comment ? [[path, f.comment]] : [])))
      : {},
  });
  return config.collections.flatMap((collection) =>
    collection.folder
      ? // A folder the clinic has emptied of entries may be gone.
        (existsSync(join(dir, at(collection.folder))) ? readdirSync(join(dir, at(collection.folder))) : [])
          .filter((name) => name.endsWith('.yaml'))
          .sort()
          .map((name) => ({ file: `${at(collection.folder)}/${name}`, ...shape(collection.fields, true) }))
      : collection.files.map((entry) => ({ file: at(entry.file), ...shape(entry.fields, false) })),
  );
}

/** Adds each field's comment above its key, as the editor does (nested maps too; not inside lists). */
function addComments(items, comments, prefix = '') {
  for (const item of items) {
    if (item.key === undefined) continue;
    const path = prefix ? `${prefix}.${item.key}` : String(item.key);
    if (comments[path]) item.commentBefore = ` ${comments[path].split('\\n').join('\n ')}`;
    if (Array.isArray(item.value?.items)) addComments(item.value.items, comments, path);
  }
}

/**
 * `text`, a YAML content file, as the editor writes it back.
 * @param {string} text
 * @param {Shape} shape
 * @returns {string}
 */
export function editorForm(text, { order, comments }) {
  const node = YAML1.createNode(YAML1.parseDocument(text, { prettyErrors: true }).toJSON());
  addComments(node.items, comments);
  const rank = (item) => order.indexOf(String(item.key));
  node.items.sort((a, b) => (rank(a) === -1 || rank(b) === -1 ? 0 : rank(a) - rank(b)));
  const doc = new YAML1.Document();
  doc.contents = node;
  const out = doc.toString();
  return out.endsWith('\n') ? out : `${out}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const content = process.argv[process.argv.indexOf('--content') + 1];
  const changed = editorFiles(root, process.argv.includes('--content') ? content : undefined).filter(
    ({ file, ...shape }) => {
      const text = readFileSync(join(root, file), 'utf8');
      const form = editorForm(text, shape);
      if (form === text) return false;
      if (!check) writeFileSync(join(root, file), form);
      return true;
    },
  );
  for (const { file } of changed) console.log(`${check ? 'not in the editor’s form' : 'rewritten'}: ${file}`);
  if (check && changed.length) process.exit(1);
}
