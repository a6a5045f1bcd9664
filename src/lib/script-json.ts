/** JSON to embed in a <script> data block: "<" is escaped so that no text can close the element early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
