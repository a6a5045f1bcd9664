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

/** The error for malformed values of one content file, one line per field. */
export function contentError(file: string, problems: { field: string; message: string }[]): ContentError {
  const lines = problems.map((p) => `  - ${p.field || '(whole file)'}: ${p.message}`);
  return new ContentError(`Invalid content in ${file}:\n${lines.join('\n')}`);
}

/** Parses content data against its schema, failing the build with a message a clinic editor can act on. */
export function validate<T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw contentError(
    file,
    result.error.issues.map((issue) => ({ field: fieldPath(issue.path), message: issue.message })),
  );
}
