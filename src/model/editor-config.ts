// The settings of the editor at /admin (Decap CMS, https://decapcms.org/docs/configuration-options/), made from the
// content model: each collection's fields with their labels, hints and widgets, each field naming its rule in the
// model (`check`), which the editor's widgets run (src/scripts/admin/checks.ts). Served as /admin/config.yml.
import { editorMenu, model, type CollectionName } from './collections';
import type { EditorField, Field } from './fields';

/**
 * The fields of an object as the editor lists them. A field the content may leave out is marked optional; inside such
 * a group, a field it needs once the group is given (a photo's descriptions) is needed with its group: Decap does not
 * ask for it when it is empty, its group's check does (src/model/editor-checks.ts).
 */
function editorFields(fields: Record<string, Field>, at: string, inOptional: boolean): EditorField[] {
  return Object.entries(fields).map(([name, field]) => {
    const path = at.endsWith(':') ? `${at}${name}` : `${at}.${name}`;
    const { editor } = field;
    if (editor.widget === 'hidden') return { name, ...editor };
    const optional = field.optional || inOptional;
    const { label, hint, widget, ...options } = editor;
    // In the order a reader of the settings looks for them: what the field is called, then how it is edited.
    const settings: EditorField = {
      name,
      ...(label ? { label } : {}),
      ...(hint ? { hint } : {}),
      widget,
      ...options,
      check: path,
    };
    delete settings.required;
    if (field.optional) settings.required = false;
    else if (inOptional) settings.needed_with_group = true;
    if (field.item) {
      // A list's items: each item's fields are required as the item is, whether the list may be empty or not.
      return { ...settings, fields: editorFields(field.item.fields!, path, false) };
    }
    if (field.fields) return { ...settings, fields: editorFields(field.fields, path, optional) };
    return settings;
  });
}

/** A collection's fields, each naming its rule as `<collection>:<path>`. */
export const collectionFields = (name: CollectionName) => editorFields(model[name].fields.fields, `${name}:`, false);

/** Where the editor saves, and the site it edits: the clinic's own (src/content/clinic.yaml: editor, siteUrl). */
export interface EditorSite {
  repository: string;
  branch: string;
  siteUrl: string;
  /** The Netlify site whose GitHub sign-in the editor uses, for a site hosted elsewhere (clinic-name.netlify.app). */
  signInSite?: string | undefined;
}

const noPreview = { preview: false };

export function editorConfig({ repository, branch, siteUrl, signInSite }: EditorSite) {
  return {
    // Signing in with GitHub through Netlify's OAuth service: no server of ours (docs/editing.md). Netlify finds the
    // sign-in by the page's own host unless `site_domain` names the Netlify site that holds it (a site hosted elsewhere).
    backend: {
      name: 'github',
      base_url: 'https://api.netlify.com',
      repo: repository,
      branch,
      ...(signInSite ? { site_domain: signInSite } : {}),
    },
    // `npm run edit`: on localhost the editor saves to the project's folder through decap-server, without GitHub.
    local_backend: true,
    media_folder: 'src/assets/images',
    public_folder: '',
    logo_url: '/favicon.svg',
    locale: 'en',
    site_url: siteUrl,
    display_url: siteUrl,
    collections: editorMenu.map((entry) => {
      if (typeof entry === 'object')
        return {
          name: entry.name,
          label: entry.label,
          description: entry.description,
          editor: noPreview,
          files: entry.files.map((name) => ({
            name,
            label: model[name].label,
            file: `src/content/${name}.yaml`,
            fields: collectionFields(name),
          })),
        };
      const collection = model[entry];
      if (collection.kind !== 'folder') throw new Error(`${entry} is a file: list it under a heading`);
      return {
        name: entry,
        label: collection.label,
        ...collection.editor,
        folder: `src/content/${entry}`,
        extension: 'yaml',
        format: 'yaml',
        editor: noPreview,
        fields: collectionFields(entry),
      };
    }),
  };
}

/** Where the editor opens the entry of a content file (after /admin#/): `src/content/doctors/anna-thomas.yaml`. */
export function editorEntryOf(file: string): string | undefined {
  const [, name, slug] = /^src\/content\/([\w-]+)(?:\/([\w-]+))?\.yaml$/.exec(file) ?? [];
  if (!name) return undefined;
  if (slug)
    return name in model && model[name as CollectionName].kind === 'folder'
      ? `collections/${name}/entries/${slug}`
      : undefined;
  const group = editorMenu.find((entry) => typeof entry === 'object' && entry.files.includes(name as CollectionName));
  return typeof group === 'object' ? `collections/${group.name}/entries/${name}` : undefined;
}

/**
 * How the editor names a field of a content file, by the labels the staff read, from the entry down: "Holidays, hours
 * and contact details › Holidays and days with other hours › date 2 › Date (or first day)" for `hours.dates[1].from`.
 */
export function editorLabelsOf(file: string, field: string): string[] | undefined {
  const [, name, slug] = /^src\/content\/([\w-]+)(?:\/([\w-]+))?\.yaml$/.exec(file) ?? [];
  if (!name || !(name in model)) return undefined;
  const collection = model[name as CollectionName];
  if ((collection.kind === 'folder') !== !!slug) return undefined;
  const labels = [collection.kind === 'folder' ? `${collection.label} › ${slug}` : collection.label];
  let fields: EditorField[] | undefined = collectionFields(name as CollectionName);
  let list: EditorField | undefined;
  for (const [, key, index] of field.matchAll(/([\w-]+)|\[(\d+)\]/g)) {
    if (index !== undefined) {
      labels.push(`${String(list?.label_singular ?? 'item')} ${Number(index) + 1}`);
      continue;
    }
    const found: EditorField | undefined = fields?.find((f) => f.name === key);
    if (!found) break;
    labels.push(found.label ?? found.name);
    list = found.widget === 'list' ? found : undefined;
    fields = found.fields;
  }
  return labels;
}
