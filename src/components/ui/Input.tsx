import type { ComponentProps } from 'react';

/** Shared look of text controls (.control in ./fields.css): 48 px tall, 16 px text, red when invalid. */
export const controlClass = 'control';

export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={`${controlClass} ${className}`.trim()} {...props} />;
}
