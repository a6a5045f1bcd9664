// What every page does for a visitor without a connection. After the load event it registers the service worker
// (src/sw.ts), which keeps the emergency guidance, the contact page and the home page readable offline (and marks a
// page it answers from the phone's cache with the time it was saved). While the phone is offline, each form says that
// sending needs a connection, and offers its section's own call button.

export function startOffline() {
  // Only the build has a service worker; the development server serves none.
  if (import.meta.env.PROD)
    addEventListener('load', () =>
      navigator.serviceWorker?.register('/sw.js').catch(() => {
        // No service worker here (blocked, or a private window): the site works as it does without one, online only.
      }),
    );

  // The note above each form, outside what React renders (BookingIsland.astro, EnquiryIsland.astro), is filled only
  // while offline (so that it is announced, and empty and hidden otherwise). A copy the service worker answered from
  // the cache is offline whatever the phone says: a phone with one bar and no data still calls itself online.
  const saved = document.querySelector('[data-saved]');
  const notes = [...document.querySelectorAll<HTMLElement>('[data-offline-note]')].map((note) => {
    const call = note.closest('section')?.querySelector('a[href^="tel:"]')?.cloneNode(true) ?? '';
    return () => note.replaceChildren(...(navigator.onLine && !saved ? [] : [note.dataset.offlineNote ?? '', call]));
  });
  const show = () => notes.forEach((fill) => fill());
  addEventListener('online', show);
  addEventListener('offline', show);
  show();
}
