import type { ComponentProps } from 'react';
import { controlClass } from './Input';

export function Select({ className = '', ...props }: ComponentProps<'select'>) {
  return <select className={`${controlClass} ${className}`} {...props} />;
}
