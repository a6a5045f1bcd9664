import { ExternalLink, MapPin, MapIcon } from '@/components/ui/icons';
import { mapsEmbedUrl, mapsSearchUrl } from '@/lib/maps';
import { fill } from '@/lib/template';
import { ButtonLink, buttonClass } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { Address } from '@/components/facts/Address';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  /** The local map picture (src/assets/images/map-preview.svg, in the clinic's colours), as the page found it. */
  art: { src: string; width: number; height: number };
}

/**
 * A local map picture with the address; src/scripts/map.ts swaps it for Google's map only when the button is
 * pressed (DECISIONS 3). The button stays hidden until that script runs, so it never does nothing.
 */
export function MapPreview({ page, art }: Props) {
  const { clinic } = page;
  const words = page.words.contact.map;
  const { newTab } = page.words.shell;
  return (
    <Section id="location" title={words.title} intro={words.intro}>
      <div
        data-map=""
        className="relative aspect-[3/4] overflow-hidden rounded-card border border-line bg-surface shadow-card sm:aspect-[4/3] md:aspect-[16/10] lg:aspect-[21/9] [&>iframe]:absolute [&>iframe]:inset-0 [&>iframe]:size-full [&>iframe]:border-0"
      >
        {/* Phones and tablets: the picture above an address panel; wide screens: the panel floats beside the pin. */}
        <div data-map-preview="" className="absolute inset-0 flex flex-col lg:block">
          <div className="relative min-h-0 flex-1 lg:absolute lg:inset-0">
            <img
              src={art.src}
              width={art.width}
              height={art.height}
              alt=""
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full object-cover object-[50%_35%]"
            />
          </div>
          <div className="border-t border-line bg-white p-5 sm:px-6 lg:absolute lg:top-6 lg:left-6 lg:w-96 lg:rounded-card lg:border lg:shadow-card">
            <div>
              <p className="flex items-start gap-2 text-lg font-semibold text-ink">
                <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                {clinic.name}
              </p>
              <Address page={page} className="mt-1 pl-7 text-base text-muted" />
            </div>
            <button
              type="button"
              hidden
              data-map-load=""
              data-map-src={mapsEmbedUrl(clinic.geo)}
              data-map-title={fill(words.frameTitle, { name: clinic.name })}
              className={buttonClass(
                'primary',
                'mt-4 w-full flex-wrap gap-x-2 gap-y-0 px-5 leading-snug sm:w-auto lg:mt-5 lg:w-full',
              )}
            >
              <MapIcon aria-hidden="true" className="size-5" />
              {words.load} <span className="text-sm font-normal">{words.loadNote}</span>
            </button>
          </div>
        </div>
      </div>
      <p className="mt-5 flex justify-center">
        <ButtonLink href={mapsSearchUrl(clinic.geo)} newTab={newTab} variant="secondary" icon={ExternalLink}>
          {words.open}
        </ButtonLink>
      </p>
    </Section>
  );
}
