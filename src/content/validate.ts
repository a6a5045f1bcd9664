import type { z } from 'astro/zod';

/** Thrown when a content file holds a malformed value; the message names the file and the field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

const fieldPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );

/** Parses content data against its schema, failing the build with a message a clinic editor can act on. */
export function validate<T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${fieldPath(issue.path) || '(whole file)'}: ${issue.message}`);
  throw new ContentError(`Invalid content in ${file}:\n${lines.join('\n')}`);
}
