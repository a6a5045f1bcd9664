// The rule of the folders listed in a page's order (doctors, services, testimonials, questions): each entry has a
// place of its own. The build checks it across the folder's files (src/model/assemble.ts); the editor at /admin
// against the folder's other entries, at the field (src/scripts/admin/checks.ts).

/** What the build and the editor say of a place that another entry already has. */
export const placeTaken = (place: number, other: string) =>
  `place ${place} is also given to ${other}: give each its own place`;

/** Each entry whose place an entry before it already has, with what to say of it. */
export function takenPlaces(entries: { name: string; order: number }[]): { index: number; message: string }[] {
  return entries.flatMap(({ order }, index) => {
    const first = entries.findIndex((e) => e.order === order);
    return first < index ? [{ index, message: placeTaken(order, entries[first]!.name) }] : [];
  });
}
