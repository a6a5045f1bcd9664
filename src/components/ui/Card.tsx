import type { ComponentProps } from 'react';

/** A white card with a soft shadow; `ringed` adds a ring in the primary colour, to single one out. */
export function Card({ className = '', ringed = false, ...props }: ComponentProps<'div'> & { ringed?: boolean }) {
  return <div className={`${ringed ? 'card-ringed' : 'card'} ${className}`} {...props} />;
}
