// What the staff type is saved as the build reads it where only spaces differ: the space a phone's keyboard leaves
// after an e-mail address or a link, or before a number, is taken off every text as the entry is saved
// (Decap's preSave event, https://decapcms.org/docs/registering-events/), so that the file holds what the site shows.
import { cms } from './decap';

/** A value with each text in it trimmed: an entry's data, a group's or a list's (Decap's immutable values). */
const trimmed = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.trim()
    : value && typeof (value as { map?: unknown }).map === 'function'
      ? (value as { map(f: (v: unknown) => unknown): unknown }).map(trimmed)
      : value;

cms.registerEventListener({ name: 'preSave', handler: ({ entry }) => trimmed(entry.get('data')) });
