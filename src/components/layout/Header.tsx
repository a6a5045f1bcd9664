import { CalendarCheck, Languages, Menu } from '@/components/ui/icons';
import { defaultLocale, languageTags, locales } from '@/model/locales';
import type { PageContext } from '@/lib/page-context';
import { isCurrent, routes, translatePath } from '@/lib/routes';
import { fill } from '@/lib/template';
import { buttonClass } from '@/components/ui/Button';
import { Container } from '@/components/ui/Section';
import type { LogoImage } from '@/lib/picture';
import { Logo } from './Logo';

interface Props {
  page: PageContext;
  path: string;
  logo?: LogoImage | undefined;
}

const links = ['home', 'about', 'services', 'fees', 'doctors', 'contact', 'emergency'] as const;

/**
 * Sticky header with the language switch (the same page in the other language, remembered by the head script). One <nav>: inline from 1152 px (1440 px in Malayalam, whose words run longer), a native popover below that (Escape and outside clicks
 * close it, focus returns to the menu button); the site script shrinks the header and closes the menu on navigation.
 */
export function Header({ page, path, logo }: Props) {
  const { clinic, locale } = page;
  const words = page.words.shell;
  const other = locales.find((l) => l !== locale) ?? defaultLocale;
  // A logo that spells the clinic's name stands alone, at a size its letters can be read; else the name beside it.
  const named = Boolean(logo && clinic.logoShowsName);
  return (
    // Shrinking, the bar gives its height to a margin below it in the same steps: what follows never moves.
    <header
      data-site-header=""
      className="site-header group/header sticky top-0 z-40 border-b border-line transition-[margin] duration-200 data-scrolled:mb-[calc(var(--header-height)-3.5rem)]"
    >
      <Container className="flex h-(--header-height) ml:max-w-[90rem] items-center justify-between gap-2 sm:gap-4 transition-[height] duration-200 group-data-[scrolled]/header:h-14">
        <a
          href={page.href(routes.home)}
          className="flex min-h-11 items-center gap-2 rounded-md"
          aria-label={fill(words.brandHome, { name: clinic.name })}
        >
          <Logo
            image={logo}
            className="size-9 shrink-0 transition-[width,height] group-data-[scrolled]/header:size-8"
            imageClassName={
              named
                ? 'h-11 w-auto max-w-48 shrink-0 object-contain object-left group-data-[scrolled]/header:h-9 sm:max-w-64'
                : 'h-9 w-auto max-w-12 shrink-0 object-contain group-data-[scrolled]/header:h-8 sm:max-w-32'
            }
          />
          {!named && (
            <span className="text-lg leading-tight font-bold text-primary-strong sm:whitespace-nowrap">
              {clinic.shortName}
            </span>
          )}
        </a>

        <nav
          id="site-menu"
          aria-label={words.nav.label}
          popover="auto"
          className="site-menu m-0 wide-nav:ml-auto border-line bg-white p-4 narrow-nav:inset-x-0 narrow-nav:shadow-card narrow-nav:top-(--menu-top) narrow-nav:w-full narrow-nav:border-b wide-nav:static wide-nav:flex wide-nav:items-center wide-nav:gap-1 wide-nav:border-0 wide-nav:bg-transparent wide-nav:p-0"
        >
          <ul className="flex flex-col gap-1 wide-nav:flex-row wide-nav:items-center wide-nav:gap-1">
            {links.map((key) => {
              const href = page.href(routes[key]);
              const current = isCurrent(path, href);
              return (
                <li key={key}>
                  <a href={href} aria-current={current ? 'page' : undefined} className="nav-link">
                    {words.nav[key]}
                  </a>
                </li>
              );
            })}
            <li className="mt-2 wide-nav:mt-0 wide-nav:ml-2">
              <a
                href={page.href(routes.booking)}
                className={buttonClass('primary', 'w-full wide-nav:w-auto wide-nav:px-5 wide-nav:whitespace-nowrap')}
              >
                <CalendarCheck aria-hidden="true" className="size-5" />
                {words.nav.book}
              </a>
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2 narrow-nav:ml-auto">
          <a
            href={translatePath(path, other)}
            hrefLang={languageTags[other]}
            lang={other}
            data-lang-switch={other}
            className="flex min-h-11 min-w-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-primary-strong hover:bg-primary-soft"
          >
            <Languages aria-hidden="true" className="size-5 shrink-0 max-sm:hidden" />
            {words.language.switchTo}
            <span className="sr-only" lang={locale}>
              {` ${words.language.switchHint}`}
            </span>
          </a>
          <button
            type="button"
            popoverTarget="site-menu"
            className="flex min-h-11 min-w-11 items-center gap-2 rounded-lg border border-line px-2.5 sm:px-3 font-semibold text-primary-strong wide-nav:hidden"
          >
            <Menu aria-hidden="true" className="size-5" />
            <span className="max-[359px]:sr-only">{words.nav.menu}</span>
          </button>
        </div>
      </Container>
    </header>
  );
}
