// Runs in the <head> before the first paint (inlined by BaseLayout.astro, so it must import nothing):
// - a link of the old hash-routed site (/#/about) goes to its real path;
// - a visitor who chose a language with the switch goes to the same page in that language, keeping the query and the
//   hash. The choice is kept in localStorage; crawlers never have one, so they are never redirected.
// - a click on the language switch remembers the choice and keeps the place on the page (#appointment-booking);
// - a page opened at an anchor is marked, so that its content waits for the stylesheet rather than showing unstyled
//   (BaseLayout.astro, global.css).
const languages = ['en', 'ml'];

function storedLanguage(): string | null {
  try {
    const value = localStorage.getItem('lang');
    // Only a language the site has: anything else, set by hand, is ignored.
    return value && languages.includes(value) ? value : null;
  } catch {
    return null; // storage blocked
  }
}

function rememberLanguage(value: string | undefined) {
  try {
    if (value && languages.includes(value)) localStorage.setItem('lang', value);
  } catch {
    // storage blocked: the switch still works for this visit
  }
}

function route() {
  const hash = location.hash;
  if (/^#\/[\w\-/]*$/.test(hash)) return location.replace('/' + hash.slice(2).replace(/^\/+/, ''));

  if (hash.length > 1) document.documentElement.dataset.anchor = '';

  const chosen = storedLanguage();
  const twin =
    chosen && chosen !== document.documentElement.lang
      ? document.querySelector<HTMLLinkElement>(`link[rel="alternate"][data-locale="${chosen}"]`)
      : null;
  // The twin page must be another page of this site: never a loop, never another host.
  if (twin) {
    const target = new URL(twin.href);
    if (target.pathname !== location.pathname) return location.replace(target.pathname + location.search + hash);
  }

  document.addEventListener(
    'click',
    (event) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-lang-switch]') : null;
      if (!link) return;
      link.hash = location.hash;
      rememberLanguage(link.dataset.langSwitch);
    },
    true,
  );
}

route();
