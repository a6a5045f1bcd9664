import { ArrowRight, Award, Building2, CalendarCheck, HeartHandshake, Star } from '@/components/ui/icons';
import type { Home } from '@/model';
import type { Picture } from '@/lib/picture';
import { routes } from '@/lib/routes';
import { ButtonLink } from '@/components/ui/Button';
import { Photo } from '@/components/ui/Photo';
import { Container } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';
import { ClinicText } from '@/components/facts/ClinicText';
import { IconBadge } from '@/components/ui/IconBadge';

interface Props {
  page: PageContext;
  /** The clinic's own words (src/content/home.yaml). */
  content: Home['hero'];
  /** The clinic's photo, or the illustration; a backdrop, fetched first. */
  backdrop: Picture;
}

/** The highlights' icons, by their place in the list. */
const highlightIcons = [Award, HeartHandshake, Building2];

/**
 * The opening band of the home page: a drifting photo (or the illustration) under a dark teal veil, the h1 and the two
 * main actions. Below 1024 px its text starts at the top of the band instead of its middle: a slow phone may paint the
 * band before it has read the whole of it, and centred text would then move up as the rest arrives (a layout shift).
 */
export function Hero({ page, content, backdrop }: Props) {
  const words = page.words.home.hero;
  return (
    <section
      aria-labelledby="hero-title"
      // Top-aligned at every width: a page painted before it has all arrived never moves what it has shown.
      className="hero-band relative isolate flex [--focus-ring:white] items-start overflow-hidden bg-primary-strong text-white"
    >
      {/* 100 px taller than the hero so that no gap opens at the bottom while the script lifts it. */}
      <div data-parallax="" className="absolute inset-x-0 top-0 -bottom-[100px] -z-20 will-change-transform">
        {/* Above the fold and the largest thing on the first screen: loaded at once, ahead of the rest. A backdrop
            under the veil, which is its placeholder too, so it says nothing to a screen reader. */}
        <Photo picture={backdrop} alt="" noPlaceholder className="size-full object-cover object-[70%_center]" />
      </div>
      {/* The veil keeps white text above 4.5:1 wherever it sits (layout/shell.css). */}
      <div className="hero-veil absolute inset-0 -z-10" />

      <Container className="py-12 sm:py-16 lg:py-20">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/30 bg-white/10 px-4 py-1.5 text-sm font-semibold">
            <Star aria-hidden="true" className="size-4 fill-current" />
            <span>
              <ClinicText page={page} text={content.badge} />
            </span>
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            <ClinicText page={page} text={content.title} />
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-pretty text-white/90 sm:text-xl">
            <ClinicText page={page} text={content.text} />
          </p>

          {content.highlights.length > 0 && (
            <ul
              aria-label={words.highlightsLabel}
              className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-x-6"
            >
              {content.highlights.map((highlight, i) => {
                const Icon = highlightIcons[i] ?? Award;
                return (
                  <li key={i} className="flex items-center gap-2.5 text-base font-medium">
                    <IconBadge icon={Icon} size="sm" tone="inverse" />
                    <span>
                      <ClinicText page={page} text={highlight} />
                    </span>
                  </li>
                );
              })}
            </ul>
          )}

          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="#appointment-booking" variant="inverse" className="shadow-raised" icon={CalendarCheck}>
              {words.book}
            </ButtonLink>
            <ButtonLink href={page.href(routes.services)} className="border-white/80" icon={ArrowRight} iconAfter>
              {words.services}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
