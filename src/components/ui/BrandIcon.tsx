import type { ComponentProps } from 'react';
import { brandPaths, type Brand } from './brandPaths';

/** A decorative brand mark; the link or button around it carries the accessible name. */
export function BrandIcon({ brand, ...props }: ComponentProps<'svg'> & { brand: Brand }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
      <path d={brandPaths[brand]} />
    </svg>
  );
}
