import type { Picture } from '@/lib/picture';
import { X } from '@/components/ui/icons';
import { Photo } from '@/components/ui/Photo';
import { Section } from '@/components/ui/Section';
import type { PageContext } from '@/lib/page-context';

interface Props {
  page: PageContext;
  photos: { thumbnail: Picture; enlarged: Picture }[];
}

/**
 * The clinic's rooms and equipment as a grid of photos. Each opens large in a modal dialog (src/scripts/gallery.ts)
 * named by the photo's description; Escape, the close button or a click beside the photo closes it, and focus goes
 * back to the thumbnail. The large photo is fetched only when its dialog opens.
 */
export function Gallery({ page, photos }: Props) {
  const words = page.words.about.gallery;
  return (
    <Section id="gallery" eyebrow={words.eyebrow} title={words.title} intro={words.intro} tone="surface">
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {photos.map(({ thumbnail, enlarged }, i) => {
          const id = `gallery-photo-${i + 1}`;
          return (
            <li key={id} className="flex">
              <button
                type="button"
                data-gallery-open=""
                aria-haspopup="dialog"
                aria-controls={id}
                className="group w-full cursor-zoom-in overflow-hidden rounded-card shadow-card"
              >
                <span className="sr-only">{`${words.open} `}</span>
                <Photo
                  picture={thumbnail}
                  className="aspect-4/3 w-full object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none"
                />
              </button>
              <dialog
                id={id}
                aria-labelledby={`${id}-caption`}
                className="m-auto max-h-[calc(100dvh-2rem)] w-[min(60rem,calc(100vw-2rem))] max-w-none overflow-auto rounded-card bg-white p-0 shadow-raised backdrop:bg-ink/80"
              >
                <figure>
                  {/* The caption names the dialog and describes the photo; read once, not twice. A photo taller than
                      the screen leaves dark margins beside it. */}
                  <Photo
                    picture={enlarged}
                    alt=""
                    noPlaceholder
                    className="max-h-[calc(100dvh-8rem)] w-full bg-ink object-contain"
                  />
                  <figcaption id={`${id}-caption`} className="px-5 py-4 leading-relaxed text-ink">
                    {enlarged.alt}
                  </figcaption>
                </figure>
                <button
                  type="button"
                  data-gallery-close=""
                  aria-label={words.close}
                  className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-raised"
                >
                  <X aria-hidden="true" className="size-6" />
                </button>
              </dialog>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
