import type { ComponentProps, ReactNode } from 'react';

/** The page-width wrapper every section uses. */
export function Container({ className = '', ...props }: ComponentProps<'div'>) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`} {...props} />;
}

/** A section's eyebrow and <h2>; `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  inverse = false,
}: {
  id: string;
  eyebrow?: string | undefined;
  title: ReactNode;
  inverse?: boolean;
}) {
  return (
    <>
      {eyebrow && <p className={`eyebrow ${inverse ? 'text-white' : 'text-primary'}`}>{eyebrow}</p>}
      <h2 id={id} className="section-title">
        {title}
      </h2>
    </>
  );
}

/** A page section with an optional eyebrow, heading and intro, labelled by its heading. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'white',
  children,
  className = '',
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: 'white' | 'surface' | 'primary';
  children?: ReactNode;
  className?: string;
}) {
  const tones = { white: 'bg-white', surface: 'bg-surface', primary: 'bg-primary-strong text-white' };
  const muted = tone === 'primary' ? 'text-white/90' : 'text-muted';
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`py-16 sm:py-20 ${tones[tone]} ${className}`}>
      <Container>
        <div className="mx-auto max-w-3xl text-center">
          <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} inverse={tone === 'primary'} />
          {intro && <p className={`mt-4 text-lg text-pretty ${muted}`}>{intro}</p>}
        </div>
        {children && <div className="mt-10 sm:mt-12">{children}</div>}
      </Container>
    </section>
  );
}
