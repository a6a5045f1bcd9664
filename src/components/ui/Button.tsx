import type { ComponentProps } from 'react';

/** The five looks of a button: component classes in src/styles/global.css. */
const variants = {
  primary: 'btn btn-primary',
  secondary: 'btn btn-secondary',
  ghost: 'btn btn-ghost',
  whatsapp: 'btn btn-whatsapp',
  inverse: 'btn btn-inverse',
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClass = (variant: ButtonVariant = 'primary', className = '') =>
  `${variants[variant]} ${className}`.trim();

/** A link styled as a button: most of the site's actions navigate (to a page, tel:, WhatsApp). */
export function ButtonLink({ variant, className, ...props }: ComponentProps<'a'> & { variant?: ButtonVariant }) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the link's text arrives as children in props
  return <a className={buttonClass(variant, className)} {...props} />;
}

export function Button({
  variant,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
