import type { ComponentProps } from 'react';

const variants = {
  primary: 'border-transparent bg-primary text-white hover:bg-primary-strong',
  secondary: 'border-primary bg-white text-primary hover:bg-primary-soft',
  ghost: 'border-transparent text-primary underline-offset-4 hover:underline',
  whatsapp: 'border-transparent bg-whatsapp text-white hover:brightness-90',
  inverse: 'border-transparent bg-white text-primary-strong hover:bg-primary-soft',
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClass = (variant: ButtonVariant = 'primary', className = '') =>
  `inline-flex min-h-12 items-center border-2 justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition-colors ${variants[variant]} ${className}`;

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
