import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Section';

interface Props {
  eyebrow?: string;
  title: string;
  /** A second line of the heading, read after a " · ": a service's specialty. */
  subtitle?: string | undefined;
  intro?: ReactNode;
  /** Shown above the heading, e.g. a breadcrumb trail on a service page. */
  breadcrumb?: ReactNode;
}

/** The top band of an inner page; it carries the page's only <h1>. */
export function PageHero({ eyebrow, title, subtitle, intro, breadcrumb }: Props) {
  return (
    <section
      aria-labelledby="page-title"
      className="border-b border-line bg-linear-to-b from-primary-soft to-surface py-12 sm:py-16 lg:py-20 print:border-0 print:py-0"
    >
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          {breadcrumb && <div className="mb-6 flex justify-center">{breadcrumb}</div>}
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wider text-primary uppercase print:hidden">{eyebrow}</p>
          )}
          <h1
            id="page-title"
            className="mt-2 text-4xl font-bold tracking-tight text-balance text-primary-strong sm:text-5xl print:mt-0 print:text-2xl"
          >
            {title}
            {subtitle && (
              <span className="mt-2 block text-2xl font-semibold tracking-normal text-muted sm:text-3xl print:text-xl">
                <span className="sr-only"> · </span>
                {subtitle}
              </span>
            )}
          </h1>
          <span aria-hidden="true" className="mx-auto mt-6 block h-1 w-16 rounded-full bg-brand print:hidden" />
          {intro && (
            <p className="mt-6 text-lg leading-relaxed text-balance text-muted sm:text-xl print:hidden">{intro}</p>
          )}
        </div>
      </Container>
    </section>
  );
}
