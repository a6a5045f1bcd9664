import type { ComponentProps } from 'react';
import { SpriteIcon } from './icons';
import { controlClass } from './Input';

/**
 * The native date control, drawn with our calendar icon, in the colour of the select's chevron, instead of the
 * browser's black one; Chromium's picker button stays where the icon is, invisible, and opens the calendar
 * (.control-date in ./fields.css). Browsers without that button (Firefox) keep their own and show no
 * second icon.
 */
export function DateInput({ className = '', ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="date">
      <input type="date" className={`${controlClass} control-date ${className}`.trim()} {...props} />
      <SpriteIcon icon="calendar" className="date-icon" />
    </div>
  );
}
