import type { z } from 'astro/zod';

/** A malformed value of a content file: the file, the field's path in it ("hours.dates[2].from") and what is wrong. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

/** Thrown when a content file holds a malformed value; the message names the file and the field. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(readonly problems: ContentProblem[]) {
    const files = [...new Set(problems.map((p) => p.file))];
    super(
      files
        .map(
          (file) =>
            `Invalid content in ${file}:\n${problems
              .filter((p) => p.file === file)
              .map((p) => `  - ${p.field || '(whole file)'}: ${p.message}`)
              .join('\n')}`,
        )
        .join('\n'),
    );
  }
}

/** The path of a field as the messages write it: hours.dates[2].from. */
export const fieldPath = (path: readonly PropertyKey[]) =>
  path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );

/** The error for malformed values of one content file, one line per field. */
export function contentError(file: string, problems: { field: string; message: string }[]): ContentError {
  return new ContentError(problems.map((p) => ({ file, ...p })));
}

/** The problems `schema` finds in the data of `file`, none when it is well formed. */
export function contentProblems(file: string, schema: z.ZodType, data: unknown): ContentProblem[] {
  const result = schema.safeParse(data);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ file, field: fieldPath(issue.path), message: issue.message }));
}

/** Parses content data against its schema, failing the build with a message a clinic editor can act on. */
export function validate<T extends z.ZodType>(file: string, schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(contentProblems(file, schema, data));
}
