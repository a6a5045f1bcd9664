import type { ComponentProps, ReactNode } from 'react';
import type { Icon } from './icons';
import { IconBadge } from './IconBadge';

/** A white card with a soft shadow; `ringed` adds a ring in the primary colour, to single one out. */
export function Card({ className = '', ringed = false, ...props }: ComponentProps<'div'> & { ringed?: boolean }) {
  return <div className={`${ringed ? 'card-ringed' : 'card'} ${className}`} {...props} />;
}

/**
 * A card's heading under its icon (`stack`), beside it (`row`), or beside it on a phone and under it from 768 px
 * (`row-stack`), where cards stand three across. The heading is an <h3> unless `level` says otherwise.
 */
export function CardHeading({
  icon,
  layout = 'stack',
  level = 3,
  id,
  children,
}: {
  icon: Icon;
  layout?: 'stack' | 'row' | 'row-stack';
  level?: 2 | 3;
  id?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`card-heading card-heading-${layout}`}>
      <IconBadge icon={icon} size={layout === 'row' ? 'md' : 'lg'} />
      <Heading id={id} className="text-xl font-bold text-ink">
        {children}
      </Heading>
    </div>
  );
}
