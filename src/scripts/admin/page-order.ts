// The editor lists the doctors, the services, the testimonials and the questions in their pages' order (their
// `order`, src/model/places.ts). Decap sorts a list when it first reads the folder and keeps that list while the
// editor stays open, so an entry just moved would be shown where it was, and one just added first. After an entry with
// a place is published, its list is read again, in order, when the staff next go back to it.
import { cms, type Immutable } from './decap';

let moved: string | undefined;

cms.registerEventListener({
  name: 'postSave',
  handler: ({ entry }) => {
    if ((entry.get('data') as Immutable).get('order') !== undefined) moved = String(entry.get('collection'));
  },
});

window.addEventListener('hashchange', () => {
  if (!moved || location.hash.split('?')[0] !== `#/collections/${moved}`) return;
  // Until the list is drawn again, the page says it is being updated.
  document.documentElement.setAttribute('aria-busy', 'true');
  location.reload();
});
