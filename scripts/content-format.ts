// The content files in the form the clinic's editor writes them, so that a change made at /admin changes only its own
// lines in the history. The editor (Decap CMS, vendor/decap-cms/) reads a YAML file and writes it back whole: with the
// YAML library it bundles (yaml 1.10, installed here as yaml-1), each file's top-level keys in the order of its fields
// (the content model's, src/model/), and, in a folder's files (doctors/, services/, …), a field's `comment` written
// above its key: the only comments it keeps (it finds none for the files of clinic.yaml's kind, listed one by one).
// Usage: npm run content:format   rewrites the content files that are not in that form, and names them
//        npm run content:format -- --check   names them, and fails if there are any
//        … -- --content tests/fixtures/clinic   the same for content laid out as src/content's in another folder
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML1 from 'yaml-1';
import { contentPath, model, type CollectionName } from '../src/model';
import type { Field } from '../src/model/fields';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The order of a file's top-level keys and the comments the editor writes above them. */
export interface Shape {
  order: string[];
  comments: Record<string, string>;
}

/** Each field's comment, by its path ("photo.focus"), in an object's fields and theirs. */
function comments(fields: Record<string, Field>, prefix = ''): [string, string][] {
  return Object.entries(fields).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const own: [string, string][] = typeof field.editor.comment === 'string' ? [[path, field.editor.comment]] : [];
    return [...own, ...(field.fields ? comments(field.fields, `${path}.`) : [])];
  });
}

/**
 * The content files the editor writes, each with the order of its top-level keys and the comments above them, in the
 * project `dir`; `content` is where the files are, if not in src/content.
 */
export function editorFiles(dir = root, content = 'src/content'): ({ file: string } & Shape)[] {
  return (Object.keys(model) as CollectionName[]).flatMap((name) => {
    const collection = model[name];
    const fields = collection.fields.fields;
    const path = contentPath(name, content);
    if (collection.kind === 'file') return [{ file: path, order: Object.keys(fields), comments: {} }];
    // A folder the clinic has emptied of entries may be gone.
    return (existsSync(join(dir, path)) ? readdirSync(join(dir, path)) : [])
      .filter((file) => file.endsWith('.yaml'))
      .sort()
      .map((file) => ({
        file: `${path}/${file}`,
        order: Object.keys(fields),
        comments: Object.fromEntries(comments(fields)),
      }));
  });
}

interface Pair {
  key?: unknown;
  value?: { items?: Pair[] };
  commentBefore?: string;
}

/** Adds each field's comment above its key, as the editor does (nested maps too; not inside lists). */
function addComments(items: Pair[], comments: Record<string, string>, prefix = '') {
  for (const item of items) {
    if (item.key === undefined) continue;
    const path = prefix ? `${prefix}.${String(item.key)}` : String(item.key);
    if (comments[path]) item.commentBefore = ` ${comments[path].split('\\n').join('\n ')}`;
    if (Array.isArray(item.value?.items)) addComments(item.value.items, comments, path);
  }
}

/** `text`, a YAML content file, as the editor writes it back. */
export function editorForm(text: string, { order, comments }: Shape): string {
  const node = YAML1.createNode(YAML1.parseDocument(text, { prettyErrors: true }).toJSON()) as unknown as {
    items: Pair[];
  };
  addComments(node.items, comments);
  const rank = (item: Pair) => order.indexOf(String(item.key));
  node.items.sort((a, b) => (rank(a) === -1 || rank(b) === -1 ? 0 : rank(a) - rank(b)));
  const doc = new YAML1.Document();
  doc.contents = node as unknown as typeof doc.contents;
  const out = String(doc);
  return out.endsWith('\n') ? out : `${out}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const at = process.argv.indexOf('--content');
  const changed = editorFiles(root, at === -1 ? undefined : process.argv[at + 1]).filter(({ file, ...shape }) => {
    const text = readFileSync(join(root, file), 'utf8');
    const form = editorForm(text, shape);
    if (form === text) return false;
    if (!check) writeFileSync(join(root, file), form);
    return true;
  });
  for (const { file } of changed) console.log(`${check ? 'not in the editor’s form' : 'rewritten'}: ${file}`);
  if (check && changed.length) process.exit(1);
}
