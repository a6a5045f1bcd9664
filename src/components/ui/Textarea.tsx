import type { ComponentProps } from 'react';
import { controlClass } from './Input';

export function Textarea({ className = '', ...props }: ComponentProps<'textarea'>) {
  return <textarea className={`${controlClass} control-textarea ${className}`.trim()} {...props} />;
}
