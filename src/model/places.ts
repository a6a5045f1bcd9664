// The rule of the folders listed in a page's order (doctors, services, testimonials, questions): each entry has a
// place of its own, a number, the lowest first. The staff never type it: the editor offers "First" or "After …" among
// the folder's other entries and writes a number between its neighbours' (placeBetween), so that a move changes one
// line of one file. The build checks the rule across the folder's files (src/model/assemble.ts); the editor against
// the folder's other entries, at the field (src/scripts/admin/checks.ts).

/** What the build and the editor say of a place that another entry already has. */
export const placeTaken = (other: string) => `shares its place with ${other}: move one of them`;

/** Each entry whose place an entry before it already has, with what to say of it. */
export function takenPlaces(entries: { name: string; order: number }[]): { index: number; message: string }[] {
  return entries.flatMap(({ order }, index) => {
    const first = entries.findIndex((e) => e.order === order);
    return first < index ? [{ index, message: placeTaken(entries[first]!.name) }] : [];
  });
}

/**
 * A place after `before` and before `after` (either absent at an end of the list), more than 0: the next whole number
 * where there is room for one, halfway between them where there is not.
 */
export function placeBetween(before?: number, after?: number): number {
  if (before === undefined) return after === undefined ? 1 : after > 1 ? after - 1 : after / 2;
  if (after === undefined || after - before > 1) return Math.floor(before) + 1;
  return (before + after) / 2;
}
